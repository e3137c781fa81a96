/**
 * A lock held by another program (issue 21, finding 1): a real second process opens a SQLite
 * file and holds `BEGIN EXCLUSIVE` on it until released, as a sqlite3 shell, a backup tool or a
 * stuck second desk would. The desk under test then meets SQLITE_BUSY at start, and the OS can
 * name the holder (/proc/locks): the holder's command line is `node …/hold-sqlite-lock.cjs <file>`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface HeldLock {
  pid: number;
  /** The holder's script, as its command line shows it. */
  script: string;
  /** Ends the transaction (nothing was written) and the process. */
  release(): Promise<void>;
}

const HOLDER = `
const Database = require('libsql');
const db = new Database(process.argv[2]);
db.exec('PRAGMA busy_timeout = 5000');
db.exec('BEGIN EXCLUSIVE');
process.stdout.write('locked\\n');
const release = () => { db.exec('ROLLBACK'); db.close(); process.exit(0); };
process.stdin.resume();
process.stdin.on('end', release);
if (Number(process.argv[3]) > 0) setTimeout(release, Number(process.argv[3]));
`;

/**
 * Starts the holder and resolves once it holds the lock. `releaseAfterMs`: the holder lets go by
 * itself after that long (opening a SQLite file blocks this process's event loop while it waits).
 */
export async function holdLockElsewhere(file: string, options: { releaseAfterMs?: number } = {}): Promise<HeldLock> {
  const dir = mkdtempSync(join(tmpdir(), 'desk-lock-holder-'));
  const script = join(dir, 'hold-sqlite-lock.cjs');
  writeFileSync(script, HOLDER);
  const child: ChildProcess = spawn(process.execPath, [script, file, String(options.releaseAfterMs ?? 0)], {
    env: { ...process.env, NODE_PATH: resolve(__dirname, '../../../node_modules') },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolveLocked, reject) => {
    const timer = setTimeout(() => reject(new Error(`the lock holder did not take the lock: ${stderr}`)), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) {
        clearTimeout(timer);
        resolveLocked();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the lock holder exited (${code}): ${stderr}`));
    });
  });
  return {
    pid: child.pid!,
    script,
    async release() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.stdin?.end();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
