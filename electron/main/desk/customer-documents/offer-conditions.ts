import type { FiledSegment } from '../../../contract/domains/orders';
import type { OfferSnapshot } from '../../../contract/domains/pricing';
import type { BaggageAllowance, PassengerType } from '../../../contract/domains/shopping';
import type { FareConditions } from '../../documents/document-model';

/**
 * The fare conditions and baggage of an order, from the priced offer it was booked from (the search
 * archive keeps which offer each order the desk booked came from). The order file has neither: the
 * service's order detail carries no mini rules or allowance.
 */
export interface OfferConditions {
  fareConditions: FareConditions[];
  /** Per segment position (1-based, in flying order): each passenger type's allowance on it; absent when the offer says none. */
  baggage: Map<number, Partial<Record<PassengerType, BaggageAllowance>>>;
}

const flightOf = (airline: string, flight: string) => `${airline}${flight.startsWith(airline) ? flight.slice(airline.length) : flight}`;

/**
 * Null when the offer's flights are not the order's, in order (an order changed since, or a sandbox
 * that was reset and gave its number to another booking): its rules would then be another fare's.
 */
export function offerConditions(offer: Pick<OfferSnapshot, 'journeys' | 'rules' | 'baggage'>, segments: readonly FiledSegment[]): OfferConditions | null {
  const offered = offer.journeys.flatMap((journey) => journey.segments).map((segment) => flightOf(segment.airline, segment.flightNumber));
  const filed = [...segments].sort((a, b) => a.segmentNo - b.segmentNo).map((segment) => flightOf(segment.airline, segment.flightNum));
  if (offered.length === 0 || offered.join(' ') !== filed.join(' ')) return null;

  const fareConditions: FareConditions[] = [];
  for (const [type, groups] of Object.entries(offer.rules) as [PassengerType, NonNullable<OfferSnapshot['rules'][PassengerType]>][]) {
    for (const group of groups) if (group.rules.length > 0) fareConditions.push({ passengerType: type, segments: [...group.segments], rules: group.rules });
  }
  const baggage = new Map<number, Partial<Record<PassengerType, BaggageAllowance>>>();
  for (const [type, allowances] of Object.entries(offer.baggage) as [PassengerType, BaggageAllowance[]][]) {
    for (const allowance of allowances) {
      // Segment indexes are 1-based across the whole offer, in flying order: the order's segments sorted.
      for (const segmentNo of allowance.segments) baggage.set(segmentNo, { ...baggage.get(segmentNo), [type]: allowance });
    }
  }
  return { fareConditions, baggage };
}
