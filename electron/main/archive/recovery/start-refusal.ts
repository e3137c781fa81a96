import { basename, dirname } from 'node:path';
import { textIn, wording, type Text, type Wording } from '../../../contract/words';
import type { LockHolder } from './lock-holder';
import { formatBytes } from '../../../contract/format/bytes';

export type StartRefusalKind = 'locked' | 'disk-full' | 'io' | 'cannot-open' | 'cannot-set-aside';

/**
 * The desk will not start because one of its SQLite files cannot be opened safely right now (a
 * lock held by another program, a full disk, an I/O error, no permission). The file is left
 * exactly as it was. The message names the file and what to do, as wordings: the Electron shell
 * words them in the desk's language for its dialog and browser mode for the terminal, and both
 * exit non-zero (index.ts, browser-mode.ts). The error's own message (the log's) is English.
 */
export class StorageStartRefusal extends Error {
  constructor(
    readonly kind: StartRefusalKind,
    readonly file: string,
    /** What happened. */
    readonly problem: Wording,
    /** What to do about it. */
    readonly fix: Wording,
    override readonly cause?: unknown,
  ) {
    super(`${textIn('en', problem)} ${textIn('en', fix)}`);
    this.name = 'StorageStartRefusal';
  }
}

export function isStartRefusal(error: unknown): error is StorageStartRefusal {
  return error instanceof StorageStartRefusal;
}

export function lockedRefusal(file: string, holder: LockHolder | null, waitedMs: number, cause: unknown): StorageStartRefusal {
  const seconds = Math.round(waitedMs / 100) / 10;
  const who = holder
    ? holder.command
      ? wording('storageFiles.lockHolderWithCommand', { pid: holder.pid, command: holder.command })
      : wording('storageFiles.lockHolder', { pid: holder.pid })
    : wording('storageFiles.anotherProgram');
  return new StorageStartRefusal('locked', file, wording('storageFiles.locked', { file, who, seconds }), wording('storageFiles.locked.fix'), cause);
}

/** `setAsideAs`: the file was found damaged and set aside, and there was no room to copy its rows out. */
export function diskFullRefusal(file: string, free: number | null, needed: number, cause: unknown, setAsideAs?: string): StorageStartRefusal {
  const untouched = setAsideAs ? wording('storageFiles.keptSetAside', { setAsideAs }) : wording('storageFiles.nothingChanged');
  return new StorageStartRefusal(
    'disk-full',
    file,
    wording('storageFiles.diskFull', {
      directory: dirname(file),
      free: free === null ? wording('storageFiles.unknownAmount') : formatBytes(free),
      fileName: basename(file),
      needed: formatBytes(needed),
      untouched,
    }),
    wording('storageFiles.diskFull.fix', { toFree: formatBytes(Math.max(0, needed - (free ?? 0))) }),
    cause,
  );
}

export function ioRefusal(file: string, reason: Text, cause: unknown): StorageStartRefusal {
  return new StorageStartRefusal('io', file, wording('storageFiles.io', { file, reason }), wording('storageFiles.io.fix'), cause);
}

export function cannotOpenRefusal(file: string, reason: Text, cause: unknown): StorageStartRefusal {
  return new StorageStartRefusal('cannot-open', file, wording('storageFiles.cannotOpen', { file, reason }), wording('storageFiles.cannotOpen.fix'), cause);
}

export function cannotSetAsideRefusal(file: string, reason: Text, moveError: string, cause: unknown): StorageStartRefusal {
  return new StorageStartRefusal('cannot-set-aside', file, wording('storageFiles.cannotSetAside', { file, reason, moveError }), wording('storageFiles.cannotSetAside.fix'), cause);
}
