/**
 * Connections between the segments of a journey. A layover is only computed when the traveller
 * arrives and departs at the same airport: both times are then read from that airport's own
 * clock, so the difference is exact. A change of airport (LHR → LGW) may sit in two different
 * clocks in theory, so its time is not guessed.
 */
import type { CompactSegment } from '@contract/domains/shopping';
import { wallClockMinutes } from './local-time';

export interface Connection {
  /** Where the traveller arrives. */
  arrivalAirport: string;
  /** Where the next segment leaves from (differs on a change of airport). */
  departureAirport: string;
  /** Minutes on the ground; null on a change of airport or unreadable times. */
  minutes: number | null;
}

export function connectionBetween(previous: CompactSegment, next: CompactSegment): Connection {
  const sameAirport = previous.to === next.from;
  const minutes = sameAirport
    ? wallClockMinutes(next.departDate, next.departTime) - wallClockMinutes(previous.arriveDate, previous.arriveTime)
    : Number.NaN;
  return { arrivalAirport: previous.to, departureAirport: next.from, minutes: Number.isFinite(minutes) ? minutes : null };
}

export function connectionsOf(segments: readonly CompactSegment[]): Connection[] {
  const connections: Connection[] = [];
  for (let i = 1; i < segments.length; i++) connections.push(connectionBetween(segments[i - 1] as CompactSegment, segments[i] as CompactSegment));
  return connections;
}
