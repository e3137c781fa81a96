import type { BoardCursor, ReimbursementPollerState, ReimbursementRow, ReimbursementStatusChange } from '@contract/domains/reimbursements';
import type { DeskResult } from '@contract/result';
import { OVERDUE_DAYS_RANGE, POLL_INTERVAL_MINUTES_RANGE } from '@contract/domains/app';
import { serviceNow } from '@contract/format/service-clock';
import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import { cancellableCall, SUPERSEDED } from '../bridge/cancellable-call';
import { useDesk } from '../bridge/use-desk';
import { createLiveQuery, onEvent, type RowsUpdate } from '../live-query/live-query';
import { reimbursementBoardSource, type BoardInfo } from '../live-query/sources/reimbursement-board-source';
import { buildBoardIndex, patchBoardIndex, type BoardQuery } from '../reimbursements/board-index';
import type { BoardFilter, BoardSort } from '../reimbursements/board-rows';
import { mergeRowChanges } from '../reimbursements/merge-rows';

/** How long changed orders are gathered before their rows are read again (a 500-order check: a few reads, not 500). */
const PATCH_DELAY_MS = 250;
/** The longest a page waits for the renderer to be idle. */
const PAGE_IDLE_TIMEOUT_MS = 300;

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: PAGE_IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
}

/**
 * The reimbursement board's state: the rows main read from the order file, kept live by events
 * (a status change or any answer filed about a refund order patches its row, no reload), the
 * agent's filter and sort, the background poller's state, the count of refunds newly reimbursed
 * since the board was last looked at (the side navigation shows it), and the agent's checks.
 * The rows are read in pages, oldest first (the default order), so the first rows are there at
 * once; the rows shown, their totals and the filter counts are an index built when the rows or
 * the agent's choices change and patched by live updates (board-index.ts).
 */
export const useReimbursementStore = defineStore('reimbursements', () => {
  const desk = useDesk();
  const filter = ref<BoardFilter>('all');
  const sort = ref<BoardSort>('age-desc');
  const overdueDays = ref<number>(OVERDUE_DAYS_RANGE.default);
  const pollIntervalMinutes = ref<number>(POLL_INTERVAL_MINUTES_RANGE.default);
  const nowMs = ref(serviceNow().getTime());
  const poller = ref<ReimbursementPollerState | null>(null);
  const newlyReimbursed = ref(0);
  const boardVisible = ref(false);
  const checking = ref<{ total: number; done: number } | null>(null);
  const lastChange = shallowRef<ReimbursementStatusChange | null>(null);
  const call = cancellableCall(desk, 'reimbursements');
  let unsubscribe: (() => void) | null = null;

  const query = (): BoardQuery => ({ filter: filter.value, sort: sort.value, nowMs: nowMs.value, overdueDays: overdueDays.value });
  const index = shallowRef(buildBoardIndex([], query()));
  /** When the whole board was last read (set once every page is in). */
  const readAt = ref<string | null>(null);

  /**
   * The board's rows, kept live: a status change or any answer filed about an order (not a note)
   * reads that order's row again a moment later, with the others changed meanwhile (a 500-order
   * check: a few reads, not 500); another active profile reads the board again. Rows read whole
   * build the index again; patched rows only move their own entries (board-index.ts).
   */
  const board = createLiveQuery<ReimbursementRow, BoardInfo, BoardCursor>({
    desk,
    source: reimbursementBoardSource(desk),
    events: [
      onEvent('reimbursements.statusChanged', (change) => {
        lastChange.value = change;
        if (change.reimbursed && !boardVisible.value) newlyReimbursed.value += 1;
        return [change.orderId];
      }),
      onEvent('orders.changed', ({ orderIds, source }) => {
        if (source === 'check-reimbursed' && checking.value) checking.value = { ...checking.value, done: Math.min(checking.value.total, checking.value.done + orderIds.length) };
        return source === 'note' || source === 'selling-price' ? null : orderIds;
      }),
      onEvent('profiles.activeChanged', () => 'all'),
    ],
    batchMs: PATCH_DELAY_MS,
    between: idle,
    merge: mergeRowChanges,
    onComplete: (): void => {
      readAt.value = board.info.value?.readAt ?? null;
    },
    onRows: (update: RowsUpdate<ReimbursementRow>) => {
      index.value = update.kind === 'replaced' ? buildBoardIndex(update.rows, query()) : patchBoardIndex(index.value, update.replaced, update.fresh, update.rows);
    },
  });
  const rows = board.rows;
  const loaded = board.loaded;
  const complete = board.complete;
  const total = board.total;
  const loadError = board.error;
  const environment = computed(() => board.info.value?.environment ?? null);

  const shown = computed(() => index.value.shown);
  const totals = computed(() => index.value.totals);
  const counts = computed(() => index.value.counts);
  // A new choice (or the minute's tick, for "overdue") builds the index again; sync, so the next line reads it.
  watch([filter, sort, nowMs, overdueDays], () => (index.value = buildBoardIndex(rows.value, query())), { flush: 'sync' });

  async function start(): Promise<void> {
    board.listen();
    unsubscribe ??= desk.on('reimbursements.pollerState', (state) => (poller.value = state));
    const [preferences, state] = await Promise.all([desk.preferences.get(), desk.reimbursements.pollerState()]);
    if (preferences.ok) {
      overdueDays.value = preferences.value.overdueDays ?? OVERDUE_DAYS_RANGE.default;
      pollIntervalMinutes.value = preferences.value.pollIntervalMinutes ?? POLL_INTERVAL_MINUTES_RANGE.default;
    }
    if (state.ok) poller.value = state.value;
    // Read now (and again after a lost link to the desk), then kept live by events: the board opens on rows in memory.
    await load();
  }

  /**
   * The board from the file: a first page (shown at once), then the rest a page at a time in quiet
   * moments. A newer read supersedes this one. A page that fails keeps what was read.
   */
  function load(): Promise<void> {
    return board.reload();
  }

  /** R on a row, Alt+K on every row shown. Esc cancels between orders; what was checked stays. */
  async function check(orderIds: readonly number[]): Promise<DeskResult<{ checked: number; changed: number; failed: number; cancelled: boolean }> | null> {
    if (orderIds.length === 0) return null;
    checking.value = { total: orderIds.length, done: 0 };
    const result = await call.run((options) => desk.reimbursements.check({ orderIds: [...orderIds] }, options));
    checking.value = null;
    if (result === SUPERSEDED) return null;
    if (!result.ok) return result;
    await board.flush();
    const { checked, changed, failed, cancelled } = result.value;
    return { ok: true, value: { checked, changed, failed: failed.length, cancelled } };
  }

  async function cancel(): Promise<boolean> {
    const cancelled = await call.cancel();
    if (cancelled) checking.value = null;
    return cancelled;
  }

  async function add(orderNum: string): Promise<DeskResult<ReimbursementRow>> {
    const added = await desk.reimbursements.add({ orderNum });
    if (added.ok) board.put([added.value]);
    return added;
  }

  async function setOverdueDays(days: number): Promise<DeskResult<number>> {
    const saved = await desk.preferences.update({ overdueDays: days });
    if (!saved.ok) return saved;
    overdueDays.value = saved.value.overdueDays;
    return { ok: true, value: saved.value.overdueDays };
  }

  /** Main's poller follows it at once (the next checks are due from each order's last answer). */
  async function setPollInterval(minutes: number): Promise<DeskResult<number>> {
    const saved = await desk.preferences.update({ pollIntervalMinutes: minutes });
    if (!saved.ok) return saved;
    pollIntervalMinutes.value = saved.value.pollIntervalMinutes;
    return { ok: true, value: saved.value.pollIntervalMinutes };
  }

  /** The board is on screen: what the side navigation counted has been seen. */
  function setBoardVisible(visible: boolean): void {
    boardVisible.value = visible;
    if (visible) newlyReimbursed.value = 0;
  }

  function tick(): void {
    nowMs.value = serviceNow().getTime();
  }

  return {
    rows, shown, totals, counts, loaded, complete, total, readAt, environment, loadError, filter, sort, overdueDays, pollIntervalMinutes, nowMs, poller,
    newlyReimbursed, checking, lastChange, startedAt: call.startedAt,
    start, load, check, cancel, add, setOverdueDays, setPollInterval, setBoardVisible, tick,
  };
});
