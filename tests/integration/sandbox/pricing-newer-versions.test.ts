/**
 * PrecisePricing on `/json/precisePricing_V10` and `_V11`: the V9 rules with `tag` and
 * `solutionKey` accepted, and the direct-pricing fallback (`solutionId: "direct pricing"` or
 * `"direct_pricing"`), assumed from public material, not in the specification.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox';
import { ADULT, book, bookingFor } from './support/booking';
import { beijingDate, expectOk, pricingRequestFor } from './support/itineraries';
import { SandboxClient, send, type WireEnvelope } from './support/sandbox-client';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let sandbox: RunningSandbox;
let client: SandboxClient;

beforeAll(async () => {
  sandbox = await startSandbox();
  client = new SandboxClient(sandbox);
});
beforeEach(() => sandbox.reset());
afterAll(() => sandbox.close());

async function priceOn(version: 'V9' | 'V10' | 'V11', pricing: Record<string, unknown>): Promise<WireEnvelope> {
  const response = await send(sandbox.baseUrl, `/json/precisePricing_${version}`, JSON.stringify({ authentication: client.authentication, pricing }));
  return JSON.parse(response.text) as WireEnvelope;
}

async function shopped(origin = 'PEK', destination = 'SHA', days = 20): Promise<Json> {
  return expectOk(await client.shop({ adults: 1, solutions: 10, searchAirLegs: [{ origin, destination, departureDate: beijingDate(sandbox.now(), days), cabinClass: '' }] })).data;
}

/** A direct-pricing request for the journeys of a shopped solution (no solution behind it). */
function directRequest(data: Json, solution: Json, overrides: Record<string, unknown> = {}): Json {
  return { ...pricingRequestFor(data, solution), solutionId: 'direct pricing', tag: '', ...overrides };
}

describe('PrecisePricing V10 and V11: the V9 rules, tag and solutionKey accepted', () => {
  it.each(['V10', 'V11'] as const)('%s prices a shopped solution as V9 does', async (version) => {
    const data = await shopped();
    const request = pricingRequestFor(data, data.solutions[0]);
    const v9 = expectOk(await priceOn('V9', request)).data.solution;
    const newer = expectOk(await priceOn(version, { ...request, tag: 'SAVER', solutionKey: data.solutions[0].solutionKey })).data.solution;
    expect(newer).toMatchObject({ adtFare: v9.adtFare, adtTax: v9.adtTax, fareType: v9.fareType });
    // The V9 checks still apply: another flight number is B068.
    const changed = structuredClone(request) as Json;
    changed.journeys.journey_0[0].flightNum = '9999';
    expect((await priceOn(version, changed)).errorCode).toBe('B068');
  });

  it('pricing faults apply to every version', async () => {
    await client.control('POST', '/sandbox/faults', { faults: ['pricing:b024:times=2'] });
    expect(await priceOn('V10', {})).toEqual({ errorCode: 'B024', errorMsg: 'Pricing TimeOut.' });
    expect(await priceOn('V11', {})).toEqual({ errorCode: 'B024', errorMsg: 'Pricing TimeOut.' });
  });
});

describe('direct pricing (no shopping solution)', () => {
  it('prices the journeys of the timetable and re-issues a solutionId that books', async () => {
    const data = await shopped();
    const solution = data.solutions[0];
    const direct = expectOk(await priceOn('V10', directRequest(data, solution))).data;
    expect(direct.solution.solutionId).not.toMatch(/direct/i);
    expect(direct.solution.solutionId.length).toBeGreaterThan(20);
    const asked = directRequest(data, solution).journeys.journey_0.map((s: Json) => [s.flightNum, s.bookingCode]);
    expect(direct.segments.map((s: Json) => [s.flightNum, s.bookingCode])).toEqual(asked);
    // No tag: a STANDARD product (fare basis …STDCN).
    expect(direct.segments[0].fareBasis).toMatch(/STDCN$/);
    expect((await book(client, bookingFor(direct, [ADULT]))).errorCode).toBe('0');
  });

  it('takes "direct_pricing" in any case, and the tag chooses the product', async () => {
    const data = await shopped();
    const flex = expectOk(await priceOn('V11', directRequest(data, data.solutions[0], { solutionId: 'DIRECT_PRICING', tag: 'FLEX' }))).data;
    expect(flex.solution.fareType).toBe('PUBLIC');
    expect(flex.segments[0].fareBasis).toMatch(/FLXCN$/);
    expect(await priceOn('V10', directRequest(data, data.solutions[0], { tag: 'CHEAPEST' }))).toEqual({ errorCode: 'P001', errorMsg: 'tag is illegal.' });
  });

  it('reads a PHP-style body: \\/ escapes, numeric strings, extra keys', async () => {
    const data = await shopped();
    const request = { ...directRequest(data, data.solutions[0]), adults: '1', children: '0', infants: '0', solutionKey: 'a/b', extra: null };
    const body = JSON.stringify({ authentication: client.authentication, pricing: request }).replaceAll('/', '\\/');
    const response = await send(sandbox.baseUrl, '/json/precisePricing_V10', body);
    expect(JSON.parse(response.text).errorCode).toBe('0');
  });

  it('B020 for a flight the timetable does not have: unknown number, other airports, other time', async () => {
    const data = await shopped();
    const b020 = { errorCode: 'B020', errorMsg: 'Can not find any price for this flight.' };
    const variants: [string, unknown][] = [
      ['flightNum', '9998'],
      ['arrival', 'CAN'],
      ['departureTime', '03:01'],
    ];
    for (const [field, value] of variants) {
      const request = directRequest(data, data.solutions[0]);
      request.journeys.journey_0[0][field] = value;
      expect(await priceOn('V10', request), field).toEqual(b020);
    }
    // Unknown airlines and airports are B039, as in V9.
    const unknownAirline = directRequest(data, data.solutions[0]);
    unknownAirline.journeys.journey_0[0].airline = 'ZZ';
    expect((await priceOn('V10', unknownAirline)).errorCode).toBe('B039');
  });

  it('P001 "journey_0 is illegal." when the segments of a journey do not connect', async () => {
    const first = await shopped('PEK', 'SHA');
    const second = await shopped('PEK', 'CAN');
    const request = directRequest(first, first.solutions[0]);
    request.journeys.journey_0.push(...(directRequest(second, second.solutions[0]).journeys.journey_0 as Json[]));
    expect(await priceOn('V10', request)).toEqual({ errorCode: 'P001', errorMsg: 'journey_0 is illegal.' });
  });

  it('the pricing rules apply: B020/B021 on booking codes, B016 near take-off', async () => {
    const data = await shopped('PEK', 'SHA', 2);
    const soldOut = directRequest(data, data.solutions[0]);
    soldOut.journeys.journey_0[0].bookingCode = 'V';
    expect((await priceOn('V10', soldOut)).errorCode).toBe('B021');
    const unknownCode = directRequest(data, data.solutions[0]);
    unknownCode.journeys.journey_0[0].bookingCode = 'Z';
    expect((await priceOn('V10', unknownCode)).errorCode).toBe('B020');
    // Move the clock to 90 minutes before the departure (PEK is on Beijing time).
    const firstSegment = data.segments.find((s: Json) => s.segmentId === data.flights.find((f: Json) => f.flightId === data.solutions[0].journeys.journey_0[0]).segmengtIds[0]);
    await client.control('POST', '/sandbox/clock', { minutes: Math.floor((firstSegment.departureDate - sandbox.now()) / 60_000) - 90 });
    expect((await priceOn('V10', directRequest(data, data.solutions[0]))).errorCode).toBe('B016');
  });

  it('stays V9-only on V9: "direct pricing" is not a solutionId there (P001)', async () => {
    const data = await shopped();
    expect(await priceOn('V9', directRequest(data, data.solutions[0]))).toEqual({ errorCode: 'P001', errorMsg: 'solutionId is illegal.' });
  });
});
