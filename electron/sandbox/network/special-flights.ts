/**
 * Flights added to every generated network with a documented purpose (docs/sandbox.md). They
 * are real-looking and shoppable; what happens to them later is the point.
 */
import { EVERY_DAY, type PricingTrap, type ScheduledFlight } from './scheduled-flight';

/** Hainan Airlines HU7999 Beijing Capital → Shenzhen, daily 09:05: pricing it answers B015. */
export const PRICING_FAILS_FLIGHT = { airline: 'HU', flightNum: '7999', origin: 'PEK', destination: 'SZX' } as const;
/** HU7997 PEK → SZX, daily 10:35: retimed after shopping, so pricing answers B068. */
export const SCHEDULE_CHANGED_FLIGHT = { airline: 'HU', flightNum: '7997', origin: 'PEK', destination: 'SZX' } as const;
/** HU7998 PEK → SZX, daily 13:20: sold out after shopping, so pricing answers B021. */
export const SOLD_OUT_FLIGHT = { airline: 'HU', flightNum: '7998', origin: 'PEK', destination: 'SZX' } as const;

const TRAPS: { flight: { airline: string; flightNum: string; origin: string; destination: string }; departureMinuteOfDay: number; trap: PricingTrap }[] = [
  { flight: PRICING_FAILS_FLIGHT, departureMinuteOfDay: 9 * 60 + 5, trap: 'B015' },
  { flight: SCHEDULE_CHANGED_FLIGHT, departureMinuteOfDay: 10 * 60 + 35, trap: 'B068' },
  { flight: SOLD_OUT_FLIGHT, departureMinuteOfDay: 13 * 60 + 20, trap: 'B021' },
];

export function specialFlights(flyingMinutes: (origin: string, destination: string) => number, distanceKm: (origin: string, destination: string) => number): ScheduledFlight[] {
  return TRAPS.map(({ flight, departureMinuteOfDay, trap }) => ({
    airline: flight.airline,
    flightNum: flight.flightNum,
    origin: flight.origin,
    destination: flight.destination,
    departureMinuteOfDay,
    flyingMinutes: flyingMinutes(flight.origin, flight.destination),
    distanceKm: distanceKm(flight.origin, flight.destination),
    equipment: '789',
    departureTerminal: '2',
    arrivalTerminal: '3',
    operatingDays: EVERY_DAY,
    cabins: ['ECONOMY', 'BUSINESS'],
    operatedBy: null,
    pricingTrap: trap,
  }));
}
