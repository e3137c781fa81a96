/**
 * Breaking text into lines that fit a width. Latin breaks between words (a word longer than the
 * line is cut); Chinese, Japanese and full-width text may break before any character, except
 * before closing punctuation (，。：；）」 stay with the character before them, as Chinese
 * typesetting wants).
 */

type MeasureText = (text: string) => number;

const NBSP = '\u00a0';
const WIDE = /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/;
/** Closing punctuation, and the units Chinese writes after digits (2026年12月22日, 11小时50分, 2 件 23 公斤). */
const NO_BREAK_BEFORE = /[，。、：；！？）》」』】〕,.:;!?)\]}%年月日时分件公斤]/;

/** Words with their trailing spaces, and each wide character on its own (punctuation glued to what precedes it). */
function pieces(text: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const char of text) {
    if (WIDE.test(char)) {
      // A no-break space binds what follows it (2\u00a0件) as it does in Latin.
      if (NO_BREAK_BEFORE.test(char) || current.endsWith(NBSP)) {
        current += char;
        continue;
      }
      if (current) out.push(current);
      current = char;
    } else if (char === ' ') {
      current += char;
      out.push(current);
      current = '';
    } else {
      if (current && WIDE.test(current.at(-1) ?? '') && !NO_BREAK_BEFORE.test(char) && char !== NBSP) {
        out.push(current);
        current = '';
      }
      current += char;
    }
  }
  if (current) out.push(current);
  return out;
}

/** Cuts a piece wider than the line into lines of whole characters. */
function cut(piece: string, width: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of piece) {
    if (line && measure(line + char) > width) {
      lines.push(line);
      line = '';
    }
    line += char;
  }
  if (line) lines.push(line);
  return lines;
}

export function wrapText(text: string, width: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const piece of pieces(paragraph)) {
      if (measure((line + piece).trimEnd()) <= width) {
        line += piece;
        continue;
      }
      if (line.trim()) lines.push(line.trimEnd());
      if (measure(piece.trimEnd()) <= width) line = piece;
      else {
        const parts = cut(piece.trimEnd(), width, measure);
        lines.push(...parts.slice(0, -1));
        line = parts.at(-1) ?? '';
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
