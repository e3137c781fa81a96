import { existsSync, statSync } from 'node:fs';

/** Room SQLite wants besides the file's own growth: the -shm file, a few WAL frames, the temporary B-trees of a migration. */
const WAL_MARGIN = 8 * 1024 * 1024;

/**
 * A fair estimate of the free space opening `file` may need: a migration can rewrite every page
 * of the file into the WAL before it commits (the UPDATE of every order in the order file's
 * version 4 does), and one that rebuilds a table (version 5 re-keys the orders) writes the new
 * copy beside the old one, so the file grows by about its size while the WAL holds both: about
 * three times the file's size (and that of a WAL already there), plus a margin.
 */
export function bytesNeededToOpen(file: string): number {
  return 3 * sizeOf(file) + sizeOf(`${file}-wal`) + WAL_MARGIN;
}

function sizeOf(path: string): number {
  try {
    return existsSync(path) ? statSync(path).size : 0;
  } catch {
    return 0;
  }
}
