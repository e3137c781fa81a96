/**
 * The embedded sandbox: a faithful simulator of the wholesale buyer API over HTTP, standalone
 * product as well as the desk's default profile. It imports nothing from the desk.
 *
 *   const sandbox = await startSandbox({ port: 0 });
 *   // POST `${sandbox.baseUrl}/json/shoppingV8` with the demo partner's sign …
 *   await sandbox.close();
 *
 * docs/sandbox.md documents the data, every rule's triggering input, the order book, the faults,
 * the `/sandbox/` control routes (which are outside the partner API), and the booking path
 * (PreciseBooking, OrderPricing, Cancel, direct pricing) whose shapes are assumed from public
 * material, not in the specification.
 */
export { startSandbox, DEFAULT_REIMBURSEMENT_DELAY_MINUTES, type SandboxOptions, type RunningSandbox } from './sandbox-instance';
export { DEMO_PARTNER_ID, DEMO_PARTNER_KEY } from './demo-partner';
export { VALID_TAGS } from './fares/products';
export { signFor } from './protocol/signature';
export { OPERATION_PATHS, ASSUMED_OPERATION_IDS, NEWER_VERSION_PATHS, type OperationId, type SpecOperationId, type AssumedOperationId } from './protocol/operations';
export { BOOKING_AFTER_PRICING_MINUTES } from './operations/assumed/precise-booking';
export { DIRECT_PRICING_DEFAULT_PRODUCT } from './operations/assumed/direct-pricing';
export { TICKETING_AFTER_ORDER_PRICING_MINUTES } from './operations/ticketing';
export { REFUND_PRICING_IDS, SEED_CREDIT } from './orders/seed-order-book';
export { PRICING_FAILS_FLIGHT, SCHEDULE_CHANGED_FLIGHT, SOLD_OUT_FLIGHT } from './network/special-flights';
export { ALWAYS_SOLD_OUT_CODE, TWO_LETTER_CODE } from './fares/cabins';
export { NEAR_TAKE_OFF_MINUTES } from './operations/pricing-rules';
export { DEFAULT_SOLUTIONS, MAX_SOLUTIONS } from './operations/shopping';
export { DEFAULT_CONCURRENCY_LIMIT } from './faults/fault-registry';
export { parseFault, parseFaultList, formatFault, FaultSyntaxError } from './faults/fault-syntax';
export { FAULT_KINDS, type FaultRule, type FaultKind, type FaultTarget, type ActiveFault } from './faults/fault-rule';
export type {
  SandboxOrdersListing,
  SandboxOrderEntry,
  SandboxAirOrderEntry,
  SandboxRefundOrderEntry,
  SandboxAncillaryOrderEntry,
  SandboxPassengerEntry,
  SandboxSegmentEntry,
} from './orders/order-listing';
export type { CreateSandboxOrderRequest, CreateSandboxOrderPassenger } from './orders/create-test-order';
export type { SandboxClockView, SandboxFaultsView, SandboxInfo, SandboxRulesView, ExplainedSolution, SandboxAttachmentEntry, SandboxFilesView } from './server/control-routes';
export { MAX_ATTACHMENT_BYTES } from './operations/assumed/upload-attachment';
export type { SandboxRules } from './operations/operation-context';
export type { AirOrderState, RefundOrderState } from './orders/order-model';
