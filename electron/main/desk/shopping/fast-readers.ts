import { fromUnits, toUnits, type MoneyUnits } from '../../../contract/money';
import { AnswerShapeError } from './answer-shape-error';
import { wording, type Wording } from '../../../contract/words';

/**
 * Field readers for the shopping hot path: the same tolerance as the zod wire schemas
 * (wire/primitives.ts) — integers also as numeric strings, money as numbers or decimal strings,
 * null or absent for optional values — with no allocation when the value is fine. Where a value
 * sits is given as the container's `Where` plus up to two keys; the path string is only built
 * when something is wrong.
 */
export interface Where {
  readonly parent: Where | null;
  readonly key: string | number;
}

export const ROOT: Where | null = null;

export function at(parent: Where | null, key: string | number, key2?: string | number): Where {
  const first: Where = { parent, key };
  return key2 === undefined ? first : { parent: first, key: key2 };
}

type Key = string | number | undefined;

function fail(where: Where | null, key1: Key, key2: Key, problem: Wording): never {
  const parts: (string | number)[] = [];
  for (let w = where; w; w = w.parent) parts.unshift(w.key);
  if (key1 !== undefined) parts.push(key1);
  if (key2 !== undefined) parts.push(key2);
  throw new AnswerShapeError(parts.join('.'), problem);
}

export function readString(value: unknown, where: Where | null, key1?: Key, key2?: Key): string {
  if (typeof value !== 'string') fail(where, key1, key2, wording('rules.answer.string'));
  return value;
}

export function readOptionalString(value: unknown, where: Where | null, key1?: Key, key2?: Key): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') fail(where, key1, key2, wording('rules.answer.stringOrNull'));
  return value;
}

export function readInteger(value: unknown, where: Where | null, key1?: Key, key2?: Key): number {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  return fail(where, key1, key2, wording('rules.answer.integer'));
}

export function readOptionalInteger(value: unknown, where: Where | null, key1?: Key, key2?: Key): number | null {
  if (value === null || value === undefined) return null;
  return readInteger(value, where, key1, key2);
}

/**
 * Money as integer ten-thousandths. A JSON number is the nearest double to the decimal the
 * service wrote; multiplying by 10⁴ and rounding recovers that decimal exactly (for up to four
 * decimals and amounts far beyond any fare), so no floating-point sum ever happens.
 */
export function readMoney(value: unknown, where: Where | null, key1?: Key, key2?: Key): MoneyUnits {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.round(value * 10_000);
  if (typeof value === 'string') {
    try {
      return toUnits(value);
    } catch {
      return fail(where, key1, key2, wording('rules.answer.decimal'));
    }
  }
  return fail(where, key1, key2, wording('rules.answer.number'));
}

export function readOptionalMoney(value: unknown, where: Where | null, key1?: Key, key2?: Key): MoneyUnits | null {
  if (value === null || value === undefined) return null;
  return readMoney(value, where, key1, key2);
}

export function readArray(value: unknown, where: Where | null, key1?: Key, key2?: Key): unknown[] {
  if (!Array.isArray(value)) fail(where, key1, key2, wording('rules.answer.list'));
  return value;
}

export function readOptionalArray(value: unknown, where: Where | null, key1?: Key, key2?: Key): unknown[] {
  if (value === null || value === undefined) return EMPTY;
  return readArray(value, where, key1, key2);
}

export function readObject(value: unknown, where: Where | null, key1?: Key, key2?: Key): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(where, key1, key2, wording('rules.answer.object'));
  return value as Record<string, unknown>;
}

export function readOptionalObject(value: unknown, where: Where | null, key1?: Key, key2?: Key): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  return readObject(value, where, key1, key2);
}

/** A list of integers, also as numeric strings (the input list is reused when it is all numbers). */
export function readIntegerList(value: unknown, where: Where | null, key1?: Key, key2?: Key): number[] {
  if (value === null || value === undefined) return [];
  const list = readArray(value, where, key1, key2);
  let allNumbers = true;
  for (let i = 0; i < list.length; i++) {
    const item = list[i];
    if (typeof item !== 'number' || !Number.isInteger(item)) {
      allNumbers = false;
      readInteger(item, at(where, key1 ?? '', key2), i);
    }
  }
  return allNumbers ? (list as number[]) : list.map((item) => readInteger(item, where));
}

/** A list of strings; the input list itself is returned (no copy). */
export function readStringList(value: unknown, where: Where | null, key1?: Key, key2?: Key): string[] {
  if (value === null || value === undefined) return [];
  const list = readArray(value, where, key1, key2);
  for (let i = 0; i < list.length; i++) if (typeof list[i] !== 'string') readString(list[i], at(where, key1 ?? '', key2), i);
  return list as string[];
}

const EMPTY: unknown[] = [];

/** fromUnits with a small cache: answers repeat the same amounts (fees, rule amounts) thousands of times. */
const formatted = new Map<number, string>();
export function formatUnits(units: MoneyUnits): string {
  let text = formatted.get(units);
  if (text === undefined) {
    text = fromUnits(units);
    if (formatted.size > 50_000) formatted.clear();
    formatted.set(units, text);
  }
  return text;
}
