/**
 * One label per status, from one table (issue 23, finding 12): the table is `text.orders.status`
 * in the dictionaries (tests/component/ui-text/one-status-table.test.ts); no other source file of
 * src/ may key an object by status codes (`ISS_PRC: 'Ticket issuing'`), which is how a second
 * table with its own words appeared in Ancillaries.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_KEYS } from '../../../electron/contract/domains/order-status';

const SRC = join(__dirname, '../../../src');
const KEYS: ReadonlySet<string> = new Set(ORDER_STATUS_KEYS);

/** The status codes a source keys an object by (`ISSED: …`, `'ISS_PRC': …`). */
function statusKeysIn(source: string): string[] {
  return [...new Set([...source.matchAll(/(?:^|[\s{,])['"]?([A-Z][A-Z_]+)['"]?\s*:/g)].map((match) => match[1] ?? '').filter((key) => KEYS.has(key)))];
}

describe('no status → label map outside the dictionaries', () => {
  it('finds a map keyed by status codes (the scan’s own case)', () => {
    expect(statusKeysIn("const LABELS = { ISS_PRC: 'Ticket issuing', ISSED: 'Issued' };")).toEqual(['ISS_PRC', 'ISSED']);
    expect(statusKeysIn("const PAID = new Set(['ISS_PRC', 'ISSED']);")).toEqual([]);
  });

  it('src/ has none but the dictionaries', () => {
    const files = (readdirSync(SRC, { recursive: true }) as string[]).filter((file) => /\.(ts|vue)$/.test(file) && !file.startsWith('ui-text'));
    expect(files.filter((file) => statusKeysIn(readFileSync(join(SRC, file), 'utf8')).length >= 2)).toEqual([]);
  });
});
