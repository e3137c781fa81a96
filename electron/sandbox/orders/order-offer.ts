/**
 * The offer an air order was sold as, read back from its segments (flight, local date, booking
 * code) and passengers, so OrderPricing can re-price it and answer its flights and segments in
 * the pricing shapes. Every segment of the book is a flight of the seeded timetable.
 */
import { bookingClass, type Cabin } from '../fares/cabins';
import { flightOnDate } from '../network/dated-flight';
import { type RouteNetwork } from '../network/route-network';
import { type Offer, type SegmentChoice } from '../offers/offer';
import { ticketingOfSegments } from '../offers/ticketing-kind';
import { parseIsoDate } from '../time/calendar';
import { type AirOrder } from './order-model';

export function offerOfOrder(network: RouteNetwork, order: AirOrder): Offer {
  const journeys: SegmentChoice[][] = [];
  for (const segment of order.segments) {
    const flight = network.flight(segment.airline, segment.flightNum);
    const date = parseIsoDate(segment.departureDate);
    const dated = flight && date !== null ? flightOnDate(flight, date) : null;
    const booking = bookingClass(segment.bookingCode);
    if (!dated || !booking) throw new Error(`order ${order.orderNum}: segment ${segment.segmentNo} is not in the timetable`);
    (journeys[segment.journeyIndex] ??= []).push({ dated, booking });
  }
  const count = (type: string): number => order.passengers.filter((p) => p.psgType === type).length;
  return {
    journeys,
    product: order.product,
    cabin: (journeys[0]?.[0]?.booking.cabin ?? 'ECONOMY') satisfies Cabin,
    passengers: { adults: count('ADT'), children: count('CHD'), infants: count('INF') },
    ticketing: ticketingOfSegments(journeys),
    shoppedAt: order.createdAt,
    fareAdjustmentPerMille: order.fareAdjustmentPerMille ?? 0,
  };
}
