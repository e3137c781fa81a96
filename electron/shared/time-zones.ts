/**
 * Real time-zone arithmetic with the IANA database that ships with Node (Intl). Flights depart
 * at a local wall-clock time and arrive at another airport's local time, daylight saving included.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Offsets change at most a few times a year: cache them per zone and hour. */
const offsetCache = new Map<string, number>();
const OFFSET_CACHE_LIMIT = 50_000;

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Offset of `zone` from UTC at the instant, in minutes (e.g. +480 for Asia/Shanghai). */
export function zoneOffsetMinutes(zone: string, instantMs: number): number {
  const hourBucket = Math.floor(instantMs / HOUR_MS);
  const key = `${zone}|${hourBucket}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const parts = formatterFor(zone).formatToParts(new Date(hourBucket * HOUR_MS));
  const field = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
  const offset = Math.round((asUtc - hourBucket * HOUR_MS) / MINUTE_MS);
  if (offsetCache.size > OFFSET_CACHE_LIMIT) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

/** A local wall-clock reading: minutes since 1970-01-01 00:00 of that calendar, no zone. */
export type WallClockMinutes = number;

/** The wall clock of `zone` at an instant. */
export function wallClockAt(zone: string, instantMs: number): WallClockMinutes {
  return Math.floor(instantMs / MINUTE_MS) + zoneOffsetMinutes(zone, instantMs);
}

/**
 * The instant at which `zone` shows the wall clock. A wall clock in a spring-forward gap does not
 * exist: it is moved forward by the gap (01:30 becomes 02:30); in a fall-back overlap the first
 * occurrence is used.
 */
export function instantOfWallClock(zone: string, wallClock: WallClockMinutes): number {
  const guess = wallClock * MINUTE_MS;
  const first = guess - zoneOffsetMinutes(zone, guess) * MINUTE_MS;
  const second = guess - zoneOffsetMinutes(zone, first) * MINUTE_MS;
  const earlier = Math.min(first, second);
  return wallClockAt(zone, earlier) === wallClock ? earlier : Math.max(first, second);
}
