import { randomBytes, randomUUID } from 'node:crypto';
import type { AttachStarted, ChunkReceived, DiscardedDraft, RefundCandidate, RefundDraft, RefundDraftSummary, RefundReview } from '../../../contract/domains/refunds';
import { DOCUMENTED_REASONS, MAX_FILE_IDS, type RefundForm } from '../../../contract/refunds/refund-form';
import { sendableFileName } from '../../../contract/refunds/document-file-name';
import { focusOfRefundError } from '../../../contract/refunds/refund-error-focus';
import { formFromOrder } from '../../../contract/refunds/refund-prefill';
import { buildRefundRequest, type RefundRequestData } from '../../../contract/refunds/refund-request-builder';
import { fail, ok, validationFailure, type SentError, type SentIssue, type SentResult } from '../../../contract/result';
import type { Logger } from '../../logging/logger';
import type { AgencyLock } from '../agency/agency-lock';
import { refundRequestOperation } from '../../wholesale/operations/refund-request';
import type { EventHub } from '../event-hub';
import { checkSize } from './documents/check-document';
import type { DocumentStaging } from './documents/document-staging';
import { DocumentUploads } from './document-uploads';
import type { AttachmentUploader, OrderForRefund, RefundOrders, RefundProfiles, SentRefund } from './refund-dependencies';
import type { ServiceCallOptions } from '../service-call-options';
import type { DraftRow, RefundDraftStore, StoredLastError } from '../../archive/orders/refund-drafts';
import { draftIssues, draftSummary, draftView, fileIdsOf, validCells } from './refund-draft-view';
import { refundedOutcome, settleRefundError } from './refund-outcome';
import { wording, type Text } from '../../../contract/words';

export interface RefundServiceDependencies {
  store: RefundDraftStore;
  staging: DocumentStaging;
  orders: RefundOrders;
  uploader: AttachmentUploader;
  profiles: RefundProfiles;
  events: EventHub;
  logger: Logger;
  /**
   * The agency's lock around RefundRequest (docs/team-sync.md, "No double payment across desks"),
   * with the partner id of an order's account (the lease is keyed on the order's identity). Absent
   * in tests of a desk without team sync.
   */
  agency?: { lock: Pick<AgencyLock, 'acquire'>; partnerIdOf: (orderId: number) => string | null };
  now?: () => Date;
}

const FILE_ID = /^\S{1,128}$/;

/**
 * At most this many drafts being edited at once, across all orders. An agent works a handful of
 * refunds at a time and a busy desk a few dozen in a day; 200 is far beyond that, yet it keeps the
 * Refunds list (which reads every draft with its order and documents each time it is shown) quick,
 * and stops a stuck key or a script from filling the order file with drafts. Drafts that were sent
 * (done, or with an unknown outcome) never count: those are never blocked or discarded.
 */
export const MAX_EDITING_DRAFTS = 200;

/**
 * The Refunds screen's service: drafts prefilled from the order file and saved as typed, their
 * documents (received in chunks, checked, uploaded once), the review of exactly what will be sent,
 * and the submission — exactly once, through the order file's one door, with an unknown outcome
 * settled only by a deliberate Check that re-sends the very same request.
 */
export class RefundService {
  private readonly uploads: DocumentUploads;
  private readonly now: () => Date;
  /** Documents whose finished bytes are being checked (off main's event loop): `${draftId}/${key}`. */
  private readonly checking = new Set<string>();
  /**
   * Orders whose refund this desk is submitting: one at a time, so a second submission (another
   * draft of the order, a second click) is refused here and never releases the agency's lease
   * that the first one still needs.
   */
  private readonly submitting = new Set<number>();

  constructor(private readonly deps: RefundServiceDependencies) {
    this.now = deps.now ?? (() => new Date());
    this.uploads = new DocumentUploads({ store: deps.store, staging: deps.staging, uploader: deps.uploader, orders: deps.orders, events: deps.events, logger: deps.logger, now: this.now });
  }

  /** After a stop: sent drafts become outcome unknown, interrupted uploads resume. */
  start(): void {
    const recovered = this.deps.store.recoverAfterStop(this.now());
    if (recovered.interrupted + recovered.requeued > 0) this.deps.logger.warn('refunds.recovered-after-stop', { ...recovered });
    this.uploads.pump();
  }

  async close(): Promise<void> {
    await this.uploads.close();
    await this.deps.staging.close();
  }

  /** For tests: resolves when no upload runs. */
  uploadsSettled(): Promise<void> {
    return this.uploads.settled();
  }

  // ------------------------------------------------------------ drafts

  list(): RefundDraftSummary[] {
    return this.deps.store.list().map((row) => {
      const order = this.deps.orders.order(row.orderId);
      const documents = this.deps.store.documents(row.id);
      return draftSummary(row, order, documents, row.phase === 'editing' ? draftIssues(row, order, documents) : []);
    });
  }

  candidates(query: string): RefundCandidate[] {
    return this.deps.orders.candidates(query, 50).map((order) => ({
      orderId: order.id,
      orderNum: order.orderNum,
      orderKind: (order.orderType ?? '').trim().toUpperCase() === 'C' ? 'change' : 'original',
      status: order.status,
      route: order.route,
      firstDeparture: order.firstDeparture,
      leadPassenger: order.leadPassenger,
      passengerCount: order.passengerCount,
      openDraftId: this.deps.store.openDraftOf(order.id),
    }));
  }

  /** The open draft of the order, or a new one prefilled from the file (reading the order first when it is not there). */
  async startDraft(input: { orderId?: number; orderNum?: string; another: boolean }, options: ServiceCallOptions): Promise<SentResult<RefundDraft>> {
    let orderId = input.orderId;
    if (orderId === undefined && input.orderNum !== undefined) {
      const known = this.deps.orders.findByNumber(input.orderNum);
      if (known !== null) orderId = known;
      else {
        const opened = await this.deps.orders.open(input.orderNum, options);
        if (!opened.ok) return opened;
        orderId = opened.value;
      }
    }
    const order = orderId === undefined ? null : this.deps.orders.order(orderId);
    if (!order) return validationFailure([{ field: 'orderId', rule: 'in the order file', message: wording('refunds.notInOrderFile') }]);
    if (order.kind !== 'air') {
      return validationFailure([{ field: 'orderNum', rule: 'B146', message: wording('refunds.notRefundableKind', { orderNum: order.orderNum, kind: order.kind }) }]);
    }
    if (!input.another) {
      const open = this.deps.store.openDraftOf(order.id);
      if (open !== null) return this.get(open);
    }
    const editing = this.deps.store.countEditing();
    if (editing >= MAX_EDITING_DRAFTS) {
      return validationFailure([{
        field: 'refundDrafts',
        rule: `at most ${MAX_EDITING_DRAFTS} drafts being edited`,
        message: wording('refunds.draftCapReached', { editing, max: MAX_EDITING_DRAFTS }),
      }]);
    }
    const id = this.deps.store.create(order.id, formFromOrder(order), this.now());
    this.deps.logger.info('refunds.draft-started', { draftId: id, profileId: order.profileId });
    return this.get(id);
  }

  get(draftId: number): SentResult<RefundDraft> {
    const row = this.deps.store.get(draftId);
    if (!row) return notADraft(draftId);
    return ok(draftView(row, this.deps.orders.order(row.orderId), this.deps.store.documents(draftId)));
  }

  /** Saves the form as typed (main keeps it; a crash loses nothing). A sent draft is never changed. */
  save(draftId: number, form: RefundForm): SentResult<RefundDraft> {
    const row = this.deps.store.get(draftId);
    if (!row) return notADraft(draftId);
    if (row.phase !== 'editing') return fail(locked(row));
    const order = this.deps.orders.order(row.orderId);
    // Passengers and segments are the order's: the form may change their values, not which exist.
    const sameShape = order !== null && sameIndexes(form.passengers.map((p) => p.passengerIndex), order.passengers.map((p) => p.passengerIndex)) && form.segments.length === order.segments.length;
    if (!sameShape) return validationFailure([{ field: 'form', rule: 'the order\'s passengers and segments', message: wording('refunds.formShape') }]);
    this.deps.store.saveForm(draftId, { ...form, cells: validCells(form) }, this.now());
    return this.get(draftId);
  }

  discard(draftId: number): SentResult<DiscardedDraft> {
    const row = this.deps.store.get(draftId);
    if (!row) return notADraft(draftId);
    if (row.phase === 'sent' || row.phase === 'outcome-unknown') {
      return validationFailure([{ field: 'draftId', rule: 'not in doubt', message: wording('refunds.sentNotDiscarded') }]);
    }
    this.uploads.cancelDraft(draftId);
    this.deps.store.delete(draftId);
    this.deps.staging.removeDraft(draftId);
    this.deps.events.emit('refunds.changed', { draftId });
    return ok({ draftId });
  }

  // ------------------------------------------------------------ documents

  attachBegin(input: { draftId: number; fileName: string; size: number; declaredType: string; preview: string | null }): SentResult<AttachStarted> {
    const row = this.editable(input.draftId);
    if (!row.ok) return row;
    const tooBig = checkSize(input.fileName, input.size);
    if (tooBig) return validationFailure([{ field: 'size', rule: 'size', message: tooBig }]);
    const existing = this.deps.store.documents(input.draftId);
    if (existing.length >= MAX_FILE_IDS) return validationFailure([{ field: 'documents', rule: `max ${MAX_FILE_IDS}`, message: tooManyIds(existing.length, 1) }]);
    const key = randomBytes(8).toString('hex');
    this.deps.staging.begin(input.draftId, key);
    this.deps.store.addDocument(
      input.draftId,
      // Stored as it will be sent (base name, nothing invisible or HTML-significant, ≤ 100 characters).
      { key, fileName: sendableFileName(input.fileName), contentType: null, size: input.size, received: 0, pages: null, preview: input.preview, state: 'receiving', fileId: null, problem: null, uploadStartedAt: null, sha256: null },
      this.now(),
    );
    this.deps.store.touch(input.draftId, this.now());
    const draft = this.get(input.draftId);
    return draft.ok ? ok({ key, draft: draft.value }) : draft;
  }

  attachChunk(input: { draftId: number; key: string; offset: number; data: string }): SentResult<ChunkReceived> {
    const document = this.deps.store.document(input.draftId, input.key);
    if (!document || document.state !== 'receiving') return validationFailure([{ field: 'key', rule: 'receiving', message: wording('refunds.notReceiving', { name: document?.fileName ?? wording('refunds.thisFile') }) }]);
    if (this.checking.has(`${input.draftId}/${input.key}`)) return beingChecked(document.fileName);
    const bytes = Buffer.from(input.data, 'base64');
    const appended = this.deps.staging.append(input.draftId, input.key, document.fileName ?? 'document', input.offset, bytes, document.size);
    if (!appended.ok) {
      // A file refused on its bytes is not kept: the agent reads why, and attaches the right one.
      this.forgetDocument(input.draftId, input.key);
      return validationFailure([{ field: 'file', rule: 'PDF, JPEG or PNG', message: appended.problem }]);
    }
    this.deps.store.updateDocument(input.draftId, input.key, { received: appended.received }, this.now());
    return ok({ received: appended.received });
  }

  /**
   * The whole file is in: checked in a worker thread (the desk keeps answering meanwhile), then
   * queued for upload. The document may be cancelled or removed while it is checked: then the
   * verdict is dropped.
   */
  async attachFinish(draftId: number, key: string): Promise<SentResult<RefundDraft>> {
    const document = this.deps.store.document(draftId, key);
    const notReceiving = () => validationFailure([{ field: 'key', rule: 'receiving', message: wording('refunds.notReceiving', { name: wording('refunds.thisFile') }) }]);
    if (!document || document.state !== 'receiving') return notReceiving();
    const checking = `${draftId}/${key}`;
    if (this.checking.has(checking)) return beingChecked(document.fileName);
    const name = document.fileName ?? 'document';
    this.checking.add(checking);
    let staged: Awaited<ReturnType<DocumentStaging['finish']>>;
    try {
      staged = await this.deps.staging.finish(draftId, key, name, document.size);
    } finally {
      this.checking.delete(checking);
    }
    if (this.deps.store.document(draftId, key)?.state !== 'receiving') return notReceiving();
    if (!staged.ok) {
      this.forgetDocument(draftId, key);
      return validationFailure([{ field: 'file', rule: 'whole PDF, JPEG or PNG', message: staged.problem }]);
    }
    const duplicate = this.deps.store.documents(draftId).find((other) => other.key !== key && other.sha256 === staged.sha256 && other.state !== 'failed');
    if (duplicate) {
      this.forgetDocument(draftId, key);
      return validationFailure([{ field: 'file', rule: 'once', message: duplicate.fileName && duplicate.fileName !== name ? wording('refunds.alreadyAttachedAs', { name, as: duplicate.fileName }) : wording('refunds.alreadyAttached', { name }) }]);
    }
    // A preview only for images (a PDF shows its page count): whatever the page sent for a PDF is dropped.
    const preview = staged.type === 'application/pdf' ? null : undefined;
    this.deps.store.updateDocument(draftId, key, { state: 'queued', contentType: staged.type, pages: staged.pages, sha256: staged.sha256, received: staged.size, preview }, this.now());
    this.uploads.pump();
    return this.get(draftId);
  }

  cancelDocument(draftId: number, key: string): SentResult<RefundDraft> {
    const document = this.deps.store.document(draftId, key);
    if (!document) return notADocument(key);
    if (document.state === 'receiving') {
      // The page stops sending; what arrived is of no use.
      this.forgetDocument(draftId, key);
    } else if (document.state === 'queued') {
      this.deps.store.updateDocument(draftId, key, { state: 'cancelled', problem: wording('refunds.uploadCancelled') }, this.now());
    } else if (document.state === 'uploading') {
      this.uploads.cancel(draftId, key);
    }
    this.deps.events.emit('refunds.changed', { draftId });
    return this.get(draftId);
  }

  retryDocument(draftId: number, key: string): SentResult<RefundDraft> {
    const row = this.editable(draftId);
    if (!row.ok) return row;
    const document = this.deps.store.document(draftId, key);
    if (!document) return notADocument(key);
    if (!['failed', 'cancelled'].includes(document.state)) return this.get(draftId);
    if (this.deps.staging.received(draftId, key) !== document.size || document.size === 0) {
      this.deps.store.updateDocument(draftId, key, { state: 'interrupted', problem: wording('refunds.noLongerHeld', { name: wording('refunds.thisFile.inSentence') }) }, this.now());
      return this.get(draftId);
    }
    this.deps.store.updateDocument(draftId, key, { state: 'queued', problem: null }, this.now());
    this.uploads.pump();
    return this.get(draftId);
  }

  removeDocument(draftId: number, key: string): SentResult<RefundDraft> {
    const row = this.editable(draftId);
    if (!row.ok) return row;
    if (!this.deps.store.document(draftId, key)) return notADocument(key);
    this.uploads.cancel(draftId, key);
    this.forgetDocument(draftId, key);
    this.deps.store.touch(draftId, this.now());
    return this.get(draftId);
  }

  /** Ids the agent already has (uploaded through the service's portal). At most 99 in all, refused locally. */
  pasteFileIds(draftId: number, ids: readonly string[]): SentResult<RefundDraft> {
    const row = this.editable(draftId);
    if (!row.ok) return row;
    const cleaned = [...new Set(ids.map((id) => id.trim()).filter((id) => id !== ''))];
    const bad = cleaned.filter((id) => !FILE_ID.test(id));
    if (bad.length > 0) return validationFailure([{ field: 'fileIds', rule: 'file id', message: wording('refunds.badFileIds', { ids: bad.slice(0, 3), total: bad.length }) }]);
    const documents = this.deps.store.documents(draftId);
    const known = new Set(documents.map((d) => d.fileId).filter((id): id is string => id !== null));
    const fresh = cleaned.filter((id) => !known.has(id));
    if (documents.length + fresh.length > MAX_FILE_IDS) return validationFailure([{ field: 'fileIds', rule: `max ${MAX_FILE_IDS}`, message: tooManyIds(documents.length, fresh.length) }]);
    for (const id of fresh) {
      this.deps.store.addDocument(draftId, { key: randomBytes(8).toString('hex'), fileName: null, contentType: null, size: 0, received: 0, pages: null, preview: null, state: 'pasted', fileId: id, problem: null, uploadStartedAt: null, sha256: null }, this.now());
    }
    this.deps.store.touch(draftId, this.now());
    return this.get(draftId);
  }

  // ------------------------------------------------------------ review, submit, check

  /** Exactly what will be (or was) sent: the request, its JSON with the partner id masked and no sign, and where it goes. */
  review(draftId: number): SentResult<RefundReview> {
    const row = this.deps.store.get(draftId);
    if (!row) return notADraft(draftId);
    const order = this.deps.orders.order(row.orderId);
    if (!order) return notADraft(draftId);
    let request = row.sentRequest;
    if (!request) {
      const ready = this.readyRequest(row, order);
      if (!ready.ok) return ready;
      request = ready.value;
    }
    const profile = this.deps.profiles.describe(order.profileId);
    const wire = { authentication: { partnerId: profile?.maskedPartnerId ?? '••••' }, ...refundRequestOperation.buildPayload(request) };
    return ok({
      draftId,
      request,
      wireJson: JSON.stringify(wire, null, 2),
      url: `${(profile?.refundBaseUrl ?? '').replace(/\/+$/, '')}${refundRequestOperation.path}`,
      documentsExpected: request.refundType === 1 && DOCUMENTED_REASONS.includes(request.refundReason) && request.uploadedFileIds.length === 0,
    });
  }

  /**
   * Sends the refund, once. The draft is marked sent (with the exact request) before anything
   * leaves; the order file's door marks the order too, audits the call and files the answer.
   * Never retried automatically.
   */
  async submit(draftId: number, options: ServiceCallOptions, agencyLock?: 'take-over' | 'without-lock'): Promise<SentResult<RefundDraft>> {
    const row = this.deps.store.get(draftId);
    if (!row) return notADraft(draftId);
    if (row.phase !== 'editing') return fail(locked(row));
    const order = this.deps.orders.order(row.orderId);
    if (!order) return notADraft(draftId);
    const profile = this.profileGuard(order);
    if (profile) return fail(profile);
    const ready = this.readyRequest(row, order);
    if (!ready.ok) return ready;
    if (this.submitting.has(order.id)) return fail(locked({ ...row, phase: 'sent' }));
    this.submitting.add(order.id);
    try {
      // Another desk of the agency refunding this order refuses here, before anything is sent.
      const { agency } = this.deps;
      const lock = agency ? await agency.lock.acquire({ id: order.id, environment: order.environment, partnerId: agency.partnerIdOf(order.id), orderNum: order.orderNum }, 'refund', agencyLock) : null;
      if (lock && !lock.ok) return fail(lock.error);
      const requestId = options.requestId ?? `refund-${randomUUID()}`;
      let sent: Awaited<ReturnType<RefundService['send']>> = 'not-sent';
      try {
        sent = await this.send(draftId, row.form, ready.value, { signal: options.signal, requestId, recheck: false }, () => {
          if (!this.deps.store.markSent(draftId, ready.value, requestId, this.now())) return false;
          this.deps.logger.info('refunds.submitted', { draftId, requestId, profileId: order.profileId });
          return true;
        });
      } finally {
        // What the agency is told is what the draft now says: a refund that may have arrived keeps the lease until it runs out.
        await lock?.write.finish(agencyOutcome(sent, this.deps.store.get(draftId)?.phase));
      }
      return sent === 'refused' ? fail(locked(this.deps.store.get(draftId) ?? row)) : this.get(draftId);
    } finally {
      this.submitting.delete(order.id);
    }
  }

  /**
   * Settles an unknown outcome by sending the SAME request again, on the agent's word only. If the
   * first one arrived, the service refuses the second as a duplicate (B153, refund in process) or
   * as already refunded (B134): recorded as "it arrived", not as an error. If it did not, this one
   * is the refund.
   */
  async check(draftId: number, options: ServiceCallOptions): Promise<SentResult<RefundDraft>> {
    const row = this.deps.store.get(draftId);
    if (!row) return notADraft(draftId);
    if (row.phase !== 'outcome-unknown' || !row.sentRequest) {
      return validationFailure([{ field: 'draftId', rule: 'outcome unknown', message: wording('refunds.onlyUnknownChecked') }]);
    }
    const order = this.deps.orders.order(row.orderId);
    if (!order) return notADraft(draftId);
    const profile = this.profileGuard(order);
    if (profile) return fail(profile);
    const requestId = options.requestId ?? `refund-check-${randomUUID()}`;
    let result: SentResult<SentRefund> | null = null;
    const sent = await this.send(draftId, row.form, row.sentRequest, { signal: options.signal, requestId, recheck: true }, () => {
      if (!this.deps.store.markChecking(draftId, row.requestId, requestId, this.now())) return false;
      this.deps.logger.info('refunds.checked', { draftId, requestId });
      return true;
    }, (answer) => (result = answer));
    if (sent === 'refused') return fail(locked(this.deps.store.get(draftId) ?? row));
    const answer = result as SentResult<SentRefund> | null;
    if (answer && !answer.ok && answer.error.kind === 'api' && (answer.error.code === 'B153' || answer.error.code === 'B134')) {
      // The first request arrived: read the order again so its refund order comes into the file.
      void this.deps.orders.refresh(order.id, { signal: new AbortController().signal }).catch(() => undefined);
    }
    return this.get(draftId);
  }

  // ------------------------------------------------------------ helpers

  /**
   * Sends through the order file's door with the draft riding on the order's marker (the one
   * exactly-once record): `mark` (sent, or a Check counted) is written in the marker's
   * transaction, what came of it in the answer's. When nothing was claimed (no active profile,
   * the order not in the file, a marker already there) nothing left, and the reason is recorded
   * here. 'refused': the draft was no longer in a phase to send (nothing sent).
   */
  private async send(
    draftId: number,
    form: RefundForm,
    request: RefundRequestData,
    call: { signal: AbortSignal; requestId: string; recheck: boolean },
    mark: () => boolean,
    answered: (answer: SentResult<SentRefund>) => void = () => {},
  ): Promise<'settled' | 'refused' | 'not-sent'> {
    let marked: boolean | null = null;
    let settled = false;
    const announce = () => this.deps.events.emit('refunds.changed', { draftId });
    const result = await this.deps.orders.requestRefund(request, {
      ...call,
      claimed: () => {
        marked = mark();
        // Told once the claim's transaction has committed (it ends before any microtask runs).
        if (marked) queueMicrotask(announce);
        return marked;
      },
      settled: (answer) => {
        settled = true;
        this.record(draftId, form, answer, call.recheck);
      },
    });
    answered(result);
    if (marked === false) return 'refused';
    if (!settled) this.record(draftId, form, result, call.recheck);
    announce();
    return settled ? 'settled' : 'not-sent';
  }

  /** What an answer (or a refusal before sending) means for the draft; see refund-outcome.ts. */
  private record(draftId: number, form: RefundForm, result: SentResult<SentRefund>, byCheck: boolean): void {
    const at = this.now();
    const { store } = this.deps;
    if (result.ok) {
      store.done(draftId, refundedOutcome(result.value.data, result.value.warningMessage, result.value.refundOrderId, byCheck, at), at);
    } else {
      const settlement = settleRefundError(result.error, byCheck, at);
      const error = this.lastError(result.error, form, at);
      if (settlement.kind === 'done') store.done(draftId, settlement.outcome, at);
      else if (settlement.kind === 'outcome-unknown') store.outcomeUnknown(draftId, error, at);
      else store.refused(draftId, error, at);
      this.deps.logger.info('refunds.settled', { draftId, byCheck, settlement: settlement.kind, error: result.error.kind, code: result.error.kind === 'api' ? result.error.code : undefined });
    }
  }

  private lastError(error: SentError, form: RefundForm, at: Date): StoredLastError {
    const focus = error.kind === 'api' ? focusOfRefundError(error.code, error.message, form) : { passengerIndexes: [], segmentNos: [], field: null };
    return { error, focus, at: at.toISOString() };
  }

  private readyRequest(row: DraftRow, order: OrderForRefund): SentResult<RefundRequestData> {
    const documents = this.deps.store.documents(row.id);
    const built = buildRefundRequest({ orderNum: order.orderNum, form: row.form, fileIds: fileIdsOf(documents) });
    const issues: SentIssue[] = [...(built.ok ? [] : built.issues), ...draftIssues(row, order, documents).filter((issue) => issue.field.startsWith('documents.'))];
    if (!built.ok || issues.length > 0) return validationFailure(issues);
    return ok(built.request);
  }

  /** A refund goes out under the profile its order belongs to, and only while that profile is active. */
  private profileGuard(order: OrderForRefund): SentError | null {
    if (order.profileId === this.deps.profiles.activeId()) return null;
    return {
      kind: 'validation',
      message: wording('refunds.otherProfile', { profile: order.profileName, environment: order.environment.toUpperCase() }),
      issues: [{ field: 'profileId', rule: 'active profile', message: wording('refunds.otherProfile.issue', { orderNum: order.orderNum, profile: order.profileName }) }],
    };
  }

  private editable(draftId: number): SentResult<DraftRow> {
    const row = this.deps.store.get(draftId);
    if (!row) return notADraft(draftId);
    return row.phase === 'editing' ? ok(row) : fail(locked(row));
  }

  private forgetDocument(draftId: number, key: string): void {
    this.deps.store.removeDocument(draftId, key);
    this.deps.staging.remove(draftId, key);
  }
}

/** How a submission ended, as the agency's record of the order's money says it (docs/team-sync.md). */
function agencyOutcome(sent: 'settled' | 'refused' | 'not-sent', phase: DraftRow['phase'] | undefined): 'settled' | 'failed' | 'unknown' {
  if (sent === 'refused' || phase === 'editing') return 'failed';
  return phase === 'done' ? 'settled' : 'unknown';
}

function beingChecked(fileName: string | null): SentResult<never> {
  return validationFailure([{ field: 'key', rule: 'checked once', message: wording('refunds.beingChecked', { name: fileName ?? wording('refunds.thisFile') }) }]);
}

function sameIndexes(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');
}

function tooManyIds(existing: number, adding: number): Text {
  return wording('refunds.tooManyIds', { max: MAX_FILE_IDS, existing, adding });
}

function locked(row: DraftRow): SentError {
  const message =
    row.phase === 'done'
      ? wording('refunds.locked.done')
      : row.phase === 'outcome-unknown'
        ? wording('refunds.locked.outcomeUnknown')
        : wording('refunds.locked.onItsWay');
  return { kind: 'validation', message, issues: [{ field: 'draftId', rule: row.phase, message }] };
}

function notADraft(draftId: number): SentResult<never> {
  return validationFailure([{ field: 'draftId', rule: 'exists', message: wording('refunds.notADraft', { draftId }) }]);
}

function notADocument(key: string): SentResult<never> {
  return validationFailure([{ field: 'key', rule: 'exists', message: wording('refunds.notADocument', { key }) }]);
}
