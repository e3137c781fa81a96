/**
 * Shopping V8 (4.1). Checks, in this order: the `search` object and field types (P001/P002),
 * passenger counts (P004, P005, P009), the number of journeys (B066), the tag (B195), airports
 * and airlines (B039), departure dates (B038, by the sandbox clock in Beijing time); then searches.
 * A search that finds nothing answers B014 "Shopping failed.".
 */
import { airlineByCode } from '../data/airlines';
import { airportsForSearchCode, type Airport } from '../data/airports';
import { cabinLetter, parseCabin, type Cabin } from '../fares/cabins';
import { PRODUCTS, parseProduct, type Product } from '../fares/products';
import { findOffers, type ShoppingLeg } from '../offers/shopping-search';
import { shoppingData } from '../offers/shopping-response';
import { ApiError, success } from '../protocol/envelope';
import { relatedDataNotFound, SHOPPING_ERRORS } from '../protocol/error-messages';
import {
  FieldProblem,
  objectsOf,
  optionalInteger,
  optionalString,
  requireArray,
  requireInteger,
  requireObject,
  requireString,
  type JsonObject,
} from '../protocol/field-reader';
import { addYears, formatCompactDate, parseIsoDate, startOfDay } from '../time/calendar';
import { beijingWallClock } from '../time/wire-time';
import { type OperationHandler } from './operation-context';
import { checkPassengerCounts } from './passenger-rules';

/** `solutions: 0` (or absent) means this many. */
export const DEFAULT_SOLUTIONS = 50;
/** Larger requests are capped here rather than refused. */
export const MAX_SOLUTIONS = 3000;
export const MAX_JOURNEYS = 2;

export const shopping: OperationHandler = ({ body }, context) => {
  const search = requireObject(body, 'search');
  const adults = requireInteger(search, 'adults', { min: 0 });
  const children = optionalInteger(search, 'children', { min: 0 }) ?? 0;
  const infants = optionalInteger(search, 'infants', { min: 0 }) ?? 0;
  const nonstop = optionalInteger(search, 'nonstop', { min: 0, max: 1 }) ?? 0;
  const globalAirlines = optionalString(search, 'airline') ?? '';
  const solutions = optionalInteger(search, 'solutions', { min: 0 }) ?? 0;
  const tag = (optionalString(search, 'tag') ?? '').trim();
  optionalString(search, 'returnTagPrice');
  const legObjects = objectsOf(requireArray(search, 'searchAirLegs'), 'searchAirLegs');
  const legFields = legObjects.map(readLeg);

  const passengers = { adults, children, infants };
  checkPassengerCounts(passengers);
  if (legFields.length > MAX_JOURNEYS) throw new ApiError(SHOPPING_ERRORS.tooManyJourneys);
  const products = productsForTag(tag);

  const globalFilter = airlineFilter(globalAirlines);
  const legs: ShoppingLeg[] = legFields.map((leg) => ({
    origins: airportsOf(leg.origin),
    destinations: airportsOf(leg.destination),
    date: leg.date,
    cabin: leg.cabin,
    airlines: intersect(globalFilter, airlineFilter(leg.airline)),
  }));

  const now = context.clock.now();
  const today = startOfDay(beijingWallClock(now));
  const lastDay = addYears(today, 1);
  let previous = -Infinity;
  for (const leg of legs) {
    if (leg.date < today || leg.date > lastDay) throw new ApiError(SHOPPING_ERRORS.departureDate);
    if (leg.date < previous) throw new FieldProblem('illegal', 'departureDate');
    previous = leg.date;
  }

  const limit = Math.min(solutions === 0 ? DEFAULT_SOLUTIONS : solutions, MAX_SOLUTIONS);
  const offers = findOffers(context.seed, context.network, { legs, passengers, nonstopOnly: nonstop === 1, products, maxSolutions: limit, now });
  if (offers.length === 0) throw new ApiError(SHOPPING_ERRORS.shoppingFailed);
  return { envelope: success(shoppingData(context.seed, offers, searchKeyOf(legFields, passengers))) };
};

interface LegFields {
  origin: string;
  destination: string;
  date: number;
  cabin: Cabin | null;
  airline: string;
}

function readLeg(leg: JsonObject): LegFields {
  const origin = requireString(leg, 'origin').toUpperCase();
  const destination = requireString(leg, 'destination').toUpperCase();
  const date = parseIsoDate(requireString(leg, 'departureDate'));
  if (date === null) throw new FieldProblem('illegal', 'departureDate');
  const cabin = parseCabin(optionalString(leg, 'cabinClass') ?? '');
  if (cabin === undefined) throw new FieldProblem('illegal', 'cabinClass');
  if (origin === destination) throw new FieldProblem('illegal', 'destination');
  return { origin, destination, date, cabin, airline: optionalString(leg, 'airline') ?? '' };
}

function productsForTag(tag: string): readonly Product[] {
  if (tag === '') return PRODUCTS;
  const product = parseProduct(tag);
  if (!product) throw new ApiError(SHOPPING_ERRORS.invalidTag);
  return [product];
}

/** An airport or city code; unknown ones answer B039 naming the code. */
function airportsOf(code: string): readonly Airport[] {
  const airports = airportsForSearchCode(code);
  if (airports.length === 0) throw new ApiError(relatedDataNotFound(code));
  return airports;
}

/** A comma-separated list of airline codes ("" = any); unknown ones answer B039 naming the code. */
function airlineFilter(text: string): ReadonlySet<string> | null {
  const codes = text
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
  if (codes.length === 0) return null;
  for (const code of codes) if (!airlineByCode(code)) throw new ApiError(relatedDataNotFound(code));
  return new Set(codes);
}

function intersect(a: ReadonlySet<string> | null, b: ReadonlySet<string> | null): ReadonlySet<string> | null {
  if (a === null) return b;
  if (b === null) return a;
  return new Set([...a].filter((code) => b.has(code)));
}

/** Like the real `HKGBKK20241215Y1000`: route, date, cabin and passengers of each journey. */
function searchKeyOf(legs: readonly LegFields[], passengers: { adults: number; children: number; infants: number }): string {
  return legs
    .map((leg) => `${leg.origin}${leg.destination}${formatCompactDate(leg.date)}${cabinLetter(leg.cabin)}${passengers.adults}${passengers.children}${passengers.infants}0`)
    .join('');
}
