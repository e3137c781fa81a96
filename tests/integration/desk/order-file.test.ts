/**
 * The order file against the embedded sandbox: a test order is filed at once; orders open by
 * number (OrderDetail), refresh and say what changed; every order operation's answer goes into
 * the file (Ticketing, its B024, ModifyOrderStatus, RefundRequest, CheckReimbursed,
 * AncillaryOrderDetail) with its audit entry and raw answer; a refused OrderDetail leads to manual
 * entry; with the service unreachable everything still reads from the file.
 */
import { wordAll } from '../../../electron/contract/words';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FiledOrder, ManualOrderInput } from '../../../electron/contract';
import type { SandboxAirOrderEntry, SandboxOrdersListing, SandboxRefundOrderEntry } from '../../../electron/sandbox';
import { tempDir } from '../../support/temp-dir';
import { expectOk, inDays, sandboxControl, startDesk, type Desk } from './desk-harness';

const dir = tempDir('order-file');
let desk: Desk;
const never = new AbortController().signal;

beforeAll(async () => {
  desk = await startDesk(dir.path);
});
afterAll(async () => {
  await desk.runtime.close();
  dir.remove();
});

const orders = () => desk.runtime.services.orders;
const listing = () => sandboxControl<SandboxOrdersListing>(desk.runtime, 'GET', '/sandbox/orders');
async function seededAir(purpose: RegExp): Promise<SandboxAirOrderEntry> {
  const found = (await listing()).orders.find((o): o is SandboxAirOrderEntry => o.kind === 'air' && purpose.test(o.purpose ?? ''));
  if (!found) throw new Error(`no seeded order for ${purpose}`);
  return found;
}
async function seededRefund(state: string): Promise<SandboxRefundOrderEntry> {
  const found = (await listing()).orders.find((o): o is SandboxRefundOrderEntry => o.kind === 'refund' && o.stateCode === state);
  if (!found) throw new Error(`no seeded refund in ${state}`);
  return found;
}
const setFaults = (faults: string[]) => sandboxControl(desk.runtime, 'POST', '/sandbox/faults', { faults });
const detailOf = async (orderNum: string): Promise<FiledOrder> => {
  const found = expectOk(await desk.call('orders.search', { query: orderNum })).rows.find((row) => row.orderNum === orderNum);
  if (!found) throw new Error(`${orderNum} is not in the file`);
  return expectOk(await desk.call('orders.get', { orderId: found.id }));
};

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

describe('where orders come from', () => {
  beforeEach(() => setFaults([]));

  it('"Create test order" (PreciseBooking) files the order at once, then OrderDetail fills it in', async () => {
    const orderNum = await createTestOrder('Lindqvist');
    const order = await detailOf(orderNum);
    expect(order).toMatchObject({ kind: 'air', environment: 'sandbox', profileId: 'sandbox', source: 'precise-booking', manual: false, leadPassenger: 'LINDQVIST/WEI' });
    expect(order.status).toMatchObject({ code: 'TO_BE_PAID', key: 'TO_BE_PAID', group: 'to-pay' });
    expect(order.segments[0]).toMatchObject({ departure: 'PEK', arrival: 'SHA', departureDate: inDays(21) });
    expect(order.asOf).not.toBeNull();
    expect(order.audit.map((entry) => [entry.operation, entry.outcome])).toEqual(expect.arrayContaining([['preciseBooking', 'ok'], ['orderDetail', 'ok']]));
    expect(order.payloads.map((payload) => payload.operation)).toEqual(expect.arrayContaining(['preciseBooking', 'orderDetail']));
  });

  it('opens an order the desk has never seen by number (OrderDetail), with tickets per passenger and segment and its ancillary order', async () => {
    const seeded = await seededAir(/Issued round trip/);
    const opened = expectOk(await desk.call('orders.open', { orderNum: seeded.orderNum }));
    expect(opened.source).toBe('service');
    const order = opened.order;
    expect(order).toMatchObject({ orderNum: seeded.orderNum, kind: 'air', orderType: 'O', pnr: seeded.pnr, airPnr: seeded.airPnr, source: 'order-detail', currency: 'CNY' });
    expect(order.status.key).toBe('ISSED');
    expect(order.route).toEqual([expect.objectContaining({ from: seeded.segments[0]?.departure }), expect.objectContaining({ to: seeded.segments.at(-1)?.arrival })]);
    expect(order.tickets).toHaveLength(seeded.passengers.length * seeded.segments.length);
    expect(order.tickets[0]).toMatchObject({ passengerIndex: 1, segmentNo: 1, ticketNum: seeded.passengers[0]?.ticketNum });
    expect(order.links).toContainEqual(expect.objectContaining({ orderNum: seeded.ancillaryOrderNums[0], relation: 'ancillary', id: null }));
    expect(order.amount).toBe(seeded.orderAmount.toFixed(2));
    const payload = expectOk(await desk.call('orders.payload', { payloadId: order.payloads[0]!.id }));
    expect(JSON.parse(payload.body).data.orderNum).toBe(seeded.orderNum);
  });

  it('refresh re-reads the order and records what changed (pay, force issue: status and tickets)', async () => {
    const orderNum = await createTestOrder('Okafor');
    const before = await detailOf(orderNum);
    const paid = await orders().pay({ orderNum, name: 'OKAFOR/WEI', email: 'agent@example.com', telNum: '13800138000', pnr: before.pnr ?? '' }, { signal: never });
    expect(paid.ok).toBe(true);
    const afterPay = expectOk(await desk.call('orders.get', { orderId: before.id }));
    expect(afterPay.status).toMatchObject({ key: 'ISS_PRC', group: 'issuing' });
    expect(afterPay.statusHistory.at(-1)).toMatchObject({ source: 'ticketing', inferred: true });
    expect(afterPay.amounts.map((line) => line.key)).toEqual(expect.arrayContaining(['orderAmount', 'transactionExpense', 'payAmount']));
    expect(afterPay.contact).toEqual({ name: 'OKAFOR/WEI', email: 'agent@example.com', telNum: '13800138000' });
    expect(afterPay.pendingWrites).toEqual([]);

    const issued = await orders().forceIssue(orderNum, { signal: never });
    expect(issued.ok).toBe(true);
    const refreshed = expectOk(await desk.call('orders.refresh', { orderId: before.id }));
    expect(refreshed.changes).toEqual([]); // forceIssue already re-read it
    expect(refreshed.order.status.key).toBe('ISSED');
    expect(refreshed.order.tickets.length).toBeGreaterThan(0);
    expect(refreshed.order.statusHistory.map((entry) => entry.status.key)).toEqual(['TO_BE_PAID', 'ISS_PRC', 'ISSED']);
    expect(refreshed.order.audit.map((entry) => entry.operation)).toEqual(expect.arrayContaining(['ticketing', 'modifyOrderStatus', 'orderDetail']));
  });

  it('refresh names the changes it found', async () => {
    const orderNum = await createTestOrder('Haddad');
    const order = await detailOf(orderNum);
    // Paid behind the desk's back (another workstation): the refresh finds the new status.
    const client = desk.runtime.sandbox;
    const { signFor } = await import('../../../electron/sandbox');
    await fetch(`${client.baseUrl}/json/ticketing`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ authentication: { partnerId: client.partnerId, sign: signFor(client.partnerId, client.partnerKey) }, ticketing: { orderNum, name: 'HADDAD/WEI', email: 'a@b.c', telNum: '1' } }) });
    const refreshed = expectOk(await desk.call('orders.refresh', { orderId: order.id }));
    expect(refreshed.changes).toContain('status');
    expect(refreshed.order.status.key).toBe('ISS_PRC');
  });
});

describe('every order operation files its answer', () => {
  beforeEach(() => setFaults([]));

  it('Ticketing B024 "Order has been paid" is filed as paid, not only reported', async () => {
    const orderNum = await createTestOrder('Nakamura');
    const order = await detailOf(orderNum);
    const request = { orderNum, name: 'NAKAMURA/WEI', email: 'agent@example.com', telNum: '13800138000', pnr: order.pnr ?? '' };
    expectOk(await orders().pay(request, { signal: never }));
    const again = await orders().pay(request, { signal: never });
    expect(again.ok).toBe(false);
    expect(!again.ok && again.error.kind === 'api' && again.error.code).toBe('B024');
    const after = expectOk(await desk.call('orders.get', { orderId: order.id }));
    expect(after.status.key).toBe('ISS_PRC');
    expect(after.audit.filter((entry) => entry.operation === 'ticketing').map((entry) => entry.code)).toEqual(['B024', null]);
  });

  it('a payment with an unknown outcome blocks a second one until it is checked, exactly one deduction', async () => {
    const orderNum = await createTestOrder('Moreau');
    const order = await detailOf(orderNum);
    const credit = async () => (await listing()).credits.find((c) => c.partnerId === desk.runtime.sandbox.partnerId)?.credit ?? NaN;
    const before = await credit();
    const request = { orderNum, name: 'MOREAU/WEI', email: 'agent@example.com', telNum: '13800138000', pnr: order.pnr ?? '' };
    await setFaults(['ticketing:malformed-json:times=1']); // processed, answer unreadable
    const first = await orders().pay(request, { signal: never });
    expect(!first.ok && first.error.kind).toBe('outcome-unknown');
    expect(expectOk(await desk.call('orders.get', { orderId: order.id })).pendingWrites).toEqual([expect.objectContaining({ operation: 'ticketing', state: 'outcome-unknown' })]);
    const blocked = await orders().pay(request, { signal: never });
    expect(!blocked.ok && blocked.error.kind === 'validation' && blocked.error.issues[0]?.rule).toBe('outcome unknown');
    const check = await orders().pay(request, { signal: never, recheck: true });
    expect(!check.ok && check.error.kind === 'api' && check.error.code).toBe('B024');
    const settled = expectOk(await desk.call('orders.get', { orderId: order.id }));
    expect(settled.pendingWrites).toEqual([]);
    expect(settled.status.key).toBe('ISS_PRC');
    const paid = (await listing()).orders.find((o): o is SandboxAirOrderEntry => o.orderNum === orderNum);
    expect(await credit()).toBeCloseTo(before - (paid?.payAmount ?? NaN), 2);
  });

  it('RefundRequest files the refund order linked to its parent, with what each passenger gets back', async () => {
    const seeded = await seededAir(/Issued round trip/);
    expectOk(await desk.call('orders.open', { orderNum: seeded.orderNum }));
    const pnrList = seeded.segments.map((segment) => ({
      segmentNo: segment.segmentNo, departure: segment.departure, arrival: segment.arrival, flightNum: segment.flightNum, cabinClass: segment.cabinClass, bookingCode: segment.bookingCode,
      ticketNums: seeded.passengers.map((p) => ({ ticketNum: p.ticketNum ?? undefined, lastName: p.lastName, firstName: p.firstName, sex: p.sex, birthday: p.birthday })),
    }));
    const refund = await orders().requestRefund({ orderNum: seeded.orderNum, allPaxOfOrder: true, refundType: 0, refundReason: 0, uploadedFileIds: ['DOC+1/a=='], pnrList }, { signal: never });
    const refundNum = expectOk(refund).filed[0]!.orderNum;
    const filed = await detailOf(refundNum);
    expect(filed).toMatchObject({ kind: 'refund', parentOrderNum: seeded.orderNum, refund: { type: '0', reason: '0' } });
    expect(filed.status).toMatchObject({ text: 'Refund request', key: 'REFD_PRC', group: 'refund-in-progress' });
    expect(filed.refundLines).toHaveLength(seeded.passengers.length);
    expect(filed.refundLines[0]?.refund).toMatch(/^\d+\.\d{2}$/);
    expect(filed.files).toContainEqual({ fileId: 'DOC+1/a==', role: 'document' });
    expect(filed.links).toContainEqual(expect.objectContaining({ relation: 'parent', orderNum: seeded.orderNum }));
    const parent = await detailOf(seeded.orderNum);
    expect(parent.links).toContainEqual(expect.objectContaining({ relation: 'refund', orderNum: refundNum, id: filed.id }));
    expect(parent.audit.map((entry) => entry.operation)).toContain('refundRequest');
  });

  it('CheckReimbursed files the reimbursement, its vouchers with validity and the voucher file', async () => {
    const seeded = await seededRefund('REFD_REIMED');
    expectOk(await orders().checkReimbursement(seeded.orderNum, { signal: never }));
    const filed = await detailOf(seeded.orderNum);
    expect(filed).toMatchObject({ kind: 'refund', status: { key: 'REFD_REIMED', group: 'reimbursed' } });
    expect(filed.reimbursement).toMatchObject({ status: { text: 'Reimbursed', key: 'REFD_REIMED' }, payGate: 'Voucher', currency: 'CNY' });
    expect(filed.vouchers).toHaveLength(seeded.passengers.length);
    expect(filed.vouchers[0]).toMatchObject({ voucherNumber: expect.stringMatching(/^VC/), validFrom: expect.stringMatching(/^\d{4}-/), useFor: [1, 2, 3], usageLimitation: 1, fileId: expect.stringMatching(/^VF/) });
    expect(filed.files).toContainEqual({ fileId: expect.stringMatching(/^VF/), role: 'voucher' });
    expect(expectOk(await desk.call('orders.search', { query: filed.vouchers[0]!.voucherNumber })).rows[0]?.orderNum).toBe(seeded.orderNum);
  });

  it('AncillaryOrderDetail files the ancillary order under its air order; Ctrl+O on its number finds it too', async () => {
    const seeded = await seededAir(/Issued round trip/);
    const ancillaryNum = seeded.ancillaryOrderNums[0]!;
    const opened = expectOk(await desk.call('orders.open', { orderNum: ancillaryNum }));
    expect(opened.order).toMatchObject({ kind: 'ancillary', orderType: 'ORIGIN', parentOrderNum: seeded.orderNum, currency: 'CNY', status: { key: 'ISS_PRC' } });
    expect(opened.order.ancillaryItems[0]).toMatchObject({ weight: expect.stringMatching(/KG$/), price: '350.00' });
    expect(opened.order.segments[0]?.arrivalDate).toMatch(/^\d{4}-\d{2}-\d{2}$/); // the sample's swap put back
    expect(opened.order.audit.map((entry) => [entry.operation, entry.code])).toEqual(expect.arrayContaining([['orderDetail', 'B037'], ['ancillaryOrderDetail', null]]));
    const parent = await detailOf(seeded.orderNum);
    expect(parent.links).toContainEqual(expect.objectContaining({ relation: 'ancillary', orderNum: ancillaryNum, id: opened.order.id }));
  });
});

describe('when OrderDetail is refused or unreadable: say so, offer manual entry', () => {
  beforeEach(() => setFaults([]));

  it('an unknown number: B037 explained, nothing filed', async () => {
    const result = await desk.call('orders.open', { orderNum: '917000000000000777' });
    expect(!result.ok && result.error.kind === 'api' && result.error.code).toBe('B037');
    expect(!result.ok && result.error.kind === 'api' && result.error.nextStep).toMatch(/by hand/);
  });

  it('an answer the desk cannot read names the field and points at manual entry', async () => {
    await setFaults(['orderDetail:null-data:times=1']);
    const result = await desk.call('orders.open', { orderNum: '917000000000000778' });
    expect(!result.ok && result.error.kind).toBe('bad-response');
    expect(!result.ok && result.error.message).toMatch(/enter the order by hand/);
  });

  it('a profile whose service has no order reading at its path (HTTP 404): named plainly', async () => {
    const profile = expectOk(await desk.call('profiles.save', { name: 'V14 account', environment: 'sandbox', apiBaseUrl: desk.runtime.sandbox.baseUrl, refundBaseUrl: desk.runtime.sandbox.baseUrl, partnerId: desk.runtime.sandbox.partnerId, partnerKey: desk.runtime.sandbox.partnerKey, orderDetailPath: '/json/orderDetail/V14' }));
    expectOk(await desk.call('profiles.activate', { id: profile.id }));
    try {
      const result = await desk.call('orders.open', { orderNum: '917083410105919001' });
      expect(!result.ok && result.error.message).toMatch(/does not offer order reading at \/json\/orderDetail\/V14 \(HTTP 404\)/);
    } finally {
      expectOk(await desk.call('profiles.activate', { id: 'sandbox' }));
    }
  });

  const manual: ManualOrderInput = {
    orderNum: '800000000000000123',
    pnr: 'mnl123',
    contact: { name: 'müller/anna', email: 'anna@example.com', telNum: '+49 30 1234567' },
    passengers: [
      { type: 'ADT', lastName: 'Müller', firstName: 'Anna', sex: 'F', birthday: '1979-04-02', ticketNum: '781-2345678901' },
      { type: 'ADT', lastName: '王', firstName: '小明', sex: 'M', birthday: '1981-06-30' },
    ],
    segments: [{ journey: 1, airline: 'lh', flightNum: '721', departure: 'fra', arrival: 'pek', departureDate: '2026-09-01', departureTime: '17:55', arrivalDate: '2026-09-02', arrivalTime: '09:40', bookingCode: 'k' }],
  };

  it('manual entry: field-checked, every problem named with its rule, nothing typed is changed', async () => {
    const bad = await desk.call('orders.enterManually', { ...manual, contact: { ...manual.contact, email: 'anna' }, segments: [{ ...manual.segments[0]!, departureTime: '25:00' }] });
    expect(!bad.ok && bad.error.kind === 'validation' && bad.error.issues.map((issue) => [issue.field, issue.message])).toEqual([
      ['contact.email', 'contact.email must be an e-mail address.'],
      ['segments.0.departureTime', 'segments.0.departureTime must be a 24-hour time as HH:mm.'],
    ]);
  });

  it('manual entry files an order "entered by hand", searchable by accented and CJK names, and refuses a duplicate', async () => {
    const filed = expectOk(await desk.call('orders.enterManually', manual));
    expect(filed).toMatchObject({ manual: true, asOf: null, source: 'manual', pnr: 'MNL123', leadPassenger: 'MÜLLER/ANNA', status: { key: null, group: 'other' } });
    expect(filed.segments[0]).toMatchObject({ airline: 'LH', flightNum: '721', departure: 'FRA', arrival: 'PEK', bookingCode: 'K' });
    expect(filed.tickets).toEqual([{ passengerIndex: 1, segmentNo: 1, ticketNum: '781-2345678901' }]);
    for (const query of ['muller', 'MULLER anna', 'anna müller', '小明', '王', '2345678', 'mnl1', 'LH721', 'Frankfurt']) {
      expect(expectOk(await desk.call('orders.search', { query })).rows.map((row) => row.orderNum), query).toContain(manual.orderNum);
    }
    const again = await desk.call('orders.enterManually', manual);
    expect(!again.ok && again.error.kind === 'validation' && again.error.issues[0]?.field).toBe('orderNum');
  });
});

describe('offline: the active profile unreachable, the file still answers', () => {
  it('opening a filed order shows the file copy with why; list, search, detail and notes work', async () => {
    const seeded = await seededAir(/Issued round trip/);
    const filed = await detailOf(seeded.orderNum);
    await setFaults(['*:reset']);
    try {
      const opened = expectOk(await desk.call('orders.open', { orderNum: seeded.orderNum }));
      expect(opened.source).toBe('file');
      expect(opened.notice?.kind).toBe('network');
      expect(opened.order.asOf).toBe(filed.asOf);
      expect(expectOk(await desk.call('connection.status', {})).state).toBe('offline');
      const surname = seeded.passengers[0]!.lastName;
      expect(expectOk(await desk.call('orders.search', { query: surname.toLowerCase() })).rows.map((row) => row.orderNum)).toContain(seeded.orderNum);
      expectOk(await desk.call('orders.saveNote', { orderId: filed.id, text: 'Client prefers aisle — 客户要求靠窗' }));
      expect(expectOk(await desk.call('orders.search', { query: '靠窗' })).rows[0]?.orderNum).toBe(seeded.orderNum);
      expect(expectOk(await desk.call('orders.list', {})).total).toBeGreaterThan(3);
      const refresh = await desk.call('orders.refresh', { orderId: filed.id });
      expect(!refresh.ok && refresh.error.kind).toBe('network');
      const audit = expectOk(await desk.call('orders.get', { orderId: filed.id })).audit;
      expect(audit[0]).toMatchObject({ operation: 'orderDetail', outcome: 'network', code: null });
    } finally {
      await setFaults([]);
    }
  });
});

describe('export and backup', () => {
  it('exports one order and a search result as JSON and CSV', async () => {
    const seeded = await seededAir(/Issued round trip/);
    const order = await detailOf(seeded.orderNum);
    const json = expectOk(await desk.call('orders.export', { format: 'json', selection: { kind: 'order', orderId: order.id } }));
    expect(json).toMatchObject({ fileName: expect.stringMatching(new RegExp(`^order-${seeded.orderNum}-\\d{8}-\\d{6}\\.json$`)), mimeType: 'application/json', orderCount: 1 });
    expect(JSON.parse(json.content).orders[0]).toMatchObject({ orderNum: seeded.orderNum, passengers: expect.any(Array) });
    const csv = expectOk(await desk.call('orders.export', { format: 'csv', selection: { kind: 'search', query: 'PEK' } }));
    const lines = csv.content.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^order_number,kind,order_type,environment/);
    expect(lines.length - 1).toBe(csv.orderCount);
  });

  it('backs up to a new file in the backups folder while running; the copy opens with every order', async () => {
    const backup = expectOk(await desk.call('orders.backup', {}));
    expect(backup.chosenBy).toBe('backups-folder');
    expect(backup.path.startsWith(desk.runtime.paths.backups)).toBe(true);
    const { default: Database } = await import('libsql');
    const copy = new Database(backup.path, { readonly: true });
    expect((copy.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n).toBe(backup.orderCount);
    copy.close();
  });
});

describe('cancelling a to-be-paid order from the file (Cancel, assumed from public material)', () => {
  beforeEach(() => setFaults([]));

  it('cancels: the status history ends Cancelled, the audit has the call, the sandbox agrees; a second cancel is refused before sending', async () => {
    const orderNum = await createTestOrder('Adeyemi');
    const filed = await detailOf(orderNum);
    const cancelled = expectOk(await desk.call('orders.cancel', { orderId: filed.id }));
    expect(cancelled.status).toMatchObject({ key: 'CNCL', group: 'cancelled' });
    // Cancel's conclusion, confirmed by the OrderDetail that follows it.
    expect(cancelled.statusHistory.map((entry) => entry.status.key)).toEqual(['TO_BE_PAID', 'CNCL']);
    expect(cancelled.audit.map((entry) => [entry.operation, entry.outcome])).toEqual(expect.arrayContaining([['cancel', 'ok'], ['orderDetail', 'ok']]));
    expect((await listing()).orders.find((o) => o.orderNum === orderNum)?.stateCode).toBe('CNCL');
    const again = await desk.call('orders.cancel', { orderId: filed.id });
    expect(again).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ field: 'orderId', rule: 'to be paid' }] } });
    expect(expectOk(await desk.call('orders.get', { orderId: filed.id })).audit.filter((entry) => entry.operation === 'cancel')).toHaveLength(1);
  });

  it('B009 from the service is explained and the order re-read (still to be paid); B041 is filed as cancelled', async () => {
    const orderNum = await createTestOrder('Kowalski');
    const filed = await detailOf(orderNum);
    await setFaults(['cancel:error=B009:times=1']);
    const refused = await desk.call('orders.cancel', { orderId: filed.id });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'api', code: 'B009', explanation: expect.any(String), nextStep: expect.any(String) } });
    expect((await detailOf(orderNum)).status.key).toBe('TO_BE_PAID');

    // Cancelled once (by an earlier request whose answer was lost, say): sending again answers B041, filed as cancelled.
    expect(await orders().cancel(orderNum, null, { signal: never })).toMatchObject({ ok: true });
    const twice = await orders().cancel(orderNum, null, { signal: never });
    expect(wordAll('en', twice)).toMatchObject({ ok: false, error: { kind: 'api', code: 'B041', explanation: expect.any(String) } });
    const after = expectOk(await desk.call('orders.get', { orderId: filed.id }));
    expect(after.status.key).toBe('CNCL');
    expect(after.audit.map((entry) => [entry.operation, entry.code])).toContainEqual(['cancel', 'B041']);
  });
});

