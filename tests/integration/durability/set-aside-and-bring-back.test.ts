/**
 * A set-aside file is said on every start until it is brought back, and bringing it back loses
 * nothing (issue 21, finding 1: after a temporary fault an earlier desk renamed a healthy file of
 * 401 orders `…unreadable-…`; the desk then ran, and kept running, with 0 orders and no word).
 */
import { copyFileSync, existsSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrdersChanged } from '../../../electron/contract/domains/orders';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { checkpointFile, damagePages, pageOwners } from '../../support/storage-faults/damaged-pages';
import { FAULT_OWNER, faultOrderNum, fileFaultOrders, readOrderFileFacts, writeOrderFile } from '../../support/storage-faults/order-files';
import { tempDir } from '../../support/temp-dir';
import { expectOk, startDesk } from '../desk/desk-harness';

const dirs: { remove: () => void }[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));

function dataDir(): string {
  const dir = tempDir('set-aside');
  dirs.push(dir);
  return dir.path;
}

/** What an earlier desk left: the healthy 401-order file renamed `…unreadable-…` (no note: it only logged why), and a fresh file where the agent since filed orders 1–3 again and a new one. */
function afterTheOldDesk(root: string): string {
  const earlier = join(root, 'orders.sqlite.unreadable-2026-11-20T08-15-00-000Z');
  writeOrderFile(join(root, 'orders.sqlite'), 401);
  // As the earlier desk did: the file with its -wal and -shm.
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(join(root, `orders.sqlite${suffix}`))) renameSync(join(root, `orders.sqlite${suffix}`), `${earlier}${suffix}`);
  const current = OrderFile.open({ file: join(root, 'orders.sqlite'), logger: createMemoryLogger() });
  try {
    fileFaultOrders(current, 3);
    fileFaultOrders(current, 1, 9001);
    current.notes.save(current.reader.findId(FAULT_OWNER, faultOrderNum(2))!, 'written after the loss', new Date());
  } finally {
    current.close();
  }
  return earlier;
}

describe('a set-aside file: said on every start, brought back without losing anything', () => {
  it('is listed at every start (what, when, why unknown for an earlier desk\'s), until it is brought back', async () => {
    const root = dataDir();
    afterTheOldDesk(root);
    for (let start = 1; start <= 2; start++) {
      const desk = await startDesk(root);
      try {
        const status = expectOk(await desk.call('orders.status', {}));
        expect(status.files.find((file) => file.name === 'orders')?.setAside).toEqual([
          { fileName: 'orders.sqlite.unreadable-2026-11-20T08-15-00-000Z', path: join(root, 'orders.sqlite.unreadable-2026-11-20T08-15-00-000Z'), at: '2026-11-20T08:15:00.000Z', reason: null, salvaged: null, thisStart: false },
        ]);
        expect(status.orderCount).toBe(4);
      } finally {
        await desk.runtime.close();
      }
    }
  });

  it('bring back: every order the current file lacks is copied in (markers and drafts too), the current file\'s own kept, the file renamed restored-, the Orders screen told', async () => {
    const root = dataDir();
    const earlier = afterTheOldDesk(root);
    const desk = await startDesk(root);
    try {
      const changes: OrdersChanged[] = [];
      desk.runtime.events.subscribe((name, payload) => name === 'orders.changed' && changes.push(payload as OrdersChanged));
      const brought = expectOk(await desk.call('orders.bringBack', { name: 'orders', fileName: 'orders.sqlite.unreadable-2026-11-20T08-15-00-000Z' }));
      expect(brought).toEqual({ name: 'orders', fileName: 'orders.sqlite.unreadable-2026-11-20T08-15-00-000Z', copied: 398, alreadyThere: 3, unreadable: 0, keptAs: expect.stringMatching(/^orders\.sqlite\.restored-/) });
      const status = expectOk(await desk.call('orders.status', {}));
      expect(status.orderCount).toBe(402);
      expect(status.files.every((file) => file.setAside.length === 0)).toBe(true);
      expect(existsSync(earlier)).toBe(false);
      expect(existsSync(join(root, brought.keptAs))).toBe(true);
      expect(changes).toEqual([{ orderIds: expect.any(Array), source: 'restored' }]);
      expect(changes[0]!.orderIds).toHaveLength(398);

      const orders = desk.runtime.services.orders;
      // A brought-back order: found by search, its payment marker now outcome-unknown (the desk that sent it is gone).
      const found = orders.search(faultOrderNum(350), {}, 5).rows;
      expect(found.map((row) => row.orderNum)).toEqual([faultOrderNum(350)]);
      const detail = expectOk(await desk.call('orders.get', { orderId: found[0]!.id }));
      // Its refund draft's marker comes back too: the draft reads outcome-unknown from it (facts below).
      expect(detail.pendingWrites).toEqual([
        expect.objectContaining({ operation: 'refundRequest', state: 'outcome-unknown', requestId: 'refund-350' }),
        expect.objectContaining({ operation: 'ticketing', state: 'outcome-unknown', requestId: 'req-350' }),
      ]);
      // The current file's own order 2 kept its note written after the loss.
      const two = orders.search(faultOrderNum(2), {}, 5).rows[0]!;
      expect(expectOk(await desk.call('orders.get', { orderId: two.id })).note?.text).toBe('written after the loss');
    } finally {
      await desk.runtime.close();
    }
    const facts = readOrderFileFacts(join(root, 'orders.sqlite'));
    expect(facts).toMatchObject({ orders: 402, sentMarkers: 16, unknownDrafts: 8 });

    // The next start says nothing more.
    const again = await startDesk(root);
    try {
      expect(expectOk(await again.call('orders.status', {})).files.every((file) => file.setAside.length === 0)).toBe(true);
      const twice = await again.call('orders.bringBack', { name: 'orders', fileName: 'orders.sqlite.unreadable-2026-11-20T08-15-00-000Z' });
      expect(twice).toMatchObject({ ok: false, error: { kind: 'validation', issues: [expect.objectContaining({ field: 'fileName' })] } });
    } finally {
      await again.runtime.close();
    }
  });

  it('a damaged file set aside at one start is said at the next with why and what was salvaged; bringing it back adds what was salvaged already to nothing', async () => {
    const root = dataDir();
    const file = join(root, 'orders.sqlite');
    writeOrderFile(file, 500);
    checkpointFile(file);
    const leaves = [...pageOwners(file)].filter(([, owner]) => owner.name === 'orders' && owner.pagetype === 'leaf').map(([page]) => page);
    damagePages(file, { pages: [leaves[10]!, leaves[20]!] });
    OrderFile.open({ file, logger: createMemoryLogger() }).close();

    const desk = await startDesk(root);
    try {
      const [entry] = expectOk(await desk.call('orders.status', {})).files.find((f) => f.name === 'orders')!.setAside;
      expect(entry).toMatchObject({ thisStart: false, reason: expect.stringMatching(/damaged/), salvaged: { copied: expect.any(Number), unreadable: expect.any(Number) } });
      expect(entry!.salvaged!.copied + entry!.salvaged!.unreadable!).toBe(500);
      expect(entry!.salvaged!.unreadable).toBeGreaterThan(0);
      const brought = expectOk(await desk.call('orders.bringBack', { name: 'orders', fileName: entry!.fileName }));
      expect(brought).toMatchObject({ copied: 0, alreadyThere: entry!.salvaged!.copied, unreadable: entry!.salvaged!.unreadable });
      expect(readdirSync(root).filter((name) => name.includes('.unreadable-'))).toEqual([]);
    } finally {
      await desk.runtime.close();
    }
  });

  it('a name that is not a set-aside file of the data folder is refused, and nothing moves', async () => {
    const root = dataDir();
    const earlier = afterTheOldDesk(root);
    copyFileSync(earlier, join(root, 'orders.sqlite.unreadable-copy'));
    const desk = await startDesk(root);
    try {
      const answer = await desk.call('orders.bringBack', { name: 'archive', fileName: 'orders.sqlite.unreadable-2026-11-20T08-15-00-000Z' });
      expect(answer).toMatchObject({ ok: false, error: { kind: 'validation' } });
      expect(existsSync(earlier)).toBe(true);
    } finally {
      await desk.runtime.close();
    }
  });
});
