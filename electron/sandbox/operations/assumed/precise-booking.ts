/**
 * PreciseBooking V7 (`POST /json/preciseBooking_V7`): ASSUMED FROM PUBLIC MATERIAL, NOT IN THE
 * SPECIFICATION. Creates a to-be-paid order from a priced solution. Checks, in this order:
 *
 * 1. fields (P001/P002, booking-request.ts);
 * 2. a solutionId the sandbox can read (`P001 solutionId is illegal.`);
 * 3. B005: the solutionId was re-issued by PrecisePricing less than 30 minutes ago on the sandbox
 *    clock (a shopping solutionId was never priced);
 * 4. B008: the journeys are the solution's flights with its booking codes (or a `drift=schedule`
 *    fault: the airline retimed a flight meanwhile);
 * 5. B017: a `drift` fault moved the price since pricing, or the fares sent are not the priced ones
 *    (only the fares of passenger types in the party are compared);
 * 6. `P001 passengers is illegal.`: not as many adults, children and infants as the solution;
 * 7. B011: the fare can no longer be sold (booking codes without seats, last ticketing time passed);
 * 8. the passenger rules (booking-rules.ts): P004/P005/P009, infant association, B022 ages,
 *    B065 documents outside mainland China, B029 duplicate.
 *
 * Success answers `data{orderNum, pnr, solution, flights, segments}` (the priced solution) and the
 * order is TO_BE_PAID. The `b006` fault books the order and then answers
 * `B006 Reservation failed - Other. OrderNum is <n>` (server/api-pipeline.ts).
 */
import { seatedPassengers, type Offer } from '../../offers/offer';
import { lastTicketingInstant } from '../../offers/last-ticketing-time';
import { pricingData, type PricingSolution } from '../../offers/pricing-response';
import { decodeSolutionId } from '../../offers/solution-id';
import { toCents } from '../../money/cents';
import { bookOrder } from '../../orders/book-order';
import { BOOKING_ERRORS } from '../../protocol/assumed-error-messages';
import { ApiError, success } from '../../protocol/envelope';
import { FieldProblem } from '../../protocol/field-reader';
import { type OperationHandler, type SandboxContext } from '../operation-context';
import { checkBookable, checkStillSellable, segmentDescribes } from '../pricing-rules';
import { BOOKING_FARE_FIELDS, readBookingRequest, type BookingFareField, type BookingRequest } from './booking-request';

/** PreciseBooking must follow PrecisePricing within this many minutes (B005). */
export const BOOKING_AFTER_PRICING_MINUTES = 30;

export const preciseBooking: OperationHandler = ({ body, partnerId, forcedDrift }, context) => {
  const request = readBookingRequest(body);
  const decoded = decodeSolutionId(context.seed, context.network, request.solutionId);
  if (!decoded) throw new FieldProblem('illegal', 'solutionId');
  const offer = decoded.offer;
  const now = context.clock.now();
  if (decoded.origin !== 'P' || offer.pricedAt === undefined || now - offer.pricedAt > BOOKING_AFTER_PRICING_MINUTES * 60_000) {
    throw new ApiError(BOOKING_ERRORS.notPricedRecently);
  }
  if (!sameItinerary(request, offer) || forcedDrift === 'schedule') throw new ApiError(BOOKING_ERRORS.itineraryDiffers);
  if (forcedDrift) throw new ApiError(BOOKING_ERRORS.priceChanged);
  const { adults, children, infants } = offer.passengers;
  const count = (type: string): number => request.passengers.filter((p) => p.psgType === type).length;
  if (count('ADT') !== adults || count('CHD') !== children || count('INF') !== infants) throw new FieldProblem('illegal', 'passengers');
  checkStillAvailable(offer, context, now);
  const priced = pricingData(context.seed, offer);
  if (!samePrice(request, priced.solution, offer.passengers)) throw new ApiError(BOOKING_ERRORS.priceChanged);

  const order = bookOrder(context, {
    partnerId,
    offer,
    solutionId: request.solutionId,
    passengers: request.passengers,
    contact: { name: request.contact.name, email: request.contact.email, telNum: [request.contact.telCode, request.contact.mobile].filter(Boolean).join(' ') },
    buyerOrder: request.buyerOrder,
    purpose: 'Booked with PreciseBooking',
    rules: { documents: true, duplicates: true },
  });
  return { envelope: success({ orderNum: order.orderNum, pnr: order.pnr, solution: priced.solution, flights: priced.flights, segments: priced.segments }) };
};

/** The journeys name the solution's flights, in order, in its booking codes. */
function sameItinerary(request: BookingRequest, offer: Offer): boolean {
  return (
    request.journeys.length === offer.journeys.length &&
    request.journeys.every((journey, j) => {
      const priced = offer.journeys[j] ?? [];
      return journey.length === priced.length && journey.every((segment, s) => {
        const choice = priced[s];
        return choice !== undefined && segment.bookingCode === choice.booking.code && segmentDescribes(segment, choice.dated);
      });
    })
  );
}

/** Anything pricing would now refuse (seats gone, last ticketing time passed) is B011 here. */
function checkStillAvailable(offer: Offer, context: SandboxContext, now: number): void {
  try {
    checkStillSellable(offer.journeys.flat().map((choice) => choice.dated), lastTicketingInstant(offer), now);
    for (const choice of offer.journeys.flat()) checkBookable(choice.dated, choice.booking, seatedPassengers(offer.passengers), context.seed);
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(BOOKING_ERRORS.fareUnavailable);
    throw error;
  }
}

/**
 * Fares the client restated must be the priced ones, to the cent, for the passenger types IN THE
 * PARTY only: pricing quotes child and infant fares for every solution, and an adult-only client
 * commonly sends `chdFare`/`infFare` as 0 (public clients do); those types cost nothing here.
 */
function samePrice(request: BookingRequest, solution: PricingSolution, party: Offer['passengers']): boolean {
  return BOOKING_FARE_FIELDS.every((field) => {
    const sent = request.fares[field];
    if (sent === undefined || partyCount(field, party) === 0) return true;
    return toCents(sent) === toCents(solution[field]);
  });
}

function partyCount(field: BookingFareField, party: Offer['passengers']): number {
  return field.startsWith('adt') ? party.adults : field.startsWith('chd') ? party.children : party.infants;
}
