/**
 * What is left of main's old ways of wording (docs/i18n.md, "What is left of the old mechanisms"),
 * per file, counted on 26 Nov 2026 when the words catalogue landed. These numbers may only go down:
 * tests/unit/words/one-catalogue.test.ts refuses a file that is not listed or a count above its
 * entry, and an entry left higher than its file's count (lower it when a module is converted).
 */

/** Calls of say(), sayWords() and sayText() per file: none left (ticketing was the last, 27 Nov 2026; main-language.ts no longer has them). */
export const SAY_CALLS: Readonly<Record<string, number>> = {};

/** String and template literals holding Chinese, outside the words catalogue, per file: none left (desk-format.ts and place-directory.ts were the last, 27 Nov 2026). */
export const CHINESE_LITERALS: Readonly<Record<string, number>> = {};

