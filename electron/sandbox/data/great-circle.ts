/** Distances on the Earth's surface and the flying time they take. */
import { type Airport } from './airports';

const EARTH_RADIUS_KM = 6371;
/** Average block speed of a jet airliner once climb and descent are averaged in. */
const CRUISE_KM_PER_HOUR = 820;
/** Taxi, climb and approach overhead added to every flight. */
const OVERHEAD_MINUTES = 30;

export function distanceKm(from: Airport, to: Airport): number {
  const rad = Math.PI / 180;
  const dLat = (to.latitude - from.latitude) * rad;
  const dLon = (to.longitude - from.longitude) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(from.latitude * rad) * Math.cos(to.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The flying time in minutes, rounded to 5 minutes as schedules are. */
export function flyingMinutes(from: Airport, to: Airport): number {
  const minutes = OVERHEAD_MINUTES + (distanceKm(from, to) / CRUISE_KM_PER_HOUR) * 60;
  return Math.round(minutes / 5) * 5;
}
