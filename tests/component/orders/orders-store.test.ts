import type { OrderRow } from '@contract/domains/orders';
import { createPinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { createApp } from 'vue';
import { DESK_KEY } from '@/bridge/use-desk';
import { useOrdersStore } from '@/stores/orders-store';
import { createFakeDesk } from '../support/fake-desk';

const TOTAL = 1000;
const rowAt = (position: number) => ({ id: TOTAL - position, orderNum: String(917083410000000000 + TOTAL - position) }) as unknown as OrderRow;

/** The store over a file of TOTAL orders, answered page by page as main would. */
function storeOverFile() {
  const fake = createFakeDesk({
    'orders.list': (input) => {
      const { offset, limit } = input as { offset: number; limit: number };
      const rows = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - offset)) }, (_, index) => rowAt(offset + index));
      return { ok: true, value: { total: TOTAL, offset, rows } };
    },
    'orders.status': () => ({ ok: true, value: { files: [], orderCount: TOTAL, profiles: [] } }),
  });
  const app = createApp({});
  app.provide(DESK_KEY, fake.desk).use(createPinia());
  return { store: app.runWithContext(() => useOrdersStore()), calls: fake.calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the Orders list over a large file', () => {
  it('asks for one screen first, knows the total, and leaves the rest unfetched', async () => {
    const { store, calls } = storeOverFile();
    await store.reload();
    expect(store.total).toBe(TOTAL);
    expect(store.rows.length).toBe(TOTAL);
    expect(store.rows[0]?.orderNum).toBe(rowAt(0).orderNum);
    expect(store.rows[300]).toBeUndefined();
    expect(calls.filter((call) => call.name === 'orders.list')).toHaveLength(1);
  });

  it('fetches the page a scrolled window needs, once, into a new array (so the list sees it)', async () => {
    const { store, calls } = storeOverFile();
    await store.reload();
    const before = store.rows;
    store.ensureRange(950, 990);
    store.ensureRange(950, 990);
    await settle();
    expect(store.rows).not.toBe(before);
    expect(store.rows[960]?.orderNum).toBe(rowAt(960).orderNum);
    expect(calls.filter((call) => call.name === 'orders.list').map((call) => (call.input as { offset: number }).offset)).toEqual([0, 800]);
  });

  it('does not ask again for rows the first answer already brought', async () => {
    const { store, calls } = storeOverFile();
    await store.reload();
    store.ensureRange(0, 40);
    await settle();
    expect(calls.filter((call) => call.name === 'orders.list')).toHaveLength(1);
  });
});
