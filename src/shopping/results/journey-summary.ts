/**
 * What a result row shows about one journey: carriers, flight numbers, local times with the
 * day mark, duration, stops with layovers, cabin and booking codes.
 */
import { displayFlightNumber } from '@contract/domains/flight-number';
import type { CompactFlight, CompactSegment } from '@contract/domains/shopping';
import { daysBetween } from './local-time';
import { connectionsOf, type Connection } from './layovers';
import { journeyDuration, type JourneyDuration } from './journey-duration';

export interface JourneySummary {
  /** Marketing carriers, each once, in flying order. */
  carriers: string[];
  /** Operating carriers of codeshare segments that differ from the marketing one. */
  operatedBy: string[];
  /** "CA937" per segment. */
  flightNumbers: string[];
  from: string;
  to: string;
  departDate: string;
  departTime: string;
  arriveDate: string;
  arriveTime: string;
  /** Calendar days from the first departure to the last arrival (local dates): the "+1" mark. */
  arrivalDayOffset: number;
  duration: JourneyDuration | null;
  /** Changes of plane: segments − 1. */
  stops: number;
  connections: Connection[];
  /** Technical stops without a change of plane. */
  technicalStops: string[];
  /** Cabins, each once (ECONOMY…). */
  cabins: string[];
  /** Booking code per segment. */
  bookingCodes: string[];
}

export function summariseJourney(flight: CompactFlight | undefined, segments: readonly CompactSegment[]): JourneySummary | null {
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (!first || !last) return null;
  const carriers: string[] = [];
  const operatedBy: string[] = [];
  const cabins: string[] = [];
  const technicalStops: string[] = [];
  for (const segment of segments) {
    addOnce(carriers, segment.airline);
    if (segment.codeshare && segment.operatingAirline && segment.operatingAirline !== segment.airline) addOnce(operatedBy, segment.operatingAirline);
    if (segment.cabin) addOnce(cabins, segment.cabin);
    if (segment.stopover) technicalStops.push(segment.stopover);
  }
  return {
    carriers,
    operatedBy,
    flightNumbers: segments.map(flightNumberOf),
    from: first.from,
    to: last.to,
    departDate: first.departDate,
    departTime: first.departTime,
    arriveDate: last.arriveDate,
    arriveTime: last.arriveTime,
    arrivalDayOffset: daysBetween(first.departDate, last.arriveDate),
    duration: journeyDuration(flight, segments),
    stops: segments.length - 1,
    connections: connectionsOf(segments),
    technicalStops,
    cabins,
    bookingCodes: segments.map((segment) => segment.bookingCode),
  };
}

/** "CA937": the service sends the number without the airline. */
export function flightNumberOf(segment: Pick<CompactSegment, 'airline' | 'flightNumber'>): string {
  return displayFlightNumber(segment.airline, segment.flightNumber);
}

function addOnce(list: string[], value: string): void {
  if (!list.includes(value)) list.push(value);
}
