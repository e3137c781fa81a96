import { z } from 'zod';
import { codedRule } from '../../../contract/coded-rule';
import { moneyFrom } from '../../../contract/money';

/**
 * Building blocks for reading the service's JSON: tolerant of the variations real responses
 * show (numbers as strings, nulls for absent values), strict where a wrong value would mislead
 * an agent (money, order numbers).
 */

/** An integer, also when sent as a numeric string (`"adults": "1"`). */
export const intLike = z.union([
  z.number().int(),
  z.string().regex(/^-?\d+$/, codedRule('rules.answer.integer')).transform(Number),
]);

/**
 * Money kept as a decimal string, never a float, in the desk's one form ("803.80", "80.52"): a
 * JSON number is the exact decimal the service wrote (see contract/money.ts, moneyFrom).
 */
export const decimal = z.union([
  z.number().refine(Number.isFinite, codedRule('rules.answer.finiteNumber')).transform((value) => moneyFrom(value)),
  z.string().trim().regex(/^-?\d+(\.\d+)?$/, codedRule('rules.answer.decimal')).transform((value) => moneyFrom(value)),
]);


/**
 * Order numbers have up to 18 digits, above 2^53: a JSON number would already have lost digits,
 * so only safe integers are accepted as numbers; strings are kept as they came.
 */
export const orderNumber = z.union([
  z.string().trim().min(1, codedRule('rules.notEmpty')),
  z.number().int().refine(Number.isSafeInteger, codedRule('rules.answer.tooLargeNumber')).transform(String),
]);

export const text = z.string();
export const optionalText = z.string().nullish().transform((value) => value ?? null);
export const optionalInt = intLike.nullish().transform((value) => value ?? null);
export const optionalDecimal = decimal.nullish().transform((value) => value ?? null);
