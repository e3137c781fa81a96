/**
 * RefundRequest against the seeded order book: the form encoding, both file-id list names,
 * refundType/refundReason as integers or strings, and each rule of 7.5 with its documented input.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REFUND_PRICING_IDS, startSandbox, type RunningSandbox, type SandboxAirOrderEntry } from '../../../electron/sandbox';
import { airOrder, listing } from './support/order-book';
import { refundRequestFor } from './support/itineraries';
import { SandboxClient } from './support/sandbox-client';

let sandbox: RunningSandbox;
let client: SandboxClient;
let roundTrip: SandboxAirOrderEntry;

beforeAll(async () => {
  sandbox = await startSandbox({ partners: [{ partnerId: 'SECOND+partner/id==', partnerKey: 'second-key' }] });
  client = new SandboxClient(sandbox);
});
beforeEach(async () => {
  await sandbox.reset();
  roundTrip = await airOrder(client, /Issued round trip/);
});
afterAll(() => sandbox.close());

describe('a refund that succeeds', () => {
  it('creates a refund order in "Refund request" with the 2.11 shape (refundType/refundReason as strings)', async () => {
    const envelope = await client.refund(refundRequestFor(roundTrip, { allPaxOfOrder: 1 }));
    expect(envelope.errorCode).toBe('0');
    expect(envelope.errorMsg).toBe('ok');
    const data = envelope.data;
    expect(data.orderNum).toMatch(/^\d{18}$/);
    expect(data).toMatchObject({
      parentOrderNum: roundTrip.orderNum,
      refOrderNum: roundTrip.orderNum.slice(0, 16),
      refundType: '0',
      refundReason: '0',
      orderStatus: 'Refund request',
      pnr: roundTrip.pnr,
      airPnr: roundTrip.airPnr,
      platingCarrier: roundTrip.platingCarrier,
    });
    expect(data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(data.passengerPriceList).toHaveLength(2);
    const [first] = data.passengerPriceList;
    expect(first.segmentList.map((s: { segmentNo: number }) => s.segmentNo)).toEqual([1, 2]);
    expect(first.solutions[0]).toMatchObject({ currency: 'CNY', FormOfPayment: 'Airline voucher' });
    const { paidAmount, usedAmount, nonRefundableAmount, refundServiceFee, refundAmount } = first.solutions[0];
    expect(Math.round(refundAmount * 100)).toBe(Math.round((paidAmount - usedAmount - nonRefundableAmount - refundServiceFee) * 100));
    expect(data.journeys).toHaveLength(2);
    expect(data.journeys[0].segments[0]).toMatchObject({ departure: 'PEK', flightTime: expect.any(Number), codeShare: expect.stringMatching(/^[YN]$/) });
    expect(data.journeys[0].journeyTime).toBeGreaterThan(0);
    expect(envelope).not.toHaveProperty('warningMsg');
  });

  it('the param is Base64 in a percent-encoded form: a "+" in the Base64 arrives as "+"', async () => {
    // A contact name chosen so the Base64 of the JSON contains '+' and '/'.
    const request = refundRequestFor(roundTrip, { extra: { contactPerson: '>>>???~~~' } });
    const base64 = Buffer.from(JSON.stringify({ authentication: client.authentication, data: request })).toString('base64');
    expect(base64).toMatch(/\+/);
    const envelope = await client.refund(request);
    expect(envelope.errorCode).toBe('0');
    expect(envelope.notice).toBeUndefined();
  });

  it('a client that sends the Base64 "+" raw is still understood, and told so in X-Sandbox-Notice', async () => {
    const request = refundRequestFor(roundTrip, { extra: { contactPerson: '>>>???~~~' } });
    const envelope = await client.refund(request, { rawPlus: true });
    expect(envelope.errorCode).toBe('0');
    expect(envelope.notice).toMatch(/%2B/);
  });

  it.each([
    ['integers', 1, 2],
    ['strings', '1', '2'],
  ])('refundType and refundReason as %s', async (_kind, refundType, refundReason) => {
    const envelope = await client.refund(refundRequestFor(roundTrip, { extra: { refundType, refundReason } }));
    expect(envelope.errorCode).toBe('0');
    expect(envelope.data).toMatchObject({ refundType: '1', refundReason: '2' });
  });

  it.each(['uploadFilesIds', 'uploadedFlieIds'])('file ids under %s are accepted', async (name) => {
    const request = refundRequestFor(roundTrip, { extra: { uploadFilesIds: undefined, [name]: ['F1', 'F2'] } });
    expect((await client.refund(request)).errorCode).toBe('0');
    const refund = (await listing(client)).orders.find((entry) => entry.kind === 'refund' && entry.parentOrderNum === roundTrip.orderNum);
    expect(refund && 'uploadedFileIds' in refund ? refund.uploadedFileIds : []).toEqual(['F1', 'F2']);
  });

  it('at most 99 file ids: 100 answers P001 naming the list', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => `F${i}`);
    expect(await client.refund(refundRequestFor(roundTrip, { extra: { uploadFilesIds: ids } }))).toEqual({ errorCode: 'P001', errorMsg: 'uploadFilesIds is illegal' });
    expect(await client.refund(refundRequestFor(roundTrip, { extra: { uploadFilesIds: undefined, uploadedFlieIds: ids } }))).toEqual({
      errorCode: 'P001',
      errorMsg: 'uploadedFlieIds is illegal',
    });
    expect((await client.refund(refundRequestFor(roundTrip, { extra: { uploadFilesIds: ids.slice(0, 99) } }))).errorCode).toBe('0');
  });

  it('an involuntary refund for illness without documents is accepted with a warningMsg', async () => {
    const envelope = await client.refund(refundRequestFor(roundTrip, { extra: { refundType: 1, refundReason: 1, uploadFilesIds: [] } }));
    expect(envelope.errorCode).toBe('0');
    expect(envelope.warningMsg).toMatch(/Supporting documents/);
  });

  it('a valid refund pricing id bound to the order and pnrList is accepted', async () => {
    expect((await client.refund(refundRequestFor(roundTrip, { allPaxOfOrder: 1, extra: { refundPricingId: REFUND_PRICING_IDS.issuedRoundTrip } }))).errorCode).toBe('0');
  });

  it('a change order is refundable', async () => {
    const change = await airOrder(client, /Change order/);
    expect(change.orderType).toBe('C');
    expect((await client.refund(refundRequestFor(change, { extra: { refundPricingId: REFUND_PRICING_IDS.changeOrder } }))).errorCode).toBe('0');
  });
});

describe('refund rules and their documented inputs', () => {
  it('B037 "Order is not exist" for an unknown order', async () => {
    expect(await client.refund({ ...refundRequestFor(roundTrip), orderNum: '917000000000000001' })).toEqual({ errorCode: 'B037', errorMsg: 'Order is not exist' });
  });

  it("B048 \"Invalid buyer\" for another partner's order", async () => {
    const authentication = { partnerId: 'SECOND+partner/id==', sign: (await import('../../../electron/sandbox')).signFor('SECOND+partner/id==', 'second-key') };
    expect(await client.refund(refundRequestFor(roundTrip), { authentication })).toEqual({ errorCode: 'B048', errorMsg: 'Invalid buyer' });
  });

  it('B146 for an order that is neither issued nor a change order (to be paid, cancelled)', async () => {
    for (const purpose of [/ticketing succeeds/, /Cancelled/]) {
      const order = await airOrder(client, purpose);
      expect(await client.refund(refundRequestFor(order))).toEqual({ errorCode: 'B146', errorMsg: `Order#${order.orderNum} is not applicable for refund.` });
    }
  });

  it('B152 when a pnrList segment differs from the order (booking code, PNR)', async () => {
    const request = refundRequestFor(roundTrip) as { pnrList: Record<string, unknown>[] };
    (request.pnrList[0] as Record<string, unknown>).bookingCode = 'Z';
    expect(await client.refund(request)).toEqual({ errorCode: 'B152', errorMsg: 'pnrList information is not same as order, please kindly check.' });
    const wrongPnr = refundRequestFor(roundTrip) as { pnrList: Record<string, unknown>[] };
    (wrongPnr.pnrList[0] as Record<string, unknown>).pnr = 'XXXXXX';
    expect((await client.refund(wrongPnr)).errorCode).toBe('B152');
  });

  it('B135 when a passenger or ticket number is not in the order', async () => {
    const stranger = refundRequestFor(roundTrip) as { pnrList: { ticketNums: Record<string, unknown>[] }[] };
    Object.assign(stranger.pnrList[0]?.ticketNums[0] ?? {}, { lastName: 'NOBODY' });
    expect(await client.refund(stranger)).toEqual({ errorCode: 'B135', errorMsg: 'Passenger or ticket number is not in the order' });
    const wrongTicket = refundRequestFor(roundTrip) as { pnrList: { ticketNums: Record<string, unknown>[] }[] };
    Object.assign(wrongTicket.pnrList[0]?.ticketNums[0] ?? {}, { ticketNum: '999-0000000000' });
    expect((await client.refund(wrongTicket)).errorCode).toBe('B135');
  });

  it('B150 when refunding, on the original order, a passenger moved to a change order', async () => {
    const changed = await airOrder(client, /passenger 3 changed/);
    expect(await client.refund(refundRequestFor(changed, { passengerIndexes: [3] }))).toEqual({
      errorCode: 'B150',
      errorMsg: 'This order was changed, please kindly use change order number.',
    });
  });

  it('B145 when passengers refund different segments in one request', async () => {
    const request = refundRequestFor(roundTrip) as { pnrList: { ticketNums: unknown[] }[] };
    request.pnrList[1]?.ticketNums.splice(1, 1);
    expect(await client.refund(request)).toEqual({ errorCode: 'B145', errorMsg: 'Passenger(s) must request to refund same routing for one time.' });
  });

  it('B136 when allPaxOfOrder is 1 but a passenger or a segment is missing', async () => {
    expect(await client.refund(refundRequestFor(roundTrip, { allPaxOfOrder: 1, passengerIndexes: [1] }))).toEqual({
      errorCode: 'B136',
      errorMsg: 'This is not all passengers and routings of the order, please kindly check',
    });
    expect((await client.refund(refundRequestFor(roundTrip, { allPaxOfOrder: 1, segmentNos: [1] }))).errorCode).toBe('B136');
  });

  it('B137 for a refund pricing id the sandbox does not know', async () => {
    expect(await client.refund(refundRequestFor(roundTrip, { extra: { refundPricingId: 'RP0000000000' } }))).toEqual({ errorCode: 'B137', errorMsg: 'RefundPricing is not exist' });
  });

  it('B149 for the expired refund pricing id RP2024000099', async () => {
    expect(await client.refund(refundRequestFor(roundTrip, { allPaxOfOrder: 1, extra: { refundPricingId: REFUND_PRICING_IDS.expired } }))).toEqual({
      errorCode: 'B149',
      errorMsg: `Refund Pricing ID#${REFUND_PRICING_IDS.expired} has been expired.`,
    });
  });

  it('B154 when the pnrList differs from what the refund pricing id priced', async () => {
    expect(await client.refund(refundRequestFor(roundTrip, { passengerIndexes: [1], extra: { refundPricingId: REFUND_PRICING_IDS.issuedRoundTrip } }))).toEqual({
      errorCode: 'B154',
      errorMsg: 'pnrList information is not same as refund pricing ID, please kindly check',
    });
  });

  it('B153 for the same refund again while the first is in request', async () => {
    expect((await client.refund(refundRequestFor(roundTrip))).errorCode).toBe('0');
    expect(await client.refund(refundRequestFor(roundTrip))).toEqual({ errorCode: 'B153', errorMsg: 'Duplicated refund request, please kindly check' });
    const seeded = await airOrder(client, /refund in request/);
    expect((await client.refund(refundRequestFor(seeded, { passengerIndexes: [1] }))).errorCode).toBe('B153');
  });

  it('B134 naming the passenger when a passenger/segment already has a refund in progress or completed', async () => {
    const refunded = await airOrder(client, /both passengers refunded/);
    const passenger = refunded.passengers[0];
    expect(await client.refund(refundRequestFor(refunded, { passengerIndexes: [1] }))).toEqual({
      errorCode: 'B134',
      errorMsg: `Refund is not applicable for passenger ${passenger?.lastName}/${passenger?.firstName}`,
    });
  });

  it('P001 names missing and ill-typed fields ("xxx is missing" / "xxx is illegal")', async () => {
    expect(await client.refund({ ...refundRequestFor(roundTrip), allPaxOfOrder: undefined })).toEqual({ errorCode: 'P001', errorMsg: 'allPaxOfOrder is missing' });
    expect(await client.refund({ ...refundRequestFor(roundTrip), refundType: 'voluntary' })).toEqual({ errorCode: 'P001', errorMsg: 'refundType is illegal' });
    expect(await client.refund({ ...refundRequestFor(roundTrip), pnrList: [] })).toEqual({ errorCode: 'P001', errorMsg: 'pnrList is missing' });
    expect(await client.refund({ ...refundRequestFor(roundTrip), refundReason: 7 })).toEqual({ errorCode: 'P001', errorMsg: 'refundReason is illegal' });
  });

  it('segmentNo starts at 1 (part 8): 0 is illegal', async () => {
    const request = refundRequestFor(roundTrip) as { pnrList: Record<string, unknown>[] };
    (request.pnrList[0] as Record<string, unknown>).segmentNo = 0;
    expect(await client.refund(request)).toEqual({ errorCode: 'P001', errorMsg: 'segmentNo is illegal' });
  });
});
