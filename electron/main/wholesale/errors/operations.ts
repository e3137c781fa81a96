/**
 * The operations of the wholesale buyer API, by the names the desk uses for them: the seven of the
 * specification, then the booking path whose shapes are ASSUMED FROM PUBLIC MATERIAL, NOT IN THE
 * SPECIFICATION (their modules live in `operations/assumed/`, their codes in
 * `errors/tables/assumed/`; docs/architecture.md, "Assumed operations").
 * Error codes are looked up per operation because the same code means different things on
 * different operations (B024 is a time-out on Shopping but "already paid" on Ticketing; B022 is
 * a passenger's age in booking but insufficient credit in Ticketing).
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

/**
 * Operations the specification only names; shapes from public material (lower trust), or for
 * the attachment upload, whose shape is public nowhere, the desk's own documented assumption.
 */
export const ASSUMED_OPERATIONS = ['preciseBooking', 'orderPricing', 'cancel', 'uploadAttachment', 'orderDetail'] as const;

export type SpecOperation = (typeof WHOLESALE_OPERATIONS)[number];
export type AssumedOperation = (typeof ASSUMED_OPERATIONS)[number];
export type WholesaleOperation = SpecOperation | AssumedOperation;

/** Every operation the desk knows, the specification's first. */
export const ALL_OPERATIONS: readonly WholesaleOperation[] = [...WHOLESALE_OPERATIONS, ...ASSUMED_OPERATIONS];

export function isWholesaleOperation(value: unknown): value is WholesaleOperation {
  return typeof value === 'string' && (ALL_OPERATIONS as readonly string[]).includes(value);
}

export function isAssumedOperation(value: WholesaleOperation): value is AssumedOperation {
  return (ASSUMED_OPERATIONS as readonly string[]).includes(value);
}
