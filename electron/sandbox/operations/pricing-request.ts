/** Reading a PrecisePricing V9 request (2.5) into plain values; P001/P002 name the field. */
import { parseCabin, type Cabin } from '../fares/cabins';
import { type PassengerCounts } from '../offers/offer';
import { FieldProblem, objectsOf, optionalInteger, optionalString, requireInteger, requireObject, requireString, type JsonObject } from '../protocol/field-reader';
import { parseClockTime, parseIsoDate } from '../time/calendar';

export interface PricingSegmentRequest {
  airline: string;
  flightNum: string;
  departure: string;
  arrival: string;
  departureDate: string;
  departureTime: string | undefined;
  arrivalDate: string | undefined;
  arrivalTime: string | undefined;
  bookingCode: string | undefined;
  cabinClass: Cabin | undefined;
}

export interface PricingRequest {
  journeys: PricingSegmentRequest[][];
  passengers: PassengerCounts;
  solutionId: string;
  cabin: Cabin | null;
}

export const MAX_PRICING_JOURNEYS = 2;

export function readPricingRequest(body: JsonObject): PricingRequest {
  const pricing = requireObject(body, 'pricing');
  const journeys = readJourneys(pricing);

  const cabinText = optionalString(pricing, 'cabin') ?? '';
  const cabin = parseCabin(cabinText);
  if (cabin === undefined) throw new FieldProblem('illegal', 'cabin');
  // "When a cabin class is requested … the cabin class must then be given on all segments."
  if (cabin !== null) {
    for (const segment of journeys.flat()) {
      if (segment.cabinClass === undefined) throw new FieldProblem('missing', 'cabinClass');
      if (segment.cabinClass !== cabin) throw new FieldProblem('illegal', 'cabinClass');
    }
  } else {
    for (const segment of journeys.flat()) if (segment.bookingCode === undefined) throw new FieldProblem('missing', 'bookingCode');
  }

  return {
    journeys,
    passengers: {
      adults: requireInteger(pricing, 'adults', { min: 0 }),
      children: optionalInteger(pricing, 'children', { min: 0 }) ?? 0,
      infants: optionalInteger(pricing, 'infants', { min: 0 }) ?? 0,
    },
    solutionId: requireString(pricing, 'solutionId'),
    cabin,
  };
}

/** `journeys{journey_0:[…], journey_1:[…]}` of a pricing request (and of a booking's solution). */
export function readJourneys(parent: JsonObject): PricingSegmentRequest[][] {
  const journeysObject = requireObject(parent, 'journeys');
  const journeys: PricingSegmentRequest[][] = [];
  for (let index = 0; index < MAX_PRICING_JOURNEYS + 1; index += 1) {
    const value = journeysObject[`journey_${index}`];
    if (value === undefined || value === null) break;
    if (!Array.isArray(value) || value.length === 0) throw new FieldProblem('illegal', `journey_${index}`);
    journeys.push(objectsOf(value, `journey_${index}`).map(readSegment));
  }
  if (journeys.length === 0) throw new FieldProblem('missing', 'journey_0');
  if (journeys.length > MAX_PRICING_JOURNEYS) throw new FieldProblem('illegal', 'journeys');
  return journeys;
}

function readSegment(segment: JsonObject): PricingSegmentRequest {
  const departureDate = requireString(segment, 'departureDate');
  if (parseIsoDate(departureDate) === null) throw new FieldProblem('illegal', 'departureDate');
  const arrivalDate = optionalString(segment, 'arrivalDate')?.trim() || undefined;
  if (arrivalDate !== undefined && parseIsoDate(arrivalDate) === null) throw new FieldProblem('illegal', 'arrivalDate');
  const departureTime = optionalString(segment, 'departureTime')?.trim() || undefined;
  if (departureTime !== undefined && parseClockTime(departureTime) === null) throw new FieldProblem('illegal', 'departureTime');
  const arrivalTime = optionalString(segment, 'arrivalTime')?.trim() || undefined;
  if (arrivalTime !== undefined && parseClockTime(arrivalTime) === null) throw new FieldProblem('illegal', 'arrivalTime');
  const cabinText = optionalString(segment, 'cabinClass');
  let cabinClass: Cabin | undefined;
  if (cabinText !== undefined && cabinText.trim() !== '') {
    const parsed = parseCabin(cabinText);
    if (!parsed) throw new FieldProblem('illegal', 'cabinClass');
    cabinClass = parsed;
  }
  const airline = requireString(segment, 'airline').toUpperCase();
  return {
    airline,
    flightNum: withoutCarrierPrefix(requireString(segment, 'flightNum').toUpperCase(), airline),
    departure: requireString(segment, 'departure').toUpperCase(),
    arrival: requireString(segment, 'arrival').toUpperCase(),
    departureDate,
    departureTime,
    arrivalDate,
    arrivalTime,
    bookingCode: optionalString(segment, 'bookingCode')?.trim().toUpperCase() || undefined,
    cabinClass,
  };
}

/** Clients send `813` or `CA813`: both mean CA's flight 813. */
function withoutCarrierPrefix(flightNum: string, airline: string): string {
  return flightNum.startsWith(airline) && /^\d+$/.test(flightNum.slice(airline.length)) ? flightNum.slice(airline.length) : flightNum;
}
