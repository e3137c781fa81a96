import type { ReimbursementPollerState, ReimbursementRow, ReimbursementStatusChange } from '@contract/domains/reimbursements';
import type { DeskError, DeskResult } from '@contract/result';
import { OVERDUE_DAYS_RANGE } from '@contract/domains/app';
import { serviceNow } from '@contract/format/service-clock';
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import { cancellableCall, SUPERSEDED } from '../bridge/cancellable-call';
import { useDesk } from '../bridge/use-desk';
import { boardRows, totalsByCurrency, type BoardFilter, type BoardSort } from '../reimbursements/board-rows';
import { mergeRows } from '../reimbursements/merge-rows';

/** How long changed orders are gathered before their rows are read again (a 500-order check: a few reads, not 500). */
const PATCH_DELAY_MS = 250;

/**
 * The reimbursement board's state: the rows main read from the order file, kept live by events
 * (a status change or any answer filed about a refund order patches its row, no reload), the
 * agent's filter and sort, the background poller's state, the count of refunds newly reimbursed
 * since the board was last looked at (the side navigation shows it), and the agent's checks.
 */
export const useReimbursementStore = defineStore('reimbursements', () => {
  const desk = useDesk();
  const rows = shallowRef<ReimbursementRow[]>([]);
  const loaded = ref(false);
  const readAt = ref<string | null>(null);
  const environment = ref<string | null>(null);
  const loadError = ref<DeskError | null>(null);
  const filter = ref<BoardFilter>('all');
  const sort = ref<BoardSort>('age-desc');
  const overdueDays = ref<number>(OVERDUE_DAYS_RANGE.default);
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

  const shown = computed(() => boardRows(rows.value, filter.value, sort.value, nowMs.value, overdueDays.value));
  const totals = computed(() => totalsByCurrency(shown.value));

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
    if (preferences.ok) overdueDays.value = preferences.value.overdueDays ?? OVERDUE_DAYS_RANGE.default;
    if (state.ok) poller.value = state.value;
    // Read now (and again after a lost link to the desk), then kept live by events: the board opens on rows in memory.
    await load();
  }

  async function load(): Promise<void> {
    const board = await desk.reimbursements.board();
    if (!board.ok) {
      loadError.value = board.error;
      return;
    }
    loadError.value = null;
    rows.value = board.value.rows;
    readAt.value = board.value.readAt;
    environment.value = board.value.environment;
    loaded.value = true;
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
    if (fresh.ok && fresh.value.length > 0) rows.value = mergeRows(rows.value, fresh.value);
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
    if (added.ok) rows.value = mergeRows(rows.value, [added.value]);
    return added;
  }

  async function setOverdueDays(days: number): Promise<DeskResult<number>> {
    const saved = await desk.preferences.update({ overdueDays: days });
    if (!saved.ok) return saved;
    overdueDays.value = saved.value.overdueDays;
    return { ok: true, value: saved.value.overdueDays };
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
    rows, shown, totals, loaded, readAt, environment, loadError, filter, sort, overdueDays, nowMs, poller,
    newlyReimbursed, checking, lastChange, startedAt: call.startedAt,
    start, load, check, cancel, add, setOverdueDays, setBoardVisible, tick,
  };
});
