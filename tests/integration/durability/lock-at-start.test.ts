/**
 * Another program holds a lock on the order file at start (issue 21, finding 1: the file with 401
 * orders was renamed `…unreadable-…` and the desk ran with 0 orders). Now the desk waits a bounded
 * time, then refuses to start: the message names the file and the holder; the file is untouched
 * and nothing is set aside. A real second process holds `BEGIN EXCLUSIVE`.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { refusalOf } from '../../support/storage-faults/start-refusal';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { holdLockElsewhere, type HeldLock } from '../../support/storage-faults/lock-held-elsewhere';
import { readOrderFileFacts, writeOrderFile, LATEST_ORDER_FILE_VERSION } from '../../support/storage-faults/order-files';
import { tempDir } from '../../support/temp-dir';
import { startDesk } from '../desk/desk-harness';

const ORDERS = 401;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function dataDirWithOrders(): { root: string; file: string } {
  const dir = tempDir('lock');
  cleanups.push(() => dir.remove());
  const file = join(dir.path, 'orders.sqlite');
  writeOrderFile(file, ORDERS);
  return { root: dir.path, file };
}

async function lockedBy(file: string): Promise<HeldLock> {
  const lock = await holdLockElsewhere(file);
  cleanups.push(() => lock.release());
  return lock;
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const setAside = (root: string) => readdirSync(root).filter((name) => name.includes('.unreadable-'));


describe('a lock held by another program at start', () => {
  it('waits, then refuses: the file and the holder are named, the file is untouched, nothing is set aside', async () => {
    const { root, file } = dataDirWithOrders();
    const before = sha256(file);
    const lock = await lockedBy(file);
    const started = Date.now();
    const refusal = refusalOf(() => OrderFile.open({ file, logger: createMemoryLogger(), lockWaitMs: 600 }));
    // It waited (busy_timeout) before giving up.
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    expect(refusal.kind).toBe('locked');
    expect(refusal.file).toBe(file);
    expect(refusal.message).toContain(file);
    if (process.platform === 'linux') expect(refusal.message).toContain(`process ${lock.pid}: ${process.execPath} ${lock.script}`);
    expect(refusal.message).toMatch(/Nothing was changed/);
    expect(setAside(root)).toEqual([]);
    expect(existsSync(file)).toBe(true);

    await lock.release();
    expect(sha256(file)).toBe(before);
    const reopened = OrderFile.open({ file, logger: createMemoryLogger() });
    try {
      expect((reopened.db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n).toBe(ORDERS);
      expect(reopened.status.setAside).toEqual([]);
    } finally {
      reopened.close();
    }
  });

  it('a lock released within the wait: the desk opens the file as if nothing happened', async () => {
    const { file } = dataDirWithOrders();
    // The holder lets go by itself: opening blocks this process while SQLite waits.
    const lock = await holdLockElsewhere(file, { releaseAfterMs: 500 });
    cleanups.push(() => lock.release());
    const opened = OrderFile.open({ file, logger: createMemoryLogger(), lockWaitMs: 8000 });
    try {
      expect(opened.status.setAside).toEqual([]);
      expect((opened.db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n).toBe(ORDERS);
    } finally {
      opened.close();
    }
  });

  it('the desk refuses to start (runtime): nothing else is started, the orders and markers are all still in the file', async () => {
    const { root, file } = dataDirWithOrders();
    await lockedBy(file);
    await expect(startDesk(root, { storage: { lockWaitMs: 300 } })).rejects.toMatchObject({ name: 'StorageStartRefusal', kind: 'locked', file });
    expect(setAside(root)).toEqual([]);
    expect(readOrderFileFacts(file)).toMatchObject({ version: LATEST_ORDER_FILE_VERSION, orders: ORDERS, sentMarkers: 16, unknownDrafts: 8 });
  });

  it('browser mode prints the refusal and exits non-zero', async () => {
    const { root, file } = dataDirWithOrders();
    const lock = await lockedBy(file);
    const scratch = tempDir('lock-host');
    cleanups.push(() => scratch.remove());
    const base = scratch.path;
    const host = spawn(process.execPath, [resolve(__dirname, '../../../out/main/browser.js'), '--port', '0', '--data-dir', root, '--ready-file', join(base, 'ready.json')], {
      cwd: resolve(__dirname, '../../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    host.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolveExit) => host.once('exit', (exitCode) => resolveExit(exitCode)));
    expect(code).toBe(2);
    expect(stderr).toContain('did not start');
    expect(stderr).toContain(file);
    if (process.platform === 'linux') expect(stderr).toContain(`process ${lock.pid}`);
    expect(existsSync(join(base, 'ready.json'))).toBe(false);
    expect(setAside(root)).toEqual([]);
  }, 30_000);

  it("browser mode words the refusal in the desk's language, read from its preferences (a Chinese OS on a first start)", async () => {
    const { root, file } = dataDirWithOrders();
    await lockedBy(file);
    const host = spawn(process.execPath, [resolve(__dirname, '../../../out/main/browser.js'), '--port', '0', '--data-dir', root], {
      cwd: resolve(__dirname, '../../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: '', LC_MESSAGES: '', LANG: 'zh_CN.UTF-8' },
    });
    let stderr = '';
    host.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolveExit) => host.once('exit', (exitCode) => resolveExit(exitCode)));
    expect(code).toBe(2);
    expect(stderr).toContain('票务工作台未启动');
    expect(stderr).toContain(file);
  }, 30_000);
});

