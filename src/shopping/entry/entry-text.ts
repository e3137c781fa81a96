/**
 * A search written as an entry line (the grammar of entry-line.ts), so a search made from the
 * form or the recent list can be recalled on the entry line with ↑ and edited there.
 * Per-journey airlines and the tag have no entry syntax and are left out.
 */
import type { ShoppingSearch } from '@contract/domains/shopping';
import { gdsDayMonth } from '@contract/format/desk-format';
import { passengerCode } from '../form/search-summary-line';
import { ENTRY_CABINS } from './entry-line';

export function entryTextOf(search: ShoppingSearch): string {
  const [outbound, second] = search.legs;
  if (!outbound) return '';
  let journeys = `${outbound.origin}${outbound.destination}${gdsDayMonth(outbound.departureDate)}`;
  if (second && search.tripType === 'round-trip') journeys += `/${gdsDayMonth(second.departureDate)}`;
  if (second && search.tripType === 'open-jaw') journeys += `/${second.origin}${second.destination}${gdsDayMonth(second.departureDate)}`;
  const parts = [journeys];
  const passengers = passengerCode(search);
  if (passengers !== '1A') parts.push(passengers);
  const cabin = Object.entries(ENTRY_CABINS).find(([, name]) => name === search.cabin)?.[0];
  if (cabin) parts.push(`/${cabin}`);
  if (search.airlines.length > 0) parts.push(`*${search.airlines.join(',')}`);
  if (search.nonstop) parts.push('/N');
  return parts.join(' ');
}
