import { displayFlightNumber } from '@contract/domains/flight-number';
import type { CompactOffer, ShoppingResults, ShoppingSearchInput } from '@contract/domains/shopping';
import { decodeShoppingResults } from '@contract/domains/shopping-wire';
import type { DeskError } from '@contract/result';
import { defineStore } from 'pinia';
import { markRaw, ref, shallowRef } from 'vue';
import { cancellableCall, SUPERSEDED } from '../bridge/cancellable-call';
import { useDesk } from '../bridge/use-desk';
import { dropOnProfileSwitch, isCallError } from './notices-of-profile';

/** Performance marks (read by `npm run bench`): search sent, results in hand, first rows on screen. */
export const SEARCH_SUBMITTED = 'desk:search-submitted';
export const RESULTS_RECEIVED = 'desk:results-received';
export const FIRST_ROWS_PAINTED = 'desk:first-rows-painted';

export type SearchStatus = 'idle' | 'searching' | 'done' | 'failed';
/** Why the results on screen are not those of the latest search asked for. */
export type PreviousReason = 'searching' | 'failed' | 'cancelled';
const ENTRY_HISTORY_KEPT = 50;
export type FocusTarget = 'form' | 'results';

/**
 * The Shopping screen's state. Results are held raw (markRaw): thousands of offers must not be
 * deep-proxied by Vue; the results panel treats them as immutable.
 */
export const useShoppingStore = defineStore('shopping', () => {
  const desk = useDesk();
  const results = shallowRef<ShoppingResults | null>(null);
  const status = ref<SearchStatus>('idle');
  const call = cancellableCall(desk, 'search');
  const startedAt = call.startedAt;
  const error = shallowRef<DeskError | null>(null);
  const lastInput = shallowRef<ShoppingSearchInput | null>(null);
  /** Where the screen should put focus next time it can (set by other screens). */
  const focusRequest = ref<FocusTarget | null>(null);
  /**
   * Set while the results on screen belong to an earlier search than the latest one asked for
   * (it is running, failed or was cancelled): the screen labels them as the previous search, so
   * they are never taken for the answer to the new one (walkthrough).
   */
  const previousBecause = ref<PreviousReason | null>(null);
  /** Entry lines typed this session, newest first (the entry line's ↑ recall). */
  const entryHistory = ref<string[]>([]);
  let restored = false;

  async function search(input: ShoppingSearchInput): Promise<void> {
    performance.clearMarks(SEARCH_SUBMITTED);
    performance.mark(SEARCH_SUBMITTED);
    lastInput.value = input;
    error.value = null;
    status.value = 'searching';
    previousBecause.value = results.value ? 'searching' : null;
    performance.clearMarks(RESULTS_RECEIVED);
    performance.clearMarks(FIRST_ROWS_PAINTED);
    const result = await call.run((options) => desk.shopping.search(input, options));
    if (result === SUPERSEDED) return; // cancelled, or a newer search is running
    if (result.ok) {
      performance.mark(RESULTS_RECEIVED);
      results.value = markRaw(decodeShoppingResults(result.value));
      previousBecause.value = null;
      status.value = 'done';
      focusRequest.value = 'results';
    } else if (result.error.kind === 'cancelled') {
      cancelled();
    } else {
      error.value = result.error;
      status.value = 'failed';
      if (results.value) previousBecause.value = 'failed';
    }
  }

  function cancelled(): void {
    status.value = results.value ? 'done' : 'idle';
    if (results.value) previousBecause.value = 'cancelled';
  }

  async function cancel(): Promise<void> {
    if (await call.cancel()) cancelled();
  }

  /**
   * The failed search's notice is over once the agent asks for something else (a new entry, read
   * or not) or switches profile (issue 23, finding 3): a B039 never stands beside a later,
   * unrelated entry-line error.
   */
  function dismissError(): void {
    if (!error.value || error.value.kind === 'validation') return;
    error.value = null;
    if (status.value === 'failed') status.value = results.value ? 'done' : 'idle';
  }
  dropOnProfileSwitch(desk, () => {
    if (isCallError(error.value)) dismissError();
  });

  function rememberEntry(line: string): void {
    entryHistory.value = [line, ...entryHistory.value.filter((earlier) => earlier !== line)].slice(0, ENTRY_HISTORY_KEPT);
  }

  async function repeatLastSearch(): Promise<void> {
    if (lastInput.value) await search(lastInput.value);
  }

  /** Reopens a stored search (offline: no call to the service). */
  async function open(searchId: string): Promise<boolean> {
    const result = await desk.shopping.load({ searchId });
    if (!result.ok) {
      error.value = result.error;
      return false;
    }
    results.value = markRaw(decodeShoppingResults(result.value));
    lastInput.value = result.value.search;
    error.value = null;
    previousBecause.value = null;
    status.value = 'done';
    return true;
  }

  /** Once per session: the latest stored search comes back after a restart. */
  async function restoreLatest(): Promise<ShoppingResults | null> {
    if (restored || results.value) return results.value;
    restored = true;
    const recent = await desk.shopping.recent();
    const latest = recent.ok ? recent.value.find((entry) => entry.resultsStored) : undefined;
    if (latest) await open(latest.searchId);
    return results.value;
  }

  function requestFocus(target: FocusTarget): void {
    focusRequest.value = target;
  }

  function takeFocusRequest(): FocusTarget | null {
    const target = focusRequest.value;
    focusRequest.value = null;
    return target;
  }

  return {
    results, status, startedAt, error, lastInput, focusRequest, previousBecause, entryHistory,
    search, cancel, repeatLastSearch, open, restoreLatest, requestFocus, takeFocusRequest, rememberEntry, dismissError,
  };
});

/** "CA1501 PEK → SHA Sat 12 Dec": how an offer is named in progress lines. */
export function offerLabel(results: ShoppingResults, offer: CompactOffer): string {
  return offer.journeys
    .map((flightIndex) => {
      const flight = results.flights[flightIndex];
      const first = flight ? results.segments[flight.segments[0] ?? -1] : undefined;
      const last = flight ? results.segments[flight.segments.at(-1) ?? -1] : undefined;
      return first && last ? `${displayFlightNumber(first.airline, first.flightNumber)} ${first.from} → ${last.to} ${first.departDate}` : '';
    })
    .join(', ');
}
