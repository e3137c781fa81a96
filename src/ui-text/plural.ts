/**
 * Counted words: "1 seat left", "2 seats left". A counted string of the dictionaries is a pair
 * `{ one, many }` (the same words twice in Chinese, which does not inflect), and the count is
 * grouped as every count of the desk (1,204). tests/component/ui-text/plurals.test.ts fails on a
 * dictionary string that counts a plural noun without its `one` form.
 */
import { formatCount } from '@contract/format/desk-format';
import { format } from './index';

interface PluralForms {
  one: string;
  many: string;
}

/** The form for `count`, `{count}` filled (grouped) with the other `values`. */
export function plural(count: number, forms: PluralForms, values: Record<string, string | number> = {}): string {
  return format(count === 1 ? forms.one : forms.many, { ...values, count: formatCount(count) });
}
