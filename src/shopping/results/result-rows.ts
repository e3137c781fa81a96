/**
 * One row per itinerary: offers for identical flights are grouped, their fares become the row's
 * fare options (cheapest first), and the row shows the cheapest.
 */
import type { CompactOffer, ShoppingResults } from '@contract/domains/shopping';
import { createItineraryKeyer } from './itinerary-key';
import { moneyValue } from './money-format';

export interface ResultRow {
  /** Position in the row list; stable for one set of results. */
  readonly id: number;
  readonly key: string;
  /** The fare options of this itinerary, cheapest first. Never empty. */
  readonly offers: readonly CompactOffer[];
  readonly cheapest: CompactOffer;
}

/** Cheaper first: total (not quoted last), then per adult, then the service's order. */
export function compareOfferPrices(a: CompactOffer, b: CompactOffer): number {
  return compareNumbers(priceKey(a.price.total), priceKey(b.price.total))
    || compareNumbers(priceKey(a.price.perAdult), priceKey(b.price.perAdult))
    || a.index - b.index;
}

/** Rows in the order their first offer came from the service. Linear in the number of offers. */
export function groupOffersIntoRows(results: ShoppingResults): ResultRow[] {
  const keyOf = createItineraryKeyer(results);
  const groups = new Map<string, CompactOffer[]>();
  for (const offer of results.offers) {
    const key = keyOf(offer);
    const group = groups.get(key);
    if (group) group.push(offer);
    else groups.set(key, [offer]);
  }
  const rows: ResultRow[] = [];
  for (const [key, offers] of groups) {
    if (offers.length > 1) offers.sort(compareOfferPrices);
    rows.push({ id: rows.length, key, offers, cheapest: offers[0] as CompactOffer });
  }
  return rows;
}

function priceKey(amount: string | null): number {
  const value = moneyValue(amount);
  return Number.isNaN(value) ? Number.POSITIVE_INFINITY : value;
}

/** Safe with infinities (Infinity − Infinity is NaN, which would break a sort). */
export function compareNumbers(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
