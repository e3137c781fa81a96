/**
 * baggageMap and miniRuleMap of a solution, per passenger type present in the party, one entry
 * per journey. Segment indexes are 1-based across the whole solution, as in the real samples.
 * Shopping carries the full shapes; pricing the reduced ones of 2.6.
 */
import { baggageAllowance, baggageIsUnknown, type PassengerType } from '../fares/baggage-allowance';
import { miniRuleShape, miniRules, type MiniRule, type MiniRuleShape } from '../fares/mini-rules';
import { fromCents } from '../money/cents';
import { offerKey } from './solution-id';
import { type Offer } from './offer';

const LONG_HAUL_KM = 4000;

export interface ShoppingBaggageEntry {
  segmentIndexList: number[] | null;
  baggageAmount: string | null;
  baggageWeight: string | null;
  carryOnAmount: string | null;
  carryOnWeight: string | null;
  carryOnSize: string | null;
}

export interface PricingBaggageEntry {
  segmentIndexList: number[] | null;
  baggageAmount: string | null;
  carryOnAmount: string | null;
  carryOnWeight: string | null;
}

export interface ShoppingMiniRule {
  penaltyType: number;
  isPermited: number;
  when: number;
  noShowTime: string | null;
  noShowTimeUnit: string | null;
  amount: number | null;
  currencyCode: string | null;
  percent: number | null;
  baseType: string | null;
}

export interface PricingMiniRule {
  penaltyType: number;
  isPermited: number;
  when: number;
  noShowTime?: string | null;
  noShowTimeUnit?: string | null;
}

export interface MiniRuleGroup<Rule> {
  segmentIndex: number[];
  miniRules: Rule[];
}

export function passengerTypes(offer: Offer): PassengerType[] {
  const types: PassengerType[] = ['ADT'];
  if (offer.passengers.children > 0) types.push('CHD');
  if (offer.passengers.infants > 0) types.push('INF');
  return types;
}

/** 1-based segment indexes of each journey. */
export function journeySegmentIndexes(offer: Offer): number[][] {
  let next = 1;
  return offer.journeys.map((journey) => journey.map(() => next++));
}

function isLongHaul(offer: Offer, journeyIndex: number): boolean {
  return (offer.journeys[journeyIndex] ?? []).some((choice) => choice.dated.flight.distanceKm >= LONG_HAUL_KM);
}

/**
 * Many solutions share the same conditions (same cabin, product, passenger types and segment
 * layout): their maps are built once and shared. Nothing mutates them; serialising shared
 * objects is the same as serialising copies, and shopping 2,000 solutions allocates far less.
 */
const sharedMaps = new Map<string, unknown>();
const SHARED_MAPS_LIMIT = 5_000;

function shared<T>(key: string, build: () => T): T {
  const found = sharedMaps.get(key) as T | undefined;
  if (found !== undefined) return found;
  const built = build();
  if (sharedMaps.size > SHARED_MAPS_LIMIT) sharedMaps.clear();
  sharedMaps.set(key, built);
  return built;
}

function layoutKey(offer: Offer): string {
  return `${passengerTypes(offer).join('')}|${offer.journeys.map((journey) => journey.length).join('.')}`;
}

export function shoppingBaggageMap(seed: number, offer: Offer, key = offerKey(offer)): Record<string, ShoppingBaggageEntry[]> {
  const unknown = baggageIsUnknown(seed, key);
  const longHaul = offer.journeys.map((_, index) => (isLongHaul(offer, index) ? 'L' : 'S')).join('');
  return shared(`bag|${unknown}|${offer.cabin}|${offer.product}|${longHaul}|${layoutKey(offer)}`, () => {
    const indexes = journeySegmentIndexes(offer);
    const map: Record<string, ShoppingBaggageEntry[]> = {};
    for (const type of passengerTypes(offer)) {
      map[type] = indexes.map((segmentIndexList, journeyIndex) => {
        if (unknown) {
          return { segmentIndexList: null, baggageAmount: null, baggageWeight: null, carryOnAmount: null, carryOnWeight: null, carryOnSize: null };
        }
        return { segmentIndexList, ...baggageAllowance(offer.cabin, offer.product, isLongHaul(offer, journeyIndex), type) };
      });
    }
    return map;
  });
}

export function pricingBaggageMap(seed: number, offer: Offer): Record<string, PricingBaggageEntry[]> {
  const full = shoppingBaggageMap(seed, offer);
  const map: Record<string, PricingBaggageEntry[]> = {};
  for (const [type, entries] of Object.entries(full)) {
    map[type] = entries.map(({ segmentIndexList, baggageAmount, carryOnAmount, carryOnWeight }) => ({
      segmentIndexList,
      baggageAmount,
      carryOnAmount,
      carryOnWeight,
    }));
  }
  return map;
}

/**
 * Pricing's `baggages`: the real service keys it by journey number ("1", "2") with a
 * comma-separated value per segment (the specification says segment index; see the notes).
 */
export function pricingBaggages(seed: number, offer: Offer): Record<string, { carryOn: string | null; baggage: string | null }> {
  const adult = shoppingBaggageMap(seed, offer).ADT ?? [];
  const result: Record<string, { carryOn: string | null; baggage: string | null }> = {};
  offer.journeys.forEach((journey, index) => {
    const entry = adult[index];
    const repeat = (value: string | null | undefined): string | null => (value ? journey.map(() => value).join(',') : null);
    result[String(index + 1)] = { carryOn: repeat(entry?.carryOnAmount), baggage: repeat(entry?.baggageAmount) };
  });
  return result;
}

function wireRule(rule: MiniRule): ShoppingMiniRule {
  return { ...rule, amount: rule.amount === null ? null : fromCents(rule.amount) };
}

/** The rule lists depend only on shape, cabin and product: build each once. */
const ruleCache = new Map<string, ShoppingMiniRule[]>();

function wireRules(shape: MiniRuleShape, cabin: Offer['cabin'], product: Offer['product']): ShoppingMiniRule[] {
  const cacheKey = `${shape}|${cabin}|${product}`;
  let rules = ruleCache.get(cacheKey);
  if (!rules) {
    rules = miniRules(shape, cabin, product).map(wireRule);
    ruleCache.set(cacheKey, rules);
  }
  return rules;
}

export function shoppingMiniRuleMap(seed: number, offer: Offer, key = offerKey(offer)): Record<string, MiniRuleGroup<ShoppingMiniRule>[]> {
  const shape = miniRuleShape(seed, key);
  return shared(`rules|${shape}|${offer.cabin}|${offer.product}|${layoutKey(offer)}`, () => {
    const rules = wireRules(shape, offer.cabin, offer.product);
    const map: Record<string, MiniRuleGroup<ShoppingMiniRule>[]> = {};
    const indexes = journeySegmentIndexes(offer);
    for (const type of passengerTypes(offer)) map[type] = indexes.map((segmentIndex) => ({ segmentIndex, miniRules: rules }));
    return map;
  });
}

/** Pricing keeps penaltyType, isPermited, when, and noShowTime/noShowTimeUnit for types 1 and 3. */
export function pricingMiniRuleMap(seed: number, offer: Offer): Record<string, MiniRuleGroup<PricingMiniRule>[]> {
  const full = shoppingMiniRuleMap(seed, offer);
  const map: Record<string, MiniRuleGroup<PricingMiniRule>[]> = {};
  for (const [type, groups] of Object.entries(full)) {
    map[type] = groups.map((group) => ({
      segmentIndex: group.segmentIndex,
      miniRules: group.miniRules.map(({ penaltyType, isPermited, when, noShowTime, noShowTimeUnit }) =>
        penaltyType === 1 || penaltyType === 3 ? { penaltyType, isPermited, when, noShowTime, noShowTimeUnit } : { penaltyType, isPermited, when },
      ),
    }));
  }
  return map;
}
