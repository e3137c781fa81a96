/**
 * `POST /sandbox/orders`: books a to-be-paid TEST order from a solution, for tests and trainers.
 * The solution is priced again by the same rules as PrecisePricing (so the order costs what
 * pricing said, and its errors apply), then booked through the same path as PreciseBooking
 * (book-order.ts), with three conveniences PreciseBooking does not offer: passengers are made up
 * when none are given, an infant without `associatedPassengerIndex` travels with the next adult
 * who has none, and the document (B065) and duplicate (B029) rules are skipped.
 */
import { startOfDay } from '../time/calendar';
import { pricingSegmentsOf } from '../offers/pricing-segments';
import { decodeSolutionId } from '../offers/solution-id';
import { type SandboxContext } from '../operations/operation-context';
import { checkPassengerCounts } from '../operations/passenger-rules';
import { priceRequest } from '../operations/pricing';
import { readPricingRequest, type PricingRequest } from '../operations/pricing-request';
import { ApiError } from '../protocol/envelope';
import { FieldProblem, isJsonObject, optionalString, requireArray, type JsonObject } from '../protocol/field-reader';
import { beijingWallClock } from '../time/wire-time';
import { bookOrder } from './book-order';
import { readBookingPassengers } from './booking-passengers';
import { type AirOrder, type OrderPassenger, type PassengerType } from './order-model';
import { demoPassengers } from './passenger-names';

export interface CreateSandboxOrderPassenger {
  psgType: 'ADT' | 'CHD' | 'INF';
  lastName: string;
  firstName: string;
  /** yyyy-MM-dd */
  birthday: string;
  sex: 'M' | 'F';
  nationality?: string;
  cardType?: string;
  cardNum?: string;
  cardExpiredDate?: string;
  /** An infant's adult; absent = the next adult without an infant. */
  associatedPassengerIndex?: number;
  /** 1-based; absent = the list order. */
  passengerIndex?: number;
}

/**
 * Give the solutionId directly, or the pricing request you sent (`pricing`: its journeys and
 * solutionId), or the priced solution (`solution`: anything with a solutionId). Without
 * `passengers`, demo passengers matching the solution's counts are made up.
 */
export interface CreateSandboxOrderRequest {
  solutionId?: string;
  pricing?: { solutionId: string; journeys?: unknown; adults?: number | string; children?: number | string; infants?: number | string; cabin?: string };
  solution?: { solutionId: string };
  passengers?: CreateSandboxOrderPassenger[];
  contact?: { name?: string; email?: string; telNum?: string };
  /** Defaults to the demo partner. */
  partnerId?: string;
}

export class CreateOrderError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export function createTestOrder(context: SandboxContext, input: unknown, partnerId: string): AirOrder {
  if (!isJsonObject(input)) throw new CreateOrderError(400, 'the body must be a JSON object');
  try {
    const request = pricingRequestOf(context, input);
    const passengers = passengersOf(context, input, request);
    request.passengers = {
      adults: passengers.filter((p) => p.psgType === 'ADT').length,
      children: passengers.filter((p) => p.psgType === 'CHD').length,
      infants: passengers.filter((p) => p.psgType === 'INF').length,
    };
    checkPassengerCounts(request.passengers);
    const offer = priceRequest(request, context);
    const contactInput = isJsonObject(input.contact) ? input.contact : {};
    const lead = passengers[0];
    return bookOrder(context, {
      partnerId,
      offer,
      solutionId: request.solutionId,
      passengers,
      contact: {
        name: optionalString(contactInput, 'name') ?? `${lead?.lastName ?? ''}/${lead?.firstName ?? ''}`,
        email: optionalString(contactInput, 'email') ?? 'agent@example.com',
        telNum: optionalString(contactInput, 'telNum') ?? '13800138000',
      },
      buyerOrder: null,
      purpose: 'Created by POST /sandbox/orders',
      rules: { documents: false, duplicates: false },
    });
  } catch (error) {
    if (error instanceof CreateOrderError) throw error;
    if (error instanceof FieldProblem) throw new CreateOrderError(400, `${error.field} is ${error.kind}`);
    if (error instanceof ApiError) throw new CreateOrderError(409, `the solution cannot be booked: ${error.error.code} ${error.error.message}`, error.error.code);
    throw error;
  }
}

function pricingRequestOf(context: SandboxContext, input: JsonObject): PricingRequest {
  if (isJsonObject(input.pricing) && input.pricing.journeys !== undefined) {
    return readPricingRequest({ pricing: { adults: 1, ...input.pricing } });
  }
  const solutionId =
    (typeof input.solutionId === 'string' && input.solutionId) ||
    (isJsonObject(input.pricing) && typeof input.pricing.solutionId === 'string' && input.pricing.solutionId) ||
    (isJsonObject(input.solution) && typeof input.solution.solutionId === 'string' && input.solution.solutionId) ||
    '';
  if (!solutionId) throw new CreateOrderError(400, 'give solutionId, pricing (with solutionId) or solution (with solutionId)');
  const decoded = decodeSolutionId(context.seed, context.network, solutionId);
  if (!decoded) throw new CreateOrderError(400, 'solutionId is illegal');
  // Re-price exactly the decoded flights and booking codes.
  return {
    solutionId,
    cabin: null,
    passengers: decoded.offer.passengers,
    journeys: pricingSegmentsOf(decoded.offer).map((journey) => journey.map((segment) => ({ ...segment, cabinClass: undefined }))),
  };
}

function passengersOf(context: SandboxContext, input: JsonObject, request: PricingRequest): OrderPassenger[] {
  if (input.passengers === undefined || input.passengers === null) {
    const types: PassengerType[] = [
      ...Array<PassengerType>(request.passengers.adults).fill('ADT'),
      ...Array<PassengerType>(request.passengers.children).fill('CHD'),
      ...Array<PassengerType>(request.passengers.infants).fill('INF'),
    ];
    return demoPassengers(context.seed, `${request.solutionId}|${context.book.state.nextSequence}`, types, startOfDay(beijingWallClock(context.clock.now())));
  }
  const passengers = readBookingPassengers(requireArray(input, 'passengers'));
  const carers = passengers.filter((p) => p.psgType === 'ADT' && !passengers.some((infant) => infant.associatedPassengerIndex === p.passengerIndex));
  return passengers.map((passenger) => ({
    ...passenger,
    nationality: passenger.nationality || 'CN',
    ...(passenger.psgType === 'INF' && !passenger.associatedPassengerIndex ? { associatedPassengerIndex: carers.shift()?.passengerIndex ?? null } : {}),
  }));
}
