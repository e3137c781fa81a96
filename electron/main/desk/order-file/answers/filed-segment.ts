import type { FiledSegment } from '../../../../contract/domains/orders';
import { codeShareOf, emptyToNull, terminalOf } from './wire-values';

/**
 * The segment fields OrderDetail and a refund order's answer share (their `journeys[].segments[]`),
 * as their schemas read them (a refund order's dates may be missing).
 */
export interface WireSegmentFields {
  airline: string;
  flightNum: string;
  opFltAirline: string | null;
  opFltNo: string | null;
  departure: string;
  arrival: string;
  departureTerminal: string | null;
  arrivalTerminal: string | null;
  departureDate: string | null;
  departureTime: string | null;
  arrivalDate: string | null;
  arrivalTime: string | null;
  flightTime: number | null;
  cabinClass: string | null;
  bookingCode: string | null;
  equipment: string | null;
  codeShare: string | null;
}

/** One answer segment as the order file keeps it: local dates and times as sent, unknowns as null. */
export function filedSegmentOf(s: WireSegmentFields, segmentNo: number, journeyIndex: number): FiledSegment {
  return {
    segmentNo,
    journeyIndex,
    airline: s.airline,
    flightNum: s.flightNum,
    operatingAirline: emptyToNull(s.opFltAirline),
    operatingFlightNum: emptyToNull(s.opFltNo),
    departure: s.departure,
    arrival: s.arrival,
    departureTerminal: terminalOf(s.departureTerminal),
    arrivalTerminal: terminalOf(s.arrivalTerminal),
    departureDate: s.departureDate,
    departureTime: s.departureTime,
    arrivalDate: s.arrivalDate,
    arrivalTime: s.arrivalTime,
    flyingMinutes: s.flightTime,
    cabinClass: emptyToNull(s.cabinClass),
    bookingCode: emptyToNull(s.bookingCode),
    equipment: emptyToNull(s.equipment),
    codeShare: codeShareOf(s.codeShare),
  };
}
