/**
 * Error codes of the booking path: ASSUMED FROM PUBLIC MATERIAL, NOT IN THE SPECIFICATION.
 *
 * The codes and their meanings come from real-world-notes.md ("The booking path around the
 * specified operations"); the specification shows no table for these operations, so every
 * message below except B006's is the sandbox's own wording in the service's style, and the desk's
 * catalogue (electron/main/wholesale/errors/tables/assumed/) matches them. B006's message is the
 * one public integrations quote. docs/sandbox.md lists each with its triggering input.
 *
 * Codes mean different things per operation: B022 is "passenger age" here but "insufficient
 * credit" in Ticketing; B009 and B010 reuse Ticketing's words for the same order conditions.
 */
import { type CodedError } from './error-messages';

/** The order-level codes OrderPricing and Cancel share with Ticketing (same words). */
export const ORDER_STATUS_INVALID: CodedError = { code: 'B009', message: 'Order status is invalid' };
export const ORDER_NOT_FOUND: CodedError = { code: 'B010', message: 'Order number not exist' };

/** PreciseBooking's time-out (the `b024` fault on preciseBooking answers it). */
export const BOOKING_TIME_OUT: CodedError = { code: 'B012', message: 'Booking time-out, please check the order.' };

export const BOOKING_ERRORS = {
  /** No PrecisePricing of this solution in the last 30 minutes (or a shopping solutionId). */
  notPricedRecently: { code: 'B005', message: 'PrecisePricing is required within 30 minutes before booking.' },
  /** The order WAS created: never retry, read the order (the `b006` fault). */
  createdButFailed: (orderNum: string): CodedError => ({ code: 'B006', message: `Reservation failed - Other. OrderNum is ${orderNum}` }),
  itineraryDiffers: { code: 'B008', message: 'The itinerary is different from the pricing.' },
  fareUnavailable: { code: 'B011', message: 'Fare is unavailable.' },
  priceChanged: { code: 'B017', message: 'Price has changed, please do precise pricing again.' },
  passengerAge: { code: 'B022', message: 'Passenger age does not match the passenger type.' },
  duplicate: { code: 'B029', message: 'Duplicate reservation.' },
  documentsMissing: { code: 'B065', message: 'Passenger document information is missing.' },
} as const;

export const ORDER_PRICING_ERRORS = {
  statusInvalid: ORDER_STATUS_INVALID,
  unknownOrder: ORDER_NOT_FOUND,
  alreadyPaid: { code: 'B112', message: 'Order has been paid.' },
  flightChanged: { code: 'B114', message: 'Flight has changed.' },
  lastTicketingTimePassed: { code: 'B115', message: 'Last ticketing time has passed.' },
  priceChanged: { code: 'B116', message: 'Price has changed.' },
} as const;

export const CANCEL_ERRORS = {
  statusInvalid: ORDER_STATUS_INVALID,
  unknownOrder: ORDER_NOT_FOUND,
  alreadyCancelled: { code: 'B041', message: 'Order has been cancelled.' },
} as const;

/** Cancel's success says `OK` in upper case (public material), not `ok`. */
export const CANCEL_SUCCESS_MESSAGE = 'OK';
