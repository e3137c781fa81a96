import type { Language } from '../domains/language';
import { wordsIn } from './catalogue';
import { isWording, type ParamsArgument, type WordCode, type WordParam, type Wording } from './wording';

type AnyEntry = string | ((params: Readonly<Record<string, string | number | readonly (string | number)[]>>) => string);

/**
 * One code worded in one language: a plain call, no language of the moment. A Chinese receipt
 * from an English desk is `word('zh-CN', 'documents.receiptTitle', { … })`.
 */
export function word<C extends WordCode>(language: Language, code: C, ...params: ParamsArgument<C>): string {
  const [given] = params as [Readonly<Record<string, WordParam>>?];
  return worded(language, given === undefined ? { code } : { code, params: given });
}

/** A wording (as main sends it) in `language`; a code this catalogue lacks (a newer main) is shown as the code. */
function worded(language: Language, wording: Wording): string {
  const entry = (wordsIn(language).desk as unknown as Readonly<Record<string, AnyEntry | undefined>>)[wording.code];
  if (entry === undefined) return wording.code;
  if (typeof entry === 'string') return entry;
  const params: Record<string, string | number | readonly (string | number)[]> = {};
  for (const [name, value] of Object.entries(wording.params ?? {})) {
    if (isWording(value)) params[name] = worded(language, value);
    else if (Array.isArray(value)) params[name] = (value as readonly WordParam[]).map((item) => (isWording(item) ? worded(language, item) : item)) as (string | number)[];
    else params[name] = value as string | number;
  }
  return entry(params);
}

/** A string stays as it came; a wording is worded in `language`. */
export function textIn(language: Language, text: string | Wording): string {
  return typeof text === 'string' ? text : worded(language, text);
}

/**
 * `T` as the side that shows it sees it: every wording a string. Homomorphic, so arrays, tuples
 * and readonly keep their shape; a type with no wording in it comes out the same.
 */
export type Worded<T> = T extends Wording
  ? string
  : T extends string | number | boolean | bigint | symbol | null | undefined
    ? T
    : T extends (...args: never[]) => unknown
      ? T
      : { [K in keyof T]: Worded<T[K]> };

/**
 * Every wording in a value (a result, an event's payload) replaced by its words in `language`;
 * the rest copied as it is. Values without a wording come back as the same object, so a large
 * result (shopping's wire form) is not copied.
 */
export function wordAll<T>(language: Language, value: T): Worded<T> {
  return walk(language, value) as Worded<T>;
}

function walk(language: Language, value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (isWording(value)) return worded(language, value);
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, index) => {
      const next = walk(language, item);
      if (next !== item) (copy ??= [...value])[index] = next;
    });
    return copy ?? value;
  }
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const next = walk(language, item);
    if (next !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = next;
  }
  return copy ?? value;
}
