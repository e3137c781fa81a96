import { readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';

/** A process that holds (or has open) one of a SQLite file's parts, as the OS tells it. */
export interface LockHolder {
  pid: number;
  /** Its command line, shortened; null when the OS does not show it. */
  command: string | null;
}

export interface ProcView {
  locks(): string | null;
  cmdline(pid: number): string | null;
  pids(): number[];
  fdTargets(pid: number): string[];
}

/**
 * Who holds a lock on a SQLite file (the file, its -wal or its -shm), on Linux: first from
 * /proc/locks (the processes holding POSIX locks on those files, writers first), else from the
 * processes that have one of them open (/proc/<pid>/fd). Our own process is left out. Null where
 * the OS cannot tell (another system, another PID namespace, no permission): the message then
 * says "another program".
 */
export function findLockHolder(file: string, proc: ProcView = linuxProc, self = process.pid): LockHolder | null {
  const parts = [file, `${file}-wal`, `${file}-shm`];
  const ids = new Set<string>();
  for (const part of parts) {
    const id = fileId(part);
    if (id) ids.add(id);
  }
  const fromLocks = holdersFromLocks(proc.locks(), ids, self);
  const pid = fromLocks ?? holdersFromOpenFiles(proc, parts, self);
  if (pid === null) return null;
  return { pid, command: shorten(proc.cmdline(pid)) };
}

/** `major:minor:inode` as /proc/locks prints it (major and minor in hex, inode in decimal). */
function fileId(path: string): string | null {
  try {
    const stats = statSync(path, { bigint: true });
    const dev = stats.dev;
    const major = ((dev >> 8n) & 0xfffn) | ((dev >> 32n) & ~0xfffn);
    const minor = (dev & 0xffn) | ((dev >> 12n) & ~0xffn);
    return `${major.toString(16).padStart(2, '0')}:${minor.toString(16).padStart(2, '0')}:${stats.ino}`;
  } catch {
    return null;
  }
}

/**
 * Lines like `1: POSIX  ADVISORY  WRITE 12345 00:2f:1234 120 120`; a blocked request has `->`
 * after the number. A writer's lock is the one that keeps the desk out, so it is preferred.
 */
export function holdersFromLocks(text: string | null, ids: ReadonlySet<string>, self: number): number | null {
  if (!text) return null;
  let reader: number | null = null;
  for (const line of text.split('\n')) {
    if (line.includes('->')) continue;
    const fields = line.trim().split(/\s+/);
    const [, , , access, pidText, id] = fields;
    const pid = Number(pidText);
    if (!id || !ids.has(id.toLowerCase()) || !Number.isInteger(pid) || pid <= 0 || pid === self) continue;
    if (access === 'WRITE') return pid;
    reader ??= pid;
  }
  return reader;
}

function holdersFromOpenFiles(proc: ProcView, parts: readonly string[], self: number): number | null {
  for (const pid of proc.pids()) {
    if (pid === self) continue;
    if (proc.fdTargets(pid).some((target) => parts.includes(target))) return pid;
  }
  return null;
}

function shorten(command: string | null): string | null {
  if (!command) return null;
  const text = command.replace(/\0+$/, '').split('\0').join(' ').trim();
  if (text === '') return null;
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

const linuxProc: ProcView = {
  locks: () => readOrNull('/proc/locks'),
  cmdline: (pid) => readOrNull(`/proc/${pid}/cmdline`),
  pids: () => {
    try {
      return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);
    } catch {
      return [];
    }
  },
  fdTargets: (pid) => {
    try {
      return readdirSync(`/proc/${pid}/fd`).map((fd) => {
        try {
          return readlinkSync(`/proc/${pid}/fd/${fd}`);
        } catch {
          return '';
        }
      });
    } catch {
      return [];
    }
  },
};

function readOrNull(path: string): string | null {
  if (process.platform !== 'linux') return null;
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}
