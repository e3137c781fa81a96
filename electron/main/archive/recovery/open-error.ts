import { textIn, type Text, type Wording } from '../../../contract/words';
import { isDiskFullError } from '../../storage/disk-space';

/**
 * What an error met while opening one of the desk's SQLite files means for the file:
 *
 * - `damaged`: SQLite itself says the file is not a database or is corrupt (or `quick_check`
 *   failed). Only this sets a file aside.
 * - `locked`: another connection holds a lock (SQLITE_BUSY, SQLITE_LOCKED) past the wait.
 * - `disk-full`: SQLITE_FULL or ENOSPC/EDQUOT (storage/disk-space.ts), and an I/O error met
 *   while the disk has less free than the file needs (a full tmpfs answers the shared-memory
 *   file's growth with SQLITE_IOERR_SHMSIZE, not SQLITE_FULL).
 * - `io`: the OS failed a read or write (SQLITE_IOERR…): the disk, not the file.
 * - `other`: anything else (permissions, a read-only disk, a schema that will not migrate).
 *
 * Only `damaged` is a property of the file; the others are of the moment or of the machine, so
 * the file is left exactly as it is and the desk refuses to start instead (issue 21).
 */
export type OpenFailure = 'damaged' | 'locked' | 'disk-full' | 'io' | 'other';

export function classifyOpenError(error: unknown, diskLooksFull = false): OpenFailure {
  if (error instanceof DamagedFileError) return 'damaged';
  if (isDiskFullError(error)) return 'disk-full';
  const code = sqliteCode(error);
  if (code === null) return 'other';
  if (code === 'SQLITE_NOTADB' || family(code, 'SQLITE_CORRUPT')) return 'damaged';
  if (family(code, 'SQLITE_BUSY') || family(code, 'SQLITE_LOCKED')) return 'locked';
  if (family(code, 'SQLITE_IOERR')) return diskLooksFull ? 'disk-full' : 'io';
  return 'other';
}

/** libsql's `code` (`SQLITE_IOERR_SHMSIZE`, `SQLITE_CORRUPT`…), or null for an error without one. */
export function sqliteCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('SQLITE_') ? code : null;
}

/** An extended code keeps its primary code as its prefix (SQLITE_CORRUPT_INDEX is a SQLITE_CORRUPT). */
function family(code: string, primary: string): boolean {
  return code === primary || code.startsWith(`${primary}_`);
}

/** The file's own check found it damaged: its header is not SQLite's, or `quick_check` said so. */
export class DamagedFileError extends Error {
  constructor(readonly words: Wording) {
    super(textIn('en', words));
    this.name = 'DamagedFileError';
  }
}

/** An error's text for the log (English). */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** An error's text for the agent: the desk's own check as a wording, anything else (SQLite's, the OS's words) as it came. */
export function reasonOf(error: unknown): Text {
  return error instanceof DamagedFileError ? error.words : errorText(error);
}
