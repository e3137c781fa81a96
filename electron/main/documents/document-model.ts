import type { Language } from '../../contract/domains/language';
import type { AmountLine, FiledVoucher, OrderKind, OrderStatus, RefundLine } from '../../contract/domains/orders';
import type { Environment } from '../../contract/domains/profiles';
import type { BaggageAllowance, MiniRule, Money, PassengerType } from '../../contract/domains/shopping';
import type { DocumentType } from '../../contract/refunds/refund-documents';
import type { RefundRequestData } from '../../contract/refunds/refund-request-builder';

/**
 * What a customer document (itinerary, e-ticket receipt, refund evidence: issue 25) is made from:
 * plain data read from the order file and Settings by the document service, handed to
 * buildCustomerDocument(). Nothing here is worded: codes, the service's own strings and decimal
 * amounts only, so the builder words everything in the language the request asks, whatever the
 * desk's own language. Null always means "the file does not know", never "none".
 */

/** Which document. */
export type DocumentKind = 'itinerary' | 'receipt' | 'refund-evidence';

/** The document's language: one of the desk's, or both side by side. */
export type DocumentLanguage = Language | 'both';

export interface DocumentRequest {
  kind: DocumentKind;
  language: DocumentLanguage;
  /** Receipt only: one passenger's receipt (the file's `passengerIndex`); absent: the whole order. */
  passengerIndex?: number;
  /**
   * Receipt only: print the net price the agency paid the platform. Off unless the agent turns it
   * on: agencies sell above the net price, which the customer must not see by accident.
   */
  showNetPrice?: boolean;
}

/** The agency's letterhead from Settings; every line optional but the name. */
export interface Letterhead {
  agencyName: string;
  address: string | null;
  telephone: string | null;
  email: string | null;
  licenceNumber: string | null;
  logo: { bytes: Uint8Array; type: 'png' | 'jpg' } | null;
}

/** A name from the local datasets: English always when known; Chinese for the places the desk's table lists. */
export interface PlaceWords {
  en: string | null;
  zh: string | null;
}

export interface DocumentAirport {
  /** IATA code as filed. */
  code: string;
  /** The airport's name (aircodes; resources/data/chinese-place-names.json for Chinese). */
  name: PlaceWords;
  /** Its city. */
  city: PlaceWords;
  terminal: string | null;
}

export interface DocumentCarrier {
  code: string;
  /** English name from the airline dataset; null when it does not know the code. */
  name: string | null;
}

/** One flight leg. Dates and times are the airports' local wall clock, the segment's `str*` fields as filed. */
export interface DocumentSegment {
  segmentNo: number;
  /** 1 outbound, 2 return (as filed). */
  journeyIndex: number;
  /** The marketing flight as printed: carrier code and number ("CA1501"). */
  flight: string;
  carrier: DocumentCarrier;
  /** A codeshare's operating carrier and flight; null when the marketing carrier operates it. */
  operatedBy: { carrier: DocumentCarrier; flight: string | null } | null;
  departure: DocumentAirport;
  arrival: DocumentAirport;
  /** yyyy-MM-dd, local to the departure airport. */
  departureDate: string | null;
  /** HH:mm, local. */
  departureTime: string | null;
  /** yyyy-MM-dd, local to the arrival airport. */
  arrivalDate: string | null;
  arrivalTime: string | null;
  /** Calendar days from the departure date to the arrival date (+1 overnight, −1 over the date line westwards); 0 the same day. */
  dayMark: number;
  flyingMinutes: number | null;
  /** As the service spells it (ECONOMY, BUSINESS…). */
  cabin: string | null;
  bookingClass: string | null;
  equipment: string | null;
  /** Per passenger type, when the priced offer the order came from is in the archive; null when not known. */
  baggage: Partial<Record<PassengerType, BaggageAllowance>> | null;
}

export interface DocumentTicket {
  /** Null when the service did not say which segment the ticket covers. */
  segmentNo: number | null;
  ticketNum: string;
}

/** A passenger as on the ticket: the name may be Latin (ZHANG/SAN) or Chinese (张/三), as booked. */
export interface DocumentPassenger {
  passengerIndex: number;
  type: PassengerType | string;
  lastName: string;
  firstName: string;
  tickets: DocumentTicket[];
}

/** The mini rules of one passenger type, over the segments they cover: worded by the builder (refund/change, before/after departure, no-show). */
export interface FareConditions {
  passengerType: PassengerType | string;
  /** 1-based segment numbers; empty: the whole order. */
  segments: number[];
  rules: MiniRule[];
}

/** An amount and its currency, the amount a decimal string exactly as the service sent it. */
export interface DocumentMoney {
  amount: Money;
  currency: string;
}

export interface DocumentOrder {
  /** A string: 18 digits in practice. */
  orderNum: string;
  kind: OrderKind;
  environment: Environment;
  status: OrderStatus;
  pnr: string | null;
  airPnr: string | null;
  platingCarrier: string | null;
  /** When the service created it, as sent: yyyy-MM-dd HH:mm:ss in the service's clock (Beijing). */
  createdTime: string | null;
  passengers: DocumentPassenger[];
  segments: DocumentSegment[];
  /** Empty when the file holds no mini rules for the order. */
  fareConditions: FareConditions[];
  /** The net price the agency pays the platform (the order's amount); null when not known. */
  netTotal: DocumentMoney | null;
  /** The service's amount lines (fares and taxes per passenger type, fees): net prices too. */
  amounts: AmountLine[];
}

/**
 * What the agency charges the customer for the order, entered by the agent and kept (audited) in
 * the order file: either the whole amount, or a service fee on top of the net price.
 */
export type SellingPrice = ({ kind: 'total' } & DocumentMoney) | ({ kind: 'service-fee' } & DocumentMoney);

/** A document attached to the refund request. */
export interface RefundAttachment {
  name: string | null;
  type: DocumentType | null;
  pages: number | null;
  /** The service's file id once uploaded (or pasted); null when it never got one. */
  fileId: string | null;
}

/**
 * Which clock a time was read on: the service's (its own wall clock, Beijing, as it sent the time)
 * or this desk's (an ISO instant, shown in UTC).
 */
export type EvidenceClock = 'service' | 'desk';

export interface EvidenceStatus {
  status: OrderStatus;
  at: string;
  clock: EvidenceClock;
  /** True when the service did not send it and the desk concluded it. */
  inferred: boolean;
}

export interface RefundEvidence {
  /** The refund order the service made; null while the outcome is not known. */
  refundOrderNum: string | null;
  /** The request exactly as it was sent; null if it was never sent from this desk. */
  request: RefundRequestData | null;
  /** The desk's id of the request and when it left (desk clock, ISO). */
  requestId: string | null;
  sentAt: string | null;
  attachments: RefundAttachment[];
  /** Oldest first. */
  history: EvidenceStatus[];
  /** The refund order's price list per passenger: what is refunded. */
  lines: RefundLine[];
  vouchers: FiledVoucher[];
}

/** Everything one document is built from. */
export interface DocumentInput {
  /** Null: no letterhead entered yet (the document then starts with its title). */
  letterhead: Letterhead | null;
  order: DocumentOrder;
  sellingPrice: SellingPrice | null;
  /** Refund evidence only: the refund of this order. */
  refund: RefundEvidence | null;
  /** When the document is made (desk clock, ISO): printed in its footer. */
  madeAt: string;
}
