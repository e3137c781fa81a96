/**
 * How times, dates and durations read on the desk. Everything works on the service's local
 * strings; no Date object ever sees a time zone (see local-time.ts).
 */
import { text } from '../../ui-text';
import { dayNumber, weekdayOf } from './local-time';

/** HH:mm from HH:mm, H:mm or HH:mm:ss. */
export function formatClock(time: string): string {
  const [hours = '', minutes = ''] = time.split(':');
  if (!hours || !minutes) return time;
  return `${hours.padStart(2, '0')}:${minutes.slice(0, 2)}`;
}

/** 12h 05m; under an hour just 45m. */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours === 0 ? `${rest}m` : `${hours}h ${rest}m`;
}

/** Sat 12 Dec, from yyyy-MM-dd. */
export function formatDayDate(isoDate: string): string {
  if (Number.isNaN(dayNumber(isoDate))) return isoDate;
  const calendar = text.results.calendar;
  const weekday = calendar.weekdays.split(' ')[weekdayOf(isoDate)] ?? '';
  const month = calendar.months.split(' ')[Number(isoDate.slice(5, 7)) - 1] ?? '';
  return `${weekday} ${Number(isoDate.slice(8, 10))} ${month}`;
}

/** "+1", "+2", "−1" (crossing the date line westwards), or "" on the same day. */
export function formatDayMark(days: number): string {
  if (!Number.isFinite(days) || days === 0) return '';
  return days > 0 ? `+${days}` : `\u2212${-days}`;
}

/** Sat 12 Dec 18:00 from the service's "yyyy-MM-dd HH:mm:ss". */
export function formatServiceDateTime(value: string): string {
  const [date = '', time = ''] = value.trim().split(/[ T]/);
  return time ? `${formatDayDate(date)} ${formatClock(time)}` : formatDayDate(date);
}
