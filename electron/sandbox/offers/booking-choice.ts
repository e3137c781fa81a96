/**
 * Which booking code each segment is sold in for a product: SAVER takes the cheapest code with
 * enough seats for the party, STANDARD the next one up, FLEX the cabin's full fare.
 */
import { BOOKING_LADDERS, type BookingClass, type Cabin } from '../fares/cabins';
import { type Product } from '../fares/products';
import { seatsLeft, sellsBookingClass } from '../fares/seat-availability';
import { type DatedFlight } from '../network/dated-flight';
import { operatingKey } from '../network/scheduled-flight';
import { startOfDay } from '../time/calendar';

/** Seats are asked about many times per search: remember them per dated flight (per seed). */
const seatCache = new WeakMap<DatedFlight, Map<string, number>>();

export function seatsFor(seed: number, dated: DatedFlight, booking: BookingClass): number {
  let seats = seatCache.get(dated);
  if (!seats) {
    seats = new Map();
    seatCache.set(dated, seats);
  }
  const key = `${seed}|${booking.code}`;
  const cached = seats.get(key);
  if (cached !== undefined) return cached;
  const operator = dated.flight.operatedBy?.airline ?? dated.flight.airline;
  const value =
    !sellsBookingClass(operator, booking) || !dated.flight.cabins.includes(booking.cabin)
      ? 0
      : seatsLeft(seed, operatingKey(dated.flight), startOfDay(dated.departureWallClock), booking);
  seats.set(key, value);
  return value;
}

/** Codes of the cabin with at least `party` seats on this flight, full fare first. */
export function availableCodes(seed: number, dated: DatedFlight, cabin: Cabin, party: number): BookingClass[] {
  if (!dated.flight.cabins.includes(cabin)) return [];
  return BOOKING_LADDERS[cabin].filter((booking) => seatsFor(seed, dated, booking) >= party);
}

/** The booking code per segment for a product, or null when the product cannot be sold. */
export function chooseCodes(
  seed: number,
  segments: readonly DatedFlight[],
  cabin: Cabin,
  product: Product,
  party: number,
): BookingClass[] | null {
  const chosen: BookingClass[] = [];
  let differsFromSaver = false;
  for (const dated of segments) {
    const codes = availableCodes(seed, dated, cabin, party);
    const cheapest = codes[codes.length - 1];
    if (!cheapest) return null;
    if (product === 'SAVER') chosen.push(cheapest);
    else if (product === 'FLEX') {
      const full = codes[0];
      if (!full || full.rank !== 0) return null;
      chosen.push(full);
    } else {
      const next = codes[codes.length - 2];
      if (next) differsFromSaver = true;
      chosen.push(next ?? cheapest);
    }
  }
  // STANDARD identical to SAVER everywhere would be a duplicate offer.
  if (product === 'STANDARD' && !differsFromSaver) return null;
  return chosen;
}
