import { format, text } from '../../ui-text';
import { addDays, isoFromParts, isRealDate, partsOf, type DateParts } from './iso-date';

export type DateInputResult = { ok: true; date: string } | { ok: false; reason: string };

const reasons = text.searchForm.dateReasons;

/** Month names as agents type them (GDS style: JAN, FEB…); full English names work too. */
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const DAY_MONTH = /^(\d{1,2})\s*([a-z]+)\s*(\d{2}|\d{4})?$/i;
const RELATIVE = /^\+\s*(\d{1,3})$/;
/** 12/12, 03.04, 1-2-26: day-first or month-first depends on who typed it, so we refuse to guess. */
const NUMERIC_DAY_MONTH = /^\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?$/;

/** How far ahead a year-less date may roll (a 29FEB typed after 29 Feb of a leap year). */
const MAX_ROLL_YEARS = 8;

/**
 * Reads a departure date the way agents type it: `2026-12-12`, `12DEC`, `12 Dec`, `12DEC26`,
 * `12DEC2026` or `+30` (days from today). A date without a year is the next such day on or after
 * `today` (yyyy-MM-dd). Range rules (B038) are not checked here: the validator does that with the
 * service's code and message.
 */
export function parseDateInput(input: string, today: string): DateInputResult {
  const typed = input.trim();
  if (typed === '') return { ok: false, reason: reasons.empty };

  const relative = RELATIVE.exec(typed);
  if (relative) return { ok: true, date: addDays(today, Number(relative[1])) };

  const iso = ISO.exec(typed);
  if (iso) {
    const parts = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
    return isRealDate(parts) ? { ok: true, date: isoFromParts(parts) } : notReal(typed);
  }

  if (NUMERIC_DAY_MONTH.test(typed)) return { ok: false, reason: format(reasons.ambiguous, { text: typed }) };

  const dayMonth = DAY_MONTH.exec(typed);
  if (dayMonth) return fromDayMonth(dayMonth[1] ?? '', dayMonth[2] ?? '', dayMonth[3], today);

  return { ok: false, reason: reasons.unknown };
}

function fromDayMonth(dayText: string, monthText: string, yearText: string | undefined, today: string): DateInputResult {
  const month = monthNumber(monthText);
  if (month === null) return { ok: false, reason: format(reasons.unknownMonth, { month: monthText.toUpperCase() }) };
  const day = Number(dayText);
  const shown = `${dayText}${monthText.slice(0, 3)}${yearText ?? ''}`.toUpperCase();

  if (yearText !== undefined) {
    const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
    const parts = { year, month, day };
    return isRealDate(parts) ? { ok: true, date: isoFromParts(parts) } : notReal(shown);
  }

  // No year: the next occurrence on or after today (typed on 20 Dec, 12DEC means next year's).
  const start = partsOf(today).year;
  for (let year = start; year <= start + MAX_ROLL_YEARS; year += 1) {
    const parts: DateParts = { year, month, day };
    if (!isRealDate(parts)) continue;
    const date = isoFromParts(parts);
    if (date >= today) return { ok: true, date };
  }
  return notReal(shown);
}

/** JAN…DEC, or any longer start of the English name (SEPT, March). */
function monthNumber(typed: string): number | null {
  const lower = typed.toLowerCase();
  if (lower.length < 3) return null;
  const index = MONTHS.findIndex((name) => name.startsWith(lower));
  return index === -1 ? null : index + 1;
}

function notReal(shown: string): DateInputResult {
  return { ok: false, reason: format(reasons.notReal, { text: shown }) };
}
