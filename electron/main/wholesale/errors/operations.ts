/**
 * The seven operations of the wholesale buyer API, by the names the desk uses for them.
 * Error codes are looked up per operation because the same code means different things on
 * different operations (B024 is a time-out on Shopping but "already paid" on Ticketing).
 */
export const WHOLESALE_OPERATIONS = [
  'shopping',
  'precisePricing',
  'ticketing',
  'modifyOrderStatus',
  'ancillaryOrderDetail',
  'checkReimbursed',
  'refundRequest',
] as const;

export type WholesaleOperation = (typeof WHOLESALE_OPERATIONS)[number];

export function isWholesaleOperation(value: unknown): value is WholesaleOperation {
  return typeof value === 'string' && (WHOLESALE_OPERATIONS as readonly string[]).includes(value);
}
