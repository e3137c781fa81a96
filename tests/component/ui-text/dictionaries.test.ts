import { describe, expect, it } from 'vitest';
import { en } from '../../../src/ui-text/en';
import { zhCN } from '../../../src/ui-text/zh-CN';
import { untranslatedWords } from '../../support/untranslated';

/** Every leaf of a dictionary, as [dotted path, text]. */
function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value as object, `${prefix}${key}.`),
  );
}

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the zh-CN dictionary', () => {
  const english = new Map(leaves(en));
  const chinese = new Map(leaves(zhCN));

  it('has exactly the keys of the English one (the type says so too; this also catches a cast)', () => {
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('fills the same placeholders as the English text, so format() leaves nothing unfilled', () => {
    const mismatched = [...english].filter(([path, text]) => placeholders(chinese.get(path) ?? '').join() !== placeholders(text).join());
    expect(mismatched.map(([path]) => path)).toEqual([]);
  });

  it('leaves no English word untranslated beyond codes, key names and brand names', () => {
    const untranslated = [...chinese].filter(([, text]) => untranslatedWords(text).length > 0);
    expect(untranslated.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
  });

  it('keeps the key chords identical, since the handlers listen for them', () => {
    expect(zhCN.refunds.keys).toEqual(en.refunds.keys);
    expect([zhCN.ticketing.payKeys, zhCN.orders.openKeys, zhCN.ticketing.confirmPayKeys]).toEqual([en.ticketing.payKeys, en.orders.openKeys, en.ticketing.confirmPayKeys]);
  });
});
