import type { FiledOrder, FiledSegment } from '../../../contract/domains/orders';
import type { OfferConditions } from './offer-conditions';
import type { DraftRow, StoredDocument } from '../../archive/orders/refund-drafts';
import type { StoredSellingPrice } from '../../archive/orders/selling-prices';
import type { DocumentAirport, DocumentInput, DocumentOrder, DocumentSegment, Letterhead, RefundEvidence, SellingPrice } from '../../documents/document-model';
import type { StoredLetterhead } from './letterhead-file';

/** The names the desk's datasets know for a code (airports, cities, carriers). */
export interface DocumentNames {
  place(code: string): { name: string; city: string } | undefined;
  chinese(code: string): { city: string; airport: string | null } | undefined;
  airline(code: string): string | undefined;
}

/** The refund of an order as the file has it: the draft the desk sent (with its documents) and the refund order the service made. */
export interface FiledRefund {
  draft: DraftRow | null;
  documents: StoredDocument[];
  refundOrder: FiledOrder | null;
}

/**
 * One order of the file, as the document builders read it (document-model.ts): the file's facts
 * as filed (local str* dates and times, decimal amounts, names as booked), the datasets' names for
 * codes, the selling price the agent entered, the letterhead from Settings. Pure: the document
 * service reads the file; this only arranges what it read.
 */
export function orderToDocument(
  order: FiledOrder,
  extra: { letterhead: StoredLetterhead; sellingPrice: StoredSellingPrice | null; refund: FiledRefund | null; conditions: OfferConditions | null; names: DocumentNames; madeAt: Date },
): DocumentInput {
  const { names, conditions } = extra;
  const documentOrder: DocumentOrder = {
    orderNum: order.orderNum,
    kind: order.kind,
    environment: order.environment,
    status: order.status,
    pnr: order.pnr,
    airPnr: order.airPnr,
    platingCarrier: order.platingCarrier,
    createdTime: order.createdTime,
    passengers: order.passengers.map((passenger) => ({
      passengerIndex: passenger.passengerIndex,
      type: passenger.type,
      lastName: passenger.lastName,
      firstName: passenger.firstName,
      tickets: order.tickets.filter((ticket) => ticket.passengerIndex === passenger.passengerIndex).map((ticket) => ({ segmentNo: ticket.segmentNo, ticketNum: ticket.ticketNum })),
    })),
    segments: [...order.segments].sort((a, b) => a.segmentNo - b.segmentNo).map((segment, index) => segmentOf(segment, names, conditions?.baggage.get(index + 1) ?? null)),
    // The order file keeps no mini rules: they come from the priced offer the desk booked it from, if
    // the search archive still has it; else none, and the itinerary says they are not known.
    fareConditions: conditions?.fareConditions ?? [],
    netTotal: order.amount && order.currency ? { amount: order.amount, currency: order.currency } : null,
    amounts: order.amounts,
  };
  return {
    letterhead: letterheadOf(extra.letterhead),
    order: documentOrder,
    sellingPrice: sellingPriceOf(extra.sellingPrice),
    refund: extra.refund ? refundOf(extra.refund) : null,
    madeAt: extra.madeAt.toISOString(),
  };
}

function segmentOf(segment: FiledSegment, names: DocumentNames, baggage: DocumentSegment['baggage']): DocumentSegment {
  const carrier = (code: string) => ({ code, name: names.airline(code) ?? null });
  const flight = segment.flightNum.startsWith(segment.airline) ? segment.flightNum : `${segment.airline}${segment.flightNum}`;
  const operated = segment.operatingAirline && segment.operatingAirline !== segment.airline;
  return {
    segmentNo: segment.segmentNo,
    journeyIndex: segment.journeyIndex,
    flight,
    carrier: carrier(segment.airline),
    operatedBy: operated && segment.operatingAirline ? { carrier: carrier(segment.operatingAirline), flight: segment.operatingFlightNum } : null,
    departure: airportOf(segment.departure, segment.departureTerminal, names),
    arrival: airportOf(segment.arrival, segment.arrivalTerminal, names),
    departureDate: segment.departureDate,
    departureTime: segment.departureTime,
    arrivalDate: segment.arrivalDate,
    arrivalTime: segment.arrivalTime,
    dayMark: dayMark(segment.departureDate, segment.arrivalDate),
    flyingMinutes: segment.flyingMinutes,
    cabin: segment.cabinClass,
    bookingClass: segment.bookingCode,
    equipment: segment.equipment,
    baggage,
  };
}

function airportOf(code: string, terminal: string | null, names: DocumentNames): DocumentAirport {
  const place = names.place(code);
  const chinese = names.chinese(code);
  // The service sends "0" or "" for "no terminal".
  const shownTerminal = terminal && terminal !== '0' ? terminal : null;
  return { code, name: { en: place?.name ?? null, zh: chinese?.airport ?? null }, city: { en: place?.city ?? null, zh: chinese?.city ?? null }, terminal: shownTerminal };
}

/** Calendar days between two local dates (yyyy-MM-dd), counted on the calendar, not by clocks. */
function dayMark(from: string | null, to: string | null): number {
  if (!from || !to) return 0;
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return Number.isFinite(days) ? Math.round(days) : 0;
}

function letterheadOf(stored: StoredLetterhead): Letterhead | null {
  if (stored.savedAt === null || stored.agencyName.trim() === '') return null;
  const orNull = (value: string) => (value.trim() === '' ? null : value);
  return {
    agencyName: stored.agencyName,
    address: orNull(stored.address),
    telephone: orNull(stored.telephone),
    email: orNull(stored.email),
    licenceNumber: orNull(stored.licence),
    logo: stored.logo ? { bytes: stored.logo.bytes, type: stored.logo.type === 'png' ? 'png' : 'jpg' } : null,
  };
}

function sellingPriceOf(stored: StoredSellingPrice | null): SellingPrice | null {
  if (!stored) return null;
  return stored.mode === 'total' ? { kind: 'total', amount: stored.amount, currency: stored.currency } : { kind: 'service-fee', amount: stored.amount, currency: stored.currency };
}

function refundOf(refund: FiledRefund): RefundEvidence {
  const { draft, refundOrder } = refund;
  const outcome = draft?.outcome;
  return {
    refundOrderNum: refundOrder?.orderNum ?? (outcome?.kind === 'refunded' ? outcome.refundOrderNum : null),
    request: draft?.sentRequest ?? null,
    requestId: draft?.requestId ?? null,
    sentAt: draft?.sentAt ?? null,
    attachments: refund.documents.map((document) => ({ name: document.fileName, type: document.contentType, pages: document.pages, fileId: document.fileId })),
    // When the desk saw each status of the refund order: its own clock (the file records them so).
    history: (refundOrder?.statusHistory ?? []).map((entry) => ({ status: entry.status, at: entry.seenAt, clock: 'desk' as const, inferred: entry.inferred })),
    lines: refundOrder?.refundLines ?? [],
    vouchers: refundOrder?.vouchers ?? [],
  };
}
