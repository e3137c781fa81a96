import { entriesOf } from './catalogue';
import type { CatalogueEntry } from './catalogue-entry';
import { normaliseCode } from './code';
import { matchesTemplate } from './message-template';
import type { WholesaleOperation } from './operations';

/**
 * The entry for a code the service answered. Where the operation lists the code more than once
 * (RefundRequest's two P001 rows, Ticketing's "Order has been paid" and time-out B024), the
 * message decides; when it matches neither, the first entry (the spec's own row) wins.
 */
export function findEntry(
  operation: WholesaleOperation,
  code: string,
  message: string | undefined,
): CatalogueEntry | undefined {
  const wanted = normaliseCode(code);
  const candidates = entriesOf(operation).filter((entry) => entry.code === wanted);
  if (candidates.length < 2 || message === undefined) return candidates[0];
  return candidates.find((entry) => matchesTemplate(entry.specMessage, message)) ?? candidates[0];
}
