/**
 * Counted words agree with their count (issue 23, finding 12: "1 refund orders", "1 seats left").
 * A dictionary string that counts a plural noun is a `{ one, many }` pair read through plural();
 * the few strings whose count is worded apart when it is 1 are named here, with why.
 */
import { describe, expect, it } from 'vitest';
import { setLanguage, text } from '@/ui-text';
import { en } from '@/ui-text/en';
import { plural } from '@/ui-text/plural';

/** A number placeholder followed by a plural noun within two words: "{count} seats left", "{checked} refund orders". */
const COUNTED_PLURAL = /\{(count|checked|days|minutes|total)\} (?:[a-z-]+ ){0,2}?(?!(?:was|as|is|has|this|its)\b)[a-z-]+s\b/;

/** Strings whose count of 1 has its own key, read by the code beside them. */
const ONE_WORDED_APART: Readonly<Record<string, string>> = {
  'refunds.documents.pages': 'one page is `page`',
  'reimbursements.voucher.countdown.days': 'one day is `oneDay`, none `lastDay`',
  'reimbursements.voucher.countdown.expired': 'one day ago is `expiredYesterday`',
  'orders.countAll': 'one order is `countAllOne`',
  'reimbursements.settings.pollSaved': 'the interval is at least 5 minutes',
  'storageFiles.statusMany': 'one file is `statusOne`, which names it',
};

function countedPlurals(node: unknown, path: string[] = []): string[] {
  if (typeof node === 'string') return COUNTED_PLURAL.test(node) && path.at(-1) !== 'many' ? [path.join('.')] : [];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => countedPlurals(value, [...path, key]));
}

describe('plurals', () => {
  it('every English string that counts a plural noun has its one form', () => {
    const found = countedPlurals(en);
    const unexplained = found.filter((path) => !Object.hasOwn(ONE_WORDED_APART, path));
    expect(unexplained).toEqual([]);
    // The allow-list only names strings that exist and still need it.
    expect(Object.keys(ONE_WORDED_APART).filter((path) => !found.includes(path))).toEqual([]);
  });

  it('words 1 and 2 apart, the count grouped, in both languages', () => {
    expect(plural(1, text.results.row.seatsLeft)).toBe('1 seat left');
    expect(plural(2, text.results.row.seatsLeft)).toBe('2 seats left');
    expect(plural(1, text.reimbursements.context, { environment: 'SANDBOX' })).toBe('1 refund order · SANDBOX');
    expect(plural(1204, text.reimbursements.context, { environment: 'SANDBOX' })).toBe('1,204 refund orders · SANDBOX');
    expect(plural(1, text.reimbursements.checked, { changed: 0 })).toBe('Checked 1 refund order: 0 changed.');
    setLanguage('zh-CN');
    try {
      expect(plural(1, text.results.row.seatsLeft)).toBe('剩 1 座');
      expect(plural(1, text.reimbursements.context, { environment: 'SANDBOX' })).toBe('1 个退票单 · SANDBOX');
    } finally {
      setLanguage('en');
    }
  });
});
