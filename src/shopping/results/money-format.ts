/**
 * Money as the service gave it: decimal strings summed in main with decimal arithmetic. Numbers
 * are derived from them here for sorting and filtering only. Display (formatMoney, groupThousands,
 * formatCount) is the one format module's (electron/contract/format/desk-format.ts), re-exported
 * for older imports.
 */

export { formatCount, formatMoney, groupThousands } from '@contract/format/desk-format';

const DECIMAL = /^([-+]?)(\d+)(\.\d+)?$/;

/** True for "0", "0.00", "-0.0". */
export function isZeroAmount(amount: string): boolean {
  const match = DECIMAL.exec(amount.trim());
  return match !== null && /^0+$/.test(match[2] ?? '') && /^\.?0*$/.test(match[3] ?? '');
}

/** For sorting and filtering only: never for display or sums. NaN when absent or unreadable. */
export function moneyValue(amount: string | null | undefined): number {
  return amount == null ? Number.NaN : Number.parseFloat(amount);
}
