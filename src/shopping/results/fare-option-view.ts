/** The text of one fare option (one offer of an itinerary) in the detail pane. */
import type { CompactOffer, ShoppingResults } from '@contract/domains/shopping';
import { format, text } from '../../ui-text';
import { plural } from '../../ui-text/plural';
import { serviceValue } from '../../ui-text/service-values';
import { checkedSummary, headlineBaggage } from './baggage-wording';
import { cabinName } from './cabin-names';
import { offerJourneySegments } from './journey-segments';
import { formatMoney } from './money-format';
import { lowestSeatsLeft } from './offer-facts';
import { totalWording } from './offer-price';

export interface FareOptionView {
  /** Booking codes per journey, segments joined by "/": "Y/B | M". */
  bookingCodes: string;
  cabins: string;
  fareType: string;
  baggage: string;
  total: string;
  perAdult: string;
  seatsLeft: string;
  /** For the Price button's accessible name. */
  label: string;
}

export function describeFareOption(results: ShoppingResults, offer: CompactOffer): FareOptionView {
  const t = text.results;
  const journeys = offerJourneySegments(results, offer);
  const cabins: string[] = [];
  for (const segment of journeys.flat()) {
    const name = segment.cabin ? cabinName(segment.cabin) : '';
    if (name && !cabins.includes(name)) cabins.push(name);
  }
  const seats = lowestSeatsLeft(journeys.flat());
  const view: FareOptionView = {
    bookingCodes: journeys.map((segments) => segments.map((segment) => segment.bookingCode).join('/')).join(' | '),
    cabins: cabins.join(' / '),
    fareType: serviceValue('fareType', offer.fareType),
    baggage: checkedSummary(headlineBaggage(offer.baggage)),
    total: totalWording(offer.price),
    perAdult: format(t.row.perAdult, { price: formatMoney(offer.price.perAdult, offer.price.currency) }),
    seatsLeft: seats === null ? '' : plural(seats, t.row.seatsLeft),
    label: '',
  };
  view.label = format(t.detail.priceThisFareLabel, { codes: view.bookingCodes, total: view.total });
  return view;
}
