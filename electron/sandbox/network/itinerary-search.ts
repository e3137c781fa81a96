/**
 * Journeys between two places on a date: nonstop flights and one-stop connections through any
 * airport served from both ends. A connection is sold on one ticket when both carriers are the
 * same or alliance partners; otherwise it is virtual interlining, offered on one-way trips only.
 */
import { areInterlinePartners } from '../data/airlines';
import { type Airport } from '../data/airports';
import { distanceKm } from '../data/great-circle';
import { addDays } from '../time/calendar';
import { type WallClockMinutes } from '../../shared/time-zones';
import { flightOnDate, type DatedFlight } from './dated-flight';
import { type RouteNetwork } from './route-network';

export type Ticketing = 'single-carrier' | 'interline' | 'virtual-interline';

export interface Itinerary {
  segments: readonly DatedFlight[];
  /** Minutes from first departure to last arrival (real elapsed time). */
  journeyMinutes: number;
  ticketing: Ticketing;
}

export interface ItineraryQuery {
  origins: readonly Airport[];
  destinations: readonly Airport[];
  /** Local date at the origin (wall-clock minutes of midnight). */
  date: WallClockMinutes;
  nonstopOnly: boolean;
  /** Marketing carriers allowed on every segment; null = any. */
  airlines: ReadonlySet<string> | null;
  allowVirtualInterline: boolean;
  /** Flights departing before this instant (already gone by the sandbox clock) are not sold. */
  notBefore: number;
}

const MIN_CONNECTION_SAME_CARRIER = 60;
const MIN_CONNECTION_OTHER_CARRIER = 90;
const MAX_CONNECTION_MINUTES = 14 * 60;
const CONNECTIONS_PER_FIRST_FLIGHT = 3;
/** One-stop journeys may be at most this much longer than the direct distance. */
const MAX_DETOUR_RATIO = 1.6;
const MAX_ITINERARIES = 400;

export function searchItineraries(network: RouteNetwork, query: ItineraryQuery): Itinerary[] {
  const destinationCodes = new Set(query.destinations.map((airport) => airport.code));
  const destinationCities = new Set(query.destinations.map((airport) => airport.cityCode));
  const allowed = (airline: string): boolean => query.airlines === null || query.airlines.has(airline);
  const results: Itinerary[] = [];

  for (const origin of query.origins) {
    for (const first of network.flightsFrom(origin.code)) {
      if (!allowed(first.airline)) continue;
      const firstDated = flightOnDate(first, query.date);
      if (!firstDated || firstDated.departureInstant < query.notBefore) continue;

      if (destinationCodes.has(first.destination)) {
        results.push({ segments: [firstDated], journeyMinutes: first.flyingMinutes, ticketing: 'single-carrier' });
        continue;
      }
      if (query.nonstopOnly || destinationCities.has(first.destination) || first.destination === origin.code) continue;

      let found = 0;
      const arrival = firstDated.arrivalWallClock;
      const connections: DatedFlight[] = [];
      for (const destination of query.destinations) {
        const onward = network.flightsBetween(first.destination, destination.code);
        if (onward.length === 0) continue;
        const direct = distanceKm(origin, destination);
        if (first.distanceKm + (onward[0]?.distanceKm ?? 0) > direct * MAX_DETOUR_RATIO + 600) continue;
        for (const second of onward) {
          if (!allowed(second.airline)) continue;
          for (const day of [0, 1]) {
            const dated = flightOnDate(second, addDays(arrival - (arrival % 1440), day));
            if (!dated) continue;
            const wait = (dated.departureInstant - firstDated.arrivalInstant) / 60_000;
            const minimum = second.airline === first.airline ? MIN_CONNECTION_SAME_CARRIER : MIN_CONNECTION_OTHER_CARRIER;
            if (wait >= minimum && wait <= MAX_CONNECTION_MINUTES) connections.push(dated);
          }
        }
      }
      connections.sort((a, b) => a.departureInstant - b.departureInstant);
      for (const second of connections) {
        if (found >= CONNECTIONS_PER_FIRST_FLIGHT) break;
        const ticketing = ticketingOf(first.airline, second.flight.airline);
        if (ticketing === 'virtual-interline' && !query.allowVirtualInterline) continue;
        found += 1;
        results.push({
          segments: [firstDated, second],
          journeyMinutes: Math.round((second.arrivalInstant - firstDated.departureInstant) / 60_000),
          ticketing,
        });
      }
    }
  }
  results.sort(
    (a, b) => a.segments.length - b.segments.length || a.journeyMinutes - b.journeyMinutes || (a.segments[0]?.departureInstant ?? 0) - (b.segments[0]?.departureInstant ?? 0),
  );
  return results.slice(0, MAX_ITINERARIES);
}

function ticketingOf(first: string, second: string): Ticketing {
  if (first === second) return 'single-carrier';
  return areInterlinePartners(first, second) ? 'interline' : 'virtual-interline';
}
