import { describe, expect, it } from 'vitest';
import { digitRunWindows, digitWindows, MIN_DIGIT_RUN } from '../../../electron/main/archive/orders/digit-grams';

describe('digit runs in the identifiers index', () => {
  it('writes each pair of neighbouring digits as one character, so three characters span four digits', () => {
    expect(digitWindows('91708')).toHaveLength(4);
    expect(digitWindows('1234')).toBe(digitWindows('123') + digitWindows('34').slice(-1));
    expect(new Set([...digitWindows('0123456789')]).size).toBe(9);
  });

  it(`indexes every run of ${MIN_DIGIT_RUN} or more digits of a text, and only those`, () => {
    expect(digitRunWindows('917083410145514001')).toEqual([digitWindows('917083410145514001')]);
    expect(digitRunWindows('vc-1234-56789-123')).toEqual([digitWindows('1234'), digitWindows('56789')]);
    expect(digitRunWindows('x7t4w7')).toEqual([]);
    expect(digitRunWindows('')).toEqual([]);
    expect(digitRunWindows('2026')).toEqual([digitWindows('2026')]);
  });

  it('finds the same runs as the pattern \\d{4,}, full-width digits left out', () => {
    for (const text of ['784-1802058883', 'ab12cd3456ef', '1', '12345a', 'a12345', '１２３４５６', '99 9999 99999', 'x1y22z333w4444']) {
      expect(digitRunWindows(text), text).toEqual((text.match(/\d{4,}/g) ?? []).map(digitWindows));
    }
  });
});
