import { describe, expect, it } from 'vitest';
import { instantOfWallClock, wallClockAt, zoneOffsetMinutes } from '../../../electron/shared/time-zones';
import { addYears, formatClockTime, formatDate, parseClockTime, parseIsoDate } from '../../../electron/sandbox/time/calendar';
import {
  beijingDateTime,
  beijingIsoWithoutSeconds,
  beijingIsoWithSeconds,
  latestTicketingTimeMessage,
  wallClockAsUtc8Timestamp,
} from '../../../electron/sandbox/time/wire-time';
import { SandboxClock } from '../../../electron/sandbox/time/sandbox-clock';
import { flightOnDate } from '../../../electron/sandbox/network/dated-flight';
import { EVERY_DAY, type ScheduledFlight } from '../../../electron/sandbox/network/scheduled-flight';

const minutes = (iso: string): number => Date.parse(`${iso}Z`) / 60_000;

describe('time zones', () => {
  it('reads offsets from the IANA database, daylight saving included', () => {
    expect(zoneOffsetMinutes('Asia/Shanghai', Date.UTC(2026, 0, 15))).toBe(480);
    expect(zoneOffsetMinutes('Europe/London', Date.UTC(2026, 0, 15))).toBe(0);
    expect(zoneOffsetMinutes('Europe/London', Date.UTC(2026, 6, 15))).toBe(60);
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 6, 15))).toBe(-240);
    expect(zoneOffsetMinutes('Asia/Kolkata', Date.UTC(2026, 6, 15))).toBe(330);
    expect(zoneOffsetMinutes('Australia/Sydney', Date.UTC(2026, 0, 15))).toBe(660);
  });

  it('turns a local wall clock into the real instant and back', () => {
    const wall = minutes('2026-07-01T10:00:00');
    const instant = instantOfWallClock('Europe/London', wall);
    expect(new Date(instant).toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(wallClockAt('Europe/London', instant)).toBe(wall);
  });

  it('a wall clock in the spring-forward gap moves forward by the gap (01:30 → 02:30)', () => {
    // 2026-03-29 01:30 does not exist in London (01:00 GMT → 02:00 BST).
    const instant = instantOfWallClock('Europe/London', minutes('2026-03-29T01:30:00'));
    expect(new Date(instant).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(formatClockTime(wallClockAt('Europe/London', instant))).toBe('02:30');
  });
});

describe('the segment timestamp rule: local wall clock read as UTC+8', () => {
  it('08:00 in Beijing and 08:00 in London both map to 00:00Z of that date', () => {
    expect(wallClockAsUtc8Timestamp(minutes('2026-01-15T08:00:00'))).toBe(Date.UTC(2026, 0, 15, 0, 0));
  });

  it('a Beijing → London flight: local times in each zone, flying time real, timestamps per the rule', () => {
    const flight: ScheduledFlight = {
      airline: 'CA',
      flightNum: '937',
      origin: 'PEK',
      destination: 'LHR',
      departureMinuteOfDay: 13 * 60,
      flyingMinutes: 660,
      distanceKm: 8150,
      equipment: '77W',
      departureTerminal: '3',
      arrivalTerminal: '2',
      operatingDays: EVERY_DAY,
      cabins: ['ECONOMY'],
      operatedBy: null,
      pricingTrap: null,
    };
    const summer = flightOnDate(flight, minutes('2026-07-01T00:00:00'));
    expect(summer && formatClockTime(summer.arrivalWallClock)).toBe('17:00'); // 05:00Z + 11 h = 16:00Z = 17:00 BST
    const winter = flightOnDate(flight, minutes('2026-12-01T00:00:00'));
    expect(winter && formatClockTime(winter.arrivalWallClock)).toBe('16:00');
    expect(winter && wallClockAsUtc8Timestamp(winter.arrivalWallClock)).toBe(Date.parse('2026-12-01T16:00:00+08:00'));
    expect(winter && (winter.arrivalInstant - winter.departureInstant) / 60_000).toBe(660);
  });
});

describe('calendar texts', () => {
  it('parses only real dates and times', () => {
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2028-02-29')).not.toBeNull();
    expect(parseIsoDate('2026-1-1')).toBeNull();
    expect(parseClockTime('24:00')).toBeNull();
    expect(parseClockTime('23:59')).toBe(1439);
  });

  it('one year ahead of 29 February is 28 February', () => {
    expect(formatDate(addYears(minutes('2028-02-29T00:00:00'), 1))).toBe('2029-02-28');
  });

  it('formats Beijing times the way each operation writes them', () => {
    const instant = Date.UTC(2024, 1, 4, 8, 30, 40);
    expect(beijingDateTime(instant)).toBe('2024-02-04 16:30:40');
    expect(beijingIsoWithSeconds(instant)).toBe('2024-02-04T16:30:40+08:00');
    expect(beijingIsoWithoutSeconds(instant)).toBe('2024-02-04T16:30+08:00');
    expect(latestTicketingTimeMessage(instant)).toBe('LatestTktTime: 2024-02-04 16 : 30: 40.');
  });
});

describe('the sandbox clock', () => {
  it('is the wall clock plus an offset that only moves forward', () => {
    let wall = 1_000_000;
    const clock = new SandboxClock(() => wall);
    clock.advance(90);
    expect(clock.now()).toBe(1_000_000 + 90 * 60_000);
    wall += 5;
    expect(clock.now()).toBe(1_000_005 + 90 * 60_000);
    expect(clock.offsetMinutes).toBe(90);
    expect(() => clock.advance(-1)).toThrow();
  });
});
