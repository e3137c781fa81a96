/**
 * The service's time conventions. It lives in Beijing time (UTC+8): "today" for the departure
 * window, `createTime`, `lastTktTime`. Segment timestamps are its most surprising rule: the
 * 13-digit `departureDate`/`arrivalDate` are the airport's local wall clock read as if that wall
 * clock were in UTC+8, not the real instant (see real-world-notes.md).
 */
import { formatDateTimeAt, formatClockTime, formatDate } from './calendar';
import { type WallClockMinutes } from '../../shared/time-zones';

export const BEIJING_OFFSET_MINUTES = 480;
const MINUTE_MS = 60_000;

/** The 13-digit segment timestamp of a local wall-clock reading. */
export function wallClockAsUtc8Timestamp(wallClock: WallClockMinutes): number {
  return (wallClock - BEIJING_OFFSET_MINUTES) * MINUTE_MS;
}

/** Beijing wall clock at an instant. */
export function beijingWallClock(instantMs: number): WallClockMinutes {
  return Math.floor(instantMs / MINUTE_MS) + BEIJING_OFFSET_MINUTES;
}

/** `yyyy-MM-dd HH:mm:ss` in Beijing time (lastTktTime, refund createTime). */
export function beijingDateTime(instantMs: number): string {
  return formatDateTimeAt(instantMs, BEIJING_OFFSET_MINUTES);
}

/** ISO 8601 with offset and seconds, e.g. `2024-02-04T16:30:40+08:00` (ancillary createTime). */
export function beijingIsoWithSeconds(instantMs: number): string {
  return `${beijingDateTime(instantMs).replace(' ', 'T')}+08:00`;
}

/** ISO 8601 with offset, without seconds, e.g. `2024-02-04T18:30+08:00` (ancillary lastTktTime). */
export function beijingIsoWithoutSeconds(instantMs: number): string {
  const wallClock = beijingWallClock(instantMs);
  return `${formatDate(wallClock)}T${formatClockTime(wallClock)}+08:00`;
}

/** The B026 message: the catalogue's template `LatestTktTime: yyyy-mm-dd hh : mm: ss.` filled in literally. */
export function latestTicketingTimeMessage(instantMs: number): string {
  const [date, time] = beijingDateTime(instantMs).split(' ');
  const [hours, minutes, seconds] = (time ?? '00:00:00').split(':');
  return `LatestTktTime: ${date} ${hours} : ${minutes}: ${seconds}.`;
}
