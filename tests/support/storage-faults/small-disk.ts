/**
 * A real small disk for "disk full" tests (issue 21, finding 4): a tmpfs of a few MiB mounted on a
 * fresh folder (root only, as on the desk's test machines), which `fill` fills to the last byte
 * with a filler file, and `makeRoom` frees again. The desk under test uses the folder as its data
 * directory, so every write it makes meets a genuinely full file system (ENOSPC, SQLITE_FULL), not
 * a mock. Always `unmount` (in afterAll/finally).
 */
import { execFileSync } from 'node:child_process';
import { closeSync, fstatSync, ftruncateSync, mkdtempSync, openSync, rmSync, statfsSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SmallDisk {
  /** The mounted folder: use it (or a folder in it) as the desk's data directory. */
  path: string;
  /** Fills the disk, leaving about `leaveBytes` free (rounded down to whole pages; 0 by default). */
  fill(leaveBytes?: number): void;
  /** Removes the filler: the disk has room again. */
  makeRoom(): void;
  /** Bytes an unprivileged writer may still use. */
  freeBytes(): number;
  unmount(): void;
}

const FILLER = '.disk-filler';

/** Whether this process may mount a tmpfs (root on Linux). */
export function canMountSmallDisk(): boolean {
  return process.platform === 'linux' && typeof process.getuid === 'function' && process.getuid() === 0;
}

export function mountSmallDisk(sizeMiB = 8, prefix = 'desk-small-disk-'): SmallDisk {
  const path = mkdtempSync(join(tmpdir(), prefix));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMiB}m,mode=0700`, 'tmpfs', path]);
  const filler = join(path, FILLER);
  const freeBytes = () => {
    const stats = statfsSync(path);
    return Number(stats.bavail) * Number(stats.bsize);
  };
  return {
    path,
    freeBytes,
    fill(leaveBytes = 0) {
      const fd = openSync(filler, 'a');
      try {
        // Large writes first, then smaller ones: the last page is filled to its last byte.
        for (const chunk of [1 << 20, 1 << 16, 1 << 12, 1 << 8, 1]) {
          const bytes = Buffer.alloc(chunk, 0x5a);
          for (;;) {
            try {
              writeSync(fd, bytes);
            } catch (error) {
              if ((error as { code?: unknown }).code === 'ENOSPC') break;
              throw error;
            }
          }
        }
        if (leaveBytes > 0) ftruncateSync(fd, Math.max(0, fstatSync(fd).size - leaveBytes));
      } finally {
        closeSync(fd);
      }
    },
    makeRoom() {
      try {
        unlinkSync(filler);
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
      }
    },
    unmount() {
      try {
        execFileSync('umount', ['-l', path]);
      } finally {
        rmSync(path, { recursive: true, force: true });
      }
    },
  };
}
