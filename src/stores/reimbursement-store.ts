import type { ReimbursementPollerState, ReimbursementRow, ReimbursementStatusChange } from '@contract/domains/reimbursements';
import type { DeskError, DeskResult } from '@contract/result';
import { OVERDUE_DAYS_RANGE, POLL_INTERVAL_MINUTES_RANGE } from '@contract/domains/app';
import { serviceNow } from '@contract/format/service-clock';
import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import { cancellableCall, SUPERSEDED } from '../bridge/cancellable-call';
import { useDesk } from '../bridge/use-desk';
import { buildBoardIndex, patchBoardIndex, type BoardQuery } from '../reimbursements/board-index';
import type { BoardFilter, BoardSort } from '../reimbursements/board-rows';
import { mergeRowChanges } from '../reimbursements/merge-rows';

/** How long changed orders are gathered before their rows are read again (a 500-order check: a few reads, not 500). */
const PATCH_DELAY_MS = 250;
/** The first page: more than a 1920×1080 list shows, so the board opens on real rows at once. */
const FIRST_PAGE_ROWS = 100;
/** The pages after it: each a short task for main (a few ms), so a screen the agent opens meanwhile is not kept waiting behind it. */
const PAGE_ROWS = 250;
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
  const rows = shallowRef<ReimbursementRow[]>([]);
  /** Some rows are in (the first page at least). */
  const loaded = ref(false);
  /** Every page is in: the counts and totals are of the whole board. */
  const complete = ref(false);
  /** Refund orders in the file, as the last page read said. */
  const total = ref(0);
  const readAt = ref<string | null>(null);
  const environment = ref<string | null>(null);
  const loadError = ref<DeskError | null>(null);
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
  const pending = new Set<number>();
  let patchTimer: ReturnType<typeof setTimeout> | null = null;
  let unsubscribe: (() => void)[] = [];
  let loadRun = 0;

  const query = (): BoardQuery => ({ filter: filter.value, sort: sort.value, nowMs: nowMs.value, overdueDays: overdueDays.value });
  const index = shallowRef(buildBoardIndex([], query()));
  const shown = computed(() => index.value.shown);
  const totals = computed(() => index.value.totals);
  const counts = computed(() => index.value.counts);
  // A new choice (or the minute's tick, for "overdue") builds the index again; sync, so the next line reads it.
  watch([filter, sort, nowMs, overdueDays], () => (index.value = buildBoardIndex(rows.value, query())), { flush: 'sync' });

  function setRows(next: ReimbursementRow[]): void {
    rows.value = next;
    index.value = buildBoardIndex(next, query());
  }

  /** Fresh rows put in place: the index loses the rows they replace and gains them, nothing else is looked at. */
  function putFresh(fresh: readonly ReimbursementRow[]): void {
    const merged = mergeRowChanges(rows.value, fresh);
    rows.value = merged.rows;
    index.value = patchBoardIndex(index.value, merged.replaced, fresh, merged.rows);
  }

  async function start(): Promise<void> {
    if (unsubscribe.length === 0) {
      unsubscribe = [
        desk.on('reimbursements.statusChanged', (change) => {
          lastChange.value = change;
          if (change.reimbursed && !boardVisible.value) newlyReimbursed.value += 1;
          queuePatch([change.orderId]);
        }),
        desk.on('orders.changed', ({ orderIds, source }) => {
          if (source === 'check-reimbursed' && checking.value) checking.value = { ...checking.value, done: Math.min(checking.value.total, checking.value.done + orderIds.length) };
          if (source === 'note') return;
          queuePatch(orderIds);
        }),
        desk.on('reimbursements.pollerState', (state) => (poller.value = state)),
        desk.on('profiles.activeChanged', () => void load()),
      ];
    }
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
   * The board from the file: a first page (shown at once), then the rest a page at a time. A
   * newer load (another profile) supersedes this one. A page that fails keeps what was read.
   */
  async function load(): Promise<void> {
    const run = ++loadRun;
    let page = await desk.reimbursements.page({ count: FIRST_PAGE_ROWS });
    if (run !== loadRun) return;
    if (!page.ok) {
      loadError.value = page.error;
      return;
    }
    loadError.value = null;
    environment.value = page.value.environment;
    total.value = page.value.total;
    complete.value = page.value.next === null;
    setRows(page.value.rows);
    loaded.value = true;
    while (page.value.next) {
      // The rest waits for quiet moments: the first rows, and whatever the agent does at start, go first.
      await idle();
      if (run !== loadRun) return;
      page = await desk.reimbursements.page({ count: PAGE_ROWS, after: page.value.next });
      if (run !== loadRun) return;
      if (!page.ok) {
        loadError.value = page.error;
        return;
      }
      total.value = page.value.total;
      // Merged by order id: a row read again by a live update meanwhile is not doubled.
      setRows(mergeRowChanges(rows.value, page.value.rows).rows);
    }
    readAt.value = page.value.readAt;
    complete.value = true;
  }

  /** Rows of orders that changed are read again together, a moment later. Orders that are not refunds come back empty. */
  function queuePatch(orderIds: readonly number[]): void {
    if (!loaded.value) return;
    for (const id of orderIds) pending.add(id);
    patchTimer ??= setTimeout(() => void flushPatch(), PATCH_DELAY_MS);
  }

  async function flushPatch(): Promise<void> {
    patchTimer = null;
    const ids = [...pending];
    pending.clear();
    if (ids.length === 0) return;
    const fresh = await desk.reimbursements.rows({ orderIds: ids });
    if (fresh.ok && fresh.value.length > 0) putFresh(fresh.value);
  }

  /** R on a row, Alt+K on every row shown. Esc cancels between orders; what was checked stays. */
  async function check(orderIds: readonly number[]): Promise<DeskResult<{ checked: number; changed: number; failed: number; cancelled: boolean }> | null> {
    if (orderIds.length === 0) return null;
    checking.value = { total: orderIds.length, done: 0 };
    const result = await call.run((options) => desk.reimbursements.check({ orderIds: [...orderIds] }, options));
    checking.value = null;
    if (result === SUPERSEDED) return null;
    if (!result.ok) return result;
    await flushPatch();
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
    if (added.ok) putFresh([added.value]);
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
