import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The desk's data (orders, passenger documents, request logs, the sandbox's order book) is for
 * the agent's account alone: directories 0700, files 0600.
 *
 * `restrictNewFiles` sets the process umask so that everything created from then on — by us, by
 * libsql (the archive and its -wal/-shm files), by Chromium in Electron's user-data directory —
 * is private without each writer having to remember. `closePrivateTree` fixes what an older desk
 * (or a copy) left open, and says what it changed.
 */
export const PRIVATE_UMASK = 0o077;

export function restrictNewFiles(): void {
  try {
    process.umask(PRIVATE_UMASK);
  } catch {
    // Worker threads may not change the umask; the explicit modes of our own writes still apply.
  }
}

export function closePrivateTree(root: string): string[] {
  mkdirSync(root, { recursive: true, mode: 0o700 });
  const fixed: string[] = [];
  const visit = (path: string) => {
    let stats;
    try {
      stats = lstatSync(path);
    } catch {
      return;
    }
    if (stats.isSymbolicLink()) return; // never follow a link out of the data directory
    const wanted = stats.isDirectory() ? 0o700 : 0o600;
    if ((stats.mode & 0o777 & ~wanted) !== 0) {
      try {
        chmodSync(path, stats.mode & 0o777 & wanted);
        fixed.push(path);
      } catch {
        // Not ours (another owner): nothing we can do, and nothing we should hide.
      }
    }
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(root);
  return fixed;
}
