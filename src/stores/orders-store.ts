import type { FiledOrder, OrderFileStatus, OrderFilters, OrderChange } from '@contract/domains/orders';
import type { OrderKind, OrderStatusGroup } from '@contract/domains/order-status';
import type { DeskError } from '@contract/result';
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { useDesk } from '../bridge/use-desk';
import { dropOnProfileSwitch, isCallError } from './notices-of-profile';
import { useHostLink } from '../bridge/use-host-link';
import { createLiveQuery, onEvent } from '../live-query/live-query';
import { ORDER_PAGE, ordersSource, type OrderListInfo, type OrderListRow } from '../live-query/sources/orders-source';

/** A note is saved this long after the agent stops typing (and at once when the order changes). */
const NOTE_SAVE_DELAY_MS = 400;
/**
 * Orders filed elsewhere (the background reimbursement checks file one answer after another) are
 * shown once per this interval: one list and one status call for a burst of events, not one each.
 */
const CHANGED_COALESCE_MS = 200;
/** Off the Orders screen the held rows follow the file at a lazier pace (entering brings a pending change at once). */
const OFF_SCREEN_COALESCE_MS = 1000;

export interface OrderFilterChoice {
  kind: OrderKind | '';
  group: OrderStatusGroup | '';
  profileId: string;
  from: string;
  to: string;
  /** Team sync: the agent code whose orders are listed ("Mine" is this desk's agent); '' or absent: everyone's. */
  holder?: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter bar's choices as the contract's filters; a date not yet typed whole is left out. */
export function filtersOf(choice: OrderFilterChoice): OrderFilters {
  const filters: OrderFilters = {};
  if (choice.kind) filters.kinds = [choice.kind];
  if (choice.group) filters.groups = [choice.group];
  if (choice.profileId) filters.profileIds = [choice.profileId];
  if (choice.holder) filters.holders = [choice.holder];
  const from = ISO_DAY.test(choice.from) ? choice.from : undefined;
  const to = ISO_DAY.test(choice.to) ? choice.to : undefined;
  if (from || to) filters.dates = { field: 'travel', ...(from ? { from } : {}), ...(to && (!from || to >= from) ? { to } : {}) };
  return filters;
}

/**
 * The Orders screen's state: the whole file newest first (fetched a page at a time as it scrolls),
 * or the ranked results of a search as the agent types; the open order's full detail; its note,
 * saved as typed. Everything reads the order file in main, so it works with the service offline.
 */
export const useOrdersStore = defineStore('orders', () => {
  const desk = useDesk();

  const query = ref('');
  const choice = ref<OrderFilterChoice>({ kind: '', group: '', profileId: '', from: '', to: '', holder: '' });
  const fileStatus = ref<OrderFileStatus | null>(null);

  const selected = ref<FiledOrder | null>(null);
  const detailError = ref<DeskError | null>(null);
  const opening = ref<string | null>(null);
  const openError = ref<{ orderNum: string; error: DeskError } | null>(null);
  const openNotice = ref<{ orderNum: string; error: DeskError } | null>(null);
  const refreshing = ref(false);
  const refreshed = ref<OrderChange[] | null>(null);
  const noteText = ref('');
  const noteState = ref<'saved' | 'saving' | 'typing'>('saved');
  const noteSavedAt = ref<string | null>(null);
  /** Ctrl+O from another screen asks the Orders screen to focus its order-number field. */
  const openRequested = ref(0);
  // A notice of a call to the previous profile (a dead service's ECONNREFUSED, "shown as the file
  // last knew it") is over once the agent switches profile (issue 23, finding 3).
  dropOnProfileSwitch(desk, () => {
    openError.value = null;
    openNotice.value = null;
    if (isCallError(detailError.value)) detailError.value = null;
  });

  const searching = computed(() => query.value.trim() !== '');
  /** Whether the Orders screen shows the list (it shows changes faster and reads the file's status). */
  let onScreen = false;

  /**
   * The whole file newest first, or the search typed, kept current by the orders filed elsewhere
   * (the background reimbursement checks file one answer after another): shown once per
   * CHANGED_COALESCE_MS on screen, more lazily off it, and followed from the desk's start so Alt+7
   * shows the rows held without a round trip to main.
   */
  const list = createLiveQuery<OrderListRow, OrderListInfo>({
    desk,
    source: ordersSource(desk, () => ({ query: query.value.trim(), filters: filtersOf(choice.value) })),
    key: () => JSON.stringify([query.value.trim(), filtersOf(choice.value)]),
    events: [onEvent('orders.changed', ({ orderIds }) => orderIds)],
    batchMs: () => (onScreen ? CHANGED_COALESCE_MS : OFF_SCREEN_COALESCE_MS),
    pageSize: ORDER_PAGE,
    link: useHostLink(),
    onBatch: (ids) => {
      if (onScreen) void refreshStatus();
      // The open order changed (a new answer, or the audit line of a failed call): show it again,
      // keeping what the agent is typing and the error of the call that just failed.
      if (selected.value && ids.has(selected.value.id)) void select(selected.value.id, { keepNote: noteState.value !== 'saved', keepError: true });
    },
  });
  const rows = list.rows;
  const total = list.total;
  const loaded = list.loaded;
  const listError = list.error;
  const searchMore = computed(() => list.info.value?.more ?? false);

  /** The screen shows the list: its status, and every order filed elsewhere shown within CHANGED_COALESCE_MS. */
  function start(): void {
    onScreen = true;
    void refreshStatus();
    list.listen();
  }

  /** The screen is left: the rows keep following the file, more lazily, and the status waits for the next visit. */
  function leave(): void {
    onScreen = false;
  }

  /** The screen's first rows: the answer already asked for on the way here, the rows held, or a new one. */
  function firstRows(): Promise<void> {
    onScreen = true;
    return list.firstRows();
  }

  async function refreshStatus(): Promise<void> {
    const status = await desk.orders.status();
    if (status.ok) fileStatus.value = status.value;
  }

  /**
   * Which opening of the detail is current: an answer to an older one (a re-read after a filed
   * change, or a click the agent has since moved on from or closed) must not open it again.
   */
  let selection = 0;

  async function select(orderId: number, options: { keepNote?: boolean; keepError?: boolean } = {}): Promise<void> {
    const mine = ++selection;
    if (selected.value?.id !== orderId) await flushNote();
    const answer = await desk.orders.get({ orderId });
    if (mine !== selection) return;
    if (!answer.ok) {
      detailError.value = answer.error;
      return;
    }
    if (!options.keepError || selected.value?.id !== orderId) detailError.value = null;
    const keep = options.keepNote === true && selected.value?.id === orderId;
    if (selected.value?.id !== orderId) refreshed.value = null;
    selected.value = answer.value;
    if (!keep) {
      noteText.value = answer.value.note?.text ?? '';
      noteSavedAt.value = answer.value.note?.updatedAt ?? null;
      noteState.value = 'saved';
    }
  }

  async function close(): Promise<void> {
    selection += 1;
    await flushNote();
    selected.value = null;
    detailError.value = null;
    refreshed.value = null;
  }

  /** Ctrl+O: read the order from the service (OrderDetail), or show the file's copy and why. */
  async function openByNumber(orderNum: string): Promise<boolean> {
    const wanted = orderNum.trim();
    opening.value = wanted;
    openError.value = null;
    openNotice.value = null;
    const answer = await desk.orders.open({ orderNum: wanted });
    opening.value = null;
    if (!answer.ok) {
      openError.value = { orderNum: wanted, error: answer.error };
      return false;
    }
    if (answer.value.notice) openNotice.value = { orderNum: wanted, error: answer.value.notice };
    await select(answer.value.order.id);
    return true;
  }

  async function refresh(): Promise<void> {
    const current = selected.value;
    if (!current || refreshing.value) return;
    refreshing.value = true;
    detailError.value = null;
    const answer = await desk.orders.refresh({ orderId: current.id });
    refreshing.value = false;
    if (!answer.ok) {
      detailError.value = answer.error;
      return;
    }
    refreshed.value = answer.value.changes;
    await select(current.id, { keepNote: true });
  }

  let noteTimer: ReturnType<typeof setTimeout> | null = null;

  function typeNote(textTyped: string): void {
    noteText.value = textTyped;
    noteState.value = 'typing';
    if (noteTimer) clearTimeout(noteTimer);
    noteTimer = setTimeout(() => void flushNote(), NOTE_SAVE_DELAY_MS);
  }

  async function flushNote(): Promise<void> {
    if (noteTimer) clearTimeout(noteTimer);
    noteTimer = null;
    const order = selected.value;
    if (!order || noteState.value !== 'typing') return;
    noteState.value = 'saving';
    const textToSave = noteText.value;
    const saved = await desk.orders.saveNote({ orderId: order.id, text: textToSave });
    if (!saved.ok) {
      noteState.value = 'typing';
      detailError.value = saved.error;
      return;
    }
    if (noteText.value === textToSave && noteState.value === 'saving') noteState.value = 'saved';
    noteSavedAt.value = saved.value.updatedAt;
  }

  function requestOpen(): void {
    openRequested.value++;
  }

  return {
    query, choice, total, rows, searchMore, loaded, listError, fileStatus, searching,
    selected, detailError, opening, openError, openNotice, refreshing, refreshed,
    noteText, noteState, noteSavedAt, openRequested,
    start, leave, stop: list.stop, warm: list.warm, reload: list.reload, prefetchFirstRows: list.prefetch, firstRowsWithin: list.firstRowsWithin, firstRows,
    ensureRange: list.ensureRange, select, close, openByNumber, refresh, typeNote, flushNote, requestOpen,
  };
});
