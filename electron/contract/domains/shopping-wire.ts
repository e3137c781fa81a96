import { PASSENGER_TYPES, type BaggageAllowance, type CompactOffer, type MiniRuleGroup, type Money, type OfferPrice, type PassengerPrice, type PassengerType, type ShoppingResults } from './shopping';

/**
 * How shopping results travel from main to the renderer, in both transports (IPC and the
 * browser-mode host), and how the archive stores them.
 *
 * Main builds each distinct baggage list and mini-rule list once and shares it among the offers
 * (a 2,000-offer answer has a few dozen). Sent as they are, every offer would carry its own copy:
 * 9 MB of JSON, three fifths of it rules, serialised in main and parsed in the renderer on the
 * way to the first rows. Here the distinct lists are sent once, in tables, and each offer names
 * them by position; the price lines of each passenger type, which are all different, go as a
 * fixed-order list instead of an object with seven key names. About a sixth of the size, and
 * the renderer gets back the same sharing main has.
 * `decodeShoppingResults(encodeShoppingResults(r))` is deep-equal to `r`.
 */
export const SHOPPING_WIRE_FORMAT = 'shopping-results/tables-2';

/** A passenger type's price: fare, tax, qCharge, ticketingFee, platformServiceFee, merchantFee, total. */
export type WirePassengerPrice = [Money, Money, Money, Money, Money, Money, Money];

export interface WireOfferPrice extends Omit<OfferPrice, 'perPassenger'> {
  perPassenger: Partial<Record<PassengerType, WirePassengerPrice | null>>;
}

/** An offer on the wire: baggage and rules are positions in the results' tables. */
export interface WireOffer extends Omit<CompactOffer, 'price' | 'baggage' | 'rules'> {
  price: WireOfferPrice;
  baggage: Partial<Record<PassengerType, number>>;
  rules: Partial<Record<PassengerType, number>>;
}

export interface ShoppingResultsWire extends Omit<ShoppingResults, 'offers'> {
  format: typeof SHOPPING_WIRE_FORMAT;
  baggageLists: BaggageAllowance[][];
  ruleLists: MiniRuleGroup[][];
  offers: WireOffer[];
}

/** Results in their wire form. Shared lists (by identity) go in the tables once. */
export function encodeShoppingResults(results: ShoppingResults): ShoppingResultsWire {
  const baggage = new ListTable<BaggageAllowance>();
  const rules = new ListTable<MiniRuleGroup>();
  const offers = new Array<WireOffer>(results.offers.length);
  for (let i = 0; i < results.offers.length; i++) {
    const offer = results.offers[i] as CompactOffer;
    offers[i] = {
      index: offer.index,
      solutionId: offer.solutionId,
      solutionKey: offer.solutionKey,
      journeys: offer.journeys,
      fareType: offer.fareType,
      platingCarrier: offer.platingCarrier,
      categories: offer.categories,
      virtualInterlining: offer.virtualInterlining,
      price: { currency: offer.price.currency, perPassenger: priceLists(offer.price.perPassenger), total: offer.price.total, perAdult: offer.price.perAdult },
      baggage: positions(offer.baggage, baggage),
      rules: positions(offer.rules, rules),
    };
  }
  return {
    format: SHOPPING_WIRE_FORMAT,
    searchId: results.searchId,
    searchedAt: results.searchedAt,
    search: results.search,
    profileId: results.profileId,
    segments: results.segments,
    flights: results.flights,
    places: results.places,
    airlines: results.airlines,
    droppedOffers: results.droppedOffers,
    baggageLists: baggage.lists,
    ruleLists: rules.lists,
    offers,
  };
}

/** The results back from their wire form; offers share the tables' lists, as in main. */
export function decodeShoppingResults(wire: ShoppingResultsWire): ShoppingResults {
  const offers = new Array<CompactOffer>(wire.offers.length);
  for (let i = 0; i < wire.offers.length; i++) {
    const offer = wire.offers[i] as WireOffer;
    offers[i] = {
      index: offer.index,
      solutionId: offer.solutionId,
      solutionKey: offer.solutionKey,
      journeys: offer.journeys,
      fareType: offer.fareType,
      platingCarrier: offer.platingCarrier,
      categories: offer.categories,
      virtualInterlining: offer.virtualInterlining,
      price: { currency: offer.price.currency, perPassenger: priceObjects(offer.price.perPassenger), total: offer.price.total, perAdult: offer.price.perAdult },
      baggage: lists(offer.baggage, wire.baggageLists, 'baggage'),
      rules: lists(offer.rules, wire.ruleLists, 'rules'),
    };
  }
  return {
    searchId: wire.searchId,
    searchedAt: wire.searchedAt,
    search: wire.search,
    profileId: wire.profileId,
    segments: wire.segments,
    flights: wire.flights,
    offers,
    places: wire.places,
    airlines: wire.airlines,
    droppedOffers: wire.droppedOffers,
  };
}

/** True for a value in the wire form (the archive also holds results stored before it existed). */
export function isShoppingResultsWire(value: unknown): value is ShoppingResultsWire {
  return typeof value === 'object' && value !== null && (value as { format?: unknown }).format === SHOPPING_WIRE_FORMAT;
}

/** Distinct lists by identity, in first-seen order. */
class ListTable<T> {
  readonly lists: T[][] = [];
  private readonly seen = new Map<readonly T[], number>();

  positionOf(list: T[]): number {
    let position = this.seen.get(list);
    if (position === undefined) {
      position = this.lists.length;
      this.lists.push(list);
      this.seen.set(list, position);
    }
    return position;
  }
}

function positions<T>(byType: Partial<Record<PassengerType, T[]>>, table: ListTable<T>): Partial<Record<PassengerType, number>> {
  const out: Partial<Record<PassengerType, number>> = {};
  for (const type of PASSENGER_TYPES) {
    const list = byType[type];
    if (list) out[type] = table.positionOf(list);
  }
  return out;
}

function lists<T>(byType: Partial<Record<PassengerType, number>>, table: readonly T[][], what: string): Partial<Record<PassengerType, T[]>> {
  const out: Partial<Record<PassengerType, T[]>> = {};
  for (const type of PASSENGER_TYPES) {
    const position = byType[type];
    if (position === undefined) continue;
    const list = table[position];
    if (!list) throw new Error(`Shopping results: ${what} list ${position} is not in the table.`);
    out[type] = list;
  }
  return out;
}

function priceLists(byType: Partial<Record<PassengerType, PassengerPrice | null>>): Partial<Record<PassengerType, WirePassengerPrice | null>> {
  const out: Partial<Record<PassengerType, WirePassengerPrice | null>> = {};
  for (const type of PASSENGER_TYPES) {
    const p = byType[type];
    if (p !== undefined) out[type] = p && [p.fare, p.tax, p.qCharge, p.ticketingFee, p.platformServiceFee, p.merchantFee, p.total];
  }
  return out;
}

function priceObjects(byType: Partial<Record<PassengerType, WirePassengerPrice | null>>): Partial<Record<PassengerType, PassengerPrice | null>> {
  const out: Partial<Record<PassengerType, PassengerPrice | null>> = {};
  for (const type of PASSENGER_TYPES) {
    const p = byType[type];
    if (p !== undefined) out[type] = p && { fare: p[0], tax: p[1], qCharge: p[2], ticketingFee: p[3], platformServiceFee: p[4], merchantFee: p[5], total: p[6] };
  }
  return out;
}
