/**
 * Airline filters are typed as one line of codes ("CA, MU" or "CA MU"): these turn that line into
 * codes and back, and let autocomplete replace the code being typed.
 */

const SEPARATORS = /[\s,;]+/;

/** The codes in the order typed, upper-cased; empty pieces dropped. */
export function splitAirlineCodes(line: string): string[] {
  return line
    .split(SEPARATORS)
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
}

export function joinAirlineCodes(codes: readonly string[]): string {
  return codes.join(', ');
}

/** The piece after the last separator: what autocomplete looks up. */
export function lastAirlineToken(line: string): string {
  const pieces = line.split(SEPARATORS);
  return pieces[pieces.length - 1] ?? '';
}

/** Replaces the piece being typed with a chosen code and leaves the line ready for the next one. */
export function replaceLastAirlineToken(line: string, code: string): string {
  const token = lastAirlineToken(line);
  const head = line.slice(0, line.length - token.length).replace(/[\s,;]+$/, '');
  return head === '' ? `${code}, ` : `${head}, ${code}, `;
}

export const AIRLINE_CODE = /^[A-Z0-9]{2}$/;
export const MAX_AIRLINES = 10;
