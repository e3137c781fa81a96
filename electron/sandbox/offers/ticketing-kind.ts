/** How the carriers of an offer's segments can be ticketed together (see itinerary-search.ts). */
import { areInterlinePartners } from '../data/airlines';
import { type Ticketing } from '../network/itinerary-search';
import { type SegmentChoice } from './offer';

export function ticketingOfSegments(journeys: readonly (readonly SegmentChoice[])[]): Ticketing {
  let result: Ticketing = 'single-carrier';
  for (const journey of journeys) {
    for (let i = 1; i < journey.length; i += 1) {
      const previous = journey[i - 1]?.dated.flight.airline ?? '';
      const current = journey[i]?.dated.flight.airline ?? '';
      if (previous === current) continue;
      if (!areInterlinePartners(previous, current)) return 'virtual-interline';
      result = 'interline';
    }
  }
  return result;
}
