/**
 * What this run of the desk knows of each storage file's soundness (keyed by its path): whether
 * the whole file was checked at its start or is left to the background check, whether that check
 * found it sound, and the damage it found. The clean-shutdown marker is written only for a file
 * found sound (clean-shutdown.ts); a file found damaged is reported in `orders.status` until the
 * next start sets it aside.
 */
export interface StorageDamageFound {
  /** When the background check found it. */
  at: string;
  /** SQLite's words. */
  problem: string;
}

interface FileHealth {
  check: 'at-start' | 'background';
  sound: boolean;
  damage: StorageDamageFound | null;
}

const files = new Map<string, FileHealth>();

/** Opened at start: checked then (and sound, or it would have been set aside), or left to the background. */
export function recordOpened(file: string, check: FileHealth['check']): void {
  files.set(file, { check, sound: check === 'at-start', damage: null });
}

export function recordSound(file: string): void {
  const health = files.get(file);
  if (health) files.set(file, { ...health, sound: true });
}

export function recordDamage(file: string, damage: StorageDamageFound): void {
  files.set(file, { check: files.get(file)?.check ?? 'background', sound: false, damage });
}

export function healthOf(file: string): FileHealth | null {
  return files.get(file) ?? null;
}
