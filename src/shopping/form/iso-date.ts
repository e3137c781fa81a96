/**
 * Calendar arithmetic on plain yyyy-MM-dd strings. Departure dates are local wall-calendar days
 * with no time zone, so everything here runs in UTC to stay clear of daylight-saving shifts.
 */

export interface DateParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isoFromParts({ year, month, day }: DateParts): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The parts of a yyyy-MM-dd string (no checking: callers pass dates they produced). */
export function partsOf(iso: string): DateParts {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

export function isRealDate({ year, month, day }: DateParts): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function toUtc(iso: string): Date {
  const { year, month, day } = partsOf(iso);
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year); // Date.UTC maps years 0–99 to 1900–1999; set the year explicitly
  return date;
}

function fromUtc(date: Date): string {
  return isoFromParts({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** Moves by whole months, keeping the day when it exists (31 Jan + 1 month → 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = partsOf(iso);
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  return isoFromParts({ year: nextYear, month: nextMonth, day: Math.min(day, daysInMonth(nextYear, nextMonth)) });
}

/** 0 = Monday … 6 = Sunday (the week as agents read it in Europe and Asia). */
export function weekdayOf(iso: string): number {
  return (toUtc(iso).getUTCDay() + 6) % 7;
}
