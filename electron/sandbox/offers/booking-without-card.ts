/**
 * Domestic Chinese trips are booked without a travel document ("booking without card": pricing's
 * `bookingWithoutCard` 1). Every other trip needs each passenger's document and nationality, and
 * PreciseBooking refuses it without them (B065).
 */
import { airportByCode } from '../data/airports';
import { type Offer } from './offer';

export function isBookableWithoutCard(offer: Pick<Offer, 'journeys'>): boolean {
  return offer.journeys.every((journey) =>
    journey.every(({ dated }) => airportByCode(dated.flight.origin)?.country === 'CN' && airportByCode(dated.flight.destination)?.country === 'CN'),
  );
}
