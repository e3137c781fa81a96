import type { KeptStateFile } from '@contract/domains/state-files';
import { shown } from '../bridge/worded-desk';
import { format, text } from '../ui-text';

export interface KeptFileWords {
  title: string;
  /** What happened and where the damaged copy is. */
  what: string;
  /** What the agent does now. */
  next: string;
  /** The parser's or the OS's words, for IT; empty for a copy an earlier start kept. */
  detail: string;
}

/** The notice Settings shows for a damaged state file that was kept aside (never overwritten). */
export function keptFileWords(kept: KeptStateFile): KeptFileWords {
  const t = text.settings.keptFiles;
  const file = kept.path.split(/[\\/]/).pop() ?? kept.path;
  const time = localTime(kept.keptAt);
  const what = kept.found
    ? format(kept.keptAs === null ? t.foundNotKept : t.found, { file, reason: t.reasons[kept.found.reason], time, keptAs: kept.keptAs ?? '' })
    : format(t.earlier, { file, keptAs: kept.keptAs ?? '', time });
  return {
    title: kept.file === 'profiles' ? t.profilesTitle : t.preferencesTitle,
    what: kept.keptAs === null ? what : `${what} ${t.whileKept}`,
    next: kept.file === 'profiles' ? t.profilesNext : t.preferencesNext,
    detail: kept.found ? shown(kept.found.detail) : '',
  };
}

/** "2025-01-02 11:04" in the workstation's time (the same in both languages). */
function localTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
