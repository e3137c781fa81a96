/**
 * The passenger rules of a booking (ASSUMED FROM PUBLIC MATERIAL, NOT IN THE SPECIFICATION; see
 * protocol/assumed-error-messages.ts), in the order they are checked:
 *
 * 1. P004/P005/P009: the passenger counts of part 8;
 * 2. infants: each names an adult of the booking in `associatedPassengerIndex` (absent →
 *    `P002 associatedPassengerIndex is missing.`; not an adult, or an adult with two infants →
 *    `P001 associatedPassengerIndex is illegal.`);
 * 3. ages: a birthday after today is `P001 birthday is illegal.`; B022 when the age does not fit
 *    the type: ADT 12 or older and CHD 2–11 on the first departure date, INF under 2 on the last;
 * 4. B065: outside mainland China (pricing's `bookingWithoutCard` 0) every passenger needs
 *    `nationality`, `cardType`, `cardNum` and `cardExpiredDate`;
 * 5. B029: a passenger (same surname and given name) already holds a seat on one of the flights
 *    in another order of the partner that is not cancelled.
 */
import { type Offer } from '../offers/offer';
import { isBookableWithoutCard } from '../offers/booking-without-card';
import { checkPassengerCounts } from '../operations/passenger-rules';
import { BOOKING_ERRORS } from '../protocol/assumed-error-messages';
import { ApiError } from '../protocol/envelope';
import { FieldProblem } from '../protocol/field-reader';
import { formatDate } from '../time/calendar';
import { beijingWallClock } from '../time/wire-time';
import { type OrderBook } from './order-book';
import { type OrderPassenger } from './order-model';

export function checkPassengers(passengers: readonly OrderPassenger[], offer: Offer, now: number): void {
  checkPassengerCounts({
    adults: passengers.filter((p) => p.psgType === 'ADT').length,
    children: passengers.filter((p) => p.psgType === 'CHD').length,
    infants: passengers.filter((p) => p.psgType === 'INF').length,
  });
  checkInfantsAccompanied(passengers);
  checkAges(passengers, offer, now);
}

function checkInfantsAccompanied(passengers: readonly OrderPassenger[]): void {
  const carried = new Set<number>();
  for (const infant of passengers.filter((p) => p.psgType === 'INF')) {
    const index = infant.associatedPassengerIndex;
    if (index === undefined || index === null) throw new FieldProblem('missing', 'associatedPassengerIndex');
    const adult = passengers.find((p) => p.passengerIndex === index);
    if (adult?.psgType !== 'ADT' || carried.has(index)) throw new FieldProblem('illegal', 'associatedPassengerIndex');
    carried.add(index);
  }
}

function checkAges(passengers: readonly OrderPassenger[], offer: Offer, now: number): void {
  const segments = offer.journeys.flat();
  const firstDate = formatDate(segments[0]?.dated.departureWallClock ?? 0);
  const lastDate = formatDate(segments[segments.length - 1]?.dated.departureWallClock ?? 0);
  const today = formatDate(beijingWallClock(now));
  for (const passenger of passengers) {
    if (passenger.birthday > today) throw new FieldProblem('illegal', 'birthday');
    const fits =
      passenger.psgType === 'ADT'
        ? ageOn(passenger.birthday, firstDate) >= 12
        : passenger.psgType === 'CHD'
          ? ageOn(passenger.birthday, firstDate) >= 2 && ageOn(passenger.birthday, firstDate) < 12
          : ageOn(passenger.birthday, lastDate) < 2;
    if (!fits) throw new ApiError(BOOKING_ERRORS.passengerAge);
  }
}

/** Whole years from a `yyyy-MM-dd` birthday to a `yyyy-MM-dd` date. */
export function ageOn(birthday: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birthday.slice(0, 4));
  return date.slice(5) < birthday.slice(5) ? years - 1 : years;
}

export function checkDocuments(passengers: readonly OrderPassenger[], offer: Offer): void {
  if (isBookableWithoutCard(offer)) return;
  const complete = (p: OrderPassenger): boolean => p.nationality !== '' && !!p.cardType && !!p.cardNum && !!p.cardExpiredDate;
  if (!passengers.every(complete)) throw new ApiError(BOOKING_ERRORS.documentsMissing);
}

export function checkNotDuplicate(book: OrderBook, partnerId: string, passengers: readonly OrderPassenger[], offer: Offer, now: number): void {
  const flights = new Set(offer.journeys.flat().map(({ dated }) => `${dated.flight.airline}${dated.flight.flightNum}|${formatDate(dated.departureWallClock)}`));
  const names = new Set(passengers.map((p) => `${p.lastName}/${p.firstName}`));
  const duplicate = book.state.airOrders.some(
    (order) =>
      order.partnerId === partnerId &&
      book.airState(order, now) !== 'CNCL' &&
      order.segments.some((segment) => flights.has(`${segment.airline}${segment.flightNum}|${segment.departureDate}`)) &&
      order.passengers.some((p) => names.has(`${p.lastName}/${p.firstName}`)),
  );
  if (duplicate) throw new ApiError(BOOKING_ERRORS.duplicate);
}
