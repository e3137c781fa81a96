/** Facts of an offer that come from its flights and segments rather than its fare. */
import type { CompactOffer, CompactSegment, ShoppingResults } from '@contract/domains/shopping';

/** The fewest seats left on any segment; null when the service gave no count. */
export function lowestSeatsLeft(segments: readonly CompactSegment[]): number | null {
  let lowest: number | null = null;
  for (const segment of segments) {
    if (segment.seatsLeft != null && (lowest === null || segment.seatsLeft < lowest)) lowest = segment.seatsLeft;
  }
  return lowest;
}

/**
 * The earliest last ticketing time of the offer's flights, as the service wrote it
 * ("yyyy-MM-dd HH:mm:ss", the service's own time zone). Such strings sort as text.
 */
export function earliestLastTicketingTime(results: ShoppingResults, offer: CompactOffer): string | null {
  let earliest: string | null = null;
  for (const flightIndex of offer.journeys) {
    const time = results.flights[flightIndex]?.lastTicketingTime;
    if (time && (earliest === null || time < earliest)) earliest = time;
  }
  return earliest;
}
