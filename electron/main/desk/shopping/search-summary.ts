import type { ShoppingSearch } from '../../../contract/domains/shopping';
import { formatTravelDate } from '../../../contract/format/travel-date';
import { say, sayWords, type Words } from '../../i18n/main-language';
const CABIN_LABELS: Record<string, Words> = {
  '': ['any cabin', '不限舱位'],
  Economy: ['Economy', '经济舱'],
  PremiumEconomy: ['Premium economy', '超级经济舱'],
  Business: ['Business', '商务舱'],
  First: ['First', '头等舱'],
};

/** "PEK → LHR 12DEC, LHR → PEK 20DEC · 2 ADT 1 CHD · Economy", for lists of recent searches (dates in the desk format). */
export function summariseSearch(search: ShoppingSearch): string {
  const legs = search.legs.map((leg) => `${leg.origin} → ${leg.destination} ${formatTravelDate(leg.departureDate)}`).join(', ');
  const people = [
    `${search.adults} ADT`,
    search.children > 0 ? `${search.children} CHD` : '',
    search.infants > 0 ? `${search.infants} INF` : '',
  ].filter(Boolean).join(' ');
  const cabin = CABIN_LABELS[search.cabin];
  const extras = [cabin ? sayWords(cabin) : search.cabin, search.nonstop ? say('non-stop', '直飞') : '', search.airlines.length ? search.airlines.join(',') : '', search.tag].filter(Boolean);
  return [legs, people, ...extras].join(' · ');
}
