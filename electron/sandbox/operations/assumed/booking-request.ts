/**
 * Reading a PreciseBooking V7 request: ASSUMED FROM PUBLIC MATERIAL, NOT IN THE SPECIFICATION.
 *
 *   booking{ passengers[], solution{ solutionId, adtFare, adtTax, chdFare, chdTax, infFare, infTax,
 *            journeys{ journey_0:[{ airline, flightNum, departure, departureDate, departureTime,
 *            arrival, arrivalDate, arrivalTime, bookingCode }] } },
 *            contact{ name, email, telCode, mobile, buyerEmail, buyerTelCode, buyerMobile },
 *            buyerOrder }
 *
 * Required: `passengers` (booking-passengers.ts), `solution.solutionId`, `solution.journeys`
 * (with a booking code on every segment), `contact.name`, `contact.email`. The fares are optional;
 * when sent they must be what pricing answered (B017). Other keys (`ancillary`, `ffpNumber`…) are
 * ignored. Problems are P001/P002 naming the field.
 */
import { readBookingPassengers } from '../../orders/booking-passengers';
import { type OrderPassenger } from '../../orders/order-model';
import { FieldProblem, optionalAmount, optionalString, requireArray, requireObject, requireString, type JsonObject } from '../../protocol/field-reader';
import { readJourneys, type PricingSegmentRequest } from '../pricing-request';

/** The fares a booking may restate, by their wire names. */
export const BOOKING_FARE_FIELDS = ['adtFare', 'adtTax', 'chdFare', 'chdTax', 'infFare', 'infTax'] as const;
export type BookingFareField = (typeof BOOKING_FARE_FIELDS)[number];

export interface BookingRequest {
  passengers: OrderPassenger[];
  solutionId: string;
  journeys: PricingSegmentRequest[][];
  fares: Partial<Record<BookingFareField, number>>;
  contact: { name: string; email: string; telCode: string | null; mobile: string | null };
  buyerOrder: string | null;
}

export function readBookingRequest(body: JsonObject): BookingRequest {
  const booking = requireObject(body, 'booking');
  const passengers = readBookingPassengers(requireArray(booking, 'passengers'));
  const solution = requireObject(booking, 'solution');
  const solutionId = requireString(solution, 'solutionId');
  const journeys = readJourneys(solution);
  if (journeys.flat().some((segment) => segment.bookingCode === undefined)) throw new FieldProblem('missing', 'bookingCode');
  const fares: Partial<Record<BookingFareField, number>> = {};
  for (const field of BOOKING_FARE_FIELDS) {
    const amount = optionalAmount(solution, field);
    if (amount !== undefined) fares[field] = amount;
  }
  const contact = requireObject(booking, 'contact');
  return {
    passengers,
    solutionId,
    journeys,
    fares,
    contact: {
      name: requireString(contact, 'name'),
      email: requireString(contact, 'email'),
      telCode: optionalString(contact, 'telCode')?.trim() || null,
      mobile: optionalString(contact, 'mobile')?.trim() || null,
    },
    buyerOrder: optionalString(booking, 'buyerOrder')?.trim() || null,
  };
}
