/**
 * Main's own words in the desk's language (docs/i18n.md). Main reads the language preference on
 * every message it makes, so a switch applies to the next one. The service's own text (errorMsg)
 * never passes through here: it is shown exactly as it came.
 */
import { activeLanguage } from '../../contract/format/active-language';
import { CATALOGUE_ZH } from './catalogue-zh';

export function inChinese(): boolean {
  return activeLanguage() === 'zh-CN';
}

/** `english` or `chinese`, by the language of the moment: for wording built where it is used. */
export function say(english: string, chinese: string): string {
  return inChinese() ? chinese : english;
}

/** A catalogue text (explanation or next step) in the language of the moment; English when the catalogue's Chinese lacks it. */
export function catalogueText(english: string): string {
  return inChinese() ? (CATALOGUE_ZH[english] ?? english) : english;
}

/** A text kept in a table, both languages side by side: `[english, chinese]`, worded when shown. */
export type Words = readonly [english: string, chinese: string];

/** A table's `[english, chinese]` in the language of the moment. */
export function sayWords(words: Words): string {
  return say(words[0], words[1]);
}
