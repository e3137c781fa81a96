/**
 * Everything sorting and filtering need, computed once per row when the results arrive, as
 * numbers in typed arrays indexed by row id. A comparison or a filter test is then an array read,
 * which keeps re-sorting and filtering thousands of rows well inside a frame.
 */
import type { ShoppingResults } from '@contract/domains/shopping';
import { checkedBaggageIncluded, headlineBaggage } from './baggage-wording';
import { journeyDuration } from './journey-duration';
import { flightSegments } from './journey-segments';
import { minuteOfDay, wallClockMinutes } from './local-time';
import { moneyValue } from './money-format';
import { passengerCounts, priceForFiltering } from './offer-price';
import type { ResultRow } from './result-rows';

export interface RowKeys {
  count: number;
  /** Total for all passengers; +Infinity when not quoted (sorts last). */
  total: Float64Array;
  perAdult: Float64Array;
  /** What the maximum-price filter compares (see priceForFiltering). */
  filterPrice: Float64Array;
  /** Sum of the journeys' durations; +Infinity when unknown. */
  duration: Float64Array;
  /**
   * First departure and first-journey arrival as minutes of the local wall clock (date + time of
   * the first segment / last segment of the FIRST journey). Local clocks of different airports are
   * compared as if they were one: fine for ordering results of one search, which all leave from
   * the same origin.
   */
  departure: Float64Array;
  arrival: Float64Array;
  /** Minutes since local midnight of the same two moments, for the time-window filters. */
  departureMinute: Int16Array;
  arrivalMinute: Int16Array;
  /** Most changes of plane on any journey. */
  maxStops: Uint8Array;
  /** 1 when checked baggage is known and more than none for the headline passenger type. */
  baggageIncluded: Uint8Array;
  /** Marketing carriers of each row, each once. */
  carriers: string[][];
}

const UNKNOWN = Number.POSITIVE_INFINITY;

export function computeRowKeys(results: ShoppingResults, rows: readonly ResultRow[]): RowKeys {
  const count = rows.length;
  const keys: RowKeys = {
    count,
    total: new Float64Array(count),
    perAdult: new Float64Array(count),
    filterPrice: new Float64Array(count),
    duration: new Float64Array(count),
    departure: new Float64Array(count),
    arrival: new Float64Array(count),
    departureMinute: new Int16Array(count),
    arrivalMinute: new Int16Array(count),
    maxStops: new Uint8Array(count),
    baggageIncluded: new Uint8Array(count),
    carriers: new Array<string[]>(count),
  };
  const counts = passengerCounts(results.search);
  for (let id = 0; id < count; id++) {
    const offer = (rows[id] as ResultRow).cheapest;
    keys.total[id] = orUnknown(moneyValue(offer.price.total));
    keys.perAdult[id] = orUnknown(moneyValue(offer.price.perAdult));
    keys.filterPrice[id] = priceForFiltering(offer.price, counts);
    keys.baggageIncluded[id] = checkedBaggageIncluded(headlineBaggage(offer.baggage)) ? 1 : 0;
    let duration = 0;
    let maxStops = 0;
    const carriers: string[] = [];
    offer.journeys.forEach((flightIndex, journey) => {
      const segments = flightSegments(results, flightIndex);
      duration += journeyDuration(results.flights[flightIndex], segments)?.minutes ?? UNKNOWN;
      maxStops = Math.max(maxStops, segments.length - 1);
      for (const segment of segments) if (!carriers.includes(segment.airline)) carriers.push(segment.airline);
      if (journey === 0) {
        const first = segments[0];
        const last = segments[segments.length - 1];
        keys.departure[id] = first ? orUnknown(wallClockMinutes(first.departDate, first.departTime)) : UNKNOWN;
        keys.arrival[id] = last ? orUnknown(wallClockMinutes(last.arriveDate, last.arriveTime)) : UNKNOWN;
        keys.departureMinute[id] = first ? orMinusOne(minuteOfDay(first.departTime)) : -1;
        keys.arrivalMinute[id] = last ? orMinusOne(minuteOfDay(last.arriveTime)) : -1;
      }
    });
    keys.duration[id] = duration;
    keys.maxStops[id] = maxStops;
    keys.carriers[id] = carriers;
  }
  return keys;
}

function orUnknown(value: number): number {
  return Number.isNaN(value) ? UNKNOWN : value;
}

function orMinusOne(value: number): number {
  return Number.isNaN(value) ? -1 : value;
}
