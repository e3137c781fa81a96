import type { OfferSnapshot } from '../../../contract/domains/pricing';
import { displayFlightNumber } from '../../../contract/domains/flight-number';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * How a priced offer reads in "Recently priced": each journey's flights, route, date and local
 * departure time, e.g. "CA1501 PEK→SHA 22DEC 09:00 · CA1502 SHA→PEK 29DEC 18:00", so two pricings
 * of the same route are told apart. The total is shown beside it from its own column.
 */
export function summarisePricedOffer(priced: OfferSnapshot): string {
  return priced.journeys
    .map(({ segments }) => {
      const first = segments[0];
      const last = segments.at(-1);
      if (!first || !last) return '';
      const flights = segments.map((segment) => displayFlightNumber(segment.airline, segment.flightNumber)).join('/');
      return `${flights} ${first.from}→${last.to} ${deskDate(first.departDate)} ${first.departTime}`;
    })
    .filter(Boolean)
    .join(' · ');
}

/** 22DEC from 2026-12-22. */
function deskDate(isoDay: string): string {
  const month = MONTHS[Number(isoDay.slice(5, 7)) - 1];
  return month ? `${isoDay.slice(8, 10)}${month}` : isoDay;
}
