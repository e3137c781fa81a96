import type { CompactOffer, CompactSegment, ShoppingResults } from '../../../contract/domains/shopping';
import type { PricingRequest, PricingSegment } from '../../wholesale/operations/precise-pricing';

/**
 * The PrecisePricing V9 request for a shopped offer: every journey's segments with airline,
 * flight number, airports, local dates and times (the str* fields, exactly as shopping sent
 * them) and booking code; the solutionId; the passenger counts; the cabin of the search, which
 * the operation puts on every segment when set.
 */
export function pricingRequestFor(results: ShoppingResults, offer: CompactOffer): PricingRequest {
  const journeys: Record<string, PricingSegment[]> = {};
  offer.journeys.forEach((flightIndex, journey) => {
    const flight = results.flights[flightIndex];
    if (!flight) throw new Error(`offer ${offer.index} refers to a missing flight ${flightIndex}`);
    journeys[`journey_${journey}`] = flight.segments.map((segmentIndex) => {
      const segment = results.segments[segmentIndex];
      if (!segment) throw new Error(`flight ${flightIndex} refers to a missing segment ${segmentIndex}`);
      return pricingSegmentOf(segment);
    });
  });
  const { adults, children, infants, cabin } = results.search;
  return { journeys, adults, children, infants, solutionId: offer.solutionId, cabin };
}

/**
 * A shopped segment as PrecisePricing and PreciseBooking name it: local dates and times exactly
 * as shopping sent them.
 */
export function pricingSegmentOf(segment: CompactSegment): PricingSegment {
  return {
    airline: segment.airline,
    flightNum: segment.flightNumber,
    departure: segment.from,
    arrival: segment.to,
    departureDate: segment.departDate,
    departureTime: segment.departTime,
    arrivalDate: segment.arriveDate,
    arrivalTime: segment.arriveTime,
    bookingCode: segment.bookingCode,
  };
}
