import type { ReportPeriod, ReportRange } from '../../../contract/domains/reports';
import { instantOfWallClock, zoneOffsetMinutes } from '../../../shared/time-zones';

const DAY_MS = 86_400_000;

/** A period cut into business days: the range the figures say, and each day's first instant. */
interface BusinessDays {
  range: ReportRange;
  /** `starts[i]` is the first instant (epoch ms) of `range.days[i]`; `starts[days.length]` the end. */
  starts: number[];
}

/** The business day (`yyyy-MM-dd`) an instant falls on in the zone. */
function localDate(timeZone: string, instantMs: number): string {
  return new Date(instantMs + zoneOffsetMinutes(timeZone, instantMs) * 60_000).toISOString().slice(0, 10);
}

/** The first instant of a business day in the zone (a midnight skipped by daylight saving: the first instant after it). */
function startOfDay(timeZone: string, day: string): number {
  return instantOfWallClock(timeZone, Date.parse(`${day}T00:00:00Z`) / 60_000);
}

/** `+08:00`, `-03:30`. */
export function utcOffsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The first and last business day of a period, "today" being the zone's date on the service's clock. */
function periodDays(period: ReportPeriod, today: string): { from: string; to: string } {
  switch (period.kind) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'this-week': {
      // Weeks start on Monday (ISO, and China's calendar): getUTCDay() is 0 on Sunday.
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
      return { from: addDays(today, -weekday), to: today };
    }
    case 'this-month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'custom':
      return { from: period.from, to: period.to };
  }
}

/**
 * The period's business days in the agency's time zone. `nowMs` is the service's clock (a trained
 * sandbox's "today" is the sandbox's). A day is from its local midnight to the next one, so a day
 * of a daylight-saving change is 23 or 25 hours long.
 */
export function businessDays(period: ReportPeriod, timeZone: string, nowMs: number): BusinessDays {
  const { from, to } = periodDays(period, localDate(timeZone, nowMs));
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  const starts = [...days, addDays(to, 1)].map((day) => startOfDay(timeZone, day));
  const offsets = new Set<string>();
  for (let i = 0; i < days.length; i++) {
    offsets.add(utcOffsetText(zoneOffsetMinutes(timeZone, starts[i] as number)));
    offsets.add(utcOffsetText(zoneOffsetMinutes(timeZone, (starts[i + 1] as number) - 1)));
  }
  return {
    range: {
      kind: period.kind,
      from,
      to,
      days,
      timeZone,
      utcOffsets: [...offsets],
      startsAt: new Date(starts[0] as number).toISOString(),
      endsBefore: new Date(starts[days.length] as number).toISOString(),
    },
    starts,
  };
}
