/**
 * An offer: the flights of each journey with the booking code chosen on each segment, a product
 * and the passengers it is priced for. Shopping builds offers, the solutionId carries one, pricing
 * and the order book re-read it.
 */
import { type BookingClass, type Cabin } from '../fares/cabins';
import { type Product } from '../fares/products';
import { type DatedFlight } from '../network/dated-flight';
import { type Ticketing } from '../network/itinerary-search';

export interface PassengerCounts {
  adults: number;
  children: number;
  infants: number;
}

export interface SegmentChoice {
  dated: DatedFlight;
  booking: BookingClass;
}

export interface Offer {
  /** journey_0, journey_1 */
  journeys: readonly (readonly SegmentChoice[])[];
  product: Product;
  cabin: Cabin;
  passengers: PassengerCounts;
  ticketing: Ticketing;
  /** Sandbox instant of the shopping that produced it: lastTktTime counts from here. */
  shoppedAt: number;
  /** A price change found by pricing, in per mille of the fares (0 = as filed). */
  fareAdjustmentPerMille: number;
  /**
   * Sandbox instant of the PrecisePricing that re-issued the solutionId (origin P); absent on
   * shopped offers. PreciseBooking must follow it within 30 minutes (B005).
   */
  pricedAt?: number;
}

export function allSegments(offer: Pick<Offer, 'journeys'>): SegmentChoice[] {
  return offer.journeys.flat();
}

/** The marketing carrier of the first segment issues the ticket. */
export function platingCarrierOf(offer: Pick<Offer, 'journeys'>): string {
  return offer.journeys[0]?.[0]?.dated.flight.airline ?? '';
}

export function seatedPassengers(counts: PassengerCounts): number {
  return counts.adults + counts.children;
}
