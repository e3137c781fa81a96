/**
 * Free baggage per passenger type and journey. A small seeded share of offers has unknown
 * baggage: every value null, as real baggageMap entries sometimes are ("unknown", not "none").
 */
import { unitFor } from '../random/seeded-random';
import { type Cabin } from './cabins';
import { type Product } from './products';

export type PassengerType = 'ADT' | 'CHD' | 'INF';

export interface BaggageAllowance {
  baggageAmount: string;
  baggageWeight: string | null;
  carryOnAmount: string;
  carryOnWeight: string;
  carryOnSize: string | null;
}

/** Share of offers whose baggage is unknown (all-null entries). */
const UNKNOWN_BAGGAGE_SHARE = 0.06;

export function baggageIsUnknown(seed: number, offerKey: string): boolean {
  return unitFor(seed, 'baggage-unknown', offerKey) < UNKNOWN_BAGGAGE_SHARE;
}

export function baggageAllowance(cabin: Cabin, product: Product, longHaul: boolean, type: PassengerType): BaggageAllowance {
  if (type === 'INF') {
    return { baggageAmount: '1PC', baggageWeight: '10KG', carryOnAmount: '0PC', carryOnWeight: '0KG', carryOnSize: null };
  }
  switch (cabin) {
    case 'FIRST':
      return { baggageAmount: '3PC', baggageWeight: '32KG', carryOnAmount: '2PC', carryOnWeight: '14KG', carryOnSize: '55*40*20CM' };
    case 'BUSINESS':
      return { baggageAmount: '2PC', baggageWeight: '32KG', carryOnAmount: '2PC', carryOnWeight: '14KG', carryOnSize: '55*40*20CM' };
    case 'PREMIUMECONOMY':
      return { baggageAmount: '2PC', baggageWeight: '23KG', carryOnAmount: '1PC', carryOnWeight: '10KG', carryOnSize: null };
    case 'ECONOMY': {
      const pieces = product === 'FLEX' ? 2 : product === 'STANDARD' || longHaul ? 1 : 0;
      return {
        baggageAmount: `${pieces}PC`,
        baggageWeight: pieces === 0 ? null : '23KG',
        carryOnAmount: '1PC',
        carryOnWeight: '7KG',
        carryOnSize: null,
      };
    }
  }
}
