import type { OfferSnapshot } from '../../../contract/domains/pricing';
import { displayFlightNumber } from '../../../contract/domains/flight-number';
import type { Language } from '../../../contract/domains/language';
import { serviceToday } from '../../../contract/format/desk-format';
import { formatTravelDate } from '../../../contract/format/travel-date';

/**
 * How a priced offer reads in "Recently priced": each journey's flights, route, date and local
 * departure time, e.g. "CA1501 PEK→SHA 22DEC 09:00 · CA1502 SHA→PEK 29DEC 18:00" (in Chinese
 * "12月22日 09:00"), so two pricings of the same route are told apart. The total is shown beside it
 * from its own column. Worded by main in `language` (the desk's when the offer is priced) and
 * stored with the offer, it keeps that language.
 */
export function summarisePricedOffer(priced: OfferSnapshot, language: Language): string {
  return priced.journeys
    .map(({ segments }) => {
      const first = segments[0];
      const last = segments.at(-1);
      if (!first || !last) return '';
      const flights = segments.map((segment) => displayFlightNumber(segment.airline, segment.flightNumber)).join('/');
      return `${flights} ${first.from}→${last.to} ${formatTravelDate(first.departDate, serviceToday(), language)} ${first.departTime}`;
    })
    .filter(Boolean)
    .join(' · ');
}
