/**
 * A scheduled flight on one date: its local departure and arrival wall clocks (in each airport's
 * own time zone, daylight saving included) and the real instants behind them.
 */
import { airportByCode } from '../data/airports';
import { dayOfWeek, formatCompactDate } from '../time/calendar';
import { instantOfWallClock, wallClockAt, type WallClockMinutes } from '../../shared/time-zones';
import { type ScheduledFlight } from './scheduled-flight';

export interface DatedFlight {
  flight: ScheduledFlight;
  departureWallClock: WallClockMinutes;
  arrivalWallClock: WallClockMinutes;
  departureInstant: number;
  arrivalInstant: number;
  /** `yyyyMMdd` of the local departure date, computed once (it keys ids and seats). */
  dateKey: string;
}

/** Per scheduled flight (so per network, hence per seed), per local date. */
const cache = new WeakMap<ScheduledFlight, Map<number, DatedFlight>>();
const DATES_PER_FLIGHT_LIMIT = 400;

/**
 * The flight on the local date (wall-clock minutes of its midnight), or null when it does not
 * fly that day of the week.
 */
export function flightOnDate(flight: ScheduledFlight, localDate: WallClockMinutes): DatedFlight | null {
  if ((flight.operatingDays & (1 << dayOfWeek(localDate))) === 0) return null;
  let byDate = cache.get(flight);
  if (!byDate) {
    byDate = new Map();
    cache.set(flight, byDate);
  }
  const cached = byDate.get(localDate);
  if (cached) return cached;
  const origin = airportByCode(flight.origin);
  const destination = airportByCode(flight.destination);
  if (!origin || !destination) return null;
  const departureWallClock = localDate + flight.departureMinuteOfDay;
  const departureInstant = instantOfWallClock(origin.timeZone, departureWallClock);
  const arrivalInstant = departureInstant + flight.flyingMinutes * 60_000;
  const dated: DatedFlight = {
    flight,
    departureWallClock: wallClockAt(origin.timeZone, departureInstant),
    arrivalWallClock: wallClockAt(destination.timeZone, arrivalInstant),
    departureInstant,
    arrivalInstant,
    dateKey: formatCompactDate(localDate),
  };
  if (byDate.size > DATES_PER_FLIGHT_LIMIT) byDate.clear();
  byDate.set(localDate, dated);
  return dated;
}
