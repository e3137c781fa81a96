import type { DeskResult } from '@contract/result';
import { describe, expect, it, vi } from 'vitest';
import { ref } from 'vue';
import type { HostLinkState } from '@/bridge/host-link';
import { createLiveQuery, onEvent, type LivePage, type LiveSource, type RowsUpdate } from '@/live-query/live-query';
import { createFakeDesk } from '../support/fake-desk';

interface Row {
  id: number;
  v: string;
}

type Answer<T> = (value: DeskResult<T>) => void;

/** A source whose every read waits until the test answers it (so answers can cross, and events come mid-read). */
function heldSource() {
  const firsts: Answer<LivePage<Row, string, number>>[] = [];
  const afters: { cursor: number; answer: Answer<LivePage<Row, string, number>> }[] = [];
  const windows: { offset: number; answer: Answer<readonly Row[]> }[] = [];
  const patches: { ids: readonly number[]; answer: Answer<readonly Row[]> }[] = [];
  const source: Required<LiveSource<Row, string, number>> = {
    first: () => new Promise((resolve) => firsts.push(resolve)),
    after: (cursor) => new Promise((resolve) => afters.push({ cursor, answer: resolve })),
    at: (offset) => new Promise((resolve) => windows.push({ offset, answer: resolve })),
    rowsOf: (ids) => new Promise((resolve) => patches.push({ ids, answer: resolve })),
  };
  return { source, firsts, afters, windows, patches };
}

const page = (rows: Row[], total = rows.length, next: number | null = null, info = 'i'): DeskResult<LivePage<Row, string, number>> => ({ ok: true, value: { rows, total, info, next } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const failure = { ok: false, error: { kind: 'internal', message: 'The order file could not be read.' } } as const;

function reloadQuery(link?: ReturnType<typeof ref<HostLinkState>>) {
  const fake = createFakeDesk({});
  const held = heldSource();
  const { rowsOf: _patchless, after: _pageless, ...source } = held.source;
  const key = ref('a');
  const query = createLiveQuery<Row, string, number>({
    desk: fake.desk,
    source,
    key: () => key.value,
    events: [onEvent('orders.changed', ({ orderIds }) => orderIds)],
    batchMs: 50,
    pageSize: 10,
    ...(link ? { link: link as never } : {}),
  });
  return { query, held, fake, key };
}

describe('a live query read again on change', () => {
  it('reads again for a change that came while its read was on its way, and shows the newer answer last', async () => {
    vi.useFakeTimers();
    try {
      const { query, held, fake } = reloadQuery();
      query.listen();
      const reading = query.reload();
      fake.emit('orders.changed', { orderIds: [1], source: 'manual' });
      held.firsts[0]!(page([{ id: 1, v: 'before' }]));
      await reading;
      expect(query.rows.value[0]?.v).toBe('before');
      await vi.advanceTimersByTimeAsync(50);
      expect(held.firsts).toHaveLength(2);
      held.firsts[1]!(page([{ id: 1, v: 'after' }]));
      await vi.runAllTimersAsync();
      expect(query.rows.value[0]?.v).toBe('after');
      query.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gathers a burst of events into one read', async () => {
    vi.useFakeTimers();
    try {
      const { query, held, fake } = reloadQuery();
      query.listen();
      for (let id = 1; id <= 20; id++) fake.emit('orders.changed', { orderIds: [id], source: 'check-reimbursed' });
      await vi.advanceTimersByTimeAsync(50);
      expect(held.firsts).toHaveLength(1);
      query.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('never lets an answer to an older read replace a newer one, nor one asked for another key', async () => {
    const { query, held, key } = reloadQuery();
    const older = query.reload();
    const newer = query.reload();
    held.firsts[1]!(page([{ id: 2, v: 'newer' }]));
    await newer;
    held.firsts[0]!(page([{ id: 1, v: 'older' }]));
    await older;
    expect(query.rows.value.map((row) => row.v)).toEqual(['newer']);

    const forA = query.reload();
    key.value = 'b';
    held.firsts[2]!(page([{ id: 3, v: 'for a' }]));
    await forA;
    expect(query.rows.value.map((row) => row.v)).toEqual(['newer']);
  });

  it('drops a window read for rows a newer read has replaced, and asks for the window again', async () => {
    const { query, held } = reloadQuery();
    const first = query.reload();
    held.firsts[0]!(page([{ id: 100, v: 'top' }], 30));
    await first;
    query.ensureRange(20, 25);
    query.ensureRange(20, 25);
    expect(held.windows.map((read) => read.offset)).toEqual([20]);
    const again = query.reload();
    held.windows[0]!.answer({ ok: true, value: [{ id: 80, v: 'old window' }] });
    await settle();
    expect(query.rows.value[20]).toBeUndefined();
    held.firsts[1]!(page([{ id: 101, v: 'top' }], 30));
    await again;
    expect(held.windows.map((read) => read.offset)).toEqual([20, 20]);
    held.windows[1]!.answer({ ok: true, value: [{ id: 81, v: 'window' }] });
    await settle();
    expect(query.rows.value[20]?.v).toBe('window');
  });
});

describe('whether the rows held still follow the file', () => {
  it('follows after a read while listening, and no longer after a read fails', async () => {
    vi.useFakeTimers();
    try {
      const { query, held, fake } = reloadQuery();
      query.listen();
      const first = query.reload();
      held.firsts[0]!(page([{ id: 1, v: 'x' }]));
      await first;
      expect(query.showable()).toBe(true);
      fake.emit('orders.changed', { orderIds: [1], source: 'manual' });
      await vi.advanceTimersByTimeAsync(50);
      held.firsts[1]!(failure);
      await vi.runAllTimersAsync();
      expect(query.error.value?.kind).toBe('internal');
      expect(query.showable()).toBe(false);
      expect(query.rows.value[0]?.v).toBe('x');
      query.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('no longer follows once the event stream dropped (events were missed): the screen reads again', async () => {
    const link = ref<HostLinkState>('connected');
    const { query, held } = reloadQuery(link);
    query.listen();
    const first = query.reload();
    held.firsts[0]!(page([{ id: 1, v: 'x' }]));
    await first;
    expect(query.showable()).toBe(true);
    link.value = 'lost';
    link.value = 'connected';
    expect(query.showable()).toBe(false);
    void query.firstRows();
    expect(held.firsts).toHaveLength(2);
  });

  it('rows read before it listened are not taken as current', async () => {
    const { query, held } = reloadQuery();
    const first = query.reload();
    held.firsts[0]!(page([{ id: 1, v: 'x' }]));
    await first;
    expect(query.showable()).toBe(false);
  });
});

describe('a live query patched on change, read a page at a time', () => {
  function patchedQuery() {
    const fake = createFakeDesk({});
    const held = heldSource();
    const updates: RowsUpdate<Row>['kind'][] = [];
    let completed = 0;
    const merge = (current: readonly Row[], fresh: readonly Row[]) => {
      const byId = new Map(fresh.map((row) => [row.id, row]));
      const replaced = current.filter((row) => byId.has(row.id));
      const kept = current.map((row) => byId.get(row.id) ?? row);
      const added = fresh.filter((row) => !current.some((old) => old.id === row.id));
      return { rows: [...added, ...kept], replaced };
    };
    const query = createLiveQuery<Row, string, number>({
      desk: fake.desk,
      source: held.source,
      events: [onEvent('orders.changed', ({ orderIds, source }) => (source === 'note' ? null : orderIds)), onEvent('profiles.activeChanged', () => 'all')],
      batchMs: 50,
      between: () => Promise.resolve(),
      merge,
      onRows: (update) => updates.push(update.kind),
      onComplete: () => (completed += 1),
    });
    return { query, held, fake, updates, completed: () => completed };
  }

  it('reads the pages after the first until none is left, and stops when a newer read starts', async () => {
    const { query, held, completed } = patchedQuery();
    const reading = query.reload();
    held.firsts[0]!(page([{ id: 1, v: 'a' }], 3, 1));
    await settle();
    expect(query.loaded.value).toBe(true);
    expect(query.complete.value).toBe(false);
    expect(held.afters.map((read) => read.cursor)).toEqual([1]);
    held.afters[0]!.answer(page([{ id: 2, v: 'b' }], 3, 2));
    await settle();
    const newer = query.reload();
    held.afters[1]!.answer(page([{ id: 3, v: 'c' }], 3, null));
    await reading;
    expect(held.afters).toHaveLength(2);
    expect(query.complete.value).toBe(false);
    held.firsts[1]!(page([{ id: 9, v: 'z' }], 1, null));
    await newer;
    expect(query.rows.value.map((row) => row.id)).toEqual([9]);
    expect(query.complete.value).toBe(true);
    expect(completed()).toBe(1);
  });

  it('patches the changed rows with one read per burst, ignores what does not concern it, and merges in place', async () => {
    vi.useFakeTimers();
    try {
      const { query, held, fake, updates } = patchedQuery();
      query.listen();
      // Before the first rows are in there is nothing to patch: the read under way brings the change.
      fake.emit('orders.changed', { orderIds: [7], source: 'manual' });
      const reading = query.reload();
      held.firsts[0]!(page([{ id: 1, v: 'a' }, { id: 2, v: 'b' }]));
      await reading;
      fake.emit('orders.changed', { orderIds: [1], source: 'check-reimbursed' });
      fake.emit('orders.changed', { orderIds: [2], source: 'note' });
      fake.emit('orders.changed', { orderIds: [3], source: 'check-reimbursed' });
      await vi.advanceTimersByTimeAsync(50);
      expect(held.patches.map((read) => read.ids)).toEqual([[1, 3]]);
      held.patches[0]!.answer({ ok: true, value: [{ id: 1, v: 'a2' }] });
      await vi.runAllTimersAsync();
      expect(query.rows.value.map((row) => row.v)).toEqual(['a2', 'b']);
      expect(updates).toEqual(['replaced', 'merged']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads again at once when the list becomes another (another profile), dropping the answer for the old one', async () => {
    const { query, held, fake } = patchedQuery();
    query.listen();
    const old = query.reload();
    fake.emit('profiles.activeChanged', { id: 'p-2' } as never);
    expect(held.firsts).toHaveLength(2);
    held.firsts[1]!(page([{ id: 20, v: 'new profile' }]));
    held.firsts[0]!(page([{ id: 10, v: 'old profile' }]));
    await old;
    await settle();
    expect(query.rows.value.map((row) => row.v)).toEqual(['new profile']);
  });
});
