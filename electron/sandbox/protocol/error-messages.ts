/**
 * Error codes and messages per operation, exactly as part 7 of the specification writes them,
 * with two deliberate departures the real-world notes call for: B002 and B003 read
 * `Partner is not exists.` and `Illegal sign.` (with the period) on every operation.
 * Codes the specification does not give for an operation are the sandbox's documented choices
 * (docs/sandbox.md): they reuse the catalogue's wording so the desk can explain them.
 */
import { BOOKING_TIME_OUT } from './assumed-error-messages';
import { type OperationId } from './operations';

export const AUTH_MESSAGES = {
  B002: 'Partner is not exists.',
  B003: 'Illegal sign.',
} as const;

/**
 * Operations whose table uses the `XXX is illegal.` / `XXX is missing.` pair (P001/P002). The
 * booking path and OrderDetail (assumed operations) use it too, as Shopping and Pricing do.
 */
const DOTTED_FIELD_MESSAGES: ReadonlySet<OperationId> = new Set(['shopping', 'pricing', 'modifyOrder', 'ancillaryOrderDetail', 'preciseBooking', 'orderPricing', 'cancel', 'uploadAttachment', 'orderDetail']);

export interface CodedError {
  code: string;
  message: string;
}

/** A field that is present but unusable. */
export function illegalField(operation: OperationId, field: string): CodedError {
  if (operation === 'ticketing') return { code: 'P001', message: 'wrong parameter' };
  if (DOTTED_FIELD_MESSAGES.has(operation)) return { code: 'P001', message: `${field} is illegal.` };
  return { code: 'P001', message: `${field} is illegal` };
}

/**
 * A required field that is absent. Ticketing has only `wrong parameter`; RefundRequest lists
 * `xxx is missing` under P001; CheckReimbursed lists only `xxx is illegal`.
 */
export function missingField(operation: OperationId, field: string): CodedError {
  switch (operation) {
    case 'ticketing':
      return { code: 'P001', message: 'wrong parameter' };
    case 'refundRequest':
      return { code: 'P001', message: `${field} is missing` };
    case 'checkReimbursed':
      return { code: 'P001', message: `${field} is illegal` };
    default:
      return { code: 'P002', message: `${field} is missing.` };
  }
}

export function systemError(operation: OperationId): CodedError {
  return { code: 'S001', message: operation === 'shopping' || operation === 'pricing' ? 'System error.' : 'System error' };
}

export function concurrencyLimited(): CodedError {
  return { code: 'B035', message: 'Concurrency limited.' };
}

/**
 * The time-out answer: B024 with the operation's wording. Ticketing's own B024 row means "Order
 * has been paid"; a time-out fault on ticketing still says time-out, so only the message tells
 * them apart (as in reality). PreciseBooking's time-out is B012 (assumed, public material).
 */
export function timeOut(operation: OperationId): CodedError {
  if (operation === 'preciseBooking') return BOOKING_TIME_OUT;
  return { code: 'B024', message: operation === 'pricing' ? 'Pricing TimeOut.' : 'Time-out, please try later.' };
}

export const SHOPPING_ERRORS = {
  tooManyPassengers: { code: 'P004', message: 'The maximum number of passengers with seat is 9.' },
  noAdult: { code: 'P005', message: 'There should be at least one adult.' },
  tooManyInfants: { code: 'P009', message: 'The number of infant passengers can not exceed the number of adult passengers.' },
  shoppingFailed: { code: 'B014', message: 'Shopping failed.' },
  departureDate: { code: 'B038', message: 'Departure date must be today to a year.' },
  tooManyJourneys: { code: 'B066', message: 'Only 2 journeys can be supported, please check your itinerary.' },
  invalidTag: { code: 'B195', message: 'Invalid tag' },
} as const;

export function relatedDataNotFound(item: string): CodedError {
  return { code: 'B039', message: `Can't find the related data of ${item}.` };
}

export const PRICING_ERRORS = {
  pricingFailed: { code: 'B015', message: 'Pricing failed.' },
  nearTakeOff: { code: 'B016', message: "Flight near take-off, can't offer pricing service." },
  noPrice: { code: 'B020', message: 'Can not find any price for this flight.' },
  noSeats: { code: 'B021', message: 'The booking code you choose has only 0 seat available.' },
  segmentsDiffer: { code: 'B068', message: 'The segment detail is different between solutionid field and journey field.' },
} as const;

export const TICKETING_ERRORS = {
  statusInvalid: { code: 'B009', message: 'Order status is invalid' },
  unknownOrder: { code: 'B010', message: 'Order number not exist' },
  creditTooLow: { code: 'B022', message: 'Ticketing failed' },
  alreadyPaid: { code: 'B024', message: 'Order has been paid' },
} as const;

/** ModifyOrderStatus has no table: it reuses ticketing's order codes and B060 for real orders. */
export const MODIFY_ORDER_ERRORS = {
  unknownOrder: TICKETING_ERRORS.unknownOrder,
  statusInvalid: TICKETING_ERRORS.statusInvalid,
  notATestOrder: { code: 'B060', message: 'Interface is limited.' },
} as const;

export const ORDER_NOT_EXIST = { code: 'B037', message: 'Order is not exist' } as const;
export const INVALID_BUYER = { code: 'B048', message: 'Invalid buyer' } as const;

export const REIMBURSEMENT_ERRORS = {
  notARefundOrder: { code: 'B141', message: 'Order is not a refund order.' },
} as const;

export const REFUND_ERRORS = {
  notApplicableForPassenger: (name: string): CodedError => ({ code: 'B134', message: `Refund is not applicable for passenger ${name}` }),
  passengerNotInOrder: { code: 'B135', message: 'Passenger or ticket number is not in the order' },
  notAllPassengers: { code: 'B136', message: 'This is not all passengers and routings of the order, please kindly check' },
  refundPricingNotExist: { code: 'B137', message: 'RefundPricing is not exist' },
  sameRoutingOnce: { code: 'B145', message: 'Passenger(s) must request to refund same routing for one time.' },
  orderNotApplicable: (orderNum: string): CodedError => ({ code: 'B146', message: `Order#${orderNum} is not applicable for refund.` }),
  refundPricingExpired: (id: string): CodedError => ({ code: 'B149', message: `Refund Pricing ID#${id} has been expired.` }),
  useChangeOrder: { code: 'B150', message: 'This order was changed, please kindly use change order number.' },
  pnrListDiffersFromOrder: { code: 'B152', message: 'pnrList information is not same as order, please kindly check.' },
  duplicated: { code: 'B153', message: 'Duplicated refund request, please kindly check' },
  pnrListDiffersFromRefundPricing: { code: 'B154', message: 'pnrList information is not same as refund pricing ID, please kindly check' },
} as const;

/**
 * The wording the sandbox gives a code it is told to answer (the `error=<CODE>` fault) when the
 * fault brings no message of its own: the operation's own message where the sandbox knows it,
 * else a neutral one naming the code.
 */
export function messageForCode(operation: OperationId, code: string): string {
  const known: CodedError[] = [
    { code: 'B002', message: AUTH_MESSAGES.B002 },
    { code: 'B003', message: AUTH_MESSAGES.B003 },
    systemError(operation),
    concurrencyLimited(),
    ...(operation === 'ticketing' ? codedIn(TICKETING_ERRORS) : [timeOut(operation)]),
    ...(operation === 'shopping' ? codedIn(SHOPPING_ERRORS) : []),
    ...(operation === 'pricing' ? codedIn(PRICING_ERRORS) : []),
    ...(operation === 'modifyOrder' ? codedIn(MODIFY_ORDER_ERRORS) : []),
    ...(operation === 'checkReimbursed' ? [ORDER_NOT_EXIST, INVALID_BUYER, ...codedIn(REIMBURSEMENT_ERRORS)] : []),
    ...(operation === 'ancillaryOrderDetail' ? [ORDER_NOT_EXIST] : []),
    ...(operation === 'refundRequest' ? [ORDER_NOT_EXIST, INVALID_BUYER, ...codedIn(REFUND_ERRORS)] : []),
  ];
  return known.find((entry) => entry.code === code)?.message ?? `Error ${code}.`;
}

/** The fixed messages of a table (entries that need a value, like B134's name, are left out). */
function codedIn(table: Readonly<Record<string, unknown>>): CodedError[] {
  return Object.values(table).filter((entry): entry is CodedError => typeof entry === 'object' && entry !== null && 'code' in entry && 'message' in entry);
}
