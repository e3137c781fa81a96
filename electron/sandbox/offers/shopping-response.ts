/**
 * The `data` of a Shopping V8 answer (2.4) in the real service's forms: flights list their
 * segments under `segmengtIds` (sic), solutions carry the extra null keys the real service sends
 * (`comments`, `fareRule`, `rule`, `prices`), virtual-interlining offers `category: ["VI"]`.
 * Segments and flights shared by several solutions are listed once.
 */
import { fareTypeOf } from '../fares/products';
import { quoteOffer } from '../fares/fare-quote';
import { fromCents } from '../money/cents';
import { beijingDateTime } from '../time/wire-time';
import { seatsFor } from './booking-choice';
import {
  shoppingBaggageMap,
  shoppingMiniRuleMap,
  type MiniRuleGroup,
  type ShoppingBaggageEntry,
  type ShoppingMiniRule,
} from './conditions-maps';
import { lastTicketingFor } from './last-ticketing-time';
import { platingCarrierOf, type Offer, type SegmentChoice } from './offer';
import { encodeSolutionId, offerKey } from './solution-id';
import { opaqueId, segmentKey, wireSegment, type WireSegment } from './wire-segment';
import { wireAmounts, type WireAmounts } from './wire-solution';

export interface ShoppingFlight {
  flightId: string;
  journeyTime: number;
  transferCount: number;
  lastTktTime: string | null;
  segmengtIds: string[];
}

export interface ShoppingSolution extends WireAmounts {
  solutionKey: string;
  solutionId: string;
  fareType: string;
  qCharge: number;
  journeys: Record<string, string[]>;
  platingCarrier: string;
  adults: number;
  children: number;
  infants: number;
  baggageMap: Record<string, ShoppingBaggageEntry[]>;
  miniRuleMap: Record<string, MiniRuleGroup<ShoppingMiniRule>[]>;
  afterSaleRule: null;
  category?: string[];
  comments: null;
  fareRule: null;
  rule: null;
  prices: null;
}

export interface ShoppingData {
  searchKey: string;
  shoppingKey: string;
  solutions: ShoppingSolution[];
  flights: ShoppingFlight[];
  segments: WireSegment[];
}

export function shoppingData(seed: number, offers: readonly Offer[], searchKey: string): ShoppingData {
  const segments = new Map<string, WireSegment>();
  const flights = new Map<string, ShoppingFlight>();
  const solutions: ShoppingSolution[] = [];

  const formatted = new Map<number, string>();
  const flightsByJourney = new Map<readonly SegmentChoice[], ShoppingFlight>();
  const beijingText = (instant: number): string => {
    let text = formatted.get(instant);
    if (text === undefined) {
      text = beijingDateTime(instant);
      formatted.set(instant, text);
    }
    return text;
  };
  for (const offer of offers) {
    const key = offerKey(offer);
    const journeys: Record<string, string[]> = {};
    offer.journeys.forEach((journey, index) => {
      // Round trips reuse each journey option in many pairs: look it up by identity first.
      let flight = flightsByJourney.get(journey);
      if (!flight) {
        const segmentIds = journey.map(({ dated, booking }) => {
          const keyOfSegment = `${segmentKey(dated, booking)}|${offer.product}`;
          let segment = segments.get(keyOfSegment);
          if (!segment) {
            segment = wireSegment(opaqueId(seed, 'segment', keyOfSegment), dated, booking, offer.product, seatsFor(seed, dated, booking));
            segments.set(keyOfSegment, segment);
          }
          return segment.segmentId;
        });
        const flightKey = segmentIds.join(',');
        flight = flights.get(flightKey);
        if (!flight) {
          const first = journey[0]?.dated;
          const last = journey[journey.length - 1]?.dated;
          flight = {
            flightId: opaqueId(seed, 'flight', flightKey),
            journeyTime: first && last ? Math.round((last.arrivalInstant - first.departureInstant) / 60_000) : 0,
            transferCount: journey.length - 1,
            lastTktTime: beijingText(lastTicketingFor(offer.shoppedAt, first?.departureInstant ?? offer.shoppedAt)),
            segmengtIds: segmentIds,
          };
          flights.set(flightKey, flight);
        }
        flightsByJourney.set(journey, flight);
      }
      journeys[`journey_${index}`] = [flight.flightId];
    });

    const solutionId = encodeSolutionId(seed, offer, 'S');
    const quote = quoteOffer(seed, offer);
    const solution: ShoppingSolution = {
      solutionKey: opaqueId(seed, 'solution', key),
      solutionId,
      fareType: fareTypeOf(offer.product),
      ...wireAmounts(quote),
      qCharge: fromCents(quote.qCharge),
      journeys,
      platingCarrier: platingCarrierOf(offer),
      adults: offer.passengers.adults,
      children: offer.passengers.children,
      infants: offer.passengers.infants,
      baggageMap: shoppingBaggageMap(seed, offer, key),
      miniRuleMap: shoppingMiniRuleMap(seed, offer, key),
      afterSaleRule: null,
      comments: null,
      fareRule: null,
      rule: null,
      prices: null,
    };
    if (offer.ticketing === 'virtual-interline') solution.category = ['VI'];
    solutions.push(solution);
  }
  return {
    searchKey,
    shoppingKey: opaqueId(seed, 'shopping', searchKey, solutions.length, solutions[0]?.solutionKey ?? ''),
    solutions,
    flights: [...flights.values()],
    segments: [...segments.values()],
  };
}
