import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** A running browser-mode desk: its own process, data directory and embedded sandbox. */
export interface DeskHost {
  /** The first launch URL: opens ONE page, once (prefer newLaunchUrl() per page). */
  url: string;
  port: number;
  sandboxUrl: string;
  dataDir: string;
  pid: number;
  /** A fresh single-use launch URL from the host, over the IPC channel only its launcher holds. */
  newLaunchUrl(): Promise<string>;
}

const ROOT = resolve(__dirname, '../..');
const READY_TIMEOUT_MS = 20_000;

export interface DeskHostOptions {
  /** Default 0: a free port. */
  port?: number;
  /** Default: a fresh one. Pass an earlier host's to restart "the same desk". */
  dataDir?: string;
  /** The OS locale the desk starts under (LC_ALL), e.g. zh_CN.UTF-8: a first start follows it. Default: the test runner's own. */
  locale?: string;
}

/** Starts `out/main/browser.js` (in a fresh data directory unless given) and waits for its readiness file. */
export async function startDeskHost(options: DeskHostOptions = {}): Promise<{ host: DeskHost; stop: () => Promise<void> }> {
  const base = mkdtempSync(join(tmpdir(), 'desk-host-'));
  const dataDir = options.dataDir ?? join(base, 'data');
  const readyFile = join(base, 'ready.json');
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'out/main/browser.js'), '--port', String(options.port ?? 0), '--data-dir', dataDir, '--ready-file', readyFile], {
    cwd: ROOT,
    env: options.locale ? { ...process.env, LC_ALL: options.locale, LANG: options.locale } : process.env,
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
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
  const ready = JSON.parse(readFileSync(readyFile, 'utf8')) as Omit<DeskHost, 'dataDir' | 'newLaunchUrl'>;
  let nextId = 0;
  const newLaunchUrl = () =>
    new Promise<string>((resolveUrl, reject) => {
      const id = ++nextId;
      const timer = setTimeout(() => reject(new Error(`no launch URL from the desk host: ${stderr}`)), 5000);
      const onMessage = (message: { type?: string; id?: number; url?: string }) => {
        if (message.type !== 'launch-url' || message.id !== id || !message.url) return;
        clearTimeout(timer);
        child.off('message', onMessage);
        resolveUrl(message.url);
      };
      child.on('message', onMessage);
      child.send({ type: 'launch-url', id });
    });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  };
  return { host: { ...ready, dataDir, newLaunchUrl }, stop };
}
