import { basename, dirname } from 'node:path';
import { say } from '../../i18n/main-language';
import type { LockHolder } from './lock-holder';
import { formatBytes } from '../../../contract/format/bytes';

export type StartRefusalKind = 'locked' | 'disk-full' | 'io' | 'cannot-open' | 'cannot-set-aside';

/**
 * The desk will not start because one of its SQLite files cannot be opened safely right now (a
 * lock held by another program, a full disk, an I/O error, no permission). The file is left
 * exactly as it was. The message names the file and what to do; the Electron shell shows it in a
 * dialog and browser mode prints it, and both exit non-zero (index.ts, browser-mode.ts).
 */
export class StorageStartRefusal extends Error {
  constructor(
    readonly kind: StartRefusalKind,
    readonly file: string,
    /** What happened, in the desk's language. */
    readonly problem: string,
    /** What to do about it. */
    readonly fix: string,
    override readonly cause?: unknown,
  ) {
    super(`${problem} ${fix}`);
    this.name = 'StorageStartRefusal';
  }
}

export function isStartRefusal(error: unknown): error is StorageStartRefusal {
  return error instanceof StorageStartRefusal;
}

export function lockedRefusal(file: string, holder: LockHolder | null, waitedMs: number, cause: unknown): StorageStartRefusal {
  const seconds = Math.round(waitedMs / 100) / 10;
  const who = holder
    ? say(`another program (process ${holder.pid}${holder.command ? `: ${holder.command}` : ''})`, `另一个程序（进程 ${holder.pid}${holder.command ? `：${holder.command}` : ''}）`)
    : say('another program', '另一个程序');
  return new StorageStartRefusal(
    'locked',
    file,
    say(
      `The desk did not start: ${file} is locked by ${who}, and stayed locked for ${seconds} s. Nothing was changed in the file.`,
      `工作台未启动：${file} 被${who}锁定，等待 ${seconds} 秒后仍未释放。文件没有任何改动。`,
    ),
    say(
      `Close that program (or wait for it to finish) and start the desk again. If it is another copy of the desk, use that one.`,
      `请关闭该程序（或等它完成）后重新启动工作台。如果它是另一个工作台，请使用那一个。`,
    ),
    cause,
  );
}

/** `setAsideAs`: the file was found damaged and set aside, and there was no room to copy its rows out. */
export function diskFullRefusal(file: string, free: number | null, needed: number, cause: unknown, setAsideAs?: string): StorageStartRefusal {
  const freeText = free === null ? say('an unknown amount', '未知大小') : formatBytes(free);
  const untouched = setAsideAs
    ? say(`The file was found damaged and is kept, set aside as ${setAsideAs}; nothing was deleted.`, `该文件已损坏，现保留为 ${setAsideAs}；没有删除任何东西。`)
    : say('Nothing was changed in the file.', '文件没有任何改动。');
  return new StorageStartRefusal(
    'disk-full',
    file,
    say(
      `The desk did not start: the disk holding ${dirname(file)} is full (${freeText} free; opening ${basename(file)} needs about ${formatBytes(needed)}). ${untouched}`,
      `工作台未启动：存放 ${dirname(file)} 的磁盘已满（剩余 ${freeText}；打开 ${basename(file)} 约需 ${formatBytes(needed)}）。${untouched}`,
    ),
    say(
      `Free at least ${formatBytes(Math.max(0, needed - (free ?? 0)))} on that disk (empty the trash, move old backups or downloads elsewhere) and start the desk again.`,
      `请在该磁盘上至少腾出 ${formatBytes(Math.max(0, needed - (free ?? 0)))}（清空回收站，把旧备份或下载移到别处）后重新启动工作台。`,
    ),
    cause,
  );
}

export function ioRefusal(file: string, reason: string, cause: unknown): StorageStartRefusal {
  return new StorageStartRefusal(
    'io',
    file,
    say(
      `The desk did not start: the disk failed while reading or writing ${file} (${reason}). The file was not set aside: the fault is most likely the disk's, not the file's.`,
      `工作台未启动：读写 ${file} 时磁盘出错（${reason}）。文件没有被移到一旁：问题很可能出在磁盘，而不是文件。`,
    ),
    say(
      `Check the disk (is it still connected, mounted, writable?) and start the desk again; if it keeps failing, ask IT to check the disk before anything else.`,
      `请检查磁盘（是否仍已连接、已挂载、可写）后重新启动工作台；如果仍然失败，请先让 IT 检查磁盘。`,
    ),
    cause,
  );
}

export function cannotOpenRefusal(file: string, reason: string, cause: unknown): StorageStartRefusal {
  return new StorageStartRefusal(
    'cannot-open',
    file,
    say(`The desk did not start: ${file} could not be opened (${reason}). Nothing was changed in the file.`, `工作台未启动：无法打开 ${file}（${reason}）。文件没有任何改动。`),
    say(
      `Check that the desk's data folder and this file are yours and writable, then start the desk again. If the message names a schema problem, the file may come from a newer desk: use that desk, or ask IT.`,
      `请确认工作台的数据文件夹和此文件属于你且可写，然后重新启动工作台。如果消息提到结构（schema）问题，文件可能来自更新版本的工作台：请使用那个版本，或联系 IT。`,
    ),
    cause,
  );
}

export function cannotSetAsideRefusal(file: string, reason: string, moveError: string, cause: unknown): StorageStartRefusal {
  return new StorageStartRefusal(
    'cannot-set-aside',
    file,
    say(
      `The desk did not start: ${file} is damaged (${reason}) and could not be set aside for a fresh one (${moveError}). Nothing was deleted.`,
      `工作台未启动：${file} 已损坏（${reason}），且无法移到一旁以新建文件（${moveError}）。没有删除任何东西。`,
    ),
    say(
      `Make the data folder writable and start the desk again: the desk then sets the file aside (keeping it) and copies out every order it can still read.`,
      `请使数据文件夹可写，然后重新启动工作台：工作台会把该文件移到一旁（保留），并把仍可读取的订单全部复制出来。`,
    ),
    cause,
  );
}
