/**
 * How the order file's search reads text, shared by main (which indexes and queries) and the
 * renderer (which highlights what matched), so both sides agree on what "the same letters" are.
 *
 * - Case and width are folded (NFKC, then lower case): `ＣＡ１２３` and `ca123` are one text.
 * - Accents are folded: `Müller`, `MULLER` and `muller` match, as do `Łukasz`/`lukasz`, `Øre`/`ore`.
 * - Chinese, Japanese and Korean characters are words of one character each: CJK is written
 *   without spaces, so a name like `王小明` must be found by `小明` too. A run of them in a query
 *   is a phrase: the characters must follow each other.
 */

/** Letters that NFD does not decompose into a base letter plus an accent. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss', ẞ: 'ss', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', ø: 'o', Ø: 'o', đ: 'd', Đ: 'd', ð: 'd', Ð: 'd',
  ł: 'l', Ł: 'l', þ: 'th', Þ: 'th', ı: 'i', ħ: 'h', Ħ: 'h', ŀ: 'l', Ŀ: 'l',
};

const COMBINING_MARKS = /\p{M}+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Folded characters already seen: names repeat the same few letters, and normalising each is slow. */
const FOLDED = new Map<string, string>();
const FOLDED_LIMIT = 20_000;

/** One character (a code point) folded for search; may become several letters or none. */
export function foldChar(char: string): string {
  const known = FOLDED.get(char);
  if (known !== undefined) return known;
  const folded = foldOneChar(char);
  if (FOLDED.size < FOLDED_LIMIT) FOLDED.set(char, folded);
  return folded;
}

function foldOneChar(char: string): string {
  const special = SPECIAL_LETTERS[char];
  if (special !== undefined) return special;
  const compatible = char.normalize('NFKC');
  // Decomposing would split a Hangul syllable into its letters: CJK is kept as written.
  if (CJK.test(compatible)) return compatible;
  return compatible.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '');
}

/** Any code unit above ASCII (astral characters are surrogate pairs, so they match too). */
const NON_ASCII = /[\u0080-\uffff]/;

/** A text folded for search (case, width and accents removed). */
export function foldForSearch(text: string): string {
  // Most of what the desk indexes is plain ASCII (codes, numbers, passport names): no per-letter work.
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  let folded = '';
  for (const char of text) folded += foldChar(char);
  return folded;
}

export function isCjk(char: string): boolean {
  return CJK.test(char);
}

/**
 * A query or a document cut into the words search works on: runs of letters and digits,
 * each CJK character a word of its own. `cjkRun` groups consecutive CJK characters, so a query can
 * ask for them as a phrase. Ticket numbers typed with their dash (`781-2345678901`) stay one word.
 */
export interface SearchWord {
  text: string;
  /** Consecutive CJK characters share a run number; other words have null. */
  cjkRun: number | null;
}

/** Dashes between digits are dropped, so a ticket number typed with its dash stays one word. */
const NUMBER_DASH = /(\d)-(?=\d)/g;
const ASCII_SEPARATORS = /[^a-z0-9]+/;

/** The words of a text without any character above ASCII (most of what the desk indexes). */
function asciiWords(text: string): string[] {
  return text.replace(NUMBER_DASH, '$1').toLowerCase().split(ASCII_SEPARATORS).filter((word) => word !== '');
}

export function searchWords(text: string): SearchWord[] {
  const joined = text.replace(NUMBER_DASH, '$1');
  if (!NON_ASCII.test(joined)) return asciiWords(joined).map((word) => ({ text: word, cjkRun: null }));
  const folded = foldForSearch(joined);
  const words: SearchWord[] = [];
  let current = '';
  let run = 0;
  let inCjkRun = false;
  const flush = () => {
    if (current) words.push({ text: current, cjkRun: null });
    current = '';
  };
  for (const char of folded) {
    if (isCjk(char)) {
      flush();
      if (!inCjkRun) run += 1;
      inCjkRun = true;
      words.push({ text: char, cjkRun: run });
    } else if (WORD_CHAR.test(char)) {
      inCjkRun = false;
      current += char;
    } else {
      inCjkRun = false;
      flush();
    }
  }
  flush();
  return words;
}

/** A document's text as the index stores it: words separated by single spaces. */
export function indexText(...parts: (string | null | undefined)[]): string {
  // Filing 100,000 orders builds this text for each: plain ASCII skips the word objects.
  const words: string[] = [];
  for (const part of parts) {
    if (typeof part !== 'string' || part.length === 0) continue;
    if (ASCII_WORDS.test(part)) words.push(part.toLowerCase());
    else if (NON_ASCII.test(part)) for (const word of searchWords(part)) words.push(word.text);
    else words.push(...asciiWords(part));
  }
  return words.join(' ');
}

/** A code, a flight or a plain name ("ZHANG SAN"): already words separated by single spaces. */
const ASCII_WORDS = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;

/**
 * What a search query asks for: each term must be found. A term is a word, or a CJK phrase
 * (its characters in order). Highlighting looks for each term's folded text in what is shown.
 */
export interface SearchTerm {
  text: string;
  kind: 'word' | 'cjk-phrase';
}

export function searchTerms(query: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  const seen = new Set<string>();
  let phrase: { run: number; text: string } | null = null;
  const push = (term: SearchTerm) => {
    if (seen.has(`${term.kind}:${term.text}`)) return;
    seen.add(`${term.kind}:${term.text}`);
    terms.push(term);
  };
  for (const word of searchWords(query)) {
    if (word.cjkRun !== null) {
      if (phrase && phrase.run === word.cjkRun) phrase.text += word.text;
      else {
        if (phrase) push({ text: phrase.text, kind: 'cjk-phrase' });
        phrase = { run: word.cjkRun, text: word.text };
      }
      continue;
    }
    if (phrase) push({ text: phrase.text, kind: 'cjk-phrase' });
    phrase = null;
    push({ text: word.text, kind: 'word' });
  }
  if (phrase) push({ text: phrase.text, kind: 'cjk-phrase' });
  return terms;
}

/** A piece of displayed text, marked when it matched a search term. */
export interface HighlightPiece {
  text: string;
  hit: boolean;
}

/**
 * Cuts a displayed text into pieces, marking where any term occurs (folded comparison, so `müller`
 * lights up in `MÜLLER` and `1234` inside `781-1234567890`). Dashes inside numbers are skipped the
 * way the index skips them.
 */
export function highlight(text: string, terms: readonly SearchTerm[]): HighlightPiece[] {
  if (terms.length === 0 || text.length === 0) return [{ text, hit: false }];
  // Fold character by character, remembering which original character each folded one came from.
  const chars = [...text];
  let folded = '';
  const origin: number[] = [];
  chars.forEach((char, index) => {
    const isNumberDash = char === '-' && /\d/.test(chars[index - 1] ?? '') && /\d/.test(chars[index + 1] ?? '');
    const piece = isNumberDash ? '' : foldChar(char);
    for (const unit of piece) {
      folded += unit;
      origin.push(index);
    }
  });
  const marked = new Array<boolean>(chars.length).fill(false);
  const foldedUnits = [...folded];
  for (const term of terms) {
    const needle = [...term.text];
    if (needle.length === 0) continue;
    for (let start = 0; start + needle.length <= foldedUnits.length; start++) {
      let matches = true;
      for (let k = 0; k < needle.length; k++) {
        if (foldedUnits[start + k] !== needle[k]) {
          matches = false;
          break;
        }
      }
      if (!matches) continue;
      const first = origin[start] ?? 0;
      const last = origin[start + needle.length - 1] ?? first;
      for (let index = first; index <= last; index++) marked[index] = true;
    }
  }
  const pieces: HighlightPiece[] = [];
  chars.forEach((char, index) => {
    const hit = marked[index] ?? false;
    const previous = pieces[pieces.length - 1];
    if (previous && previous.hit === hit) previous.text += char;
    else pieces.push({ text: char, hit });
  });
  return pieces;
}
