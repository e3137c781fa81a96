/**
 * PrecisePricing V9 (4.2). Checks, in this order: fields (P001/P002), passenger counts (P004,
 * P005, P009), unknown airlines/airports in the journeys (B039), a solutionId the sandbox can read
 * (else P001 `solutionId is illegal.`), journeys equal to the solutionId's flights (B068),
 * departure at least 2 hours away by the sandbox clock (B016), the last ticketing time not passed
 * (B026), the documented trap flights (HU7997 retimed: B068; HU7999: B015; HU7998 sold out:
 * B021), then the booking codes: a code the flight
 * does not sell (or a cabin it does not have) answers B020, a code without seats for the party
 * B021. With `cabin` set, the cheapest code of that cabin with seats is priced on every segment.
 * Otherwise each segment is priced in its requested booking code; when those are the shopped
 * codes the seeded price drift applies (pricing-outcome.ts).
 */
import { airlineByCode } from '../data/airlines';
import { airportByCode } from '../data/airports';
import { bookingClass, type BookingClass } from '../fares/cabins';
import { sellsBookingClass } from '../fares/seat-availability';
import { availableCodes, seatsFor } from '../offers/booking-choice';
import { lastTicketingInstant } from '../offers/last-ticketing-time';
import { seatedPassengers, type Offer, type SegmentChoice } from '../offers/offer';
import { applyPricingOutcome } from '../offers/pricing-outcome';
import { pricingData } from '../offers/pricing-response';
import { decodeSolutionId } from '../offers/solution-id';
import { ApiError, success } from '../protocol/envelope';
import { PRICING_ERRORS, relatedDataNotFound } from '../protocol/error-messages';
import { FieldProblem } from '../protocol/field-reader';
import { formatClockTime, formatDate } from '../time/calendar';
import { latestTicketingTimeMessage } from '../time/wire-time';
import { type ForcedDrift } from '../faults/fault-rule';
import { type PricingTrap } from '../network/scheduled-flight';
import { type OperationHandler, type SandboxContext } from './operation-context';
import { checkPassengerCounts } from './passenger-rules';
import { readPricingRequest, type PricingRequest, type PricingSegmentRequest } from './pricing-request';

/** Pricing stops this long before the first departure (B016). */
export const NEAR_TAKE_OFF_MINUTES = 120;

export const pricing: OperationHandler = ({ body, forcedDrift }, context) => {
  const request = readPricingRequest(body);
  checkPassengerCounts(request.passengers);
  for (const segment of request.journeys.flat()) {
    if (!airlineByCode(segment.airline)) throw new ApiError(relatedDataNotFound(segment.airline));
    for (const code of [segment.departure, segment.arrival]) if (!airportByCode(code)) throw new ApiError(relatedDataNotFound(code));
  }
  const offer = priceRequest(request, context, forcedDrift);
  return { envelope: success(pricingData(context.seed, offer)) };
};

/** The offer the request prices, as pricing would sell it; throws the pricing errors. */
export function priceRequest(request: PricingRequest, context: SandboxContext, forcedDrift?: ForcedDrift): Offer {
  const decoded = decodeSolutionId(context.seed, context.network, request.solutionId);
  if (!decoded) throw new FieldProblem('illegal', 'solutionId');
  const shopped = decoded.offer;
  if (!sameFlights(request, shopped)) throw new ApiError(PRICING_ERRORS.segmentsDiffer);
  // A flight retimed since shopping: its shopped details no longer match the solution (B068).
  if (hasTrap(shopped, 'B068')) throw new ApiError(PRICING_ERRORS.segmentsDiffer);

  const now = context.clock.now();
  const firstDeparture = shopped.journeys[0]?.[0]?.dated.departureInstant ?? 0;
  if (firstDeparture - now < NEAR_TAKE_OFF_MINUTES * 60_000) throw new ApiError(PRICING_ERRORS.nearTakeOff);
  const lastTicketing = lastTicketingInstant(shopped);
  if (now > lastTicketing) throw new ApiError({ code: 'B026', message: latestTicketingTimeMessage(lastTicketing) });
  if (hasTrap(shopped, 'B015')) throw new ApiError(PRICING_ERRORS.pricingFailed);
  // Sold out since shopping: the shopped booking code has no seats left (B021).
  if (hasTrap(shopped, 'B021')) throw new ApiError(PRICING_ERRORS.noSeats);

  const party = seatedPassengers(request.passengers);
  const sameCodes = request.cabin === null && request.journeys.every((journey, j) => journey.every((segment, s) => segment.bookingCode === shopped.journeys[j]?.[s]?.booking.code));
  const journeys = shopped.journeys.map((journey, j) =>
    journey.map((choice, s): SegmentChoice => ({ dated: choice.dated, booking: requestedBooking(request, request.journeys[j]?.[s], choice, party, context.seed) })),
  );
  const offer: Offer = { ...shopped, journeys, passengers: request.passengers, cabin: journeys[0]?.[0]?.booking.cabin ?? shopped.cabin };
  if (!sameCodes) return { ...offer, fareAdjustmentPerMille: decoded.origin === 'P' ? shopped.fareAdjustmentPerMille : 0 };
  // Drift is decided on the offer as shopped (its passengers included) and then priced for the request's passengers.
  const outcome = applyPricingOutcome(context.seed, shopped, decoded.origin, forcedDrift);
  return { ...outcome.offer, passengers: request.passengers };
}

function requestedBooking(request: PricingRequest, segment: PricingSegmentRequest | undefined, choice: SegmentChoice, party: number, seed: number): BookingClass {
  if (request.cabin !== null) {
    if (!choice.dated.flight.cabins.includes(request.cabin)) throw new ApiError(PRICING_ERRORS.noPrice);
    const codes = availableCodes(seed, choice.dated, request.cabin, party);
    const cheapest = codes[codes.length - 1];
    if (!cheapest) throw new ApiError(PRICING_ERRORS.noSeats);
    return cheapest;
  }
  const booking = bookingClass(segment?.bookingCode ?? '');
  const operator = choice.dated.flight.operatedBy?.airline ?? choice.dated.flight.airline;
  // A code the flight does not sell at all has no price; a sold code without seats is B021.
  if (!booking || !choice.dated.flight.cabins.includes(booking.cabin) || !sellsBookingClass(operator, booking)) {
    throw new ApiError(PRICING_ERRORS.noPrice);
  }
  if (seatsFor(seed, choice.dated, booking) < Math.max(1, party)) throw new ApiError(PRICING_ERRORS.noSeats);
  return booking;
}

function hasTrap(offer: Offer, trap: PricingTrap): boolean {
  return offer.journeys.some((journey) => journey.some(({ dated }) => dated.flight.pricingTrap === trap));
}

/** B068: the journeys must name the solutionId's flights, in order, with their dates and times. */
function sameFlights(request: PricingRequest, offer: Offer): boolean {
  if (request.journeys.length !== offer.journeys.length) return false;
  return request.journeys.every((journey, j) => {
    const shopped = offer.journeys[j] ?? [];
    if (journey.length !== shopped.length) return false;
    return journey.every((segment, s) => {
      const choice = shopped[s];
      if (!choice) return false;
      const { flight, departureWallClock, arrivalWallClock } = choice.dated;
      return (
        segment.airline === flight.airline &&
        segment.flightNum === flight.flightNum &&
        segment.departure === flight.origin &&
        segment.arrival === flight.destination &&
        segment.departureDate === formatDate(departureWallClock) &&
        (segment.departureTime === undefined || segment.departureTime === formatClockTime(departureWallClock)) &&
        (segment.arrivalDate === undefined || segment.arrivalDate === formatDate(arrivalWallClock)) &&
        (segment.arrivalTime === undefined || segment.arrivalTime === formatClockTime(arrivalWallClock))
      );
    });
  });
}
