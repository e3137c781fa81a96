import { formatClockTime, formatDate } from '../time/calendar';
import { type Offer } from './offer';

/** One segment of an offer as a pricing request names it (2.5): flight, local times, code. */
export interface PricingSegmentView {
  airline: string;
  flightNum: string;
  departure: string;
  arrival: string;
  departureDate: string;
  departureTime: string;
  arrivalDate: string;
  arrivalTime: string;
  bookingCode: string;
}

/** The journeys of an offer as a pricing request would send them. */
export function pricingSegmentsOf(offer: Pick<Offer, 'journeys'>): PricingSegmentView[][] {
  return offer.journeys.map((journey) =>
    journey.map(({ dated, booking }) => ({
      airline: dated.flight.airline,
      flightNum: dated.flight.flightNum,
      departure: dated.flight.origin,
      arrival: dated.flight.destination,
      departureDate: formatDate(dated.departureWallClock),
      departureTime: formatClockTime(dated.departureWallClock),
      arrivalDate: formatDate(dated.arrivalWallClock),
      arrivalTime: formatClockTime(dated.arrivalWallClock),
      bookingCode: booking.code,
    })),
  );
}
