import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Names of order-file backups: `orders-backup-20261126-110949-123.sqlite` (UTC, to the
 * millisecond), and `…-123-2.sqlite`, `…-123-3.sqlite` when that name is taken. Two backups taken
 * in the same second (a double click, a script) used to share a name, and the second was refused;
 * now each gets its own file and none ever replaces another. Names sort in the order taken.
 */
export function backupFileName(at: Date, counter = 1): string {
  const stamp = at.toISOString().slice(0, 23).replace(/[-:]/g, '').replace('T', '-').replace('.', '-');
  return `orders-backup-${stamp}${counter > 1 ? `-${counter}` : ''}.sqlite`;
}

/** A path in `dir` that no file holds yet, for a backup taken at `at`. */
export function unusedBackupPath(dir: string, at: Date, exists: (path: string) => boolean = existsSync): string {
  for (let counter = 1; ; counter++) {
    const path = join(dir, backupFileName(at, counter));
    if (!exists(path)) return path;
  }
}
