/**
 * Damaged JSON state files (issue 21, finding 3), for tests and fault-matrix rows: a profiles.json
 * or preferences.json as a bad disk, a power cut under the old writer, or a hand edit leaves it.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export type StateFileDamageShape =
  /** Cut in the middle: what a power cut under a writer without fsync leaves. */
  | 'truncated'
  /** Zero bytes: the classic "rename committed before the data" file. */
  | 'empty'
  /** Bytes that are not text at all (a bad sector, a disk tool's zero fill gone wrong). */
  | 'garbage'
  /** Valid JSON, but a document this desk does not write (another version, a hand edit). */
  | 'other-shape';

/** Damages the file in place; returns the bytes it now holds (what the kept copy must hold). */
export function damageStateFile(file: string, shape: StateFileDamageShape): Buffer {
  const bytes = damagedBytes(readFileSync(file), shape);
  writeFileSync(file, bytes);
  return bytes;
}

function damagedBytes(original: Buffer, shape: StateFileDamageShape): Buffer {
  switch (shape) {
    case 'truncated':
      return original.subarray(0, Math.max(1, Math.floor(original.length / 2)));
    case 'empty':
      return Buffer.alloc(0);
    case 'garbage':
      return Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 97 + 13) % 256));
    case 'other-shape':
      return Buffer.from(JSON.stringify({ version: 2, accounts: 'moved to another store' }));
  }
}

/**
 * A profiles.json in which one profile is damaged (a field of the wrong type) and the others are
 * fine: the desk must keep the good ones, keep the file aside and say so.
 */
export function damageOneProfile(file: string, index: number): Buffer {
  const document = JSON.parse(readFileSync(file, 'utf8')) as { profiles: Record<string, unknown>[] };
  const profile = document.profiles[index];
  if (!profile) throw new Error(`profiles.json has no profile ${index}`);
  profile.environment = 42;
  const bytes = Buffer.from(JSON.stringify(document, null, 2));
  writeFileSync(file, bytes);
  return bytes;
}
