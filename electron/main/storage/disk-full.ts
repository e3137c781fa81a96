import { formatBytes } from '../../contract/format/bytes';
import type { DiskFullError } from '../../contract/result';
import { say } from '../i18n/main-language';
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
export function diskFullError(directory: string, options: { operation?: string; desksData?: boolean } = {}): DiskFullError {
  const { operation, desksData = true } = options;
  const freeBytes = freeBytesAt(directory);
  const free = freeBytes === null ? null : formatBytes(freeBytes);
  const freeEn = free === null ? '' : `: ${free} free`;
  const freeZh = free === null ? '' : `：剩余 ${free}`;
  const message = desksData
    ? say(`The disk holding the desk's data (${directory}) is full${freeEn}. Nothing already saved was lost; this change was not saved.`, `存放工作台数据的磁盘（${directory}）已满${freeZh}。已保存的内容没有丢失；这次更改没有保存。`)
    : say(`The disk holding ${directory} is full${freeEn}. Nothing was lost; the file was not written.`, `${directory} 所在的磁盘已满${freeZh}。没有丢失任何内容；文件没有写入。`);
  const check =
    operation !== undefined && SERVICE_WRITES.has(operation)
      ? say(' The request may have reached the service before the answer could be written down: check the order (Orders, or Check in Ticketing/Refunds) before doing it again.', '请求可能在答复写入之前已到达服务：再次操作之前，请先核对订单（订单页面，或出票/退票中的“查询”）。')
      : '';
  return {
    kind: 'disk-full',
    message: `${message}${check}`,
    directory,
    freeBytes,
    fix: say(
      'Free some space on that disk (empty the trash, move or delete large files you no longer need, or ask IT), then do it again. Reading and searching orders keep working meanwhile.',
      '请在该磁盘上腾出空间（清空回收站、移走或删除不再需要的大文件，或联系 IT），然后再试。在此期间，查看和搜索订单仍可正常使用。',
    ),
  };
}
