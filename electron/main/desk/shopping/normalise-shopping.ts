import type { CompactFlight, CompactOffer, CompactSegment } from '../../../contract/domains/shopping';
import { at, readObject, readOptionalArray, readOptionalInteger, readOptionalString, readString, readStringList, ROOT } from './fast-readers';
import { joinItineraries } from './join-itineraries';
import { offerPrice, readPriceUnits, type PassengerCounts } from './offer-price';
import { AllowanceCache, readBaggageMap, readRuleMap } from './read-allowances';
import { readSegment } from './read-segment';

const SEGMENTS = at(ROOT, 'segments');
const FLIGHTS = at(ROOT, 'flights');
const SOLUTIONS = at(ROOT, 'solutions');

export interface NormalisedShopping {
  segments: CompactSegment[];
  flights: CompactFlight[];
  offers: CompactOffer[];
  droppedOffers: number;
  placeCodes: Set<string>;
  airlineCodes: Set<string>;
}

/**
 * Reads a Shopping V8 `data` object into the compact form the renderer gets, validating as it
 * goes with the tolerance of the wire schema (wire/shopping.ts is the reference this reader is
 * tested against): a value the desk depends on that is unusable throws AnswerShapeError naming
 * it. The join is linear (join-itineraries.ts). A solution referencing a flight or segment the
 * answer lacks is dropped and counted, never shown half-built.
 *
 * It reads the parsed JSON directly rather than through zod because it runs on multi-megabyte
 * answers: see `shopping.pipeline_vs_json_parse` in `npm run bench`.
 */
export function normaliseShopping(rawData: unknown, counts: PassengerCounts): NormalisedShopping {
  const data = readObject(rawData, ROOT);
  const join = joinItineraries(data);
  const placeCodes = new Set<string>();
  const airlineCodes = new Set<string>();

  const rawSegments = readOptionalArray(data.segments, ROOT, 'segments');
  const segments = new Array<CompactSegment>(rawSegments.length);
  for (let i = 0; i < rawSegments.length; i++) {
    const { segment } = readSegment(rawSegments[i], SEGMENTS, i);
    segments[i] = segment;
    placeCodes.add(segment.from).add(segment.to);
    airlineCodes.add(segment.airline);
    if (segment.operatingAirline) airlineCodes.add(segment.operatingAirline);
  }

  // Flights keep the answer's positions (so the join's numbers stay valid); unusable ones are
  // never referenced by a kept offer.
  const rawFlights = readOptionalArray(data.flights, ROOT, 'flights');
  const flights = new Array<CompactFlight>(join.flightSegments.length);
  for (let i = 0; i < join.flightSegments.length; i++) {
    const segmentsOfFlight = join.flightSegments[i] ?? [];
    const f = i < rawFlights.length ? readObject(rawFlights[i], FLIGHTS, i) : null;
    flights[i] = {
      segments: segmentsOfFlight,
      journeyMinutes: f ? readOptionalInteger(f.journeyTime, FLIGHTS, i, 'journeyTime') : null,
      transfers: (f ? readOptionalInteger(f.transferCount, FLIGHTS, i, 'transferCount') : null) ?? Math.max(0, segmentsOfFlight.length - 1),
      lastTicketingTime: f ? readOptionalString(f.lastTktTime, FLIGHTS, i, 'lastTktTime') : null,
    };
  }

  const allowances = new AllowanceCache();
  const rawSolutions = readOptionalArray(data.solutions, ROOT, 'solutions');
  const offers: CompactOffer[] = [];
  let droppedOffers = 0;
  for (let i = 0; i < rawSolutions.length; i++) {
    const s = readObject(rawSolutions[i], SOLUTIONS, i);
    const solutionId = readString(s.solutionId, SOLUTIONS, i, 'solutionId');
    const price = offerPrice(readPriceUnits(s, SOLUTIONS, i), counts);
    const solution = at(SOLUTIONS, i);
    const baggage = readBaggageMap(s.baggageMap, at(solution, 'baggageMap'), allowances);
    const rules = readRuleMap(s.miniRuleMap, at(solution, 'miniRuleMap'), allowances);
    const categories = readStringList(s.category, SOLUTIONS, i, 'category');
    const platingCarrier = readOptionalString(s.platingCarrier, SOLUTIONS, i, 'platingCarrier');
    const journeys = join.solutionFlights[i];
    if (!journeys) {
      droppedOffers++;
      continue;
    }
    if (platingCarrier) airlineCodes.add(platingCarrier);
    offers.push({
      index: offers.length,
      solutionId,
      solutionKey: readOptionalString(s.solutionKey, SOLUTIONS, i, 'solutionKey'),
      journeys,
      fareType: readOptionalString(s.fareType, SOLUTIONS, i, 'fareType'),
      platingCarrier,
      categories,
      virtualInterlining: categories.includes('VI'),
      price,
      baggage,
      rules,
    });
  }
  return { segments, flights, offers, droppedOffers, placeCodes, airlineCodes };
}
