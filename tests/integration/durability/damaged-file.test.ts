/**
 * A storage file SQLite finds damaged (issue 21, findings 1 and 2): it is set aside with its
 * -wal and -shm, never deleted; every row that can still be read is copied into a fresh file
 * (salvage), which the desk then runs on; the agent is told what was salvaged and about how much
 * could not be read. Only damage does this: a lock or a full disk refuses the start instead
 * (lock-at-start.test.ts, disk-full-at-open.test.ts).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { wordAll } from '../../../electron/contract/words';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { tempDir } from '../../support/temp-dir';
import { checkpointFile, damagePages, pageOwners, randomPages } from '../../support/storage-faults/damaged-pages';
import { FAULT_OWNER, faultOrderNum, writeOrderFile } from '../../support/storage-faults/order-files';
import { expectOk, startDesk } from '../desk/desk-harness';

const COUNT = 1200;
const dirs: { remove: () => void }[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));
const fixtures = tempDir('damaged-fixture');
let healthy: string;
beforeAll(() => {
  healthy = join(fixtures.path, 'orders.sqlite');
  writeOrderFile(healthy, COUNT);
  const withNotes = OrderFile.open({ file: healthy, logger: createMemoryLogger() });
  for (let i = 1; i <= 30; i++) withNotes.notes.save(withNotes.reader.findId(FAULT_OWNER, faultOrderNum(i * 7))!, `call the client back (${i})`, new Date());
  withNotes.close();
  checkpointFile(healthy);
});
afterAll(() => fixtures.remove());

function dataDir(): string {
  const dir = tempDir('damaged');
  dirs.push(dir);
  return dir.path;
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const setAsideNames = (root: string, base = 'orders.sqlite') => readdirSync(root).filter((name) => name.startsWith(`${base}.unreadable-`) && !/-(wal|shm)$/.test(name) && !name.endsWith('.note.json'));

describe('a damaged order file: set aside, every readable order salvaged', () => {
  it('8 damaged pages: the orders that can be read are in the fresh file, the original is kept, and the counts are said', () => {
    const root = dataDir();
    const file = join(root, 'orders.sqlite');
    copyFileSync(healthy, file);
    // Four leaves of the orders table (the rows the agent cares about) and four pages anywhere.
    const owners = pageOwners(file);
    const orderLeaves = [...owners].filter(([, owner]) => owner.name === 'orders' && owner.pagetype === 'leaf').map(([page]) => page);
    const chosen = new Set([orderLeaves[3]!, orderLeaves[40]!, orderLeaves[41]!, orderLeaves[orderLeaves.length - 7]!]);
    for (const page of randomPages(owners.size, 12, 5)) if (chosen.size < 8) chosen.add(page);
    damagePages(file, { pages: [...chosen] });
    const damagedBytes = sha256(file);
    const logger = createMemoryLogger();
    const reopened = OrderFile.open({ file, logger });
    try {
      const [entry] = reopened.status.setAside;
      expect(reopened.status.setAside).toHaveLength(1);
      expect(wordAll('en', entry)).toMatchObject({ thisStart: true, reason: expect.stringMatching(/damaged/) });
      // The original is kept exactly as it was found.
      expect(sha256(entry!.path)).toBe(damagedBytes);
      const orders = (reopened.db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n;
      expect(entry!.salvaged).toEqual({ copied: orders, unreadable: expect.any(Number) });
      // Four leaves' orders are lost, no more; the estimate is exactly what is missing (the ids are dense).
      expect(orders).toBeLessThan(COUNT);
      expect(orders).toBeGreaterThan(COUNT * 0.97);
      expect(orders + entry!.salvaged!.unreadable!).toBe(COUNT);
      // The salvaged file is whole: it passes SQLite's check, its search index was rebuilt from the rows.
      expect((reopened.db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check).toBe('ok');
      const someId = (reopened.db.prepare('SELECT id, order_num FROM orders ORDER BY id DESC LIMIT 1').get() as { id: number; order_num: string });
      expect(reopened.search.search(someId.order_num.slice(-7), {}, 5).rows.map((row) => row.id)).toContain(someId.id);
      expect(logger.entries.some((line) => line.event === 'storage.salvaged')).toBe(true);
    } finally {
      reopened.close();
    }
  });

  it('a damaged interior page of the orders table: its leaves are read from the pages themselves, no order is lost', () => {
    const root = dataDir();
    const file = join(root, 'orders.sqlite');
    copyFileSync(healthy, file);
    const interior = [...pageOwners(file)].filter(([, owner]) => owner.name === 'orders' && owner.pagetype === 'internal').map(([page]) => page);
    expect(interior.length).toBeGreaterThan(0);
    damagePages(file, { pages: interior.slice(0, 1) });
    const reopened = OrderFile.open({ file, logger: createMemoryLogger() });
    try {
      expect(reopened.status.setAside[0]?.salvaged).toEqual({ copied: COUNT, unreadable: 0 });
      // The money markers came back with their orders.
      const id = reopened.reader.findId(FAULT_OWNER, faultOrderNum(50))!;
      expect(reopened.pending.current(id, 'ticketing')).toMatchObject({ state: 'outcome-unknown', requestId: 'req-50' });
    } finally {
      reopened.close();
    }
  });

  it('a table whose only page is damaged loses its rows, and never takes another table\'s rows of the same shape', () => {
    const root = dataDir();
    const file = join(root, 'orders.sqlite');
    copyFileSync(healthy, file);
    // order_notes (id, text, text) has the shape of schema_migrations (version, name, applied_at).
    const notePages = [...pageOwners(file)].filter(([, owner]) => owner.name === 'order_notes').map(([page]) => page);
    damagePages(file, { pages: notePages });
    const reopened = OrderFile.open({ file, logger: createMemoryLogger() });
    try {
      const notes = reopened.db.prepare('SELECT text FROM order_notes').all() as { text: string }[];
      expect(notes.filter((note) => !note.text.startsWith('call the client back'))).toEqual([]);
      expect((reopened.db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n).toBe(COUNT);
    } finally {
      reopened.close();
    }
  });

  it('its first page damaged ("not a database"): the rows are read straight from the file', () => {
    const root = dataDir();
    const file = join(root, 'orders.sqlite');
    copyFileSync(healthy, file);
    damagePages(file, { pages: [1] });
    const reopened = OrderFile.open({ file, logger: createMemoryLogger() });
    try {
      expect(wordAll('en', reopened.status.setAside[0])).toMatchObject({ reason: expect.stringMatching(/not a SQLite database/) });
      expect(reopened.status.setAside[0]?.salvaged?.copied).toBe(COUNT);
    } finally {
      reopened.close();
    }
  });

  it('garbage where the file should be: set aside with its -wal, a fresh file, the desk starts and says so', async () => {
    const root = dataDir();
    const garbage = Buffer.from('this is not a SQLite database, it is a tax return '.repeat(200));
    writeFileSync(join(root, 'orders.sqlite'), garbage);
    writeFileSync(join(root, 'orders.sqlite-wal'), 'stray wal');
    const desk = await startDesk(root);
    try {
      const status = expectOk(await desk.call('orders.status', {}));
      const orders = status.files.find((file) => file.name === 'orders');
      expect(orders?.setAside).toEqual([
        expect.objectContaining({ fileName: expect.stringMatching(/^orders\.sqlite\.unreadable-/), reason: expect.stringMatching(/not a SQLite database/), salvaged: { copied: 0, unreadable: null }, thisStart: true }),
      ]);
      expect(readFileSync(orders!.setAside[0]!.path)).toEqual(garbage);
      expect(existsSync(`${orders!.setAside[0]!.path}-wal`)).toBe(true);
      expect(status.orderCount).toBe(0);
      // The fresh file works.
      expectOk(await desk.call('orders.open', { orderNum: '917083410145514001' }));
      expect(expectOk(await desk.call('orders.status', {})).orderCount).toBe(1);
    } finally {
      await desk.runtime.close();
    }
  });

  it('the search archive too: set aside and salvaged on its own, the order file untouched', async () => {
    const root = dataDir();
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'archive.sqlite'), 'garbage garbage garbage garbage garbage garbage garbage garbage garbage garbage garbage garbage garbage garbage garbage');
    const desk = await startDesk(root);
    try {
      const status = expectOk(await desk.call('orders.status', {}));
      expect(status.files.find((file) => file.name === 'archive')?.setAside[0]?.fileName).toMatch(/^archive\.sqlite\.unreadable-/);
      expect(status.files.find((file) => file.name === 'orders')?.setAside).toEqual([]);
      expect(expectOk(await desk.call('shopping.recent', {}))).toEqual([]);
      expect(setAsideNames(root, 'archive.sqlite')).toHaveLength(1);
    } finally {
      await desk.runtime.close();
    }
  });
});
