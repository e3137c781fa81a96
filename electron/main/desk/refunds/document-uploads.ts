import { FALLBACK_FILE_NAME, sendableFileName } from '../../../contract/refunds/document-file-name';
import type { SentError } from '../../../contract/result';
import type { Logger } from '../../logging/logger';
import type { EventHub } from '../event-hub';
import type { DocumentStaging } from './documents/document-staging';
import type { AttachmentUploader, RefundOrders } from './refund-dependencies';
import type { RefundDraftStore } from '../../archive/orders/refund-drafts';
import { wording, type Text } from '../../../contract/words';

/**
 * The upload queue: documents main has received and checked go to the service one at a time,
 * through the assumed upload operation, under the profile of the draft's order. The queue lives in
 * the order file (state `queued`), so a restart resumes it from the bytes main kept; a document
 * uploaded once keeps its id and is never sent again. Each change is announced, so the screen
 * shows per-file progress; the agent can cancel the one uploading and retry it later.
 */
export interface DocumentUploadDependencies {
  store: RefundDraftStore;
  staging: DocumentStaging;
  uploader: AttachmentUploader;
  orders: RefundOrders;
  events: EventHub;
  logger: Logger;
  now: () => Date;
}

export class DocumentUploads {
  private running: { draftId: number; key: string; controller: AbortController; cancelled: boolean } | null = null;
  private closed = false;
  private idle: Promise<void> = Promise.resolve();

  constructor(private readonly deps: DocumentUploadDependencies) {}

  /** Starts the next queued upload when none runs. */
  pump(): void {
    if (this.running || this.closed) return;
    const next = this.deps.store.queued()[0];
    if (!next) return;
    const controller = new AbortController();
    this.running = { ...next, controller, cancelled: false };
    this.idle = this.upload(next.draftId, next.key, controller)
      .catch((error: unknown) => this.deps.logger.error('refunds.upload-crashed', { error: String(error) }))
      .finally(() => {
        this.running = null;
        this.pump();
      });
  }

  /** Cancels the document's upload if it is the one running; true when it was. */
  cancel(draftId: number, key: string): boolean {
    const running = this.running;
    if (!running || running.draftId !== draftId || running.key !== key) return false;
    running.cancelled = true;
    running.controller.abort();
    return true;
  }

  cancelDraft(draftId: number): void {
    if (this.running?.draftId === draftId) this.cancel(draftId, this.running.key);
  }

  /** Resolves once no upload runs (tests; closing). */
  settled(): Promise<void> {
    return this.idle;
  }

  /** Stops without touching the states: a document left `uploading` is queued again on the next start. */
  async close(): Promise<void> {
    this.closed = true;
    this.running?.controller.abort();
    await this.idle;
  }

  private async upload(draftId: number, key: string, controller: AbortController): Promise<void> {
    const { store, staging, events } = this.deps;
    const row = store.get(draftId);
    const document = store.document(draftId, key);
    const order = row ? this.deps.orders.order(row.orderId) : null;
    if (!row || !document || document.state !== 'queued') return;
    const announce = () => events.emit('refunds.changed', { draftId });
    const bytes = staging.read(draftId, key);
    if (!order || !bytes || !document.contentType) {
      store.updateDocument(draftId, key, { state: 'failed', problem: wording('refunds.noLongerHeld', { name: document.fileName ?? wording('refunds.thisFile.inSentence') }) }, this.deps.now());
      announce();
      return;
    }
    store.updateDocument(draftId, key, { state: 'uploading', uploadStartedAt: this.deps.now().toISOString(), problem: null }, this.deps.now());
    announce();
    // Stored names are already sendable; drafts saved before that rule (issue 21) are made so here.
    const result = await this.deps.uploader.upload(order.profileId, { orderNum: order.orderNum, fileName: sendableFileName(document.fileName ?? FALLBACK_FILE_NAME), contentType: document.contentType, content: bytes }, controller.signal);
    if (this.closed) return;
    const at = this.deps.now();
    if (this.running?.cancelled) {
      store.updateDocument(draftId, key, { state: 'cancelled', uploadStartedAt: null, problem: wording('refunds.uploadCancelled') }, at);
    } else if (result.ok) {
      store.updateDocument(draftId, key, { state: 'uploaded', fileId: result.value.fileId, uploadStartedAt: null, problem: null }, at);
      // The service holds it now; the desk keeps only the id (a passenger's documents are not kept longer than needed).
      staging.remove(draftId, key);
      this.deps.logger.info('refunds.document-uploaded', { draftId, bytes: bytes.length });
    } else {
      store.updateDocument(draftId, key, { state: 'failed', uploadStartedAt: null, problem: problemOf(result.error) }, at);
      this.deps.logger.warn('refunds.document-upload-failed', { draftId, error: result.error.kind, code: result.error.kind === 'api' ? result.error.code : undefined });
    }
    store.touch(draftId, at);
    announce();
  }
}

/** One sentence for the document's line: what happened and what to do. */
export function problemOf(error: SentError): Text {
  switch (error.kind) {
    case 'api':
      return wording('refunds.upload.apiRefused', { code: error.code, explanation: error.explanation, nextStep: error.nextStep });
    case 'outcome-unknown':
      return wording('refunds.upload.whatThen', { problem: error.message, then: error.howToVerify });
    case 'unavailable':
      return wording('refunds.upload.whatThen', { problem: error.message, then: error.fix });
    case 'validation':
      return error.message;
    default:
      return wording('refunds.upload.failed', { message: error.message });
  }
}
