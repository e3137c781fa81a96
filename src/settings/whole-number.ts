export type WholeNumberReading = { ok: true; value: number } | { ok: false; problem: 'empty' | 'out-of-range'; typed: string };

/**
 * A whole number typed into a settings field, within [min, max]. Nothing is rounded or clamped:
 * "12.5", "abc" and "301" are refused as typed, for the caller to say so in its own words.
 */
export function readWholeNumber(typed: string, min: number, max: number): WholeNumberReading {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: false, problem: 'empty', typed: trimmed };
  const value = /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : NaN;
  return Number.isInteger(value) && value >= min && value <= max ? { ok: true, value } : { ok: false, problem: 'out-of-range', typed: trimmed };
}
