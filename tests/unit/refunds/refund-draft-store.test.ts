/**
 * Refund drafts in the order file: saved as typed, sent at most once (the phase is committed
 * before the request leaves), and after a stop: `sent` becomes outcome unknown, a document being
 * received must be attached again, one being uploaded goes back to the queue.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ArchiveDatabase } from '../../../electron/main/archive/open-archive';
import { draftDatabase } from './draft-database';
import { RefundDraftStore, type StoredDocument } from '../../../electron/main/archive/orders/refund-drafts';
import type { RefundForm } from '../../../electron/contract/refunds/refund-form';
import type { RefundRequestData } from '../../../electron/contract/refunds/refund-request-builder';

let db: ArchiveDatabase;
let store: RefundDraftStore;
const at = new Date('2026-11-23T10:00:00Z');
const later = new Date('2026-11-23T10:05:00Z');

beforeEach(() => {
  db = draftDatabase([1, 2]);
  store = new RefundDraftStore(db);
});
afterEach(() => db.close());

const form: RefundForm = {
  wholeOrder: false, cells: [], refundType: null, refundReason: null, contactPerson: 'WANG/LEI', email: '', telNum: '', refundPricingId: '', cancelledBeforeDeparture: false, passengers: [], segments: [],
};
const request = { orderNum: '917083410145514001', allPaxOfOrder: false, refundType: 0, refundReason: 0, uploadedFileIds: [], pnrList: [] } satisfies RefundRequestData;
const document = (key: string, state: StoredDocument['state']): StoredDocument => ({
  key, fileName: `${key}.pdf`, contentType: 'application/pdf', size: 100, received: 0, pages: null, preview: null, state, fileId: null, problem: null, uploadStartedAt: null, sha256: null,
});

describe('drafts', () => {
  it('are created for an order, saved as typed, listed newest first, found as the order\'s open draft', () => {
    const first = store.create(1, form, at);
    const second = store.create(2, form, later);
    expect(store.saveForm(first, { ...form, refundType: 1, email: 'a@b.cn' }, later)).toBe(true);
    expect(store.get(first)).toMatchObject({ orderId: 1, phase: 'editing', form: { refundType: 1, email: 'a@b.cn' }, updatedAt: later.toISOString() });
    expect(store.list().map((row) => row.id)).toEqual([second, first]);
    expect(store.openDraftOf(1)).toBe(first);
  });

  it('are marked sent once: a second submit (click, window, restart) finds it no longer editable', () => {
    const id = store.create(1, form, at);
    expect(store.markSent(id, request, 'refund-1', at)).toBe(true);
    expect(store.markSent(id, request, 'refund-2', at)).toBe(false);
    expect(store.saveForm(id, { ...form, email: 'changed@b.cn' }, at)).toBe(false);
    expect(store.get(id)).toMatchObject({ phase: 'sent', requestId: 'refund-1', sentRequest: request, form: { email: '' } });
    expect(store.openDraftOf(1)).toBeNull();
  });

  it('a Check re-sends only from outcome-unknown, and is counted', () => {
    const id = store.create(1, form, at);
    store.markSent(id, request, 'refund-1', at);
    expect(store.markChecking(id, 'check-1', at)).toBe(false);
    store.outcomeUnknown(id, { error: { kind: 'outcome-unknown', operation: 'refundRequest', message: 'No answer.', howToVerify: 'Check.' }, focus: { passengerIndexes: [], segmentNos: [], field: null }, at: at.toISOString() }, at);
    expect(store.markChecking(id, 'check-1', later)).toBe(true);
    expect(store.get(id)).toMatchObject({ phase: 'sent', requestId: 'check-1', checks: 1, sentRequest: request });
  });

  it('a refusal returns the draft to editing with the reason; done keeps the outcome', () => {
    const id = store.create(1, form, at);
    store.markSent(id, request, 'refund-1', at);
    store.refused(id, { error: { kind: 'api', operation: 'refundRequest', code: 'B152', message: 'm', explanation: 'e', nextStep: 'n' }, focus: { passengerIndexes: [], segmentNos: [1], field: 'segments.0.flightNum' }, at: at.toISOString() }, at);
    expect(store.get(id)).toMatchObject({ phase: 'editing', sentRequest: null, lastError: { error: { code: 'B152' }, focus: { segmentNos: [1] } } });
    store.markSent(id, request, 'refund-2', later);
    store.done(id, { kind: 'arrived', code: 'B153', message: 'Duplicated refund request, please kindly check', at: later.toISOString() }, later);
    expect(store.get(id)).toMatchObject({ phase: 'done', outcome: { kind: 'arrived', code: 'B153' }, lastError: null });
  });
});

describe('documents', () => {
  it('keep their order, state and file id; removing the draft removes them', () => {
    const id = store.create(1, form, at);
    store.addDocument(id, document('a', 'receiving'), at);
    store.addDocument(id, document('b', 'pasted'), at);
    store.updateDocument(id, 'a', { state: 'uploaded', fileId: '+/abc==', received: 100, pages: 2 }, later);
    expect(store.documents(id).map((d) => [d.key, d.state, d.fileId, d.pages])).toEqual([['a', 'uploaded', '+/abc==', 2], ['b', 'pasted', null, null]]);
    store.delete(id);
    expect(store.documents(id)).toEqual([]);
  });
});

describe('after a stop mid-work', () => {
  it('sent → outcome unknown; receiving → interrupted (attach again); uploading → queued (from the kept bytes); uploaded stays', () => {
    const id = store.create(1, form, at);
    store.addDocument(id, document('receiving', 'receiving'), at);
    store.addDocument(id, document('uploading', 'uploading'), at);
    store.addDocument(id, { ...document('uploaded', 'uploaded'), fileId: '+/kept==' }, at);
    store.markSent(id, request, 'refund-1', at);
    expect(store.recoverAfterStop(later)).toEqual({ outcomeUnknown: 1, interrupted: 1, requeued: 1 });
    expect(store.get(id)?.phase).toBe('outcome-unknown');
    expect(store.documents(id).map((d) => [d.key, d.state, d.fileId])).toEqual([['receiving', 'interrupted', null], ['uploading', 'queued', null], ['uploaded', 'uploaded', '+/kept==']]);
    expect(store.documents(id)[0]?.problem).toMatch(/attach it again/);
    expect(store.queued()).toEqual([{ draftId: id, key: 'uploading' }]);
  });
});
