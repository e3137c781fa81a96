/**
 * Change and refund conditions ("mini rules") per passenger type and journey. The specification
 * shows 4 rules per group (penaltyType 0–3); the real service often sends 2 (types 0 and 2) and
 * sometimes two rules of the same type (one not permitted, one permitted with an amount). The
 * sandbox sends all three shapes, chosen per offer from the seed, so clients never assume 4.
 *
 * The sandbox's reading of the codes (the specification leaves them open): penaltyType 0 refund,
 * 1 refund after a no-show, 2 change, 3 change after a no-show; `when` 0 before departure,
 * 1 after departure; isPermited 1 = allowed.
 */
import { type Cents } from '../money/cents';
import { unitFor } from '../random/seeded-random';
import { type Cabin } from './cabins';
import { type Product } from './products';

export interface MiniRule {
  penaltyType: number;
  isPermited: number;
  when: number;
  noShowTime: string | null;
  noShowTimeUnit: string | null;
  amount: Cents | null;
  currencyCode: string | null;
  percent: number | null;
  baseType: string | null;
}

export type MiniRuleShape = 'four-types' | 'refund-and-change' | 'same-type-pair';

export function miniRuleShape(seed: number, offerKey: string): MiniRuleShape {
  const roll = unitFor(seed, 'mini-rule-shape', offerKey);
  if (roll < 0.45) return 'four-types';
  if (roll < 0.85) return 'refund-and-change';
  return 'same-type-pair';
}

interface Conditions {
  refund: Cents | null;
  change: Cents | null;
}

/** Penalties in cents; null = not permitted. Premium cabins are more lenient. */
function conditionsOf(cabin: Cabin, product: Product): Conditions {
  const premium = cabin === 'BUSINESS' || cabin === 'FIRST';
  switch (product) {
    case 'SAVER':
      return { refund: premium ? 80000 : null, change: premium ? 30000 : 40000 };
    case 'STANDARD':
      return { refund: premium ? 40000 : 60000, change: premium ? 0 : 20000 };
    case 'FLEX':
      return { refund: 0, change: 0 };
  }
}

function rule(penaltyType: number, amount: Cents | null, when = 0): MiniRule {
  const noShow = penaltyType === 1 || penaltyType === 3;
  return {
    penaltyType,
    isPermited: amount === null ? 0 : 1,
    when,
    noShowTime: noShow ? '2' : null,
    noShowTimeUnit: noShow ? 'H' : null,
    amount,
    currencyCode: amount === null ? null : 'CNY',
    percent: null,
    baseType: null,
  };
}

export function miniRules(shape: MiniRuleShape, cabin: Cabin, product: Product): MiniRule[] {
  const { refund, change } = conditionsOf(cabin, product);
  const noShowRefund = refund === null ? null : refund + 20000;
  const noShowChange = change === null ? null : change + 20000;
  switch (shape) {
    case 'four-types':
      return [rule(0, refund), rule(1, noShowRefund), rule(2, change), rule(3, noShowChange)];
    case 'refund-and-change':
      return [rule(0, refund), rule(2, change)];
    case 'same-type-pair':
      // Not refundable after departure, refundable before it for a fee.
      return [rule(0, null, 1), rule(0, refund ?? 100000, 0)];
  }
}
