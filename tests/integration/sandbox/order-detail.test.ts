/**
 * OrderDetail (assumed from public material, not in the specification): the sandbox answers the
 * public shape for every order type it holds — original and change air orders, refund orders —
 * on the v13 path and the older v10 path, with B037/B048 as public material shows.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signFor, startSandbox, type RunningSandbox } from '../../../electron/sandbox';
import { airOrder, ancillaryOrders, listing, refundOrder } from './support/order-book';
import { send, SandboxClient, type WireEnvelope } from './support/sandbox-client';

let sandbox: RunningSandbox;
let client: SandboxClient;
const OTHER = { partnerId: 'OTHER+partner=', partnerKey: 'other-key' };

beforeAll(async () => {
  sandbox = await startSandbox({ partners: [OTHER] });
  client = new SandboxClient(sandbox);
});
beforeEach(() => sandbox.reset());
afterAll(() => sandbox.close());

const PUBLIC_BODY = { includeFields: 'passengers,journeys,solutions,ancillary,scheduleChange,checkinInfo', includeOrderTypes: ['O', 'R'] };
const detail = (orderNum: string, extra: Record<string, unknown> = {}) => client.call('orderDetail', { data: { orderNum, ...PUBLIC_BODY, ...extra } });

describe('OrderDetail: every order type of the book', () => {
  it('an issued original order: the public fields, passengers with tickets, journeys with local times, solutions, its ancillary orders', async () => {
    const order = await airOrder(client, /Issued round trip/);
    const envelope = await detail(order.orderNum);
    expect(envelope).toMatchObject({ errorCode: '0', errorMsg: 'ok' });
    const data = envelope.data;
    expect(data).toMatchObject({
      orderNum: order.orderNum,
      orderType: 'O',
      orderStatus: 'ISSED',
      pnr: order.pnr,
      airPnr: order.airPnr,
      platingCarrier: order.platingCarrier,
      createdTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      lastTktTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(data.passengers).toHaveLength(order.passengers.length);
    expect(data.passengers[0]).toMatchObject({ passengerIndex: 1, lastName: order.passengers[0]?.lastName, ticketNum: order.passengers[0]?.ticketNum });
    expect(data.journeys).toHaveLength(2);
    const first = data.journeys[0].segments[0];
    const seeded = order.segments[0];
    expect(first).toMatchObject({ airline: seeded?.airline, flightNum: seeded?.flightNum, departure: seeded?.departure, departureDate: seeded?.departureDate, departureTime: seeded?.departureTime, bookingCode: seeded?.bookingCode });
    expect(data.solutions[0]).toMatchObject({ currency: 'CNY', buyerAmount: order.orderAmount });
    expect(data.ancillaryItems).toEqual([expect.objectContaining({ ancillaryOrderNum: order.ancillaryOrderNums[0], ancillaryOrderStatus: 'ISS_PRC' })]);
  });

  it('solutions: the taxes include the Q charge as OrderPricing says for the same order, and the fields add up to buyerAmount', async () => {
    // PVG⇄NRT, 2 adults, a child and an infant: every passenger type, and an international Q charge.
    const order = await airOrder(client, /family round trip/);
    const solution = (await detail(order.orderNum)).data.solutions[0];
    const priced = (await client.call('orderPricing', { orderPricing: { orderNum: order.orderNum } })).data.pricingResult.solution;
    for (const field of ['adtFare', 'adtTax', 'chdFare', 'chdTax', 'infFare', 'infTax', 'tktFee', 'platformServiceFee', 'merchantFee']) {
      expect(solution[field], field).toBe(priced[field]);
    }
    const cents = (amount: number): number => Math.round(amount * 100);
    const fees = cents(solution.tktFee) + cents(solution.platformServiceFee) + cents(solution.merchantFee);
    const count = (type: string): number => order.passengers.filter((p) => p.psgType === type).length;
    expect([count('ADT'), count('CHD'), count('INF')]).toEqual([2, 1, 1]);
    const sum =
      count('ADT') * (cents(solution.adtFare) + cents(solution.adtTax) + fees) +
      count('CHD') * (cents(solution.chdFare) + cents(solution.chdTax) + fees) +
      count('INF') * (cents(solution.infFare) + cents(solution.infTax) + fees);
    expect(sum).toBe(cents(solution.buyerAmount));
    expect(solution.buyerAmount).toBe(order.orderAmount);
  });

  it('solutions: passenger types not in the party answer null (an adult-only order)', async () => {
    const order = await airOrder(client, /ticketing succeeds/);
    const solution = (await detail(order.orderNum)).data.solutions[0];
    expect(solution).toMatchObject({ chdFare: null, chdTax: null, infFare: null, infTax: null });
    const cents = (amount: number): number => Math.round(amount * 100);
    expect(cents(solution.adtFare) + cents(solution.adtTax) + cents(solution.tktFee) + cents(solution.platformServiceFee) + cents(solution.merchantFee)).toBe(cents(solution.buyerAmount));
  });

  it('a change order answers type C with its parent', async () => {
    const change = (await listing(client)).orders.find((entry) => entry.kind === 'air' && entry.orderType === 'C');
    const data = (await detail(change?.orderNum ?? '')).data;
    expect(data).toMatchObject({ orderType: 'C', parentOrderNum: change?.kind === 'air' ? change.parentOrderNum : null, orderStatus: 'ISSED' });
  });

  it('a refund order answers type R with its parent, the refunded passengers and the refund total', async () => {
    const refund = await refundOrder(client, 'REFD_PRC');
    const data = (await detail(refund.orderNum)).data;
    expect(data).toMatchObject({ orderNum: refund.orderNum, orderType: 'R', parentOrderNum: refund.parentOrderNum, refOrderNum: refund.refOrderNum, orderStatus: 'REFD_PRC' });
    expect(data.passengers.map((p: { lastName: string }) => p.lastName)).toEqual(refund.passengers.map((p) => p.lastName));
    expect(data.solutions[0].buyerAmount).toBe(refund.refundAmount);
  });

  it('an unpaid order answers TO_BE_PAID without tickets; includeFields chooses the parts', async () => {
    const order = await airOrder(client, /ticketing succeeds/);
    const data = (await detail(order.orderNum, { includeFields: 'passengers' })).data;
    expect(data.orderStatus).toBe('TO_BE_PAID');
    expect(data.passengers[0].ticketNum).toBeNull();
    expect(data).not.toHaveProperty('journeys');
    expect(data).not.toHaveProperty('solutions');
  });

  it('answers on the older public path /json/orderDetail/v10 too', async () => {
    const order = await airOrder(client, /Issued round trip/);
    const body = JSON.stringify({ authentication: client.authentication, data: { orderNum: order.orderNum } });
    const response = JSON.parse((await send(sandbox.baseUrl, '/json/orderDetail/v10', body)).text) as WireEnvelope;
    expect(response.data.orderNum).toBe(order.orderNum);
  });
});

describe('OrderDetail: refusals', () => {
  it('B037 "Order is not exist" for an unknown number and for an ancillary order number', async () => {
    expect(await detail('917000000000000001')).toEqual({ errorCode: 'B037', errorMsg: 'Order is not exist' });
    const [ancillary] = await ancillaryOrders(client);
    expect((await detail(ancillary?.orderNum ?? '')).errorCode).toBe('B037');
  });

  it("B048 \"Invalid buyer\" for another partner's order", async () => {
    const order = await airOrder(client, /Issued round trip/);
    const response = await send(sandbox.baseUrl, '/json/orderDetail/v13', JSON.stringify({ authentication: { partnerId: OTHER.partnerId, sign: signFor(OTHER.partnerId, OTHER.partnerKey) }, data: { orderNum: order.orderNum } }));
    expect(JSON.parse(response.text)).toEqual({ errorCode: 'B048', errorMsg: 'Invalid buyer' });
  });

  it('P002 / P001 name the field', async () => {
    expect(await client.call('orderDetail', { data: {} })).toEqual({ errorCode: 'P002', errorMsg: 'orderNum is missing.' });
    expect(await client.call('orderDetail', { data: { orderNum: 'ABC' } })).toEqual({ errorCode: 'P001', errorMsg: 'orderNum is illegal.' });
    expect(await client.call('orderDetail', { data: { orderNum: '917000000000000001', includeOrderTypes: 'O' } })).toEqual({ errorCode: 'P001', errorMsg: 'includeOrderTypes is illegal.' });
  });
});
