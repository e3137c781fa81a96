import { describe, expect, it } from 'vitest';
import { checkPaidAmounts } from '../../../electron/contract/ticketing/paid-amounts';

describe("Ticketing's amounts: payAmount = orderAmount + transactionExpense", () => {
  it('adds up on the real-world example (2015 + 2.02 = 2017.02)', () => {
    expect(checkPaidAmounts('2015', '2.02', '2017.02', 'CNY')).toEqual({ orderAmount: '2015', transactionExpense: '2.02', payAmount: '2017.02', sum: '2017.02', adds: true, difference: '0.00', currency: 'CNY' });
  });

  it('adds in decimals where floating point would not (0.1 + 0.2)', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(checkPaidAmounts('0.1', '0.2', '0.3', 'CNY')).toMatchObject({ sum: '0.30', adds: true });
    expect(checkPaidAmounts('1234567.89', '1234.57', '1235802.46', 'CNY').adds).toBe(true);
  });

  it('shows an answer that does not add up, with the difference, instead of trusting it', () => {
    expect(checkPaidAmounts('2015.00', '2.02', '2017.20', 'CNY')).toMatchObject({ sum: '2017.02', adds: false, difference: '0.18' });
    expect(checkPaidAmounts('2015.00', '2.02', '2015.00', null)).toMatchObject({ adds: false, difference: '-2.02' });
  });
});
