import { format, text } from '../../ui-text';
import { partsOf, weekdayOf } from './iso-date';

const names = text.searchForm.calendar;
const WEEKDAYS = names.weekdays.split(' ');
const MONTHS = names.months.split(' ');
const MONTHS_LONG = names.monthsLong.split(' ');

/** "Sat 12 Dec 2026": what a typed `12DEC` or `+30` resolved to, shown beside the field. */
export function formatResolvedDate(iso: string): string {
  const { year, month, day } = partsOf(iso);
  return `${WEEKDAYS[weekdayOf(iso)] ?? ''} ${day} ${MONTHS[month - 1] ?? ''} ${year}`;
}

/** "December 2026": the calendar's heading. */
export function formatMonthTitle(year: number, month: number): string {
  return `${MONTHS_LONG[month - 1] ?? ''} ${year}`;
}

/**
 * When a recent search was made, as short as it stays clear: "today 14:05", "yesterday 09:12",
 * "3 Dec 18:40", or with the year once it is not this year's.
 */
export function formatSearchedAt(isoInstant: string, now: Date = new Date()): string {
  const at = new Date(isoInstant);
  if (Number.isNaN(at.getTime())) return isoInstant;
  const time = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (dayKey(at) === dayKey(now)) return format(text.searchForm.recent.today, { time });
  if (dayKey(at) === dayKey(yesterday)) return format(text.searchForm.recent.yesterday, { time });
  const date = `${at.getDate()} ${MONTHS[at.getMonth()] ?? ''}`;
  return at.getFullYear() === now.getFullYear() ? `${date} ${time}` : `${date} ${at.getFullYear()} ${time}`;
}
