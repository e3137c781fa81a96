/**
 * Main's own words in the desk's language (docs/i18n.md). Main reads the language preference on
 * every message it makes, so a switch applies to the next one. The service's own text (errorMsg)
 * never passes through here: it is shown exactly as it came.
 */
import { activeLanguage } from '../../contract/format/active-language';
import { textIn, type Text } from '../../contract/words';

export function inChinese(): boolean {
  return activeLanguage() === 'zh-CN';
}

/** `english` or `chinese`, by the language of the moment: for wording built where it is used. */
export function say(english: string, chinese: string): string {
  return inChinese() ? chinese : english;
}

/** A text kept in a table, both languages side by side: `[english, chinese]`, worded when shown. */
export type Words = readonly [english: string, chinese: string];

/** A table's `[english, chinese]` in the language of the moment. */
export function sayWords(words: Words): string {
  return say(words[0], words[1]);
}

/**
 * A text main still composes into a sentence of its own, worded in the preference language.
 * Transitional: each caller is a sentence yet to become one wording (docs/i18n.md, "What is left").
 */
export function sayText(text: Text): string {
  return textIn(activeLanguage(), text);
}
