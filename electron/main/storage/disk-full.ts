import { formatBytes } from '../../contract/format/bytes';
import type { DiskFullError } from '../../contract/result';
import { wording, type Text } from '../../contract/words';
import { freeBytesAt, isDiskFullError } from './disk-space';

/** What the log says about a full disk: the OS's or SQLite's code and the file it was writing. */
export interface DiskFullCause {
  code: string;
  path: string | null;
  syscall: string | null;
  message: string;
}

/**
 * The full-disk error in `error` or in its causes (a FileWriteError wraps the OS's; libsql's carry
 * SQLITE_FULL themselves), or null when the disk is not the problem.
 */
export function diskFullCause(error: unknown): DiskFullCause | null {
  for (let current = error, depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    if (isDiskFullError(current)) {
      const fields = current as { code: string; path?: unknown; syscall?: unknown; step?: unknown; message?: unknown };
      return {
        code: fields.code,
        path: typeof fields.path === 'string' ? fields.path : null,
        syscall: typeof fields.syscall === 'string' ? fields.syscall : typeof fields.step === 'string' ? fields.step : null,
        message: typeof fields.message === 'string' ? fields.message : String(current),
      };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Operations that send something to the service before the desk writes down the answer: a full disk
 * may have stopped the writing after the service acted, so the agent checks before doing it again
 * (the order file's "sent" marker was written before the call and still says so).
 */
const SERVICE_WRITES: ReadonlySet<string> = new Set(['ticketing.pay', 'ticketing.forceIssue', 'refunds.submit', 'orders.cancel', 'booking.create']);

/**
 * The typed answer to a write that found the disk full: where, how much is free, that nothing
 * already saved was lost (every state file and the order file are written whole or not at all),
 * and what to do.
 */
export function diskFullError(directory: string, options: { operation?: string; desksData?: boolean } = {}): DiskFullError<Text> {
  const { operation, desksData = true } = options;
  const freeBytes = freeBytesAt(directory);
  const free = freeBytes === null ? '' : formatBytes(freeBytes);
  const message = desksData ? wording('storage.diskFull.desksData', { directory, free }) : wording('storage.diskFull.file', { directory, free });
  const check = operation !== undefined && SERVICE_WRITES.has(operation);
  return {
    kind: 'disk-full',
    message: check ? wording('storage.diskFull.checkTheOrder', { message }) : message,
    directory,
    freeBytes,
    fix: wording('storage.diskFull.fix'),
  };
}
