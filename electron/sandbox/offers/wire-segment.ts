/** The segment object of the shopping and pricing responses (2.4), in the real service's forms. */
import { type BookingClass } from '../fares/cabins';
import { type Product } from '../fares/products';
import { fingerprintHex } from '../random/fingerprint';
import { type DatedFlight } from '../network/dated-flight';
import { formatClockTime, formatDate } from '../time/calendar';
import { wallClockAsUtc8Timestamp } from '../time/wire-time';

export interface WireSegment {
  segmentId: string;
  airline: string;
  flightNum: string;
  equipment: string;
  cabinClass: string;
  bookingCode: string;
  availabilityCount: number;
  departure: string;
  arrival: string;
  departureTerminal: string | null;
  arrivalTerminal: string | null;
  /** Local wall clock read as UTC+8, 13 digits. */
  departureDate: number;
  arrivalDate: number;
  flightTime: number;
  stayTime: number | null;
  codeShare: 'Y' | 'N';
  opFltNo: string | null;
  opFltAirline: string | null;
  stopover: string | null;
  fareBasis: string;
  strDepartureDate: string;
  strArrivalDate: string;
  strDepartureTime: string;
  strArrivalTime: string;
}

const FARE_BASIS_SUFFIX: Readonly<Record<Product, string>> = { SAVER: 'SVRCN', STANDARD: 'STDCN', FLEX: 'FLXCN' };

/** Opaque 32-hex ids like the real ones, stable for the same content. */
export function opaqueId(...parts: readonly (string | number)[]): string {
  return fingerprintHex(parts.join('|'));
}

export function segmentKey(dated: DatedFlight, booking: BookingClass): string {
  return `${dated.flight.airline}${dated.flight.flightNum}|${dated.dateKey}|${booking.code}`;
}

export function wireSegment(segmentId: string, dated: DatedFlight, booking: BookingClass, product: Product, seats: number): WireSegment {
  const flight = dated.flight;
  return {
    segmentId,
    airline: flight.airline,
    flightNum: flight.flightNum,
    equipment: flight.equipment,
    cabinClass: booking.cabin,
    bookingCode: booking.code,
    availabilityCount: seats,
    departure: flight.origin,
    arrival: flight.destination,
    departureTerminal: flight.departureTerminal,
    arrivalTerminal: flight.arrivalTerminal,
    departureDate: wallClockAsUtc8Timestamp(dated.departureWallClock),
    arrivalDate: wallClockAsUtc8Timestamp(dated.arrivalWallClock),
    flightTime: flight.flyingMinutes,
    stayTime: null,
    codeShare: flight.operatedBy ? 'Y' : 'N',
    opFltNo: flight.operatedBy?.flightNum ?? null,
    opFltAirline: flight.operatedBy?.airline ?? null,
    stopover: null,
    fareBasis: `${booking.code}${FARE_BASIS_SUFFIX[product]}`,
    strDepartureDate: formatDate(dated.departureWallClock),
    strArrivalDate: formatDate(dated.arrivalWallClock),
    strDepartureTime: formatClockTime(dated.departureWallClock),
    strArrivalTime: formatClockTime(dated.arrivalWallClock),
  };
}
