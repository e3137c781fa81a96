/**
 * The error catalogue: every code each operation can answer, with the spec's message and the words
 * an agent reads. Plain data (no functions), so it can be sent to the renderer or logged as is.
 */
import type { CatalogueEntry, OperationTable } from './catalogue-entry';
import { normaliseCode } from './code';
import type { WholesaleOperation } from './operations';
import { ANCILLARY_ORDER_DETAIL } from './tables/ancillary-order-detail';
import { CHECK_REIMBURSED } from './tables/check-reimbursed';
import { MODIFY_ORDER_STATUS } from './tables/modify-order-status';
import { PRECISE_PRICING } from './tables/precise-pricing';
import { REFUND_REQUEST } from './tables/refund-request';
import { SHOPPING } from './tables/shopping';
import { TICKETING } from './tables/ticketing';
import { CANCEL } from './tables/assumed/cancel';
import { ORDER_DETAIL } from './tables/assumed/order-detail';
import { ORDER_PRICING } from './tables/assumed/order-pricing';
import { PRECISE_BOOKING } from './tables/assumed/precise-booking';
import { UPLOAD_ATTACHMENT } from './tables/assumed/upload-attachment';

export type { CatalogueEntry } from './catalogue-entry';

const TABLES: Record<WholesaleOperation, OperationTable> = {
  shopping: SHOPPING,
  precisePricing: PRECISE_PRICING,
  ticketing: TICKETING,
  modifyOrderStatus: MODIFY_ORDER_STATUS,
  ancillaryOrderDetail: ANCILLARY_ORDER_DETAIL,
  checkReimbursed: CHECK_REIMBURSED,
  refundRequest: REFUND_REQUEST,
  // Assumed from public material, not in the specification: every entry is the desk's.
  preciseBooking: PRECISE_BOOKING,
  orderPricing: ORDER_PRICING,
  cancel: CANCEL,
  uploadAttachment: UPLOAD_ATTACHMENT,
  orderDetail: ORDER_DETAIL,
};

type Catalogue = Readonly<Record<WholesaleOperation, readonly CatalogueEntry[]>>;

/** Frozen all the way down: the catalogue is shared by every caller and must not drift. */
function frozen(record: Record<WholesaleOperation, readonly CatalogueEntry[]>): Catalogue {
  for (const entries of Object.values(record)) {
    entries.forEach((entry) => Object.freeze(entry));
    Object.freeze(entries);
  }
  return Object.freeze(record);
}

function mapTables(
  pick: (table: OperationTable) => readonly CatalogueEntry[],
): Record<WholesaleOperation, readonly CatalogueEntry[]> {
  const entries = Object.entries(TABLES).map(([operation, table]) => [operation, [...pick(table)]]);
  return Object.fromEntries(entries) as Record<WholesaleOperation, readonly CatalogueEntry[]>;
}

/** Per operation: the rows of part 7 first, in the spec's order, then the desk's own codes. */
export const CATALOGUE: Catalogue = frozen(mapTables((table) => [...table.spec, ...table.desk]));

/**
 * Per operation: only the codes the spec's part 7 does not list for it (part 8's concurrency limit,
 * and the desk's and sandbox's choices). Every entry here is also in CATALOGUE.
 */
export const DESK_ENTRIES: Catalogue = frozen(mapTables((table) => table.desk));

/** An operation's entries; empty for a name that is not an operation (callers may be untyped). */
export function entriesOf(operation: WholesaleOperation): readonly CatalogueEntry[] {
  return Object.hasOwn(CATALOGUE, operation) ? CATALOGUE[operation] : [];
}

/**
 * The entry for a code on an operation; the code is matched ignoring case and surrounding spaces.
 * Where an operation lists a code twice (RefundRequest's P001, Ticketing's B024), this is the
 * first, the spec's own row; `describeApiError` picks between them by the message.
 */
export function catalogueEntry(operation: WholesaleOperation, code: string): CatalogueEntry | undefined {
  const wanted = normaliseCode(code);
  return entriesOf(operation).find((entry) => entry.code === wanted);
}
