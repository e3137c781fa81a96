import { describe, expect, it } from 'vitest';
import { addMoney, compareMoney, fromUnits, moneyFrom, subtractMoney, toUnits } from '../../../electron/contract/money';

describe('decimal money', () => {
  it('adds exactly where floating point does not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addMoney('0.1', '0.2')).toBe('0.30');
    expect(addMoney('2015', '2.02')).toBe('2017.02');
    expect(addMoney('80.52', '50', '1222.95', '0.07')).toBe('1353.54');
  });

  it('subtracts and compares', () => {
    expect(subtractMoney('100.10', '100.35')).toBe('-0.25');
    expect(compareMoney('10.00', '9.99')).toBe(1);
    expect(compareMoney('10', '10.00')).toBe(0);
  });

  it('reads decimal strings, keeps up to four decimals, and writes at least two', () => {
    expect(toUnits('80.52')).toBe(805_200);
    expect(fromUnits(805_200)).toBe('80.52');
    expect(fromUnits(0)).toBe('0.00');
    expect(fromUnits(12_345)).toBe('1.2345');
    expect(addMoney('0.00005')).toBe('0.0001'); // the fifth decimal rounds half away from zero
    expect(() => toUnits('1e5')).toThrow(RangeError);
    expect(() => toUnits('ten')).toThrow(RangeError);
  });

  it('turns a JSON number into the decimal the service wrote', () => {
    expect(moneyFrom(823)).toBe('823.00');
    expect(moneyFrom(2017.02)).toBe('2017.02');
    expect(moneyFrom(0.1 + 0.2)).toBe('0.30');
    expect(moneyFrom('350.5')).toBe('350.50');
  });
});
