import { entriesOf } from '../errors/catalogue';
import { AnswerShapeError } from '../../desk/shopping/answer-shape-error';
import { normaliseShopping, type NormalisedShopping } from '../../desk/shopping/normalise-shopping';
import { defineOperationSpec, type DataReading } from './operation-spec';

export interface ShoppingLeg {
  origin: string;
  destination: string;
  /** yyyy-MM-dd */
  departureDate: string;
  /** '' (any), Economy, PremiumEconomy, Business, First. */
  cabinClass: string;
  /** Airline codes for this journey only; empty for any. */
  airlines: string[];
}

export interface ShoppingRequest {
  adults: number;
  children: number;
  infants: number;
  nonstop: boolean;
  /** Airline codes for the whole search; empty for any. */
  airlines: string[];
  /** 0 = the service's default count. */
  solutions: number;
  tag: string;
  legs: ShoppingLeg[];
}

/** Shopping V8 (4.1): read-only, long-running, gzip-compressed; the answer comes back normalised. */
export const shoppingOperation = defineOperationSpec<ShoppingRequest, NormalisedShopping>({
  name: 'shopping',
  errors: entriesOf('shopping'),
  path: '/json/shoppingV8',
  host: 'api',
  effect: 'read',
  acceptGzip: true,
  defaultTimeoutMs: 60_000,
  encoding: 'json',
  buildPayload: (request) => ({
    search: {
      adults: request.adults,
      children: request.children,
      infants: request.infants,
      nonstop: request.nonstop ? 1 : 0,
      airline: request.airlines.join(','),
      solutions: request.solutions,
      tag: request.tag,
      returnTagPrice: 'Y',
      searchAirLegs: request.legs.map((leg) => ({
        cabinClass: leg.cabinClass,
        departureDate: leg.departureDate,
        origin: leg.origin,
        destination: leg.destination,
        airline: leg.airlines.join(','),
      })),
    },
  }),
  // Answers run to megabytes: read and joined in one pass (wire/shopping.ts is the reference schema).
  readData: (data, request) => readShoppingData(data, request),
});

function readShoppingData(data: unknown, request: ShoppingRequest): DataReading<NormalisedShopping> {
  try {
    return { ok: true, value: normaliseShopping(data, request) };
  } catch (error) {
    if (error instanceof AnswerShapeError) return { ok: false, field: error.path, problem: error.problem };
    throw error;
  }
}
