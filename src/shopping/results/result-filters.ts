/** Filters of the results, applied with plain loops over the precomputed row keys. */
import type { RowKeys } from './row-keys';

/** 0 = non-stop, 1 = one stop, 2 = two or more; a row counts its journey with the most stops. */
export type StopsChoice = 0 | 1 | 2;
export const STOPS_CHOICES: readonly StopsChoice[] = [0, 1, 2];

/** Whole local hours: from ≤ time < to; 0–24 is the whole day. */
export interface HourWindow {
  from: number;
  to: number;
}

export interface ResultFilters {
  /** Empty: any number of stops. */
  stops: StopsChoice[];
  /**
   * Empty: any airline. Otherwise the row must fly at least one of these (as a marketing carrier,
   * on any segment): exactly the rows each airline's count in the filter counts, so "BA (20)"
   * checked alone shows those 20 rows.
   */
  airlines: string[];
  /** On the first journey's local departure time. */
  departure: HourWindow;
  /** On the first journey's local arrival time. */
  arrival: HourWindow;
  /** Checked baggage known and more than none (adults). */
  baggageIncluded: boolean;
  /** On the total; null: no maximum. */
  maxPrice: number | null;
}

export const WHOLE_DAY: Readonly<HourWindow> = { from: 0, to: 24 };

export function defaultFilters(): ResultFilters {
  return { stops: [], airlines: [], departure: { ...WHOLE_DAY }, arrival: { ...WHOLE_DAY }, baggageIncluded: false, maxPrice: null };
}

export function filtersActive(filters: ResultFilters): boolean {
  return filters.stops.length > 0
    || filters.airlines.length > 0
    || !isWholeDay(filters.departure)
    || !isWholeDay(filters.arrival)
    || filters.baggageIncluded
    || filters.maxPrice !== null;
}

function isWholeDay(window: HourWindow): boolean {
  return window.from <= 0 && window.to >= 24;
}

/** Ids of the rows passing every filter, ascending. */
export function filterRowIds(keys: RowKeys, filters: ResultFilters): number[] {
  const stopsAllowed = filters.stops.length === 0 ? null : new Set<number>(filters.stops);
  const airlines = filters.airlines.length === 0 ? null : new Set(filters.airlines);
  const departure = isWholeDay(filters.departure) ? null : filters.departure;
  const arrival = isWholeDay(filters.arrival) ? null : filters.arrival;
  const maxPrice = filters.maxPrice;
  const baggageIncluded = filters.baggageIncluded;
  const ids: number[] = [];
  for (let id = 0; id < keys.count; id++) {
    if (stopsAllowed && !stopsAllowed.has(Math.min(keys.maxStops[id] as number, 2))) continue;
    if (baggageIncluded && keys.baggageIncluded[id] !== 1) continue;
    if (maxPrice !== null && (keys.filterPrice[id] as number) > maxPrice) continue;
    if (departure && !inWindow(keys.departureMinute[id] as number, departure)) continue;
    if (arrival && !inWindow(keys.arrivalMinute[id] as number, arrival)) continue;
    if (airlines && !anyAmong(keys.carriers[id] ?? [], airlines)) continue;
    ids.push(id);
  }
  return ids;
}

function inWindow(minute: number, window: HourWindow): boolean {
  return minute >= 0 && minute >= window.from * 60 && minute < window.to * 60;
}

function anyAmong(carriers: readonly string[], chosen: ReadonlySet<string>): boolean {
  for (const carrier of carriers) if (chosen.has(carrier)) return true;
  return false;
}
