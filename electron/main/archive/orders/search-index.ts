import type { FiledSegment, FiledTicket, RefundLine } from '../../../contract/domains/orders';
import { indexText } from '../../../contract/domains/search-folding';
import { digitRunWindows } from './digit-grams';
import { decodePassengers, decodeSegments, decodeTickets } from './order-documents';
import type { ArchiveDatabase } from '../open-archive';

/** A city name for an airport code, so "Beijing" finds PEK orders; null when unknown. */
export type PlaceNames = (code: string) => string | null;

/** The texts one order is found by (see docs/order-file.md, "Search"). */
export interface SearchDocument {
  /** Order numbers, locators, ticket and voucher numbers, searched by any part: digits only for tickets. */
  ids: string;
  names: string;
  places: string;
  notes: string;
}

interface OrderSearchFacts {
  order_num: string;
  pnr: string | null;
  air_pnr: string | null;
  contact_name: string | null;
  passengers_json: string;
  segments_json: string;
  tickets_json: string;
  refund_lines_json: string | null;
}

/**
 * Keeps the two full-text tables of the order file in step with its orders. Both are contentless
 * (the text lives in the order's own tables), so an order's entry is rebuilt from those tables
 * whenever it changes and replaced whole.
 */
export class SearchIndex {
  private readonly statements;

  constructor(
    private readonly db: ArchiveDatabase,
    private readonly placeNames: PlaceNames = () => null,
  ) {
    this.statements = {
      order: db.prepare(
        `SELECT order_num, pnr, air_pnr, json_extract(details_json, '$.contact.name') AS contact_name, passengers_json, segments_json, tickets_json,
           json_extract(details_json, '$.refundLines') AS refund_lines_json
         FROM orders WHERE id = ?`,
      ),
      vouchers: db.prepare('SELECT voucher_number, last_name, first_name FROM order_vouchers WHERE order_id = ?'),
      note: db.prepare('SELECT text FROM order_notes WHERE order_id = ?'),
      deleteIds: db.prepare('DELETE FROM order_ids_fts WHERE rowid = ?'),
      deleteText: db.prepare('DELETE FROM order_text_fts WHERE rowid = ?'),
      insertIds: db.prepare('INSERT INTO order_ids_fts (rowid, ids) VALUES (?, ?)'),
      insertText: db.prepare('INSERT INTO order_text_fts (rowid, names, places, notes) VALUES (?, ?, ?, ?)'),
    };
  }

  /**
   * Writes one order's entry. A new order's entry is built from what is being filed (no read
   * back); an order that changed is rebuilt from what the file holds now. Call inside the write's
   * transaction.
   */
  reindex(orderId: number, fresh?: SearchParts): void {
    const parts = fresh ?? this.partsFor(orderId);
    if (!parts) return;
    const document = buildSearchDocument(parts, this.placeNames);
    if (!fresh) {
      this.statements.deleteIds.run(orderId);
      this.statements.deleteText.run(orderId);
    }
    this.statements.insertIds.run(orderId, document.ids);
    this.statements.insertText.run(orderId, document.names, document.places, document.notes);
  }

  /** An order copied into the file with no entry yet (salvage, a set-aside file brought back): built from the file, nothing to replace. */
  add(orderId: number): void {
    const parts = this.partsFor(orderId);
    if (parts) this.reindex(orderId, parts);
  }

  /** A note changed: only the words table holds notes, the identifiers' entry stays as it is. */
  reindexWords(orderId: number): void {
    const parts = this.partsFor(orderId);
    if (!parts) return;
    const document = buildSearchDocument(parts, this.placeNames);
    this.statements.deleteText.run(orderId);
    this.statements.insertText.run(orderId, document.names, document.places, document.notes);
  }

  private partsFor(orderId: number): SearchParts | null {
    const s = this.statements;
    const order = s.order.get(orderId) as OrderSearchFacts | undefined;
    if (!order) return null;
    const vouchers = s.vouchers.all(orderId) as { voucher_number: string; last_name: string | null; first_name: string | null }[];
    const passengers = decodePassengers(order.passengers_json);
    const refundLines = JSON.parse(order.refund_lines_json ?? '[]') as RefundLine[];
    return {
      numbers: [order.order_num, order.pnr, order.air_pnr],
      ticketDigits: decodeTickets(order.tickets_json).map(ticketDigits),
      voucherNumbers: vouchers.map((voucher) => voucher.voucher_number),
      names: [
        ...passengers.map((p) => `${p.lastName} ${p.firstName}`),
        ...refundLines.map((line) => `${line.lastName} ${line.firstName}`),
        ...vouchers.map((v) => `${v.last_name ?? ''} ${v.first_name ?? ''}`),
      ],
      contactName: order.contact_name,
      segments: decodeSegments(order.segments_json),
      note: (s.note.get(orderId) as { text: string } | undefined)?.text ?? null,
    };
  }
}

/** What an order is found by, gathered from the file or from what is being filed. */
export interface SearchParts {
  numbers: (string | null)[];
  ticketDigits: string[];
  voucherNumbers: string[];
  /** "SURNAME GIVEN" per passenger (and refund and voucher holders). */
  names: string[];
  contactName: string | null;
  segments: Pick<FiledSegment, 'airline' | 'flightNum' | 'operatingAirline' | 'operatingFlightNum' | 'departure' | 'arrival'>[];
  note: string | null;
}

export function buildSearchDocument(parts: SearchParts, placeNames: PlaceNames = () => null): SearchDocument {
  // Built for every order filed (100,000 in the bench): plain loops, no intermediate arrays.
  // Identifiers with letters (PNRs, vouchers) as they are; digit runs as pairs (digit-grams.ts).
  const lettered: string[] = [];
  const digitPairs: string[] = [];
  const addIdentifier = (value: string | null) => {
    if (!value) return;
    const lower = value.toLowerCase();
    if (HAS_LETTER.test(lower)) lettered.push(lower);
    for (const pairs of digitRunWindows(lower)) digitPairs.push(pairs);
  };
  for (const number of parts.numbers) addIdentifier(number);
  for (const ticket of new Set(parts.ticketDigits)) addIdentifier(ticket);
  for (const voucher of parts.voucherNumbers) addIdentifier(voucher);

  const airports: string[] = [];
  for (const segment of parts.segments) {
    if (!airports.includes(segment.departure)) airports.push(segment.departure);
    if (!airports.includes(segment.arrival)) airports.push(segment.arrival);
  }
  const placeWords: (string | null)[] = airports.slice();
  for (const code of airports) placeWords.push(placeNames(code));
  for (const segment of parts.segments) addFlightWords(placeWords, segment.airline, segment.flightNum);
  for (const segment of parts.segments) {
    if (segment.operatingAirline && segment.operatingFlightNum) addFlightWords(placeWords, segment.operatingAirline, segment.operatingFlightNum);
  }
  return {
    ids: [...lettered, ...digitPairs].join(' '),
    names: indexText(...parts.names, parts.contactName),
    places: indexText(...placeWords),
    notes: indexText(parts.note),
  };
}

const HAS_LETTER = /[a-z]/;

/** "CA1501" and "1501": agents type either. */
function addFlightWords(words: (string | null)[], airline: string, flightNum: string): void {
  const digits = flightNum.startsWith(airline) ? flightNum.slice(airline.length) : flightNum;
  words.push(`${airline}${digits}`, digits);
}

/** A ticket number as the index and exact search hold it: its digits. */
export function ticketDigits(ticket: Pick<FiledTicket, 'ticketNum'>): string {
  return ticket.ticketNum.replace(/\D/g, '');
}
