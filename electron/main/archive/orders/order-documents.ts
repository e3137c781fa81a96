import type { FiledPassenger, FiledSegment, FiledTicket } from '../../../contract/domains/orders';

/**
 * How an order's passengers, segments and tickets are kept in its row: JSON arrays of values in a
 * fixed field order instead of objects, so the field names are not repeated in every order (half
 * the size on disk). The field lists below are the format: append a field at the end, never
 * reorder (an older document simply lacks the newer fields, which read as null).
 */
const PASSENGER_FIELDS = ['passengerIndex', 'type', 'lastName', 'firstName', 'sex', 'birthday', 'nationality', 'cardType', 'cardNum', 'cardExpiredDate'] as const satisfies readonly (keyof FiledPassenger)[];
const SEGMENT_FIELDS = [
  'segmentNo', 'journeyIndex', 'airline', 'flightNum', 'operatingAirline', 'operatingFlightNum', 'departure', 'arrival', 'departureTerminal',
  'arrivalTerminal', 'departureDate', 'departureTime', 'arrivalDate', 'arrivalTime', 'flyingMinutes', 'cabinClass', 'bookingCode', 'equipment', 'codeShare',
  // Optional fields from here on: left out while null, so documents written before them encode the same.
  'arrivalCorrected',
] as const satisfies readonly (keyof FiledSegment)[];
const SEGMENT_REQUIRED = SEGMENT_FIELDS.indexOf('arrivalCorrected');

/** The format, for tests: every field of a passenger and a segment, in the order they are written. */
export const DOCUMENT_FIELDS = { passenger: PASSENGER_FIELDS, segment: SEGMENT_FIELDS } as const;

/**
 * One passenger or segment as its row of values, in the order of the field lists above (a unit
 * test holds them to it). Written out property by property, not looped over the field names: the
 * writer encodes every order it files, and reading a fixed property is several times faster than
 * reading a property named by a variable (100,000 orders in the bench, docs/order-file.md).
 */
function passengerRow(p: FiledPassenger): unknown[] {
  return [p.passengerIndex, p.type, p.lastName, p.firstName, p.sex ?? null, p.birthday ?? null, p.nationality ?? null, p.cardType ?? null, p.cardNum ?? null, p.cardExpiredDate ?? null];
}

function segmentRow(s: FiledSegment): unknown[] {
  const row: unknown[] = [
    s.segmentNo, s.journeyIndex, s.airline, s.flightNum, s.operatingAirline ?? null, s.operatingFlightNum ?? null, s.departure, s.arrival,
    s.departureTerminal ?? null, s.arrivalTerminal ?? null, s.departureDate ?? null, s.departureTime ?? null, s.arrivalDate ?? null,
    s.arrivalTime ?? null, s.flyingMinutes ?? null, s.cabinClass ?? null, s.bookingCode ?? null, s.equipment ?? null, s.codeShare ?? null,
  ];
  // Optional fields (after SEGMENT_REQUIRED) are written only when set.
  if (s.arrivalCorrected !== undefined && s.arrivalCorrected !== null) row.push(s.arrivalCorrected);
  return row;
}

function encodeRows<T>(items: readonly T[], row: (item: T) => unknown[]): string {
  const rows: unknown[][] = new Array<unknown[]>(items.length);
  for (let i = 0; i < items.length; i++) rows[i] = row(items[i] as T);
  return JSON.stringify(rows);
}

/** An optional field left out (see segmentRow) is left out of the object too, not read as null. */
function decode<T>(json: string, fields: readonly (keyof T)[], required = fields.length): T[] {
  const rows = JSON.parse(json) as unknown[][];
  return rows.map((values) => Object.fromEntries(fields.flatMap((field, index) => (index < required || index < values.length ? [[field, values[index] ?? null]] : []))) as T);
}

export const encodePassengers = (passengers: readonly FiledPassenger[]): string => encodeRows(passengers, passengerRow);
export const decodePassengers = (json: string): FiledPassenger[] => decode<FiledPassenger>(json, PASSENGER_FIELDS);
export const encodeSegments = (segments: readonly FiledSegment[]): string => encodeRows(segments, segmentRow);
export const decodeSegments = (json: string): FiledSegment[] => decode<FiledSegment>(json, SEGMENT_FIELDS, SEGMENT_REQUIRED);

/** Tickets grouped: `[passengerIndex, ticketNum, [segmentNo…]]`; a ticket without a segment has `[]`. */
export function encodeTickets(tickets: readonly FiledTicket[]): string {
  // An order has a few tickets: a scan of the groups so far costs less than a keyed map.
  const groups: [number, string, number[]][] = [];
  for (const ticket of tickets) {
    let group = groups.find((g) => g[0] === ticket.passengerIndex && g[1] === ticket.ticketNum);
    if (!group) groups.push((group = [ticket.passengerIndex, ticket.ticketNum, []]));
    if (ticket.segmentNo !== null) group[2].push(ticket.segmentNo);
  }
  return JSON.stringify(groups);
}

export function decodeTickets(json: string): FiledTicket[] {
  const groups = JSON.parse(json) as [number, string, number[]][];
  return groups.flatMap(([passengerIndex, ticketNum, segmentNos]): FiledTicket[] =>
    segmentNos.length === 0 ? [{ passengerIndex, segmentNo: null, ticketNum }] : segmentNos.map((segmentNo) => ({ passengerIndex, segmentNo, ticketNum })),
  );
}
