import { describe, expect, it } from 'vitest';
import { monthWeeks, moveInCalendar } from '@/shopping/form/calendar-month';
import { formatMonthTitle, formatResolvedDate } from '@/shopping/form/format-date';
import { formatDeskMoment } from '@/time/desk-moment';
import { setLanguage } from '@/ui-text';
import { addDays, addMonths, weekdayOf } from '@/shopping/form/iso-date';
import { joinAirlineCodes, replaceLastAirlineToken, splitAirlineCodes } from '@/shopping/form/airline-list';

describe('calendar dates', () => {
  it('adds days and months on plain dates', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(weekdayOf('2026-12-12')).toBe(5); // Saturday, Monday = 0
  });

  it('lays out a month in Monday-first weeks padded with neighbouring days', () => {
    const weeks = monthWeeks(2026, 12);
    expect(weeks[0]).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks.at(-1)?.at(-1)).toBe('2027-01-03');
    expect(weeks).toHaveLength(5);
    expect(monthWeeks(2021, 2)).toHaveLength(4); // February 2021 starts on a Monday and has 28 days
  });

  it('moves the calendar focus as the date-picker pattern does', () => {
    expect(moveInCalendar('2026-12-12', 'ArrowRight')).toBe('2026-12-13');
    expect(moveInCalendar('2026-12-12', 'ArrowUp')).toBe('2026-12-05');
    expect(moveInCalendar('2026-12-12', 'Home')).toBe('2026-12-07');
    expect(moveInCalendar('2026-12-12', 'End')).toBe('2026-12-13');
    expect(moveInCalendar('2026-12-12', 'PageDown')).toBe('2027-01-12');
    expect(moveInCalendar('2026-12-12', 'PageUp', true)).toBe('2025-12-12');
    expect(moveInCalendar('2026-12-12', 'x')).toBeNull();
  });

  it('shows dates as agents read them', () => {
    expect(formatResolvedDate('2026-12-12')).toBe('SA 12DEC26');
    setLanguage('zh-CN');
    try {
      expect(formatResolvedDate('2026-12-12')).toBe('2026年12月12日 周六');
    } finally {
      setLanguage('en');
    }
    expect(formatMonthTitle(2026, 12)).toBe('December 2026');
    const now = new Date(2026, 10, 21, 15, 0).getTime();
    expect(formatDeskMoment(new Date(2026, 10, 21, 14, 5).toISOString(), { now })).toBe('today 14:05');
    expect(formatDeskMoment(new Date(2026, 10, 20, 9, 12).toISOString(), { now })).toBe('yesterday 09:12');
    expect(formatDeskMoment(new Date(2026, 10, 22, 7, 0).toISOString(), { now })).toBe('tomorrow 07:00');
    expect(formatDeskMoment(new Date(2026, 10, 3, 18, 40).toISOString(), { now })).toBe('03NOV 18:40');
    expect(formatDeskMoment(new Date(2025, 11, 3, 18, 40).toISOString(), { now })).toBe('03DEC25 18:40');
    expect(formatDeskMoment(new Date(2026, 10, 21, 14, 5).toISOString(), { now, whose: true })).toBe('today 14:05 your time');
  });
});

describe('airline lists', () => {
  it('splits on commas and spaces, upper-cases and joins back', () => {
    expect(splitAirlineCodes(' ca, mu  cz;;3u ')).toEqual(['CA', 'MU', 'CZ', '3U']);
    expect(splitAirlineCodes('')).toEqual([]);
    expect(joinAirlineCodes(['CA', 'MU'])).toBe('CA, MU');
  });

  it('replaces the piece being typed with the chosen code', () => {
    expect(replaceLastAirlineToken('air', 'CA')).toBe('CA, ');
    expect(replaceLastAirlineToken('CA, luf', 'LH')).toBe('CA, LH, ');
    expect(replaceLastAirlineToken('CA MU ', 'LH')).toBe('CA MU, LH, ');
  });
});
