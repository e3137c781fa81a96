/** Builds an air order (to be paid) from a priced offer and its passengers. */
import { CURRENCY, quoteOffer, totalFor } from '../fares/fare-quote';
import { lastTicketingInstant } from '../offers/last-ticketing-time';
import { platingCarrierOf, type Offer } from '../offers/offer';
import { formatClockTime, formatDate } from '../time/calendar';
import { type AirOrder, type Contact, type OrderPassenger, type OrderSegment } from './order-model';
import { recordLocator } from './order-numbers';

export interface NewOrderInput {
  seed: number;
  orderNum: string;
  partnerId: string;
  offer: Offer;
  passengers: OrderPassenger[];
  createdAt: number;
  isTest: boolean;
  contact: Contact;
  solutionId: string | null;
  purpose?: string;
  /** Seeded orders hold for longer than the 72 h of a fresh offer. */
  lastTktTime?: number;
  /** PreciseBooking's `buyerOrder`, the partner's own reference. */
  buyerOrder?: string | null;
}

export function orderSegmentsOf(offer: Offer): OrderSegment[] {
  let segmentNo = 0;
  return offer.journeys.flatMap((journey, journeyIndex) =>
    journey.map(({ dated, booking }) => {
      segmentNo += 1;
      const flight = dated.flight;
      return {
        segmentNo,
        journeyIndex,
        airline: flight.airline,
        flightNum: flight.flightNum,
        equipment: flight.equipment,
        cabinClass: booking.cabin,
        bookingCode: booking.code,
        departure: flight.origin,
        arrival: flight.destination,
        departureTerminal: flight.departureTerminal,
        arrivalTerminal: flight.arrivalTerminal,
        departureDate: formatDate(dated.departureWallClock),
        departureTime: formatClockTime(dated.departureWallClock),
        arrivalDate: formatDate(dated.arrivalWallClock),
        arrivalTime: formatClockTime(dated.arrivalWallClock),
        flightTime: flight.flyingMinutes,
        codeShare: flight.operatedBy ? 'Y' : 'N',
        opFltNo: flight.operatedBy?.flightNum ?? null,
        opFltAirline: flight.operatedBy?.airline ?? null,
        departureInstant: dated.departureInstant,
        arrivalInstant: dated.arrivalInstant,
      } satisfies OrderSegment;
    }),
  );
}

export function newAirOrder(input: NewOrderInput): AirOrder {
  const { seed, offer, passengers } = input;
  const counts = {
    adults: passengers.filter((p) => p.psgType === 'ADT').length,
    children: passengers.filter((p) => p.psgType === 'CHD').length,
    infants: passengers.filter((p) => p.psgType === 'INF').length,
  };
  const priced: Offer = { ...offer, passengers: counts };
  const quote = quoteOffer(seed, priced);
  return {
    orderNum: input.orderNum,
    partnerId: input.partnerId,
    orderType: 'O',
    parentOrderNum: null,
    isTest: input.isTest,
    state: 'TO_BE_PAID',
    createdAt: input.createdAt,
    lastTktTime: input.lastTktTime ?? lastTicketingInstant(priced),
    pnr: recordLocator(seed, 'pnr', input.orderNum),
    airPnr: null,
    platingCarrier: platingCarrierOf(priced),
    currency: CURRENCY,
    product: offer.product,
    passengers,
    segments: orderSegmentsOf(priced),
    quote,
    orderAmount: totalFor(quote, counts),
    payment: null,
    contact: input.contact,
    changedTo: null,
    solutionId: input.solutionId,
    purpose: input.purpose ?? null,
    fareAdjustmentPerMille: offer.fareAdjustmentPerMille,
    buyerOrder: input.buyerOrder ?? null,
    orderPricedAt: null,
    cancelledAt: null,
  };
}
