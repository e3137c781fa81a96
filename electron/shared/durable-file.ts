import * as nodeFs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/**
 * The file-system calls a durable write makes. Node's `fs` by default; the power-cut model test
 * hands in a recording one that can replay what a power cut would leave.
 */
export interface DurableFs {
  openSync(path: string, flags: string, mode?: number): number;
  writeSync(fd: number, buffer: Uint8Array, offset: number, length: number): number;
  fsyncSync(fd: number): void;
  closeSync(fd: number): void;
  renameSync(from: string, to: string): void;
  unlinkSync(path: string): void;
}

export interface DurableWriteOptions {
  /** The new file's mode (default 0600: the desk's state is for the agent's account alone). */
  mode?: number;
  fs?: DurableFs;
}

/**
 * A write of a whole small file that leaves, after a crash or a power cut at any moment, either
 * the old content or the new one, never an empty or half file:
 *
 * 1. write a temporary file in the same directory (a rename never crosses file systems);
 * 2. fsync it, so its data is on the disk before any name points at it. Without this, a journalling
 *    file system may commit the rename before the data, and a power cut leaves the name on an empty
 *    file (ext4's "zero-length file" problem);
 * 3. rename it over the old file (atomic: a reader sees the old or the new, never between);
 * 4. fsync the directory, so the rename itself survives a power cut.
 *
 * On failure the temporary file is removed (no stray `.tmp`), the old file is untouched, and the
 * error keeps its code (ENOSPC stays recognisable as a full disk) and names the file it was for.
 */
export function writeFileDurably(file: string, data: string | Uint8Array, options: DurableWriteOptions = {}): void {
  const fs = options.fs ?? nodeFs;
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const temporary = temporaryNameFor(file);
  let fd: number | null = null;
  let step: FileWriteStep = 'open';
  try {
    fd = fs.openSync(temporary, 'wx', options.mode ?? 0o600);
    step = 'write';
    let written = 0;
    while (written < bytes.length) written += fs.writeSync(fd, bytes, written, bytes.length - written);
    step = 'fsync';
    fs.fsyncSync(fd);
    step = 'close';
    const closing = fd;
    fd = null;
    fs.closeSync(closing);
    step = 'rename';
    fs.renameSync(temporary, file);
  } catch (error) {
    if (fd !== null) ignoreFailure(() => fs.closeSync(fd as number));
    ignoreFailure(() => fs.unlinkSync(temporary));
    throw new FileWriteError(file, step, error);
  }
  syncDirectory(dirname(file), fs, file);
}

/**
 * Makes a change of names in `directory` (a rename, a new or removed file) durable. Windows cannot
 * open a directory to fsync it (its rename is journalled by NTFS): that platform skips the step.
 */
export function syncDirectory(directory: string, fs: DurableFs = nodeFs, forFile: string = directory): void {
  if (process.platform === 'win32') return;
  let fd: number;
  try {
    fd = fs.openSync(directory, 'r');
  } catch (error) {
    if (cannotSyncDirectories(error)) return;
    throw new FileWriteError(forFile, 'fsync-directory', error);
  }
  try {
    fs.fsyncSync(fd);
  } catch (error) {
    if (!cannotSyncDirectories(error)) throw new FileWriteError(forFile, 'fsync-directory', error);
  } finally {
    ignoreFailure(() => fs.closeSync(fd));
  }
}

/** Temporary files of `file`: beside it, named after it, unique per process and write. */
export function temporaryNameFor(file: string): string {
  return join(dirname(file), `${basename(file)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
}

/** Whether a name in the directory is a temporary file of `file` (what a killed writer may leave). */
export function isTemporaryOf(file: string, name: string): boolean {
  const prefix = `${basename(file)}.`;
  return name.startsWith(prefix) && /^\d+-[0-9a-f]{8}\.tmp$/.test(name.slice(prefix.length));
}

export type FileWriteStep = 'open' | 'write' | 'fsync' | 'close' | 'rename' | 'fsync-directory';

/** A failed durable write: which file, at which step, with the OS's code (ENOSPC, EACCES…) kept. */
export class FileWriteError extends Error {
  readonly code: string | undefined;
  readonly path: string;
  readonly step: FileWriteStep;

  constructor(file: string, step: FileWriteStep, cause: unknown) {
    const code = codeOf(cause);
    super(`Could not write ${file} (${step}): ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'FileWriteError';
    this.code = code;
    this.path = file;
    this.step = step;
  }
}

function codeOf(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** File systems (and platforms) that cannot fsync a directory say so with these codes. */
function cannotSyncDirectories(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'EISDIR' || code === 'EINVAL' || code === 'ENOTSUP' || code === 'EPERM' || code === 'EBADF' || code === 'EACCES';
}

function ignoreFailure(action: () => void): void {
  try {
    action();
  } catch {
    // Cleaning up after a failure must not hide the failure itself.
  }
}
