/**
 * CheckReimbursed over the refund lifecycle on the sandbox clock, and AncillaryOrderDetail with
 * the real sample's swapped arrivalDate/arrivalTime values.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signFor, startSandbox, type RunningSandbox } from '../../../electron/sandbox';
import { airOrder, ancillaryOrders, refundOrder } from './support/order-book';
import { refundRequestFor } from './support/itineraries';
import { SandboxClient } from './support/sandbox-client';

let sandbox: RunningSandbox;
let client: SandboxClient;

beforeAll(async () => {
  sandbox = await startSandbox({ reimbursementDelayMinutes: 120, partners: [{ partnerId: 'OTHER+partner=', partnerKey: 'other-key' }] });
  client = new SandboxClient(sandbox);
});
beforeEach(() => sandbox.reset());
afterAll(() => sandbox.close());

describe('CheckReimbursed', () => {
  it('the seeded refund orders report their states', async () => {
    const expectations = [
      ['REFD_PRC', 'Refund request'],
      ['REFD_TO_BE_REIM', 'To be reimbursed'],
    ] as const;
    for (const [state, text] of expectations) {
      const refund = await refundOrder(client, state);
      expect(await client.reimbursement(refund.orderNum)).toEqual({
        errorCode: '0',
        errorMsg: 'Ok',
        data: { reimbursedOrderNum: refund.orderNum, reimbursedOrderStatus: text, payGate: null, currency: 'CNY', voucherList: [], voucherFileId: [] },
      });
    }
  });

  it('a reimbursed refund order shows payGate Voucher, one voucher per passenger and the voucher file id', async () => {
    const refund = await refundOrder(client, 'REFD_REIMED');
    const { data } = await client.reimbursement(refund.orderNum);
    expect(data).toMatchObject({ reimbursedOrderNum: refund.orderNum, reimbursedOrderStatus: 'Reimbursed', payGate: 'Voucher', currency: 'CNY' });
    expect(data.voucherFileId).toEqual([expect.stringMatching(/^VF\d{10}$/)]);
    expect(data.voucherList).toHaveLength(refund.passengers.length);
    const [voucher] = data.voucherList;
    expect(voucher).toMatchObject({
      lastName: refund.passengers[0]?.lastName,
      firstName: refund.passengers[0]?.firstName,
      psgType: 'ADT',
      voucherNumber: expect.stringMatching(/^VC\d{10}$/),
      voucherCurrency: 'CNY',
      voucherAmount: refund.passengers[0]?.refundAmount,
      useFor: [1, 2, 3],
      usageLimitation: 1,
    });
    expect(voucher.voucherValidFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(voucher.voucherValidEnd.slice(0, 4)) - Number(voucher.voucherValidFrom.slice(0, 4))).toBe(1);
  });

  it('a new refund moves Refund request → To be reimbursed (half the delay) → Reimbursed (the delay) on the sandbox clock', async () => {
    const order = await airOrder(client, /Issued round trip/);
    const refund = await client.refund(refundRequestFor(order));
    const orderNum = refund.data.orderNum as string;
    expect((await client.reimbursement(orderNum)).data.reimbursedOrderStatus).toBe('Refund request');
    await client.control('POST', '/sandbox/clock', { minutes: 60 });
    expect((await client.reimbursement(orderNum)).data.reimbursedOrderStatus).toBe('To be reimbursed');
    await client.control('POST', '/sandbox/clock', { minutes: 60 });
    const reimbursed = await client.reimbursement(orderNum);
    expect(reimbursed.data).toMatchObject({ reimbursedOrderStatus: 'Reimbursed', payGate: 'Voucher' });
  });

  it('B037 "Order is not exist" for an unknown order', async () => {
    expect(await client.reimbursement('917000000000000001')).toEqual({ errorCode: 'B037', errorMsg: 'Order is not exist' });
  });

  it('B141 "Order is not a refund order." for an air order or an ancillary order', async () => {
    const order = await airOrder(client, /Issued round trip/);
    expect(await client.reimbursement(order.orderNum)).toEqual({ errorCode: 'B141', errorMsg: 'Order is not a refund order.' });
    const [ancillary] = await ancillaryOrders(client);
    expect((await client.reimbursement(ancillary?.orderNum ?? '')).errorCode).toBe('B141');
  });

  it('B048 "Invalid buyer" for another partner\'s refund order', async () => {
    const refund = await refundOrder(client, 'REFD_PRC');
    const other = { partnerId: 'OTHER+partner=', sign: signFor('OTHER+partner=', 'other-key') };
    const response = await client.raw('checkReimbursed', JSON.stringify({ authentication: other, data: { orderNum: refund.orderNum } }));
    expect(JSON.parse(response.text)).toEqual({ errorCode: 'B048', errorMsg: 'Invalid buyer' });
  });

  it('P001 "xxx is illegal" for a missing or ill-typed order number (its table has no P002)', async () => {
    expect(await client.call('checkReimbursed', { data: {} })).toEqual({ errorCode: 'P001', errorMsg: 'orderNum is illegal' });
    expect(await client.call('checkReimbursed', { data: { orderNum: [1] } })).toEqual({ errorCode: 'P001', errorMsg: 'orderNum is illegal' });
  });
});

describe('AncillaryOrderDetail', () => {
  it('answers the 2.9 shape for a seeded baggage order', async () => {
    const [ancillary] = await ancillaryOrders(client);
    const air = await airOrder(client, /Issued round trip/);
    const { errorCode, data } = await client.ancillary(ancillary?.orderNum ?? '');
    expect(errorCode).toBe('0');
    expect(data).toMatchObject({
      ancillaryOrderNum: ancillary?.orderNum,
      airOrderNum: air.orderNum,
      ancillaryOrderStatus: 'ISS_PRC',
      ancillaryOrderType: 'ORIGIN',
      saleStage: expect.any(Number),
      ancillaryType: expect.any(Number),
      pnr: air.pnr,
      payGate: 'Prepay',
    });
    expect(data.createTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    expect(data.lastTktTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}\+08:00$/);
    expect(data.passengers).toHaveLength(2);
    expect(data.passengers[0]).toEqual({
      lastName: air.passengers[0]?.lastName,
      firstName: air.passengers[0]?.firstName,
      psgType: 'ADT',
      birthday: air.passengers[0]?.birthday,
      sex: air.passengers[0]?.sex,
      passengerID: '1',
    });
    expect(data.ancillaryInfos[0].baggages).toEqual({
      passengerID: '1',
      journeyID: '1',
      payBaggageType: 1,
      baggagePiece: -1,
      baggageWeight: '23KG',
      baggageCurrency: 'CNY',
      baggagePrice: '350.00',
      description: expect.any(String),
    });
  });

  it('as in the real sample, arrivalDate carries the time and arrivalTime the date', async () => {
    const [ancillary] = await ancillaryOrders(client);
    const air = await airOrder(client, /Issued round trip/);
    const { data } = await client.ancillary(ancillary?.orderNum ?? '');
    const segment = data.journeys[0].segments[0];
    expect(segment.departureDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(segment.departureTime).toMatch(/^\d{2}:\d{2}$/);
    expect(segment.arrivalDate).toBe(air.segments[0]?.arrivalTime);
    expect(segment.arrivalTime).toBe(air.segments[0]?.arrivalDate);
  });

  it('B037 "Order is not exist" for an unknown ancillary order number (the sandbox\'s documented choice)', async () => {
    expect(await client.ancillary('917000000000000001')).toEqual({ errorCode: 'B037', errorMsg: 'Order is not exist' });
    expect(await client.call('ancillaryOrderDetail', { data: {} })).toEqual({ errorCode: 'P002', errorMsg: 'ancillaryOrderNum is missing.' });
  });
});
