/**
 * The Refunds service's rules with its collaborators replaced by scripted ones (the order file's
 * door and the upload): exactly once, outcome unknown → Check → B153/B134 recorded as arrived,
 * refusals back to editing with where they point, documents received in chunks and uploaded once
 * (also across a restart), at most 99 ids, drafts that may have become a refund never discarded.
 * The same flows run against the sandbox and the real order file in tests/integration/refunds/.
 */
import { textIn, wordAll } from '../../../electron/contract/words';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SentResult } from '../../../electron/contract/result';
import { everyCell } from '../../../electron/contract/refunds/refund-form';
import type { RefundRequestData } from '../../../electron/contract/refunds/refund-request-builder';
import type { ArchiveDatabase } from '../../../electron/main/archive/open-archive';
import { draftDatabase } from './draft-database';
import { createEventHub } from '../../../electron/main/desk/event-hub';
import { DocumentStaging } from '../../../electron/main/desk/refunds/documents/document-staging';
import type { OrderForRefund, RefundOrders, SentRefund } from '../../../electron/main/desk/refunds/refund-dependencies';
import { RefundDraftStore } from '../../../electron/main/archive/orders/refund-drafts';

/** The marker a refund request claims: the wholesale operation's name (refund-drafts.ts). */
const REFUND_MARKER_OPERATION = 'refundRequest';
import { OrderFileChanges } from '../../../electron/main/archive/orders/order-file-changes';
import { PendingWrites } from '../../../electron/main/archive/orders/pending-writes';
import { MAX_EDITING_DRAFTS, RefundService } from '../../../electron/main/desk/refunds/refund-service';
import { leavesOutcomeUnknown } from '../../../electron/main/desk/refunds/refund-outcome';
import { describeApiError } from '../../../electron/main/wholesale/errors/describe-api-error';
import { outcomeUnknown } from '../../../electron/main/wholesale/outcome-unknown';
import type { Logger } from '../../../electron/main/logging/logger';
import { makePdf, SMALL_JPEG } from '../../support/documents';
import { tempDir } from '../../support/temp-dir';

const logger: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} } as unknown as Logger;
const ORDER: OrderForRefund = {
  id: 1, kind: 'air', orderType: 'O', status: 'ISSED', refundable: true, environment: 'sandbox', profileId: 'sandbox', profileName: 'Sandbox',
  orderNum: '917083410145514001', pnr: 'NK3QXP', airPnr: 'CA7F2Q', contact: { name: 'WANG/LEI', email: 'desk@agency.example', telNum: '13800138000' },
  firstDeparture: '2026-12-20 13:05', leadPassenger: 'ZHANG/SAN', passengerCount: 2,
  passengers: [
    { passengerIndex: 1, type: 'ADT', lastName: 'ZHANG', firstName: 'SAN', sex: 'M', birthday: '1980-01-02', cardType: 'P', cardNum: 'E1', },
    { passengerIndex: 2, type: 'ADT', lastName: 'LI', firstName: 'MEI', sex: 'F', birthday: '1985-04-12', cardType: 'P', cardNum: 'E2' },
  ],
  segments: [
    { segmentNo: 1, journeyIndex: 0, airline: 'CA', flightNum: '937', departure: 'PEK', arrival: 'LHR', departureDate: '2026-12-20', departureTime: '13:05', cabinClass: 'ECONOMY', bookingCode: 'Y' },
    { segmentNo: 2, journeyIndex: 1, airline: 'CA', flightNum: '938', departure: 'LHR', arrival: 'PEK', departureDate: '2026-12-29', departureTime: '21:00', cabinClass: 'ECONOMY', bookingCode: 'Y' },
  ],
  tickets: [{ passengerIndex: 1, segmentNo: null, ticketNum: '999-1000000001' }, { passengerIndex: 2, segmentNo: null, ticketNum: '999-1000000002' }],
};

const answer: SentRefund = {
  refundOrderId: 9,
  warningMessage: null,
  data: {
    orderNum: '917083410240542001', parentOrderNum: ORDER.orderNum, refOrderNum: '9170834101455140', createTime: '2026-11-23 18:00:00', refundType: '0', refundReason: '0', orderStatus: 'Refund request', pnr: 'NK3QXP', airPnr: 'CA7F2Q', platingCarrier: 'CA', journeys: [],
    passengerPriceList: [{ lastName: 'ZHANG', firstName: 'SAN', segmentList: [{ segmentNo: 1, departure: 'PEK', arrival: 'LHR', flightNum: '937', cabinClass: 'ECONOMY', bookingCode: 'Y', pnr: null, airPnr: null, ticketNum: '999-1000000001' }], cardType: null, cardNum: null, nationality: 'CN', psgType: 'ADT', sex: 'M', birthday: '1980-01-02',
      solutions: [{ currency: 'CNY', paidAmount: '5000.00', usedAmount: '0.00', nonRefundableAmount: '600.00', refundServiceFee: '20.00', refundAmount: '4380.00', FormOfPayment: 'Airline voucher', voucherNumber: 'VC0000000001', voucherFileId: null, voucherCurrency: 'CNY', voucherAmount: '4380.00', voucherValidFrom: '2026-11-23', voucherValidEnd: '2027-11-23', useFor: [1, 2], usageLimitation: 1 }] }],
  },
};

let db: ArchiveDatabase;
let dir: ReturnType<typeof tempDir>;
let sent: { request: RefundRequestData; recheck: boolean }[];
let script: SentResult<SentRefund>[];
let uploads: string[];
let uploadGate: Promise<void> | null;
let refreshed: number[];
let changes: OrderFileChanges;
let markers: PendingWrites;
class RefusedByDraft extends Error {}

const orders: RefundOrders = {
  order: (id) => (id === ORDER.id ? ORDER : null),
  candidates: () => [{ id: ORDER.id, orderNum: ORDER.orderNum, orderType: 'O', status: 'ISSED', route: 'PEK-LHR-PEK', firstDeparture: null, leadPassenger: 'ZHANG/SAN', passengerCount: 2 }],
  findByNumber: (orderNum) => (orderNum === ORDER.orderNum ? ORDER.id : null),
  open: async () => ({ ok: true, value: ORDER.id }),
  // As the order file's door does (order-call.ts): the order's marker claimed and the draft's mark
  // in one transaction before the request leaves (refused: nothing leaves), the marker settled and
  // what came of it in the answer's.
  requestRefund: async (request, options) => {
    const requestId = options.requestId!;
    let claim: 'claimed' | 'pending' | 'refused';
    try {
      claim = changes.write(() => {
        if (!markers.claim(ORDER.id, REFUND_MARKER_OPERATION, requestId, new Date(), options.recheck).ok) return 'pending' as const;
        if (!options.claimed()) throw new RefusedByDraft();
        return 'claimed' as const;
      }, () => null);
    } catch (error) {
      if (!(error instanceof RefusedByDraft)) throw error;
      claim = 'refused';
    }
    if (claim !== 'claimed') return { ok: false, error: { kind: 'validation', message: claim === 'pending' ? 'A request is pending.' : 'Not sendable.', issues: [] } };
    sent.push({ request: structuredClone(request), recheck: options.recheck });
    const result = script.shift() ?? { ok: false, error: outcomeUnknown('refundRequest', 'No script.') };
    changes.write(() => {
      if (!result.ok && leavesOutcomeUnknown(result.error, options.recheck)) markers.outcomeUnknown(ORDER.id, REFUND_MARKER_OPERATION, requestId);
      else markers.clear(ORDER.id, REFUND_MARKER_OPERATION);
      options.settled(result);
    }, () => null);
    return result;
  },
  refresh: async (orderId) => void refreshed.push(orderId),
};

function service(): RefundService {
  return new RefundService({
    store: new RefundDraftStore(db, changes),
    staging: new DocumentStaging(dir.path),
    orders,
    uploader: {
      upload: async (_profile, request) => {
        if (uploadGate) await uploadGate;
        uploads.push(request.fileName);
        return { ok: true, value: { fileId: `+/${request.fileName}==` } };
      },
    },
    profiles: { activeId: () => 'sandbox', describe: () => ({ name: 'Sandbox', maskedPartnerId: 'U2••••••==', refundBaseUrl: 'http://127.0.0.1:9' }) },
    events: createEventHub(),
    logger,
  });
}

beforeEach(() => {
  db = draftDatabase([1]);
  changes = new OrderFileChanges(db);
  markers = new PendingWrites(db, changes);
  dir = tempDir('refund-service');
  sent = [];
  script = [];
  uploads = [];
  uploadGate = null;
  refreshed = [];
});
afterEach(() => {
  db.close();
  dir.remove();
});

function ok<T>(result: SentResult<T>): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

const signal = () => new AbortController().signal;

async function readyDraft(refunds: RefundService, cells = [{ passengerIndex: 1, segmentNo: 1 }, { passengerIndex: 1, segmentNo: 2 }]) {
  const draft = ok(await refunds.startDraft({ orderId: 1, another: false }, { signal: signal() }));
  return ok(refunds.save(draft.draftId, { ...draft.form, cells, refundType: 0, refundReason: 0 }));
}

async function attach(refunds: RefundService, draftId: number, fileName: string, bytes: Buffer) {
  const { key } = ok(refunds.attachBegin({ draftId, fileName, size: bytes.length, declaredType: '', preview: null }));
  ok(refunds.attachChunk({ draftId, key, offset: 0, data: bytes.toString('base64') }));
  return ok(await refunds.attachFinish(draftId, key));
}

describe('drafts', () => {
  it('start from the order file prefilled, reopen the open draft, and save as typed', async () => {
    const refunds = service();
    const draft = ok(await refunds.startDraft({ orderId: 1, another: false }, { signal: signal() }));
    expect(draft).toMatchObject({ orderNum: ORDER.orderNum, route: 'PEK-LHR-PEK', state: 'draft', form: { contactPerson: 'WANG/LEI', cells: [] } });
    expect(draft.form.passengers[0]?.tickets).toEqual([{ segmentNo: 1, ticketNum: '999-1000000001' }, { segmentNo: 2, ticketNum: '999-1000000001' }]);
    expect(ok(await refunds.startDraft({ orderNum: ORDER.orderNum, another: false }, { signal: signal() })).draftId).toBe(draft.draftId);
    expect(ok(await refunds.startDraft({ orderId: 1, another: true }, { signal: signal() })).draftId).not.toBe(draft.draftId);
    const saved = ok(refunds.save(draft.draftId, { ...draft.form, cells: everyCell(draft.form), wholeOrder: true, refundType: 0, refundReason: 0 }));
    expect(saved.state).toBe('ready');
    expect(wordAll('en', service().list()).find((entry) => entry.draftId === draft.draftId)).toMatchObject({ state: 'ready', passengers: 'ZHANG/SAN +1' });
  });
});

describe('the cap on drafts being edited (issue 21, finding 10)', () => {
  it(`refuses a new draft beyond ${MAX_EDITING_DRAFTS} unsent ones, naming the limit and what to do; sent drafts never count`, async () => {
    const refunds = service();
    const store = new RefundDraftStore(db);
    const first = await readyDraft(refunds);
    for (let i = 1; i < MAX_EDITING_DRAFTS; i++) store.create(ORDER.id, first.form, new Date());
    expect(store.countEditing()).toBe(MAX_EDITING_DRAFTS);

    const refused = await refunds.startDraft({ orderId: 1, another: true }, { signal: signal() });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ field: 'refundDrafts', rule: 'at most 200 drafts being edited' }] } });
    if (refused.ok) return;
    expect(textIn('en', refused.error.message)).toMatch(/200 refund drafts that were never sent.*\(200\): submit or discard some on the Refunds screen/);
    expect(store.countEditing()).toBe(MAX_EDITING_DRAFTS);
    // The open draft of the order is still reopened: only a NEW draft is refused.
    expect((await refunds.startDraft({ orderId: 1, another: false }, { signal: signal() })).ok).toBe(true);

    // Sending one makes room; the sent one (done) never counts again.
    script.push({ ok: true, value: answer });
    ok(await refunds.submit(first.draftId, { signal: signal() }));
    expect(ok(await refunds.startDraft({ orderId: 1, another: true }, { signal: signal() })).state).toBe('draft');
    expect((await refunds.startDraft({ orderId: 1, another: true }, { signal: signal() })).ok).toBe(false);
    // Discarding one makes room too.
    const discardable = refunds.list().find((entry) => entry.draftId !== first.draftId)!;
    ok(refunds.discard(discardable.draftId));
    expect((await refunds.startDraft({ orderId: 1, another: true }, { signal: signal() })).ok).toBe(true);
  });
});

describe('exactly once', () => {
  it('success: done with the refund order, its lines and vouchers; a second submit is refused', async () => {
    const refunds = service();
    const draft = await readyDraft(refunds);
    script.push({ ok: true, value: answer });
    const done = ok(await refunds.submit(draft.draftId, { signal: signal() }));
    expect(done).toMatchObject({ state: 'done', refundOrderNum: '917083410240542001', outcome: { kind: 'refunded', refundOrderId: 9, lines: [{ refund: '4380.00', vouchers: [{ voucherNumber: 'VC0000000001', useFor: [1, 2], usageLimitation: 1 }] }] } });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.request.pnrList.map((s) => s.segmentNo)).toEqual([1, 2]);
    const again = await refunds.submit(draft.draftId, { signal: signal() });
    expect(!again.ok && again.error.kind).toBe('validation');
    expect(sent).toHaveLength(1);
  });

  it('outcome unknown → Check re-sends the SAME request; B153 is recorded as "it arrived", and the order is read again', async () => {
    const refunds = service();
    const draft = await readyDraft(refunds);
    script.push({ ok: false, error: outcomeUnknown('refundRequest', 'No answer within 45 s.') });
    const unknown = ok(await refunds.submit(draft.draftId, { signal: signal() }));
    expect(unknown.state).toBe('outcome-unknown');
    // Changing the form of a sent draft is refused, and so is discarding it.
    expect(refunds.save(draft.draftId, { ...draft.form, email: 'x@y.cn' }).ok).toBe(false);
    expect(refunds.discard(draft.draftId).ok).toBe(false);
    script.push({ ok: false, error: describeApiError('refundRequest', 'B153', 'Duplicated refund request, please kindly check') });
    const checked = ok(await refunds.check(draft.draftId, { signal: signal() }));
    expect(checked).toMatchObject({ state: 'done', outcome: { kind: 'arrived', code: 'B153' }, lastError: null });
    expect(sent.map((s) => s.recheck)).toEqual([false, true]);
    expect(sent[1]?.request).toEqual(sent[0]?.request);
    expect(refreshed).toEqual([1]);
  });

  it('B134 on a Check also means the first arrived; a passing failure of the Check leaves it unknown', async () => {
    const refunds = service();
    const draft = await readyDraft(refunds);
    script.push({ ok: false, error: outcomeUnknown('refundRequest', 'The connection dropped.') });
    await refunds.submit(draft.draftId, { signal: signal() });
    script.push({ ok: false, error: describeApiError('refundRequest', 'B035', 'Concurrency limited.') });
    expect(ok(await refunds.check(draft.draftId, { signal: signal() })).state).toBe('outcome-unknown');
    script.push({ ok: false, error: { kind: 'network', operation: 'refundRequest', message: 'The service could not be reached.' } });
    expect(ok(await refunds.check(draft.draftId, { signal: signal() })).state).toBe('outcome-unknown');
    script.push({ ok: false, error: describeApiError('refundRequest', 'B134', 'Refund is not applicable for passenger ZHANG/SAN') });
    const done = ok(await refunds.check(draft.draftId, { signal: signal() }));
    expect(done).toMatchObject({ state: 'done', outcome: { kind: 'arrived', code: 'B134' }, sending: { checks: 3 } });
  });

  it('a Check answered with a refund: the first had not arrived, this one is the refund', async () => {
    const refunds = service();
    const draft = await readyDraft(refunds);
    script.push({ ok: false, error: outcomeUnknown('refundRequest', 'No answer.') }, { ok: true, value: answer });
    await refunds.submit(draft.draftId, { signal: signal() });
    expect(ok(await refunds.check(draft.draftId, { signal: signal() }))).toMatchObject({ state: 'done', outcome: { kind: 'refunded', byCheck: true } });
  });

  it('a refusal returns to editing with the code\'s words and the passenger it names', async () => {
    const refunds = service();
    const draft = await readyDraft(refunds);
    script.push({ ok: false, error: describeApiError('refundRequest', 'B134', 'Refund is not applicable for passenger ZHANG/SAN') });
    const refused = ok(await refunds.submit(draft.draftId, { signal: signal() }));
    expect(wordAll('en', refused)).toMatchObject({ state: 'ready', sending: null, lastError: { error: { code: 'B134', nextStep: expect.any(String) }, focus: { passengerIndexes: [1], segmentNos: [1, 2] } } });
  });

  it('nothing is sent while the form or documents are not ready', async () => {
    const refunds = service();
    const draft = ok(await refunds.startDraft({ orderId: 1, another: false }, { signal: signal() }));
    const refused = await refunds.submit(draft.draftId, { signal: signal() });
    expect(!refused.ok && refused.error.kind === 'validation' && refused.error.issues.map((i) => i.field)).toEqual(['cells', 'refundType', 'refundReason']);
    expect(sent).toEqual([]);
    expect(ok(await refunds.startDraft({ orderId: 1, another: false }, { signal: signal() })).state).toBe('draft');
  });
});

describe('documents', () => {
  it('are received in chunks, checked, uploaded once; their ids go with the request in order', async () => {
    const refunds = service();
    const draft = await readyDraft(refunds);
    await attach(refunds, draft.draftId, 'certificate.pdf', makePdf(3));
    await attach(refunds, draft.draftId, 'photo.jpg', SMALL_JPEG);
    await refunds.uploadsSettled();
    await refunds.uploadsSettled();
    const view = ok(refunds.get(draft.draftId));
    expect(view.documents.map((d) => [d.fileName, d.state, d.pages, d.fileId])).toEqual([
      ['certificate.pdf', 'uploaded', 3, '+/certificate.pdf=='],
      ['photo.jpg', 'uploaded', null, '+/photo.jpg=='],
    ]);
    expect(uploads).toEqual(['certificate.pdf', 'photo.jpg']);
    const review = ok(refunds.review(draft.draftId));
    expect(review.request.uploadedFileIds).toEqual(['+/certificate.pdf==', '+/photo.jpg==']);
    expect(JSON.parse(review.wireJson)).toMatchObject({ authentication: { partnerId: 'U2••••••==' }, data: { uploadFilesIds: ['+/certificate.pdf==', '+/photo.jpg=='] } });
    expect(review.wireJson).not.toContain('sign');
  });

  it('a document is checked once (off the event loop): a second finish or chunk meanwhile is refused; one cancelled meanwhile is not queued', async () => {
    const refunds = service();
    const draft = await readyDraft(refunds);
    const send = (fileName: string, bytes: Buffer) => {
      const { key } = ok(refunds.attachBegin({ draftId: draft.draftId, fileName, size: bytes.length, declaredType: '', preview: null }));
      ok(refunds.attachChunk({ draftId: draft.draftId, key, offset: 0, data: bytes.toString('base64') }));
      return key;
    };
    const key = send('a.pdf', makePdf(2));
    const first = refunds.attachFinish(draft.draftId, key);
    const again = await refunds.attachFinish(draft.draftId, key);
    expect(!again.ok && textIn('en', again.error.message)).toBe('a.pdf is being checked already: wait for its line to say what came of it.');
    const chunk = refunds.attachChunk({ draftId: draft.draftId, key, offset: 0, data: makePdf(2).toString('base64') });
    expect(!chunk.ok && textIn('en', chunk.error.message)).toMatch(/being checked already/);
    expect(ok(await first).documents.map((d) => [d.fileName, d.pages])).toEqual([['a.pdf', 2]]);

    const other = send('b.pdf', makePdf(3));
    const finishing = refunds.attachFinish(draft.draftId, other);
    ok(refunds.cancelDocument(draft.draftId, other));
    const dropped = await finishing;
    expect(!dropped.ok && textIn('en', dropped.error.message)).toMatch(/not being received any more/);
    expect(ok(refunds.get(draft.draftId)).documents.map((d) => d.fileName)).toEqual(['a.pdf']);
    await refunds.uploadsSettled();
    expect(uploads).toEqual(['a.pdf']);
  });

  it('refuses a wrong type on its first chunk, an over-size file from its size, and the same file twice', async () => {
    const refunds = service();
    const draft = await readyDraft(refunds);
    const tooBig = refunds.attachBegin({ draftId: draft.draftId, fileName: 'scan.png', size: 11 * 1024 * 1024, declaredType: 'image/png', preview: null });
    expect(!tooBig.ok && textIn('en', tooBig.error.message)).toMatch(/scan\.png is 11\.0 MB, over the 10\.0 MB limit/);
    const { key } = ok(refunds.attachBegin({ draftId: draft.draftId, fileName: 'notes.pdf', size: 9, declaredType: 'application/pdf', preview: null }));
    const wrong = refunds.attachChunk({ draftId: draft.draftId, key, offset: 0, data: Buffer.from('just text').toString('base64') });
    expect(!wrong.ok && textIn('en', wrong.error.message)).toMatch(/notes\.pdf is not a PDF, JPEG or PNG file: it looks like plain text/);
    expect(ok(refunds.get(draft.draftId)).documents).toEqual([]);
    await attach(refunds, draft.draftId, 'a.pdf', makePdf(1));
    const twice = refunds.attachBegin({ draftId: draft.draftId, fileName: 'b.pdf', size: makePdf(1).length, declaredType: '', preview: null });
    const again = ok(twice);
    ok(refunds.attachChunk({ draftId: draft.draftId, key: again.key, offset: 0, data: makePdf(1).toString('base64') }));
    const duplicate = await refunds.attachFinish(draft.draftId, again.key);
    expect(!duplicate.ok && textIn('en', duplicate.error.message)).toBe('b.pdf is already attached as a.pdf.');
  });

  it('a restart mid-upload resumes from the kept bytes; the uploaded one is never sent again', async () => {
    const first = service();
    const draft = await readyDraft(first);
    await attach(first, draft.draftId, 'certificate.pdf', makePdf(2));
    await first.uploadsSettled();
    let release: () => void = () => {};
    uploadGate = new Promise((resolve) => (release = resolve));
    await attach(first, draft.draftId, 'photo.jpg', SMALL_JPEG);
    expect(ok(first.get(draft.draftId)).documents.map((d) => d.state)).toEqual(['uploaded', 'uploading']);
    // The desk stops while the second upload is on its way (its answer never comes back to it).
    const closing = first.close();
    release();
    await closing;
    uploadGate = null;
    uploads.length = 0;
    const second = service();
    second.start();
    await second.uploadsSettled();
    expect(uploads).toEqual(['photo.jpg']);
    expect(ok(second.get(draft.draftId)).documents.map((d) => [d.fileName, d.state])).toEqual([['certificate.pdf', 'uploaded'], ['photo.jpg', 'uploaded']]);
  });

  it('pasted ids count toward 99: the 100th is refused naming the limit', async () => {
    const refunds = service();
    const draft = await readyDraft(refunds);
    ok(refunds.pasteFileIds(draft.draftId, Array.from({ length: 98 }, (_, i) => `+/P${i}==`)));
    ok(refunds.pasteFileIds(draft.draftId, ['+/P0==', '+/P98==']));
    const refused = refunds.pasteFileIds(draft.draftId, ['+/P99==']);
    expect(!refused.ok && textIn('en', refused.error.message)).toBe('A refund request carries at most 99 file ids (part 8 of the specification): this draft has 99, so no more fit (1 given).');
    expect(ok(refunds.review(draft.draftId)).request.uploadedFileIds).toHaveLength(99);
  });
});
