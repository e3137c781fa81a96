/**
 * Ticketing (pay from the partner credit) and ModifyOrderStatus (force a paid test order to
 * ISSED) against the seeded order book.
 */
import { afterAll, beforeEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox';
import { airOrder, creditOf, listing, refundOrder } from './support/order-book';
import { SandboxClient } from './support/sandbox-client';

let sandbox: RunningSandbox;
let client: SandboxClient;

beforeAll(async () => {
  sandbox = await startSandbox();
  client = new SandboxClient(sandbox);
});
beforeEach(() => sandbox.reset());
afterAll(() => sandbox.close());

describe('Ticketing', () => {
  it('pays a to-be-paid order: payAmount = orderAmount + transactionExpense (0.1 %), deducted from the credit in exact cents', async () => {
    const order = await airOrder(client, /ticketing succeeds/);
    const before = await creditOf(client, sandbox.partnerId);
    const envelope = await client.ticket(order.orderNum, { PNR: order.pnr });
    expect(envelope.errorCode).toBe('0');
    const { orderNum, orderAmount, transactionExpense, payAmount } = envelope.data;
    expect(orderNum).toBe(order.orderNum);
    expect(orderAmount).toBe(order.orderAmount);
    expect(Math.round(transactionExpense * 100)).toBe(Math.floor((Math.round(orderAmount * 100) * 10 + 5000) / 10000));
    expect(Math.round(payAmount * 100)).toBe(Math.round(orderAmount * 100) + Math.round(transactionExpense * 100));
    expect(Math.round((await creditOf(client, sandbox.partnerId)) * 100)).toBe(Math.round(before * 100) - Math.round(payAmount * 100));
    const paid = await airOrder(client, /ticketing succeeds/);
    expect(paid).toMatchObject({ stateCode: 'ISS_PRC', stateText: 'Paid, to be issued', payGate: 'Prepay' });
    expect(paid.paySerialNum).toMatch(new RegExp(`^PREPAY_\\d{14}_${order.orderNum}_\\d{4}$`));
  });

  it('B024 "Order has been paid" when it is paid again, and nothing is charged twice', async () => {
    const order = await airOrder(client, /ticketing succeeds/);
    expect((await client.ticket(order.orderNum)).errorCode).toBe('0');
    const credit = await creditOf(client, sandbox.partnerId);
    expect(await client.ticket(order.orderNum)).toEqual({ errorCode: 'B024', errorMsg: 'Order has been paid' });
    expect(await creditOf(client, sandbox.partnerId)).toBe(credit);
  });

  it('B024 for an order already issued', async () => {
    const order = await airOrder(client, /Issued round trip/);
    expect((await client.ticket(order.orderNum)).errorCode).toBe('B024');
  });

  it('B010 "Order number not exist" for an unknown order number', async () => {
    expect(await client.ticket('917000000000000001')).toEqual({ errorCode: 'B010', errorMsg: 'Order number not exist' });
  });

  it('B009 "Order status is invalid" for a cancelled order and for a refund order number', async () => {
    const cancelled = await airOrder(client, /Cancelled/);
    expect(await client.ticket(cancelled.orderNum)).toEqual({ errorCode: 'B009', errorMsg: 'Order status is invalid' });
    const refund = await refundOrder(client, 'REFD_PRC');
    expect((await client.ticket(refund.orderNum)).errorCode).toBe('B009');
  });

  it('B009 for an unpaid order past its last ticketing time (it is cancelled)', async () => {
    const order = await airOrder(client, /ticketing succeeds/);
    await client.control('POST', '/sandbox/clock', { minutes: 8 * 24 * 60 });
    expect((await client.ticket(order.orderNum)).errorCode).toBe('B009');
    expect((await airOrder(client, /ticketing succeeds/)).stateCode).toBe('CNCL');
  });

  it('B022 "Ticketing failed" when the credit is below the amount (the seeded 9-passenger First order)', async () => {
    const order = await airOrder(client, /more than the partner credit/);
    expect(order.payAmount).toBeGreaterThan(await creditOf(client, sandbox.partnerId));
    expect(await client.ticket(order.orderNum)).toEqual({ errorCode: 'B022', errorMsg: 'Ticketing failed' });
  });

  it('P001 "wrong parameter" for a missing or ill-typed order number and for a PNR that is not the order\'s', async () => {
    const order = await airOrder(client, /ticketing succeeds/);
    expect(await client.call('ticketing', { ticketing: { PNR: 'ABC123' } })).toEqual({ errorCode: 'P001', errorMsg: 'wrong parameter' });
    expect((await client.call('ticketing', { ticketing: { orderNum: { n: 1 } } })).errorCode).toBe('P001');
    expect((await client.ticket(order.orderNum, { PNR: 'ZZZZZZ' })).errorCode).toBe('P001');
  });

  it('an order number sent as a JSON number is read only when it is a safe integer', async () => {
    // 18-digit numbers lose digits in JSON; a real client keeps them as strings.
    const body = `{"authentication":${JSON.stringify(client.authentication)},"ticketing":{"orderNum":917083410105919001}}`;
    expect(JSON.parse((await client.raw('ticketing', body)).text)).toEqual({ errorCode: 'P001', errorMsg: 'wrong parameter' });
    expect((await client.call('ticketing', { ticketing: { orderNum: 12345 } })).errorCode).toBe('B010');
  });
});

describe('ModifyOrderStatus (sandbox only)', () => {
  it('issues a paid, to-be-issued test order: ISSED with ticket numbers, PNR and airline PNR; no data key', async () => {
    const order = await airOrder(client, /Paid, to be issued \(test order\)/);
    const response = await client.raw('modifyOrder', JSON.stringify({ authentication: client.authentication, fakeModifyOrder: { orderNum: order.orderNum } }));
    expect(JSON.parse(response.text)).toEqual({ errorCode: '0', errorMsg: 'ok' });
    const issued = await airOrder(client, /Paid, to be issued \(test order\)/);
    expect(issued.stateCode).toBe('ISSED');
    expect(issued.pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(issued.airPnr).toMatch(/^[A-Z0-9]{6}$/);
    for (const passenger of issued.passengers) expect(passenger.ticketNum).toMatch(/^\d{3}-\d{10}$/);
  });

  it('B060 "Interface is limited." for an order that is not a test order', async () => {
    const order = await airOrder(client, /NOT a test order/);
    expect(await client.issue(order.orderNum)).toEqual({ errorCode: 'B060', errorMsg: 'Interface is limited.' });
  });

  it('B009 for a test order in any other state (to be paid, issued)', async () => {
    expect(await client.issue((await airOrder(client, /ticketing succeeds/)).orderNum)).toEqual({ errorCode: 'B009', errorMsg: 'Order status is invalid' });
    expect((await client.issue((await airOrder(client, /Issued round trip/)).orderNum)).errorCode).toBe('B009');
  });

  it('B010 for an unknown order; P002/P001 name the field', async () => {
    expect(await client.issue('917000000000000001')).toEqual({ errorCode: 'B010', errorMsg: 'Order number not exist' });
    expect(await client.call('modifyOrder', { fakeModifyOrder: {} })).toEqual({ errorCode: 'P002', errorMsg: 'orderNum is missing.' });
    expect(await client.call('modifyOrder', { fakeModifyOrder: { orderNum: 'abc' } })).toEqual({ errorCode: 'P001', errorMsg: 'orderNum is illegal.' });
  });

  it('pay then issue: the paid order becomes issuable', async () => {
    const order = await airOrder(client, /family round trip/);
    expect((await client.ticket(order.orderNum)).errorCode).toBe('0');
    expect((await client.issue(order.orderNum)).errorCode).toBe('0');
    const issued = (await listing(client)).orders.find((entry) => entry.orderNum === order.orderNum);
    expect(issued?.stateCode).toBe('ISSED');
  });
});
