import type { Money } from '../../../../contract/domains/shopping';
import { entriesOf } from '../../errors/catalogue';
import { wireBookingData, type WireBookingData } from '../../wire/assumed/booking';
import { defineOperationSpec, readWithSchema } from '../operation-spec';
import type { PricingSegment } from '../precise-pricing';

export interface BookingPassenger {
  /** 1-based, continuous. */
  passengerIndex: number;
  psgType: 'ADT' | 'CHD' | 'INF';
  lastName: string;
  firstName: string;
  /** yyyy-MM-dd */
  birthday: string;
  sex: 'M' | 'F';
  /** Two letters; with the document, required outside mainland China (B065). */
  nationality?: string;
  /** P passport, N national id, O other. */
  cardType?: 'P' | 'N' | 'O';
  cardNum?: string;
  /** yyyy-MM-dd */
  cardExpiredDate?: string;
  /** An infant's adult (their passengerIndex). */
  associatedPassengerIndex?: number;
}

export interface BookingContact {
  name: string;
  email: string;
  telCode?: string;
  mobile?: string;
  buyerEmail?: string;
  buyerTelCode?: string;
  buyerMobile?: string;
}

export interface PreciseBookingRequest {
  /** The solutionId PrecisePricing answered (re-issued), less than 30 minutes old (B005). */
  solutionId: string;
  /** The priced fares, restated: the service refuses a booking whose price moved (B017). */
  fares: { adtFare: Money; adtTax: Money; chdFare?: Money; chdTax?: Money; infFare?: Money; infTax?: Money };
  /** `journey_0`, `journey_1` → the priced segments, with their booking codes. */
  journeys: Record<string, PricingSegment[]>;
  passengers: BookingPassenger[];
  contact: BookingContact;
  /** The agency's own reference, stored by the service with the order. */
  buyerOrder?: string;
}

/**
 * PreciseBooking V7: ASSUMED FROM PUBLIC MATERIAL, NOT IN THE SPECIFICATION (real-world-notes.md,
 * "The booking path around the specified operations"). Creates a to-be-paid order from a priced
 * offer. A write: never retried automatically. B006 ("Reservation failed - Other. OrderNum is …")
 * and the time-outs B012/B028 mean an order may exist: the desk reads the order, never books again.
 * When a real service answers in a shape this module cannot read, the answer is a bad-response
 * error naming the field, and the agent falls back to the manual path (enter the order by hand).
 */
export const preciseBookingOperation = defineOperationSpec<PreciseBookingRequest, WireBookingData>({
  name: 'preciseBooking',
  errors: entriesOf('preciseBooking'),
  path: '/json/preciseBooking_V7',
  host: 'api',
  effect: 'write',
  acceptGzip: false,
  // Integrators wait up to 130 s for a booking (real-world notes, "Timing and limits").
  defaultTimeoutMs: 120_000,
  encoding: 'json',
  buildPayload: (request) => ({
    booking: {
      passengers: request.passengers.map((passenger) => withoutAbsent({ ...passenger })),
      solution: {
        solutionId: request.solutionId,
        ...fareNumbers(request.fares),
        journeys: request.journeys,
      },
      contact: withoutAbsent({ ...request.contact }),
      ...(request.buyerOrder ? { buyerOrder: request.buyerOrder } : {}),
    },
  }),
  readData: readWithSchema(wireBookingData),
});

/**
 * The fares as JSON numbers, as the service writes them. A decimal string such as "117.25" parses
 * to the double nearest that decimal, which JSON prints back as exactly 117.25.
 */
function fareNumbers(fares: PreciseBookingRequest['fares']): Record<string, number> {
  return Object.fromEntries(Object.entries(fares).flatMap(([field, amount]) => (amount === undefined ? [] : [[field, Number(amount)]])));
}

function withoutAbsent(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && value !== ''));
}
