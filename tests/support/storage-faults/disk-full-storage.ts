/**
 * A full disk under the desk's SQLite files (issue 21, finding 1), on a real small disk
 * (small-disk.ts: a tmpfs, root only): at start (the order file healthy, the disk filled to the
 * last byte) and in a migration (a version-3 file of many orders with room for the file but not
 * for its migration to the current version). `disk.makeRoom()` frees the space again.
 */
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../temp-dir';
import { writeOrderFile, writeVersion3OrderFile } from './order-files';
import { mountSmallDisk, type SmallDisk } from './small-disk';

export interface FullDiskData {
  disk: SmallDisk;
  /** The desk's data directory, on the small disk. */
  dataDir: string;
  /** Its orders.sqlite. */
  file: string;
}

/** A data directory holding a healthy order file of `count` orders on a disk then filled completely. */
export function diskFullAtStart(count = 200): FullDiskData {
  return onSmallDisk((scratch) => {
    const built = join(scratch, 'orders.sqlite');
    writeOrderFile(built, count);
    return built;
  }, 0);
}

/**
 * A data directory holding a version-3 order file of `count` orders on a disk with `leaveBytes`
 * free: enough to start the desk (its log, settings and search archive) and open the file, not
 * for the migration that rewrites every order (its WAL needs about the orders' size).
 */
export function diskFullInMigration(count = 4000, leaveBytes = 1024 * 1024): FullDiskData {
  return onSmallDisk((scratch) => {
    const built = join(scratch, 'orders-v3.sqlite');
    writeVersion3OrderFile(built, count, join(scratch, 'orders-current.sqlite'));
    return built;
  }, leaveBytes);
}

/** Any order file `build` writes (in a scratch folder, returning its path), as the data directory's orders.sqlite on a small disk with `leaveBytes` free. */
export function onSmallDisk(build: (scratch: string) => string, leaveBytes: number): FullDiskData {
  const scratch = tempDir('full-disk-build');
  try {
    const built = build(scratch.path);
    const size = statSync(built).size;
    // Room for the file, what opening it may need (space-needed.ts: a migration that rebuilds the
    // orders table, version 5, writes about the file's size again) and a little more; the filler takes the rest.
    const disk = mountSmallDisk(Math.ceil((3 * size + 4 * 1024 * 1024) / (1024 * 1024)));
    const dataDir = join(disk.path, 'data');
    mkdirSync(dataDir, { mode: 0o700 });
    const file = join(dataDir, 'orders.sqlite');
    copyFileSync(built, file);
    disk.fill(leaveBytes);
    return { disk, dataDir, file };
  } finally {
    scratch.remove();
  }
}
