import type { OfferSnapshot } from '../../../contract/domains/pricing';
import type { CompactOffer, CompactSegment, ShoppingResults } from '../../../contract/domains/shopping';
import { AnswerShapeError } from '../shopping/answer-shape-error';
import { at, ROOT } from '../shopping/fast-readers';
import { joinItineraries } from '../shopping/join-itineraries';
import { offerPrice, readPriceUnits, type PassengerCounts } from '../shopping/offer-price';
import { readBaggageMap, readRuleMap } from '../shopping/read-allowances';
import { readSegment } from '../shopping/read-segment';
import type { WirePricingData } from '../../wholesale/wire/pricing';

/** A shopped offer with its itinerary spelled out, to sit beside the priced one. */
export function snapshotOfShopped(results: ShoppingResults, offer: CompactOffer): OfferSnapshot {
  const journeys = offer.journeys.map((flightIndex) => {
    const flight = results.flights[flightIndex];
    const segments = (flight?.segments ?? []).map((index) => results.segments[index]).filter((s): s is CompactSegment => s !== undefined);
    return { segments, journeyMinutes: flight?.journeyMinutes ?? null, transfers: flight?.transfers ?? Math.max(0, segments.length - 1) };
  });
  const lastTimes = offer.journeys.map((index) => results.flights[index]?.lastTicketingTime).filter((t): t is string => typeof t === 'string').sort();
  return {
    solutionId: offer.solutionId,
    journeys,
    fareType: offer.fareType,
    platingCarrier: offer.platingCarrier,
    virtualInterlining: offer.virtualInterlining,
    price: offer.price,
    baggage: offer.baggage,
    rules: offer.rules,
    lastTicketingTime: lastTimes[0] ?? null,
  };
}

/**
 * The PrecisePricing answer in the same shape. Pricing answers carry no qCharge (the Q charge is
 * part of their taxes), reduced baggage entries and reduced mini rules; the reader reads what is
 * there and the diff compares only what both answers carry.
 */
export function snapshotOfPriced(data: WirePricingData, counts: PassengerCounts, lastTicketingTime: string | null): OfferSnapshot {
  const join = joinItineraries({ solutions: [data.solution], flights: data.flights, segments: data.segments });
  const flights = join.solutionFlights[0];
  if (!flights) throw new AnswerShapeError('solution.journeys', 'refer to flights or segments the answer does not contain');
  const segments = data.segments.map((raw, index) => readSegment(raw, at(ROOT, 'segments'), index).segment);
  const solution = data.solution as unknown as Record<string, unknown>;
  const where = at(ROOT, 'solution');
  return {
    solutionId: data.solution.solutionId,
    journeys: flights.map((flightIndex) => {
      const positions = join.flightSegments[flightIndex] ?? [];
      const wireFlight = data.flights[flightIndex];
      return {
        segments: positions.map((p) => segments[p] as CompactSegment),
        journeyMinutes: wireFlight?.journeyTime ?? null,
        transfers: wireFlight?.transferCount ?? Math.max(0, positions.length - 1),
      };
    }),
    fareType: data.solution.fareType,
    platingCarrier: data.solution.platingCarrier,
    virtualInterlining: false,
    price: offerPrice(readPriceUnits(solution, where), counts),
    baggage: readBaggageMap(solution.baggageMap, at(where, 'baggageMap')),
    rules: readRuleMap(solution.miniRuleMap, at(where, 'miniRuleMap')),
    lastTicketingTime,
  };
}
