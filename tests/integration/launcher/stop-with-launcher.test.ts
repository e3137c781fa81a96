/**
 * `npm start` is a process tree: npm → sh -c → node scripts/start.mjs → the desk (browser mode
 * here). Stopping the launcher must stop the desk, however the launcher goes (walkthrough bug 12):
 * a SIGTERM to npm (which does not reach start.mjs), a launcher killed outright (which forwards
 * nothing). Tested on the real tree, with real signals.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../support/temp-dir';

const ROOT = resolve(__dirname, '../../..');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

async function until(condition: () => boolean, withinMs: number, what: string): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface Tree {
  npm: ChildProcess;
  launcher: number;
  desk: number;
  port: number;
  output: () => string;
}

/** `npm run start:web` in a private data directory, up to the desk's readiness file. */
async function startTree(dir: string): Promise<Tree> {
  const readyFile = join(dir, 'ready.json');
  const npm = spawn('npm', ['run', 'start:web', '--', '--port', '0', '--ready-file', readyFile], {
    cwd: ROOT,
    env: { ...process.env, DESK_DATA_DIR: join(dir, 'data') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until(() => existsSync(readyFile) || npm.exitCode !== null, 60_000, 'the desk was not ready');
  if (!existsSync(readyFile)) throw new Error(`npm start exited: ${output}`);
  const ready = JSON.parse(readFileSync(readyFile, 'utf8')) as { pid: number; port: number };
  return { npm, launcher: parentOf(ready.pid), desk: ready.pid, port: ready.port, output: () => output };
}

describe('the desk stops with its launcher (walkthrough bug 12)', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

  async function tree(): Promise<Tree> {
    const dir = tempDir('launcher');
    const started = await startTree(dir.path);
    cleanups.push(() => {
      for (const pid of [started.desk, started.launcher, started.npm.pid ?? 0]) if (pid > 0 && alive(pid)) process.kill(pid, 'SIGKILL');
      dir.remove();
    });
    return started;
  }

  it('SIGTERM to the npm process stops scripts/start.mjs and the desk', async () => {
    const { npm, launcher, desk, output } = await tree();
    expect(readFileSync(`/proc/${launcher}/cmdline`, 'utf8')).toContain('scripts/start.mjs');
    npm.kill('SIGTERM');
    await until(() => !alive(launcher) && !alive(desk), 8_000, `still running: ${[launcher, desk].filter(alive).join(', ')}; output: ${output()}`);
  });

  it('a launcher killed outright (SIGKILL: no handler runs) still takes the desk with it', async () => {
    const { launcher, desk } = await tree();
    process.kill(launcher, 'SIGKILL');
    await until(() => !alive(desk), 5_000, 'the desk outlived its killed launcher');
  });

  it('npm killed outright: start.mjs notices it lost its npm and stops the desk', async () => {
    const { npm, launcher, desk } = await tree();
    npm.kill('SIGKILL');
    await until(() => !alive(launcher) && !alive(desk), 8_000, `still running: ${[launcher, desk].filter(alive).join(', ')}`);
  });

  it('the standalone sandbox (npm run sandbox) stops with its npm too', async () => {
    const npm = spawn('npm', ['run', 'sandbox', '--', '--port', '0'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    cleanups.push(() => npm.pid && alive(npm.pid) && process.kill(npm.pid, 'SIGKILL'));
    let output = '';
    npm.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(() => /baseUrl: (\S+)/.test(output) || npm.exitCode !== null, 60_000, 'the sandbox did not start');
    const baseUrl = /baseUrl: (\S+)/.exec(output)?.[1] ?? '';
    const answers = async () => fetch(`${baseUrl}/sandbox/clock`).then(() => true, () => false);
    expect(await answers()).toBe(true);
    npm.kill('SIGTERM');
    const deadline = Date.now() + 8_000;
    while (await answers()) {
      if (Date.now() > deadline) throw new Error('the sandbox outlived npm');
      await new Promise((r) => setTimeout(r, 100));
    }
  });
}, 120_000);
