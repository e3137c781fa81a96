import type { Language } from '../../../contract/domains/language';
import type { ShoppingSearch } from '../../../contract/domains/shopping';
import { serviceToday } from '../../../contract/format/desk-format';
import { formatTravelDate } from '../../../contract/format/travel-date';
import { word, type WordCode } from '../../../contract/words';

/** The summary's words: sentences, no parameters. */
type SummaryWord = Extract<WordCode, `shopping.summary.${string}`>;

const CABIN_LABELS: Readonly<Record<string, SummaryWord>> = {
  '': 'shopping.summary.anyCabin',
  Economy: 'shopping.summary.economy',
  PremiumEconomy: 'shopping.summary.premiumEconomy',
  Business: 'shopping.summary.business',
  First: 'shopping.summary.first',
};

/**
 * "PEK → LHR 12DEC, LHR → PEK 20DEC · 2 ADT 1 CHD · Economy", for lists of recent searches (dates
 * in the desk format). Main words it for itself, in `language`, when the search is saved: it is
 * stored as worded and keeps that language.
 */
export function summariseSearch(search: ShoppingSearch, language: Language): string {
  const legs = search.legs.map((leg) => `${leg.origin} → ${leg.destination} ${formatTravelDate(leg.departureDate, serviceToday(), language)}`).join(', ');
  const people = [
    `${search.adults} ADT`,
    search.children > 0 ? `${search.children} CHD` : '',
    search.infants > 0 ? `${search.infants} INF` : '',
  ].filter(Boolean).join(' ');
  const cabin = Object.hasOwn(CABIN_LABELS, search.cabin) ? CABIN_LABELS[search.cabin] : undefined;
  const extras = [cabin ? word(language, cabin) : search.cabin, search.nonstop ? word(language, 'shopping.summary.nonstop') : '', search.airlines.length ? search.airlines.join(',') : '', search.tag].filter(Boolean);
  return [legs, people, ...extras].join(' · ');
}
