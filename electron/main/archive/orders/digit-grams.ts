/**
 * Long runs of digits (order numbers, ticket numbers) in the trigram index, written so that a
 * trigram covers FOUR digits instead of three. With only 1,000 three-digit trigrams, each is in a
 * large share of the file, and a fragment whose trigrams are all common takes the index tens of
 * milliseconds to rule out. Each pair of neighbouring digits becomes one character, so three such
 * characters (the trigram) span four digits: 10,000 possible trigrams, each in a few hundred
 * orders at most, and a query reads a handful of short lists.
 *
 * The characters are taken from a block without upper and lower case (U+0660…U+06C3), because the
 * trigram tokenizer folds case and two pairs must never fold into one; they take two bytes each.
 */
const BASE = 0x0660;

/** Digit runs this long or longer are indexed (and searched) as pairs. */
export const MIN_DIGIT_RUN = 4;

/** `"91708"` → four pair characters (`91`, `17`, `70`, `08`). */
export function digitWindows(digits: string): string {
  const ZERO = 48;
  let windows = '';
  for (let start = 0; start + 2 <= digits.length; start++) {
    windows += String.fromCharCode(BASE + (digits.charCodeAt(start) - ZERO) * 10 + (digits.charCodeAt(start + 1) - ZERO));
  }
  return windows;
}

/** Every run of MIN_DIGIT_RUN or more ASCII digits in a text, as pairs (one pass, no pattern: it runs for every identifier filed). */
export function digitRunWindows(text: string): string[] {
  const runs: string[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : -1;
    if (code >= 48 && code <= 57) {
      if (start < 0) start = i;
    } else {
      if (start >= 0 && i - start >= MIN_DIGIT_RUN) runs.push(digitWindows(text.slice(start, i)));
      start = -1;
    }
  }
  return runs;
}
