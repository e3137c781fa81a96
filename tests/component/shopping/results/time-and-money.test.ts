import { describe, expect, it, vi } from 'vitest';
import { daysBetween, minuteOfDay, wallClockMinutes, weekdayOf } from '@/shopping/results/local-time';
import { formatCount, formatMoney, groupThousands, isZeroAmount, moneyValue } from '@/shopping/results/money-format';
import { formatClock, formatDayDate, formatDayMark, formatDuration, formatServiceDateTime } from '@/shopping/results/time-format';

describe('local wall-clock arithmetic', () => {
  it('counts calendar days between local dates across months and years', () => {
    expect(daysBetween('2026-12-12', '2026-12-13')).toBe(1);
    expect(daysBetween('2026-12-31', '2027-01-02')).toBe(2);
    expect(daysBetween('2026-12-12', '2026-12-11')).toBe(-1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });

  it('reads HH:mm and HH:mm:ss as minutes of the day', () => {
    expect(minuteOfDay('00:00')).toBe(0);
    expect(minuteOfDay('14:05')).toBe(845);
    expect(minuteOfDay('23:59:30')).toBe(1439);
    expect(minuteOfDay('garbage')).toBeNaN();
  });

  it('gives wall-clock minutes whose differences are exact within one clock', () => {
    expect(wallClockMinutes('2026-12-13', '01:10') - wallClockMinutes('2026-12-12', '22:40')).toBe(150);
  });

  it('finds the weekday without the workstation time zone', () => {
    expect(weekdayOf('2026-12-12')).toBe(6); // a Saturday
    expect(weekdayOf('2027-01-01')).toBe(5);
  });
});

describe('time display', () => {
  it('formats clocks, durations, dates and day marks', () => {
    expect(formatClock('9:05')).toBe('09:05');
    expect(formatClock('14:30:00')).toBe('14:30');
    expect(formatDuration(725)).toBe('12h05');
    expect(formatDuration(45)).toBe('0h45');
    expect(formatDuration(60)).toBe('1h00');
    // Travel dates carry their year when not in the service's current year (travel-date.ts): today is 26 Nov 2026 here.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T04:00:00Z'));
    try {
      expect(formatDayDate('2026-12-12')).toBe('SA 12DEC');
      expect(formatDayDate('2027-01-01')).toBe('FR 01JAN27');
    } finally {
      vi.useRealTimers();
    }
    expect(formatDayMark(0)).toBe('');
    expect(formatDayMark(1)).toBe('+1');
    expect(formatDayMark(2)).toBe('+2');
    expect(formatDayMark(-1)).toBe('\u22121');
    expect(formatServiceDateTime('2026-12-10 18:00:00')).toBe('10DEC 18:00');
  });
});

describe('money display', () => {
  it('adds thousands separators to the string as given, never through floating point', () => {
    expect(groupThousands('1234567.50')).toBe('1,234,567.50');
    expect(groupThousands('999.999')).toBe('999.999');
    expect(groupThousands('12345678901234567.01')).toBe('12,345,678,901,234,567.01');
    expect(groupThousands('-1200')).toBe('-1,200');
    expect(groupThousands('n/a')).toBe('n/a');
    expect(formatMoney('12400.10', 'CNY')).toBe('CNY 12,400.10');
    expect(formatCount(1204)).toBe('1,204');
  });

  it('recognises zero amounts and parses numbers for sorting only', () => {
    expect(isZeroAmount('0.00')).toBe(true);
    expect(isZeroAmount('0')).toBe(true);
    expect(isZeroAmount('0.01')).toBe(false);
    expect(moneyValue('80.52')).toBe(80.52);
    expect(moneyValue(null)).toBeNaN();
  });
});
