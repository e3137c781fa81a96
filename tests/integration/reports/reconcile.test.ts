/**
 * Reconciling a day against the embedded sandbox (docs/reports.md, "Reconciliation"): the desk
 * files seeded orders by number, then reports.reconcile re-reads the day's orders with OrderDetail.
 * Nothing changed at the service → no difference; the service moved a refund on → its status is
 * listed (what the desk recorded, what the service says). Every OrderDetail is seen on the way out
 * (fetch wrapped): never more than 2 in flight, a B035 pauses every lane before the next call, and
 * requests.cancel (Esc on the screen) stops the calls not yet sent.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Reconciliation } from '../../../electron/contract';
import type { SandboxFaultsView, SandboxOrdersListing, SandboxRefundOrderEntry } from '../../../electron/sandbox';
import { tempDir } from '../../support/temp-dir';
import { expectOk, sandboxControl, startDesk, type Desk } from '../desk/desk-harness';

const ISSUED = ['917083410145514001', '917083410153433001', '917083410161352001', '917083410169271001', '917083410177190001'];
const REFUND_IN_REQUEST = '917083410193028001';

const dir = tempDir('reports-reconcile');
let desk: Desk;
/** The business day (Beijing, the default zone) the desk saw the issued orders on: the service's today then. */
let day: string;

/** Every OrderDetail the desk sends: when it left, when its answer came, and the answer's code. */
interface SentCall {
  sentAt: number;
  answeredAt: number | null;
  code: string | null;
}
let calls: SentCall[] = [];
let inFlight = 0;
let mostInFlight = 0;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  // One attempt per call: the reconciliation's own B035 back-off is under test, not the client's retries.
  desk = await startDesk(dir.path, { client: { retryPolicy: { maxAttempts: 1, maxTotalMs: 1_000, baseDelayMs: 10, maxDelayMs: 10 } } });
  globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/json/orderDetail')) return realFetch(input, init);
    const call: SentCall = { sentAt: Date.now(), answeredAt: null, code: null };
    calls.push(call);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    try {
      const response = await realFetch(input, init);
      const text = await response.text();
      call.code = (JSON.parse(text) as { errorCode?: string }).errorCode ?? null;
      return new Response(text, { status: response.status, headers: response.headers });
    } finally {
      call.answeredAt = Date.now();
      inFlight -= 1;
    }
  };
  for (const orderNum of [...ISSUED, REFUND_IN_REQUEST]) expectOk(await desk.call('orders.open', { orderNum }));
  day = expectOk(await desk.call('reports.figures', { period: { kind: 'today' }, environment: 'sandbox' })).range.days[0] as string;
  calls = [];
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await desk.runtime.close();
  dir.remove();
});
afterEach(async () => {
  await setFaults([]);
  calls = [];
  mostInFlight = 0;
});

const setFaults = (faults: string[]) => sandboxControl<SandboxFaultsView>(desk.runtime, 'POST', '/sandbox/faults', { faults });
const faults = () => sandboxControl<SandboxFaultsView>(desk.runtime, 'GET', '/sandbox/faults');
const refundAtService = async () => (await sandboxControl<SandboxOrdersListing>(desk.runtime, 'GET', `/sandbox/orders?orderNum=${REFUND_IN_REQUEST}`)).orders[0] as SandboxRefundOrderEntry;
const reconcile = async (day: string, requestId?: string): Promise<Reconciliation> => expectOk(await desk.call('reports.reconcile', { day, environment: 'sandbox' }, requestId)) as Reconciliation;

describe('reconciling a day with the service', () => {
  it('finds no difference when the service says what the desk recorded, two calls in flight at most', async () => {
    // A slow service that allows 2 OrderDetail at a time: a third in flight would be answered B035.
    await setFaults(['orderDetail:latency=250', 'orderDetail:b035=2']);
    const result = await reconcile(day);
    expect(result.total).toBeGreaterThanOrEqual(ISSUED.length);
    expect(result).toMatchObject({ checked: result.total, matched: result.total, differences: [], failures: [], cancelled: false });
    expect(calls).toHaveLength(result.total);
    // Measured at the desk (fetch) and at the service (its limit never refused one).
    expect(mostInFlight).toBe(2);
    expect((await faults()).faults.find((rule) => rule.spec.includes('b035'))?.applied).toBe(0);
  });

  it('waits out a B035 before sending anything else, then compares every order', async () => {
    // The service takes one OrderDetail at a time, once: the second of the two lanes is refused.
    await setFaults(['orderDetail:latency=200', 'orderDetail:b035=1:times=1']);
    const result = await reconcile(day);
    expect(result).toMatchObject({ checked: result.total, failures: [], differences: [] });
    const busy = calls.filter((call) => call.code === 'B035');
    expect(busy).toHaveLength(1);
    const refusedAt = busy[0]?.answeredAt as number;
    // The first round's pause is 1 to 2 s (2 s base, half of it at least: full jitter over the upper half).
    const sentAfter = calls.filter((call) => call.sentAt >= refusedAt).map((call) => call.sentAt - refusedAt);
    expect(sentAfter.length).toBeGreaterThan(0);
    expect(Math.min(...sentAfter)).toBeGreaterThanOrEqual(990);
    // The refused order is asked again: one call more than there are orders.
    expect(calls).toHaveLength(result.total + 1);
  });

  it('stops sending when cancelled (Esc): what was compared is returned', async () => {
    await setFaults(['orderDetail:latency=400']);
    const requestId = 'reconcile-cancel';
    const running = reconcile(day, requestId);
    // Cancelled while the first two calls are in flight.
    while (calls.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    const cancelledAt = Date.now();
    expectOk(await desk.call('requests.cancel', { requestId }));
    const result = await running;
    expect(result.cancelled).toBe(true);
    expect(result.checked).toBeLessThan(result.total);
    // Nothing is sent after the cancel, even once the in-flight calls are over.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(calls.filter((call) => call.sentAt > cancelledAt)).toEqual([]);
    expect(calls).toHaveLength(2);
  });
  it('lists a refund the service has moved on since the desk recorded it, with both statuses', async () => {
    const requested = await refundAtService();
    expect(requested.stateCode).toBe('REFD_PRC');
    // The service's clock moves past the refund's processing (10 days after it was seeded): the file still says REFD_PRC.
    await sandboxControl(desk.runtime, 'POST', '/sandbox/clock', { minutes: 10 * 24 * 60 + 1 });
    const now = await refundAtService();
    expect(now.stateCode).not.toBe('REFD_PRC');
    // The refund was requested on its service day (Beijing, the default business day).
    const result = await reconcile(requested.createdAt.slice(0, 10));
    const refundOrder = expectOk(await desk.call('orders.search', { query: REFUND_IN_REQUEST })).rows.find((row) => row.orderNum === REFUND_IN_REQUEST);
    expect(result.differences.filter((difference) => difference.field === 'status')).toEqual([
      { orderId: refundOrder?.id, orderNum: REFUND_IN_REQUEST, field: 'status', recorded: 'REFD_PRC', service: now.stateCode },
    ]);
    expect(result.matched).toBe(result.checked - 1);
    // Filed as any refresh: the file now says what the service says, and a second pass finds nothing.
    expect((await reconcile(requested.createdAt.slice(0, 10))).differences).toEqual([]);
  });
});
