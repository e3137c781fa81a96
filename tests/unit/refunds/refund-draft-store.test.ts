/**
 * Refund drafts in the order file: saved as typed, sent at most once (the draft takes its request
 * in the transaction that claims the order's marker, before the request leaves), its sent and
 * outcome-unknown READ from that one marker; after a stop the marker's outcome is unknown, a
 * document being received must be attached again, one being uploaded goes back to the queue.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ArchiveDatabase } from '../../../electron/main/archive/open-archive';
import { draftDatabase } from './draft-database';
import { RefundDraftStore, type StoredDocument } from '../../../electron/main/archive/orders/refund-drafts';

/** The marker a refund request claims: the wholesale operation's name (refund-drafts.ts). */
const REFUND_MARKER_OPERATION = 'refundRequest';
import { OrderFileChanges } from '../../../electron/main/archive/orders/order-file-changes';
import { PendingWrites } from '../../../electron/main/archive/orders/pending-writes';
import { refundRequestOperation } from '../../../electron/main/wholesale/operations/refund-request';
import { textIn, wording } from '../../../electron/contract/words';
import type { RefundForm } from '../../../electron/contract/refunds/refund-form';
import type { RefundRequestData } from '../../../electron/contract/refunds/refund-request-builder';

let db: ArchiveDatabase;
let store: RefundDraftStore;
let changes: OrderFileChanges;
let markers: PendingWrites;
const at = new Date('2026-11-23T10:00:00Z');
const later = new Date('2026-11-23T10:05:00Z');

beforeEach(() => {
  db = draftDatabase([1, 2]);
  changes = new OrderFileChanges(db);
  store = new RefundDraftStore(db, changes);
  markers = new PendingWrites(db, changes);
});
afterEach(() => db.close());

const form: RefundForm = {
  wholeOrder: false, cells: [], refundType: null, refundReason: null, contactPerson: 'WANG/LEI', email: '', telNum: '', refundPricingId: '', cancelledBeforeDeparture: false, passengers: [], segments: [],
};
const request = { orderNum: '917083410145514001', allPaxOfOrder: false, refundType: 0, refundReason: 0, uploadedFileIds: [], pnrList: [] } satisfies RefundRequestData;
const document = (key: string, state: StoredDocument['state']): StoredDocument => ({
  key, fileName: `${key}.pdf`, contentType: 'application/pdf', size: 100, received: 0, pages: null, preview: null, state, fileId: null, problem: null, uploadStartedAt: null, sha256: null,
});

const OP = REFUND_MARKER_OPERATION;
class RefusedByDraft extends Error {}

/**
 * As order-call.ts does it: the order's marker claimed and the draft's own record written in ONE
 * transaction; the draft refusing rolls the marker back. True when both were written.
 */
function claim(orderId: number, requestId: string, mark: () => boolean, recheck = false): boolean {
  try {
    return changes.write(() => {
      if (!markers.claim(orderId, OP, requestId, at, recheck).ok) return false;
      if (!mark()) throw new RefusedByDraft();
      return true;
    }, () => null);
  } catch (error) {
    if (error instanceof RefusedByDraft) return false;
    throw error;
  }
}
const send = (id: number, orderId: number, requestId: string) => claim(orderId, requestId, () => store.markSent(id, request, requestId, at));
/** The answer's transaction: the marker settled and the draft's record of it, together. */
const answered = (orderId: number, requestId: string, draftWrite: () => void, unknown = false) =>
  changes.write(() => {
    if (unknown) markers.outcomeUnknown(orderId, OP, requestId);
    else markers.clear(orderId, OP);
    draftWrite();
  }, () => null);
const noAnswer = { error: { kind: 'outcome-unknown' as const, operation: 'refundRequest', message: 'No answer.', howToVerify: 'Check.' }, focus: { passengerIndexes: [], segmentNos: [], field: null }, at: at.toISOString() };

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
    expect(send(id, 1, 'refund-1')).toBe(true);
    expect(send(id, 1, 'refund-2')).toBe(false);
    expect(store.markSent(id, request, 'refund-2', at)).toBe(false);
    expect(store.saveForm(id, { ...form, email: 'changed@b.cn' }, at)).toBe(false);
    expect(store.get(id)).toMatchObject({ phase: 'sent', requestId: 'refund-1', sentRequest: request, form: { email: '' } });
    expect(store.openDraftOf(1)).toBeNull();
    expect(store.countEditing()).toBe(0);
    expect(markers.current(1, OP)).toMatchObject({ state: 'sent', requestId: 'refund-1' });
  });

  it('a Check re-sends only from outcome-unknown (its own request still out), and is counted', () => {
    const id = store.create(1, form, at);
    send(id, 1, 'refund-1');
    expect(claim(1, 'check-1', () => store.markChecking(id, 'refund-1', 'check-1', at), true)).toBe(false);
    answered(1, 'refund-1', () => store.outcomeUnknown(id, noAnswer, at), true);
    expect(store.get(id)).toMatchObject({ phase: 'outcome-unknown', lastError: { error: { kind: 'outcome-unknown' } } });
    // Not this draft's request any more: the marker stays as it was.
    expect(claim(1, 'check-0', () => store.markChecking(id, 'refund-0', 'check-0', later), true)).toBe(false);
    expect(markers.current(1, OP)).toMatchObject({ state: 'outcome-unknown', requestId: 'refund-1' });
    expect(claim(1, 'check-1', () => store.markChecking(id, 'refund-1', 'check-1', later), true)).toBe(true);
    expect(store.get(id)).toMatchObject({ phase: 'sent', requestId: 'check-1', checks: 1, sentRequest: request });
  });

  it('a refusal returns the draft to editing with the reason; done keeps the outcome', () => {
    const id = store.create(1, form, at);
    send(id, 1, 'refund-1');
    answered(1, 'refund-1', () => store.refused(id, { error: { kind: 'api', operation: 'refundRequest', code: 'B152', message: 'm', explanation: 'e', nextStep: 'n' }, focus: { passengerIndexes: [], segmentNos: [1], field: 'segments.0.flightNum' }, at: at.toISOString() }, at));
    expect(store.get(id)).toMatchObject({ phase: 'editing', sentRequest: null, lastError: { error: { code: 'B152' }, focus: { segmentNos: [1] } } });
    send(id, 1, 'refund-2');
    answered(1, 'refund-2', () => store.done(id, { kind: 'arrived', code: 'B153', message: 'Duplicated refund request, please kindly check', at: later.toISOString() }, later));
    expect(store.get(id)).toMatchObject({ phase: 'done', outcome: { kind: 'arrived', code: 'B153' }, lastError: null });
    expect(markers.current(1, OP)).toBeNull();
  });
});

describe('one exactly-once record: the draft reads sent and outcome-unknown from its order\'s marker', () => {
  it('the marker is the refund operation\'s', () => {
    expect(OP).toBe(refundRequestOperation.name);
  });

  it('a draft never reads sent without the marker: markSent with no claimed marker is refused', () => {
    const id = store.create(1, form, at);
    expect(store.markSent(id, request, 'refund-1', at)).toBe(false);
    expect(store.get(id)).toMatchObject({ phase: 'editing', requestId: null, sentRequest: null });
  });

  it('a marker settled with no draft write leaves the draft reading not sent (editing), not a stale "sent"', () => {
    const id = store.create(1, form, at);
    send(id, 1, 'refund-1');
    markers.clear(1, OP);
    expect(store.get(id)?.phase).toBe('editing');
    expect(store.list().map((row) => row.phase)).toEqual(['editing']);
    expect(store.openDraftOf(1)).toBe(id);
    expect(store.countEditing()).toBe(1);
    expect(store.saveForm(id, { ...form, email: 'again@b.cn' }, later)).toBe(true);
  });

  it('a crash between claim and answer: outcome-unknown from the marker alone, no draft write', () => {
    const id = store.create(1, form, at);
    send(id, 1, 'refund-1');
    const draftRow = () => db.prepare('SELECT * FROM refund_drafts WHERE id = ?').raw().get(id);
    const before = draftRow();
    // The next start: the file opens (OrderFile.open turns orphaned markers unknown).
    expect(markers.markOrphansUnknown()).toBe(1);
    expect(draftRow()).toEqual(before);
    expect(store.get(id)).toMatchObject({ phase: 'outcome-unknown', requestId: 'refund-1', sentRequest: request });
    expect(store.openDraftOf(1)).toBeNull();
  });

  it('another draft\'s marker on the same order does not make this draft sent', () => {
    const first = store.create(1, form, at);
    const second = store.create(1, form, later);
    send(first, 1, 'refund-1');
    expect(store.get(second)?.phase).toBe('editing');
    expect(send(second, 1, 'refund-2')).toBe(false);
    expect(store.get(second)).toMatchObject({ phase: 'editing', requestId: null });
    expect(store.get(first)?.phase).toBe('sent');
  });

  it('the draft table has no phase column: nothing to keep in step', () => {
    expect((db.prepare('PRAGMA table_info(refund_drafts)').all() as { name: string }[]).map((column) => column.name)).not.toContain('phase');
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

  it('keep a problem main worded as its code, so it is worded in the language it is shown in; text as it came stays text', () => {
    const id = store.create(1, form, at);
    store.addDocument(id, { ...document('a', 'failed'), problem: wording('refunds.noLongerHeld', { name: 'a.pdf' }) }, at);
    store.addDocument(id, { ...document('b', 'failed'), problem: '{"code": "not a wording"}' }, at);
    store.addDocument(id, document('c', 'queued'), at);
    store.updateDocument(id, 'c', { state: 'cancelled', problem: wording('refunds.uploadCancelled') }, later);
    const [a, b, c] = store.documents(id);
    expect(a?.problem).toEqual(wording('refunds.noLongerHeld', { name: 'a.pdf' }));
    expect(textIn('en', a?.problem ?? '')).toBe('The desk no longer holds a.pdf: attach it again.');
    expect(textIn('zh-CN', a?.problem ?? '')).toBe('工作台已不再保存a.pdf：请重新附加。');
    expect(b?.problem).toBe('{"code": "not a wording"}');
    expect(textIn('zh-CN', c?.problem ?? '')).toBe('上传已取消。请重试，或将其移除。');
  });
});

describe('after a stop mid-work', () => {
  it('sent → outcome unknown; receiving → interrupted (attach again); uploading → queued (from the kept bytes); uploaded stays', () => {
    const id = store.create(1, form, at);
    store.addDocument(id, document('receiving', 'receiving'), at);
    store.addDocument(id, document('uploading', 'uploading'), at);
    store.addDocument(id, { ...document('uploaded', 'uploaded'), fileId: '+/kept==' }, at);
    send(id, 1, 'refund-1');
    markers.markOrphansUnknown();
    expect(store.recoverAfterStop(later)).toEqual({ interrupted: 1, requeued: 1 });
    expect(store.get(id)?.phase).toBe('outcome-unknown');
    expect(store.documents(id).map((d) => [d.key, d.state, d.fileId])).toEqual([['receiving', 'interrupted', null], ['uploading', 'queued', null], ['uploaded', 'uploaded', '+/kept==']]);
    const problem = store.documents(id)[0]?.problem ?? '';
    expect(problem).toEqual(wording('refundDocuments.interrupted'));
    expect(textIn('en', problem)).toBe('The desk stopped while receiving this file: attach it again.');
    expect(textIn('zh-CN', problem)).toBe('接收此文件时工作台已停止：请重新附加。');
    expect(store.queued()).toEqual([{ draftId: id, key: 'uploading' }]);
  });

  it('reads the interruption an earlier desk stored in English as the wording, so it is worded in either language', () => {
    const id = store.create(1, form, at);
    store.addDocument(id, document('receiving', 'receiving'), at);
    db.prepare("UPDATE refund_draft_documents SET state = 'interrupted', problem = 'The desk stopped while receiving this file: attach it again.'").run();
    expect(store.documents(id)[0]?.problem).toEqual(wording('refundDocuments.interrupted'));
  });
});
