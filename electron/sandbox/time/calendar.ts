/**
 * Calendar arithmetic on wall-clock minutes (see electron/shared/time-zones.ts) and the date/time texts of the
 * wire: `yyyy-MM-dd`, `HH:mm`, `yyyy-MM-dd HH:mm:ss`.
 */
import { type WallClockMinutes } from '../../shared/time-zones';

const MINUTES_PER_DAY = 1440;

const pad2 = (value: number): string => String(value).padStart(2, '0');

/** Parses a strict `yyyy-MM-dd` that names a real calendar day; null otherwise. */
export function parseIsoDate(text: string): WallClockMinutes | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return ms / 60_000;
}

/** Parses a strict `HH:mm`; minutes of the day, or null. */
export function parseClockTime(text: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

export function startOfDay(wallClock: WallClockMinutes): WallClockMinutes {
  return Math.floor(wallClock / MINUTES_PER_DAY) * MINUTES_PER_DAY;
}

export function addDays(wallClock: WallClockMinutes, days: number): WallClockMinutes {
  return wallClock + days * MINUTES_PER_DAY;
}

/** Adds calendar years, clamping 29 February to 28 February. */
export function addYears(wallClock: WallClockMinutes, years: number): WallClockMinutes {
  const date = new Date(wallClock * 60_000);
  const target = new Date(Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime() / 60_000 + (wallClock - startOfDay(wallClock));
}

export function dayOfWeek(wallClock: WallClockMinutes): number {
  return new Date(wallClock * 60_000).getUTCDay();
}

/** `yyyy-MM-dd` */
export function formatDate(wallClock: WallClockMinutes): string {
  const date = new Date(wallClock * 60_000);
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

/** `yyyyMMdd`, used inside keys. */
export function formatCompactDate(wallClock: WallClockMinutes): string {
  return formatDate(wallClock).replaceAll('-', '');
}

/** `HH:mm` */
export function formatClockTime(wallClock: WallClockMinutes): string {
  const minutes = ((wallClock % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** `yyyy-MM-dd HH:mm:ss` from an instant shifted to a fixed offset. */
export function formatDateTimeAt(instantMs: number, offsetMinutes: number): string {
  const date = new Date(instantMs + offsetMinutes * 60_000);
  return (
    `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())} ` +
    `${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}:${pad2(date.getUTCSeconds())}`
  );
}
