/**
 * Money as the service gave it. Amounts are decimal strings summed in main with decimal
 * arithmetic; the desk only adds thousands separators to the string, so a displayed price is
 * always exactly the one received. Numbers are derived from it for sorting and filtering only.
 */

const DECIMAL = /^([-+]?)(\d+)(\.\d+)?$/;

/** "12400.50" → "12,400.50"; anything that is not a plain decimal is shown untouched. */
export function groupThousands(amount: string): string {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', whole = '', fraction = ''] = match;
  return `${sign === '-' ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}

/** "CNY 12,400.50". */
export function formatMoney(amount: string, currency: string | null | undefined): string {
  const grouped = groupThousands(amount);
  return currency ? `${currency} ${grouped}` : grouped;
}

/** True for "0", "0.00", "-0.0". */
export function isZeroAmount(amount: string): boolean {
  const match = DECIMAL.exec(amount.trim());
  return match !== null && /^0+$/.test(match[2] ?? '') && /^\.?0*$/.test(match[3] ?? '');
}

/** For sorting and filtering only: never for display or sums. NaN when absent or unreadable. */
export function moneyValue(amount: string | null | undefined): number {
  return amount == null ? Number.NaN : Number.parseFloat(amount);
}

/** Counts for display: 1,204. */
export function formatCount(count: number): string {
  return groupThousands(String(count));
}
