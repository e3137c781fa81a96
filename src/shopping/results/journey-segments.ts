/** Resolving the compact form's indexes into segments. */
import type { CompactOffer, CompactSegment, ShoppingResults } from '@contract/domains/shopping';

/** The segments of one flight (journey option), in order. */
export function flightSegments(results: ShoppingResults, flightIndex: number): CompactSegment[] {
  const flight = results.flights[flightIndex];
  if (!flight) return [];
  const segments: CompactSegment[] = [];
  for (const index of flight.segments) {
    const segment = results.segments[index];
    if (segment) segments.push(segment);
  }
  return segments;
}

/** Each journey's segments, in journey order. */
export function offerJourneySegments(results: ShoppingResults, offer: CompactOffer): CompactSegment[][] {
  return offer.journeys.map((flightIndex) => flightSegments(results, flightIndex));
}

/**
 * All segments of an offer in order. Baggage and mini rules name segments by 1-based position in
 * this list (segment 1 = the first segment of the first journey).
 */
export function offerSegments(results: ShoppingResults, offer: CompactOffer): CompactSegment[] {
  return offerJourneySegments(results, offer).flat();
}
