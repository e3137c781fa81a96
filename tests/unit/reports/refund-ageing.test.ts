/**
 * Refund ageing bands (main's, docs/reports.md) on refunds worked out by hand: the edges of each
 * band (a refund that waited exactly 14 days is in "8–14", 15 in "15–30"), amounts summed exactly
 * per currency, a refund without an amount counted but not summed, bands ending before the
 * overdue days left out.
 */
import { describe, expect, it } from 'vitest';
import { ageingBands } from '../../../electron/main/archive/orders/reports/refund-ageing';

const refund = (waitingDays: number, currency: string | null, amount: string | null) => ({ waitingDays, currency, amount });
const OVERDUE = [
  refund(8, 'CNY', '100.00'),
  refund(14, 'CNY', '50.50'),
  refund(15, 'USD', '20.00'),
  refund(30, 'CNY', '0.10'),
  refund(31, 'CNY', '1.00'),
  refund(45, null, null),
  refund(61, 'CNY', '1000.00'),
];

describe('refund ageing bands', () => {
  it('counts and sums every overdue refund in its band, edges included in the lower band', () => {
    expect(ageingBands(OVERDUE, 7)).toEqual([
      { band: 'week', afterDays: 0, upToDays: 7, refunds: 0, amounts: [] },
      // 8 and 14 days: 100.00 + 50.50.
      { band: 'twoWeeks', afterDays: 7, upToDays: 14, refunds: 2, amounts: [{ currency: 'CNY', amount: '150.50' }] },
      // 15 days (USD) and 30 days (CNY): currencies never added together.
      { band: 'month', afterDays: 14, upToDays: 30, refunds: 2, amounts: [{ currency: 'CNY', amount: '0.10' }, { currency: 'USD', amount: '20.00' }] },
      // 31 days, and 45 days without an amount: two refunds, 1.00.
      { band: 'twoMonths', afterDays: 30, upToDays: 60, refunds: 2, amounts: [{ currency: 'CNY', amount: '1.00' }] },
      { band: 'longer', afterDays: 60, upToDays: null, refunds: 1, amounts: [{ currency: 'CNY', amount: '1000.00' }] },
    ]);
  });

  it('leaves out the bands that end before the overdue days, and gives the others even when empty', () => {
    expect(ageingBands(OVERDUE, 15).map((band) => [band.band, band.refunds])).toEqual([['month', 2], ['twoMonths', 2], ['longer', 1]]);
    expect(ageingBands([], 14).map((band) => [band.band, band.refunds])).toEqual([['twoWeeks', 0], ['month', 0], ['twoMonths', 0], ['longer', 0]]);
  });
});
