import { at, readObject, readOptionalArray, readString, readStringList, ROOT } from './fast-readers';

const SEGMENTS = at(ROOT, 'segments');
const FLIGHTS = at(ROOT, 'flights');
const SOLUTIONS = at(ROOT, 'solutions');

/** Which segments each flight flies and which flights each solution takes, by list position. */
export interface ItineraryJoin {
  /** Per flight of the answer: its segments' positions, or null if one is missing. */
  flightSegments: (number[] | null)[];
  /** Per solution: the position of its flight for each journey in order, or null if unresolvable. */
  solutionFlights: (number[] | null)[];
  /** Position of each journey key list that named several flights (joined later, once). */
  multiFlightJourneys: number;
}

/**
 * solutions → flights → segments in linear time: segments and flights are indexed by id in a
 * Map once, then every reference is one lookup. (Public clients of this API `filter` the flights
 * and `findIndex` each segment for every solution: quadratic in the answer's size.) Both id list
 * spellings are read: `segmengtIds` (shopping) and `segmentIds` (pricing).
 */
export function joinItineraries(data: Record<string, unknown>): ItineraryJoin {
  const segments = readOptionalArray(data.segments, ROOT, 'segments');
  const segmentById = new Map<string, number>();
  for (let i = 0; i < segments.length; i++) segmentById.set(readString(readObject(segments[i], SEGMENTS, i).segmentId, SEGMENTS, i, 'segmentId'), i);

  const flights = readOptionalArray(data.flights, ROOT, 'flights');
  const flightById = new Map<string, number>();
  const flightSegments = new Array<number[] | null>(flights.length);
  for (let i = 0; i < flights.length; i++) {
    const flight = readObject(flights[i], FLIGHTS, i);
    flightById.set(readString(flight.flightId, FLIGHTS, i, 'flightId'), i);
    const ids = flight.segmentIds !== undefined && flight.segmentIds !== null ? readStringList(flight.segmentIds, FLIGHTS, i, 'segmentIds') : readStringList(flight.segmengtIds, FLIGHTS, i, 'segmengtIds');
    let positions: number[] | null = ids.length > 0 ? new Array<number>(ids.length) : null;
    for (let s = 0; positions && s < ids.length; s++) {
      const position = segmentById.get(ids[s] as string);
      if (position === undefined) positions = null;
      else positions[s] = position;
    }
    flightSegments[i] = positions;
  }

  const solutions = readOptionalArray(data.solutions, ROOT, 'solutions');
  const solutionFlights = new Array<number[] | null>(solutions.length);
  let multiFlightJourneys = 0;
  for (let i = 0; i < solutions.length; i++) {
    const journeyMap = readObject(readObject(solutions[i], SOLUTIONS, i).journeys, SOLUTIONS, i, 'journeys');
    const keys = journeyKeys(journeyMap);
    let positions: number[] | null = keys.length > 0 ? [] : null;
    for (const key of keys) {
      const ids = readStringList(journeyMap[key], at(SOLUTIONS, i, 'journeys'), key);
      if (ids.length !== 1) multiFlightJourneys++;
      const position = ids.length === 1 ? flightById.get(ids[0] as string) : joinKey(ids, flightById, flightSegments);
      if (position === undefined || flightSegments[position] === null || !positions) {
        positions = null;
        break;
      }
      positions.push(position);
    }
    solutionFlights[i] = positions;
  }
  return { flightSegments, solutionFlights, multiFlightJourneys };
}

/**
 * A journey listing several flights (not seen in practice) becomes one extra flight whose
 * segments are theirs in order; it is appended once per distinct list.
 */
function joinKey(ids: string[], flightById: Map<string, number>, flightSegments: (number[] | null)[]): number | undefined {
  if (ids.length === 0) return undefined;
  const key = `joined:${ids.join('\u0000')}`;
  const known = flightById.get(key);
  if (known !== undefined) return known;
  const segments: number[] = [];
  for (const id of ids) {
    const position = flightById.get(id);
    const members = position === undefined ? null : flightSegments[position];
    if (!members) return undefined;
    segments.push(...members);
  }
  flightById.set(key, flightSegments.length);
  flightSegments.push(segments);
  return flightSegments.length - 1;
}

const ONE_JOURNEY = ['journey_0'];
const TWO_JOURNEYS = ['journey_0', 'journey_1'];

/**
 * The journey keys in numeric order (journey_0, journey_1, … journey_10). Answers almost always
 * hold journey_0 and perhaps journey_1: those are recognised without sorting.
 */
function journeyKeys(journeyMap: Record<string, unknown>): string[] {
  let count = 0;
  for (const _key in journeyMap) count++;
  if (count === 1 && journeyMap.journey_0 !== undefined) return ONE_JOURNEY;
  if (count === 2 && journeyMap.journey_0 !== undefined && journeyMap.journey_1 !== undefined) return TWO_JOURNEYS;
  return Object.keys(journeyMap)
    .map((key) => ({ key, number: Number(key.replace(/\D/g, '')) }))
    .sort((a, b) => a.number - b.number)
    .map(({ key }) => key);
}
