/**
 * The booking path as a partner client drives it: shop, price, then a PreciseBooking request built
 * from the pricing answer (its re-issued solutionId, its fares, its journeys).
 */
import { beijingDate, expectOk, pricingRequestFor, solutionSegments } from './itineraries';
import { type SandboxClient } from './sandbox-client';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface Passenger {
  passengerIndex?: number;
  psgType: 'ADT' | 'CHD' | 'INF';
  lastName: string;
  firstName: string;
  birthday: string;
  sex: 'M' | 'F';
  nationality?: string;
  cardType?: string;
  cardNum?: string;
  cardExpiredDate?: string;
  associatedPassengerIndex?: number;
}

export const ADULT: Passenger = { psgType: 'ADT', lastName: 'LIN', firstName: 'XIAOMEI', birthday: '1985-07-08', sex: 'F', nationality: 'CN', cardType: 'P', cardNum: 'E12345678', cardExpiredDate: '2035-01-01' };
export const SECOND_ADULT: Passenger = { psgType: 'ADT', lastName: 'ZHOU', firstName: 'JIE', birthday: '1987-09-10', sex: 'M', nationality: 'CN', cardType: 'P', cardNum: 'E87654321', cardExpiredDate: '2035-01-01' };

export interface Priced {
  shopped: Json;
  pricingRequest: Record<string, unknown>;
  priced: Json;
}

/** Shops a one-way trip `days` ahead and prices its first solution. */
export async function shopAndPrice(
  client: SandboxClient,
  route: { origin: string; destination: string; days?: number; adults?: number; children?: number; infants?: number },
): Promise<Priced> {
  const shopped = expectOk(
    await client.shop({
      adults: route.adults ?? 1,
      children: route.children ?? 0,
      infants: route.infants ?? 0,
      solutions: 5,
      searchAirLegs: [{ origin: route.origin, destination: route.destination, departureDate: beijingDate(client.sandbox.now(), route.days ?? 20), cabinClass: '' }],
    }),
  ).data;
  const pricingRequest = pricingRequestFor(shopped, shopped.solutions[0]);
  const priced = expectOk(await client.price(pricingRequest)).data;
  return { shopped, pricingRequest, priced };
}

/** The `booking` object for a priced answer: its solutionId, fares and journeys, and the passengers. */
export function bookingFor(priced: Json, passengers: Passenger[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  const solution = priced.solution;
  const journeys: Record<string, unknown[]> = {};
  solutionSegments(priced, solution).forEach((segments, index) => {
    journeys[`journey_${index}`] = segments.map((segment: Json) => ({
      airline: segment.airline,
      flightNum: segment.flightNum,
      departure: segment.departure,
      departureDate: segment.strDepartureDate,
      departureTime: segment.strDepartureTime,
      arrival: segment.arrival,
      arrivalDate: segment.strArrivalDate,
      arrivalTime: segment.strArrivalTime,
      bookingCode: segment.bookingCode,
    }));
  });
  return {
    passengers,
    solution: {
      solutionId: solution.solutionId,
      adtFare: solution.adtFare,
      adtTax: solution.adtTax,
      chdFare: solution.chdFare,
      chdTax: solution.chdTax,
      infFare: solution.infFare,
      infTax: solution.infTax,
      journeys,
    },
    contact: { name: 'LIN/XIAOMEI', email: 'agent@example.com', telCode: '+86', mobile: '13800138000', buyerEmail: 'buyer@example.com', buyerTelCode: '+86', buyerMobile: '13900139000' },
    buyerOrder: 'REF-001',
    ...extra,
  };
}

export function book(client: SandboxClient, booking: Record<string, unknown>) {
  return client.call('preciseBooking', { booking });
}
