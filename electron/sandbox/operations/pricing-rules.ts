/**
 * The pricing rules every way of pricing shares (a shopped solution, direct pricing, booking):
 * still sellable (B016, B026, trap flights), the booking code of each segment (B020, B021), and
 * whether a requested segment names a dated flight.
 */
import { bookingClass, type BookingClass } from '../fares/cabins';
import { sellsBookingClass } from '../fares/seat-availability';
import { type DatedFlight } from '../network/dated-flight';
import { availableCodes, seatsFor } from '../offers/booking-choice';
import { ApiError } from '../protocol/envelope';
import { PRICING_ERRORS } from '../protocol/error-messages';
import { formatClockTime, formatDate } from '../time/calendar';
import { latestTicketingTimeMessage } from '../time/wire-time';
import { type PricingRequest, type PricingSegmentRequest } from './pricing-request';

/** Pricing stops this long before the first departure (B016). */
export const NEAR_TAKE_OFF_MINUTES = 120;

/**
 * What every pricing checks once it knows the flights: departure at least 2 hours away (B016), the
 * last ticketing time not passed (B026), and the trap flights failing (B015) or sold out (B021).
 */
export function checkStillSellable(flights: readonly DatedFlight[], lastTicketing: number, now: number): void {
  const firstDeparture = flights[0]?.departureInstant ?? 0;
  if (firstDeparture - now < NEAR_TAKE_OFF_MINUTES * 60_000) throw new ApiError(PRICING_ERRORS.nearTakeOff);
  if (now > lastTicketing) throw new ApiError({ code: 'B026', message: latestTicketingTimeMessage(lastTicketing) });
  if (flights.some((dated) => dated.flight.pricingTrap === 'B015')) throw new ApiError(PRICING_ERRORS.pricingFailed);
  // Sold out since shopping: the shopped booking code has no seats left (B021).
  if (flights.some((dated) => dated.flight.pricingTrap === 'B021')) throw new ApiError(PRICING_ERRORS.noSeats);
}

/** The booking class a segment is priced in: the requested code, or with `cabin` the cheapest with seats. */
export function requestedBooking(request: PricingRequest, segment: PricingSegmentRequest | undefined, dated: DatedFlight, party: number, seed: number): BookingClass {
  if (request.cabin !== null) {
    if (!dated.flight.cabins.includes(request.cabin)) throw new ApiError(PRICING_ERRORS.noPrice);
    const codes = availableCodes(seed, dated, request.cabin, party);
    const cheapest = codes[codes.length - 1];
    if (!cheapest) throw new ApiError(PRICING_ERRORS.noSeats);
    return cheapest;
  }
  return checkBookable(dated, bookingClass(segment?.bookingCode ?? ''), party, seed);
}

/** The flight sells this code (else B020) with seats for the party (else B021). */
export function checkBookable(dated: DatedFlight, booking: BookingClass | undefined, party: number, seed: number): BookingClass {
  const operator = dated.flight.operatedBy?.airline ?? dated.flight.airline;
  // A code the flight does not sell at all has no price; a sold code without seats is B021.
  if (!booking || !dated.flight.cabins.includes(booking.cabin) || !sellsBookingClass(operator, booking)) {
    throw new ApiError(PRICING_ERRORS.noPrice);
  }
  if (seatsFor(seed, dated, booking) < Math.max(1, party)) throw new ApiError(PRICING_ERRORS.noSeats);
  return booking;
}

/** A requested segment names this dated flight: carrier, number, airports, date, and times when sent. */
export function segmentDescribes(segment: PricingSegmentRequest, dated: DatedFlight): boolean {
  const { flight, departureWallClock, arrivalWallClock } = dated;
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
}
