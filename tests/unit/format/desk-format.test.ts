import { afterEach, describe, expect, it } from 'vitest';
import { setLanguageSource } from '../../../electron/contract/format/active-language';
import {
  formatClock,
  formatCount,
  formatDateTime,
  formatDayMark,
  formatDayMonth,
  formatDayMonthYear,
  formatDuration,
  formatMoney,
  formatWeekdayDayMonth,
  gdsDayMonth,
  groupThousands,
  serviceToday,
  weekdayCode,
  workstationToday,
} from '../../../electron/contract/format/desk-format';

describe('the one desk format', () => {
  it('writes dates as 22DEC, with the year or the weekday where they help', () => {
    expect(formatDayMonth('2026-12-22')).toBe('22DEC');
    expect(formatDayMonth('2027-01-05')).toBe('05JAN');
    expect(formatDayMonth('2026-12-22 18:00:00')).toBe('22DEC');
    expect(formatDayMonthYear('2027-01-05')).toBe('05JAN27');
    expect(formatWeekdayDayMonth('2026-12-22')).toBe('TU 22DEC');
    expect(formatWeekdayDayMonth('2027-01-03')).toBe('SU 03JAN');
    expect(formatDayMonth('soon')).toBe('soon');
    expect(weekdayCode('1970-01-01')).toBe('TH');
    expect(weekdayCode('1969-12-29')).toBe('MO');
  });

  it('writes 24-hour times and the service date-times', () => {
    expect(formatClock('9:05')).toBe('09:05');
    expect(formatClock('23:59:59')).toBe('23:59');
    expect(formatClock('later')).toBe('later');
    expect(formatDateTime('2026-12-10 18:00:00')).toBe('10DEC 18:00');
    expect(formatDateTime('2026-12-10')).toBe('10DEC');
  });

  it('writes durations as 10h25', () => {
    expect(formatDuration(625)).toBe('10h25');
    expect(formatDuration(45)).toBe('0h45');
    expect(formatDuration(60)).toBe('1h00');
    expect(formatDuration(-5)).toBe('0h00');
    expect(formatDayMark(1)).toBe('+1');
    expect(formatDayMark(-1)).toBe('\u22121');
    expect(formatDayMark(0)).toBe('');
  });

  it('writes money with the currency first and thousands separators on the string as received', () => {
    expect(formatMoney('4300', 'CNY')).toBe('CNY 4,300');
    expect(formatMoney('12345678901234567.01', 'CNY')).toBe('CNY 12,345,678,901,234,567.01');
    expect(groupThousands('-1200.5')).toBe('-1,200.5');
    expect(formatMoney('n/a', 'CNY')).toBe('CNY n/a');
    expect(formatCount(2000)).toBe('2,000');
  });

  it("takes today from the service's clock (Beijing, UTC+8), not the workstation's", () => {
    // 20:30 UTC on 21 Dec is 04:30 on 22 Dec in Beijing.
    expect(serviceToday(new Date('2026-12-21T20:30:00Z'))).toBe('2026-12-22');
    expect(serviceToday(new Date('2026-12-21T15:59:59Z'))).toBe('2026-12-21');
    expect(serviceToday(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
    expect(workstationToday(new Date(2026, 11, 21, 23, 0))).toBe('2026-12-21');
  });
});

describe('the desk format in Chinese', () => {
  afterEach(() => setLanguageSource(() => 'en'));

  it('writes dates the Chinese way, the weekday after the date', () => {
    setLanguageSource(() => 'zh-CN');
    expect(formatDayMonth('2026-12-22')).toBe('12月22日');
    expect(formatDayMonth('2026-01-05 08:00')).toBe('1月5日');
    expect(formatDayMonthYear('2026-12-22')).toBe('2026年12月22日');
    expect(formatWeekdayDayMonth('2026-12-22')).toBe('12月22日 周二');
    expect(formatDateTime('2026-12-22 18:00:00')).toBe('12月22日 18:00');
    expect(formatDuration(625)).toBe('10小时25分');
  });

  it('keeps the GDS date of an entry, text that is not a date, money and counts as in English', () => {
    setLanguageSource(() => 'zh-CN');
    expect(gdsDayMonth('2026-12-22')).toBe('22DEC');
    expect(formatDayMonth('not a date')).toBe('not a date');
    expect(formatMoney('12400.50', 'CNY')).toBe('CNY 12,400.50');
    expect(formatCount(1204)).toBe('1,204');
  });

  it('switches with the source: the same call answers in the language of the moment', () => {
    let language: 'en' | 'zh-CN' = 'en';
    setLanguageSource(() => language);
    expect(formatWeekdayDayMonth('2026-12-22')).toBe('TU 22DEC');
    language = 'zh-CN';
    expect(formatWeekdayDayMonth('2026-12-22')).toBe('12月22日 周二');
  });
});
