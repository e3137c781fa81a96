import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wordAll } from '../../../electron/contract/words';
import type { SentResult } from '../../../electron/contract';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { WholesaleClient, type PartnerConnection, type WholesaleSuccess } from '../../../electron/main/wholesale/client';
import {
  ancillaryOrderDetailOperation,
  checkReimbursedOperation,
  modifyOrderStatusOperation,
  precisePricingOperation,
  refundRequestOperation,
  shoppingOperation,
  ticketingOperation,
} from '../../../electron/main/wholesale/operations';
import { kyTransport, type HttpTransport } from '../../../electron/main/wholesale/transport/http-transport';
import type { HttpOutcome } from '../../../electron/main/wholesale/transport/http-outcome';
import { pricingRequestFor } from '../../../electron/main/desk/pricing/pricing-request';
import { DEMO_PARTNER_ID, startSandbox, type RunningSandbox, type SandboxAirOrderEntry, type SandboxOrdersListing } from '../../../electron/sandbox';
import type { ShoppingResults } from '../../../electron/contract';

function ok<T>(result: SentResult<WholesaleSuccess<T>>): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value.data;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the wholesale client against the sandbox, over real HTTP', () => {
  let sandbox: RunningSandbox;
  let connection: PartnerConnection;
  const seen: HttpOutcome[] = [];
  /** The real transport, recording what came back (to see gzip on the wire). */
  const recording: HttpTransport = async (request) => {
    const outcome = await kyTransport(request);
    seen.push(outcome);
    return outcome;
  };
  let client: WholesaleClient;
  const control = async <T>(method: string, path: string, body?: unknown): Promise<T> =>
    (await (await fetch(`${sandbox.baseUrl}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })).json()) as T;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    // The demo partner id is Base64-like, with '+', '/' and '=': the refund form must survive it.
    expect(DEMO_PARTNER_ID).toMatch(/\+/);
    expect(DEMO_PARTNER_ID).toMatch(/\//);
    expect(DEMO_PARTNER_ID).toMatch(/=/);
    connection = { profileId: 'demo', apiBaseUrl: sandbox.baseUrl, refundBaseUrl: sandbox.baseUrl, partnerId: sandbox.partnerId, partnerKey: sandbox.partnerKey };
    client = new WholesaleClient({ logger: createMemoryLogger(), transport: recording, timeoutFor: (op) => (op === 'ticketing' ? 1500 : undefined) });
  });
  beforeEach(async () => {
    seen.length = 0;
    await control('DELETE', '/sandbox/faults');
  });
  afterAll(() => sandbox.close());

  const signal = () => new AbortController().signal;

  it('runs all seven operations end to end: shop (gzip) → price → order → pay → issue → refund (form) → reimbursed; ancillary detail', async () => {
    const counts = { adults: 1, children: 0, infants: 0 };
    const shopped = ok(await client.call(shoppingOperation, { ...counts, nonstop: false, airlines: [], solutions: 20, tag: '', legs: [{ origin: 'PEK', destination: 'SHA', departureDate: inDays(20), cabinClass: '', airlines: [] }] }, connection, signal()));
    expect(shopped.offers.length).toBeGreaterThan(0);
    expect(seen[0]).toMatchObject({ kind: 'response', status: 200, contentEncoding: 'gzip' });

    const results = { ...shopped, searchId: 's', searchedAt: '', profileId: 'demo', places: {}, airlines: {}, search: { tripType: 'one-way', legs: [], ...counts, cabin: '', airlines: [], nonstop: false, tag: '', solutions: 20 } } as ShoppingResults;
    const offer = results.offers[0]!;
    const priced = ok(await client.call(precisePricingOperation, pricingRequestFor(results, offer), connection, signal()));
    expect(priced.solution.solutionId.length).toBeGreaterThan(10);
    expect(seen.at(-1)).toMatchObject({ contentEncoding: null }); // only shopping asks for gzip

    const order = await control<SandboxAirOrderEntry>('POST', '/sandbox/orders', { pricing: pricingRequestFor(results, offer), passengers: [{ psgType: 'ADT', lastName: 'ZHANG', firstName: 'SAN', birthday: '1990-01-01', sex: 'M' }] });
    const paid = ok(await client.call(ticketingOperation, { orderNum: order.orderNum, name: 'ZHANG/SAN', email: 'desk@example.com', telNum: '123', pnr: order.pnr }, connection, signal()));
    expect(paid.orderNum).toBe(order.orderNum);
    expect(paid.payAmount).toMatch(/^\d+\.\d{2}$/);
    const again = await client.call(ticketingOperation, { orderNum: order.orderNum, name: 'ZHANG/SAN', email: '', telNum: '', pnr: order.pnr }, connection, signal());
    expect(wordAll('en', again)).toMatchObject({ ok: false, error: { kind: 'api', code: 'B024', explanation: expect.stringMatching(/already paid/i) } });

    expect(ok(await client.call(modifyOrderStatusOperation, { orderNum: order.orderNum }, connection, signal()))).toBeNull();
    const issued = (await control<SandboxOrdersListing>('GET', `/sandbox/orders?orderNum=${order.orderNum}`)).orders[0] as SandboxAirOrderEntry;
    expect(issued.stateCode).toBe('ISSED');

    const refund = {
      orderNum: issued.orderNum, allPaxOfOrder: true, refundType: 1 as const, refundReason: 2 as const, uploadedFileIds: ['file-1'],
      pnrList: issued.segments.map((segment) => ({
        segmentNo: segment.segmentNo, departure: segment.departure, arrival: segment.arrival, flightNum: segment.flightNum, cabinClass: segment.cabinClass, bookingCode: segment.bookingCode, pnr: issued.pnr,
        ticketNums: issued.passengers.map((p) => ({ ticketNum: p.ticketNum ?? undefined, lastName: p.lastName, firstName: p.firstName, sex: p.sex, birthday: p.birthday })),
      })),
    };
    const refundOrder = ok(await client.call(refundRequestOperation, refund, connection, signal()));
    expect(refundOrder.parentOrderNum).toBe(issued.orderNum);
    expect(refundOrder.orderNum).toMatch(/^\d{18}$/);
    // The sandbox flags a form whose '+' arrived as a space; the desk's encoding never triggers it.
    const duplicate = await client.call(refundRequestOperation, refund, connection, signal());
    expect(duplicate).toMatchObject({ ok: false, error: { kind: 'api', code: 'B153' } });

    await control('POST', '/sandbox/clock', { minutes: 24 * 60 });
    const reimbursed = ok(await client.call(checkReimbursedOperation, { orderNum: refundOrder.orderNum }, connection, signal()));
    expect(reimbursed).toMatchObject({ reimbursedOrderNum: refundOrder.orderNum, reimbursedOrderStatus: 'Reimbursed', payGate: 'Voucher' });
    expect(reimbursed.voucherList[0]?.voucherAmount).toMatch(/^\d+\.\d{2}$/);

    const listing = await control<SandboxOrdersListing>('GET', '/sandbox/orders?kind=ancillary');
    const ancillary = listing.orders[0] as { ancillaryOrderNum: string };
    const detail = ok(await client.call(ancillaryOrderDetailOperation, { ancillaryOrderNum: ancillary.ancillaryOrderNum }, connection, signal()));
    expect(detail.ancillaryOrderNum).toBe(ancillary.ancillaryOrderNum);
    // The sandbox answers like the real sample, arrivalDate and arrivalTime swapped: the client puts them back.
    const segment = detail.journeys[0]!.segments[0]!;
    expect(segment.arrivalDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(segment.arrivalTime).toMatch(/^\d{2}:\d{2}/);
    expect(segment.correctedFields).toEqual(['arrivalDate', 'arrivalTime']);
  });

  it('a read retries and recovers from a transient fault (HTTP 503 once)', async () => {
    await control('POST', '/sandbox/faults', { faults: ['checkReimbursed:http=503:times=1'] });
    const result = await client.call(checkReimbursedOperation, { orderNum: '917000000000000001' }, connection, signal());
    expect(wordAll('en', result)).toMatchObject({ ok: false, error: { kind: 'api', code: 'B037' } }); // answered, after one retry
    expect(seen.map((o) => (o.kind === 'response' ? o.status : o.kind))).toEqual([503, 200]);
  });

  it('a write never retries: a hang becomes outcome-unknown after its time-out, sent exactly once', async () => {
    await control('POST', '/sandbox/faults', { faults: ['ticketing:hang'] });
    const started = Date.now();
    const result = await client.call(ticketingOperation, { orderNum: '917000000000000001', name: 'A/B', email: '', telNum: '', pnr: '' }, connection, signal());
    expect(wordAll('en', result)).toMatchObject({ ok: false, error: { kind: 'outcome-unknown', operation: 'ticketing', howToVerify: expect.stringContaining('B024') } });
    expect(Date.now() - started).toBeLessThan(5000);
    const faults = await control<{ faults: { applied: number }[] }>('GET', '/sandbox/faults');
    expect(faults.faults[0]?.applied).toBe(1);
  });

  it('cancelling aborts the HTTP request at once', async () => {
    await control('POST', '/sandbox/faults', { faults: ['shopping:latency=10000'] });
    const controller = new AbortController();
    const started = Date.now();
    const calling = client.call(shoppingOperation, { adults: 1, children: 0, infants: 0, nonstop: false, airlines: [], solutions: 5, tag: '', legs: [{ origin: 'PEK', destination: 'SHA', departureDate: inDays(20), cabinClass: '', airlines: [] }] }, connection, controller.signal);
    setTimeout(() => controller.abort(), 200);
    expect(await calling).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
