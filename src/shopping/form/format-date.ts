import { activeLanguage } from '@contract/format/active-language';
import { formatDayMonth, formatDayMonthYear, formatWeekday, workstationToday } from '@contract/format/desk-format';
import { format, text } from '../../ui-text';


/** "SA 12DEC26": what a typed `12DEC` or `+30` resolved to, shown beside the field (desk format, with the year). */
export function formatResolvedDate(iso: string): string {
  // 'SA 12DEC26' in English, '2026年12月12日 周六' in Chinese.
  return activeLanguage() === 'zh-CN' ? `${formatDayMonthYear(iso)} ${formatWeekday(iso)}` : `${formatWeekday(iso)} ${formatDayMonthYear(iso)}`;
}

/** "December 2026": the calendar's heading. */
export function formatMonthTitle(year: number, month: number): string {
  // Read on every call (not once at load): the language can switch while the desk runs.
  const calendar = text.searchForm.calendar;
  return format(calendar.monthTitle, { month: calendar.monthsLong.split(' ')[month - 1] ?? '', year });
}

/**
 * When a recent search was made (the workstation's clock: it is the agent's own moment), as short
 * as it stays clear: "today 14:05", "yesterday 09:12", "03DEC 18:40", or "03DEC25 18:40" once it
 * is not this year's.
 */
export function formatSearchedAt(isoInstant: string, now: Date = new Date()): string {
  const at = new Date(isoInstant);
  if (Number.isNaN(at.getTime())) return isoInstant;
  const time = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (dayKey(at) === dayKey(now)) return format(text.searchForm.recent.today, { time });
  if (dayKey(at) === dayKey(yesterday)) return format(text.searchForm.recent.yesterday, { time });
  const iso = workstationToday(at); // the local calendar day of that moment
  return at.getFullYear() === now.getFullYear() ? `${formatDayMonth(iso)} ${time}` : `${formatDayMonthYear(iso)} ${time}`;
}
