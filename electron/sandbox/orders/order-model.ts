/**
 * The order book's records. They are plain JSON (no class instances, no Dates) because the whole
 * book persists to the state file as is. Amounts are integer cents; instants are epoch ms on the
 * sandbox clock.
 */
import { type FareQuote } from '../fares/fare-quote';
import { type Product } from '../fares/products';
import { type Cents } from '../money/cents';

export type PassengerType = 'ADT' | 'CHD' | 'INF';
export type Sex = 'M' | 'F';

export type AirOrderState = 'TO_BE_PAID' | 'ISS_PRC' | 'ISSED' | 'CNCL';
export type RefundOrderState = 'REFD_PRC' | 'REFD_TO_BE_REIM' | 'REFD_REIMED';

export interface OrderPassenger {
  passengerIndex: number;
  psgType: PassengerType;
  lastName: string;
  firstName: string;
  birthday: string;
  sex: Sex;
  nationality: string;
  cardType: string | null;
  cardNum: string | null;
  cardExpiredDate: string | null;
  /** Assigned when the order is issued. */
  ticketNum: string | null;
  /** An infant's accompanying adult (PreciseBooking's `associatedPassengerIndex`); absent on older state. */
  associatedPassengerIndex?: number | null;
}

export interface OrderSegment {
  /** 1-based across the whole order, as RefundRequest's `segmentNo`. */
  segmentNo: number;
  journeyIndex: number;
  airline: string;
  flightNum: string;
  equipment: string;
  cabinClass: string;
  bookingCode: string;
  departure: string;
  arrival: string;
  departureTerminal: string | null;
  arrivalTerminal: string | null;
  /** Local `yyyy-MM-dd` / `HH:mm` at each airport. */
  departureDate: string;
  departureTime: string;
  arrivalDate: string;
  arrivalTime: string;
  flightTime: number;
  codeShare: 'Y' | 'N';
  opFltNo: string | null;
  opFltAirline: string | null;
  departureInstant: number;
  arrivalInstant: number;
}

export interface Contact {
  name: string;
  email: string;
  telNum: string;
}

export interface Payment {
  paidAt: number;
  payGate: string;
  paySerialNum: string;
  transactionExpense: Cents;
  payAmount: Cents;
}

export interface AirOrder {
  orderNum: string;
  partnerId: string;
  /** O = original order, C = change order (a change of some passengers/segments of a parent). */
  orderType: 'O' | 'C';
  parentOrderNum: string | null;
  /** Only test orders can be forced to ISSED by ModifyOrderStatus. */
  isTest: boolean;
  state: AirOrderState;
  createdAt: number;
  lastTktTime: number;
  pnr: string;
  airPnr: string | null;
  platingCarrier: string;
  currency: string;
  product: Product;
  passengers: OrderPassenger[];
  segments: OrderSegment[];
  quote: FareQuote;
  orderAmount: Cents;
  payment: Payment | null;
  contact: Contact;
  /** On an original order: the passengers and segments that a change order took over. */
  changedTo: { orderNum: string; passengerIndexes: number[]; segmentNos: number[] } | null;
  solutionId: string | null;
  /** A short plain-language note on why this order is in the book (seeded orders). */
  purpose: string | null;
  /*
   * Fields of the booking path (assumed operations), optional so state files written before
   * them still load.
   */
  /** The price change the order was sold with, in per mille (OrderPricing re-prices from it). */
  fareAdjustmentPerMille?: number;
  /** The partner's own reference sent with PreciseBooking (`buyerOrder`). */
  buyerOrder?: string | null;
  /** When OrderPricing last succeeded on it (the optional "ticket within 30 minutes" rule). */
  orderPricedAt?: number | null;
  /** When Cancel cancelled it. */
  cancelledAt?: number | null;
}

export interface RefundItem {
  passengerIndex: number;
  segmentNos: number[];
}

export interface RefundAmounts {
  passengerIndex: number;
  paid: Cents;
  used: Cents;
  nonRefundable: Cents;
  serviceFee: Cents;
  refund: Cents;
}

export interface RefundOrder {
  orderNum: string;
  partnerId: string;
  parentOrderNum: string;
  refOrderNum: string;
  createdAt: number;
  /** From here the refund waits for reimbursement (REFD_TO_BE_REIM). */
  processedAt: number;
  /** From here it is reimbursed by voucher (REFD_REIMED). */
  reimbursedAt: number;
  refundType: number;
  refundReason: number;
  items: RefundItem[];
  amounts: RefundAmounts[];
  uploadedFileIds: string[];
  contact: { contactPerson: string; email: string; telNum: string };
  canceledReservationBeforeDeparture: number;
  refundPricingId: string | null;
  purpose: string | null;
}

export interface AncillaryBaggage {
  passengerIndex: number;
  journeyIndex: number;
  payBaggageType: number;
  baggagePiece: number;
  baggageWeight: string;
  price: Cents;
  description: string;
}

export interface AncillaryOrder {
  ancillaryOrderNum: string;
  airOrderNum: string;
  partnerId: string;
  status: string;
  ancillaryOrderType: string;
  saleStage: number;
  ancillaryType: number;
  createdAt: number;
  lastTktTime: number;
  payGate: string;
  paySerialNum: string;
  baggages: AncillaryBaggage[];
  purpose: string | null;
}

/** A refund pricing id the sandbox knows (RefundRequest's optional `refundPricingId`). */
export interface RefundPricing {
  refundPricingId: string;
  orderNum: string;
  items: RefundItem[];
  expiresAt: number;
}
