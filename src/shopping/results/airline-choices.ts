/** The airlines the airline filter offers: every marketing carrier in the results, by code. */
import type { RowKeys } from './row-keys';

export interface AirlineChoice {
  code: string;
  name: string | null;
  /** Rows flying it (on any segment). */
  rows: number;
}

export function airlineChoices(keys: RowKeys, names: Readonly<Record<string, string>>): AirlineChoice[] {
  const counts = new Map<string, number>();
  for (const carriers of keys.carriers) for (const code of carriers) counts.set(code, (counts.get(code) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([code, rows]) => ({ code, name: names[code] ?? null, rows }));
}
