/**
 * `GET /sandbox/orders`: the order book as plain JSON for tests and trainers (outside the partner
 * API). Every entry has `kind`, `orderNum`, `stateCode` and `stateText`, so finding "an order in
 * state X" is one filter; amounts are decimal numbers, times Beijing `yyyy-MM-dd HH:mm:ss`.
 */
import { fromCents } from '../money/cents';
import { beijingDateTime } from '../time/wire-time';
import { type OrderBook } from './order-book';
import { type AirOrder, type AirOrderState, type AncillaryOrder, type RefundOrder, type RefundOrderState } from './order-model';
import { STATE_TEXTS } from './order-states';
import { voucherNumberOf } from './vouchers';

export interface SandboxPassengerEntry {
  passengerIndex: number;
  psgType: 'ADT' | 'CHD' | 'INF';
  lastName: string;
  firstName: string;
  birthday: string;
  sex: 'M' | 'F';
  nationality: string;
  cardType: string | null;
  cardNum: string | null;
  cardExpiredDate: string | null;
  ticketNum: string | null;
  /** An infant's accompanying adult (null for adults and children). */
  associatedPassengerIndex: number | null;
}

export interface SandboxSegmentEntry {
  segmentNo: number;
  /** 0 for journey_0, 1 for journey_1 */
  journeyIndex: number;
  airline: string;
  flightNum: string;
  departure: string;
  arrival: string;
  departureDate: string;
  departureTime: string;
  arrivalDate: string;
  arrivalTime: string;
  cabinClass: string;
  bookingCode: string;
  codeShare: 'Y' | 'N';
  opFltAirline: string | null;
  opFltNo: string | null;
}

export interface SandboxAirOrderEntry {
  kind: 'air';
  orderNum: string;
  /** O = original order, C = change order */
  orderType: 'O' | 'C';
  parentOrderNum: string | null;
  /** On an original order whose passenger moved to a change order. */
  changeOrderNum: string | null;
  stateCode: AirOrderState;
  stateText: string;
  isTest: boolean;
  partnerId: string;
  pnr: string;
  airPnr: string | null;
  platingCarrier: string;
  currency: string;
  orderAmount: number;
  /** What ticketing deducts (or deducted): orderAmount + transactionExpense. */
  transactionExpense: number;
  payAmount: number;
  payGate: string | null;
  paySerialNum: string | null;
  createdAt: string;
  lastTktTime: string;
  passengers: SandboxPassengerEntry[];
  segments: SandboxSegmentEntry[];
  refundOrderNums: string[];
  ancillaryOrderNums: string[];
  refundPricingIds: { refundPricingId: string; expired: boolean }[];
  purpose: string | null;
  /** PreciseBooking's `buyerOrder` (assumed operation), else null. */
  buyerOrder: string | null;
  /** When OrderPricing last succeeded on it (Beijing time), else null. */
  orderPricedAt: string | null;
  /** When Cancel cancelled it (Beijing time), else null. */
  cancelledAt: string | null;
}

export interface SandboxRefundOrderEntry {
  kind: 'refund';
  orderNum: string;
  parentOrderNum: string;
  refOrderNum: string;
  stateCode: RefundOrderState;
  stateText: string;
  partnerId: string;
  refundType: number;
  refundReason: number;
  passengers: { passengerIndex: number; lastName: string; firstName: string; segmentNos: number[]; refundAmount: number; voucherNumber: string | null }[];
  refundAmount: number;
  uploadedFileIds: string[];
  createdAt: string;
  /** When it moves to "To be reimbursed" / "Reimbursed" (sandbox clock, Beijing time). */
  processedAt: string;
  reimbursedAt: string;
  purpose: string | null;
}

export interface SandboxAncillaryOrderEntry {
  kind: 'ancillary';
  /** The ancillary order number (same as ancillaryOrderNum, for uniform lookups). */
  orderNum: string;
  ancillaryOrderNum: string;
  airOrderNum: string;
  stateCode: string;
  stateText: string;
  partnerId: string;
  baggages: { passengerIndex: number; journeyIndex: number; baggagePiece: number; baggageWeight: string; price: number; description: string }[];
  createdAt: string;
  purpose: string | null;
}

export type SandboxOrderEntry = SandboxAirOrderEntry | SandboxRefundOrderEntry | SandboxAncillaryOrderEntry;

export interface SandboxOrdersListing {
  /** The sandbox clock, Beijing time. */
  now: string;
  credits: { partnerId: string; credit: number; currency: string }[];
  orders: SandboxOrderEntry[];
}

export function airOrderEntry(book: OrderBook, order: AirOrder, now: number): SandboxAirOrderEntry {
  const state = book.airState(order, now);
  const transactionExpense = order.payment?.transactionExpense ?? book.transactionExpenseOf(order);
  return {
    kind: 'air',
    orderNum: order.orderNum,
    orderType: order.orderType,
    parentOrderNum: order.parentOrderNum,
    changeOrderNum: order.changedTo?.orderNum ?? null,
    stateCode: state,
    stateText: STATE_TEXTS[state],
    isTest: order.isTest,
    partnerId: order.partnerId,
    pnr: order.pnr,
    airPnr: order.airPnr,
    platingCarrier: order.platingCarrier,
    currency: order.currency,
    orderAmount: fromCents(order.orderAmount),
    transactionExpense: fromCents(transactionExpense),
    payAmount: fromCents(order.payment?.payAmount ?? order.orderAmount + transactionExpense),
    payGate: order.payment?.payGate ?? null,
    paySerialNum: order.payment?.paySerialNum ?? null,
    createdAt: beijingDateTime(order.createdAt),
    lastTktTime: beijingDateTime(order.lastTktTime),
    passengers: order.passengers.map((p) => ({
      passengerIndex: p.passengerIndex,
      psgType: p.psgType,
      lastName: p.lastName,
      firstName: p.firstName,
      birthday: p.birthday,
      sex: p.sex,
      nationality: p.nationality,
      cardType: p.cardType,
      cardNum: p.cardNum,
      cardExpiredDate: p.cardExpiredDate,
      ticketNum: p.ticketNum,
      associatedPassengerIndex: p.associatedPassengerIndex ?? null,
    })),
    segments: order.segments.map((s) => ({
      segmentNo: s.segmentNo,
      journeyIndex: s.journeyIndex,
      airline: s.airline,
      flightNum: s.flightNum,
      departure: s.departure,
      arrival: s.arrival,
      departureDate: s.departureDate,
      departureTime: s.departureTime,
      arrivalDate: s.arrivalDate,
      arrivalTime: s.arrivalTime,
      cabinClass: s.cabinClass,
      bookingCode: s.bookingCode,
      codeShare: s.codeShare,
      opFltAirline: s.opFltAirline,
      opFltNo: s.opFltNo,
    })),
    refundOrderNums: book.refundsOf(order.orderNum).map((refund) => refund.orderNum),
    ancillaryOrderNums: book.state.ancillaryOrders.filter((a) => a.airOrderNum === order.orderNum).map((a) => a.ancillaryOrderNum),
    refundPricingIds: book.state.refundPricings
      .filter((pricing) => pricing.orderNum === order.orderNum)
      .map((pricing) => ({ refundPricingId: pricing.refundPricingId, expired: now > pricing.expiresAt })),
    purpose: order.purpose,
    buyerOrder: order.buyerOrder ?? null,
    orderPricedAt: order.orderPricedAt ? beijingDateTime(order.orderPricedAt) : null,
    cancelledAt: order.cancelledAt ? beijingDateTime(order.cancelledAt) : null,
  };
}

export function refundOrderEntry(book: OrderBook, seed: number, refund: RefundOrder, now: number): SandboxRefundOrderEntry {
  const state = book.refundState(refund, now);
  const parent = book.air(refund.parentOrderNum);
  return {
    kind: 'refund',
    orderNum: refund.orderNum,
    parentOrderNum: refund.parentOrderNum,
    refOrderNum: refund.refOrderNum,
    stateCode: state,
    stateText: STATE_TEXTS[state],
    partnerId: refund.partnerId,
    refundType: refund.refundType,
    refundReason: refund.refundReason,
    passengers: refund.items.map((item) => {
      const passenger = parent?.passengers.find((p) => p.passengerIndex === item.passengerIndex);
      const amount = refund.amounts.find((a) => a.passengerIndex === item.passengerIndex)?.refund ?? 0;
      return {
        passengerIndex: item.passengerIndex,
        lastName: passenger?.lastName ?? '',
        firstName: passenger?.firstName ?? '',
        segmentNos: item.segmentNos,
        refundAmount: fromCents(amount),
        voucherNumber: state === 'REFD_REIMED' ? voucherNumberOf(seed, refund, item.passengerIndex) : null,
      };
    }),
    refundAmount: fromCents(refund.amounts.reduce((total, a) => total + a.refund, 0)),
    uploadedFileIds: refund.uploadedFileIds,
    createdAt: beijingDateTime(refund.createdAt),
    processedAt: beijingDateTime(refund.processedAt),
    reimbursedAt: beijingDateTime(refund.reimbursedAt),
    purpose: refund.purpose,
  };
}

export function ancillaryOrderEntry(order: AncillaryOrder): SandboxAncillaryOrderEntry {
  return {
    kind: 'ancillary',
    orderNum: order.ancillaryOrderNum,
    ancillaryOrderNum: order.ancillaryOrderNum,
    airOrderNum: order.airOrderNum,
    stateCode: order.status,
    stateText: STATE_TEXTS.ISS_PRC,
    partnerId: order.partnerId,
    baggages: order.baggages.map((b) => ({
      passengerIndex: b.passengerIndex,
      journeyIndex: b.journeyIndex,
      baggagePiece: b.baggagePiece,
      baggageWeight: b.baggageWeight,
      price: fromCents(b.price),
      description: b.description,
    })),
    createdAt: beijingDateTime(order.createdAt),
    purpose: order.purpose,
  };
}

export function listOrders(book: OrderBook, seed: number, now: number, currency = 'CNY'): SandboxOrdersListing {
  return {
    now: beijingDateTime(now),
    credits: Object.entries(book.state.credits).map(([partnerId, credit]) => ({ partnerId, credit: fromCents(credit), currency })),
    orders: [
      ...book.state.airOrders.map((order) => airOrderEntry(book, order, now)),
      ...book.state.refundOrders.map((refund) => refundOrderEntry(book, seed, refund, now)),
      ...book.state.ancillaryOrders.map(ancillaryOrderEntry),
    ],
  };
}
