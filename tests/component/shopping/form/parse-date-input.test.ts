import { describe, expect, it } from 'vitest';
import { parseDateInput } from '@/shopping/form/parse-date-input';

const NOV_21 = '2026-11-21';

describe('parseDateInput', () => {
  it.each([
    ['2026-12-12', NOV_21, '2026-12-12'],
    ['2026-1-5', NOV_21, '2026-01-05'],
    ['2026/12/12', NOV_21, '2026-12-12'],
    ['12DEC', NOV_21, '2026-12-12'],
    ['12dec', NOV_21, '2026-12-12'],
    ['12 Dec', NOV_21, '2026-12-12'],
    ['  12DEC  ', NOV_21, '2026-12-12'],
    ['1jan', NOV_21, '2027-01-01'],
    ['5 September', NOV_21, '2027-09-05'],
    ['5SEPT', NOV_21, '2027-09-05'],
    ['12DEC26', NOV_21, '2026-12-12'],
    ['12DEC2026', NOV_21, '2026-12-12'],
    ['12 dec 2027', NOV_21, '2027-12-12'],
    ['+30', NOV_21, '2026-12-21'],
    ['+ 30', NOV_21, '2026-12-21'],
    ['+0', NOV_21, NOV_21],
    ['+366', NOV_21, '2027-11-22'],
  ])('reads %j (today %s) as %s', (typed, today, expected) => {
    expect(parseDateInput(typed, today)).toEqual({ ok: true, date: expected });
  });

  it('takes the next such day on or after today when no year is typed', () => {
    expect(parseDateInput('12DEC', '2026-11-20')).toEqual({ ok: true, date: '2026-12-12' });
    expect(parseDateInput('12DEC', '2026-12-12')).toEqual({ ok: true, date: '2026-12-12' });
    expect(parseDateInput('12DEC', '2026-12-20')).toEqual({ ok: true, date: '2027-12-12' });
    expect(parseDateInput('29FEB', '2026-11-21')).toEqual({ ok: true, date: '2028-02-29' });
  });

  it('counts +N across month and year ends', () => {
    expect(parseDateInput('+1', '2026-12-31')).toEqual({ ok: true, date: '2027-01-01' });
    expect(parseDateInput('+1', '2028-02-28')).toEqual({ ok: true, date: '2028-02-29' });
  });

  it.each([
    ['31FEB', '31FEB is not a real date'],
    ['30 feb', '30FEB is not a real date'],
    ['29FEB2027', '29FEB2027 is not a real date'],
    ['32DEC', '32DEC is not a real date'],
    ['2026-02-30', '2026-02-30 is not a real date'],
    ['2026-13-01', '2026-13-01 is not a real date'],
    ['12/12', '12/12 is ambiguous (day/month or month/day?): type 12DEC or 2026-12-12'],
    ['03.04.2026', '03.04.2026 is ambiguous (day/month or month/day?): type 12DEC or 2026-12-12'],
    ['12DEX', 'DEX is not a month: use JAN, FEB, MAR … DEC'],
    ['tomorrow', 'Type a date like 12DEC, 2026-12-12 or +30'],
    ['-3', 'Type a date like 12DEC, 2026-12-12 or +30'],
    ['+1000', 'Type a date like 12DEC, 2026-12-12 or +30'],
    ['', 'Enter a date like 12DEC, 2026-12-12 or +30'],
    ['   ', 'Enter a date like 12DEC, 2026-12-12 or +30'],
  ])('refuses %j: %s', (typed, reason) => {
    expect(parseDateInput(typed, NOV_21)).toEqual({ ok: false, reason });
  });
});
