import type { ShoppingSearch } from '../../../contract/domains/shopping';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const CABIN_LABELS: Record<string, string> = { '': 'any cabin', Economy: 'Economy', PremiumEconomy: 'Premium economy', Business: 'Business', First: 'First' };

/** "PEK → LHR 12 Dec, LHR → PEK 20 Dec · 2 ADT 1 CHD · Economy", for lists of recent searches. */
export function summariseSearch(search: ShoppingSearch): string {
  const legs = search.legs.map((leg) => `${leg.origin} → ${leg.destination} ${shortDate(leg.departureDate)}`).join(', ');
  const people = [
    `${search.adults} ADT`,
    search.children > 0 ? `${search.children} CHD` : '',
    search.infants > 0 ? `${search.infants} INF` : '',
  ].filter(Boolean).join(' ');
  const extras = [CABIN_LABELS[search.cabin] ?? search.cabin, search.nonstop ? 'non-stop' : '', search.airlines.length ? search.airlines.join(',') : '', search.tag].filter(Boolean);
  return [legs, people, ...extras].join(' · ');
}

function shortDate(isoDay: string): string {
  const [, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1] ?? ''}`;
}
