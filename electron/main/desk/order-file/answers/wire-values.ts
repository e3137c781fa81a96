/** Small readings shared by the answer mappers. */

/** A terminal of `"0"` (seen in real answers) or empty means the service does not know it. */
export function terminalOf(value: string | null): string | null {
  return value === null || value.trim() === '' || value.trim() === '0' ? null : value.trim();
}

export function codeShareOf(value: string | null): boolean | null {
  if (value === null) return null;
  const upper = value.trim().toUpperCase();
  return upper === 'Y' ? true : upper === 'N' ? false : null;
}

/** A passenger index as sent (1-based), else the position in the list. */
export function indexOf(sent: string | number | null | undefined, position: number): number {
  const number = typeof sent === 'number' ? sent : typeof sent === 'string' && /^\d+$/.test(sent.trim()) ? Number(sent.trim()) : NaN;
  return Number.isInteger(number) && number > 0 ? number : position + 1;
}

export function emptyToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value.trim() === '' ? null : value.trim();
}
