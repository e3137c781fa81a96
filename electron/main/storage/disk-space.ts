import { existsSync, statfsSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * How many bytes an unprivileged process may still write on the file system holding `path`
 * (the nearest existing ancestor is asked, so a file not yet created can be asked about),
 * or null when the OS cannot tell.
 */
export function freeBytesAt(path: string): number | null {
  let probe = path;
  while (!existsSync(probe)) {
    const parent = dirname(probe);
    if (parent === probe) return null;
    probe = parent;
  }
  try {
    const stats = statfsSync(probe);
    return Number(stats.bavail) * Number(stats.bsize);
  } catch {
    return null;
  }
}

/**
 * Whether an error means the disk (or the quota) is full: Node's ENOSPC/EDQUOT, SQLite's
 * SQLITE_FULL (libsql's `code`; an extended code keeps the primary one as its prefix).
 */
export function isDiskFullError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL' || code.startsWith('SQLITE_FULL_');
}
