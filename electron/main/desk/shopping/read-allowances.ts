import type { BaggageAllowance, MiniRule, MiniRuleGroup, PassengerType } from '../../../contract/domains/shopping';
import { PASSENGER_TYPES } from '../../../contract/domains/shopping';
import { JsonIntern, mix, mixValue, sameListOf, sameValue, type PieceShape } from './json-intern';
import {
  at,
  formatUnits,
  readInteger,
  readIntegerList,
  readObject,
  readOptionalArray,
  readOptionalInteger,
  readOptionalMoney,
  readOptionalObject,
  readOptionalString,
  type Where,
} from './fast-readers';

/**
 * Baggage and mini rules repeat across the offers of an answer (the same fare rules for every
 * flight of a carrier, the same allowance for every passenger type). Each distinct list is built
 * once and shared: far fewer objects for main to keep and the renderer to hold. Shared objects
 * are never mutated.
 */
export class AllowanceCache {
  readonly baggage = new JsonIntern<BaggageAllowance[]>(BAGGAGE_LIST);
  readonly rules = new JsonIntern<MiniRuleGroup[]>(RULE_GROUP_LIST);
}

type Item = Record<string, unknown>;

/**
 * Hash and equality of a baggage list over the fields the desk reads. Written out field by
 * field (named property loads stay fast in V8; a loop over field names does not): this runs
 * for every passenger type of every solution.
 */
const BAGGAGE_LIST: PieceShape = {
  hash(piece) {
    if (!Array.isArray(piece)) return mixValue(41, piece);
    let h = mix(43, piece.length);
    for (let i = 0; i < piece.length; i++) {
      const e = piece[i] as Item | null;
      h = typeof e === 'object' && e !== null ? mix(mix(mix(h, quick(e.baggageAmount)), quick(e.baggageWeight)), quick(e.carryOnAmount)) : mixValue(h, e);
    }
    return h;
  },
  equal: (a, b) => sameListOf(a, b, sameAllowance),
};

/**
 * The hash only spreads the (few) distinct lists over buckets; equality decides. So it reads the
 * fields that usually differ, cheaply, and leaves the rest to `sameRule`.
 */
function sameAllowance(x: Item, y: Item): boolean {
  return (
    x.baggageAmount === y.baggageAmount &&
    x.baggageWeight === y.baggageWeight &&
    x.carryOnAmount === y.carryOnAmount &&
    x.carryOnWeight === y.carryOnWeight &&
    x.carryOnSize === y.carryOnSize &&
    sameValue(x.segmentIndexList, y.segmentIndexList)
  );
}

function ruleHash(h: number, r: Item): number {
  return mix(mix(mix(h, quick(r.penaltyType)), quick(r.isPermited)), quick(r.amount));
}

function quick(value: unknown): number {
  if (typeof value === 'number') return (value * 100) | 0;
  if (typeof value === 'string') return value.length === 0 ? 5 : value.length * 131 + value.charCodeAt(0);
  return value === null ? 7 : 11;
}

function sameRule(x: Item, y: Item): boolean {
  return (
    x.penaltyType === y.penaltyType &&
    x.isPermited === y.isPermited &&
    x.when === y.when &&
    x.amount === y.amount &&
    x.percent === y.percent &&
    x.currencyCode === y.currencyCode &&
    x.noShowTime === y.noShowTime &&
    x.noShowTimeUnit === y.noShowTimeUnit &&
    x.baseType === y.baseType
  );
}


/** A list of mini-rule groups: each group's segment indexes and its rules' fields. */
const RULE_GROUP_LIST: PieceShape = {
  hash(piece) {
    if (!Array.isArray(piece)) return mixValue(47, piece);
    let h = mix(53, piece.length);
    for (const group of piece) {
      if (typeof group !== 'object' || group === null) {
        h = mixValue(h, group);
        continue;
      }
      const g = group as Item;
      const rules = g.miniRules;
      if (!Array.isArray(rules)) {
        h = mixValue(h, rules);
        continue;
      }
      h = mix(h, rules.length);
      for (const rule of rules) h = typeof rule === 'object' && rule !== null ? ruleHash(h, rule as Item) : mixValue(h, rule);
    }
    return h;
  },
  equal: (a, b) => sameListOf(a, b, (x, y) => sameValue(x.segmentIndex, y.segmentIndex) && sameListOf(x.miniRules, y.miniRules, sameRule)),
};

/**
 * A map keyed by passenger type (baggageMap, miniRuleMap): each type's list read with `readItem`.
 * Equal lists, equal values: the first occurrence is validated and built, the rest reuse it.
 */
function readPerPassengerType<T>(raw: unknown, where: Where, intern: JsonIntern<T[]>, readItem: (item: unknown, list: Where, index: number) => T): Partial<Record<PassengerType, T[]>> {
  const map = readOptionalObject(raw, where);
  const result: Partial<Record<PassengerType, T[]>> = {};
  if (!map) return result;
  for (const type of PASSENGER_TYPES) {
    if (map[type] === undefined) continue;
    result[type] = intern.get(map[type], (piece) => {
      const list = at(where, type);
      return readOptionalArray(piece, where, type).map((item, index) => readItem(item, list, index));
    });
  }
  return result;
}

/** Baggage per passenger type. An entry whose values are all null is "unknown", never "none". */
export function readBaggageMap(raw: unknown, where: Where, cache: AllowanceCache = new AllowanceCache()): Partial<Record<PassengerType, BaggageAllowance[]>> {
  return readPerPassengerType(raw, where, cache.baggage, readAllowance);
}

function readAllowance(raw: unknown, list: Where, i: number): BaggageAllowance {
  const e = readObject(raw, list, i);
  const checkedPieces = readOptionalString(e.baggageAmount, list, i, 'baggageAmount');
  const checkedWeight = readOptionalString(e.baggageWeight, list, i, 'baggageWeight');
  const carryOnPieces = readOptionalString(e.carryOnAmount, list, i, 'carryOnAmount');
  const carryOnWeight = readOptionalString(e.carryOnWeight, list, i, 'carryOnWeight');
  return {
    segments: readIntegerList(e.segmentIndexList, list, i, 'segmentIndexList'),
    checkedPieces,
    checkedWeight,
    carryOnPieces,
    carryOnWeight,
    carryOnSize: readOptionalString(e.carryOnSize, list, i, 'carryOnSize'),
    known: checkedPieces !== null || checkedWeight !== null || carryOnPieces !== null || carryOnWeight !== null,
  };
}

/** Mini rules per passenger type, as many per group as the service sent (2, 4, or repeats). */
export function readRuleMap(raw: unknown, where: Where, cache: AllowanceCache = new AllowanceCache()): Partial<Record<PassengerType, MiniRuleGroup[]>> {
  return readPerPassengerType(raw, where, cache.rules, readGroup);
}

function readGroup(raw: unknown, list: Where, g: number): MiniRuleGroup {
  const group = readObject(raw, list, g);
  const rules = readOptionalArray(group.miniRules, list, g, 'miniRules');
  const ruleList = at(list, g, 'miniRules');
  return { segments: readIntegerList(group.segmentIndex, list, g, 'segmentIndex'), rules: rules.map((rule, r) => readRule(rule, ruleList, r)) };
}

function readRule(raw: unknown, list: Where, index: number): MiniRule {
  const rule = readObject(raw, list, index);
  const permitted = readOptionalInteger(rule.isPermited, list, index, 'isPermited');
  const amount = readOptionalMoney(rule.amount, list, index, 'amount');
  const percent = readOptionalMoney(rule.percent, list, index, 'percent');
  return {
    penaltyType: readInteger(rule.penaltyType, list, index, 'penaltyType'),
    permitted: permitted === null ? null : permitted === 1,
    when: readOptionalInteger(rule.when, list, index, 'when'),
    amount: amount === null ? null : formatUnits(amount),
    currency: readOptionalString(rule.currencyCode, list, index, 'currencyCode'),
    percent: percent === null ? null : formatUnits(percent),
    noShowTime: readOptionalString(rule.noShowTime, list, index, 'noShowTime'),
    noShowTimeUnit: readOptionalString(rule.noShowTimeUnit, list, index, 'noShowTimeUnit'),
    baseType: readOptionalString(rule.baseType, list, index, 'baseType'),
  };
}
