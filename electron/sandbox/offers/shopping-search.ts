/**
 * Shopping: the cheapest offers for one or two journeys. Each journey's itineraries are priced
 * per cabin and product; a one-way search sorts them, a round trip or open-jaw pairs outbound and
 * inbound options of the same plating carrier, cabin and product, cheapest pairs first.
 */
import { type Airport } from '../data/airports';
import { CABINS, type Cabin } from '../fares/cabins';
import { quoteOffer, totalFor } from '../fares/fare-quote';
import { type Product } from '../fares/products';
import { searchItineraries, type Itinerary, type Ticketing } from '../network/itinerary-search';
import { type RouteNetwork } from '../network/route-network';
import { type WallClockMinutes } from '../../shared/time-zones';
import { chooseCodes } from './booking-choice';
import { type Offer, type PassengerCounts, type SegmentChoice, platingCarrierOf, seatedPassengers } from './offer';
import { smallestPairs } from './smallest-pairs';

export interface ShoppingLeg {
  origins: readonly Airport[];
  destinations: readonly Airport[];
  date: WallClockMinutes;
  cabin: Cabin | null;
  airlines: ReadonlySet<string> | null;
}

export interface ShoppingQuery {
  legs: readonly ShoppingLeg[];
  passengers: PassengerCounts;
  nonstopOnly: boolean;
  products: readonly Product[];
  maxSolutions: number;
  now: number;
}

interface JourneyOption {
  choices: SegmentChoice[];
  itinerary: Itinerary;
  cabin: Cabin;
  product: Product;
  plating: string;
  cost: number;
}

/** Minimum time between arriving from the first journey and leaving on the second. */
const MIN_STAY_MINUTES = 120;

export function findOffers(seed: number, network: RouteNetwork, query: ShoppingQuery): Offer[] {
  const oneWay = query.legs.length === 1;
  const optionsPerLeg = query.legs.map((leg) => journeyOptions(seed, network, query, leg, oneWay));
  const toOffer = (journeys: JourneyOption[]): Offer => {
    const first = journeys[0] as JourneyOption;
    return {
      journeys: journeys.map((journey) => journey.choices),
      product: first.product,
      cabin: first.cabin,
      passengers: query.passengers,
      ticketing: worstTicketing(journeys.map((journey) => journey.itinerary.ticketing)),
      shoppedAt: query.now,
      fareAdjustmentPerMille: 0,
    };
  };

  if (oneWay) {
    return (optionsPerLeg[0] ?? []).slice(0, query.maxSolutions).map((option) => toOffer([option]));
  }
  const groups = new Map<string, { first: JourneyOption[]; second: JourneyOption[] }>();
  for (const [index, options] of optionsPerLeg.entries()) {
    for (const option of options) {
      const key = `${option.plating}|${option.cabin}|${option.product}`;
      let group = groups.get(key);
      if (!group) {
        group = { first: [], second: [] };
        groups.set(key, group);
      }
      (index === 0 ? group.first : group.second).push(option);
    }
  }
  const pairs = smallestPairs(
    [...groups.values()].filter((group) => group.first.length > 0 && group.second.length > 0),
    (option) => option.cost,
    (outbound, inbound) => {
      const lastOut = outbound.choices[outbound.choices.length - 1]?.dated.arrivalInstant ?? 0;
      const firstIn = inbound.choices[0]?.dated.departureInstant ?? 0;
      return firstIn - lastOut >= MIN_STAY_MINUTES * 60_000;
    },
    query.maxSolutions,
  );
  return pairs.map(([outbound, inbound]) => toOffer([outbound, inbound]));
}

/** Every sellable (itinerary, cabin, product) of one leg, cheapest first. */
function journeyOptions(seed: number, network: RouteNetwork, query: ShoppingQuery, leg: ShoppingLeg, oneWay: boolean): JourneyOption[] {
  const itineraries = searchItineraries(network, {
    origins: leg.origins,
    destinations: leg.destinations,
    date: leg.date,
    nonstopOnly: query.nonstopOnly,
    airlines: leg.airlines,
    allowVirtualInterline: oneWay,
    notBefore: query.now,
  });
  const party = seatedPassengers(query.passengers);
  const cabins = leg.cabin ? [leg.cabin] : CABINS;
  const options: JourneyOption[] = [];
  for (const itinerary of itineraries) {
    const segments = itinerary.segments;
    for (const cabin of cabins) {
      for (const product of query.products) {
        const codes = chooseCodes(seed, segments, cabin, product, party);
        if (!codes) continue;
        const choices = segments.map((dated, index) => ({ dated, booking: codes[index] as SegmentChoice['booking'] }));
        const single: Offer = {
          journeys: [choices],
          product,
          cabin,
          passengers: query.passengers,
          ticketing: itinerary.ticketing,
          shoppedAt: query.now,
          fareAdjustmentPerMille: 0,
        };
        options.push({
          choices,
          itinerary,
          cabin,
          product,
          plating: platingCarrierOf(single),
          cost: totalFor(quoteOffer(seed, single), query.passengers),
        });
      }
    }
  }
  // Stable sort: equal prices keep the itinerary order (fewer stops, shorter, earlier first).
  return options.sort((a, b) => a.cost - b.cost);
}

function worstTicketing(kinds: readonly Ticketing[]): Ticketing {
  if (kinds.includes('virtual-interline')) return 'virtual-interline';
  return kinds.includes('interline') ? 'interline' : 'single-carrier';
}
