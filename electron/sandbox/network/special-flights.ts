/**
 * Flights added to every generated network with a documented purpose (docs/sandbox.md). They
 * are real-looking and shoppable; what happens to them later is the point.
 */
import { EVERY_DAY, type ScheduledFlight } from './scheduled-flight';

/** Hainan Airlines HU7999 Beijing Capital → Shenzhen, daily 09:05: pricing it answers B015. */
export const PRICING_FAILS_FLIGHT = { airline: 'HU', flightNum: '7999', origin: 'PEK', destination: 'SZX' } as const;

export function specialFlights(flyingMinutes: (origin: string, destination: string) => number, distanceKm: (origin: string, destination: string) => number): ScheduledFlight[] {
  const { airline, flightNum, origin, destination } = PRICING_FAILS_FLIGHT;
  return [
    {
      airline,
      flightNum,
      origin,
      destination,
      departureMinuteOfDay: 9 * 60 + 5,
      flyingMinutes: flyingMinutes(origin, destination),
      distanceKm: distanceKm(origin, destination),
      equipment: '789',
      departureTerminal: '2',
      arrivalTerminal: '3',
      operatingDays: EVERY_DAY,
      cabins: ['ECONOMY', 'BUSINESS'],
      operatedBy: null,
      pricingFails: true,
    },
  ];
}
