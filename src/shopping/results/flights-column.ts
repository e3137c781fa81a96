/**
 * How many flight numbers the results' widest journey line shows. The flights column is sized for
 * it (ResultsTable.vue), once per set of results, so the column never cuts a flight number and
 * keeps one width while the agent sorts and filters.
 */
import type { RowKeys } from './row-keys';

/** At least 1; a journey of n segments shows n flight numbers (maxStops is segments − 1). */
export function mostFlightsPerJourney(keys: Pick<RowKeys, 'maxStops'>): number {
  let most = 0;
  for (const stops of keys.maxStops) if (stops > most) most = stops;
  return most + 1;
}
