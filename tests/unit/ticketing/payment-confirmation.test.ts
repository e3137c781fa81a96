import { describe, expect, it } from 'vitest';
import { confirmationRule, confirmsOrder, lastFourDigits } from '../../../electron/contract/ticketing/payment-confirmation';

describe('how deliberate the payment confirmation is', () => {
  it('asks for the last four digits of the order number on production only', () => {
    expect(confirmationRule('production')).toBe('last-four-digits');
    expect(confirmationRule('test')).toBe('deliberate-key');
    expect(confirmationRule('sandbox')).toBe('deliberate-key');
  });

  it('accepts exactly the last four digits of the 18-digit number (kept as a string)', () => {
    const orderNum = '917083410105919001';
    expect(lastFourDigits(orderNum)).toBe('9001');
    expect(confirmsOrder(orderNum, '9001')).toBe(true);
    expect(confirmsOrder(orderNum, ' 9001 ')).toBe(true);
    for (const typed of [undefined, '', '900', '0019', '19001', '9OO1']) expect(confirmsOrder(orderNum, typed)).toBe(false);
  });
});
