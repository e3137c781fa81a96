/**
 * The whole life of a booking against the sandbox, as the desk runs it:
 * shop → price → order (POST /sandbox/orders) → ticket → issue → refund → advance the clock →
 * CheckReimbursed reports the voucher.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxAirOrderEntry } from '../../../electron/sandbox';
import { beijingDate, expectOk, pricingRequestFor, refundRequestFor } from './support/itineraries';
import { creditOf, listing } from './support/order-book';
import { SandboxClient } from './support/sandbox-client';

let sandbox: RunningSandbox;
let client: SandboxClient;

beforeAll(async () => {
  sandbox = await startSandbox({ reimbursementDelayMinutes: 90 });
  client = new SandboxClient(sandbox);
});
afterAll(() => sandbox.close());

it('shop → price → order → ticket → issue → refund → reimbursement', async () => {
  // Shop a round trip for two adults.
  const shopped = expectOk(
    await client.shop({
      adults: 2,
      children: 0,
      infants: 0,
      nonstop: 0,
      airline: '',
      solutions: 20,
      tag: '',
      returnTagPrice: 'Y',
      searchAirLegs: [
        { cabinClass: 'Economy', departureDate: beijingDate(sandbox.now(), 30), origin: 'PVG', destination: 'HKG', airline: '' },
        { cabinClass: 'Economy', departureDate: beijingDate(sandbox.now(), 37), origin: 'HKG', destination: 'PVG', airline: '' },
      ],
    }),
  ).data;

  // Price the cheapest solution.
  const pricingRequest = pricingRequestFor(shopped, shopped.solutions[0]);
  const priced = expectOk(await client.price(pricingRequest)).data;

  // Book it (the sandbox's stand-in for the booking operation).
  const booked = await client.control<SandboxAirOrderEntry>('POST', '/sandbox/orders', {
    pricing: { ...pricingRequest, solutionId: priced.solution.solutionId, journeys: pricingRequestFor(priced, priced.solution).journeys },
    passengers: [
      { psgType: 'ADT', lastName: 'WANG', firstName: 'FANG', birthday: '1985-07-08', sex: 'F', nationality: 'CN', cardType: 'P', cardNum: 'E12345678', cardExpiredDate: '2031-01-01' },
      { psgType: 'ADT', lastName: 'CHEN', firstName: 'JING', birthday: '1987-09-10', sex: 'F', nationality: 'CN', cardType: 'P', cardNum: 'E87654321', cardExpiredDate: '2031-01-01' },
    ],
  });
  expect(booked.status).toBe(201);
  const orderNum = booked.body.orderNum;

  // Pay it from the credit.
  const credit = await creditOf(client, sandbox.partnerId);
  const ticketing = expectOk(await client.ticket(orderNum, { PNR: booked.body.pnr }));
  expect(ticketing.data.orderAmount).toBe(booked.body.orderAmount);
  expect(await creditOf(client, sandbox.partnerId)).toBeCloseTo(credit - ticketing.data.payAmount, 2);

  // Issue it.
  expect(await client.issue(orderNum)).toEqual({ errorCode: '0', errorMsg: 'ok' });
  const issued = (await listing(client)).orders.find((entry): entry is SandboxAirOrderEntry => entry.orderNum === orderNum && entry.kind === 'air');
  expect(issued?.stateCode).toBe('ISSED');
  expect(issued?.passengers.every((p) => p.ticketNum !== null)).toBe(true);

  // Refund everything.
  const refund = expectOk(await client.refund(refundRequestFor(issued as SandboxAirOrderEntry, { allPaxOfOrder: 1, extra: { refundType: 1, refundReason: 2 } })));
  expect(refund.data).toMatchObject({ parentOrderNum: orderNum, orderStatus: 'Refund request', refundType: '1', refundReason: '2' });
  const refundNum = refund.data.orderNum as string;
  expect((await client.reimbursement(refundNum)).data.reimbursedOrderStatus).toBe('Refund request');

  // Time passes: the refund is reimbursed by voucher.
  await client.control('POST', '/sandbox/clock', { minutes: 90 });
  const reimbursed = expectOk(await client.reimbursement(refundNum)).data;
  expect(reimbursed).toMatchObject({ reimbursedOrderNum: refundNum, reimbursedOrderStatus: 'Reimbursed', payGate: 'Voucher' });
  expect(reimbursed.voucherList.map((v: { lastName: string }) => v.lastName)).toEqual(['WANG', 'CHEN']);
  // An involuntary refund before departure gives everything back.
  const total = reimbursed.voucherList.reduce((sum: number, v: { voucherAmount: number }) => sum + Math.round(v.voucherAmount * 100), 0);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(Math.round(booked.body.orderAmount * 100));
});
