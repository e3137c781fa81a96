import { describe, expect, it } from 'vitest';
import { readMaxPrice } from '@/shopping/results/max-price-input';

describe('the Max total filter as typed', () => {
  it('reads amounts with or without thousands separators (walkthrough: 4,300 gave 0 results)', () => {
    expect(readMaxPrice('4300')).toEqual({ ok: true, value: 4300 });
    expect(readMaxPrice('4,300')).toEqual({ ok: true, value: 4300 });
    expect(readMaxPrice(' 12,400.50 ')).toEqual({ ok: true, value: 12400.5 });
    expect(readMaxPrice('1 250 000')).toEqual({ ok: true, value: 1250000 });
    expect(readMaxPrice('')).toEqual({ ok: true, value: null });
  });

  it('refuses what is not an amount, quoting it (walkthrough: abc was ignored silently)', () => {
    for (const junk of ['abc', '4,30', '43,00', '-5', '4.300,00', '12e3', '4300.123']) {
      const reading = readMaxPrice(junk);
      expect(reading.ok, junk).toBe(false);
      if (!reading.ok) expect(reading.message).toContain(`“${junk}”`);
    }
  });
});
