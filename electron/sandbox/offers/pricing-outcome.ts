/**
 * Between shopping and pricing the real market moves. A seeded 20 % of shopped offers come back
 * from pricing changed, always the same way for the same offer so tests can rely on it:
 *
 * - 80 % unchanged;
 * - 7 % price up by 2–15 %;
 * - 6 % price down by 2–10 %;
 * - 7 % the booking code of the first segment is gone and the next code up is sold instead
 *   (a higher price and a different availability).
 *
 * Offers re-issued by pricing (origin P) never change again, so pricing twice, or creating an
 * order from the priced solutionId, sees the priced figures.
 */
import { BOOKING_LADDERS } from '../fares/cabins';
import { type ForcedDrift } from '../faults/fault-rule';
import { unitFor } from '../random/seeded-random';
import { seatedPassengers, type Offer } from './offer';
import { seatsFor } from './booking-choice';
import { offerKey, type SolutionOrigin } from './solution-id';

export type PricingOutcomeKind = 'unchanged' | 'price-up' | 'price-down' | 'booking-code-changed';

export interface PricingOutcome {
  kind: PricingOutcomeKind;
  offer: Offer;
}

export function pricingOutcomeKind(seed: number, offer: Offer, origin: SolutionOrigin): PricingOutcomeKind {
  if (origin === 'P') return 'unchanged';
  const roll = unitFor(seed, 'pricing-outcome', offerKey(offer));
  if (roll < 0.8) return 'unchanged';
  if (roll < 0.87) return 'price-up';
  if (roll < 0.93) return 'price-down';
  return 'booking-code-changed';
}

/** A drift fault that moves the price (`schedule` is not a price move: each operation answers it). */
export type PriceDrift = Exclude<ForcedDrift, 'schedule'>;

export const PRICE_MOVES: Readonly<Record<PriceDrift, Exclude<PricingOutcomeKind, 'unchanged'>>> = {
  up: 'price-up',
  down: 'price-down',
  'booking-code': 'booking-code-changed',
};

/** `forced` (a drift fault) replaces the seeded outcome of an offer priced for the first time. */
export function applyPricingOutcome(seed: number, offer: Offer, origin: SolutionOrigin, forced?: PriceDrift): PricingOutcome {
  const kind = forced && origin !== 'P' ? PRICE_MOVES[forced] : pricingOutcomeKind(seed, offer, origin);
  return kind === 'unchanged' ? { kind, offer } : movedOffer(seed, offer, kind);
}

/**
 * The offer after the market moved it, from wherever its price stands now (a shopped offer has no
 * adjustment yet; an order re-priced by OrderPricing may already have one). Seeded per offer, so
 * the same offer always moves by the same amount.
 */
export function movedOffer(seed: number, offer: Offer, kind: Exclude<PricingOutcomeKind, 'unchanged'>): PricingOutcome {
  const size = unitFor(seed, 'pricing-change-size', offerKey(offer));
  const adjusted = (change: number): Offer => ({ ...offer, fareAdjustmentPerMille: offer.fareAdjustmentPerMille + change });
  switch (kind) {
    case 'price-up':
      return { kind, offer: adjusted(20 + Math.round(size * 130)) };
    case 'price-down':
      return { kind, offer: adjusted(-(20 + Math.round(size * 80))) };
    case 'booking-code-changed': {
      const changed = withNextCodeUp(seed, offer);
      return changed ? { kind, offer: changed } : { kind: 'price-up', offer: adjusted(50) };
    }
  }
}

/** The first segment moves to the cheapest more expensive code that still seats the party. */
function withNextCodeUp(seed: number, offer: Offer): Offer | null {
  const [firstJourney, ...otherJourneys] = offer.journeys;
  const [first, ...rest] = firstJourney ?? [];
  if (!first) return null;
  const ladder = BOOKING_LADDERS[first.booking.cabin];
  const party = seatedPassengers(offer.passengers);
  for (let rank = first.booking.rank - 1; rank >= 0; rank -= 1) {
    const booking = ladder[rank];
    if (booking && seatsFor(seed, first.dated, booking) >= party) {
      return { ...offer, journeys: [[{ dated: first.dated, booking }, ...rest], ...otherJourneys] };
    }
  }
  return null;
}
