/**
 * OrderDetail's answer for an order of the book — ASSUMED FROM PUBLIC MATERIAL, NOT IN THE
 * SPECIFICATION (real-world notes, "Operations the specification only names").
 *
 * The public (trimmed) answer: `orderStatus, orderNum, refOrderNum, orderType, createdTime, pnr,
 * airPnr, platingCarrier, payGate, paySerialNum, lastTktTime, ancillaryItems`, `passengers[]`,
 * `journeys[].segments[]`, `solutions[]`. The sandbox answers it for every order type it holds:
 * O (original) and C (change) air orders, and R (refund) orders. Its own choices, marked as such in
 * docs/sandbox.md: `orderStatus` carries the status CODE (the notes' list); `parentOrderNum` is
 * added on change and refund orders; a refund order's passengers and journeys are the refunded
 * ones and its one solution carries the refund total as `buyerAmount`; `ancillaryItems` lists the
 * air order's ancillary orders (number, status, type, passengers and bags).
 */
import { fromCents } from '../money/cents';
import { amountsWithQChargeInTaxes } from '../offers/wire-solution';
import { beijingDateTime } from '../time/wire-time';
import { type OrderBook } from './order-book';
import { type AirOrder, type AncillaryOrder, type OrderPassenger, type OrderSegment, type RefundOrder } from './order-model';

/** Which parts of the answer the request asked for (`includeFields`). */
export interface DetailParts {
  passengers: boolean;
  journeys: boolean;
  solutions: boolean;
  ancillary: boolean;
}

export function airOrderDetail(book: OrderBook, order: AirOrder, now: number, parts: DetailParts) {
  const ancillaries = book.state.ancillaryOrders.filter((ancillary) => ancillary.airOrderNum === order.orderNum && ancillary.partnerId === order.partnerId);
  return {
    orderNum: order.orderNum,
    refOrderNum: order.orderNum,
    parentOrderNum: order.parentOrderNum,
    orderType: order.orderType,
    orderStatus: book.airState(order, now),
    createdTime: beijingDateTime(order.createdAt),
    pnr: order.pnr,
    airPnr: order.airPnr,
    platingCarrier: order.platingCarrier,
    payGate: order.payment?.payGate ?? null,
    paySerialNum: order.payment?.paySerialNum ?? null,
    lastTktTime: beijingDateTime(order.lastTktTime),
    ...(parts.passengers ? { passengers: order.passengers.map(passengerView) } : {}),
    ...(parts.journeys ? { journeys: journeysView(order.segments) } : {}),
    ...(parts.solutions
      ? {
          solutions: [solutionView(order)],
        }
      : {}),
    ...(parts.ancillary ? { ancillaryItems: ancillaries.map((ancillary) => ancillaryItem(ancillary)) } : {}),
  };
}

export function refundOrderDetail(book: OrderBook, refund: RefundOrder, parent: AirOrder | undefined, now: number, parts: DetailParts) {
  const refunded = new Set(refund.items.map((item) => item.passengerIndex));
  const refundedSegments = new Set(refund.items.flatMap((item) => item.segmentNos));
  return {
    orderNum: refund.orderNum,
    refOrderNum: refund.refOrderNum,
    parentOrderNum: refund.parentOrderNum,
    orderType: 'R',
    orderStatus: book.refundState(refund, now),
    createdTime: beijingDateTime(refund.createdAt),
    pnr: parent?.pnr ?? null,
    airPnr: parent?.airPnr ?? null,
    platingCarrier: parent?.platingCarrier ?? null,
    payGate: null,
    paySerialNum: null,
    lastTktTime: null,
    ...(parts.passengers ? { passengers: (parent?.passengers ?? []).filter((p) => refunded.has(p.passengerIndex)).map(passengerView) } : {}),
    ...(parts.journeys ? { journeys: journeysView((parent?.segments ?? []).filter((s) => refundedSegments.has(s.segmentNo))) } : {}),
    ...(parts.solutions
      ? { solutions: [{ currency: parent?.currency ?? 'CNY', buyerAmount: fromCents(refund.amounts.reduce((total, a) => total + a.refund, 0)) }] }
      : {}),
    ...(parts.ancillary ? { ancillaryItems: [] } : {}),
  };
}

function passengerView(passenger: OrderPassenger) {
  return {
    passengerIndex: passenger.passengerIndex,
    psgType: passenger.psgType,
    firstName: passenger.firstName,
    lastName: passenger.lastName,
    sex: passenger.sex,
    birthday: passenger.birthday,
    nationality: passenger.nationality,
    cardType: passenger.cardType,
    cardNum: passenger.cardNum,
    cardExpiredDate: passenger.cardExpiredDate,
    // One ticket covers every segment of the sandbox's orders.
    ticketNum: passenger.ticketNum,
  };
}

function journeysView(segments: readonly OrderSegment[]) {
  const byJourney = new Map<number, OrderSegment[]>();
  for (const segment of segments) byJourney.set(segment.journeyIndex, [...(byJourney.get(segment.journeyIndex) ?? []), segment]);
  return [...byJourney.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, journey]) => ({
      segments: journey.map((segment) => ({
        airline: segment.airline,
        flightNum: segment.flightNum,
        equipment: segment.equipment,
        cabinClass: segment.cabinClass,
        bookingCode: segment.bookingCode,
        departure: segment.departure,
        arrival: segment.arrival,
        departureTerminal: segment.departureTerminal,
        arrivalTerminal: segment.arrivalTerminal,
        departureDate: segment.departureDate,
        departureTime: segment.departureTime,
        arrivalDate: segment.arrivalDate,
        arrivalTime: segment.arrivalTime,
        flightTime: segment.flightTime,
        codeShare: segment.codeShare,
        opFltNo: segment.opFltNo,
        opFltAirline: segment.opFltAirline,
      })),
    }));
}

function ancillaryItem(ancillary: AncillaryOrder) {
  return {
    ancillaryOrderNum: ancillary.ancillaryOrderNum,
    ancillaryOrderStatus: ancillary.status,
    ancillaryType: ancillary.ancillaryType,
    passengerIndexes: [...new Set(ancillary.baggages.map((bag) => bag.passengerIndex))],
    bags: ancillary.baggages.length,
  };
}

/**
 * The order's money, with the same arithmetic as OrderPricing (the Q charge inside adtTax and
 * chdTax, wire-solution.ts), so that Σ per passenger (fare + tax + tktFee + platformServiceFee +
 * merchantFee) is `buyerAmount`. Types not in the party answer null (nothing is charged for them).
 */
function solutionView(order: AirOrder) {
  const amounts = amountsWithQChargeInTaxes(order.quote);
  const child = hasType(order, 'CHD');
  const infant = hasType(order, 'INF');
  return {
    ...amounts,
    currency: order.currency,
    chdFare: child ? amounts.chdFare : null,
    chdTax: child ? amounts.chdTax : null,
    infFare: infant ? amounts.infFare : null,
    infTax: infant ? amounts.infTax : null,
    buyerAmount: fromCents(order.orderAmount),
  };
}

function hasType(order: AirOrder, type: 'ADT' | 'CHD' | 'INF'): boolean {
  return order.passengers.some((passenger) => passenger.psgType === type);
}
