/** The order file's store: identity, merging answers, history, audit, notes, markers, search, lists. */
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FiledPassenger, FiledSegment } from '../../../electron/contract/domains/orders';
import { inferredStatus, readOrderStatus } from '../../../electron/contract/domains/order-status';
import type { FiledAnswer, OrderFacts, OrderOwner } from '../../../electron/main/archive/orders/order-facts';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { tempDir } from '../../support/temp-dir';

const SANDBOX: OrderOwner = { environment: 'sandbox', partnerId: 'U2FuZGJveD4+RGVzaz8/RGVtbw==', profileId: 'sandbox', profileName: 'Sandbox' };
const PRODUCTION: OrderOwner = { environment: 'production', partnerId: 'Agency+Live/Id==', profileId: 'p-live', profileName: 'Agency live' };

const passenger = (index: number, lastName: string, firstName: string): FiledPassenger => ({
  passengerIndex: index, type: 'ADT', lastName, firstName, sex: 'M', birthday: '1980-01-01', nationality: 'CN', cardType: null, cardNum: null, cardExpiredDate: null,
});
const segment = (segmentNo: number, from: string, to: string, date = '2026-03-01'): FiledSegment => ({
  segmentNo, journeyIndex: segmentNo - 1, airline: 'CA', flightNum: String(1500 + segmentNo), operatingAirline: null, operatingFlightNum: null, departure: from, arrival: to,
  departureTerminal: null, arrivalTerminal: null, departureDate: date, departureTime: '08:00', arrivalDate: date, arrivalTime: '10:00', flyingMinutes: 120,
  cabinClass: 'ECONOMY', bookingCode: 'Y', equipment: null, codeShare: false,
});
const order = (orderNum: string, extra: Partial<OrderFacts> = {}): OrderFacts => ({
  orderNum, kind: 'air', orderType: 'O', status: { status: readOrderStatus('TO_BE_PAID', 'air'), inferred: false }, pnr: 'ABC123', currency: 'CNY', amount: '1000.00',
  passengers: [passenger(1, 'ZHANG', 'SAN')], segments: [segment(1, 'PEK', 'SHA')], createdTime: '2026-02-01 10:00:00', ...extra,
});
const answer = (owner: OrderOwner, facts: OrderFacts[], extra: Partial<FiledAnswer> = {}): FiledAnswer => ({ source: 'order-detail', owner, at: new Date('2026-02-01T03:00:00Z'), fromService: true, orders: facts, ...extra });

let dir: { path: string; remove: () => void };
let file: OrderFile;
beforeEach(() => {
  dir = tempDir('order-store');
  file = OrderFile.open({ file: join(dir.path, 'orders.sqlite'), logger: createMemoryLogger(), placeNames: (code) => ({ PEK: 'Beijing', SHA: 'Shanghai', LHR: 'London' })[code] ?? null });
});
afterEach(() => {
  file.close();
  dir.remove();
});

const detailOf = (owner: OrderOwner, orderNum: string) => file.reader.detail(file.reader.findId(owner, orderNum) as number);

describe('identity: environment + profile + order number', () => {
  it('the same number under the sandbox and under production is two orders', () => {
    file.writer.file(answer(SANDBOX, [order('917083410105919001')]));
    file.writer.file(answer(PRODUCTION, [order('917083410105919001', { pnr: 'LIVE99' })]));
    expect(file.reader.page({}, 0, 10).rows.map((row) => [row.environment, row.pnr])).toEqual(expect.arrayContaining([['sandbox', 'ABC123'], ['production', 'LIVE99']]));
    expect(file.reader.page({ environments: ['production'] }, 0, 10).total).toBe(1);
  });
});

describe('filing answers', () => {
  it('what an answer does not carry keeps what the file knew; lists replace only when present', () => {
    file.writer.file(answer(SANDBOX, [order('1001', { contact: { name: 'ZHANG/SAN', email: 'z@example.com', telNum: '138' } })]));
    const [second] = file.writer.file(answer(SANDBOX, [{ orderNum: '1001', kind: 'air', airPnr: 'XYZ789', passengers: [] }]));
    const filed = detailOf(SANDBOX, '1001');
    expect(filed).toMatchObject({ pnr: 'ABC123', airPnr: 'XYZ789', contact: { email: 'z@example.com' }, passengers: [expect.objectContaining({ lastName: 'ZHANG' })] });
    expect(second?.changes).toEqual(['airPnr']);
  });

  it('records every status change once, from which answer, and names the changes', () => {
    file.writer.file(answer(SANDBOX, [order('1002')]));
    const [paid] = file.writer.file(answer(SANDBOX, [{ orderNum: '1002', kind: 'air', status: { status: inferredStatus('ISS_PRC', 'air'), inferred: true } }], { source: 'ticketing' }));
    file.writer.file(answer(SANDBOX, [{ orderNum: '1002', kind: 'air', status: { status: readOrderStatus('Paid, to be issued', 'air'), inferred: false } }]));
    const [issued] = file.writer.file(answer(SANDBOX, [order('1002', { status: { status: readOrderStatus('ISSED', 'air'), inferred: false }, tickets: [{ passengerIndex: 1, segmentNo: 1, ticketNum: '999-1000000001' }] })]));
    expect(paid?.changes).toEqual(['status']);
    expect(issued?.changes).toEqual(expect.arrayContaining(['status', 'tickets']));
    expect(detailOf(SANDBOX, '1002')?.statusHistory.map((entry) => [entry.status.key, entry.source, entry.inferred])).toEqual([
      ['TO_BE_PAID', 'order-detail', false],
      ['ISS_PRC', 'ticketing', true],
      ['ISSED', 'order-detail', false],
    ]);
  });

  it("the desk's own conclusions never move an order back, nor touch a cancelled one", () => {
    file.writer.file(answer(SANDBOX, [order('1003', { status: { status: readOrderStatus('ISSED', 'air'), inferred: false } })]));
    file.writer.file(answer(SANDBOX, [{ orderNum: '1003', kind: 'air', status: { status: inferredStatus('ISS_PRC', 'air'), inferred: true } }], { source: 'ticketing' }));
    expect(detailOf(SANDBOX, '1003')?.status.key).toBe('ISSED');
    file.writer.file(answer(SANDBOX, [order('1004', { status: { status: readOrderStatus('CNCL', 'air'), inferred: false } })]));
    file.writer.file(answer(SANDBOX, [{ orderNum: '1004', kind: 'air', status: { status: inferredStatus('ISSED', 'air'), inferred: true } }]));
    expect(detailOf(SANDBOX, '1004')?.status.key).toBe('CNCL');
  });

  it('an order entered by hand stays "manual" and without "as of" until the service answers about it', () => {
    file.writer.file(answer(SANDBOX, [order('1005', { manual: true })], { source: 'manual', fromService: false }));
    expect(detailOf(SANDBOX, '1005')).toMatchObject({ manual: true, asOf: null, source: 'manual' });
    file.writer.file(answer(SANDBOX, [order('1005')], { at: new Date('2026-02-02T00:00:00Z') }));
    expect(detailOf(SANDBOX, '1005')).toMatchObject({ manual: false, asOf: '2026-02-02T00:00:00.000Z', source: 'manual' });
  });

  it('links refund and ancillary orders to their parent, even when the parent is filed later', () => {
    file.writer.file(answer(SANDBOX, [{ orderNum: '2001', kind: 'refund', parentOrderNum: '1006', status: { status: readOrderStatus('Refund request', 'refund'), inferred: false } }]));
    file.writer.file(answer(SANDBOX, [order('1006', { links: [{ orderNum: '3001', relation: 'ancillary' }] })]));
    expect(detailOf(SANDBOX, '1006')?.links).toEqual([
      expect.objectContaining({ orderNum: '2001', relation: 'refund', kind: 'refund' }),
      expect.objectContaining({ orderNum: '3001', relation: 'ancillary', id: null }),
    ]);
    expect(detailOf(SANDBOX, '2001')?.links).toEqual([expect.objectContaining({ orderNum: '1006', relation: 'parent', kind: 'air' })]);
  });

  it('keeps each raw answer once: the same body again is not stored twice', () => {
    const body = '{"errorCode":"0","data":{"orderNum":"1007"}}';
    file.writer.file(answer(SANDBOX, [order('1007')]), { payload: { operation: 'orderDetail', body } });
    file.writer.file(answer(SANDBOX, [order('1007')]), { payload: { operation: 'orderDetail', body } });
    file.writer.file(answer(SANDBOX, [order('1007')]), { payload: { operation: 'orderDetail', body: body.replace('1007"', '1007","x":1') } });
    const payloads = detailOf(SANDBOX, '1007')?.payloads ?? [];
    expect(payloads).toHaveLength(2);
    expect(file.payload(payloads[1]!.id)?.body).toBe(body);
  });

  it('vouchers are kept per number and updated in place', () => {
    const voucher = { passengerIndex: 1, lastName: 'ZHANG', firstName: 'SAN', voucherNumber: 'VC1', currency: 'CNY', amount: '100.00', validFrom: '2026-02-01', validEnd: '2027-02-01', useFor: [1], usageLimitation: 1, fileId: null };
    file.writer.file(answer(SANDBOX, [{ orderNum: '2002', kind: 'refund', vouchers: [voucher] }], { source: 'refund-request' }));
    const [again] = file.writer.file(answer(SANDBOX, [{ orderNum: '2002', kind: 'refund', vouchers: [{ ...voucher, fileId: 'VF1', useFor: [1, 2, 3] }] }], { source: 'check-reimbursed' }));
    expect(detailOf(SANDBOX, '2002')?.vouchers).toEqual([expect.objectContaining({ voucherNumber: 'VC1', fileId: 'VF1', useFor: [1, 2, 3], source: 'check-reimbursed' })]);
    expect(again?.changes).toEqual([]);
  });
});

describe('the audit log', () => {
  it('is append-only: the file itself refuses to change or delete an entry', () => {
    const id = file.audit.append({ at: new Date(), environment: 'sandbox', partnerId: SANDBOX.partnerId, profileId: 'sandbox', operation: 'orderDetail', requestId: 'r1', outcome: 'ok', code: null, durationMs: 12.4, orderNum: '1' });
    expect(() => file.db.prepare('UPDATE audit_log SET outcome = ? WHERE id = ?').run('api', id)).toThrow(/append-only/);
    expect(() => file.db.prepare('DELETE FROM audit_log WHERE id = ?').run(id)).toThrow(/append-only/);
  });
});

describe('exactly once: a money-moving write is marked before it leaves', () => {
  it('one claim at a time; an unknown outcome blocks until an explicit check; a stopped desk leaves "outcome unknown"', () => {
    const [filed] = file.writer.file(answer(SANDBOX, [order('1008')]));
    const id = filed!.orderId;
    expect(file.pending.claim(id, 'ticketing', 'r1', new Date())).toEqual({ ok: true });
    expect(file.pending.claim(id, 'ticketing', 'r2', new Date())).toMatchObject({ ok: false, pending: { state: 'sent', requestId: 'r1' } });
    file.pending.outcomeUnknown(id, 'ticketing', 'r1');
    expect(file.pending.claim(id, 'ticketing', 'r3', new Date())).toMatchObject({ ok: false, pending: { state: 'outcome-unknown' } });
    expect(file.pending.claim(id, 'ticketing', 'r4', new Date(), true)).toEqual({ ok: true });
    expect(file.pending.markOrphansUnknown()).toBe(1);
    expect(file.reader.row(id)?.pendingWrites).toEqual([expect.objectContaining({ operation: 'ticketing', state: 'outcome-unknown', requestId: 'r4' })]);
    file.pending.clear(id, 'ticketing');
    expect(file.reader.row(id)?.pendingWrites).toEqual([]);
  });
});

describe('search', () => {
  beforeEach(() => {
    file.writer.file(answer(SANDBOX, [order('917083410105919001', { pnr: 'QWE123', passengers: [passenger(1, 'WANG', 'WEI'), passenger(2, 'MÜLLER', 'ANNA')] })]));
    file.writer.file(answer(SANDBOX, [order('917083410113838001', { pnr: 'RTY456', passengers: [passenger(1, 'LI', 'NA')], segments: [segment(1, 'PEK', 'LHR')], tickets: [{ passengerIndex: 1, segmentNo: 1, ticketNum: '781-2345678901' }] })]));
    file.writer.file(answer(PRODUCTION, [order('917083410121757001', { pnr: 'UIO789', passengers: [passenger(1, '王', '小明')] })]));
    file.writer.file(answer(SANDBOX, [{ orderNum: '917083410193028001', kind: 'refund', parentOrderNum: '917083410105919001', passengers: [passenger(1, 'WANG', 'WEI')] }]));
  });
  const found = (query: string, filters = {}) => file.search.search(query, filters, 20).rows.map((row) => [row.orderNum, row.tier]);

  it('ranks the number itself first, then the orders filed under it', () => {
    expect(found('917083410105919001')).toEqual([['917083410105919001', 'exact'], ['917083410193028001', 'identifier']]);
  });

  it('finds any part of an order number, a PNR or a ticket number', () => {
    expect(found('13838')).toEqual([['917083410113838001', 'identifier']]);
    expect(found('0113838001')).toEqual([['917083410113838001', 'identifier']]);
    expect(found('838')).toEqual([['917083410113838001', 'identifier']]);
    expect(found('rty4')).toEqual([['917083410113838001', 'identifier']]);
    expect(found('RTY456')).toEqual([['917083410113838001', 'exact']]);
    expect(found('781-2345678901')).toEqual([['917083410113838001', 'exact']]);
    expect(found('2345678')).toEqual([['917083410113838001', 'identifier']]);
  });

  it('finds names in either order, any case, accents folded, CJK by any run', () => {
    expect(found('wei wang').map(([num]) => num)).toEqual(['917083410193028001', '917083410105919001']);
    expect(found('Muller')).toEqual([['917083410105919001', 'name']]);
    expect(found('ANNA müller')).toEqual([['917083410105919001', 'name']]);
    expect(found('小明')).toEqual([['917083410121757001', 'name']]);
    expect(found('王小')).toEqual([['917083410121757001', 'name']]);
    expect(found('明小')).toEqual([]);
  });

  it('finds airports, their cities and flight numbers; terms across fields must all match', () => {
    expect(found('lhr')).toEqual([['917083410113838001', 'text']]);
    expect(found('london')).toEqual([['917083410113838001', 'text']]);
    expect(found('CA1501').length).toBe(3);
    expect(found('li lhr')).toEqual([['917083410113838001', 'text']]);
    expect(found('li sha')).toEqual([]);
  });

  it('finds notes as soon as they are saved; a single letter waits for the second', () => {
    const id = file.reader.findId(SANDBOX, '917083410113838001') as number;
    file.notes.save(id, 'Client wants an aisle seat — 客户要求靠窗', new Date());
    expect(found('aisle')).toEqual([['917083410113838001', 'text']]);
    expect(found('靠窗')).toEqual([['917083410113838001', 'text']]);
    expect(found('w')).toEqual([]);
  });

  it('applies the filters to what it finds', () => {
    expect(found('wang', { kinds: ['refund'] })).toEqual([['917083410193028001', 'name']]);
    expect(found('王', { environments: ['sandbox'] })).toEqual([]);
  });

  it('queries cannot inject search syntax', () => {
    for (const query of ['"', 'wang" OR "li', 'NEAR(a b)', '*', 'a:b', '{names}: x', "'; DROP TABLE orders; --"]) {
      expect(() => file.search.search(query, {}, 20)).not.toThrow();
    }
    expect(file.reader.page({}, 0, 1).total).toBe(4);
  });
});

describe('the list', () => {
  it('newest first by the service creation time, paged, filtered by kind, status group and dates', () => {
    file.writer.file(answer(SANDBOX, [order('1', { createdTime: '2026-02-01 10:00:00' })]));
    file.writer.file(answer(SANDBOX, [order('2', { createdTime: '2026-02-03 10:00:00', segments: [segment(1, 'PEK', 'SHA', '2026-04-01')] })]));
    file.writer.file(answer(SANDBOX, [order('3', { createdTime: '2026-02-02 10:00:00', status: { status: readOrderStatus('ISSED', 'air'), inferred: false } })]));
    expect(file.reader.page({}, 0, 10).rows.map((row) => row.orderNum)).toEqual(['2', '3', '1']);
    expect(file.reader.page({}, 1, 1)).toMatchObject({ total: 3, offset: 1, rows: [expect.objectContaining({ orderNum: '3' })] });
    expect(file.reader.page({ groups: ['issued'] }, 0, 10).rows.map((row) => row.orderNum)).toEqual(['3']);
    expect(file.reader.page({ dates: { field: 'travel', from: '2026-03-15' } }, 0, 10).rows.map((row) => row.orderNum)).toEqual(['2']);
    expect(file.reader.page({ dates: { field: 'created', to: '2026-02-01' } }, 0, 10).rows.map((row) => row.orderNum)).toEqual(['1']);
    expect(file.reader.page({ kinds: ['ancillary'] }, 0, 10).total).toBe(0);
  });
});
