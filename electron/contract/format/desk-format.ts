/**
 * The one way the desk writes dates, times, durations, money and counts, on every screen and in
 * the summaries main stores (docs/desk-layout.md, "Formats"). Pure functions on the service's own
 * strings: a local date or time of an airport is never turned into an instant, so the
 * workstation's time zone can never move a day or an hour.
 *
 * In English the dates are the GDS notation agents read on every reservation system (22DEC, TU
 * 22DEC); in Chinese they are written the Chinese way (12月22日 周二, 2026年12月22日), as agencies
 * in China read them: the words of both are the catalogue's `format.*` entries
 * (electron/contract/words/en/desk-format.ts). The entry line's own text (PEKLON22DEC) is GDS in
 * every language: it is input, built with gdsDayMonth(). Money and counts are the same in both
 * languages: the currency code first and comma-grouped thousands, as Chinese ticketing and finance
 * documents write them.
 *
 * The language is an argument: main always names it (a Chinese document from an English desk is
 * `formatDayMonthYear(date, 'zh-CN')`; tests/unit/words/one-catalogue.test.ts holds main to it).
 * Left out, it is the screen's language (activeLanguage(), the renderer's reactive source), so a
 * view's computed that formats a date re-runs when the language switches.
 */
import type { Language } from '../domains/language';
import { word } from '../words';
import { activeLanguage } from './active-language';
import { serviceNow } from './service-clock';

export const MONTH_CODES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
/** Monday first, as agents in Europe and Asia read the week; each is worded by `format.weekday.<code>`. */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const MS_PER_DAY = 86_400_000;

// ---------------------------------------------------------------- dates

/** "22DEC" in every language: the GDS date of an entry (PEKLON22DEC); other text is returned as it is. */
export function gdsDayMonth(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const month = MONTH_CODES[Number(match[2]) - 1];
  return month ? `${match[3]}${month}` : isoDate;
}

/**
 * "22DEC" / "12月22日" from yyyy-MM-dd (a longer string such as "yyyy-MM-dd HH:mm" works too); other text is shown as it is.
 * `language`: the screen's when left out; main and a document worded in a language of its own pass it.
 */
export function formatDayMonth(isoDate: string, language: Language = activeLanguage()): string {
  const match = ISO_DATE.exec(isoDate);
  const monthCode = match ? MONTH_CODES[Number(match[2]) - 1] : undefined;
  if (!match || !monthCode) return isoDate;
  return word(language, 'format.dayMonth', { day: Number(match[3]), month: Number(match[2]), monthCode });
}

/** "22DEC26" / "2026年12月22日": with the year, where a date may be more than a year away or in the past. */
export function formatDayMonthYear(isoDate: string, language: Language = activeLanguage()): string {
  const dayMonth = formatDayMonth(isoDate, language);
  if (dayMonth === isoDate) return isoDate;
  return word(language, 'format.dayMonthYear', { dayMonth, year: isoDate.slice(0, 4) });
}

/** "TU 22DEC" / "12月22日 周二": the weekday where it helps (a journey's heading, a resolved date). */
export function formatWeekdayDayMonth(isoDate: string, language: Language = activeLanguage()): string {
  const weekday = formatWeekday(isoDate, language);
  if (!weekday) return isoDate;
  return word(language, 'format.weekdayDate', { weekday, date: formatDayMonth(isoDate, language) });
}

/** "TU" / "周二"; '' when not a date. */
export function formatWeekday(isoDate: string, language: Language = activeLanguage()): string {
  const code = weekdayCode(isoDate);
  return code ? word(language, `format.weekday.${code}`) : '';
}

/** MO…SU of a yyyy-MM-dd date, computed on the calendar alone (no time zone); '' when not a date. */
export function weekdayCode(isoDate: string): (typeof WEEKDAY_CODES)[number] | '' {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return '';
  const days = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / MS_PER_DAY;
  // 1970-01-01 was a Thursday (index 3 when Monday is 0).
  return WEEKDAY_CODES[(((days + 3) % 7) + 7) % 7] ?? '';
}

// ---------------------------------------------------------------- times and durations

/** 24-hour "HH:mm" from HH:mm, H:mm or HH:mm:ss; other text is shown as it is. */
export function formatClock(time: string): string {
  const [hours = '', minutes = ''] = time.split(':');
  if (!/^\d{1,2}$/.test(hours) || !/^\d{2}/.test(minutes)) return time;
  return `${hours.padStart(2, '0')}:${minutes.slice(0, 2)}`;
}

/** "22DEC 18:00" / "12月22日 18:00" from the service's "yyyy-MM-dd HH:mm[:ss]" (Beijing time for the service's own times). */
export function formatDateTime(value: string, language: Language = activeLanguage()): string {
  const [date = '', time = ''] = value.trim().split(/[ T]/);
  return time ? `${formatDayMonth(date, language)} ${formatClock(time)}` : formatDayMonth(date, language);
}

/** "10h25" / "10小时25分", "0h45" / "0小时45分": hours and two-digit minutes, the way a duration reads in a narrow column. */
export function formatDuration(minutes: number, language: Language = activeLanguage()): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  return word(language, 'format.duration', { hours, minutes: String(whole % 60).padStart(2, '0') });
}

/** "+1", "+2", "−1" (crossing the date line westwards), or "" on the same day. */
export function formatDayMark(days: number): string {
  if (!Number.isFinite(days) || days === 0) return '';
  return days > 0 ? `+${days}` : `\u2212${-days}`;
}

// ---------------------------------------------------------------- money and counts

const DECIMAL = /^([-+]?)(\d+)(\.\d+)?$/;

/**
 * "12400.50" → "12,400.50". Amounts stay the service's decimal strings: only separators are
 * added, so a displayed price is exactly the one received. Anything else is shown untouched.
 */
export function groupThousands(amount: string): string {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', whole = '', fraction = ''] = match;
  return `${sign === '-' ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}

/** "CNY 12,400.50": the currency always comes first. */
export function formatMoney(amount: string, currency: string | null | undefined): string {
  const grouped = groupThousands(amount);
  return currency ? `${currency} ${grouped}` : grouped;
}

/** "1,204". */
export function formatCount(count: number): string {
  return groupThousands(String(count));
}

// ---------------------------------------------------------------- the service's day

/** The service works in Beijing time (UTC+8, no daylight saving): its dates decide "today". */
export const SERVICE_UTC_OFFSET_MINUTES = 8 * 60;

/**
 * The service's date (yyyy-MM-dd) at an instant: what "today" means for departure dates (B038)
 * and for a typed date without a year. Between 16:00 and 24:00 UTC it is already tomorrow in
 * Beijing while it is still today in Europe.
 */
export function serviceToday(now: Date = serviceNow()): string {
  return new Date(now.getTime() + SERVICE_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The workstation's own date (yyyy-MM-dd), shown beside the service's when they differ. */
export function workstationToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
