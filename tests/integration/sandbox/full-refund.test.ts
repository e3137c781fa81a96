/**
 * A full refund returns exactly what was paid (issue 23, "the sandbox as partners' clients see it",
 * item 3: 18,179.28 refunded on an order of 18,179.29). The passenger's price is split over the
 * order's segments; a split that floors each share loses the odd cents, so the test picks an order
 * whose price does NOT divide evenly by its segment count, pays, issues and refunds all of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxAirOrderEntry } from '../../../electron/sandbox';
import { beijingDate, expectOk, refundRequestFor } from './support/itineraries';
import { listing } from './support/order-book';
import { SandboxClient } from './support/sandbox-client';

let sandbox: RunningSandbox;
let client: SandboxClient;

beforeAll(async () => {
  sandbox = await startSandbox();
  client = new SandboxClient(sandbox);
});
afterAll(() => sandbox.close());

const cents = (amount: number): number => Math.round(amount * 100);

/** An adult-only test order of a round trip whose amount is not a multiple of its segment count. */
async function unevenOrder(): Promise<SandboxAirOrderEntry> {
  const legs = [
    { origin: 'PEK', destination: 'LHR', departureDate: beijingDate(sandbox.now(), 20), cabinClass: '' },
    { origin: 'LHR', destination: 'PEK', departureDate: beijingDate(sandbox.now(), 30), cabinClass: '' },
  ];
  const shopped = expectOk(await client.shop({ adults: 1, solutions: 40, searchAirLegs: legs })).data;
  for (const solution of shopped.solutions) {
    const created = await client.control<SandboxAirOrderEntry>('POST', '/sandbox/orders', { solutionId: solution.solutionId });
    if (created.status !== 201) continue;
    const order = created.body;
    if (order.segments.length >= 3 && cents(order.orderAmount) % order.segments.length !== 0) return order;
  }
  throw new Error('no shopped round trip with three or more segments and an uneven amount');
}

describe('a full refund adds back to the order', () => {
  it('an involuntary refund of every passenger and segment returns the order amount to the cent', async () => {
    const order = await unevenOrder();
    expectOk(await client.ticket(order.orderNum));
    expect(await client.issue(order.orderNum)).toEqual({ errorCode: '0', errorMsg: 'ok' });
    const issued = (await listing(client)).orders.find((entry): entry is SandboxAirOrderEntry => entry.kind === 'air' && entry.orderNum === order.orderNum);
    if (!issued) throw new Error('the issued order is not in the book');

    const envelope = expectOk(await client.refund(refundRequestFor(issued, { allPaxOfOrder: 1, extra: { refundType: 1, refundReason: 2 } })));
    const lines = envelope.data.passengerPriceList.map((entry: { solutions: { paidAmount: number; refundAmount: number }[] }) => entry.solutions[0]);
    const paid = lines.reduce((total: number, line: { paidAmount: number }) => total + cents(line.paidAmount), 0);
    const refunded = lines.reduce((total: number, line: { refundAmount: number }) => total + cents(line.refundAmount), 0);
    expect(paid).toBe(cents(order.orderAmount));
    expect(refunded).toBe(cents(order.orderAmount));

    const refund = (await listing(client)).orders.find((entry) => entry.kind === 'refund' && entry.parentOrderNum === order.orderNum);
    expect(refund?.kind === 'refund' ? refund.refundAmount : undefined).toBe(order.orderAmount);
  });
});
