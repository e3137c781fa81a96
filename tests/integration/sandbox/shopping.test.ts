/**
 * Shopping V8 against the sandbox: the rules of 4.1 and part 8, the filters, and the real-world
 * forms of the answer (segmengtIds, timestamps vs str* fields, extra null keys, mini-rule groups
 * of 2 or 4, unknown baggage, two-letter booking codes, arrivalTerminal "0", codeshares, VI).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox';
import { beijingDate, solutionSegments } from './support/itineraries';
import { SandboxClient, type WireEnvelope } from './support/sandbox-client';
import { instantOf, wallClockAsUtc8 } from './support/time-zones';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let sandbox: RunningSandbox;
let client: SandboxClient;
/** BJS → LON and back, 2,000 solutions: the big answer several cases read. */
let big: Json;

beforeAll(async () => {
  sandbox = await startSandbox();
  client = new SandboxClient(sandbox);
  const envelope = await client.shop({
    adults: 1,
    solutions: 2000,
    searchAirLegs: [
      { origin: 'BJS', destination: 'LON', departureDate: day(20), cabinClass: '' },
      { origin: 'LON', destination: 'BJS', departureDate: day(27), cabinClass: '' },
    ],
  });
  big = envelope.data;
});
afterAll(() => sandbox.close());

function day(offset: number): string {
  return beijingDate(sandbox.now(), offset);
}

function oneWay(origin: string, destination: string, extra: Record<string, unknown> = {}, leg: Record<string, unknown> = {}): Promise<WireEnvelope> {
  return client.shop({ adults: 1, children: 0, infants: 0, solutions: 0, ...extra, searchAirLegs: [{ origin, destination, departureDate: day(15), cabinClass: '', ...leg }] });
}

function allSegments(data: Json): Json[] {
  return data.solutions.flatMap((solution: Json) => solutionSegments(data, solution).flat());
}

describe('rules of 4.1 and part 8: each answers its code for the documented input', () => {
  const table: [string, Record<string, unknown>, string, string][] = [
    ['P004 more than 9 passengers with a seat', { adults: 8, children: 2 }, 'P004', 'The maximum number of passengers with seat is 9.'],
    ['P005 no adult', { adults: 0, children: 1 }, 'P005', 'There should be at least one adult.'],
    ['P009 more infants than adults', { adults: 1, infants: 2 }, 'P009', 'The number of infant passengers can not exceed the number of adult passengers.'],
    ['B195 an invalid tag', { tag: 'BOGUS' }, 'B195', 'Invalid tag'],
    ['B039 an unknown airline', { airline: 'ZZ' }, 'B039', "Can't find the related data of ZZ."],
    ['P002 a missing required field, named', { adults: undefined }, 'P002', 'adults is missing.'],
    ['P001 an ill-typed field, named', { adults: 'one' }, 'P001', 'adults is illegal.'],
  ];
  it.each(table)('%s', async (_name, search, code, message) => {
    expect(await oneWay('PEK', 'SHA', search)).toEqual({ errorCode: code, errorMsg: message });
  });

  it('B066 more than 2 journeys', async () => {
    const leg = (origin: string, destination: string, offset: number) => ({ origin, destination, departureDate: day(offset) });
    const envelope = await client.shop({ adults: 1, searchAirLegs: [leg('PEK', 'SHA', 10), leg('SHA', 'CAN', 12), leg('CAN', 'PEK', 14)] });
    expect(envelope).toEqual({ errorCode: 'B066', errorMsg: 'Only 2 journeys can be supported, please check your itinerary.' });
  });

  it.each([
    ['yesterday', -1],
    ['more than a year ahead', 367],
  ])('B038 a departure date %s (by the sandbox clock)', async (_name, offset) => {
    expect(await oneWay('PEK', 'SHA', {}, { departureDate: day(offset) })).toEqual({ errorCode: 'B038', errorMsg: 'Departure date must be today to a year.' });
  });

  it('today and one year ahead are both within the window', async () => {
    expect((await oneWay('PEK', 'SHA', {}, { departureDate: day(365) })).errorCode).toBe('0');
    const today = await oneWay('PEK', 'SHA', {}, { departureDate: day(0) });
    expect(['0', 'B014']).toContain(today.errorCode);
  });

  it('B039 an unknown airport names it', async () => {
    expect(await oneWay('PEK', 'XQZ')).toEqual({ errorCode: 'B039', errorMsg: "Can't find the related data of XQZ." });
  });

  it('B039 an unknown airline in a journey filter names it', async () => {
    expect(await oneWay('PEK', 'SHA', {}, { airline: 'CA,Q9' })).toEqual({ errorCode: 'B039', errorMsg: "Can't find the related data of Q9." });
  });

  it('P001/P002 name fields inside a journey', async () => {
    expect(await oneWay('PEK', 'SHA', {}, { departureDate: undefined })).toEqual({ errorCode: 'P002', errorMsg: 'departureDate is missing.' });
    expect(await oneWay('PEK', 'SHA', {}, { departureDate: '2026/01/01' })).toEqual({ errorCode: 'P001', errorMsg: 'departureDate is illegal.' });
    expect(await oneWay('PEK', 'SHA', {}, { cabinClass: 'Luxury' })).toEqual({ errorCode: 'P001', errorMsg: 'cabinClass is illegal.' });
  });

  it('B014 when nothing flies the search (documented: nonstop Haikou → Lima)', async () => {
    expect(await oneWay('HAK', 'LIM', { nonstop: 1 })).toEqual({ errorCode: 'B014', errorMsg: 'Shopping failed.' });
  });
});

describe('what shopping honours', () => {
  it('numeric strings for integer fields, and unknown fields ignored', async () => {
    const envelope = await client.shop({
      adults: '2',
      children: '1',
      infants: '0',
      nonstop: '0',
      solutions: '5',
      somethingNew: { nested: true },
      searchAirLegs: [{ origin: 'PEK', destination: 'SHA', departureDate: day(15), cabinClass: '', extra: 1 }],
    });
    expect(envelope.errorCode).toBe('0');
    expect(envelope.data.solutions).toHaveLength(5);
    expect(envelope.data.solutions[0]).toMatchObject({ adults: 2, children: 1, infants: 0 });
  });

  it('solutions: 0 gives the default 50, a number gives at most that many, 2,000 are possible', async () => {
    expect((await oneWay('BJS', 'LON')).data.solutions).toHaveLength(50);
    expect((await oneWay('BJS', 'LON', { solutions: 7 })).data.solutions).toHaveLength(7);
    expect(big.solutions).toHaveLength(2000);
  });

  it('solutions are sorted cheapest first', async () => {
    const { data } = await oneWay('BJS', 'LON', { solutions: 30 });
    const totals = data.solutions.map((s: Json) => s.adtFare + s.adtTax + s.qCharge + s.tktFee + s.platformServiceFee + s.merchantFee);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('passenger counts: child and infant fares, and baggage and mini rules per passenger type', async () => {
    const { data } = await oneWay('PEK', 'SHA', { adults: 2, children: 1, infants: 1, solutions: 10 });
    for (const solution of data.solutions) {
      expect(solution).toMatchObject({ adults: 2, children: 1, infants: 1 });
      expect(solution.chdFare).toBeLessThan(solution.adtFare);
      expect(solution.infFare).toBeLessThan(solution.chdFare);
      expect(Object.keys(solution.baggageMap).sort()).toEqual(['ADT', 'CHD', 'INF']);
      expect(Object.keys(solution.miniRuleMap).sort()).toEqual(['ADT', 'CHD', 'INF']);
    }
  });

  it('nonstop: 1 returns only nonstop flights', async () => {
    const { data } = await oneWay('BJS', 'LON', { nonstop: 1 });
    expect(data.flights.every((flight: Json) => flight.transferCount === 0 && flight.segmengtIds.length === 1)).toBe(true);
  });

  it('the global airline filter takes a comma-separated list', async () => {
    const { data } = await oneWay('PEK', 'SHA', { airline: 'CA,MU', solutions: 60 });
    const airlines = new Set(allSegments(data).map((segment) => segment.airline));
    expect([...airlines].sort()).toEqual(['CA', 'MU']);
  });

  it('the per-journey airline filter applies to its journey only', async () => {
    const { data } = await client.shop({
      adults: 1,
      solutions: 40,
      searchAirLegs: [
        { origin: 'PEK', destination: 'SHA', departureDate: day(15), airline: 'MU' },
        { origin: 'SHA', destination: 'PEK', departureDate: day(18), airline: '' },
      ],
    });
    for (const solution of data.solutions) {
      const [outbound] = solutionSegments(data, solution);
      expect(outbound?.every((segment: Json) => segment.airline === 'MU')).toBe(true);
    }
  });

  it.each([
    ['Economy', 'ECONOMY'],
    ['PremiumEconomy', 'PREMIUMECONOMY'],
    ['Business', 'BUSINESS'],
    ['First', 'FIRST'],
  ])('cabinClass %s answers segments in %s', async (requested, answered) => {
    const { data, errorCode } = await oneWay('BJS', 'NYC', { solutions: 20 }, { cabinClass: requested });
    expect(errorCode).toBe('0');
    expect(new Set(data.segments.map((segment: Json) => segment.cabinClass))).toEqual(new Set([answered]));
  });

  it('cabinClass "" offers every cabin the flights have', () => {
    expect(new Set(big.segments.map((segment: Json) => segment.cabinClass)).size).toBeGreaterThanOrEqual(3);
  });

  it('tag "" returns every product; a valid tag only that product', async () => {
    expect(sandbox.validTags).toEqual(['SAVER', 'STANDARD', 'FLEX']);
    const all = await oneWay('PEK', 'SHA', { tag: '', returnTagPrice: 'Y', solutions: 200 });
    expect(new Set(all.data.segments.map((s: Json) => s.fareBasis.slice(-5)))).toEqual(new Set(['SVRCN', 'STDCN', 'FLXCN']));
    const flex = await oneWay('PEK', 'SHA', { tag: 'FLEX', solutions: 20 });
    expect(flex.data.solutions.every((s: Json) => s.fareType === 'PUBLIC')).toBe(true);
    expect(new Set(flex.data.segments.map((s: Json) => s.bookingCode))).toEqual(new Set(['Y', 'W', 'J', 'F'].filter((code) => flex.data.segments.some((s: Json) => s.bookingCode === code))));
  });

  it('city codes: BJS and LON search every airport of the city', () => {
    const departures = new Set(big.segments.map((s: Json) => s.departure));
    expect(departures.has('PEK') || departures.has('PKX')).toBe(true);
    expect([...departures].some((code) => code === 'LHR' || code === 'LGW')).toBe(true);
  });

  it('open-jaw: out to London, back from Paris', async () => {
    const { data, errorCode } = await client.shop({
      adults: 1,
      solutions: 10,
      searchAirLegs: [
        { origin: 'PEK', destination: 'LHR', departureDate: day(20) },
        { origin: 'CDG', destination: 'PEK', departureDate: day(30) },
      ],
    });
    expect(errorCode).toBe('0');
    const [outbound, inbound] = solutionSegments(data, data.solutions[0]);
    expect(outbound?.[outbound.length - 1].arrival).toBe('LHR');
    expect(inbound?.[0].departure).toBe('CDG');
  });
});

describe('the real forms of the answer (real-world notes)', () => {
  it('flights list their segments under segmengtIds (sic), never segmentIds', () => {
    for (const flight of big.flights) {
      expect(flight.segmengtIds.length).toBeGreaterThan(0);
      expect(flight).not.toHaveProperty('segmentIds');
    }
  });

  it('13-digit timestamps are the local wall clock read as UTC+8, consistent with the str* fields', () => {
    for (const segment of big.segments) {
      expect(String(segment.departureDate)).toMatch(/^\d{13}$/);
      expect(segment.departureDate).toBe(wallClockAsUtc8(segment.strDepartureDate, segment.strDepartureTime));
      expect(segment.arrivalDate).toBe(wallClockAsUtc8(segment.strArrivalDate, segment.strArrivalTime));
    }
  });

  it('flightTime is the real flying time between the local times of two time zones', async () => {
    const { data } = await oneWay('PEK', 'LHR', { nonstop: 1, solutions: 1 });
    const [segment] = data.segments;
    const real = (instantOf('Europe/London', segment.strArrivalDate, segment.strArrivalTime) - instantOf('Asia/Shanghai', segment.strDepartureDate, segment.strDepartureTime)) / 60_000;
    expect(segment.flightTime).toBe(real);
    expect(segment.flightTime).toBeGreaterThan(9 * 60);
    expect(segment.flightTime).toBeLessThan(12 * 60);
  });

  it('solutions carry the extra null keys comments, fareRule, rule, prices and afterSaleRule', () => {
    for (const solution of big.solutions.slice(0, 50)) {
      expect(solution).toMatchObject({ comments: null, fareRule: null, rule: null, prices: null, afterSaleRule: null });
    }
  });

  it('mini-rule groups hold 4 rules, 2 rules (types 0 and 2), or two rules of the same type', () => {
    const shapes = new Set<string>();
    for (const solution of big.solutions) {
      for (const group of solution.miniRuleMap.ADT) shapes.add(group.miniRules.map((rule: Json) => rule.penaltyType).join(','));
    }
    expect(shapes).toEqual(new Set(['0,1,2,3', '0,2', '0,0']));
  });

  it('some baggage entries have every value null (baggage unknown)', () => {
    const unknown = big.solutions.filter((solution: Json) => Object.values(solution.baggageMap.ADT[0]).every((value) => value === null));
    expect(unknown.length).toBeGreaterThan(0);
    expect(unknown.length).toBeLessThan(big.solutions.length / 5);
  });

  it('booking codes can have two letters (SL, sold by MU, ZH, 3U, HU)', async () => {
    const { data } = await oneWay('PEK', 'SHA', { airline: 'MU', tag: 'SAVER', solutions: 50 });
    expect(data.segments.some((segment: Json) => segment.bookingCode === 'SL')).toBe(true);
  });

  it('arrivalTerminal can be the string "0" (airports without numbered terminals, e.g. Kunming)', async () => {
    const { data } = await oneWay('PEK', 'KMG', { nonstop: 1 });
    expect(data.segments.every((segment: Json) => segment.arrivalTerminal === '0')).toBe(true);
  });

  it('codeshares: codeShare "Y" with the operating flight number and airline', () => {
    const codeshares = big.segments.filter((segment: Json) => segment.codeShare === 'Y');
    expect(codeshares.length).toBeGreaterThan(0);
    for (const segment of codeshares) {
      expect(segment.opFltAirline).toMatch(/^[A-Z0-9]{2}$/);
      expect(segment.opFltAirline).not.toBe(segment.airline);
      expect(segment.opFltNo).toMatch(/^\d+$/);
    }
    const own = big.segments.find((segment: Json) => segment.codeShare === 'N');
    expect(own).toMatchObject({ opFltNo: null, opFltAirline: null });
  });

  it('virtual interlining: one-way offers may carry category ["VI"]; round trips never do', async () => {
    const { data } = await oneWay('BJS', 'LON', { solutions: 300 });
    expect(data.solutions.some((solution: Json) => JSON.stringify(solution.category) === '["VI"]')).toBe(true);
    expect(big.solutions.some((solution: Json) => solution.category !== undefined)).toBe(false);
  });

  it('lastTktTime, solutionId and keys look like the real ones', () => {
    expect(big.searchKey).toMatch(/^BJSLON\d{8}A1000LONBJS\d{8}A1000$/);
    expect(big.shoppingKey).toMatch(/^[0-9a-f]{32}$/);
    for (const flight of big.flights.slice(0, 20)) expect(flight.lastTktTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    for (const solution of big.solutions.slice(0, 20)) {
      expect(solution.solutionId.length).toBeGreaterThan(80);
      expect(solution.solutionId).toMatch(/^[A-Za-z0-9+/]+=*$/);
      expect(solution.fareType).toMatch(/^(PRIVATE|PUBLIC)$/);
      expect(solution.currency).toBe('CNY');
    }
  });

  it('the same search with the same seed answers the same offers (solutionKey and fares)', async () => {
    const search = { adults: 1, solutions: 10, searchAirLegs: [{ origin: 'CAN', destination: 'SYD', departureDate: day(40) }] };
    const offers = (envelope: WireEnvelope) => envelope.data.solutions.map((s: Json) => [s.solutionKey, s.adtFare, s.adtTax]);
    const first = await client.shop(search);
    const other = await startSandbox({ seed: 1 });
    try {
      expect(offers(await new SandboxClient(other).shop(search))).toEqual(offers(first));
    } finally {
      await other.close();
    }
  });
});
