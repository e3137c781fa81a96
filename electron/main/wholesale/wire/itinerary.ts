import { z } from 'zod';
import { codedRule } from '../../../contract/coded-rule';
import { decimal, intLike, optionalDecimal, optionalInt, optionalText, text } from './primitives';

/**
 * Segments and flights as shopping and pricing send them. Times for display come from the
 * `str*` fields (the airport's local wall clock); the 13-digit timestamps are that same wall
 * clock read as UTC+8, so when a `str*` field is missing it is derived from the timestamp that
 * way, never from the workstation's time zone.
 */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

export function wallClockFromTimestamp(timestamp: number): { date: string; time: string } {
  const iso = new Date(timestamp + BEIJING_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

export const wireSegment = z
  .object({
    segmentId: text,
    airline: text,
    flightNum: text,
    equipment: optionalText,
    cabinClass: optionalText,
    bookingCode: text,
    availabilityCount: optionalInt,
    departure: text,
    arrival: text,
    departureTerminal: optionalText,
    arrivalTerminal: optionalText,
    departureDate: optionalInt,
    arrivalDate: optionalInt,
    flightTime: optionalInt,
    stayTime: optionalInt,
    codeShare: optionalText,
    opFltNo: optionalText,
    opFltAirline: optionalText,
    stopover: optionalText,
    fareBasis: optionalText,
    strDepartureDate: optionalText,
    strDepartureTime: optionalText,
    strArrivalDate: optionalText,
    strArrivalTime: optionalText,
  })
  .transform((segment, context) => {
    const departure = localTimes(segment.strDepartureDate, segment.strDepartureTime, segment.departureDate);
    const arrival = localTimes(segment.strArrivalDate, segment.strArrivalTime, segment.arrivalDate);
    if (!departure || !arrival) {
      context.addIssue({ code: 'custom', message: codedRule('rules.answer.noLocalTimes'), path: ['strDepartureDate'] });
      return z.NEVER;
    }
    return {
      ...segment,
      strDepartureDate: departure.date,
      strDepartureTime: departure.time,
      strArrivalDate: arrival.date,
      strArrivalTime: arrival.time,
    };
  });

function localTimes(date: string | null, time: string | null, timestamp: number | null): { date: string; time: string } | null {
  if (date && time) return { date, time };
  if (timestamp !== null) return wallClockFromTimestamp(timestamp);
  return null;
}

/** Shopping spells the list `segmengtIds`, pricing `segmentIds`: read both, everywhere. */
export const wireFlight = z
  .object({
    flightId: text,
    journeyTime: optionalInt,
    transferCount: optionalInt,
    lastTktTime: optionalText,
    segmengtIds: z.array(text).nullish(),
    segmentIds: z.array(text).nullish(),
  })
  .transform((flight, context) => {
    const segmentIds = flight.segmentIds ?? flight.segmengtIds;
    if (!segmentIds || segmentIds.length === 0) {
      context.addIssue({ code: 'custom', message: codedRule('rules.answer.noSegments'), path: ['segmentIds'] });
      return z.NEVER;
    }
    return { flightId: flight.flightId, journeyTime: flight.journeyTime, transferCount: flight.transferCount, lastTktTime: flight.lastTktTime, segmentIds };
  });

/** A null baggage value means "unknown", never "none". */
export const wireBaggageEntry = z.object({
  segmentIndexList: z.array(intLike).nullish().transform((v) => v ?? []),
  baggageAmount: optionalText,
  baggageWeight: optionalText,
  carryOnAmount: optionalText,
  carryOnWeight: optionalText,
  carryOnSize: optionalText,
});

/** Real groups hold 2 or 4 rules, sometimes two of the same type: any number is accepted. */
export const wireMiniRule = z.object({
  penaltyType: intLike,
  isPermited: optionalInt,
  when: optionalInt,
  noShowTime: optionalText,
  noShowTimeUnit: optionalText,
  amount: optionalDecimal,
  currencyCode: optionalText,
  percent: optionalDecimal,
  baseType: optionalText,
});

export const wireMiniRuleGroup = z.object({
  segmentIndex: z.array(intLike).nullish().transform((v) => v ?? []),
  miniRules: z.array(wireMiniRule).nullish().transform((v) => v ?? []),
});

const byPassengerType = <T extends z.ZodType>(entry: T) =>
  z.record(z.string(), z.array(entry).nullish().transform((v) => v ?? [])).nullish().transform((v) => v ?? {});

export const wireBaggageMap = byPassengerType(wireBaggageEntry);
export const wireMiniRuleMap = byPassengerType(wireMiniRuleGroup);

/** The fares and fees of a solution, per passenger type, in every answer that prices something. */
export const wireFareFields = {
  currency: text,
  adtFare: decimal,
  adtTax: decimal,
  chdFare: optionalDecimal,
  chdTax: optionalDecimal,
  /** Not in the spec's table; sent by the real service and the sandbox. Absent = not quoted. */
  infFare: optionalDecimal,
  infTax: optionalDecimal,
  tktFee: optionalDecimal,
  platformServiceFee: optionalDecimal,
  merchantFee: optionalDecimal,
};

/** The price fields both solution shapes share. */
export const wirePriceFields = {
  solutionKey: optionalText,
  solutionId: text,
  fareType: optionalText,
  ...wireFareFields,
  journeys: z.record(z.string(), z.array(text)),
  platingCarrier: optionalText,
  adults: optionalInt,
  children: optionalInt,
  infants: optionalInt,
  baggageMap: wireBaggageMap,
  miniRuleMap: wireMiniRuleMap,
};

export type WireSegment = z.output<typeof wireSegment>;
