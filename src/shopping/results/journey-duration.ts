/**
 * How long a journey takes. The service's journey time includes layovers. Without it the desk
 * cannot add layovers across time zones (local clocks of different airports), so it falls back to
 * the sum of flying times and says so.
 */
import type { CompactFlight, CompactSegment } from '@contract/domains/shopping';

export interface JourneyDuration {
  minutes: number;
  /** 'journey': door to door as the service computed it; 'flying': flying time only. */
  kind: 'journey' | 'flying';
}

export function journeyDuration(flight: CompactFlight | undefined, segments: readonly CompactSegment[]): JourneyDuration | null {
  if (flight && flight.journeyMinutes != null && flight.journeyMinutes > 0) return { minutes: flight.journeyMinutes, kind: 'journey' };
  let flying = 0;
  for (const segment of segments) {
    if (segment.flyingMinutes == null) return null;
    flying += segment.flyingMinutes;
  }
  return segments.length > 0 ? { minutes: flying, kind: 'flying' } : null;
}
