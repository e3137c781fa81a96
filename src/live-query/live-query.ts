import type { DeskApi } from '@contract/desk-api';
import type { DeskEventName, DeskEvents } from '@contract/events';
import type { DeskError, DeskResult } from '@contract/result';
import { ref, shallowRef, watch, type Ref } from 'vue';
import type { HostLinkState } from '../bridge/host-link';

/** One answer of a list: its rows, how many the whole list has, what else it said, where it goes on. */
export interface LivePage<Row, Info, Cursor> {
  rows: readonly Row[];
  /** Rows in the whole list: positions past `rows` are read as a window reaches them (or page after page). */
  total: number;
  /** Whatever else the answer said about the list (a search's "more", the environment read). */
  info: Info;
  /** Where the next page starts (read in quiet moments until null); null or absent when there is none. */
  next?: Cursor | null;
}

/**
 * How a list is read. Every read of a list goes through one of these (src/live-query/sources/):
 * the stores never call a list operation themselves.
 */
export interface LiveSource<Row, Info, Cursor = never> {
  /** The list's first rows, as the store's choices (search, filters) now ask. */
  first(): Promise<DeskResult<LivePage<Row, Info, Cursor>>>;
  /** The rows at positions [offset, offset + limit): a window reached by scrolling. */
  at?(offset: number, limit: number): Promise<DeskResult<readonly Row[]>>;
  /** The page after `cursor`, read after the first in quiet moments until the list is whole. */
  after?(cursor: Cursor): Promise<DeskResult<LivePage<Row, Info, Cursor>>>;
  /** The rows of these ids as the file has them now (ids no longer in the list come back absent): a patch, not a reload. */
  rowsOf?(ids: readonly number[]): Promise<DeskResult<readonly Row[]>>;
}

/** What an event means for the list: these ids changed, the list is another list now ('all'), or nothing (null). */
type EventEffect = readonly number[] | 'all' | null;

/** A change event the list follows; `effect` runs for every such event (a store may do its own bookkeeping there too). */
interface LiveEvent<E extends DeskEventName = DeskEventName> {
  name: E;
  effect: (payload: DeskEvents[E]) => EventEffect;
}

/** Declares a followed event with its payload typed. */
export function onEvent<E extends DeskEventName>(name: E, effect: (payload: DeskEvents[E]) => EventEffect): LiveEvent {
  return { name, effect } as unknown as LiveEvent;
}

/** How the rows changed: replaced whole (a read), or some merged in (a patch). */
export type RowsUpdate<Row> = { kind: 'replaced'; rows: readonly Row[] } | { kind: 'merged'; rows: readonly Row[]; replaced: readonly Row[]; fresh: readonly Row[] };

interface LiveQueryOptions<Row, Info, Cursor> {
  desk: Pick<DeskApi, 'on'>;
  source: LiveSource<Row, Info, Cursor>;
  /** What the rows are for (the search typed, the filters): an answer asked for another key is dropped. */
  key?: () => string;
  /** The change events that concern the list. */
  events: readonly LiveEvent[];
  /** How long changed ids are gathered before they are shown (one read for a burst, not one each). */
  batchMs: number | (() => number);
  /** Rows per window read (`at`). */
  pageSize?: number;
  /** Waited for between follow-on pages (`after`): the first rows and the agent's work go first. */
  between?: () => Promise<void>;
  /** Puts patched rows into the list (a known row where it stands, a new one where it belongs). */
  merge?: (current: readonly Row[], fresh: readonly Row[]) => { rows: Row[]; replaced: Row[] };
  /** The desk's link to main (browser mode): while it is down events are missed, so the rows no longer follow the file. */
  link?: Ref<HostLinkState>;
  /** The rows changed (a store keeps an index of them, for example). */
  onRows?: (update: RowsUpdate<Row>) => void;
  /** Every page is in (the list is whole). */
  onComplete?: () => void;
  /** A batch of changes is being shown (after its read was asked for): the ids it carried. */
  onBatch?: (ids: ReadonlySet<number>) => void;
}

/**
 * A live query: a list read from main that keeps itself current. Its rows come a page at a time
 * (a first screen at once, the rest as a window reaches them or in quiet moments), the change
 * events that concern it are gathered and shown together (a reload, or a patch of the rows
 * that changed), an answer to an older request never replaces a newer one, and it knows whether
 * the rows it holds still follow the file (they stop when the event stream drops or a read fails),
 * so a screen can show them at once without asking main. Works with the service offline: every
 * read is of the order file in main.
 */
export function createLiveQuery<Row, Info, Cursor = never>(options: LiveQueryOptions<Row, Info, Cursor>) {
  const { desk, source } = options;
  /** Rows by position; sparse while a window has not reached them (shallow: rows are replaced, never edited). */
  const rows = shallowRef<Row[]>([]);
  const total = ref(0);
  const info = shallowRef<Info | null>(null);
  /** Some rows are in. */
  const loaded = ref(false);
  /** Every page after the first is in (follow-on pages), or there were none. */
  const complete = ref(false);
  /** The last read of the list that failed (cleared by one that succeeds). */
  const error = shallowRef<DeskError | null>(null);

  /** Every read has a number; an answer is shown unless a later one is already shown or the key changed. */
  let generation = 0;
  let shownGeneration = 0;
  /** Bumped by an event that makes the list another list ('all'): answers asked before it are for the old one. */
  let epoch = 0;
  const pagesAsked = new Set<number>();
  let lastRange: { start: number; end: number } | null = null;
  let unsubscribe: (() => void)[] | null = null;
  let batchTimer: ReturnType<typeof setTimeout> | null = null;
  const changedIds = new Set<number>();
  /** Whether the rows held follow the file: read while listening, with the event stream never dropped since. */
  let follows = false;
  /** The key the rows held were read for. */
  let heldKey: string | null = null;

  const keyNow = () => `${epoch}:${options.key?.() ?? ''}`;
  const batchDelay = () => (typeof options.batchMs === 'function' ? options.batchMs() : options.batchMs);

  if (options.link) watch(options.link, (state) => state !== 'connected' && (follows = false), { flush: 'sync' });

  function setRows(next: Row[]): void {
    rows.value = next;
    options.onRows?.({ kind: 'replaced', rows: next });
  }

  /** Starts following the events (once; kept until stop). */
  function listen(): void {
    unsubscribe ??= options.events.map((event) =>
      desk.on(event.name, (payload) => {
        const effect = event.effect(payload as never);
        if (effect === null) return;
        if (effect === 'all') {
          epoch += 1;
          void reload();
          return;
        }
        // Nothing to patch before the first rows are in: the read under way brings the change.
        if (options.source.rowsOf && !loaded.value) return;
        effect.forEach((id) => changedIds.add(id));
        batchTimer ??= setTimeout(() => void flush(), batchDelay());
      }),
    );
  }

  /** Shows the changes gathered now (a reload, or a patch of their rows), instead of when the batch is due. */
  async function flush(): Promise<void> {
    if (batchTimer) clearTimeout(batchTimer);
    batchTimer = null;
    const ids = new Set(changedIds);
    changedIds.clear();
    if (options.source.rowsOf) {
      options.onBatch?.(ids);
      if (ids.size === 0) return;
      const fresh = await options.source.rowsOf([...ids]);
      if (fresh.ok && fresh.value.length > 0) put(fresh.value);
      return;
    }
    const reading = reload();
    options.onBatch?.(ids);
    await reading;
  }

  function stop(): void {
    unsubscribe?.forEach((off) => off());
    unsubscribe = null;
    follows = false;
    if (batchTimer) clearTimeout(batchTimer);
    batchTimer = null;
    changedIds.clear();
  }

  /** Whether the answer of read `mine` (asked for `key`) may be shown; marks it shown. */
  function mayShow(mine: number, key: string): boolean {
    if (mine < shownGeneration || key !== keyNow()) return false;
    shownGeneration = mine;
    return true;
  }

  /**
   * The list again from the start. Its first rows are shown as soon as they come, even when a later
   * read of the same list is on its way (a burst of changes must not hold back the first paint); a
   * later answer replaces them. Pages after the first stop when a newer read starts.
   */
  async function reload(): Promise<void> {
    const mine = ++generation;
    const key = keyNow();
    pagesAsked.clear();
    const first = await source.first();
    if (!mayShow(mine, key)) return;
    if (!first.ok) return failed(first.error);
    error.value = null;
    info.value = first.value.info;
    total.value = first.value.total;
    const next = new Array<Row>(first.value.rows.length === first.value.total || !source.at ? first.value.rows.length : first.value.total);
    first.value.rows.forEach((row, index) => (next[index] = row));
    complete.value = !first.value.next;
    setRows(next);
    // Pages read while this answer was on its way were for the rows it replaced: the window in view is asked for again.
    pagesAsked.clear();
    if (lastRange) ensureRange(lastRange.start, lastRange.end);
    loaded.value = true;
    heldKey = key;
    // A change filed while this answer was on its way has its own read coming (the batch).
    follows = unsubscribe !== null;
    let cursor = first.value.next;
    while (cursor != null && source.after) {
      await (options.between?.() ?? Promise.resolve());
      if (mine !== generation) return;
      const page = await source.after(cursor);
      if (mine !== generation) return;
      if (!page.ok) return failed(page.error);
      total.value = page.value.total;
      info.value = page.value.info;
      // Merged: a row read again by a patch meanwhile is not doubled.
      setRows(options.merge ? options.merge(rows.value, page.value.rows).rows : [...rows.value, ...page.value.rows]);
      cursor = page.value.next;
    }
    complete.value = true;
    options.onComplete?.();
  }

  /** A read that failed: shown as such, and the rows held no longer follow the file (the change it was for is not in them). */
  function failed(reason: DeskError): void {
    error.value = reason;
    follows = false;
  }

  /** Fresh rows put in place (a patch, or a row the agent just added). */
  function put(fresh: readonly Row[]): void {
    if (!options.merge) throw new Error('live query: put needs a merge');
    const merged = options.merge(rows.value, fresh);
    rows.value = merged.rows;
    options.onRows?.({ kind: 'merged', rows: merged.rows, replaced: merged.replaced, fresh });
  }

  /** Reads the pages a window of positions needs (a virtualised list asks as it scrolls). */
  function ensureRange(start: number, end: number): void {
    lastRange = { start, end };
    const size = options.pageSize;
    const readAt = source.at;
    if (!size || !readAt) return;
    const last = Math.min(end, total.value);
    for (let page = Math.floor(start / size); page * size < last; page++) {
      if (pagesAsked.has(page) || allLoaded(Math.max(start, page * size), Math.min(last, (page + 1) * size))) continue;
      pagesAsked.add(page);
      const mine = generation;
      void readAt(page * size, size).then((answer) => {
        if (mine !== generation || !answer.ok) return;
        // A new array, not the old one edited: the list compares the array it is given.
        const next = rows.value.slice();
        answer.value.forEach((row, index) => (next[page * size + index] = row));
        setRows(next);
      });
    }
  }

  function allLoaded(from: number, to: number): boolean {
    for (let position = from; position < to; position++) if (rows.value[position] === undefined) return false;
    return true;
  }

  /** The rows held can be a screen's first rows, with no call to main. */
  const showable = () => follows && heldKey === keyNow();

  /** The first rows asked for ahead (at the desk's start, on the way to the screen), for the screen to wait on. */
  let prefetched: Promise<void> | null = null;
  let prefetchedKey: string | null = null;
  let prefetchOnItsWay = false;

  function askFirstRows(): void {
    prefetchedKey = keyNow();
    prefetchOnItsWay = true;
    prefetched = reload().finally(() => (prefetchOnItsWay = false));
  }

  /** At the desk's start: listen, and read the first rows ahead, so the screen shows them without a round trip. */
  function warm(): void {
    listen();
    if (!loaded.value && !prefetched) askFirstRows();
  }

  /** On the way to the screen: the rows held if they follow the file, the read already under way, or a new one. */
  function prefetch(): void {
    if (showable()) {
      // A change gathered while the screen was away (at a lazier pace) is shown as soon as the screen is built.
      if (batchTimer) {
        clearTimeout(batchTimer);
        batchTimer = setTimeout(() => void flush(), 0);
      }
      return;
    }
    if (prefetched && prefetchOnItsWay && prefetchedKey === keyNow()) return;
    askFirstRows();
  }

  /** Resolves when the first rows asked for ahead are in, or after `ms`, whichever comes first. */
  function firstRowsWithin(ms: number): Promise<void> {
    if (!prefetched) return Promise.resolve();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
    return Promise.race([prefetched, cap]).finally(() => clearTimeout(timer));
  }

  /** The screen's first rows: the answer already asked for ahead, the rows held, or a new read. */
  function firstRows(): Promise<void> {
    const answer = prefetched ?? (showable() ? Promise.resolve() : reload());
    prefetched = null;
    return answer;
  }

  return { rows, total, info, loaded, complete, error, listen, stop, reload, flush, put, ensureRange, warm, prefetch, firstRowsWithin, firstRows, showable };
}
