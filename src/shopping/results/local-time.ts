/**
 * Wall-clock arithmetic on the service's local date and time strings (yyyy-MM-dd, HH:mm).
 *
 * The strings are the airport's own clock. They are never turned into instants: Date.UTC is used
 * only as a calendar (day numbers), so the workstation's time zone can never shift a day or an
 * hour. Differences are therefore only meaningful between times of the same airport (layovers) or
 * between calendar dates (the "+1" mark).
 */

const MINUTES_PER_DAY = 1440;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a yyyy-MM-dd date; NaN when it is not one. */
export function dayNumber(isoDate: string): number {
  if (isoDate.length < 10 || isoDate[4] !== '-' || isoDate[7] !== '-') return Number.NaN;
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const day = Number(isoDate.slice(8, 10));
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

/** Minutes since midnight of an HH:mm (or HH:mm:ss) time; NaN when it is not one. */
export function minuteOfDay(time: string): number {
  const colon = time.indexOf(':');
  if (colon < 1) return Number.NaN;
  const hours = Number(time.slice(0, colon));
  const minutes = Number(time.slice(colon + 1, colon + 3));
  return hours * 60 + minutes;
}

/** A date and time of one clock as minutes since 1970-01-01 00:00 of that same clock. */
export function wallClockMinutes(isoDate: string, time: string): number {
  return dayNumber(isoDate) * MINUTES_PER_DAY + minuteOfDay(time);
}

/** Whole calendar days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Day of the week, 0 = Sunday, of a yyyy-MM-dd date, without any time zone. */
export function weekdayOf(isoDate: string): number {
  return new Date(dayNumber(isoDate) * MS_PER_DAY).getUTCDay();
}
