/**
 * The identity of an itinerary: what the traveller flies, regardless of fare. Two offers are the
 * same itinerary when each of their journeys has the same segments in the same order (airline,
 * flight number, airports, local departure date and time). Booking code, cabin and fare do not
 * count: those make the fare options of one itinerary.
 */
import type { CompactOffer, CompactSegment, ShoppingResults } from '@contract/domains/shopping';

function segmentKey(segment: CompactSegment): string {
  return `${segment.airline}${segment.flightNumber}/${segment.from}-${segment.to}/${segment.departDate}T${segment.departTime}`;
}

/**
 * Returns a function giving each offer its itinerary key. A flight's key is built once and
 * memoised by flight index, since thousands of offers share a few hundred flights; an offer's key
 * is then a join of its journeys' keys, so grouping stays linear in the number of offers.
 */
export function createItineraryKeyer(results: ShoppingResults): (offer: CompactOffer) => string {
  const flightKeys: (string | undefined)[] = new Array<string | undefined>(results.flights.length);
  const flightKey = (flightIndex: number): string => {
    const known = flightKeys[flightIndex];
    if (known !== undefined) return known;
    const flight = results.flights[flightIndex];
    const key = flight
      ? flight.segments.map((segmentIndex) => {
          const segment = results.segments[segmentIndex];
          return segment ? segmentKey(segment) : `?${segmentIndex}`;
        }).join('|')
      : `?flight${flightIndex}`;
    flightKeys[flightIndex] = key;
    return key;
  };
  return (offer) => (offer.journeys.length === 1 ? flightKey(offer.journeys[0] ?? -1) : offer.journeys.map(flightKey).join('#'));
}
