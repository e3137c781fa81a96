/**
 * The instants behind the service's own times. The service works in Beijing time (UTC+8, no
 * daylight saving) and writes its times either as `yyyy-MM-dd HH:mm[:ss]` without a zone (order
 * times, the last ticketing time) or as ISO 8601 with an offset (ancillary orders). A countdown
 * needs the real instant (the workstation's clock shows it with the Orders screen's formatInstant).
 *
 * Airport-local segment times are NOT service times and never go through here (desk-format.ts).
 */
import { SERVICE_UTC_OFFSET_MINUTES } from './desk-format';

const SERVICE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;

/** The instant (ms since the epoch) of a service time; null when it is absent or unreadable. */
export function serviceInstant(value: string | null | undefined): number | null {
  if (!value) return null;
  const match = SERVICE_TIME.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds = '0', zone] = match;
  const wallClock = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), Number(seconds));
  const check = new Date(wallClock);
  if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  return wallClock - offsetMinutes(zone) * 60_000;
}

function offsetMinutes(zone: string | undefined): number {
  if (zone === undefined) return SERVICE_UTC_OFFSET_MINUTES;
  if (zone === 'Z') return 0;
  const digits = zone.replace(':', '');
  const sign = digits.startsWith('-') ? -1 : 1;
  return sign * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
}

/** "yyyy-MM-dd HH:mm" of an instant in Beijing time: the service's own way of writing it. */
export function serviceDateTime(ms: number): string {
  return new Date(ms + SERVICE_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}
