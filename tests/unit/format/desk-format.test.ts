import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeLanguage, setLanguageSource } from '../../../electron/contract/format/active-language';
import {
  formatClock,
  formatCount,
  formatDateTime,
  formatDayMark,
  formatDayMonth,
  formatDayMonthYear,
  formatDuration,
  formatMoney,
  formatWeekday,
  formatWeekdayDayMonth,
  gdsDayMonth,
  groupThousands,
  serviceToday,
  weekdayCode,
  workstationToday,
} from '../../../electron/contract/format/desk-format';
import { formatTravelDate, formatTravelWeekdayDate } from '../../../electron/contract/format/travel-date';
import { word } from '../../../electron/contract/words';

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
  // Put back whatever source was installed before (the renderer's, when a component file ran first in this worker).
  let installed: () => 'en' | 'zh-CN' = () => 'en';
  beforeEach(() => {
    installed = setLanguageSource(() => 'en');
  });
  afterEach(() => setLanguageSource(installed));

  it('writes dates the Chinese way, the weekday after the date', () => {
    expect(formatDayMonth('2026-12-22', 'zh-CN')).toBe('12月22日');
    expect(formatDayMonth('2026-01-05 08:00', 'zh-CN')).toBe('1月5日');
    expect(formatDayMonthYear('2026-12-22', 'zh-CN')).toBe('2026年12月22日');
    expect(formatWeekdayDayMonth('2026-12-22', 'zh-CN')).toBe('12月22日 周二');
    expect(formatWeekdayDayMonth('2027-01-03', 'zh-CN')).toBe('1月3日 周日');
    expect(formatWeekday('2026-12-21', 'zh-CN')).toBe('周一');
    expect(formatDateTime('2026-12-22 18:00:00', 'zh-CN')).toBe('12月22日 18:00');
    expect(formatDuration(625, 'zh-CN')).toBe('10小时25分');
    expect(formatDuration(45, 'zh-CN')).toBe('0小时45分');
  });

  it('keeps the GDS date of an entry, text that is not a date, money and counts as in English', () => {
    expect(gdsDayMonth('2026-12-22')).toBe('22DEC');
    expect(formatDayMonth('not a date', 'zh-CN')).toBe('not a date');
    expect(formatDayMonth('2026-13-01', 'zh-CN')).toBe('2026-13-01');
    expect(formatWeekday('soon', 'zh-CN')).toBe('');
    expect(formatMoney('12400.50', 'CNY')).toBe('CNY 12,400.50');
    expect(formatCount(1204)).toBe('1,204');
  });

  it('words Chinese from an English desk when asked: a plain call, no swap of the language of the moment', () => {
    setLanguageSource(() => 'en');
    expect(formatDayMonthYear('2026-12-22', 'zh-CN')).toBe('2026年12月22日');
    expect(formatWeekdayDayMonth('2026-12-22', 'zh-CN')).toBe('12月22日 周二');
    expect(formatDuration(625, 'zh-CN')).toBe('10小时25分');
    expect(formatTravelWeekdayDate('2027-11-26', '2026-11-27', 'zh-CN')).toBe('2027年11月26日 周五');
    expect(formatTravelDate('2026-12-22', '2026-11-27', 'zh-CN')).toBe('12月22日');
    // …and English from a Chinese desk; the screen's language is untouched either way.
    setLanguageSource(() => 'zh-CN');
    expect(formatWeekdayDayMonth('2026-12-22', 'en')).toBe('TU 22DEC');
    expect(formatTravelWeekdayDate('2027-11-26', '2026-11-27', 'en')).toBe('FR 26NOV27');
    expect(formatDuration(625, 'en')).toBe('10h25');
    expect(activeLanguage()).toBe('zh-CN');
  });

  it('words each date through the catalogue: the words are its format.* entries', () => {
    expect(word('zh-CN', 'format.weekday.SU')).toBe('周日');
    expect(word('en', 'format.duration', { hours: 3, minutes: '05' })).toBe('3h05');
    expect(word('zh-CN', 'format.dayMonthYear', { dayMonth: '1月5日', year: '2027' })).toBe('2027年1月5日');
  });

  it("left without a language, answers in the screen's (the renderer's reactive source), at each call", () => {
    let language: 'en' | 'zh-CN' = 'en';
    setLanguageSource(() => language);
    expect(formatWeekdayDayMonth('2026-12-22')).toBe('TU 22DEC');
    expect(formatTravelWeekdayDate('2027-11-26', '2026-11-27')).toBe('FR 26NOV27');
    language = 'zh-CN';
    expect(formatWeekdayDayMonth('2026-12-22')).toBe('12月22日 周二');
    expect(formatTravelWeekdayDate('2027-11-26', '2026-11-27')).toBe('2027年11月26日 周五');
    expect(formatDuration(625)).toBe('10小时25分');
  });
});
