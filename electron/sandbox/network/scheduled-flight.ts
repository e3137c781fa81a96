/** One flight of the timetable: it flies every operating day at the same local time. */
import { type Cabin } from '../fares/cabins';

export interface ScheduledFlight {
  /** Marketing carrier and number; unique in the network (`CA` + `931`). */
  airline: string;
  flightNum: string;
  origin: string;
  destination: string;
  /** Local departure time at the origin, minutes after midnight. */
  departureMinuteOfDay: number;
  flyingMinutes: number;
  distanceKm: number;
  equipment: string;
  departureTerminal: string | null;
  arrivalTerminal: string | null;
  /** Bit d set = flies on day-of-week d (0 = Sunday) of the local departure date. */
  operatingDays: number;
  cabins: readonly Cabin[];
  /** Present on a codeshare: the carrier and number that really fly it. */
  operatedBy: { airline: string; flightNum: string } | null;
  /**
   * Documented traps (see special-flights.ts): what pricing this flight answers however it was
   * shopped. B015 pricing failed; B068 retimed since shopping; B021 sold out since shopping.
   */
  pricingTrap: PricingTrap | null;
}

export type PricingTrap = 'B015' | 'B068' | 'B021';

export const EVERY_DAY = 0b1111111;

export function flightKey(airline: string, flightNum: string): string {
  return `${airline}${flightNum}`;
}

/** Seats are sold on the operating flight, so a codeshare shares its operator's inventory. */
export function operatingKey(flight: ScheduledFlight): string {
  return flight.operatedBy ? flightKey(flight.operatedBy.airline, flight.operatedBy.flightNum) : flightKey(flight.airline, flight.flightNum);
}
