/**
 * The last moment an offer can be ticketed: 72 hours after shopping, but never later than
 * 3 hours before the first departure. Pricing answers B026 once it has passed (by the sandbox
 * clock), which a trainer reproduces by advancing the clock.
 */
import { type Offer } from './offer';

const HOLD_MS = 72 * 3_600_000;
const BEFORE_DEPARTURE_MS = 3 * 3_600_000;

export function lastTicketingInstant(offer: Offer): number {
  return lastTicketingFor(offer.shoppedAt, offer.journeys[0]?.[0]?.dated.departureInstant ?? offer.shoppedAt);
}

/** The same rule for one journey (each shopping flight carries its own lastTktTime). */
export function lastTicketingFor(shoppedAt: number, firstDeparture: number): number {
  const instant = Math.min(shoppedAt + HOLD_MS, firstDeparture - BEFORE_DEPARTURE_MS);
  return Math.floor(instant / 60_000) * 60_000;
}
