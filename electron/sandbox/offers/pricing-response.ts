/**
 * The `data` of a PrecisePricing V9 answer (2.6): flights list their segments under `segmentIds`,
 * the solution has no qCharge/afterSaleRule/category (the Q charge is included in the taxes so the
 * total matches shopping), adds `baggages` and `bookingWithoutCard`, and carries the reduced
 * baggage entries and mini rules. Its solutionId is re-issued (origin P): use it for the order.
 */
import { quoteOffer } from '../fares/fare-quote';
import { fareTypeOf } from '../fares/products';
import { unitFor } from '../random/seeded-random';
import { seatsFor } from './booking-choice';
import { isBookableWithoutCard } from './booking-without-card';
import { pricingBaggageMap, pricingBaggages, pricingMiniRuleMap, type MiniRuleGroup, type PricingBaggageEntry, type PricingMiniRule } from './conditions-maps';
import { platingCarrierOf, type Offer } from './offer';
import { encodeSolutionId, offerKey } from './solution-id';
import { opaqueId, segmentKey, wireSegment, type WireSegment } from './wire-segment';
import { amountsWithQChargeInTaxes, type WireAmounts } from './wire-solution';

export interface PricingFlight {
  flightId: string;
  journeyTime: number;
  transferCount: number;
  segmentIds: string[];
}

export interface PricingSolution extends WireAmounts {
  solutionKey: string;
  solutionId: string;
  fareType: string;
  journeys: Record<string, string[]>;
  platingCarrier: string;
  adults: number;
  children: number;
  infants: number;
  baggageMap: Record<string, PricingBaggageEntry[]>;
  miniRuleMap: Record<string, MiniRuleGroup<PricingMiniRule>[]>;
  baggages: Record<string, { carryOn: string | null; baggage: string | null }>;
  bookingWithoutCard: number;
  comments: null;
  fareRule: null;
  rule: null;
  prices: null;
}

export interface PricingData {
  solution: PricingSolution;
  flights: PricingFlight[];
  segments: WireSegment[];
  ancillaryAvailability: { paidBag: boolean; paidSeat: boolean };
}

export function pricingData(seed: number, offer: Offer): PricingData {
  const segments: WireSegment[] = [];
  const flights: PricingFlight[] = [];
  const journeys: Record<string, string[]> = {};
  offer.journeys.forEach((journey, index) => {
    const ids = journey.map(({ dated, booking }) => {
      const key = `${segmentKey(dated, booking)}|${offer.product}`;
      const segment = wireSegment(opaqueId(seed, 'segment', key), dated, booking, offer.product, seatsFor(seed, dated, booking));
      segments.push(segment);
      return segment.segmentId;
    });
    const first = journey[0]?.dated;
    const last = journey[journey.length - 1]?.dated;
    const flight: PricingFlight = {
      flightId: opaqueId(seed, 'flight', ids.join(',')),
      journeyTime: first && last ? Math.round((last.arrivalInstant - first.departureInstant) / 60_000) : 0,
      transferCount: journey.length - 1,
      segmentIds: ids,
    };
    flights.push(flight);
    journeys[`journey_${index}`] = [flight.flightId];
  });

  const quote = quoteOffer(seed, offer);
  // No qCharge field in pricing: the Q charge is part of the seated passengers' taxes.
  const amounts = amountsWithQChargeInTaxes(quote);
  const key = offerKey(offer);
  return {
    solution: {
      solutionKey: opaqueId(seed, 'solution', key),
      solutionId: encodeSolutionId(seed, offer, 'P'),
      fareType: fareTypeOf(offer.product),
      ...amounts,
      journeys,
      platingCarrier: platingCarrierOf(offer),
      adults: offer.passengers.adults,
      children: offer.passengers.children,
      infants: offer.passengers.infants,
      baggageMap: pricingBaggageMap(seed, offer),
      miniRuleMap: pricingMiniRuleMap(seed, offer),
      baggages: pricingBaggages(seed, offer),
      bookingWithoutCard: isBookableWithoutCard(offer) ? 1 : 0,
      comments: null,
      fareRule: null,
      rule: null,
      prices: null,
    },
    flights,
    segments,
    ancillaryAvailability: {
      paidBag: offer.cabin === 'ECONOMY' && offer.product !== 'FLEX',
      paidSeat: unitFor(seed, 'paid-seat', platingCarrierOf(offer)) < 0.5,
    },
  };
}
