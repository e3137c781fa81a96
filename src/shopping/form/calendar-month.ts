import { addDays, addMonths, isoFromParts, partsOf, weekdayOf } from './iso-date';

/**
 * The weeks of a month as the calendar shows them: Monday first, padded with the days of the
 * neighbouring months so every row has seven dates (yyyy-MM-dd).
 */
export function monthWeeks(year: number, month: number): string[][] {
  const first = isoFromParts({ year, month, day: 1 });
  let cursor = addDays(first, -weekdayOf(first));
  const weeks: string[][] = [];
  do {
    const week: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push(cursor);
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  } while (partsOf(cursor).month === month);
  return weeks;
}

/**
 * Where a key moves the calendar's focus (the APG date-picker grid): arrows by day and week,
 * Home/End to the week's ends, Page Up/Down by month (with Shift by year). null: not a move key.
 */
export function moveInCalendar(iso: string, key: string, shift = false): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(iso, -1);
    case 'ArrowRight':
      return addDays(iso, 1);
    case 'ArrowUp':
      return addDays(iso, -7);
    case 'ArrowDown':
      return addDays(iso, 7);
    case 'Home':
      return addDays(iso, -weekdayOf(iso));
    case 'End':
      return addDays(iso, 6 - weekdayOf(iso));
    case 'PageUp':
      return addMonths(iso, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(iso, shift ? 12 : 1);
    default:
      return null;
  }
}
