/** Sort orders of the results, on the precomputed row keys (never re-reading offers). */
import type { RowKeys } from './row-keys';

export const SORT_ORDERS = ['price', 'duration', 'departure', 'arrival'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * Sorts row ids in place and returns them. Every order is ascending with unknown values last and
 * ties broken by price, then by the service's order, so the result is deterministic.
 *  - price: total (not quoted last), then per adult;
 *  - duration: the journeys' durations added up;
 *  - departure / arrival: the first journey's local departure / arrival date and time.
 */
export function sortRowIds(ids: number[], keys: RowKeys, order: SortOrder): number[] {
  const { total, perAdult } = keys;
  const byPrice = (a: number, b: number) => compare(total[a] as number, total[b] as number) || compare(perAdult[a] as number, perAdult[b] as number) || a - b;
  if (order === 'price') return ids.sort(byPrice);
  const primary = order === 'duration' ? keys.duration : order === 'departure' ? keys.departure : keys.arrival;
  return ids.sort((a, b) => compare(primary[a] as number, primary[b] as number) || byPrice(a, b));
}

/** Infinity-safe (Infinity − Infinity would be NaN). */
function compare(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
