import type { BroughtBack } from '@contract/domains/orders';
import { formatCount, formatDateTime } from '@contract/format/desk-format';
import type { DamagedEntry, SetAsideEntry } from '../stores/storage-files-store';
import { shown } from '../bridge/worded-desk';
import { format, text } from '../ui-text';

/** An instant (ISO) as the workstation's wall clock reads it, in the desk's date format. */
export function localWhen(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return formatDateTime(`${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`);
}

/** The status bar's line: one file named, or how many. */
export function statusLine(entries: readonly SetAsideEntry[]): string {
  const t = text.storageFiles;
  const first = entries[0];
  if (!first) return '';
  if (entries.length === 1) return format(t.statusOne, { kind: t.kinds[first.kind], when: localWhen(first.at), file: first.fileName });
  return format(t.statusMany, { count: formatCount(entries.length), when: localWhen(first.at) });
}

/** What the notice on Orders says about one file: what, when, why, what was salvaged, what bringing it back does. */
export function noticeLines(entry: SetAsideEntry): { title: string; why: string; salvage: string; kept: string } {
  const t = text.storageFiles;
  const rows = t.rows[entry.kind];
  const salvaged = entry.salvaged;
  let salvage = t.notSalvaged;
  if (salvaged) {
    const copied = formatCount(salvaged.copied);
    if (salvaged.unreadable === null) salvage = format(t.salvagedUnknown, { copied, rows });
    else if (salvaged.unreadable === 0) salvage = format(t.salvagedAll, { copied, rows });
    else salvage = format(t.salvaged, { copied, rows, unreadable: formatCount(salvaged.unreadable) });
  }
  return {
    title: format(t.title, { kind: t.kinds[entry.kind], file: entry.fileName, when: localWhen(entry.at) }),
    why: entry.reason === null ? t.whyUnknown : format(t.why, { reason: shown(entry.reason) }),
    salvage,
    kept: format(t.kept, { noun: t.noun[entry.kind] }),
  };
}

export function broughtBackLine(result: BroughtBack): string {
  const t = text.storageFiles;
  const line = format(t.broughtBack, { file: result.fileName, copied: formatCount(result.copied), rows: t.rows[result.name], alreadyThere: formatCount(result.alreadyThere), keptAs: result.keptAs });
  return result.unreadable ? `${line} ${format(t.broughtBackUnreadable, { count: formatCount(result.unreadable) })}` : line;
}

/** The status bar's line for a file in use found damaged after the start. */
export function damageStatusLine(entries: readonly DamagedEntry[]): string {
  const first = entries[0];
  return first ? format(text.storageFiles.damageStatus, { kind: text.storageFiles.kinds[first.kind] }) : '';
}

/** What the notice on Orders says about a file in use found damaged: what, when, SQLite's words, and what to do. */
export function damageLines(entry: DamagedEntry): { title: string; why: string; next: string } {
  const t = text.storageFiles;
  return {
    title: format(t.damageTitle, { kind: t.kinds[entry.kind], when: localWhen(entry.at) }),
    why: format(t.damageWhy, { problem: entry.problem }),
    next: format(t.damageNext, { noun: t.noun[entry.kind], rows: t.rows[entry.kind] }),
  };
}
