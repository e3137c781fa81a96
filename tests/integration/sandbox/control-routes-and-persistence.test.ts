/**
 * The `/sandbox/` routes (outside the partner API: plain JSON, no credentials) and persistence:
 * the order book, credit and clock survive a restart from the state file; reset restores the seed.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startSandbox,
  type RunningSandbox,
  type SandboxAirOrderEntry,
  type SandboxClockView,
  type SandboxInfo,
  type SandboxOrdersListing,
} from '../../../electron/sandbox';
import { beijingDate, expectOk, pricingRequestFor } from './support/itineraries';
import { creditOf, listing } from './support/order-book';
import { SandboxClient } from './support/sandbox-client';

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

describe('GET /sandbox and GET /sandbox/orders', () => {
  it('describes itself as outside the partner API and needs no credentials', async () => {
    const { status, body } = await client.control<SandboxInfo>('GET', '/sandbox');
    expect(status).toBe(200);
    expect(body.description).toMatch(/not part of the partner API/);
    expect(body).toMatchObject({ partnerId: sandbox.partnerId, validTags: ['SAVER', 'STANDARD', 'FLEX'], seed: 1 });
    expect(body.controlRoutes).toContain('POST /sandbox/orders');
    expect(body.controlRoutes).toContain('POST /sandbox/rules');
  });

  it('lists the booking path and OrderDetail as assumed operations, the other version paths and the rules', async () => {
    const { body } = await client.control<SandboxInfo>('GET', '/sandbox');
    expect(body.operations).toMatchObject({ preciseBooking: '/json/preciseBooking_V7', orderPricing: '/json/orderPricingV5', cancel: '/json/cancel', pricing: '/json/precisePricing_V9', orderDetail: '/json/orderDetail/v13' });
    expect(body.assumedOperations).toEqual(['preciseBooking', 'orderPricing', 'cancel', 'uploadAttachment', 'orderDetail']);
    expect(body.newerVersionPaths).toEqual({ '/json/precisePricing_V10': 'pricing', '/json/precisePricing_V11': 'pricing', '/json/orderDetail/v10': 'orderDetail' });
    expect(body.rules).toEqual({ requireOrderPricing: false });
  });

  it('lists an order in every state the desk needs, with passengers, segments, PNRs and amounts', async () => {
    const { orders, credits } = await listing(client);
    const states = new Set(orders.map((entry) => `${entry.kind}:${entry.stateCode}`));
    for (const state of ['air:TO_BE_PAID', 'air:ISS_PRC', 'air:ISSED', 'air:CNCL', 'refund:REFD_PRC', 'refund:REFD_TO_BE_REIM', 'refund:REFD_REIMED', 'ancillary:ISS_PRC']) {
      expect(states).toContain(state);
    }
    const air = orders.filter((entry): entry is SandboxAirOrderEntry => entry.kind === 'air');
    expect(air.some((entry) => entry.orderType === 'C')).toBe(true);
    expect(air.some((entry) => entry.passengers.length >= 4 && entry.passengers.some((p) => p.psgType === 'INF'))).toBe(true);
    expect(air.some((entry) => !entry.isTest)).toBe(true);
    for (const entry of orders) expect(entry.orderNum).toMatch(/^\d{18}$/);
    const issued = air.find((entry) => entry.stateCode === 'ISSED');
    expect(issued?.airPnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(issued?.passengers[0]).toMatchObject({ psgType: 'ADT', birthday: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), sex: expect.stringMatching(/^[MF]$/), ticketNum: expect.any(String) });
    expect(issued?.segments[0]).toMatchObject({ bookingCode: expect.any(String), cabinClass: expect.any(String) });
    expect(credits).toEqual([{ partnerId: sandbox.partnerId, credit: 200000, currency: 'CNY' }]);
  });

  it('filters by kind, state and order number', async () => {
    const { body } = await client.control<SandboxOrdersListing>('GET', '/sandbox/orders?kind=refund&state=REFD_REIMED');
    expect(body.orders).toHaveLength(1);
    const orderNum = body.orders[0]?.orderNum ?? '';
    expect((await client.control<SandboxOrdersListing>('GET', `/sandbox/orders?orderNum=${orderNum}`)).body.orders).toHaveLength(1);
  });

  it('the same seed gives the same order book (numbers, passengers, flights)', async () => {
    const other = await startSandbox({ seed: 1 });
    const differentSeed = await startSandbox({ seed: 2 });
    try {
      const strip = (l: SandboxOrdersListing) => l.orders.map((o) => ({ ...o, createdAt: '', lastTktTime: '', processedAt: '', reimbursedAt: '' }));
      expect(strip(await listing(new SandboxClient(other)))).toEqual(strip(await listing(client)));
      expect((await listing(new SandboxClient(differentSeed))).orders[0]?.orderNum).not.toBe((await listing(client)).orders[0]?.orderNum);
    } finally {
      await other.close();
      await differentSeed.close();
    }
  });
});

describe('POST /sandbox/orders', () => {
  async function pricedSolution(): Promise<{ shopped: Json; request: Record<string, unknown>; priced: Json }> {
    const shopped = expectOk(await client.shop({ adults: 2, children: 1, solutions: 5, searchAirLegs: [{ origin: 'SHA', destination: 'CTU', departureDate: beijingDate(sandbox.now(), 20) }] })).data;
    const request = pricingRequestFor(shopped, shopped.solutions[0]);
    const priced = expectOk(await client.price(request)).data;
    return { shopped, request, priced };
  }

  it('books a to-be-paid test order from the pricing request, priced as pricing said', async () => {
    const { request, priced } = await pricedSolution();
    const { status, body } = await client.control<SandboxAirOrderEntry>('POST', '/sandbox/orders', {
      pricing: request,
      passengers: [
        { psgType: 'ADT', lastName: 'Zhang', firstName: 'Wei', birthday: '1980-01-02', sex: 'M' },
        { psgType: 'ADT', lastName: 'Li', firstName: 'Na', birthday: '1982-03-04', sex: 'F' },
        { psgType: 'CHD', lastName: 'Zhang', firstName: 'Xiao', birthday: '2018-05-06', sex: 'F' },
      ],
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ kind: 'air', stateCode: 'TO_BE_PAID', isTest: true, orderType: 'O' });
    expect(body.orderNum).toMatch(/^\d{18}$/);
    expect(body.passengers.map((p) => p.lastName)).toEqual(['ZHANG', 'LI', 'ZHANG']);
    const s = priced.solution;
    const expected = 2 * (s.adtFare + s.adtTax + s.tktFee + s.platformServiceFee + s.merchantFee) + (s.chdFare + s.chdTax + s.tktFee + s.platformServiceFee + s.merchantFee);
    expect(body.orderAmount).toBeCloseTo(expected, 2);
    expect(body.segments.map((segment) => segment.bookingCode)).toEqual(priced.segments.map((segment: Json) => segment.bookingCode));
  });

  it('also takes the priced solution, or a bare solutionId (then makes up demo passengers)', async () => {
    const { priced } = await pricedSolution();
    const fromSolution = await client.control<SandboxAirOrderEntry>('POST', '/sandbox/orders', { solution: priced.solution });
    expect(fromSolution.status).toBe(201);
    expect(fromSolution.body.passengers.map((p) => p.psgType)).toEqual(['ADT', 'ADT', 'CHD']);
    const fromId = await client.control<SandboxAirOrderEntry>('POST', '/sandbox/orders', { solutionId: priced.solution.solutionId });
    expect(fromId.status).toBe(201);
  });

  it('books infants with the next adult when the body names none, through the booking rules (ages: 409 B022)', async () => {
    const shopped = expectOk(await client.shop({ adults: 2, infants: 2, solutions: 5, searchAirLegs: [{ origin: 'SHA', destination: 'CTU', departureDate: beijingDate(sandbox.now(), 20) }] })).data;
    const request = pricingRequestFor(shopped, shopped.solutions[0]);
    const infantBirthday = beijingDate(sandbox.now(), -200);
    const passengers = [
      { psgType: 'ADT', lastName: 'Zhang', firstName: 'Wei', birthday: '1980-01-02', sex: 'M' },
      { psgType: 'ADT', lastName: 'Li', firstName: 'Na', birthday: '1982-03-04', sex: 'F' },
      { psgType: 'INF', lastName: 'Zhang', firstName: 'Bao', birthday: infantBirthday, sex: 'F' },
      { psgType: 'INF', lastName: 'Li', firstName: 'Bei', birthday: infantBirthday, sex: 'M' },
    ];
    const { status, body } = await client.control<SandboxAirOrderEntry>('POST', '/sandbox/orders', { pricing: request, passengers });
    expect(status).toBe(201);
    expect(body.passengers.map((p) => p.associatedPassengerIndex)).toEqual([null, null, 1, 2]);
    const tooOld = passengers.map((p) => (p.psgType === 'INF' ? { ...p, birthday: '2015-01-01' } : p));
    const refused = await client.control<{ code: string }>('POST', '/sandbox/orders', { pricing: request, passengers: tooOld });
    expect(refused).toMatchObject({ status: 409, body: { code: 'B022' } });
    // Made-up passengers always fit the rules.
    expect((await client.control('POST', '/sandbox/orders', { solutionId: shopped.solutions[0].solutionId })).status).toBe(201);
  });

  it('refuses what pricing refuses (409 with the code) and malformed input (400)', async () => {
    const { request } = await pricedSolution();
    const changed = structuredClone(request) as Json;
    changed.journeys.journey_0[0].bookingCode = 'V';
    const refused = await client.control<{ error: string; code: string }>('POST', '/sandbox/orders', { pricing: changed });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('B021');
    expect((await client.control('POST', '/sandbox/orders', { solutionId: 'nonsense' })).status).toBe(400);
    expect((await client.control('POST', '/sandbox/orders', { solutionId: (request as Json).solutionId, passengers: [{ psgType: 'XXX' }] })).status).toBe(400);
  });
});

describe('the sandbox clock', () => {
  it('GET reads it, POST advances it, only forward', async () => {
    const before = (await client.control<SandboxClockView>('GET', '/sandbox/clock')).body;
    expect(before.offsetMinutes).toBe(0);
    expect(before.beijingTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const after = (await client.control<SandboxClockView>('POST', '/sandbox/clock', { minutes: 90 })).body;
    expect(after.offsetMinutes).toBe(90);
    expect(after.nowMs - before.nowMs).toBeGreaterThanOrEqual(90 * 60_000);
    expect((await client.control('POST', '/sandbox/clock', { minutes: -5 })).status).toBe(400);
  });

  it('POST /sandbox/reset rewinds the clock and restores the order book and credit', async () => {
    const order = (await listing(client)).orders.find((entry) => entry.kind === 'air' && entry.stateCode === 'TO_BE_PAID' && /ticketing succeeds/.test(entry.purpose ?? ''));
    expect((await client.ticket(order?.orderNum ?? '')).errorCode).toBe('0');
    await client.control('POST', '/sandbox/clock', { minutes: 600 });
    const reset = await client.control<{ reset: boolean; clock: SandboxClockView }>('POST', '/sandbox/reset');
    expect(reset.body.reset).toBe(true);
    expect(reset.body.clock.offsetMinutes).toBe(0);
    expect(await creditOf(client, sandbox.partnerId)).toBe(200000);
    expect((await listing(client)).orders.find((entry) => entry.orderNum === order?.orderNum)?.stateCode).toBe('TO_BE_PAID');
  });

  it('an unknown sandbox route answers 404 JSON listing the routes', async () => {
    const response = await client.control<{ error: string }>('GET', '/sandbox/nothing');
    expect(response.status).toBe(404);
    expect(response.body.error).toMatch(/GET \/sandbox\/orders/);
  });
});

describe('persistence to the state file', () => {
  let directory: string;
  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'sandbox-state-'));
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('the order book, the credit and the clock survive a restart; reset() restores the seed', async () => {
    const stateFile = join(directory, 'nested', 'sandbox.json');
    const first = await startSandbox({ stateFile });
    const firstClient = new SandboxClient(first);
    const order = (await listing(firstClient)).orders.find((entry) => /ticketing succeeds/.test(entry.purpose ?? '')) as SandboxAirOrderEntry;
    const paid = await firstClient.ticket(order.orderNum);
    first.advanceClock(30);
    const created = await firstClient.control<SandboxAirOrderEntry>('POST', '/sandbox/orders', { solutionId: (await anySolutionId(firstClient, first)) });
    await first.close();
    expect(JSON.parse(readFileSync(stateFile, 'utf8'))).toMatchObject({ version: 1, seed: 1, clockOffsetMinutes: 30 });

    const second = await startSandbox({ stateFile });
    const secondClient = new SandboxClient(second);
    const book = await listing(secondClient);
    expect(book.orders.find((entry) => entry.orderNum === order.orderNum)?.stateCode).toBe('ISS_PRC');
    expect(book.orders.find((entry) => entry.orderNum === created.body.orderNum)?.stateCode).toBe('TO_BE_PAID');
    expect(book.credits[0]?.credit).toBeCloseTo(200000 - paid.data.payAmount, 2);
    expect((await secondClient.control<SandboxClockView>('GET', '/sandbox/clock')).body.offsetMinutes).toBe(30);

    await second.reset();
    expect((await listing(secondClient)).orders.find((entry) => entry.orderNum === order.orderNum)?.stateCode).toBe('TO_BE_PAID');
    expect(JSON.parse(readFileSync(stateFile, 'utf8')).clockOffsetMinutes).toBe(0);
    await second.close();
    expect(readdirSync(directory).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('a corrupt state file is set aside (never over an earlier one) and the sandbox starts from the seed', async () => {
    const stateFile = join(directory, 'corrupt.json');
    const kept = () => readdirSync(directory).filter((name) => name.startsWith('corrupt.json.corrupt-')).sort();
    for (const damaged of ['{ not json', '']) {
      writeFileSync(stateFile, damaged);
      const started = await startSandbox({ stateFile });
      expect((await listing(new SandboxClient(started))).orders.length).toBeGreaterThan(10);
      await started.close();
    }
    expect(kept()).toHaveLength(2);
    expect(kept().map((name) => readFileSync(join(directory, name), 'utf8')).sort()).toEqual(['', '{ not json']);
  });

  it('a state file of another seed is ignored', async () => {
    const stateFile = join(directory, 'seeded.json');
    const one = await startSandbox({ stateFile, seed: 1 });
    const numberOne = (await listing(new SandboxClient(one))).orders[0]?.orderNum;
    await one.close();
    const two = await startSandbox({ stateFile, seed: 2 });
    expect((await listing(new SandboxClient(two))).orders[0]?.orderNum).not.toBe(numberOne);
    await two.close();
  });
});

async function anySolutionId(target: SandboxClient, running: RunningSandbox): Promise<string> {
  const data = expectOk(await target.shop({ adults: 1, solutions: 1, searchAirLegs: [{ origin: 'CAN', destination: 'PEK', departureDate: beijingDate(running.now(), 30) }] })).data;
  return data.solutions[0].solutionId as string;
}
