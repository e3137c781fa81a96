import { syncDirectory as flushDirectory } from '../../../shared/durable-file';
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ArchiveDatabase } from '../open-archive';

/**
 * The clean-shutdown marker of a storage file (issue 23, start time): `orders.sqlite.closed-cleanly`,
 * written by the desk's orderly close once the file is closed, and only when the whole file was
 * found sound during that run (checked at its start, or by the background check). Opening takes
 * it away before SQLite touches the file, so a desk that then crashes, is killed or loses power
 * leaves no marker behind, and the next start checks the whole file before anything else
 * (open-with-recovery.ts).
 *
 * The marker also records the file as it was left (size, modification time, no WAL). A file
 * changed while the desk was closed (another program, a copy put in its place) no longer matches
 * and is checked at start as after a crash. Damage that changes none of these (a disk's own
 * failure) is what the background check after the start is for.
 */
interface CleanShutdown {
  closedAt: string;
  size: number;
  mtimeMs: number;
}

const SUFFIX = '.closed-cleanly';

function cleanShutdownMarkerPath(file: string): string {
  return `${file}${SUFFIX}`;
}

/**
 * Whether the file was closed cleanly and is as it was left, taking the marker away either way.
 * The removal is flushed to the directory, so a power cut right after cannot bring it back.
 */
export function takeCleanShutdownMarker(file: string): boolean {
  const marker = cleanShutdownMarkerPath(file);
  let recorded: CleanShutdown;
  try {
    recorded = JSON.parse(readFileSync(marker, 'utf8')) as CleanShutdown;
  } catch {
    // No marker (a first start, a crash, an older desk) or an unreadable one: not clean.
    rmSync(marker, { force: true });
    return false;
  }
  rmSync(marker, { force: true });
  syncDirectory(dirname(file));
  try {
    const now = statSync(file);
    if (walBytes(file) > 0) return false;
    // Whole milliseconds: what every file system and copy tool keeps of a modification time.
    return now.size === recorded.size && Math.trunc(now.mtimeMs) === Math.trunc(recorded.mtimeMs);
  } catch {
    return false;
  }
}

/**
 * Before the orderly close: every committed page into the file itself and the WAL emptied, so the
 * marker records the file as the next start finds it (libsql's close leaves the WAL as it is while
 * statements are still alive). A checkpoint that cannot finish leaves the WAL, and then no marker.
 */
export function checkpointForClose(file: { readonly db: ArchiveDatabase }): void {
  try {
    file.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } catch {
    // The WAL stays; markClosedCleanly sees it and writes no marker.
  }
}

/**
 * After the file was checkpointed (checkpointForClose) and closed. Best effort:
 * without the marker (a full disk) the next start checks the file first, the safe side.
 */
export function markClosedCleanly(file: string, at: Date = new Date()): boolean {
  const marker = cleanShutdownMarkerPath(file);
  try {
    const { size, mtimeMs } = statSync(file);
    if (walBytes(file) > 0) return false;
    const record: CleanShutdown = { closedAt: at.toISOString(), size, mtimeMs };
    writeFileSync(`${marker}.tmp`, `${JSON.stringify(record)}\n`, { mode: 0o600 });
    renameSync(`${marker}.tmp`, marker);
    return true;
  } catch {
    rmSync(`${marker}.tmp`, { force: true });
    return false;
  }
}

function walBytes(file: string): number {
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
}

function syncDirectory(dir: string): void {
  try {
    flushDirectory(dir);
  } catch {
    // A directory that refuses the flush: at worst the marker survives a power cut, and the background check still reads the whole file.
  }
}
