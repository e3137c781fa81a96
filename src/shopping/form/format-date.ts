import { activeLanguage } from '@contract/format/active-language';
import { formatDayMonthYear, formatWeekday } from '@contract/format/desk-format';
import { word } from '@contract/words';
import { format, text } from '../../ui-text';


/** "SA 12DEC26": what a typed `12DEC` or `+30` resolved to, shown beside the field (desk format, with the year). */
export function formatResolvedDate(iso: string): string {
  // 'SA 12DEC26' in English, '2026年12月12日 周六' in Chinese: the catalogue's order of weekday and date.
  const language = activeLanguage();
  return word(language, 'format.weekdayDate', { weekday: formatWeekday(iso, language), date: formatDayMonthYear(iso, language) });
}

/** "December 2026": the calendar's heading. */
export function formatMonthTitle(year: number, month: number): string {
  // Read on every call (not once at load): the language can switch while the desk runs.
  const calendar = text.searchForm.calendar;
  return format(calendar.monthTitle, { month: calendar.monthsLong.split(' ')[month - 1] ?? '', year });
}
