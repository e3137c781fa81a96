import type { FiledSegment, FiledTicket, ManualOrder } from '../../../../contract/domains/orders';
import { moneyFrom } from '../../../../contract/money';
import { readOrderStatus } from '../../../../contract/domains/order-status';
import type { OrderFacts } from '../../../archive/orders/order-facts';

/**
 * An order typed by the agent (an account where OrderDetail is not available, or a service that
 * refused it). Filed as "entered by hand" until the service confirms it; each passenger's ticket
 * number covers every segment.
 */
export function factsFromManualEntry(entry: ManualOrder): OrderFacts {
  const ordered = [...entry.segments].sort((a, b) => a.journey - b.journey);
  const segments: FiledSegment[] = ordered.map((s, index) => ({
    segmentNo: index + 1,
    journeyIndex: s.journey - 1,
    airline: s.airline,
    flightNum: s.flightNum.startsWith(s.airline) ? s.flightNum.slice(s.airline.length) : s.flightNum,
    operatingAirline: null,
    operatingFlightNum: null,
    departure: s.departure,
    arrival: s.arrival,
    departureTerminal: null,
    arrivalTerminal: null,
    departureDate: s.departureDate,
    departureTime: s.departureTime,
    arrivalDate: s.arrivalDate,
    arrivalTime: s.arrivalTime,
    flyingMinutes: null,
    cabinClass: s.cabinClass ?? null,
    bookingCode: s.bookingCode,
    equipment: null,
    codeShare: null,
  }));
  const tickets: FiledTicket[] = entry.passengers.flatMap((p, index) =>
    p.ticketNum ? segments.map((segment) => ({ passengerIndex: index + 1, segmentNo: segment.segmentNo, ticketNum: p.ticketNum as string })) : [],
  );
  const amount = entry.amount ? moneyFrom(entry.amount) : null;
  return {
    orderNum: entry.orderNum,
    kind: 'air',
    orderType: 'O',
    status: entry.status ? { status: readOrderStatus(entry.status, 'air'), inferred: false } : null,
    pnr: entry.pnr,
    airPnr: entry.airPnr || null,
    platingCarrier: entry.platingCarrier ?? null,
    currency: entry.currency || null,
    amount,
    amounts: amount ? [{ key: 'orderAmount', amount, currency: entry.currency || null }] : [],
    contact: { name: entry.contact.name, email: entry.contact.email, telNum: entry.contact.telNum },
    passengers: entry.passengers.map((p, index) => ({
      passengerIndex: index + 1,
      type: p.type,
      lastName: p.lastName.toUpperCase(),
      firstName: p.firstName.toUpperCase(),
      sex: p.sex,
      birthday: p.birthday,
      nationality: p.nationality || null,
      cardType: p.cardType ?? null,
      cardNum: p.cardNum ?? null,
      cardExpiredDate: p.cardExpiredDate ?? null,
    })),
    segments,
    tickets,
    manual: true,
  };
}
