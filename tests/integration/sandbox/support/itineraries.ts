/**
 * Building requests from answers, as a client does: a pricing request from a shopped solution,
 * a refund request from an issued order of the listing, and dates relative to the sandbox clock.
 */
import { type SandboxAirOrderEntry } from '../../../../electron/sandbox';
import { type WireEnvelope } from './sandbox-client';

const DAY_MS = 86_400_000;

/** `yyyy-MM-dd` of the Beijing date `days` after the sandbox clock's now. */
export function beijingDate(nowMs: number, days: number): string {
  return new Date(nowMs + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** The segments of one solution's journeys, in order, from a shopping (or pricing) `data`. */
export function solutionSegments(data: Json, solution: Json): Json[][] {
  const flights = new Map<string, Json>(data.flights.map((flight: Json) => [flight.flightId, flight]));
  const segments = new Map<string, Json>(data.segments.map((segment: Json) => [segment.segmentId, segment]));
  return Object.keys(solution.journeys)
    .sort()
    .map((key) =>
      (solution.journeys[key] as string[]).flatMap((flightId) => {
        const flight = flights.get(flightId);
        return ((flight.segmengtIds ?? flight.segmentIds) as string[]).map((id) => segments.get(id));
      }),
    );
}

/** The pricing request (2.5) for a shopped solution, read from the `str*` fields. */
export function pricingRequestFor(data: Json, solution: Json, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const journeys: Record<string, unknown[]> = {};
  solutionSegments(data, solution).forEach((segments, index) => {
    journeys[`journey_${index}`] = segments.map((segment: Json) => ({
      airline: segment.airline,
      flightNum: segment.flightNum,
      departure: segment.departure,
      arrival: segment.arrival,
      departureDate: segment.strDepartureDate,
      arrivalDate: segment.strArrivalDate,
      departureTime: segment.strDepartureTime,
      arrivalTime: segment.strArrivalTime,
      bookingCode: segment.bookingCode,
    }));
  });
  return { journeys, adults: solution.adults, children: solution.children, infants: solution.infants, solutionId: solution.solutionId, cabin: '', ...overrides };
}

/** A refund request (2.11) for the given passengers and segments of an issued order. */
export function refundRequestFor(
  order: SandboxAirOrderEntry,
  options: { passengerIndexes?: number[]; segmentNos?: number[]; allPaxOfOrder?: number; extra?: Record<string, unknown> } = {},
): Record<string, unknown> {
  const passengers = order.passengers.filter((p) => !options.passengerIndexes || options.passengerIndexes.includes(p.passengerIndex));
  const segments = order.segments.filter((s) => !options.segmentNos || options.segmentNos.includes(s.segmentNo));
  return {
    allPaxOfOrder: options.allPaxOfOrder ?? 0,
    orderNum: order.orderNum,
    refundType: 0,
    refundReason: 0,
    contactPerson: 'ZHANG/WEI',
    email: 'agent@example.com',
    telNum: '13800138000',
    uploadFilesIds: [],
    pnrList: segments.map((segment) => ({
      segmentNo: segment.segmentNo,
      departure: segment.departure,
      arrival: segment.arrival,
      flightNum: segment.flightNum,
      cabinClass: segment.cabinClass,
      bookingCode: segment.bookingCode,
      pnr: order.pnr,
      airPnr: order.airPnr,
      ticketNums: passengers.map((p) => ({
        ticketNum: p.ticketNum,
        lastName: p.lastName,
        firstName: p.firstName,
        cardType: p.cardType,
        cardNum: p.cardNum,
        sex: p.sex,
        birthday: p.birthday,
      })),
    })),
    ...options.extra,
  };
}

export function expectOk(envelope: WireEnvelope): WireEnvelope {
  if (envelope.errorCode !== '0') throw new Error(`expected success, got ${envelope.errorCode} ${envelope.errorMsg}`);
  return envelope;
}
