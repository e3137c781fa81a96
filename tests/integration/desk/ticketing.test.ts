/**
 * Paying orders against the embedded sandbox through the desk's contract (`ticketing.*`): paid
 * with the amounts checked; a re-send answered B024 and recorded as paid; B022 with nothing
 * charged; B009 with the order's real state; a hang → outcome unknown → Check → paid with exactly
 * one deduction of the sandbox credit; an unreadable answer after the payment went through → Check
 * → B024 "already paid", one deduction; two concurrent pays → one request; force issue → tickets.
 */
import { SANDBOX_CONTACT } from '../../../electron/contract/domains/booking';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FiledOrder, PreFlight } from '../../../electron/contract';
import type { SandboxAirOrderEntry, SandboxFaultsView, SandboxOrdersListing } from '../../../electron/sandbox';
import { serviceInstant } from '../../../electron/contract/format/service-time';
import { tempDir } from '../../support/temp-dir';
import { expectOk, inDays, sandboxControl, startDesk, type Desk } from './desk-harness';

const dir = tempDir('ticketing');
let desk: Desk;

beforeAll(async () => {
  // Ticketing gives up after 1.5 s here, so a hang becomes an unknown outcome quickly.
  desk = await startDesk(dir.path, { client: { timeoutFor: (operation) => (operation === 'ticketing' ? 1500 : undefined) } });
});
afterAll(async () => {
  await desk.runtime.close();
  dir.remove();
});
beforeEach(() => setFaults([]));

const listing = () => sandboxControl<SandboxOrdersListing>(desk.runtime, 'GET', '/sandbox/orders');
const setFaults = (faults: string[]) => sandboxControl<SandboxFaultsView>(desk.runtime, 'POST', '/sandbox/faults', { faults });
/** The demo partner's credit as the sandbox holds it, in cents (it reports a number with 2 decimals). */
const creditCents = async () => Math.round(((await listing()).credits.find((c) => c.partnerId === desk.runtime.sandbox.partnerId)?.credit ?? NaN) * 100);
const sandboxOrder = async (orderNum: string) => (await listing()).orders.find((o): o is SandboxAirOrderEntry => o.kind === 'air' && o.orderNum === orderNum)!;
const seeded = async (purpose: RegExp) => (await listing()).orders.find((o): o is SandboxAirOrderEntry => o.kind === 'air' && purpose.test(o.purpose ?? ''))!;
const CONTACT = { name: 'Lindqvist/Wei', email: 'agent@example.com', telNum: '+86 138 0013 8000' };

async function createTestOrder(lastName: string): Promise<string> {
  const results = expectOk(await desk.call('shopping.search', { tripType: 'one-way', legs: [{ origin: 'PEK', destination: 'SHA', departureDate: inDays(21) }], adults: 1, children: 0, infants: 0, solutions: 20 }));
  for (const offer of results.offers) {
    const priced = await desk.call('pricing.price', { searchId: results.searchId, solutionId: offer.solutionId });
    if (!priced.ok) continue;
    if (priced.value.requiresAcknowledgement) await desk.call('pricing.acknowledge', { pricedOfferId: priced.value.pricedOfferId });
    const created = await desk.call('booking.create', { pricedOfferId: priced.value.pricedOfferId, passengers: [{ type: 'ADT', lastName, firstName: 'Wei', birthday: '1985-05-05', sex: 'M' }] });
    if (created.ok) return created.value.orderNum;
  }
  throw new Error('no offer could be booked');
}

const prepare = async (orderNum: string, refresh = true): Promise<PreFlight> => expectOk(await desk.call('ticketing.prepare', { orderNum, refresh }));
const confirmedFor = (order: FiledOrder) => ({ amount: order.amount, currency: order.currency });
const pay = (order: FiledOrder, requestId?: string) => desk.call('ticketing.pay', { orderId: order.id, contact: CONTACT, confirmed: confirmedFor(order) }, requestId);
const codeOf = (result: { ok: boolean; error?: unknown }) => (!result.ok && (result.error as { kind: string }).kind === 'api' ? (result.error as { code: string }).code : null);

describe('paying an order', () => {
  it('pays once: the amounts add up, the order is "Paid, to be issued" with its pay gate, the audit has the call; a re-send answers B024 and is recorded as paid', async () => {
    const orderNum = await createTestOrder('Lindqvist');
    const flight = await prepare(orderNum);
    expect(flight).toMatchObject({ environment: 'sandbox', confirmation: 'deliberate-key', forceIssue: true, contact: { name: 'LINDQVIST/WEI', email: SANDBOX_CONTACT.email, telNum: SANDBOX_CONTACT.telNum } }); // the booking's contact, sent last
    expect(flight.order.status.key).toBe('TO_BE_PAID');
    expect(flight.order.lastTicketingTime).toMatch(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/);
    const queue = expectOk(await desk.call('ticketing.queue', {}));
    expect(queue.rows.map((row) => row.orderNum)).toContain(orderNum);

    const before = await creditCents();
    const paid = expectOk(await pay(flight.order));
    const sandbox = await sandboxOrder(orderNum);
    expect(paid.outcome).toBe('paid');
    expect(paid.amounts).toMatchObject({ orderAmount: sandbox.orderAmount.toFixed(2), transactionExpense: sandbox.transactionExpense.toFixed(2), payAmount: sandbox.payAmount.toFixed(2), adds: true, currency: 'CNY' });
    expect(await creditCents()).toBe(before - Math.round(sandbox.payAmount * 100));
    expect(paid.order.status.key).toBe('ISS_PRC');
    expect(paid.order.payGate).toBe('Prepay');
    expect(paid.order.contact).toEqual({ name: 'LINDQVIST/WEI', email: 'agent@example.com', telNum: '+8613800138000' });
    expect(paid.order.pendingWrites).toEqual([]);
    expect(paid.order.audit.filter((entry) => entry.operation === 'ticketing').map((entry) => entry.outcome)).toEqual(['ok']);
    expect(expectOk(await desk.call('ticketing.queue', {})).rows.map((row) => row.orderNum)).not.toContain(orderNum);

    const again = expectOk(await pay(paid.order));
    expect(again).toMatchObject({ outcome: 'already-paid', amounts: null, order: { status: { key: 'ISS_PRC' } } });
    expect(again.order.audit.filter((entry) => entry.operation === 'ticketing').map((entry) => entry.code)).toEqual(['B024', null]);
    expect(await creditCents()).toBe(before - Math.round(sandbox.payAmount * 100));
  });

  it('B022: the over-credit order is refused, nothing is charged, the order stays to be paid', async () => {
    const order = await seeded(/B022/);
    const flight = await prepare(order.orderNum);
    const before = await creditCents();
    const result = await pay(flight.order);
    expect(codeOf(result)).toBe('B022');
    expect(!result.ok && result.error.kind === 'api' && result.error.explanation).toMatch(/credit is too low/);
    expect(await creditCents()).toBe(before);
    const after = await prepare(order.orderNum, false);
    expect(after.order.status.key).toBe('TO_BE_PAID');
    expect(after.order.pendingWrites).toEqual([]);
  });

  it("B009: a cancelled order is refused and re-read, so the screen shows its real state", async () => {
    const order = await seeded(/B009/);
    const flight = await prepare(order.orderNum);
    const result = await pay(flight.order);
    expect(codeOf(result)).toBe('B009');
    const after = await prepare(order.orderNum, false);
    expect(after.order.status.key).toBe('CNCL');
    // The audit lists the newest call first: the refusal, then the re-read after it.
    expect(after.order.audit.map((entry) => [entry.operation, entry.code]).slice(0, 2)).toEqual([['orderDetail', null], ['ticketing', 'B009']]);
  });
});

describe('an uncertain payment becomes a checked one', () => {
  it('a hang → outcome unknown (marked in the file, blocks paying again) → Check → paid, exactly one deduction', async () => {
    const orderNum = await createTestOrder('Moreau');
    const flight = await prepare(orderNum);
    const before = await creditCents();
    await setFaults(['ticketing:hang:times=1']);
    const first = await pay(flight.order);
    expect(!first.ok && first.error.kind).toBe('outcome-unknown');
    const marked = await prepare(orderNum, false);
    expect(marked.order.pendingWrites).toEqual([expect.objectContaining({ operation: 'ticketing', state: 'outcome-unknown' })]);
    const blocked = await pay(marked.order);
    expect(!blocked.ok && blocked.error.kind === 'validation' && blocked.error.issues[0]?.rule).toBe('outcome unknown');

    const checked = expectOk(await desk.call('ticketing.check', { orderId: flight.order.id }));
    expect(checked.outcome).toBe('paid'); // the hung request never reached the order: Check paid it, once
    expect(checked.order.pendingWrites).toEqual([]);
    expect(checked.order.status.key).toBe('ISS_PRC');
    expect(await creditCents()).toBe(before - Math.round((await sandboxOrder(orderNum)).payAmount * 100));
  });

  it('an unreadable answer after the payment went through → Check → B024 recorded as paid, exactly one deduction', async () => {
    const orderNum = await createTestOrder('Okafor');
    const flight = await prepare(orderNum);
    const before = await creditCents();
    await setFaults(['ticketing:malformed-json:times=1']); // processed: the order IS paid
    const first = await pay(flight.order);
    expect(!first.ok && first.error.kind).toBe('outcome-unknown');
    const checked = expectOk(await desk.call('ticketing.check', { orderId: flight.order.id }));
    expect(checked).toMatchObject({ outcome: 'already-paid', order: { status: { key: 'ISS_PRC' }, pendingWrites: [] } });
    expect(await creditCents()).toBe(before - Math.round((await sandboxOrder(orderNum)).payAmount * 100));
    expect(checked.order.audit.filter((entry) => entry.operation === 'ticketing').map((entry) => [entry.outcome, entry.code])).toEqual([['api', 'B024'], ['outcome-unknown', null]]);
  });

  it('two concurrent pays of one order send one request', async () => {
    const orderNum = await createTestOrder('Haddad');
    const flight = await prepare(orderNum);
    const before = await creditCents();
    await setFaults(['ticketing:latency=300']);
    const [a, b] = await Promise.all([pay(flight.order, 'window-a'), pay(flight.order, 'window-b')]);
    const faults = await sandboxControl<SandboxFaultsView>(desk.runtime, 'GET', '/sandbox/faults');
    expect(faults.faults[0]?.applied).toBe(1); // one request reached the sandbox
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    const refused = [a, b].find((result) => !result.ok);
    expect(refused && !refused.ok && refused.error.kind).toBe('validation');
    expect(await creditCents()).toBe(before - Math.round((await sandboxOrder(orderNum)).payAmount * 100));
  });
});

describe('sandbox issuance', () => {
  it('force issue: ModifyOrderStatus, then OrderDetail — tickets and the airline PNR appear', async () => {
    const orderNum = await createTestOrder('Nakamura');
    const paid = expectOk(await pay((await prepare(orderNum)).order));
    const issued = expectOk(await desk.call('ticketing.forceIssue', { orderId: paid.order.id }));
    expect(issued.order.status.key).toBe('ISSED');
    expect(issued.order.tickets.length).toBeGreaterThan(0);
    expect(issued.order.airPnr).toMatch(/^[A-Z0-9]{5,8}$/);
    expect(issued.order.audit.map((entry) => entry.operation).slice(0, 2)).toEqual(['orderDetail', 'modifyOrderStatus']); // newest first
  });

  it("a real (non-test) order's refusal is explained", async () => {
    const order = await seeded(/NOT a test order/);
    const flight = await prepare(order.orderNum);
    const result = await desk.call('ticketing.forceIssue', { orderId: flight.order.id });
    expect(codeOf(result)).toBe('B060');
    expect(!result.ok && result.error.kind === 'api' && result.error.explanation).toMatch(/Only test orders/);
  });
});

describe('order pricing before paying (assumed operation; the sandbox requiring it)', () => {
  const rules = (requireOrderPricing: boolean) => sandboxControl(desk.runtime, 'POST', '/sandbox/rules', { requireOrderPricing });
  beforeEach(() => rules(true));
  afterAll(() => rules(false));

  it('the pre-flight confirms an unchanged price (audited) and the payment goes through', async () => {
    const orderNum = await createTestOrder('Halvorsen');
    const flight = await prepare(orderNum);
    expect(flight.orderPricingRequired).toBe(true);
    expect(flight.orderPricing).toMatchObject({ state: 'confirmed', error: null, diff: { anyChange: false } });
    expect(flight.order.audit.map((entry) => [entry.operation, entry.outcome])).toContainEqual(['orderPricing', 'ok']);
    expect(await pay(flight.order)).toMatchObject({ ok: true, value: { outcome: 'paid' } });
  });

  it('a price change: shown as a diff, the new amount filed, paying refused until acknowledged (nothing sent), then paid at the new amount', async () => {
    const orderNum = await createTestOrder('Okonkwo');
    const before = expectOk(await desk.call('orders.open', { orderNum })).order.amount!;
    await setFaults(['orderPricing:drift=up:times=1']);
    const flight = await prepare(orderNum);
    expect(flight.orderPricing).toMatchObject({ state: 'changed', acknowledgedAt: null, diff: { priceIncreased: true, totalShopped: before } });
    const newAmount = flight.orderPricing!.diff!.totalPriced!;
    expect(flight.order.amount).toBe(newAmount);
    expect((await sandboxOrder(orderNum)).orderAmount.toFixed(2)).toBe(newAmount);

    const refused = await pay(flight.order);
    expect(refused).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ rule: 'price change acknowledged' }] } });
    expect((await sandboxOrder(orderNum)).stateCode).toBe('TO_BE_PAID');

    expect(await desk.call('ticketing.acknowledgePrice', { orderId: flight.order.id })).toMatchObject({ ok: true, value: { state: 'changed', acknowledgedAt: expect.any(String) } });
    const paid = expectOk(await pay(flight.order));
    expect(paid.amounts).toMatchObject({ orderAmount: newAmount });
  });

  it('B115 after the last ticketing time is explained in the pre-flight, and paying is refused with it', async () => {
    const orderNum = await createTestOrder('Nakamura');
    await setFaults(['orderPricing:error=B115:times=2']);
    const flight = await prepare(orderNum);
    expect(flight.orderPricing).toMatchObject({ state: 'failed', error: { kind: 'api', code: 'B115', explanation: expect.any(String), nextStep: expect.any(String) } });
    expect(codeOf(await pay(flight.order))).toBe('B115');
  });

  it('with the switch off, the sandbox requiring order pricing answers B009: the order is still to be paid, so the next step names the switch', async () => {
    const own = expectOk(
      await desk.call('profiles.save', {
        name: 'No order pricing', environment: 'sandbox', apiBaseUrl: desk.runtime.sandbox.baseUrl, refundBaseUrl: desk.runtime.sandbox.baseUrl,
        partnerId: desk.runtime.sandbox.partnerId, partnerKey: desk.runtime.sandbox.partnerKey, orderPricingBeforeTicketing: false,
      }),
    );
    expectOk(await desk.call('profiles.activate', { id: own.id }));
    try {
      const orderNum = await createTestOrder('Ferreira');
      const flight = await prepare(orderNum);
      expect(flight).toMatchObject({ orderPricingRequired: false, orderPricing: null });
      const result = await pay(flight.order);
      expect(result).toMatchObject({ ok: false, error: { kind: 'api', code: 'B009', nextStep: expect.stringContaining('Order pricing before ticketing') } });
      expect((await prepare(orderNum, false)).order.status.key).toBe('TO_BE_PAID');
    } finally {
      expectOk(await desk.call('profiles.activate', { id: 'sandbox' }));
    }
  });
  // Last in the file: it moves the sandbox's clock, and the reset puts the clock and book back.
  it("judges the last ticketing time on the sandbox's clock: advanced past it, paying is refused before anything is sent", async () => {
    const orderNum = await createTestOrder('Okafor');
    const flight = await prepare(orderNum);
    const deadline = serviceInstant(flight.order.lastTicketingTime)!;
    expect(deadline).toBeGreaterThan(Date.now()); // still open on this computer's clock
    const sent = (await sandboxOrder(orderNum)).payAmount;
    try {
      expectOk(await desk.call('training.advanceClock', { minutes: Math.ceil((deadline - Date.now()) / 60_000) + 5 }));
      await expect.poll(async () => expectOk(await desk.call('serviceClock.get', {})).aheadMinutes, { timeout: 5000 }).toBeGreaterThan(0);
      const before = await creditCents();
      const refused = await pay(flight.order);
      expect(refused).toMatchObject({ ok: false, error: { kind: 'validation', issues: [expect.objectContaining({ rule: 'before the last ticketing time' })] } });
      expect(await creditCents()).toBe(before);
      expect((await sandboxOrder(orderNum)).payAmount).toBe(sent);
      expect((await prepare(orderNum, false)).order.audit.filter((entry) => entry.operation === 'ticketing')).toEqual([]); // nothing was sent
    } finally {
      expectOk(await desk.call('sandbox.reset', {}));
    }
  });
});
