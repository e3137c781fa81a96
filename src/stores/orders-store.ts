import type { FiledOrder, OrderFileStatus, OrderFilters, OrderRow, OrderChange, SearchTier } from '@contract/domains/orders';
import type { OrderKind, OrderStatusGroup } from '@contract/domains/order-status';
import type { DeskError } from '@contract/result';
import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import { useDesk } from '../bridge/use-desk';
import { useHostLink } from '../bridge/use-host-link';

/** Rows fetched per call while the agent scrolls the whole file (the list is virtualised). */
export const ORDER_PAGE = 200;
/** The first answer carries one screen of rows and no more: the list paints sooner (the rest come as it scrolls). */
const FIRST_ROWS = 48;
/** How many results a search shows: ranked, so the ones wanted are at the top. */
export const SEARCH_LIMIT = 200;
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
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter bar's choices as the contract's filters; a date not yet typed whole is left out. */
export function filtersOf(choice: OrderFilterChoice): OrderFilters {
  const filters: OrderFilters = {};
  if (choice.kind) filters.kinds = [choice.kind];
  if (choice.group) filters.groups = [choice.group];
  if (choice.profileId) filters.profileIds = [choice.profileId];
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
  const choice = ref<OrderFilterChoice>({ kind: '', group: '', profileId: '', from: '', to: '' });
  const total = ref(0);
  /** Rows by position; a sparse array filled page by page (shallow: rows are replaced, never edited). */
  const rows = shallowRef<(OrderRow & { tier?: SearchTier })[]>([]);
  const searchMore = ref(false);
  const loaded = ref(false);
  const listError = ref<DeskError | null>(null);
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

  const searching = computed(() => query.value.trim() !== '');
  /** Every reload has a number; an answer is shown unless a later one is already shown or the list asked for changed. */
  let generation = 0;
  let shownGeneration = 0;
  const pagesAsked = new Set<number>();
  let unsubscribe: (() => void) | null = null;
  let changedTimer: ReturnType<typeof setTimeout> | null = null;
  const changedIds = new Set<number>();
  /** The window of positions the list last showed (asked for again when a reload replaces the rows). */
  let lastRange: { start: number; end: number } | null = null;

  /**
   * Whether the rows held follow the file: shown while listening for filed orders, with the event
   * stream never dropped since. A change filed since is already on its way to them (showChanges),
   * exactly as on the open screen, so entering the screen shows them at once and asks for nothing.
   */
  let rowsFollowFile = false;
  /** The list (search and filters) the rows held are for. */
  let heldKey: string | null = null;
  /** Whether the Orders screen shows the list (it coalesces changes faster and reads the file's status). */
  let onScreen = false;
  // In browser mode the events come over a stream that can drop: events sent while it was down are
  // missed, so the rows held no longer follow the file (entering the screen asks again).
  watch(useHostLink(), (state) => state !== 'connected' && (rowsFollowFile = false), { flush: 'sync' });

  /** The rows held can be shown as the screen's first rows, with no call to main. */
  const rowsShowable = () => rowsFollowFile && heldKey === listKey();

  /** The screen shows the list: its status, and every order filed elsewhere shown within CHANGED_COALESCE_MS. */
  function start(): void {
    onScreen = true;
    void refreshStatus();
    listen();
  }

  /** The screen is left: the rows keep following the file, more lazily, and the status waits for the next visit. */
  function leave(): void {
    onScreen = false;
  }

  /** Listens for orders filed elsewhere (kept while the desk runs, so the rows follow the file off screen too). */
  function listen(): void {
    unsubscribe ??= desk.on('orders.changed', (changed) => {
      changed.orderIds.forEach((id) => changedIds.add(id));
      changedTimer ??= setTimeout(showChanges, onScreen ? CHANGED_COALESCE_MS : OFF_SCREEN_COALESCE_MS);
    });
  }

  /**
   * At the desk's start: listen, and fetch the first screen of rows ahead, so Alt+7 (from any
   * screen, at any time) shows them without a round trip to main.
   */
  function warm(): void {
    listen();
    if (!loaded.value && !prefetched) askFirstRows();
  }

  function showChanges(): void {
    changedTimer = null;
    void reload();
    if (onScreen) void refreshStatus();
    // The open order changed (a new answer, or the audit line of a failed call): show it again,
    // keeping what the agent is typing and the error of the call that just failed.
    if (selected.value && changedIds.has(selected.value.id)) void select(selected.value.id, { keepNote: noteState.value !== 'saved', keepError: true });
    changedIds.clear();
  }

  function stop(): void {
    unsubscribe?.();
    unsubscribe = null;
    rowsFollowFile = false;
    if (changedTimer) clearTimeout(changedTimer);
    changedTimer = null;
    changedIds.clear();
  }

  /** What the list shows: the search typed and the filters chosen (an answer for another is dropped). */
  const listKey = () => JSON.stringify([query.value.trim(), filtersOf(choice.value)]);

  /** Whether the answer of reload `mine` (asked for `key`) may be shown; marks it shown. */
  function mayShow(mine: number, key: string): boolean {
    if (mine < shownGeneration || key !== listKey()) return false;
    shownGeneration = mine;
    return true;
  }

  /**
   * The list again from the start: after typing, a filter, or orders filed elsewhere. The first
   * screen of rows is shown as soon as it comes, even when a later reload of the same list is on
   * its way (a burst of filed orders must not hold back the first paint); a later answer replaces it.
   */
  async function reload(): Promise<void> {
    const mine = ++generation;
    const key = listKey();
    pagesAsked.clear();
    const filters = filtersOf(choice.value);
    if (searching.value) {
      const found = await desk.orders.search({ query: query.value.trim(), filters, limit: SEARCH_LIMIT });
      if (!mayShow(mine, key)) return;
      if (!found.ok) return listFailed(found.error);
      listError.value = null;
      rows.value = found.value.rows;
      total.value = found.value.rows.length;
      searchMore.value = found.value.more;
    } else {
      const page = await desk.orders.list({ filters, offset: 0, limit: FIRST_ROWS });
      if (!mayShow(mine, key)) return;
      if (!page.ok) return listFailed(page.error);
      listError.value = null;
      const next: OrderRow[] = new Array<OrderRow>(page.value.total);
      page.value.rows.forEach((row, index) => (next[index] = row));
      rows.value = next;
      total.value = page.value.total;
      searchMore.value = false;
      // Pages fetched while this answer was on its way were for the rows it replaced: the window in view is asked for again.
      pagesAsked.clear();
      if (lastRange) ensureRange(lastRange.start, lastRange.end);
    }
    loaded.value = true;
    heldKey = key;
    // A change filed while this answer was on its way has its own reload coming (showChanges).
    rowsFollowFile = unsubscribe !== null;
  }

  /** A list that could not be read: shown as such, and the rows held no longer follow the file (the change it was for is not in them). */
  function listFailed(error: DeskError): void {
    listError.value = error;
    rowsFollowFile = false;
  }

  /** The first rows asked for on the way to the screen (router), for the screen to wait on when it mounts. */
  let prefetched: Promise<void> | null = null;
  /** The list `prefetched` was asked for, and whether its answer is still on the way. */
  let prefetchedKey: string | null = null;
  let prefetchOnItsWay = false;

  function askFirstRows(): void {
    prefetchedKey = listKey();
    prefetchOnItsWay = true;
    prefetched = reload().finally(() => (prefetchOnItsWay = false));
  }

  function prefetchFirstRows(): void {
    if (rowsShowable()) {
      // A change filed while the screen was away (waiting for the lazier off-screen pace) is asked
      // for as soon as the screen is built: it comes with the rows held, and the change a moment after.
      if (changedTimer) {
        clearTimeout(changedTimer);
        changedTimer = setTimeout(showChanges, 0);
      }
      return;
    }
    // Alt+7 pressed while the rows asked for at the desk's start are on their way: wait for those.
    if (prefetched && prefetchOnItsWay && prefetchedKey === listKey()) return;
    askFirstRows();
  }

  /** Resolves when the first rows asked for on the way here are in, or after `ms`, whichever comes first. */
  function firstRowsWithin(ms: number): Promise<void> {
    if (!prefetched) return Promise.resolve();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
    return Promise.race([prefetched, cap]).finally(() => clearTimeout(timer));
  }

  /** The screen's first rows: the answer already asked for on the way here, or a new one. */
  function firstRows(): Promise<void> {
    onScreen = true;
    const answer = prefetched ?? (rowsShowable() ? Promise.resolve() : reload());
    prefetched = null;
    return answer;
  }

  /** Fetches the pages a window of positions needs (the virtualised list asks as it scrolls). */
  function ensureRange(start: number, end: number): void {
    lastRange = { start, end };
    if (searching.value) return;
    for (let page = Math.floor(start / ORDER_PAGE); page * ORDER_PAGE < end; page++) {
      if (pagesAsked.has(page) || allLoaded(Math.max(start, page * ORDER_PAGE), Math.min(end, (page + 1) * ORDER_PAGE))) continue;
      pagesAsked.add(page);
      const mine = generation;
      void desk.orders.list({ filters: filtersOf(choice.value), offset: page * ORDER_PAGE, limit: ORDER_PAGE }).then((answer) => {
        if (mine !== generation || !answer.ok) return;
        // A new array, not the old one edited: the list compares the array it is given.
        const next = rows.value.slice();
        answer.value.rows.forEach((row, index) => (next[page * ORDER_PAGE + index] = row));
        rows.value = next;
      });
    }
  }

  function allLoaded(from: number, to: number): boolean {
    for (let position = from; position < to; position++) if (rows.value[position] === undefined) return false;
    return true;
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
    start, leave, stop, warm, reload, prefetchFirstRows, firstRowsWithin, firstRows, ensureRange, select, close, openByNumber, refresh, typeNote, flushNote, requestOpen,
  };
});
