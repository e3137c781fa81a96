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

/** Fields after the first `required` are dropped from the end while null (optional fields added later). */
function encode<T>(items: readonly T[], fields: readonly (keyof T)[], required = fields.length): string {
  return JSON.stringify(
    items.map((item) => {
      const values = fields.map((field) => item[field] ?? null);
      while (values.length > required && values.at(-1) === null) values.pop();
      return values;
    }),
  );
}

/** An optional field left out (see encode) is left out of the object too, not read as null. */
function decode<T>(json: string, fields: readonly (keyof T)[], required = fields.length): T[] {
  const rows = JSON.parse(json) as unknown[][];
  return rows.map((values) => Object.fromEntries(fields.flatMap((field, index) => (index < required || index < values.length ? [[field, values[index] ?? null]] : []))) as T);
}

export const encodePassengers = (passengers: readonly FiledPassenger[]): string => encode(passengers, PASSENGER_FIELDS);
export const decodePassengers = (json: string): FiledPassenger[] => decode<FiledPassenger>(json, PASSENGER_FIELDS);
export const encodeSegments = (segments: readonly FiledSegment[]): string => encode(segments, SEGMENT_FIELDS, SEGMENT_REQUIRED);
export const decodeSegments = (json: string): FiledSegment[] => decode<FiledSegment>(json, SEGMENT_FIELDS, SEGMENT_REQUIRED);

/** Tickets grouped: `[passengerIndex, ticketNum, [segmentNo…]]`; a ticket without a segment has `[]`. */
export function encodeTickets(tickets: readonly FiledTicket[]): string {
  const groups = new Map<string, [number, string, number[]]>();
  for (const ticket of tickets) {
    const key = `${ticket.passengerIndex} ${ticket.ticketNum}`;
    const group = groups.get(key) ?? [ticket.passengerIndex, ticket.ticketNum, []];
    if (ticket.segmentNo !== null) group[2].push(ticket.segmentNo);
    groups.set(key, group);
  }
  return JSON.stringify([...groups.values()]);
}

export function decodeTickets(json: string): FiledTicket[] {
  const groups = JSON.parse(json) as [number, string, number[]][];
  return groups.flatMap(([passengerIndex, ticketNum, segmentNos]): FiledTicket[] =>
    segmentNos.length === 0 ? [{ passengerIndex, segmentNo: null, ticketNum }] : segmentNos.map((segmentNo) => ({ passengerIndex, segmentNo, ticketNum })),
  );
}
