import type { FiledSegment } from '../../../../contract/domains/orders';
import type { OfferSnapshot } from '../../../../contract/domains/pricing';
import type { TestOrder, TestPassenger } from '../../../../contract/domains/booking';
import { readOrderStatus } from '../../../../contract/domains/order-status';
import type { OrderFacts } from '../../../archive/orders/order-facts';

/**
 * "Create test order" (sandbox): the new order goes into the file at once, from what the desk
 * knows — the sandbox's answer (number, state, amount, PNR, last ticketing time), the passengers
 * the agent typed and the priced offer's segments. A read with OrderDetail follows and fills in
 * the rest.
 */
export function factsFromTestOrder(order: TestOrder, passengers: readonly TestPassenger[], offer: OfferSnapshot): OrderFacts {
  const segments: FiledSegment[] = [];
  offer.journeys.forEach((journey, journeyIndex) => {
    for (const s of journey.segments) {
      segments.push({
        segmentNo: segments.length + 1,
        journeyIndex,
        airline: s.airline,
        flightNum: s.flightNumber,
        operatingAirline: s.operatingAirline,
        operatingFlightNum: s.operatingFlightNumber,
        departure: s.from,
        arrival: s.to,
        departureTerminal: s.fromTerminal,
        arrivalTerminal: s.toTerminal,
        departureDate: s.departDate,
        departureTime: s.departTime,
        arrivalDate: s.arriveDate,
        arrivalTime: s.arriveTime,
        flyingMinutes: s.flyingMinutes,
        cabinClass: s.cabin,
        bookingCode: s.bookingCode,
        equipment: s.equipment,
        codeShare: s.codeshare,
      });
    }
  });
  return {
    orderNum: order.orderNum,
    kind: 'air',
    orderType: 'O',
    status: { status: readOrderStatus(order.stateCode, 'air'), inferred: false },
    pnr: order.pnr,
    platingCarrier: offer.platingCarrier,
    currency: order.currency,
    amount: order.orderAmount,
    amounts: [{ key: 'orderAmount', amount: order.orderAmount, currency: order.currency }],
    lastTicketingTime: order.lastTicketingTime,
    passengers: passengers.map((p, index) => ({
      passengerIndex: index + 1,
      type: p.type,
      lastName: p.lastName.trim().toUpperCase(),
      firstName: p.firstName.trim().toUpperCase(),
      sex: p.sex,
      birthday: p.birthday,
      nationality: null,
      cardType: null,
      cardNum: null,
      cardExpiredDate: null,
    })),
    segments,
  };
}
