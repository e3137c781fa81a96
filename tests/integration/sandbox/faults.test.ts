/**
 * Injected faults: each kind at least once, `times` honoured (a retry recovers), B035 from a real
 * concurrency limit, and the runtime controls (POST/GET/DELETE /sandbox/faults, reset).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { parseFault, startSandbox, type RunningSandbox, type SandboxFaultsView } from '../../../electron/sandbox';
import { beijingDate } from './support/itineraries';
import { airOrder } from './support/order-book';
import { SandboxClient } from './support/sandbox-client';

let sandbox: RunningSandbox;
let client: SandboxClient;

beforeAll(async () => {
  sandbox = await startSandbox({ faults: [parseFault('ancillaryOrderDetail:s001')] });
  client = new SandboxClient(sandbox);
});
beforeEach(async () => {
  await sandbox.reset();
  sandbox.setFaults([]);
});
afterAll(() => sandbox.close());

const UNKNOWN_ORDER = '917000000000000001';

async function setFaults(...faults: unknown[]): Promise<SandboxFaultsView> {
  const response = await client.control<SandboxFaultsView>('POST', '/sandbox/faults', { faults });
  expect(response.status).toBe(200);
  return response.body;
}

function ticketingBody(orderNum = UNKNOWN_ORDER): string {
  return JSON.stringify({ authentication: client.authentication, ticketing: { orderNum } });
}

describe('each kind of fault', () => {
  it('latency delays the answer', async () => {
    await setFaults('ticketing:latency=150');
    const started = Date.now();
    expect((await client.ticket(UNKNOWN_ORDER)).errorCode).toBe('B010');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('hang never answers; with times=1 the retry is answered', async () => {
    await setFaults('ticketing:hang:times=1');
    await expect(client.raw('ticketing', ticketingBody(), { timeoutMs: 150 })).rejects.toThrow(/client timeout/);
    expect(JSON.parse((await client.raw('ticketing', ticketingBody())).text).errorCode).toBe('B010');
  });

  it('hang-after processes the call, then never answers: the order IS paid although no answer came', async () => {
    const order = await airOrder(client, /ticketing succeeds/);
    await setFaults('ticketing:hang-after:times=1');
    await expect(client.raw('ticketing', ticketingBody(order.orderNum), { timeoutMs: 300 })).rejects.toThrow(/client timeout/);
    expect((await airOrder(client, /ticketing succeeds/)).stateCode).toBe('ISS_PRC');
    expect((await client.ticket(order.orderNum)).errorCode).toBe('B024');
  });

  it('error=<CODE> answers that business code, with the message given or the sandbox\'s own wording, without processing', async () => {
    await setFaults('shopping:error=B014:times=1', { operation: 'ticketing', kind: 'error-code', code: 'B022', message: 'Ticketing failed', times: 1 }, 'pricing:error=B018:times=1');
    const search = { adults: 1, searchAirLegs: [{ origin: 'PEK', destination: 'SHA', departureDate: beijingDate(sandbox.now(), 10) }] };
    expect(await client.shop(search)).toEqual({ errorCode: 'B014', errorMsg: 'Shopping failed.' });
    expect((await client.shop(search)).errorCode).toBe('0');
    const order = await airOrder(client, /ticketing succeeds/);
    expect(await client.ticket(order.orderNum)).toEqual({ errorCode: 'B022', errorMsg: 'Ticketing failed' });
    expect((await airOrder(client, /ticketing succeeds/)).stateCode).toBe('TO_BE_PAID');
    expect(await client.price({})).toEqual({ errorCode: 'B018', errorMsg: 'Error B018.' });
  });

  it('b024 answers the operation\'s time-out message, without processing', async () => {
    await setFaults('shopping:b024:times=1', 'pricing:b024:times=1', 'ticketing:b024:times=1');
    const search = { adults: 1, searchAirLegs: [{ origin: 'PEK', destination: 'SHA', departureDate: beijingDate(sandbox.now(), 10) }] };
    expect(await client.shop(search)).toEqual({ errorCode: 'B024', errorMsg: 'Time-out, please try later.' });
    expect((await client.shop(search)).errorCode).toBe('0');
    expect(await client.price({})).toEqual({ errorCode: 'B024', errorMsg: 'Pricing TimeOut.' });
    const order = await airOrder(client, /ticketing succeeds/);
    expect(await client.ticket(order.orderNum)).toEqual({ errorCode: 'B024', errorMsg: 'Time-out, please try later.' });
    expect((await airOrder(client, /ticketing succeeds/)).stateCode).toBe('TO_BE_PAID');
  });

  it('b035 is a real concurrency limit: beyond N requests in flight the others answer B035', async () => {
    await setFaults('ticketing:b035=2', 'ticketing:latency=200');
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.ticket(UNKNOWN_ORDER)));
    const codes = answers.map((answer) => answer.errorCode).sort();
    expect(codes).toEqual(['B010', 'B010', 'B035', 'B035', 'B035']);
    expect(answers.find((answer) => answer.errorCode === 'B035')).toEqual({ errorCode: 'B035', errorMsg: 'Concurrency limited.' });
    // Once the slots are free, requests are served again.
    expect((await client.ticket(UNKNOWN_ORDER)).errorCode).toBe('B010');
  });

  it('s001 answers System error in the operation\'s wording', async () => {
    await setFaults('checkReimbursed:s001', 'shopping:s001');
    expect(await client.reimbursement(UNKNOWN_ORDER)).toEqual({ errorCode: 'S001', errorMsg: 'System error' });
    expect(await client.shop({})).toEqual({ errorCode: 'S001', errorMsg: 'System error.' });
  });

  it.each([500, 502, 503])('http=%i answers that HTTP status with an HTML body', async (status) => {
    await setFaults(`*:http=${status}:times=1`);
    const response = await client.raw('ticketing', ticketingBody());
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(JSON.parse((await client.raw('ticketing', ticketingBody())).text).errorCode).toBe('B010');
  });

  it('times=2: two failures, then the third call recovers', async () => {
    await setFaults('ticketing:http=503:times=2');
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await client.raw('ticketing', ticketingBody())).status);
    expect(statuses).toEqual([503, 503, 200]);
  });

  it('reset destroys the connection without an answer', async () => {
    await setFaults('ticketing:reset:times=1');
    await expect(client.raw('ticketing', ticketingBody())).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(JSON.parse((await client.raw('ticketing', ticketingBody())).text).errorCode).toBe('B010');
  });

  it('malformed-json spoils the answer of a call that WAS processed (the order is paid)', async () => {
    const order = await airOrder(client, /ticketing succeeds/);
    await setFaults('ticketing:malformed-json:times=1');
    const response = await client.raw('ticketing', ticketingBody(order.orderNum));
    expect(response.status).toBe(200);
    expect(() => JSON.parse(response.text)).toThrow();
    expect((await airOrder(client, /ticketing succeeds/)).stateCode).toBe('ISS_PRC');
    // The client's recovery: ticketing again says the order has been paid.
    expect((await client.ticket(order.orderNum)).errorCode).toBe('B024');
  });

  it('truncated-gzip sends a gzip body cut short, with Content-Encoding: gzip', async () => {
    await setFaults('ticketing:truncated-gzip:times=1');
    const response = await client.raw('ticketing', ticketingBody(), { gzip: true, decode: false });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(() => gunzipSync(response.bytes)).toThrow();
    expect(JSON.parse((await client.raw('ticketing', ticketingBody(), { gzip: true })).text).errorCode).toBe('B010');
  });

  it.each([
    ['up', 1],
    ['down', -1],
  ] as const)('drift=%s prices a shopped offer with that change, once', async (drift, sign) => {
    const shopped = (await client.shop({ adults: 1, solutions: 5, searchAirLegs: [{ origin: 'PEK', destination: 'SHA', departureDate: beijingDate(sandbox.now(), 12) }] })) as { data: { solutions: { solutionId: string; adtFare: number }[]; flights: unknown[]; segments: unknown[] } };
    const { pricingRequestFor } = await import('./support/itineraries');
    const solution = shopped.data.solutions[0]!;
    const request = pricingRequestFor(shopped.data, solution);
    const seeded = ((await client.price(request)) as { data: { solution: { adtFare: number } } }).data.solution.adtFare;
    await setFaults(`pricing:drift=${drift}:times=1`);
    const drifted = ((await client.price(request)) as { data: { solution: { adtFare: number } } }).data.solution.adtFare;
    const after = ((await client.price(request)) as { data: { solution: { adtFare: number } } }).data.solution.adtFare;
    expect(Math.sign(drifted - solution.adtFare)).toBe(sign);
    expect(after).toBe(seeded);
  });

  it('null-data answers errorCode "0" with data: null', async () => {
    await setFaults('pricing:null-data:times=1');
    expect(await client.price({})).toEqual({ errorCode: '0', errorMsg: 'ok', data: null });
  });
});

describe('the fault answers of every operation (the S001, B024 and B035 rows of part 7)', () => {
  const operations = ['shopping', 'pricing', 'modifyOrder', 'ticketing', 'ancillaryOrderDetail', 'checkReimbursed', 'refundRequest'] as const;
  const systemError: Record<(typeof operations)[number], string> = {
    shopping: 'System error.',
    pricing: 'System error.',
    modifyOrder: 'System error',
    ticketing: 'System error',
    ancillaryOrderDetail: 'System error',
    checkReimbursed: 'System error',
    refundRequest: 'System error',
  };

  async function answer(operation: (typeof operations)[number]) {
    if (operation === 'refundRequest') return client.refund({});
    return client.call(operation, {});
  }

  it.each(operations)('%s: s001, b024 and a concurrency limit of 0 answer S001, B024 and B035', async (operation) => {
    await setFaults(`${operation}:s001:times=1`);
    expect(await answer(operation)).toEqual({ errorCode: 'S001', errorMsg: systemError[operation] });
    await setFaults(`${operation}:b024:times=1`);
    expect(await answer(operation)).toEqual({ errorCode: 'B024', errorMsg: operation === 'pricing' ? 'Pricing TimeOut.' : 'Time-out, please try later.' });
    await setFaults(`${operation}:b035=0:times=1`);
    expect(await answer(operation)).toEqual({ errorCode: 'B035', errorMsg: 'Concurrency limited.' });
    expect((await answer(operation)).errorCode).not.toBe('B035');
  });
});

describe('fault controls', () => {
  it('GET lists the active faults with what is left of their times; DELETE clears them', async () => {
    await setFaults('pricing:http=503:times=2', { operation: 'shopping', kind: 'latency', ms: 10 });
    await client.raw('pricing', '{}');
    const { body } = await client.control<SandboxFaultsView>('GET', '/sandbox/faults');
    expect(body.faults.map((fault) => [fault.spec, fault.remaining, fault.applied])).toEqual([
      ['pricing:http=503:times=2', 1, 1],
      ['shopping:latency=10', null, 0],
    ]);
    expect((await client.control<SandboxFaultsView>('DELETE', '/sandbox/faults')).body.faults).toEqual([]);
    expect((await client.control<SandboxFaultsView>('GET', '/sandbox/faults')).body.faults).toEqual([]);
  });

  it('"append": true adds to the active faults instead of replacing them', async () => {
    await setFaults('pricing:hang');
    await client.control('POST', '/sandbox/faults', { faults: ['shopping:s001'], append: true });
    expect((await client.control<SandboxFaultsView>('GET', '/sandbox/faults')).body.faults.map((f) => f.spec)).toEqual(['pricing:hang', 'shopping:s001']);
  });

  it('a fault in bad syntax answers 400 with the reason', async () => {
    const response = await client.control<{ error: string }>('POST', '/sandbox/faults', { faults: ['pricing:explode'] });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/unknown fault/);
  });

  it('reset restores the faults the sandbox was started with', async () => {
    await client.control('POST', '/sandbox/reset');
    expect((await client.control<SandboxFaultsView>('GET', '/sandbox/faults')).body.faults.map((f) => f.spec)).toEqual(['ancillaryOrderDetail:s001']);
    expect((await client.ancillary(UNKNOWN_ORDER)).errorCode).toBe('S001');
  });
});
