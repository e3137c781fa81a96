import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** A running browser-mode desk: its own process, data directory and embedded sandbox. */
export interface DeskHost {
  url: string;
  port: number;
  token: string;
  sandboxUrl: string;
  dataDir: string;
}

const ROOT = resolve(__dirname, '../..');
const READY_TIMEOUT_MS = 20_000;

/** Starts `out/main/browser.js` in a fresh data directory and waits for its readiness file. */
export async function startDeskHost(): Promise<{ host: DeskHost; stop: () => Promise<void> }> {
  const base = mkdtempSync(join(tmpdir(), 'desk-host-'));
  const dataDir = join(base, 'data');
  const readyFile = join(base, 'ready.json');
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'out/main/browser.js'), '--port', '0', '--data-dir', dataDir, '--ready-file', readyFile], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // Wait for the host's readiness marker, never a fixed sleep.
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!existsSync(readyFile)) {
    if (child.exitCode !== null) throw new Error(`desk host exited (${child.exitCode}): ${stderr}`);
    if (Date.now() > deadline) throw new Error(`desk host not ready after ${READY_TIMEOUT_MS} ms: ${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const ready = JSON.parse(readFileSync(readyFile, 'utf8')) as Omit<DeskHost, 'dataDir'>;
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  };
  return { host: { ...ready, dataDir }, stop };
}
