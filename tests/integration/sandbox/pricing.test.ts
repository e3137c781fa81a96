/**
 * PrecisePricing V9 against the sandbox: pricing a shopped solution, the seeded price and
 * availability changes, and every pricing code the sandbox reproduces with its documented input.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type ExplainedSolution, type RunningSandbox } from '../../../electron/sandbox';
import { beijingDate, expectOk, pricingRequestFor, solutionSegments } from './support/itineraries';
import { SandboxClient } from './support/sandbox-client';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let sandbox: RunningSandbox;
let client: SandboxClient;
/** PEK → SHA one-way in 12 days: 200 solutions. */
let shopped: Json;

beforeAll(async () => {
  sandbox = await startSandbox();
  client = new SandboxClient(sandbox);
  shopped = expectOk(await client.shop({ adults: 1, solutions: 200, searchAirLegs: [{ origin: 'PEK', destination: 'SHA', departureDate: beijingDate(sandbox.now(), 12) }] })).data;
});
afterAll(() => sandbox.close());

async function outcomeOf(solutionId: string): Promise<ExplainedSolution['pricingOutcome']> {
  return (await client.control<ExplainedSolution>('POST', '/sandbox/explain-solution', { solutionId })).body.pricingOutcome;
}

async function findSolution(outcome: ExplainedSolution['pricingOutcome'], data: Json = shopped): Promise<Json> {
  for (const solution of data.solutions) if ((await outcomeOf(solution.solutionId)) === outcome) return solution;
  throw new Error(`no solution with outcome ${outcome}`);
}

function total(solution: Json): number {
  return solution.adtFare + solution.adtTax + (solution.qCharge ?? 0);
}

describe('pricing a shopped solution', () => {
  it('answers the 2.6 shape: segmentIds, baggages, bookingWithoutCard, ancillaryAvailability, reduced maps', async () => {
    const solution = await findSolution('unchanged');
    const { data } = expectOk(await client.price(pricingRequestFor(shopped, solution)));
    expect(Object.keys(data).sort()).toEqual(['ancillaryAvailability', 'flights', 'segments', 'solution']);
    expect(data.solution).not.toHaveProperty('qCharge');
    expect(data.solution).not.toHaveProperty('afterSaleRule');
    expect(data.solution).not.toHaveProperty('category');
    expect(data.solution.bookingWithoutCard).toBe(1); // a domestic Chinese trip
    // Keyed by journey number with a comma-separated value per segment (null when baggage is unknown).
    expect(Object.keys(data.solution.baggages)).toEqual(['1']);
    for (const value of Object.values(data.solution.baggages[1])) expect(value === null || typeof value === 'string').toBe(true);
    for (const flight of data.flights) {
      expect(flight.segmentIds.length).toBeGreaterThan(0);
      expect(flight).not.toHaveProperty('segmengtIds');
      expect(flight).not.toHaveProperty('lastTktTime');
    }
    expect(typeof data.ancillaryAvailability.paidBag).toBe('boolean');
    expect(typeof data.ancillaryAvailability.paidSeat).toBe('boolean');
    for (const entry of data.solution.baggageMap.ADT) {
      expect(Object.keys(entry).sort()).toEqual(['baggageAmount', 'carryOnAmount', 'carryOnWeight', 'segmentIndexList']);
    }
    for (const group of data.solution.miniRuleMap.ADT) {
      for (const rule of group.miniRules) {
        const expected = rule.penaltyType === 1 || rule.penaltyType === 3 ? ['isPermited', 'noShowTime', 'noShowTimeUnit', 'penaltyType', 'when'] : ['isPermited', 'penaltyType', 'when'];
        expect(Object.keys(rule).sort()).toEqual(expected);
      }
    }
  });

  it('an unchanged offer prices exactly as shopped (the Q charge moves into the tax)', async () => {
    const solution = await findSolution('unchanged');
    const { data } = expectOk(await client.price(pricingRequestFor(shopped, solution)));
    expect(data.solution.adtFare).toBe(solution.adtFare);
    expect(total(data.solution)).toBeCloseTo(total(solution), 2);
    expect(data.segments.map((s: Json) => s.bookingCode)).toEqual(solutionSegments(shopped, solution).flat().map((s: Json) => s.bookingCode));
  });

  it('about a fifth of the shopped offers change between shopping and pricing, deterministically', async () => {
    const outcomes = await Promise.all(shopped.solutions.map((s: Json) => outcomeOf(s.solutionId)));
    const changed = outcomes.filter((outcome) => outcome !== 'unchanged').length / outcomes.length;
    expect(changed).toBeGreaterThan(0.1);
    expect(changed).toBeLessThan(0.32);
    expect(await outcomeOf(shopped.solutions[0].solutionId)).toBe(outcomes[0]);
  });

  it('a price-up offer comes back dearer, a price-down offer cheaper', async () => {
    const up = await findSolution('price-up');
    const pricedUp = expectOk(await client.price(pricingRequestFor(shopped, up))).data.solution;
    expect(pricedUp.adtFare).toBeGreaterThan(up.adtFare);
    const down = await findSolution('price-down');
    const pricedDown = expectOk(await client.price(pricingRequestFor(shopped, down))).data.solution;
    expect(pricedDown.adtFare).toBeLessThan(down.adtFare);
  });

  it('a booking-code-changed offer comes back in another booking code with its own availability', async () => {
    const solution = await findSolution('booking-code-changed');
    const { data } = expectOk(await client.price(pricingRequestFor(shopped, solution)));
    const before = solutionSegments(shopped, solution).flat()[0];
    expect(data.segments[0].bookingCode).not.toBe(before.bookingCode);
    expect(data.solution.adtFare).toBeGreaterThan(solution.adtFare);
  });

  it('the re-issued solutionId prices stably: pricing it again gives the priced figures', async () => {
    const solution = await findSolution('price-up');
    const first = expectOk(await client.price(pricingRequestFor(shopped, solution))).data;
    const again = expectOk(await client.price(pricingRequestFor(first, first.solution))).data;
    expect(again.solution.adtFare).toBe(first.solution.adtFare);
    expect(await outcomeOf(first.solution.solutionId)).toBe('unchanged');
  });

  it('numeric strings and a carrier-prefixed flight number are accepted', async () => {
    const solution = await findSolution('unchanged');
    const request = pricingRequestFor(shopped, solution, { adults: '1', children: '0', infants: '0' }) as Json;
    const segment = request.journeys.journey_0[0];
    segment.flightNum = `${segment.airline}${segment.flightNum}`;
    expect((await client.price(request)).errorCode).toBe('0');
  });

  it('virtual-interlining content prices (V9)', async () => {
    const vi = expectOk(await client.shop({ adults: 1, solutions: 300, searchAirLegs: [{ origin: 'BJS', destination: 'LON', departureDate: beijingDate(sandbox.now(), 12) }] })).data;
    const candidates = vi.solutions.filter((s: Json) => s.category?.includes('VI'));
    expect(candidates.length).toBeGreaterThan(0);
    let priced = 0;
    for (const solution of candidates.slice(0, 5)) if ((await client.price(pricingRequestFor(vi, solution))).errorCode === '0') priced += 1;
    expect(priced).toBeGreaterThan(0);
  });
});

describe('pricing codes and their documented inputs', () => {
  async function priceWith(change: (request: Json) => void) {
    const solution = await findSolution('unchanged');
    const request = pricingRequestFor(shopped, solution) as Json;
    change(request);
    return client.price(request);
  }

  it('B068 when the journeys differ from the solutionId (another flight number)', async () => {
    expect(await priceWith((r) => (r.journeys.journey_0[0].flightNum = '9')))
      .toEqual({ errorCode: 'B068', errorMsg: 'The segment detail is different between solutionid field and journey field.' });
  });

  it('B068 when a departure time differs', async () => {
    expect((await priceWith((r) => (r.journeys.journey_0[0].departureTime = '03:33'))).errorCode).toBe('B068');
  });

  it('B021 for booking code V (sold out on every flight)', async () => {
    expect(await priceWith((r) => (r.journeys.journey_0[0].bookingCode = 'V'))).toEqual({ errorCode: 'B021', errorMsg: 'The booking code you choose has only 0 seat available.' });
  });

  it('B020 for a booking code the flight does not sell (Z, or First on a flight without First)', async () => {
    expect(await priceWith((r) => (r.journeys.journey_0[0].bookingCode = 'Z'))).toEqual({ errorCode: 'B020', errorMsg: 'Can not find any price for this flight.' });
    expect((await priceWith((r) => (r.journeys.journey_0[0].bookingCode = 'F'))).errorCode).toBe('B020');
  });

  it('B015 for the documented flight HU7999 Beijing → Shenzhen', async () => {
    const data = expectOk(await client.shop({ adults: 1, airline: 'HU', nonstop: 1, solutions: 100, searchAirLegs: [{ origin: 'PEK', destination: 'SZX', departureDate: beijingDate(sandbox.now(), 12) }] })).data;
    const solution = data.solutions.find((s: Json) => solutionSegments(data, s)[0]?.[0].flightNum === '7999');
    expect(await client.price(pricingRequestFor(data, solution))).toEqual({ errorCode: 'B015', errorMsg: 'Pricing failed.' });
  });

  it.each([
    ['B068', '7997', 'The segment detail is different between solutionid field and journey field.', 'retimed'],
    ['B021', '7998', 'The booking code you choose has only 0 seat available.', 'sold out'],
  ])('%s for the documented flight HU%s, %s between shopping and pricing, priced exactly as shopped', async (code, flightNum, message) => {
    const data = expectOk(await client.shop({ adults: 1, airline: 'HU', nonstop: 1, solutions: 100, searchAirLegs: [{ origin: 'PEK', destination: 'SZX', departureDate: beijingDate(sandbox.now(), 12) }] })).data;
    const solution = data.solutions.find((s: Json) => solutionSegments(data, s)[0]?.[0].flightNum === flightNum);
    expect(solution, `HU${flightNum} is shoppable`).toBeDefined();
    expect(await client.price(pricingRequestFor(data, solution))).toEqual({ errorCode: code, errorMsg: message });
  });

  it('B039 for an unknown airline or airport in the journeys', async () => {
    expect(await priceWith((r) => (r.journeys.journey_0[0].airline = 'ZZ'))).toEqual({ errorCode: 'B039', errorMsg: "Can't find the related data of ZZ." });
    expect((await priceWith((r) => (r.journeys.journey_0[0].arrival = 'QQQ'))).errorMsg).toBe("Can't find the related data of QQQ.");
  });

  it.each([
    ['P004', { adults: 9, children: 1 }, 'The maximum number of passengers with seat is 9.'],
    ['P005', { adults: 0 }, 'There should be at least one adult.'],
    ['P009', { adults: 1, infants: 2 }, 'The number of infant passengers can not exceed the number of adult passengers.'],
  ])('%s on the passenger counts', async (code, counts, message) => {
    expect(await priceWith((r) => Object.assign(r, counts))).toEqual({ errorCode: code, errorMsg: message });
  });

  it('P001 for a solutionId the sandbox cannot read (altered, or from another seed)', async () => {
    expect(await priceWith((r) => (r.solutionId = 'not-an-id'))).toEqual({ errorCode: 'P001', errorMsg: 'solutionId is illegal.' });
    // Altered: its first character replaced by another (an id that already starts with "A" gets a "B").
    expect((await priceWith((r) => (r.solutionId = `${r.solutionId.startsWith('A') ? 'B' : 'A'}${r.solutionId.slice(1)}`))).errorCode).toBe('P001');
  });

  it('P002 names a missing field of a segment; P002 journey_0 when there are no journeys', async () => {
    expect(await priceWith((r) => delete r.journeys.journey_0[0].departureDate)).toEqual({ errorCode: 'P002', errorMsg: 'departureDate is missing.' });
    expect(await priceWith((r) => (r.journeys = {}))).toEqual({ errorCode: 'P002', errorMsg: 'journey_0 is missing.' });
    expect(await priceWith((r) => delete r.journeys.journey_0[0].bookingCode)).toEqual({ errorCode: 'P002', errorMsg: 'bookingCode is missing.' });
  });

  it('cabin set: every segment must give it as cabinClass; then the cheapest code of that cabin is priced', async () => {
    expect(await priceWith((r) => (r.cabin = 'Business'))).toEqual({ errorCode: 'P002', errorMsg: 'cabinClass is missing.' });
    expect(
      await priceWith((r) => {
        r.cabin = 'Business';
        r.journeys.journey_0[0].cabinClass = 'Economy';
      }),
    ).toEqual({ errorCode: 'P001', errorMsg: 'cabinClass is illegal.' });
    const envelope = await priceWith((r) => {
      r.cabin = 'Business';
      r.journeys.journey_0[0].cabinClass = 'BUSINESS';
      delete r.journeys.journey_0[0].bookingCode;
    });
    expect(envelope.errorCode).toBe('0');
    expect(envelope.data.segments[0].cabinClass).toBe('BUSINESS');
    expect(['J', 'C', 'D', 'I']).toContain(envelope.data.segments[0].bookingCode);
    expect(await priceWith((r) => Object.assign(r, { cabin: 'Luxury' }))).toEqual({ errorCode: 'P001', errorMsg: 'cabin is illegal.' });
  });
});

describe('pricing codes that depend on the sandbox clock', () => {
  afterEach(() => sandbox.reset());

  it('B016 within 2 hours of departure', async () => {
    const solution = shopped.solutions[0];
    const departure = Date.parse(`${solutionSegments(shopped, solution)[0]?.[0].strDepartureDate}T${solutionSegments(shopped, solution)[0]?.[0].strDepartureTime}:00+08:00`);
    sandbox.advanceClock((departure - sandbox.now()) / 60_000 - 90);
    expect(await client.price(pricingRequestFor(shopped, solution))).toEqual({ errorCode: 'B016', errorMsg: "Flight near take-off, can't offer pricing service." });
  });

  it('B026 once the last ticketing time (72 h after shopping) has passed', async () => {
    const solution = shopped.solutions[0];
    const lastTktTime = shopped.flights.find((f: Json) => f.flightId === solution.journeys.journey_0[0]).lastTktTime as string;
    await client.control('POST', '/sandbox/clock', { minutes: 73 * 60 });
    const envelope = await client.price(pricingRequestFor(shopped, solution));
    const [date, time] = lastTktTime.split(' ');
    const [hh, mm, ss] = (time ?? '').split(':');
    expect(envelope).toEqual({ errorCode: 'B026', errorMsg: `LatestTktTime: ${date} ${hh} : ${mm}: ${ss}.` });
  });
});
