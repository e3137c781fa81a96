import { z } from 'zod';
import { serviceToday } from '../format/desk-format';
import { codedRule } from '../coded-rule';

/**
 * Shopping as the desk sees it: the search the agent asks for (validated here, in main and in the
 * form, with the service's own codes and messages) and the compact results main sends back.
 */

export const TRIP_TYPES = ['one-way', 'round-trip', 'open-jaw'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

/** '' = any cabin. The service expects these spellings in requests and answers in upper case. */
export const CABIN_CLASSES = ['', 'Economy', 'PremiumEconomy', 'Business', 'First'] as const;
export type CabinClass = (typeof CABIN_CLASSES)[number];

export const PASSENGER_TYPES = ['ADT', 'CHD', 'INF'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

/** The service's messages for the rules the desk checks before sending (parts 4 and 7 of the spec). */
export const SEARCH_RULES = {
  P004: 'The maximum number of passengers with seat is 9.',
  P005: 'There should be at least one adult.',
  P009: 'The number of infant passengers can not exceed the number of adult passengers.',
  B066: 'Only 2 journeys can be supported, please check your itinerary.',
  B038: 'Departure date must be today to a year.',
} as const;
export type SearchRuleCode = keyof typeof SEARCH_RULES;

export const MAX_SOLUTIONS = 3000;

const placeCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, codedRule('rules.placeCode')));

const airlineCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{2}$/, codedRule('rules.airlineCode')));

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, codedRule('rules.dateFormat')).refine(isRealDate, codedRule('rules.realDate'));

export const shoppingLegSchema = z.strictObject({
  origin: placeCode,
  destination: placeCode,
  departureDate: isoDate,
  airlines: z.array(airlineCode).max(10, codedRule('rules.atMostAirlines', { max: 10 })).default([]),
});

const count = () => z.number().int(codedRule('rules.wholeNumber')).min(0, codedRule('rules.notNegative')).max(9, codedRule('rules.atMost', { max: 9 }));

/**
 * The search form as sent to main. `today` is the SERVICE's date (Beijing, yyyy-MM-dd), read per
 * call so B038 is checked against the day the service itself will apply, not the workstation's.
 */
export function shoppingSearchSchema(today: () => string = serviceToday) {
  return z
    .strictObject({
      tripType: z.enum(TRIP_TYPES),
      legs: z.array(shoppingLegSchema).min(1, codedRule('rules.oneJourney')),
      adults: count(),
      children: count(),
      infants: count(),
      cabin: z.enum(CABIN_CLASSES).default(''),
      airlines: z.array(airlineCode).max(10, codedRule('rules.atMostAirlines', { max: 10 })).default([]),
      nonstop: z.boolean().default(false),
      tag: z.string().trim().max(40, codedRule('rules.atMostCharacters', { max: 40 })).default(''),
      solutions: z.number().int().min(0).max(MAX_SOLUTIONS, codedRule('rules.atMost', { max: MAX_SOLUTIONS })).default(0),
    })
    .superRefine((search, context) => {
      const rule = (code: SearchRuleCode, path: (string | number)[]) =>
        context.addIssue({ code: 'custom', path, message: SEARCH_RULES[code], params: { rule: code } });
      if (search.adults + search.children > 9) rule('P004', ['adults']);
      if (search.adults < 1) rule('P005', ['adults']);
      if (search.infants > search.adults) rule('P009', ['infants']);
      if (search.legs.length > 2) rule('B066', ['legs']);
      const first = today();
      const last = addYears(first, 1);
      search.legs.forEach((leg, index) => {
        if (leg.departureDate < first || leg.departureDate > last) rule('B038', ['legs', index, 'departureDate']);
        if (leg.origin === leg.destination) {
          context.addIssue({ code: 'custom', path: ['legs', index, 'destination'], message: codedRule('rules.notTheOrigin') });
        }
      });
      checkTripShape(search.tripType, search.legs, context);
    });
}

function checkTripShape(tripType: TripType, legs: z.output<typeof shoppingLegSchema>[], context: z.RefinementCtx): void {
  const [outbound, inbound] = legs;
  if (tripType === 'one-way' && legs.length !== 1) {
    context.addIssue({ code: 'custom', path: ['legs'], message: codedRule('rules.oneWayJourney') });
    return;
  }
  if (tripType !== 'one-way' && legs.length < 2) {
    context.addIssue({ code: 'custom', path: ['legs'], message: codedRule('rules.twoJourneys', { trip: tripType }) });
    return;
  }
  if (!outbound || !inbound) return;
  if (tripType === 'round-trip') {
    if (inbound.origin !== outbound.destination) context.addIssue({ code: 'custom', path: ['legs', 1, 'origin'], message: codedRule('rules.roundTripReturnFrom') });
    if (inbound.destination !== outbound.origin) context.addIssue({ code: 'custom', path: ['legs', 1, 'destination'], message: codedRule('rules.roundTripReturnTo') });
  }
  if (inbound.departureDate < outbound.departureDate) {
    context.addIssue({ code: 'custom', path: ['legs', 1, 'departureDate'], message: codedRule('rules.notBeforeFirstJourney') });
  }
}

export type ShoppingSearchInput = z.input<ReturnType<typeof shoppingSearchSchema>>;
export type ShoppingSearch = z.output<ReturnType<typeof shoppingSearchSchema>>;

export function addYears(isoDay: string, years: number): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0); // 29 Feb → 28 Feb
  return date.toISOString().slice(0, 10);
}

/** A yyyy-MM-dd string that names a day of the calendar (no 2026-02-30). */
export function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

// ---------------------------------------------------------------- results (compact form)

/** One flight leg. Times are the airport's local wall clock, from the service's str* fields. */
export interface CompactSegment {
  airline: string;
  flightNumber: string;
  /** Codeshare: the carrier and flight that actually operate it. */
  codeshare: boolean;
  operatingAirline: string | null;
  operatingFlightNumber: string | null;
  from: string;
  to: string;
  fromTerminal: string | null;
  toTerminal: string | null;
  /** yyyy-MM-dd and HH:mm, local to the airport. */
  departDate: string;
  departTime: string;
  arriveDate: string;
  arriveTime: string;
  /** Real flying time in minutes. */
  flyingMinutes: number | null;
  equipment: string | null;
  /** As the service spells it (ECONOMY, BUSINESS…). */
  cabin: string | null;
  bookingCode: string;
  seatsLeft: number | null;
  fareBasis: string | null;
  /** A technical stop without a change of plane. */
  stopover: string | null;
}

/** One journey option: its segments (indexes into `segments`). */
export interface CompactFlight {
  segments: number[];
  /** Total journey time in minutes, as the service computed it. */
  journeyMinutes: number | null;
  transfers: number;
  /** yyyy-MM-dd HH:mm:ss as sent (the service's time zone, Beijing in practice). */
  lastTicketingTime: string | null;
}

/** Money is always a decimal string ("1234.50"), summed in main with decimal arithmetic. */
export type Money = string;

export interface PassengerPrice {
  fare: Money;
  tax: Money;
  qCharge: Money;
  ticketingFee: Money;
  platformServiceFee: Money;
  merchantFee: Money;
  /** Everything for one passenger of this type. */
  total: Money;
}

export interface OfferPrice {
  currency: string;
  /** Per passenger type present in the search; `null` when the service gave no price for it. */
  perPassenger: Partial<Record<PassengerType, PassengerPrice | null>>;
  /** For all passengers of the search; null when a passenger type has no price. */
  total: Money | null;
  /** Per adult, for sorting and the headline column. */
  perAdult: Money;
}

/** A baggage allowance; null values mean "unknown", never "none". */
export interface BaggageAllowance {
  /** 1-based segment indexes across the whole offer. */
  segments: number[];
  checkedPieces: string | null;
  checkedWeight: string | null;
  carryOnPieces: string | null;
  carryOnWeight: string | null;
  carryOnSize: string | null;
  /** False when the service sent every value null. */
  known: boolean;
}

export interface MiniRule {
  penaltyType: number;
  permitted: boolean | null;
  when: number | null;
  amount: Money | null;
  currency: string | null;
  percent: string | null;
  noShowTime: string | null;
  noShowTimeUnit: string | null;
  baseType: string | null;
}

export interface MiniRuleGroup {
  segments: number[];
  rules: MiniRule[];
}

/** One priced solution of the search. */
export interface CompactOffer {
  /** Position in `offers`; stable for this search. */
  index: number;
  solutionId: string;
  solutionKey: string | null;
  /** The flight (index into `flights`) of each journey, in order. */
  journeys: number[];
  fareType: string | null;
  platingCarrier: string | null;
  categories: string[];
  /** `category` contains VI: virtual interlining (separate tickets stitched together). */
  virtualInterlining: boolean;
  price: OfferPrice;
  baggage: Partial<Record<PassengerType, BaggageAllowance[]>>;
  rules: Partial<Record<PassengerType, MiniRuleGroup[]>>;
}

export interface PlaceName {
  name: string;
  city: string;
  country: string;
}

export interface ShoppingResults {
  /** The archive id of this search (for pricing and for reopening it offline). */
  searchId: string;
  searchedAt: string;
  search: ShoppingSearch;
  profileId: string;
  segments: CompactSegment[];
  flights: CompactFlight[];
  offers: CompactOffer[];
  /** Names of every airport and airline code in the results that the local dataset knows. */
  places: Record<string, PlaceName>;
  airlines: Record<string, string>;
  /** Solutions the service sent that referenced flights or segments it did not include. */
  droppedOffers: number;
}

export interface RecentSearch {
  searchId: string;
  searchedAt: string;
  search: ShoppingSearch;
  /** "PEK → LHR 12 Dec, LHR → PEK 20 Dec · 2 ADT 1 CHD · Economy" */
  summary: string;
  offerCount: number;
  /** Whether its results are still stored (older ones keep only the search). */
  resultsStored: boolean;
}

export const searchRefSchema = z.strictObject({ searchId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, codedRule('rules.searchId')) });
