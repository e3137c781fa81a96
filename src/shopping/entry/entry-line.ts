/**
 * The Shopping entry line: availability requests typed the way agents type them on a GDS
 * (docs/desk-layout.md, "Entry line"). Pure: reads a line into a request or names the one token
 * it could not read; the form then shows what was understood and validates it as usual.
 *
 *   PEKLON22DEC                 one-way
 *   PEKLON22DEC/29DEC           round trip, back on 29DEC
 *   PEKLON22DEC/LONPAR29DEC     open jaw (second journey LON→PAR)
 *   2A1C1I                      passengers: adults, children, infants (default 1A)
 *   /C /Y /W /F                 cabin: business, economy, premium economy, first (default any)
 *   *CA  *CA,MU  *CA*MU         airlines
 *   /N                          non-stop only
 *
 * Tokens are separated by spaces, or start at a "/" or "*" with no space; letters may be typed in
 * either case. A date without a year is the next such day on or after the service's today (the
 * second journey's: on or after the first journey's date); 22DEC26 gives the year.
 */
import type { CabinClass, TripType } from '@contract/domains/shopping';
import { format, text } from '../../ui-text';
import { parseDateInput } from '../form/parse-date-input';

export interface EntryJourney {
  origin: string;
  destination: string;
  /** yyyy-MM-dd */
  departureDate: string;
}

export interface EntryRequest {
  tripType: TripType;
  journeys: [EntryJourney] | [EntryJourney, EntryJourney];
  adults: number;
  children: number;
  infants: number;
  cabin: CabinClass;
  airlines: string[];
  nonstop: boolean;
}

/**
 * A date typed without a year and what it was taken as: the next such day on or after `from`
 * (the service's today for the first journey, the first journey's date for the second). The entry
 * line says so when the date lands in another year (docs/desk-layout.md, "Today and the year").
 */
export interface TakenDate {
  typed: string;
  /** yyyy-MM-dd */
  date: string;
  rolledFrom: 'service-today' | 'first-journey';
  /** yyyy-MM-dd: the day it was counted from. */
  from: string;
}

export type EntryReading = { ok: true; request: EntryRequest; taken: TakenDate[] } | { ok: false; token: string; message: string };

export const ENTRY_CABINS: Readonly<Record<string, Exclude<CabinClass, ''>>> = { F: 'First', C: 'Business', W: 'PremiumEconomy', Y: 'Economy' };

const JOURNEY = /^([A-Z]{3})([A-Z]{3})(\d{1,2}[A-Z]{3}(?:\d{2})?)$/;
const RETURN_DATE = /^\/(\d{1,2}[A-Z]{3}(?:\d{2})?)$/;
const SECOND_JOURNEY = /^\/([A-Z]{3})([A-Z]{3})(\d{1,2}[A-Z]{3}(?:\d{2})?)$/;
const CABIN = /^\/([A-Z])$/;
const AIRLINES = /^\*([A-Z0-9]{2}(?:,[A-Z0-9]{2})*)$/;
const PASSENGERS = /^(?:\d[ACI])+$/;
const WITHOUT_YEAR = /^\d{1,2}[A-Z]{3}$/;

/** Splits on spaces, and before every "/" or "*" (PEKLON22DEC/29DEC/C → three tokens). */
export function entryTokens(line: string): string[] {
  return line
    .toUpperCase()
    .split(/\s+/)
    .flatMap((chunk) => chunk.split(/(?=[/*])/))
    .filter((token) => token !== '');
}

export function parseEntryLine(line: string, today: string): EntryReading {
  const m = text.entryLine.errors;
  const tokens = entryTokens(line);
  const [first, ...rest] = tokens;
  if (first === undefined) return { ok: false, token: '', message: m.empty };
  const fail = (token: string, template: string, extra: Record<string, string> = {}): EntryReading => ({
    ok: false,
    token,
    message: format(template, { token, ...extra }),
  });

  const outbound = JOURNEY.exec(first);
  if (!outbound) return fail(first, m.firstNotJourney);
  const outboundDate = parseDateInput(outbound[3] ?? '', today);
  if (!outboundDate.ok) return fail(first, m.badDate, { reason: outboundDate.reason });

  const request: EntryRequest = {
    tripType: 'one-way',
    journeys: [{ origin: outbound[1] ?? '', destination: outbound[2] ?? '', departureDate: outboundDate.date }],
    adults: 1,
    children: 0,
    infants: 0,
    cabin: '',
    airlines: [],
    nonstop: false,
  };
  const taken: TakenDate[] = [];
  if (WITHOUT_YEAR.test(outbound[3] ?? '')) taken.push({ typed: outbound[3] ?? '', date: outboundDate.date, rolledFrom: 'service-today', from: today });
  let passengersSeen = false;
  let cabinSeen = false;

  for (const token of rest) {
    const back = RETURN_DATE.exec(token);
    const second = back ? null : SECOND_JOURNEY.exec(token);
    if (back || second) {
      if (request.journeys.length === 2) return fail(token, m.thirdJourney);
      const typedDate = (back ? back[1] : second?.[3]) ?? '';
      const date = parseDateInput(typedDate, outboundDate.date);
      if (!date.ok) return fail(token, m.badDate, { reason: date.reason });
      if (WITHOUT_YEAR.test(typedDate)) taken.push({ typed: typedDate, date: date.date, rolledFrom: 'first-journey', from: outboundDate.date });
      const [out] = request.journeys;
      request.journeys = back
        ? [out, { origin: out.destination, destination: out.origin, departureDate: date.date }]
        : [out, { origin: second?.[1] ?? '', destination: second?.[2] ?? '', departureDate: date.date }];
      request.tripType = back ? 'round-trip' : 'open-jaw';
      continue;
    }
    if (token === '/N') {
      request.nonstop = true;
      continue;
    }
    const cabin = CABIN.exec(token);
    if (cabin) {
      const chosen = ENTRY_CABINS[cabin[1] ?? ''];
      if (!chosen) return fail(token, m.unknownCabin);
      if (cabinSeen) return fail(token, m.twice);
      cabinSeen = true;
      request.cabin = chosen;
      continue;
    }
    const airlines = AIRLINES.exec(token);
    if (airlines) {
      for (const code of (airlines[1] ?? '').split(',')) if (!request.airlines.includes(code)) request.airlines.push(code);
      continue;
    }
    if (token.startsWith('*')) return fail(token, m.badAirline);
    if (PASSENGERS.test(token)) {
      if (passengersSeen) return fail(token, m.twice);
      const counts = readPassengers(token);
      if (!counts) return fail(token, m.passengerTwice);
      passengersSeen = true;
      Object.assign(request, counts);
      continue;
    }
    if (/^\d/.test(token)) return fail(token, m.badPassengers);
    return fail(token, m.unknown);
  }
  return { ok: true, request, taken };
}

/** "2A1C1I" → counts; null when a type appears twice (2A1A). Absent adults: none typed, so 0. */
function readPassengers(token: string): { adults: number; children: number; infants: number } | null {
  const counts = { A: -1, C: -1, I: -1 };
  for (const [, digit = '', type = ''] of token.matchAll(/(\d)([ACI])/g)) {
    const key = type as keyof typeof counts;
    if (counts[key] !== -1) return null;
    counts[key] = Number(digit);
  }
  return { adults: Math.max(0, counts.A), children: Math.max(0, counts.C), infants: Math.max(0, counts.I) };
}
