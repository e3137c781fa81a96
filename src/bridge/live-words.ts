import type { Language } from '@contract/domains/language';
import { textIn, type Worded } from '@contract/words';
import { isWording } from '@contract/words/wording';

/**
 * `value` as the screens read it: each wording in it becomes a property that words it when read,
 * in the language of that moment. A result kept on screen (a stored price diff, the connection
 * status, a stored error) therefore follows a switch of language: the template or computed that
 * reads the property reads the language too, and re-runs when it changes. A wording that is the
 * whole value, or an item of a list, has no property to live in and is worded once. Objects
 * without a wording come back as the same object (shopping's large results are not copied).
 */
export function liveWorded<T>(value: T, language: () => Language): Worded<T> {
  return live(value, language) as Worded<T>;
}

function live(value: unknown, language: () => Language): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (isWording(value)) return textIn(language(), value);
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, index) => {
      const next = live(item, language);
      if (next !== item) (copy ??= [...value])[index] = next;
    });
    return copy ?? value;
  }
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    if (isWording(item)) {
      wordedWhenRead((copy ??= { ...(value as Record<string, unknown>) }), key, () => textIn(language(), item));
      continue;
    }
    const next = live(item, language);
    if (next !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = next;
  }
  return copy ?? value;
}

/** A property read through `words`; a screen that writes it (rare) gets a plain value in its place. */
function wordedWhenRead(target: Record<string, unknown>, key: string, words: () => string): void {
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get: words,
    set(this: object, next: unknown) {
      Object.defineProperty(this, key, { value: next, writable: true, enumerable: true, configurable: true });
    },
  });
}
