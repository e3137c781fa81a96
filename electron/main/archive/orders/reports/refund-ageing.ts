import { AGEING_BANDS, type AgeingBand, type AgeingBandLine } from '../../../../contract/domains/reports';
import { AmountTotals } from './amount-totals';

/** Each band's upper end in days waited (inclusive); the last has none. */
const UP_TO: Record<AgeingBand, number | null> = { week: 7, twoWeeks: 14, month: 30, twoMonths: 60, longer: null };

/**
 * Refund ageing (docs/reports.md): every overdue refund, not only the ones listed by name, by how
 * many whole days it has waited at the end of the period, counted and summed exactly per band.
 * Bands that end before the overdue days are left out (no overdue refund can fall in them); every
 * other band is given, an empty one being a finding too.
 */
export function ageingBands(overdue: readonly { waitingDays: number; currency: string | null; amount: string | null }[], overdueDays: number): AgeingBandLine[] {
  let afterDays = Number.NEGATIVE_INFINITY;
  const bands: AgeingBandLine[] = [];
  for (const band of AGEING_BANDS) {
    const upToDays = UP_TO[band];
    const from = afterDays;
    afterDays = upToDays ?? Number.POSITIVE_INFINITY;
    if (upToDays !== null && upToDays < overdueDays) continue;
    const totals = new AmountTotals();
    let refunds = 0;
    for (const refund of overdue) {
      if (refund.waitingDays <= from || (upToDays !== null && refund.waitingDays > upToDays)) continue;
      refunds += 1;
      totals.add(refund.currency, refund.amount);
    }
    bands.push({ band, afterDays: Number.isFinite(from) ? from : 0, upToDays, refunds, amounts: totals.amounts() });
  }
  return bands;
}
