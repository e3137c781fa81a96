/**
 * A decoded view of a text, for redaction: every escape a service, a proxy or another language's
 * client could wrap an echoed secret in is decoded, and each decoded character remembers which
 * characters of the original text it came from, so a secret found in the view is removed from the
 * original. Escapes recognised, each at any depth in one step (an escape of an escape…):
 * - JSON and JavaScript: `\u0061`, `\x61`, `\/` (with any number of backslashes before them, as a
 *   JSON text inside a JSON text has);
 * - percent-encoding: `%61`, `%2561`, `%252561`… (a byte above 0x7F is left as one `%XX`, which
 *   the redactor's percent-encoded forms match);
 * - HTML character references: `&#x61;`, `&#97;` (the `;` optional, as browsers read them), named
 *   ones for ASCII punctuation (`&sol;`, `&plus;`, `&equals;`…), and `&amp;` before any of them.
 * Different escapes nested in each other (an entity percent-encoded) are undone by further passes.
 */

const ESCAPE = /\\+u([0-9a-fA-F]{4})|\\+x([0-9a-fA-F]{2})|\\+\/|%(?:25)*([0-9a-fA-F]{2})|&(?:amp;)*#[xX]([0-9a-fA-F]{1,6});?|&(?:amp;)*#([0-9]{1,7});?|&(?:amp;)*([a-zA-Z]{2,14});/gi;

/**
 * Each pass undoes any depth of one kind of escape; a further pass is needed only where kinds are
 * nested in each other (an HTML entity inside percent-encoding inside JSON is three). Four passes
 * cover every nesting of the four kinds once each; each pass is linear in the text.
 */
const MAX_PASSES = 4;

/** HTML's names for the ASCII characters that have one (letters and digits have none). */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&', AMP: '&', lt: '<', LT: '<', gt: '>', GT: '>', quot: '"', QUOT: '"', apos: "'",
  sol: '/', bsol: '\\', plus: '+', equals: '=', num: '#', percnt: '%', lowbar: '_', UnderBar: '_',
  dollar: '$', ast: '*', midast: '*', commat: '@', excl: '!', quest: '?', period: '.', comma: ',',
  colon: ':', semi: ';', lpar: '(', rpar: ')', lsqb: '[', lbrack: '[', rsqb: ']', rbrack: ']',
  lcub: '{', lbrace: '{', rcub: '}', rbrace: '}', verbar: '|', vert: '|', VerticalLine: '|',
  Hat: '^', grave: '`', DiacriticalGrave: '`', nbsp: '\u00a0', NewLine: '\n', Tab: '\t',
};

/**
 * One layer of decoding. Decoded characters are literal copies of the layer below, except at the
 * escapes: `at[k]` is where escape k's decoding starts in this layer, `width[k]` how many characters
 * it decoded to, and `from[k]`/`to[k]` the range of the layer below it replaced.
 */
interface Layer {
  at: number[];
  width: number[];
  from: number[];
  to: number[];
}

export interface DecodedView {
  text: string;
  /** The range of the original text that decoded characters [start, end) came from. */
  originalRange(start: number, end: number): [number, number];
}

/** Null when the text has no escape to decode (the usual case: no view to search). */
export function decodeEscapes(text: string): DecodedView | null {
  if (!mayHoldEscapes(text)) return null;
  const layers: Layer[] = [];
  let current = text;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const decoded = decodeOnce(current);
    if (!decoded) break;
    layers.push(decoded.layer);
    current = decoded.text;
  }
  if (layers.length === 0) return null;
  return {
    text: current,
    originalRange(start, end) {
      let range: [number, number] = [start, end];
      for (let i = layers.length - 1; i >= 0; i--) range = rangeBelow(layers[i]!, range[0], range[1]);
      return range;
    },
  };
}

/**
 * Whether the text can hold an escape at all. Most log lines and answers hold none, and this is
 * several times faster than the escape expression: `%` and `&` are found at memory speed, and the
 * backslash escapes by an expression with a single fixed first character.
 */
const BACKSLASH_ESCAPE = /\\[uUxX/]/;

function mayHoldEscapes(text: string): boolean {
  return text.includes('%') || text.includes('&') || BACKSLASH_ESCAPE.test(text);
}

function decodeOnce(text: string): { text: string; layer: Layer } | null {
  const layer: Layer = { at: [], width: [], from: [], to: [] };
  let out = '';
  let copiedUpTo = 0;
  ESCAPE.lastIndex = 0;
  for (let match = ESCAPE.exec(text); match; match = ESCAPE.exec(text)) {
    const decoded = decodeMatch(match);
    if (decoded === null) continue;
    out += text.slice(copiedUpTo, match.index);
    layer.at.push(out.length);
    layer.width.push(decoded.length);
    layer.from.push(match.index);
    layer.to.push(match.index + match[0].length);
    out += decoded;
    copiedUpTo = match.index + match[0].length;
  }
  if (layer.at.length === 0) return null;
  return { text: out + text.slice(copiedUpTo), layer };
}

function decodeMatch(match: RegExpExecArray): string | null {
  const [whole, unicode, hexByte, percent, entityHex, entityDecimal, name] = match;
  if (unicode) return String.fromCharCode(parseInt(unicode, 16));
  if (hexByte) return String.fromCharCode(parseInt(hexByte, 16));
  if (percent) {
    const code = parseInt(percent, 16);
    // Above 0x7F the byte is part of a UTF-8 sequence: keep it encoded, one level deep.
    if (code > 0x7f) return whole.length > 3 ? `%${percent}` : null;
    return String.fromCharCode(code);
  }
  if (entityHex || entityDecimal) {
    const code = entityHex ? parseInt(entityHex, 16) : parseInt(entityDecimal!, 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
  }
  if (name) return NAMED[name] ?? null;
  return whole.endsWith('/') ? '/' : null;
}

/** Maps a range of this layer to the range of the layer below that it decodes. */
function rangeBelow(layer: Layer, start: number, end: number): [number, number] {
  return [positionBelow(layer, start, 'start'), positionBelow(layer, end - 1, 'end')];
}

function positionBelow(layer: Layer, index: number, side: 'start' | 'end'): number {
  // The last escape that starts at or before `index` (binary search: escapes are in order).
  let low = 0;
  let high = layer.at.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (layer.at[mid]! <= index) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  if (found >= 0 && index < layer.at[found]! + layer.width[found]!) return side === 'start' ? layer.from[found]! : layer.to[found]!;
  // A literal character: as far past the previous escape's end as it is past its decoding's end.
  const literal = found < 0 ? index : layer.to[found]! + (index - layer.at[found]! - layer.width[found]!);
  return side === 'start' ? literal : literal + 1;
}
