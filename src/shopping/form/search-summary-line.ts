/**
 * The one-line summary a collapsed search form shows in the Shopping header:
 * `PEK→LON 22DEC / LON→PEK 29DEC · 2A1C · Any cabin · 2,000 fares`. Passengers are written the
 * way the entry line reads them (2A1C1I), dates in the desk's format.
 */
import type { CabinClass, ShoppingSearch } from '@contract/domains/shopping';
import { formatCount } from '@contract/format/desk-format';
import { formatTravelDate } from '@contract/format/travel-date';
import { format, text } from '../../ui-text';
import { serviceValue } from '../../ui-text/service-values';

/** "2A1C1I": adults, children, infants; a type with no one is left out (adults always shown). */
export function passengerCode(counts: { adults: number; children: number; infants: number }): string {
  return `${counts.adults}A${counts.children > 0 ? `${counts.children}C` : ''}${counts.infants > 0 ? `${counts.infants}I` : ''}`;
}

export function cabinWord(cabin: CabinClass): string {
  const t = text.searchForm.summary;
  return cabin === '' ? t.anyCabin : serviceValue('cabinClass', cabin);
}

export function searchSummaryLine(search: ShoppingSearch, fares: number | null): string {
  const t = text.searchForm.summary;
  const journeys = search.legs.map((leg) => `${leg.origin}→${leg.destination} ${formatTravelDate(leg.departureDate)}`).join(' / ');
  const parts = [journeys, passengerCode(search), cabinWord(search.cabin)];
  if (search.nonstop) parts.push(t.nonstop);
  if (search.airlines.length > 0) parts.push(`*${search.airlines.join(',')}`);
  if (search.tag) parts.push(search.tag);
  if (fares !== null) parts.push(format(fares === 1 ? t.fares.one : t.fares.many, { count: formatCount(fares) }));
  return parts.join(' · ');
}
