import { constants, copyFileSync, linkSync, readdirSync, unlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { syncDirectory } from './durable-file';

/**
 * Damaged state files are kept, never overwritten and never deleted: `<name>.corrupt-<time>` beside
 * the original (time in UTC, `20250102T030405Z`, safe in every file system's names), with `-2`,
 * `-3`… when that name is taken. Returns the kept copy's path.
 *
 * The original name is free afterwards, so the next save writes a fresh file and the damaged bytes
 * stay where IT (or the agent) can look at them.
 */
export function keepAside(file: string, now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  for (let attempt = 1; attempt < 1000; attempt += 1) {
    const target = `${file}.corrupt-${stamp}${attempt === 1 ? '' : `-${attempt}`}`;
    if (!placeWithoutOverwriting(file, target)) continue;
    unlinkSync(file);
    syncDirectory(dirname(file));
    return target;
  }
  throw new Error(`No free name to keep ${file} aside`);
}

/** The copies of `file` kept by `keepAside`, newest first, with when each was kept (from its name). */
export function keptCopiesOf(file: string): { path: string; keptAt: string }[] {
  let names: string[];
  try {
    names = readdirSync(dirname(file));
  } catch {
    return [];
  }
  const pattern = new RegExp(`^${escapeForPattern(basename(file))}\\.corrupt-(\\d{8}T\\d{6}Z)(?:-\\d+)?$`);
  return names
    .map((name) => ({ name, match: pattern.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ name, match }) => ({ path: join(dirname(file), name), keptAt: isoOf(match[1] as string) }))
    .sort((a, b) => b.path.localeCompare(a.path));
}

/**
 * A hard link claims the new name atomically and fails if it exists (EEXIST); file systems without
 * hard links (FAT, some network shares) get an exclusive copy instead. False when the name is taken.
 */
function placeWithoutOverwriting(file: string, target: string): boolean {
  try {
    linkSync(file, target);
    return true;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV' && code !== 'ENOSYS') throw error;
  }
  try {
    copyFileSync(file, target, constants.COPYFILE_EXCL);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'EEXIST') return false;
    throw error;
  }
}

function isoOf(stamp: string): string {
  return `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`;
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
