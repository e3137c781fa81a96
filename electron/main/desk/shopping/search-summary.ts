import type { ShoppingSearch } from '../../../contract/domains/shopping';
import { formatDayMonth } from '../../../contract/format/desk-format';
const CABIN_LABELS: Record<string, string> = { '': 'any cabin', Economy: 'Economy', PremiumEconomy: 'Premium economy', Business: 'Business', First: 'First' };

/** "PEK → LHR 12DEC, LHR → PEK 20DEC · 2 ADT 1 CHD · Economy", for lists of recent searches (dates in the desk format). */
export function summariseSearch(search: ShoppingSearch): string {
  const legs = search.legs.map((leg) => `${leg.origin} → ${leg.destination} ${formatDayMonth(leg.departureDate)}`).join(', ');
  const people = [
    `${search.adults} ADT`,
    search.children > 0 ? `${search.children} CHD` : '',
    search.infants > 0 ? `${search.infants} INF` : '',
  ].filter(Boolean).join(' ');
  const extras = [CABIN_LABELS[search.cabin] ?? search.cabin, search.nonstop ? 'non-stop' : '', search.airlines.length ? search.airlines.join(',') : '', search.tag].filter(Boolean);
  return [legs, people, ...extras].join(' · ');
}
