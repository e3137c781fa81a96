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

  // The screens' keys come from src/keymap/keymap.ts, in no language; the chords still worded here are a focused element's own.
  it('keeps the key chords identical, since the handlers listen for them', () => {
    expect([zhCN.ticketing.confirmPayKeys, zhCN.orders.manualEntry.saveKeys]).toEqual([en.ticketing.confirmPayKeys, en.orders.manualEntry.saveKeys]);
  });
});
