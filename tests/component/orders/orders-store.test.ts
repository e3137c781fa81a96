import type { OrderRow } from '@contract/domains/orders';
import type { DeskResult } from '@contract/result';
import { createPinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from 'vue';
import { DESK_KEY } from '@/bridge/use-desk';
import { createHostLink, HOST_LINK_KEY, type HostLinkControl } from '@/bridge/host-link';
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
  return { store: storeOn(fake.desk), calls: fake.calls };
}

/** A file whose first page is its newest order (`newest`, asked each time), with its status. */
function oneRowFile(newest: () => OrderRow = () => rowAt(0)) {
  return createFakeDesk({
    'orders.list': (input) => ({ ok: true, value: { total: TOTAL, offset: (input as { offset: number }).offset, rows: [newest()] } }),
    'orders.status': () => ({ ok: true, value: { files: [], orderCount: TOTAL, profiles: [] } }),
  });
}

/** The Orders store of a fresh app over the given desk (and, in browser mode, its host link). */
function storeOn(desk: ReturnType<typeof createFakeDesk>['desk'], link?: HostLinkControl) {
  const app = createApp({});
  app.provide(DESK_KEY, desk).use(createPinia());
  if (link) app.provide(HOST_LINK_KEY, link);
  return app.runWithContext(() => useOrdersStore());
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

describe('the Orders list while orders are filed in the background', () => {
  it('shows a burst of filed orders with one list and one status call, not one per order', async () => {
    vi.useFakeTimers();
    try {
      const fake = oneRowFile();
      const store = storeOn(fake.desk);
      store.start();
      await vi.runAllTimersAsync();
      const before = fake.calls.length;
      for (let id = 1; id <= 30; id++) fake.emit('orders.changed', { orderIds: [id], source: 'check-reimbursed' });
      await vi.runAllTimersAsync();
      const after = fake.calls.slice(before).map((call) => call.name);
      expect(after.filter((name) => name === 'orders.list')).toHaveLength(1);
      expect(after.filter((name) => name === 'orders.status')).toHaveLength(1);
      store.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('paints the first screen as soon as it comes, though a later reload of the same list is on its way', async () => {
    const answers: ((rows: OrderRow[]) => void)[] = [];
    const fake = createFakeDesk({
      'orders.list': () => new Promise((resolve) => answers.push((rows) => resolve({ ok: true, value: { total: TOTAL, offset: 0, rows } }))),
    });
    const store = storeOn(fake.desk);
    const first = store.reload();
    const second = store.reload();
    answers[0]!([rowAt(0)]);
    await first;
    expect(store.rows[0]?.orderNum).toBe(rowAt(0).orderNum);
    expect(store.loaded).toBe(true);
    answers[1]!([rowAt(1)]);
    await second;
    expect(store.rows[0]?.orderNum).toBe(rowAt(1).orderNum);
  });

  it('never shows an older answer over a newer one, nor an answer for a search no longer typed', async () => {
    const answers: ((rows: OrderRow[]) => void)[] = [];
    const fake = createFakeDesk({
      'orders.list': () => new Promise((resolve) => answers.push((rows) => resolve({ ok: true, value: { total: TOTAL, offset: 0, rows } }))),
      'orders.search': () => ({ ok: true, value: { query: 'wang', rows: [{ ...rowAt(5), tier: 'name' }], more: false, elapsedMs: 1 } }),
    });
    const store = storeOn(fake.desk);
    const older = store.reload();
    const newer = store.reload();
    answers[1]!([rowAt(1)]);
    await newer;
    answers[0]!([rowAt(0)]);
    await older;
    expect(store.rows[0]?.orderNum).toBe(rowAt(1).orderNum);

    const stale = store.reload();
    store.query = 'wang';
    await store.reload();
    answers[2]!([rowAt(2)]);
    await stale;
    expect(store.rows.map((row) => row?.orderNum)).toEqual([rowAt(5).orderNum]);
  });
});

describe('entering the Orders screen', () => {
  /** A file whose first rows come after `delayMs`. */
  function slowFile(delayMs: number) {
    const fake = createFakeDesk({
      'orders.list': (input) =>
        new Promise((resolve) => setTimeout(() => resolve({ ok: true, value: { total: TOTAL, offset: (input as { offset: number }).offset, rows: [rowAt(0)] } }), delayMs)),
    });
    return storeOn(fake.desk);
  }

  it('waits for the first rows asked for on the way, so the screen is built once, with them', async () => {
    vi.useFakeTimers();
    try {
      const store = slowFile(30);
      store.prefetchFirstRows();
      let entered = false;
      void store.firstRowsWithin(120).then(() => (entered = true));
      await vi.advanceTimersByTimeAsync(29);
      expect(entered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(entered).toBe(true);
      expect(store.rows[0]?.orderNum).toBe(rowAt(0).orderNum);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not wait longer than it was told when main is slow: the rows follow the screen', async () => {
    vi.useFakeTimers();
    try {
      const store = slowFile(1000);
      store.prefetchFirstRows();
      let entered = false;
      void store.firstRowsWithin(120).then(() => (entered = true));
      await vi.advanceTimersByTimeAsync(120);
      expect(entered).toBe(true);
      expect(store.loaded).toBe(false);
      await vi.advanceTimersByTimeAsync(880);
      await store.firstRows();
      expect(store.loaded).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the first rows kept current from the desk’s start', () => {
  const listCalls = (calls: { name: string }[]) => calls.filter((call) => call.name === 'orders.list').length;

  it('fetches the first screen ahead, and entering shows it without asking main again', async () => {
    const { store, calls } = storeOverFile();
    store.warm();
    await store.firstRows();
    expect(store.rows[0]?.orderNum).toBe(rowAt(0).orderNum);
    expect(listCalls(calls)).toBe(1);

    store.prefetchFirstRows();
    let entered = false;
    await store.firstRowsWithin(120).then(() => (entered = true));
    await store.firstRows();
    expect(entered).toBe(true);
    expect(listCalls(calls)).toBe(1);
  });

  it('shows the held rows at once when an order was filed since, and asks for the change as soon as the screen is built', async () => {
    vi.useFakeTimers();
    try {
      let newest = rowAt(0);
      const fake = oneRowFile(() => newest);
      const store = storeOn(fake.desk);
      store.warm();
      await vi.runAllTimersAsync();
      newest = { ...rowAt(0), id: TOTAL + 1, orderNum: '917083410000009999' };
      fake.emit('orders.changed', { orderIds: [TOTAL + 1], source: 'check-reimbursed' });

      store.prefetchFirstRows();
      let entered = false;
      await store.firstRowsWithin(120).then(() => (entered = true));
      expect(entered).toBe(true);
      await store.firstRows();
      expect(store.rows[0]?.orderNum).toBe(rowAt(0).orderNum);
      expect(listCalls(fake.calls)).toBe(1);
      await vi.advanceTimersByTimeAsync(0);
      expect(store.rows[0]?.orderNum).toBe('917083410000009999');
      await vi.runAllTimersAsync();
      expect(listCalls(fake.calls)).toBe(2);
      store.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows orders filed while the screen is away, at a lazier pace, and reads the file’s status only on screen', async () => {
    vi.useFakeTimers();
    try {
      const fake = oneRowFile();
      const store = storeOn(fake.desk);
      store.warm();
      await vi.runAllTimersAsync();
      fake.emit('orders.changed', { orderIds: [1], source: 'check-reimbursed' });
      await vi.advanceTimersByTimeAsync(999);
      expect(listCalls(fake.calls)).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(listCalls(fake.calls)).toBe(2);
      expect(fake.calls.filter((call) => call.name === 'orders.status')).toHaveLength(0);
      store.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again on entering after the event stream dropped (events sent meanwhile were missed)', async () => {
    const link = createHostLink();
    const fake = oneRowFile();
    const store = storeOn(fake.desk, link);
    store.warm();
    await store.firstRows();
    link.set('lost');
    link.set('connected');
    store.prefetchFirstRows();
    await store.firstRows();
    expect(listCalls(fake.calls)).toBe(2);
  });

  it('asks again on entering when the reload a filed order started could not be read', async () => {
    vi.useFakeTimers();
    try {
      let failing = false;
      const fake = createFakeDesk({
        'orders.list': (input) =>
          failing ? { ok: false, error: { kind: 'internal', message: 'The order file could not be read.' } } : { ok: true, value: { total: TOTAL, offset: (input as { offset: number }).offset, rows: [rowAt(0)] } },
      });
      const store = storeOn(fake.desk);
      store.warm();
      await vi.runAllTimersAsync();
      failing = true;
      fake.emit('orders.changed', { orderIds: [1], source: 'manual' });
      await vi.runAllTimersAsync();
      expect(listCalls(fake.calls)).toBe(2);
      failing = false;
      store.prefetchFirstRows();
      await store.firstRows();
      expect(listCalls(fake.calls)).toBe(3);
      expect(store.listError).toBeNull();
      store.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for the rows asked for at the desk’s start when Alt+7 comes before their answer, instead of asking again', async () => {
    let answer: () => void = () => undefined;
    const fake = createFakeDesk({
      'orders.list': (input) => new Promise((resolve) => (answer = () => resolve({ ok: true, value: { total: TOTAL, offset: (input as { offset: number }).offset, rows: [rowAt(0)] } }))),
    });
    const store = storeOn(fake.desk);
    store.warm();
    store.prefetchFirstRows();
    let entered = false;
    const entering = store.firstRowsWithin(120).then(() => (entered = true));
    await settle();
    expect(entered).toBe(false);
    answer();
    await entering;
    await store.firstRows();
    expect(store.rows[0]?.orderNum).toBe(rowAt(0).orderNum);
    expect(listCalls(fake.calls)).toBe(1);
  });

  it('never takes rows fetched before it listened for filed orders as current', async () => {
    const { store, calls } = storeOverFile();
    await store.reload();
    store.prefetchFirstRows();
    await store.firstRows();
    expect(listCalls(calls)).toBe(2);
  });
});

describe('the open order while answers cross', () => {
  it('stays closed when a re-read the agent closed it during answers afterwards', async () => {
    let answer: (value: DeskResult<unknown>) => void = () => undefined;
    const fake = createFakeDesk({
      'orders.get': () => new Promise((resolve) => (answer = resolve)),
    });
    const store = storeOn(fake.desk);
    const reading = store.select(7);
    await settle();
    await store.close();
    answer({ ok: true, value: { id: 7, orderNum: '917083410199900001', note: null } });
    await reading;
    expect(store.selected).toBeNull();
  });

  it('shows the order chosen last when two readings answer out of order', async () => {
    const pending: ((value: DeskResult<unknown>) => void)[] = [];
    const fake = createFakeDesk({ 'orders.get': () => new Promise((resolve) => pending.push(resolve)) });
    const store = storeOn(fake.desk);
    const first = store.select(1);
    await settle();
    const second = store.select(2);
    await settle();
    pending[1]?.({ ok: true, value: { id: 2, orderNum: '917083410000000002', note: null } });
    pending[0]?.({ ok: true, value: { id: 1, orderNum: '917083410000000001', note: null } });
    await Promise.all([first, second]);
    expect(store.selected?.id).toBe(2);
  });
});
