/**
 * An order file (or search archive) that cannot be read: the desk still starts, moves the file
 * aside under a name that says so (with its -wal and -shm), starts a fresh one, and says which
 * file it moved and why. Nothing is deleted.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { tempDir } from '../../support/temp-dir';
import { expectOk, startDesk } from '../desk/desk-harness';

const dirs: { remove: () => void }[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));

function dataDir(): string {
  const dir = tempDir('unreadable');
  dirs.push(dir);
  return dir.path;
}

describe('an unreadable order file', () => {
  it('garbage where the file should be: moved aside, a fresh file, the desk starts and says so', async () => {
    const root = dataDir();
    const garbage = Buffer.from('this is not a SQLite database, it is a tax return '.repeat(200));
    writeFileSync(join(root, 'orders.sqlite'), garbage);
    writeFileSync(join(root, 'orders.sqlite-wal'), 'stray wal');
    const desk = await startDesk(root);
    try {
      const status = expectOk(await desk.call('orders.status', {}));
      const orders = status.files.find((file) => file.name === 'orders');
      expect(orders?.movedAside).toMatchObject({ to: expect.stringMatching(/orders\.sqlite\.unreadable-/), reason: expect.stringMatching(/not a database|file is not/i) });
      expect(readFileSync(orders!.movedAside!.to)).toEqual(garbage);
      expect(existsSync(`${orders!.movedAside!.to}-wal`)).toBe(true);
      expect(status.orderCount).toBe(0);
      // The fresh file works.
      expectOk(await desk.call('orders.open', { orderNum: '917083410145514001' }));
      expect(expectOk(await desk.call('orders.status', {})).orderCount).toBe(1);
    } finally {
      await desk.runtime.close();
    }
  });

  it('a file damaged inside (a page overwritten): the integrity check catches it at start', () => {
    const root = dataDir();
    const file = join(root, 'orders.sqlite');
    const first = OrderFile.open({ file, logger: createMemoryLogger() });
    first.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    first.close();
    const bytes = readFileSync(file);
    // Page 2 onwards holds the schema's tables: scribble over it, keep the header valid.
    bytes.fill(0xa5, 4096, 4096 * 3);
    writeFileSync(file, bytes);
    const logger = createMemoryLogger();
    const reopened = OrderFile.open({ file, logger });
    try {
      expect(reopened.status.movedAside?.to).toMatch(/unreadable/);
      expect(logger.entries.some((entry) => entry.event === 'storage.moved-aside')).toBe(true);
      expect(readdirSync(root).filter((name) => name.startsWith('orders.sqlite.unreadable-') && !/-(wal|shm)$/.test(name))).toHaveLength(1);
    } finally {
      reopened.close();
    }
  });

  it('the search archive too: moved aside, the order file untouched', async () => {
    const root = dataDir();
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'archive.sqlite'), 'garbage garbage garbage garbage garbage garbage garbage garbage garbage garbage garbage garbage garbage garbage garbage');
    const desk = await startDesk(root);
    try {
      const status = expectOk(await desk.call('orders.status', {}));
      expect(status.files.find((file) => file.name === 'archive')?.movedAside?.to).toMatch(/archive\.sqlite\.unreadable-/);
      expect(status.files.find((file) => file.name === 'orders')?.movedAside).toBeNull();
      expect(expectOk(await desk.call('shopping.recent', {}))).toEqual([]);
    } finally {
      await desk.runtime.close();
    }
  });
});
