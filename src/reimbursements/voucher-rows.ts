/**
 * Every voucher on the board, each with its validity counted in the service's days, for the
 * Vouchers view: soonest to expire first, expired ones last; optionally only those expiring
 * within 30 days.
 */
import type { BoardVoucher, ReimbursementRow } from '@contract/domains/reimbursements';
import { expiresWithin, voucherValidity, type VoucherValidity } from './voucher-countdown';

export const EXPIRING_WITHIN_DAYS = 30;

export interface VoucherRow {
  voucher: BoardVoucher;
  validity: VoucherValidity;
}

function rank(validity: VoucherValidity): [number, number] {
  switch (validity.state) {
    case 'valid':
      return [0, validity.days];
    case 'not-yet':
      return [1, validity.days];
    case 'unknown':
      return [2, 0];
    case 'expired':
      return [3, validity.days];
  }
}

export function voucherRows(rows: readonly ReimbursementRow[], today: string, expiringOnly: boolean): VoucherRow[] {
  const all = rows.flatMap((row) => row.vouchers.map((voucher) => ({ voucher, validity: voucherValidity(voucher.validFrom, voucher.validEnd, today) })));
  const kept = expiringOnly ? all.filter((entry) => expiresWithin(entry.validity, EXPIRING_WITHIN_DAYS)) : all;
  return kept.sort((a, b) => {
    const [groupA, daysA] = rank(a.validity);
    const [groupB, daysB] = rank(b.validity);
    return groupA - groupB || daysA - daysB || a.voucher.voucherNumber.localeCompare(b.voucher.voucherNumber);
  });
}
