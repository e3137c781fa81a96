import { syncDirectory as flushDirectory } from '../../../shared/durable-file';
import { closeSync, existsSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { SetAsideFile } from '../../../contract/domains/orders';
import { isWording, type Text } from '../../../contract/words/wording';

/**
 * The names a storage file is kept under when it is set aside, and everything that reads them.
 *
 *   orders.sqlite.unreadable-2026-11-26T10-58-34-123Z            the file (and its -wal, -shm)
 *   orders.sqlite.unreadable-2026-11-26T10-58-34-123Z.note.json  why, and what was salvaged
 *   orders.sqlite.restored-2026-11-27T08-00-00-000Z              after "Bring back": kept, no notice
 *   orders.sqlite.salvage-…                                      a copy being made (removed when done)
 *
 * `unreadable-` is the name earlier desks used, so files they set aside are found too (those have
 * no note: the reason was only logged). Nothing here deletes a set-aside file.
 */
const SET_ASIDE = 'unreadable';
const RESTORED = 'restored';
const SALVAGE = 'salvage';
const COMPANIONS = ['-wal', '-shm'] as const;
const NOTE = '.note.json';

export interface SetAsideNote {
  /** Why, as a wording (worded when shown, in the language of that moment); a note an earlier desk wrote holds its words. */
  reason: Text;
  at: string;
  salvaged: SetAsideFile['salvaged'];
}

/** `2026-11-26T10:58:34.123Z` → `2026-11-26T10-58-34-123Z` (no characters a file system refuses). */
export function stamp(at: Date): string {
  return at.toISOString().replace(/[:.]/g, '-');
}

function instantOf(text: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(text);
  return match ? `${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z` : null;
}

export function setAsidePath(file: string, at: Date): string {
  return `${file}.${SET_ASIDE}-${stamp(at)}`;
}

export function salvagePath(file: string, at: Date): string {
  return `${file}.${SALVAGE}-${stamp(at)}`;
}

/**
 * Renames the file and its companions to `to`, the -wal and -shm first: a -wal left behind
 * beside a fresh empty file would be deleted by SQLite when it opens that file, and with it the
 * last transactions of the file being set aside. The note is written before, so a set-aside file
 * always has its reason.
 */
export function moveWithCompanions(file: string, to: string): void {
  for (const suffix of COMPANIONS) {
    if (existsSync(`${file}${suffix}`)) renameSync(`${file}${suffix}`, `${to}${suffix}`);
  }
  if (existsSync(file)) renameSync(file, to);
  syncDirectory(dirname(file));
}

export function setAside(file: string, at: Date, note: SetAsideNote): string {
  const to = setAsidePath(file, at);
  tryWriteNote(to, note);
  moveWithCompanions(file, to);
  return to;
}

/**
 * The note is the notice's "why": worth having, not worth failing for. On a full disk it cannot be
 * written; the file is set aside all the same (a rename needs no space) and the notice says the
 * reason is in desk.log. Returns whether it was written.
 */
export function tryWriteNote(setAsideFile: string, note: SetAsideNote): boolean {
  try {
    writeNote(setAsideFile, note);
    syncDirectory(dirname(setAsideFile));
    return true;
  } catch {
    rmSync(`${setAsideFile}${NOTE}.tmp`, { force: true });
    return false;
  }
}

/** Every file set aside beside `file` that has not been brought back, oldest first. */
export function listSetAside(file: string, thisStart: ReadonlySet<string> = new Set()): SetAsideFile[] {
  const dir = dirname(file);
  const prefix = `${basename(file)}.${SET_ASIDE}-`;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith(prefix) && !COMPANIONS.some((suffix) => name.endsWith(suffix)) && !name.endsWith(NOTE) && !name.endsWith('.tmp'))
    .map((fileName) => {
      const path = join(dir, fileName);
      const note = readNote(path);
      return {
        fileName,
        path,
        at: note?.at ?? instantOf(fileName.slice(prefix.length)) ?? modifiedAt(path),
        reason: note?.reason ?? null,
        salvaged: note?.salvaged ?? null,
        thisStart: thisStart.has(path),
      };
    })
    .sort((a, b) => a.at.localeCompare(b.at));
}

/** After "Bring back": the file, its companions and its note under a `restored-` name, so no notice names it again. */
export function markRestored(setAsideFile: string, file: string, at: Date): string {
  const to = `${file}.${RESTORED}-${stamp(at)}`;
  if (existsSync(`${setAsideFile}${NOTE}`)) renameSync(`${setAsideFile}${NOTE}`, `${to}${NOTE}`);
  moveWithCompanions(setAsideFile, to);
  return to;
}

/** Copies being made when the desk stopped: derived from a set-aside file that is still there, so removing them loses nothing. */
export function removeUnfinishedSalvage(file: string): void {
  const prefix = `${basename(file)}.${SALVAGE}-`;
  let names: string[];
  try {
    names = readdirSync(dirname(file));
  } catch {
    return;
  }
  for (const name of names) if (name.startsWith(prefix)) rmSync(join(dirname(file), name), { force: true });
}

export function removeWithCompanions(file: string): void {
  for (const suffix of ['', ...COMPANIONS]) rmSync(`${file}${suffix}`, { force: true });
}

function writeNote(setAsideFile: string, note: SetAsideNote): void {
  const target = `${setAsideFile}${NOTE}`;
  const temp = `${target}.tmp`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    writeSync(fd, `${JSON.stringify(note, null, 2)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, target);
}


function readNote(setAsideFile: string): SetAsideNote | null {
  try {
    const parsed = JSON.parse(readFileSync(`${setAsideFile}${NOTE}`, 'utf8')) as Partial<SetAsideNote>;
    // A note holds its reason as a wording; one an earlier desk wrote, as words of its language then.
    if (!(typeof parsed.reason === 'string' || isWording(parsed.reason)) || typeof parsed.at !== 'string') return null;
    const salvaged = parsed.salvaged;
    const countsOk = salvaged && typeof salvaged.copied === 'number' && (typeof salvaged.unreadable === 'number' || salvaged.unreadable === null);
    return { reason: parsed.reason, at: parsed.at, salvaged: countsOk ? { copied: salvaged.copied, unreadable: salvaged.unreadable } : null };
  } catch {
    return null;
  }
}

function modifiedAt(path: string): string {
  try {
    return statSync(path).mtime.toISOString();
  } catch {
    return new Date(0).toISOString();
  }
}

/** A rename is durable once the directory holding it is flushed (a power cut otherwise may undo it). */
function syncDirectory(dir: string): void {
  try {
    flushDirectory(dir);
  } catch {
    // A directory that refuses the flush: the rename itself has happened.
  }
}
