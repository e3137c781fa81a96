/**
 * Error codes as the catalogue writes them: upper case, no surrounding spaces. The service sends
 * them as strings (`"B068"`); tolerant parsing may hand over other casings or padded values.
 */
export function normaliseCode(code: unknown): string {
  if (typeof code === 'string') return code.trim().toUpperCase();
  if (typeof code === 'number' && Number.isFinite(code)) return String(code);
  return '';
}
