/**
 * The Ticketing service's own refusals, before anything is sent: a passed last ticketing time, an
 * amount or order that is not what the agent confirmed, production without the typed digits, an
 * order of another profile, a second payment of the same order while one runs. The order file is
 * real (a temporary file); the door to the service is a recorder, so "nothing was sent" is a fact
 * the test reads. What the service answers is tested against the sandbox (integration).
 */
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOrderStatus } from '../../../electron/contract/domains/order-status';
import type { Environment } from '../../../electron/contract/domains/profiles';
import { ok, type SentResult } from '../../../electron/contract/result';
import { wordAll } from '../../../electron/contract/words';
import type { OrderFacts, OrderOwner } from '../../../electron/main/archive/orders/order-facts';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import type { OrderCallSuccess } from '../../../electron/main/desk/order-file/order-call';
import type { OrderFileService } from '../../../electron/main/desk/order-file/order-file-service';
import type { ProfileService } from '../../../electron/main/desk/profiles/profile-service';
import { TicketingService } from '../../../electron/main/desk/ticketing/ticketing-service';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import type { TicketingRequest } from '../../../electron/main/wholesale/operations/ticketing';
import { tempDir } from '../../support/temp-dir';

const NOW = new Date('2026-12-01T08:00:00Z'); // 16:00 in Beijing
const owners: Record<Environment, OrderOwner> = {
  sandbox: { environment: 'sandbox', partnerId: 'U2FuZGJveD4+RGVzaz8/RGVtbw==', profileId: 'sandbox', profileName: 'Sandbox' },
  test: { environment: 'test', partnerId: 'Agency+Test/Id==', profileId: 'agency-test', profileName: 'Agency test' },
  production: { environment: 'production', partnerId: 'Agency+Live/Id==', profileId: 'agency-live', profileName: 'Agency live' },
};
const CONTACT = { name: 'ZHANG/SAN', email: 'agent@example.com', telNum: '13800138000' };

let dir: { path: string; remove: () => void };
let file: OrderFile;
let active: OrderOwner;
let sent: { request: TicketingRequest; recheck: boolean }[];
let answer: () => Promise<SentResult<OrderCallSuccess<unknown>>>;
let service: TicketingService;
/** How far the service's clock runs ahead of this computer's (a sandbox clock advanced in training). */
let serviceAheadMs: number;

const paidAnswer = (orderNum: string) => ok({ data: { orderNum, orderAmount: '1000.00', transactionExpense: '1.00', payAmount: '1001.00' }, warningMessage: null, filed: [], requestId: 'r' });

beforeEach(() => {
  dir = tempDir('ticketing-service');
  file = OrderFile.open({ file: join(dir.path, 'orders.sqlite'), logger: createMemoryLogger() });
  active = owners.sandbox;
  sent = [];
  serviceAheadMs = 0;
  answer = async () => paidAnswer(sent.at(-1)?.request.orderNum ?? '');
  const door = {
    pay: async (request: TicketingRequest, options: { recheck?: boolean }) => {
      sent.push({ request, recheck: options.recheck ?? false });
      return answer();
    },
    readOrder: async () => ({ ok: false, error: { kind: 'network', operation: 'orderDetail', message: 'not in this test' } }),
  } as unknown as OrderFileService;
  const profiles = { describe: () => ({ id: active.profileId, name: active.profileName, environment: active.environment, partnerId: active.partnerId, orderDetailPath: '/json/orderDetail/v13' }) } as unknown as ProfileService;
  service = new TicketingService({ orders: door, orderFile: file, profiles, logger: createMemoryLogger(), clock: { now: () => NOW.getTime() + serviceAheadMs }, now: () => NOW });
});
afterEach(() => {
  file.close();
  dir.remove();
});

function fileOrder(orderNum: string, extra: Partial<OrderFacts> = {}, owner: OrderOwner = owners.sandbox): number {
  const facts: OrderFacts = {
    orderNum, kind: 'air', status: { status: readOrderStatus('TO_BE_PAID', 'air'), inferred: false }, pnr: 'ABC123', currency: 'CNY', amount: '1000.00',
    lastTicketingTime: '2026-12-01 18:00:00', // 2 hours after NOW
    passengers: [{ passengerIndex: 1, type: 'ADT', lastName: 'ZHANG', firstName: 'SAN', sex: 'M', birthday: '1980-01-01', nationality: null, cardType: null, cardNum: null, cardExpiredDate: null }],
    ...extra,
  };
  const [filed] = file.writer.file({ source: 'order-detail', owner, at: NOW, fromService: true, orders: [facts] });
  return filed!.orderId;
}
const pay = (orderId: number, confirmed: { amount: string | null; currency: string | null; lastFourDigits?: string } = { amount: '1000.00', currency: 'CNY' }) =>
  service.pay({ orderId, contact: CONTACT, confirmed }, { signal: new AbortController().signal });
/** The first issue, as an English desk shows it (main sends codes; the renderer words them). */
const refusal = (result: SentResult<unknown>) => (!result.ok && result.error.kind === 'validation' ? wordAll('en', result.error.issues[0]) : null);

describe('refused by the desk before anything is sent', () => {
  it('after the last ticketing time, saying when it was (Beijing)', async () => {
    const orderId = fileOrder('917083410105919001', { lastTicketingTime: '2026-12-01 15:59:00' });
    const result = await pay(orderId);
    expect(refusal(result)).toMatchObject({ rule: 'before the last ticketing time', message: expect.stringContaining('2026-12-01 15:59 Beijing') });
    expect(sent).toEqual([]);
  });

  it("after the last ticketing time on the service's clock, though not yet on this computer's (a sandbox clock advanced)", async () => {
    const orderId = fileOrder('917083410105919001'); // 2 hours after NOW on this computer
    serviceAheadMs = 3 * 3_600_000;
    expect(refusal(await pay(orderId))).toMatchObject({ rule: 'before the last ticketing time' });
    expect(sent).toEqual([]);
  });

  it('in the last 30 minutes it still pays (the screen warns)', async () => {
    const orderId = fileOrder('917083410105919001', { lastTicketingTime: '2026-12-01 16:20:00' });
    expect((await pay(orderId)).ok).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('when the amount confirmed is not the order\'s amount now (the order changed since)', async () => {
    const orderId = fileOrder('917083410105919001');
    expect(refusal(await pay(orderId, { amount: '990.00', currency: 'CNY' }))).toMatchObject({ field: 'confirmed.amount' });
    expect(refusal(await pay(orderId, { amount: '1000.00', currency: 'USD' }))).toMatchObject({ field: 'confirmed.amount' });
    const unknown = await pay(orderId, { amount: null, currency: 'CNY' });
    expect(refusal(unknown)).toMatchObject({ field: 'confirmed.amount', message: expect.stringContaining('(CNY unknown) is not order 917083410105919001') });
    // A code and its parameters: a Chinese desk reads the same refusal in Chinese, "unknown" too.
    expect(!unknown.ok && unknown.error.kind === 'validation' && wordAll('zh-CN', unknown.error.issues)[0]?.message).toContain('您确认的金额（CNY 未知）不是订单 917083410105919001 现在的金额（CNY 1000.00）');
    expect((await pay(orderId, { amount: '1000', currency: 'CNY' })).ok).toBe(true); // the same decimal amount
    expect(sent).toHaveLength(1);
  });

  it('on production without the last four digits of the order number typed', async () => {
    active = owners.production;
    const orderId = fileOrder('917083410105919001', {}, owners.production);
    expect(refusal(await pay(orderId))).toMatchObject({ field: 'confirmed.lastFourDigits', message: expect.stringContaining('(9001)') });
    expect(refusal(await pay(orderId, { amount: '1000.00', currency: 'CNY', lastFourDigits: '1900' }))).toMatchObject({ field: 'confirmed.lastFourDigits' });
    expect(sent).toEqual([]);
    expect((await pay(orderId, { amount: '1000.00', currency: 'CNY', lastFourDigits: '9001' })).ok).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('for an order of another profile than the active one (its key would sign the payment)', async () => {
    const orderId = fileOrder('917083410105919001', {}, owners.test);
    expect(refusal(await pay(orderId))).toMatchObject({ rule: "the order's profile", message: expect.stringContaining('Switch to "Agency test"') });
    expect(sent).toEqual([]);
  });

  it('a second payment of the same order while the first is on its way, from any window', async () => {
    const orderId = fileOrder('917083410105919001');
    let release: () => void = () => {};
    answer = () => new Promise((resolve) => (release = () => resolve(paidAnswer('917083410105919001'))));
    const first = pay(orderId);
    const second = await pay(orderId);
    expect(refusal(second)).toMatchObject({ rule: 'one at a time' });
    release();
    expect((await first).ok).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('Check when no payment of the order has an unknown outcome', async () => {
    const orderId = fileOrder('917083410105919001');
    expect(refusal(await service.check(orderId, { signal: new AbortController().signal }))).toMatchObject({ rule: 'outcome unknown' });
    expect(sent).toEqual([]);
  });

  it('force issue outside the sandbox', async () => {
    active = owners.test;
    const orderId = fileOrder('917083410105919001', {}, owners.test);
    expect(refusal(await service.forceIssue(orderId, { signal: new AbortController().signal }))).toMatchObject({ rule: 'sandbox only' });
  });
});

describe('what is sent', () => {
  it('the contact typed and the order\'s PNR; the contact is filed before the request leaves, for Check', async () => {
    const orderId = fileOrder('917083410105919001');
    answer = async () => {
      expect(file.reader.detail(orderId)?.contact).toEqual(CONTACT); // already in the file while "on its way"
      return paidAnswer('917083410105919001');
    };
    const result = await pay(orderId);
    expect(sent).toEqual([{ request: { orderNum: '917083410105919001', ...CONTACT, pnr: 'ABC123' }, recheck: false }]);
    expect(result.ok && result.value).toMatchObject({ outcome: 'paid', amounts: { sum: '1001.00', adds: true, currency: 'CNY' } });
  });

  it('Check re-sends the request of the payment whose outcome is unknown (its contact, recheck)', async () => {
    const orderId = fileOrder('917083410105919001');
    await pay(orderId);
    file.pending.claim(orderId, 'ticketing', 'earlier', NOW);
    file.pending.outcomeUnknown(orderId, 'ticketing', 'earlier');
    const result = await service.check(orderId, { signal: new AbortController().signal });
    expect(result.ok).toBe(true);
    expect(sent.at(-1)).toEqual({ request: { orderNum: '917083410105919001', ...CONTACT, pnr: 'ABC123' }, recheck: true });
  });
});

describe('the queue of orders to pay', () => {
  it("lists the active profile's unpaid air orders, soonest last ticketing time first, unknown last", () => {
    fileOrder('917083410000000003', { lastTicketingTime: null });
    fileOrder('917083410000000002', { lastTicketingTime: '2026-12-02 09:00:00' });
    fileOrder('917083410000000001', { lastTicketingTime: '2026-12-01 17:00:00' });
    fileOrder('917083410000000004', { status: { status: readOrderStatus('ISSED', 'air'), inferred: false } });
    fileOrder('917083410000000005', {}, owners.test);
    const queue = service.queue();
    expect(queue.ok && queue.value.rows.map((row) => [row.orderNum, row.lastTicketingTime])).toEqual([
      ['917083410000000001', '2026-12-01 17:00:00'],
      ['917083410000000002', '2026-12-02 09:00:00'],
      ['917083410000000003', null],
    ]);
  });
});
