/**
 * Direct pricing: ASSUMED FROM PUBLIC MATERIAL, NOT IN THE SPECIFICATION. Public clients call
 * PrecisePricing `_V10`/`_V11` with `solutionId: "direct pricing"` (one client writes
 * `"direct_pricing"`) to price the given journeys without a shopping solution.
 *
 * The sandbox prices them when every segment is a flight of its timetable: the carrier flies that
 * number between those airports on that local date, at the sent times when times are sent.
 * Anything else answers `B020 Can not find any price for this flight.` (a journey whose segments
 * do not connect, airport to airport and in time, is `P001 journey_N is illegal.`). Then the usual
 * pricing rules apply: B016 near take-off, B026 last ticketing time, the trap flights HU7999 (B015)
 * and HU7998 (B021), B020/B021 on the booking codes, `cabin`. The product is the `tag` (SAVER,
 * STANDARD, FLEX; another value is `P001 tag is illegal.`), STANDARD when the tag is empty. There is
 * no shopping time, so the last ticketing time counts from the pricing.
 */
import { parseProduct, type Product } from '../../fares/products';
import { flightOnDate, type DatedFlight } from '../../network/dated-flight';
import { lastTicketingFor } from '../../offers/last-ticketing-time';
import { seatedPassengers, type Offer, type SegmentChoice } from '../../offers/offer';
import { ticketingOfSegments } from '../../offers/ticketing-kind';
import { ApiError } from '../../protocol/envelope';
import { PRICING_ERRORS } from '../../protocol/error-messages';
import { FieldProblem, isJsonObject, optionalString, type JsonObject } from '../../protocol/field-reader';
import { parseIsoDate } from '../../time/calendar';
import { type SandboxContext } from '../operation-context';
import { checkStillSellable, requestedBooking, segmentDescribes } from '../pricing-rules';
import { type PricingRequest } from '../pricing-request';

const DIRECT_PRICING_IDS = new Set(['direct pricing', 'direct_pricing']);

export function isDirectPricing(solutionId: string): boolean {
  return DIRECT_PRICING_IDS.has(solutionId.trim().toLowerCase());
}

/** The product a direct pricing sells when no tag is sent. */
export const DIRECT_PRICING_DEFAULT_PRODUCT: Product = 'STANDARD';

export function priceDirectly(request: PricingRequest, body: JsonObject, context: SandboxContext): Offer {
  const product = productOfTag(isJsonObject(body.pricing) ? body.pricing : {});
  const flights = request.journeys.map((journey, index) => {
    const dated = journey.map((segment) => {
      const flight = context.network.flight(segment.airline, segment.flightNum);
      const date = parseIsoDate(segment.departureDate);
      const found = flight && date !== null ? flightOnDate(flight, date) : null;
      if (!found || !segmentDescribes(segment, found)) throw new ApiError(PRICING_ERRORS.noPrice);
      return found;
    });
    if (!connects(dated)) throw new FieldProblem('illegal', `journey_${index}`);
    return dated;
  });

  const now = context.clock.now();
  const firstDeparture = flights[0]?.[0]?.departureInstant ?? now;
  checkStillSellable(flights.flat(), lastTicketingFor(now, firstDeparture), now);

  const party = seatedPassengers(request.passengers);
  const journeys = flights.map((journey, j) =>
    journey.map((dated, s): SegmentChoice => ({ dated, booking: requestedBooking(request, request.journeys[j]?.[s], dated, party, context.seed) })),
  );
  const cabin = journeys[0]?.[0]?.booking.cabin ?? 'ECONOMY';
  return {
    journeys,
    product,
    cabin,
    passengers: request.passengers,
    ticketing: ticketingOfSegments(journeys),
    shoppedAt: now,
    fareAdjustmentPerMille: 0,
    pricedAt: now,
  };
}

function productOfTag(pricing: JsonObject): Product {
  const tag = (optionalString(pricing, 'tag') ?? '').trim().toUpperCase();
  if (tag === '') return DIRECT_PRICING_DEFAULT_PRODUCT;
  const product = parseProduct(tag);
  if (!product) throw new FieldProblem('illegal', 'tag');
  return product;
}

/** Each segment leaves from where the previous one landed, after it landed. */
function connects(journey: readonly DatedFlight[]): boolean {
  return journey.every((dated, index) => {
    const previous = journey[index - 1];
    return !previous || (previous.flight.destination === dated.flight.origin && previous.arrivalInstant <= dated.departureInstant);
  });
}
