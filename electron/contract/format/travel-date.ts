/**
 * Travel dates with their year when the year matters (docs/desk-layout.md, "Today and the year").
 * A date typed without a year rolls to the next such day on or after the service's today, so
 * "26NOV" typed when Beijing is already on 27 Nov means 26 Nov of NEXT year. Written "26NOV" it
 * would look like this year's: a date that is not in the service's current year, or that lies more
 * than YEAR_SHOWN_BEYOND_DAYS ahead (it reads as a date of this past year otherwise), is written
 * with its year on every line that shows it: the summary, the rows, the detail, pricing, booking.
 */
import type { Language } from '../domains/language';
import { word } from '../words';
import { activeLanguage } from './active-language';
import { formatDayMonth, formatDayMonthYear, formatWeekday, formatWeekdayDayMonth, serviceToday } from './desk-format';

/** About eleven months: beyond it, "22OCT" could be taken for the October just gone. */
const YEAR_SHOWN_BEYOND_DAYS = 330;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

function dayNumber(match: RegExpExecArray): number {
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
}

/** Whether a travel date (yyyy-MM-dd) must be written with its year; `today` is the service's (yyyy-MM-dd). */
export function dateNeedsYear(isoDate: string, today: string = serviceToday()): boolean {
  const date = ISO_DATE.exec(isoDate);
  const now = ISO_DATE.exec(today);
  if (!date || !now) return false;
  return date[1] !== now[1] || dayNumber(date) - dayNumber(now) > YEAR_SHOWN_BEYOND_DAYS;
}

/**
 * "22DEC"; "26NOV27" / "2027年11月26日" when dateNeedsYear says so. `language`: the screen's when
 * left out (desk-format.ts); main names it.
 */
export function formatTravelDate(isoDate: string, today: string = serviceToday(), language: Language = activeLanguage()): string {
  return dateNeedsYear(isoDate, today) ? formatDayMonthYear(isoDate, language) : formatDayMonth(isoDate, language);
}

/** "TU 22DEC"; "FR 26NOV27" / "2027年11月26日 周五" when dateNeedsYear says so. */
export function formatTravelWeekdayDate(isoDate: string, today: string = serviceToday(), language: Language = activeLanguage()): string {
  if (!dateNeedsYear(isoDate, today)) return formatWeekdayDayMonth(isoDate, language);
  const weekday = formatWeekday(isoDate, language);
  if (!weekday) return isoDate;
  return word(language, 'format.weekdayDate', { weekday, date: formatDayMonthYear(isoDate, language) });
}
