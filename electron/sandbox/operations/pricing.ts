/**
 * PrecisePricing V9 (4.2), also served on `_V10` and `_V11` (the V9 body plus `tag`; extra keys
 * such as `solutionKey` are ignored as everywhere). Checks, in this order: fields (P001/P002),
 * passenger counts (P004, P005, P009), unknown airlines/airports in the journeys (B039), a
 * solutionId the sandbox can read (else P001 `solutionId is illegal.`), journeys equal to the
 * solutionId's flights (B068), departure at least 2 hours away by the sandbox clock (B016), the
 * last ticketing time not passed (B026), the documented trap flights (HU7997 retimed: B068;
 * HU7999: B015; HU7998 sold out: B021), then the booking codes: a code the flight does not sell
 * (or a cabin it does not have) answers B020, a code without seats for the party B021. With
 * `cabin` set, the cheapest code of that cabin with seats is priced on every segment. Otherwise
 * each segment is priced in its requested booking code; when those are the shopped codes the
 * seeded price drift applies (pricing-outcome.ts).
 *
 * Direct pricing (newer paths only; ASSUMED FROM PUBLIC MATERIAL, NOT IN THE SPECIFICATION):
 * `solutionId: "direct pricing"` (or `"direct_pricing"`) prices the given journeys without a
 * shopping solution, see direct-pricing.ts. On V9 it stays `P001 solutionId is illegal.`, since
 * V9 compares the solutionId with the journeys.
 *
 * Every priced solutionId is re-issued (origin P) and carries the pricing time: PreciseBooking
 * must follow within 30 minutes (B005).
 */
import { airlineByCode } from '../data/airlines';
import { airportByCode } from '../data/airports';
import { lastTicketingInstant } from '../offers/last-ticketing-time';
import { seatedPassengers, type Offer, type SegmentChoice } from '../offers/offer';
import { applyPricingOutcome, type PriceDrift } from '../offers/pricing-outcome';
import { pricingData } from '../offers/pricing-response';
import { decodeSolutionId } from '../offers/solution-id';
import { ApiError, success } from '../protocol/envelope';
import { PRICING_ERRORS, relatedDataNotFound } from '../protocol/error-messages';
import { FieldProblem } from '../protocol/field-reader';
import { NEWER_VERSION_PATHS } from '../protocol/operations';
import { type PricingTrap } from '../network/scheduled-flight';
import { isDirectPricing, priceDirectly } from './assumed/direct-pricing';
import { type OperationHandler, type SandboxContext } from './operation-context';
import { checkPassengerCounts } from './passenger-rules';
import { checkStillSellable, requestedBooking, segmentDescribes } from './pricing-rules';
import { readPricingRequest, type PricingRequest } from './pricing-request';

export const pricing: OperationHandler = ({ body, forcedDrift, path }, context) => {
  const request = readPricingRequest(body);
  checkPassengerCounts(request.passengers);
  for (const segment of request.journeys.flat()) {
    if (!airlineByCode(segment.airline)) throw new ApiError(relatedDataNotFound(segment.airline));
    for (const code of [segment.departure, segment.arrival]) if (!airportByCode(code)) throw new ApiError(relatedDataNotFound(code));
  }
  // A `drift=schedule` fault: the airline retimed a flight since the solution was made.
  if (forcedDrift === 'schedule') throw new ApiError(PRICING_ERRORS.segmentsDiffer);
  const direct = isDirectPricing(request.solutionId) && NEWER_VERSION_PATHS[path] === 'pricing';
  const offer = direct ? priceDirectly(request, body, context) : priceRequest(request, context, forcedDrift);
  return { envelope: success(pricingData(context.seed, offer)) };
};

/** The offer the request prices, as pricing would sell it; throws the pricing errors. */
export function priceRequest(request: PricingRequest, context: SandboxContext, forcedDrift?: PriceDrift): Offer {
  const decoded = decodeSolutionId(context.seed, context.network, request.solutionId);
  if (!decoded) throw new FieldProblem('illegal', 'solutionId');
  const shopped = decoded.offer;
  if (!sameFlights(request, shopped)) throw new ApiError(PRICING_ERRORS.segmentsDiffer);
  // A flight retimed since shopping: its shopped details no longer match the solution (B068).
  if (hasTrap(shopped.journeys, 'B068')) throw new ApiError(PRICING_ERRORS.segmentsDiffer);

  const now = context.clock.now();
  checkStillSellable(shopped.journeys.flat().map((choice) => choice.dated), lastTicketingInstant(shopped), now);

  const party = seatedPassengers(request.passengers);
  const sameCodes = request.cabin === null && request.journeys.every((journey, j) => journey.every((segment, s) => segment.bookingCode === shopped.journeys[j]?.[s]?.booking.code));
  const journeys = shopped.journeys.map((journey, j) =>
    journey.map((choice, s): SegmentChoice => ({ dated: choice.dated, booking: requestedBooking(request, request.journeys[j]?.[s], choice.dated, party, context.seed) })),
  );
  const offer: Offer = { ...shopped, journeys, passengers: request.passengers, cabin: journeys[0]?.[0]?.booking.cabin ?? shopped.cabin, pricedAt: now };
  if (!sameCodes) return { ...offer, fareAdjustmentPerMille: decoded.origin === 'P' ? shopped.fareAdjustmentPerMille : 0 };
  // Drift is decided on the offer as shopped (its passengers included) and then priced for the request's passengers.
  const outcome = applyPricingOutcome(context.seed, shopped, decoded.origin, forcedDrift);
  return { ...outcome.offer, passengers: request.passengers, pricedAt: now };
}

function hasTrap(journeys: Offer['journeys'], trap: PricingTrap): boolean {
  return journeys.some((journey) => journey.some(({ dated }) => dated.flight.pricingTrap === trap));
}

/** B068: the journeys must name the solutionId's flights, in order, with their dates and times. */
function sameFlights(request: PricingRequest, offer: Offer): boolean {
  if (request.journeys.length !== offer.journeys.length) return false;
  return request.journeys.every((journey, j) => {
    const shopped = offer.journeys[j] ?? [];
    if (journey.length !== shopped.length) return false;
    return journey.every((segment, s) => {
      const choice = shopped[s];
      return choice !== undefined && segmentDescribes(segment, choice.dated);
    });
  });
}
