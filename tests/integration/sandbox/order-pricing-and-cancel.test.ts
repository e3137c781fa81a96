/**
 * OrderPricing V5 (`POST /json/orderPricingV5`) and Cancel (`POST /json/cancel`) over HTTP, and
 * the optional rule "ticketing within 30 minutes of order pricing": shapes assumed from public
 * material, not in the specification (docs/sandbox.md, "The booking path").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxAirOrderEntry, type SandboxRulesView } from '../../../electron/sandbox';
import { ADULT, book, bookingFor, shopAndPrice } from './support/booking';
import { expectOk } from './support/itineraries';
import { airOrder, listing, refundOrder } from './support/order-book';
import { SandboxClient, type WireEnvelope } from './support/sandbox-client';

let sandbox: RunningSandbox;
let client: SandboxClient;

beforeAll(async () => {
  sandbox = await startSandbox();
  client = new SandboxClient(sandbox);
});
beforeEach(() => sandbox.reset());
afterAll(() => sandbox.close());

const orderPricing = (orderNum: unknown): Promise<WireEnvelope> => client.call('orderPricing', { orderPricing: { orderNum } });
const cancel = (orderNum: unknown, virtualPnr?: string): Promise<WireEnvelope> => client.call('cancel', { cancel: { orderNum, ...(virtualPnr === undefined ? {} : { virtualPnr }) } });

async function bookedOrder(): Promise<{ orderNum: string; pnr: string; priced: { solution: { adtFare: number; adtTax: number } } }> {
  const { priced } = await shopAndPrice(client, { origin: 'PEK', destination: 'SHA' });
  const booked = expectOk(await book(client, bookingFor(priced, [ADULT])));
  return { orderNum: booked.data.orderNum as string, pnr: booked.data.pnr as string, priced };
}

async function entry(orderNum: string): Promise<SandboxAirOrderEntry> {
  const found = (await listing(client)).orders.find((order): order is SandboxAirOrderEntry => order.kind === 'air' && order.orderNum === orderNum);
  if (!found) throw new Error(`no order ${orderNum}`);
  return found;
}

describe('OrderPricing V5 (assumed from public material)', () => {
  it("answers the order's price: pricingResult{solution, flights with lastTktTime and segmengtIds, segments} and orderResult", async () => {
    const { orderNum, pnr, priced } = await bookedOrder();
    const envelope = expectOk(await orderPricing(orderNum));
    const { pricingResult, orderResult } = envelope.data;
    expect(pricingResult.solution).toMatchObject({ adtFare: priced.solution.adtFare, adtTax: priced.solution.adtTax, adults: 1, children: 0, infants: 0, currency: 'CNY' });
    const order = await entry(orderNum);
    expect(pricingResult.flights[0]).toMatchObject({ lastTktTime: order.lastTktTime });
    expect(pricingResult.flights[0].segmengtIds).toEqual(pricingResult.segments.map((s: { segmentId: string }) => s.segmentId));
    expect(orderResult).toEqual({ orderNum, orderStatus: 'TO_BE_PAID', pnr, currency: 'CNY', orderAmount: order.orderAmount, lastTktTime: order.lastTktTime });
  });

  it('takes a PHP-style body: the order number as a safe JSON number is refused only when unsafe; \\/ escapes and extra keys pass', async () => {
    const { orderNum } = await bookedOrder();
    const body = JSON.stringify({ authentication: client.authentication, orderPricing: { orderNum, extra: 'x/y' } }).replaceAll('/', '\\/');
    expect(JSON.parse((await client.raw('orderPricing', body)).text).errorCode).toBe('0');
    expect(await orderPricing(Number(orderNum))).toEqual({ errorCode: 'P001', errorMsg: 'orderNum is illegal.' });
    expect(await client.call('orderPricing', { orderPricing: {} })).toEqual({ errorCode: 'P002', errorMsg: 'orderNum is missing.' });
  });

  it('the drift fault re-prices the order: B116, then the new price is what OrderPricing and Ticketing see', async () => {
    const { orderNum } = await bookedOrder();
    const before = await entry(orderNum);
    await client.control('POST', '/sandbox/faults', { faults: ['orderPricing:drift=up:times=1'] });
    expect(await orderPricing(orderNum)).toEqual({ errorCode: 'B116', errorMsg: 'Price has changed.' });
    const after = await entry(orderNum);
    expect(after.orderAmount).toBeGreaterThan(before.orderAmount);
    expect(expectOk(await orderPricing(orderNum)).data.orderResult.orderAmount).toBe(after.orderAmount);
    expect(expectOk(await client.ticket(orderNum)).data.orderAmount).toBe(after.orderAmount);
  });

  it('drift=booking-code moves the first segment to the next code up; drift=schedule answers B114 and changes nothing', async () => {
    const { orderNum } = await bookedOrder();
    const before = await entry(orderNum);
    await client.control('POST', '/sandbox/faults', { faults: ['orderPricing:drift=schedule:times=1'] });
    expect(await orderPricing(orderNum)).toEqual({ errorCode: 'B114', errorMsg: 'Flight has changed.' });
    expect((await entry(orderNum)).orderAmount).toBe(before.orderAmount);
    await client.control('POST', '/sandbox/faults', { faults: ['orderPricing:drift=booking-code:times=1'] });
    expect((await orderPricing(orderNum)).errorCode).toBe('B116');
    const after = await entry(orderNum);
    expect(after.segments[0]?.bookingCode).not.toBe(before.segments[0]?.bookingCode);
    expect(after.orderAmount).toBeGreaterThan(before.orderAmount);
  });

  it('B112 when paid, B009 when cancelled or not an air order, B115 past the last ticketing time, B010 unknown', async () => {
    const paid = await airOrder(client, /Issued round trip/);
    expect(await orderPricing(paid.orderNum)).toEqual({ errorCode: 'B112', errorMsg: 'Order has been paid.' });
    const cancelled = await airOrder(client, /Cancelled/);
    expect(await orderPricing(cancelled.orderNum)).toEqual({ errorCode: 'B009', errorMsg: 'Order status is invalid' });
    expect((await orderPricing((await refundOrder(client, 'REFD_PRC')).orderNum)).errorCode).toBe('B009');
    expect(await orderPricing('917000000000000001')).toEqual({ errorCode: 'B010', errorMsg: 'Order number not exist' });
    const unpaid = await airOrder(client, /ticketing succeeds/);
    await client.control('POST', '/sandbox/clock', { minutes: 8 * 24 * 60 });
    expect(await orderPricing(unpaid.orderNum)).toEqual({ errorCode: 'B115', errorMsg: 'Last ticketing time has passed.' });
  });

  it('faults apply with the same syntax: s001 and b024', async () => {
    await client.control('POST', '/sandbox/faults', { faults: ['orderPricing:s001:times=1', 'cancel:b024:times=1'] });
    expect(await orderPricing('1')).toEqual({ errorCode: 'S001', errorMsg: 'System error' });
    expect(await cancel('1')).toEqual({ errorCode: 'B024', errorMsg: 'Time-out, please try later.' });
  });
});

describe('the rule "ticketing within 30 minutes of order pricing" (off by default)', () => {
  it('is off by default: an order is paid without OrderPricing', async () => {
    expect((await client.control<SandboxRulesView>('GET', '/sandbox/rules')).body).toEqual({ requireOrderPricing: false });
    const { orderNum } = await bookedOrder();
    expect((await client.ticket(orderNum)).errorCode).toBe('0');
  });

  it('switched on: B009 (with a notice) until OrderPricing succeeds, then for 30 minutes paying works', async () => {
    expect((await client.control<SandboxRulesView>('POST', '/sandbox/rules', { requireOrderPricing: true })).body).toEqual({ requireOrderPricing: true });
    const { orderNum } = await bookedOrder();
    const refused = await client.raw('ticketing', JSON.stringify({ authentication: client.authentication, ticketing: { orderNum } }));
    expect(JSON.parse(refused.text)).toEqual({ errorCode: 'B009', errorMsg: 'Order status is invalid' });
    expect(refused.headers['x-sandbox-notice']).toMatch(/OrderPricing/);

    expectOk(await orderPricing(orderNum));
    await client.control('POST', '/sandbox/clock', { minutes: 31 });
    expect((await client.ticket(orderNum)).errorCode).toBe('B009');
    expectOk(await orderPricing(orderNum));
    await client.control('POST', '/sandbox/clock', { minutes: 29 });
    expect((await client.ticket(orderNum)).errorCode).toBe('0');
  });

  it('a B116 re-pricing does not count: the agent must see the new price in a successful OrderPricing', async () => {
    sandbox.setRules({ requireOrderPricing: true });
    const { orderNum } = await bookedOrder();
    await client.control('POST', '/sandbox/faults', { faults: ['orderPricing:drift=down:times=1'] });
    expect((await orderPricing(orderNum)).errorCode).toBe('B116');
    expect((await client.ticket(orderNum)).errorCode).toBe('B009');
  });

  it('POST /sandbox/rules refuses anything but a boolean; reset restores the started value', async () => {
    expect((await client.control('POST', '/sandbox/rules', { requireOrderPricing: 'yes' })).status).toBe(400);
    sandbox.setRules({ requireOrderPricing: true });
    await client.control('POST', '/sandbox/reset');
    expect(sandbox.rules()).toEqual({ requireOrderPricing: false });
    const strict = await startSandbox({ requireOrderPricing: true });
    try {
      expect(strict.rules()).toEqual({ requireOrderPricing: true });
    } finally {
      await strict.close();
    }
  });
});

describe('Cancel (assumed from public material)', () => {
  it('cancels a to-be-paid order: errorMsg "OK" and no data; the order is CNCL and cannot be paid', async () => {
    const { orderNum, pnr } = await bookedOrder();
    const response = await client.raw('cancel', JSON.stringify({ authentication: client.authentication, cancel: { orderNum, virtualPnr: pnr } }));
    expect(response.text).toBe('{"errorCode":"0","errorMsg":"OK"}');
    expect(await entry(orderNum)).toMatchObject({ stateCode: 'CNCL', stateText: 'Cancelled' });
    expect((await client.ticket(orderNum)).errorCode).toBe('B009');
  });

  it('B041 when already cancelled (also an unpaid order past its last ticketing time), B009 when paid, B010 unknown', async () => {
    const { orderNum } = await bookedOrder();
    expect((await cancel(orderNum)).errorCode).toBe('0');
    expect(await cancel(orderNum)).toEqual({ errorCode: 'B041', errorMsg: 'Order has been cancelled.' });
    expect((await cancel((await airOrder(client, /Cancelled/)).orderNum)).errorCode).toBe('B041');
    expect(await cancel((await airOrder(client, /Issued round trip/)).orderNum)).toEqual({ errorCode: 'B009', errorMsg: 'Order status is invalid' });
    expect(await cancel('917000000000000001')).toEqual({ errorCode: 'B010', errorMsg: 'Order number not exist' });
    const lapsing = await airOrder(client, /ticketing succeeds/);
    await client.control('POST', '/sandbox/clock', { minutes: 8 * 24 * 60 });
    expect((await cancel(lapsing.orderNum)).errorCode).toBe('B041');
  });

  it('virtualPnr is optional, but when sent it must be the order\'s PNR (any case)', async () => {
    const { orderNum, pnr } = await bookedOrder();
    expect(await cancel(orderNum, 'ZZZZZZ')).toEqual({ errorCode: 'P001', errorMsg: 'virtualPnr is illegal.' });
    expect((await cancel(orderNum, pnr.toLowerCase())).errorCode).toBe('0');
  });
});

describe('the booking path persists', () => {
  it('a booked, order-priced order and a cancelled one survive a restart from the state file', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'sandbox-booking-'));
    const stateFile = join(directory, 'state.json');
    try {
      const first = await startSandbox({ stateFile });
      const firstClient = new SandboxClient(first);
      let priced: { orderNum: string; cancelled: string };
      try {
        const { priced: solution } = await shopAndPrice(firstClient, { origin: 'PEK', destination: 'SHA' });
        const kept = expectOk(await book(firstClient, bookingFor(solution, [ADULT])));
        expectOk(await firstClient.call('orderPricing', { orderPricing: { orderNum: kept.data.orderNum } }));
        const other = expectOk(await book(firstClient, bookingFor(solution, [{ ...ADULT, firstName: 'OTHER' }])));
        expect((await firstClient.call('cancel', { cancel: { orderNum: other.data.orderNum } })).errorCode).toBe('0');
        priced = { orderNum: kept.data.orderNum, cancelled: other.data.orderNum };
      } finally {
        await first.close();
      }
      const second = await startSandbox({ stateFile });
      try {
        const orders = (await listing(new SandboxClient(second))).orders.filter((o): o is SandboxAirOrderEntry => o.kind === 'air');
        expect(orders.find((o) => o.orderNum === priced.orderNum)).toMatchObject({ stateCode: 'TO_BE_PAID', buyerOrder: 'REF-001', orderPricedAt: expect.stringMatching(/^\d{4}-/) });
        expect(orders.find((o) => o.orderNum === priced.cancelled)).toMatchObject({ stateCode: 'CNCL', cancelledAt: expect.stringMatching(/^\d{4}-/) });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
