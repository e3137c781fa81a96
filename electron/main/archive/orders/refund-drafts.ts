import type { RefundDraftOutcome } from '../../../contract/domains/refunds';
import { type DocumentState, type DocumentType, type RefundDocument } from '../../../contract/refunds/refund-documents';
import type { RefundErrorFocus } from '../../../contract/refunds/refund-error-focus';
import { refundFormSchema, type RefundForm } from '../../../contract/refunds/refund-form';
import type { RefundRequestData } from '../../../contract/refunds/refund-request-builder';
import type { SentError } from '../../../contract/result';
import { isWording, wording, type Text } from '../../../contract/words/wording';
import type { ArchiveDatabase } from '../open-archive';
import { OrderFileChanges, type OrderFileChange } from './order-file-changes';

/**
 * Refund drafts, kept in the order file (`orders.sqlite`: WAL, synchronous FULL; its migration 2)
 * beside the order each belongs to, so a draft typed before a crash is there after it.
 *
 * A draft's phase is READ, never stored (migration 7): the order's exactly-once marker
 * (`order_pending_writes`, pending-writes.ts) is the one record of a request on its way. A draft
 * keeps only what is its own: the form, the request as sent and its id (to re-send it unchanged on
 * Check), and the outcome once known. So:
 * - `done`: the draft holds an outcome (the service answered, or a Check proved the first arrived);
 * - `sent` / `outcome-unknown`: the order's RefundRequest marker carries this draft's request id,
 *   and its state is the draft's (a desk that stopped while it was `sent` makes the marker
 *   outcome-unknown when the file opens, and a brought-back marker comes back outcome-unknown);
 * - `editing`: anything else, including a request id no marker holds any more.
 * Two records kept in step could disagree after a crash between them; one record cannot.
 */

export const REFUND_DRAFT_PHASES = ['editing', 'sent', 'outcome-unknown', 'done'] as const;
export type RefundDraftPhase = (typeof REFUND_DRAFT_PHASES)[number];

export interface StoredLastError {
  error: SentError;
  focus: RefundErrorFocus;
  at: string;
}

export interface DraftRow {
  id: number;
  orderId: number;
  /** Read from the order's marker and the draft's outcome (see above), never stored. */
  phase: RefundDraftPhase;
  form: RefundForm;
  sentRequest: RefundRequestData | null;
  requestId: string | null;
  sentAt: string | null;
  checks: number;
  outcome: RefundDraftOutcome | null;
  lastError: StoredLastError | null;
  createdAt: string;
  updatedAt: string;
}

export interface StoredDocument extends RefundDocument {
  sha256: string | null;
}

interface DraftRecord {
  id: number;
  order_id: number;
  /** Not a column: computed by DRAFTS from the marker. */
  phase: RefundDraftPhase;
  form_json: string;
  sent_request_json: string | null;
  request_id: string | null;
  sent_at: string | null;
  checks: number;
  outcome_json: string | null;
  last_error_json: string | null;
  created_at: string;
  updated_at: string;
}

interface DocumentRecord {
  draft_id: number;
  doc_key: string;
  file_name: string | null;
  content_type: string | null;
  size: number;
  received: number;
  pages: number | null;
  preview: string | null;
  sha256: string | null;
  state: DocumentState;
  file_id: string | null;
  problem: string | null;
  upload_started_at: string | null;
}

export type DocumentPatch = Partial<Pick<StoredDocument, 'state' | 'received' | 'pages' | 'contentType' | 'sha256' | 'fileId' | 'problem' | 'uploadStartedAt' | 'size' | 'preview'>>;

const DOCUMENT_COLUMNS: Record<keyof DocumentPatch, string> = {
  state: 'state',
  received: 'received',
  pages: 'pages',
  contentType: 'content_type',
  sha256: 'sha256',
  fileId: 'file_id',
  problem: 'problem',
  uploadStartedAt: 'upload_started_at',
  size: 'size',
  preview: 'preview',
};

/** The marker's operation for a refund: refundRequestOperation.name (a test holds them equal). */
const REFUND_MARKER_OPERATION = 'refundRequest';

/** The marker of the order that carries this draft's request, if any (`d` is the draft). */
const MARKER_OF_DRAFT = `order_pending_writes p ON p.order_id = d.order_id AND p.operation = '${REFUND_MARKER_OPERATION}' AND p.request_id = d.request_id`;

/** Drafts with their phase read as the header says. */
const DRAFTS = `SELECT d.*, CASE WHEN d.outcome_json IS NOT NULL THEN 'done' WHEN p.state IS NOT NULL THEN p.state ELSE 'editing' END AS phase
  FROM refund_drafts d LEFT JOIN ${MARKER_OF_DRAFT}`;

/** The same reading as a condition on `refund_drafts` in an UPDATE: the draft is being edited. */
const IS_EDITING = `outcome_json IS NULL AND NOT EXISTS (SELECT 1 FROM order_pending_writes p WHERE p.order_id = refund_drafts.order_id AND p.operation = '${REFUND_MARKER_OPERATION}' AND p.request_id = refund_drafts.request_id)`;

/** The order's marker now carries this request, just claimed (state sent): the draft may take it. */
const MARKER_JUST_CLAIMED = `EXISTS (SELECT 1 FROM order_pending_writes p WHERE p.order_id = refund_drafts.order_id AND p.operation = '${REFUND_MARKER_OPERATION}' AND p.request_id = ? AND p.state = 'sent')`;

/**
 * Every write goes through the order file's change funnel (order-file-changes.ts), which tells
 * its listeners which draft changed once the write is committed.
 */
export class RefundDraftStore {
  constructor(
    private readonly db: ArchiveDatabase,
    private readonly changes: OrderFileChanges = new OrderFileChanges(db),
  ) {}

  create(orderId: number, form: RefundForm, at: Date): number {
    const stamp = at.toISOString();
    return this.changes.write(
      () => Number(this.db.prepare("INSERT INTO refund_drafts (order_id, form_json, created_at, updated_at) VALUES (?, ?, ?, ?)").run(orderId, JSON.stringify(form), stamp, stamp).lastInsertRowid),
      draftChange,
    );
  }

  get(id: number): DraftRow | null {
    const record = this.db.prepare(`${DRAFTS} WHERE d.id = ?`).get(id) as DraftRecord | undefined;
    return record ? rowOf(record) : null;
  }

  /** Newest first. */
  list(): DraftRow[] {
    return (this.db.prepare(`${DRAFTS} ORDER BY d.updated_at DESC, d.id DESC`).all() as DraftRecord[]).map(rowOf);
  }

  /** How many drafts are being edited (not yet sent), across all orders. */
  countEditing(): number {
    return (this.db.prepare(`SELECT count(*) AS n FROM refund_drafts WHERE ${IS_EDITING}`).get() as { n: number }).n;
  }

  /** The newest draft of an order still being edited. */
  openDraftOf(orderId: number): number | null {
    const record = this.db.prepare(`SELECT id FROM refund_drafts WHERE order_id = ? AND ${IS_EDITING} ORDER BY updated_at DESC, id DESC LIMIT 1`).get(orderId) as { id: number } | undefined;
    return record?.id ?? null;
  }

  /** Saves the form as typed; only while editing (a sent request is never changed). */
  saveForm(id: number, form: RefundForm, at: Date): boolean {
    return this.write(id, () => this.changed(this.db.prepare(`UPDATE refund_drafts SET form_json = ?, updated_at = ? WHERE id = ? AND ${IS_EDITING}`).run(JSON.stringify(form), at.toISOString(), id)));
  }

  /**
   * The draft takes the request the order's marker was just claimed for (in the claim's
   * transaction, order-call.ts `claimed`): only from `editing`, and only when the marker carries
   * `requestId`, so two clicks, two windows or a restart can never send the same draft twice, and
   * a draft never reads "sent" without the marker saying so.
   */
  markSent(id: number, request: RefundRequestData, requestId: string, at: Date): boolean {
    return this.write(id, () =>
      this.changed(
        this.db
          .prepare(`UPDATE refund_drafts SET sent_request_json = ?, request_id = ?, sent_at = ?, checks = 0, outcome_json = NULL, last_error_json = NULL, updated_at = ? WHERE id = ? AND ${IS_EDITING} AND ${MARKER_JUST_CLAIMED}`)
          .run(JSON.stringify(request), requestId, at.toISOString(), at.toISOString(), id, requestId),
      ),
    );
  }

  /**
   * A Check re-sends the same request under a new id (in the recheck claim's transaction, which
   * replaced the outcome-unknown marker with one for `requestId`): counted, and only if the draft
   * still had `previousRequestId` out, so the marker replaced was this draft's.
   */
  markChecking(id: number, previousRequestId: string | null, requestId: string, at: Date): boolean {
    return this.write(id, () =>
      this.changed(
        this.db
          .prepare(`UPDATE refund_drafts SET request_id = ?, checks = checks + 1, updated_at = ? WHERE id = ? AND request_id = ? AND outcome_json IS NULL AND sent_request_json IS NOT NULL AND ${MARKER_JUST_CLAIMED}`)
          .run(requestId, at.toISOString(), id, previousRequestId, requestId),
      ),
    );
  }

  /**
   * No clear answer: the marker (settled in the same transaction) says outcome-unknown; the draft
   * keeps only the reason to show.
   */
  outcomeUnknown(id: number, error: StoredLastError, at: Date): void {
    this.write(id, () => this.db.prepare('UPDATE refund_drafts SET last_error_json = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(error), at.toISOString(), id));
  }

  done(id: number, outcome: RefundDraftOutcome, at: Date): void {
    this.write(id, () => this.db.prepare('UPDATE refund_drafts SET outcome_json = ?, last_error_json = NULL, updated_at = ? WHERE id = ?').run(JSON.stringify(outcome), at.toISOString(), id));
  }

  /** A definite refusal (or nothing was sent): back to editing, with the reason kept to show. */
  refused(id: number, error: StoredLastError, at: Date): void {
    this.write(id, () =>
      this.db
        .prepare('UPDATE refund_drafts SET sent_request_json = NULL, request_id = NULL, sent_at = NULL, last_error_json = ?, updated_at = ? WHERE id = ?')
        .run(JSON.stringify(error), at.toISOString(), id),
    );
  }

  clearLastError(id: number): void {
    this.write(id, () => this.db.prepare('UPDATE refund_drafts SET last_error_json = NULL WHERE id = ?').run(id));
  }

  delete(id: number): void {
    this.write(id, () => this.db.prepare('DELETE FROM refund_drafts WHERE id = ?').run(id));
  }

  touch(id: number, at: Date): void {
    this.write(id, () => this.db.prepare('UPDATE refund_drafts SET updated_at = ? WHERE id = ?').run(at.toISOString(), id));
  }

  // ------------------------------------------------------------ documents

  addDocument(id: number, document: StoredDocument, at: Date): void {
    this.write(id, () => {
      const position = (this.db.prepare('SELECT coalesce(max(position), 0) + 1 AS next FROM refund_draft_documents WHERE draft_id = ?').get(id) as { next: number }).next;
      this.db
        .prepare(
          `INSERT INTO refund_draft_documents (draft_id, doc_key, position, file_name, content_type, size, received, pages, preview, sha256, state, file_id, problem, upload_started_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(id, document.key, position, document.fileName, document.contentType, document.size, document.received, document.pages, document.preview, document.sha256, document.state, document.fileId, problemColumn(document.problem), document.uploadStartedAt, at.toISOString());
    });
  }

  documents(id: number): StoredDocument[] {
    return (this.db.prepare('SELECT * FROM refund_draft_documents WHERE draft_id = ? ORDER BY position').all(id) as DocumentRecord[]).map(documentOf);
  }

  document(id: number, key: string): StoredDocument | null {
    const record = this.db.prepare('SELECT * FROM refund_draft_documents WHERE draft_id = ? AND doc_key = ?').get(id, key) as DocumentRecord | undefined;
    return record ? documentOf(record) : null;
  }

  updateDocument(id: number, key: string, patch: DocumentPatch, at: Date): void {
    const entries = Object.entries(patch)
      .filter(([, value]) => value !== undefined)
      .map(([field, value]) => [field, field === 'problem' ? problemColumn(value as Text | null) : value]) as [keyof DocumentPatch, unknown][];
    if (entries.length === 0) return;
    const sets = entries.map(([field]) => `${DOCUMENT_COLUMNS[field]} = ?`).join(', ');
    this.write(id, () => this.db.prepare(`UPDATE refund_draft_documents SET ${sets}, updated_at = ? WHERE draft_id = ? AND doc_key = ?`).run(...entries.map(([, value]) => value), at.toISOString(), id, key));
  }

  removeDocument(id: number, key: string): void {
    this.write(id, () => this.db.prepare('DELETE FROM refund_draft_documents WHERE draft_id = ? AND doc_key = ?').run(id, key));
  }

  /** Documents waiting for the upload queue, oldest first, across drafts. */
  queued(): { draftId: number; key: string }[] {
    return (this.db.prepare("SELECT draft_id, doc_key FROM refund_draft_documents WHERE state = 'queued' ORDER BY updated_at, position").all() as { draft_id: number; doc_key: string }[]).map((r) => ({ draftId: r.draft_id, key: r.doc_key }));
  }

  /**
   * After a stop mid-work: a document still being received must be attached again (the page that
   * had it is gone); a document that was uploading goes back to the queue, from the bytes main
   * kept. (A draft left `sent` reads outcome unknown already: its marker became so when the file
   * opened, PendingWrites.markOrphansUnknown.)
   */
  recoverAfterStop(at: Date): { interrupted: number; requeued: number } {
    const stamp = at.toISOString();
    // At start, before the screens ask: one transaction, nothing to tell.
    return this.changes.write(() => {
      const interrupted = this.db
        .prepare("UPDATE refund_draft_documents SET state = 'interrupted', problem = ?, updated_at = ? WHERE state = 'receiving'")
        .run(problemColumn(wording('refundDocuments.interrupted')), stamp);
      const requeued = this.db.prepare("UPDATE refund_draft_documents SET state = 'queued', upload_started_at = NULL, updated_at = ? WHERE state = 'uploading'").run(stamp);
      return { interrupted: Number(interrupted.changes), requeued: Number(requeued.changes) };
    }, () => null);
  }

  /** One write to a draft (and its documents), told as a change of that draft once committed. */
  private write<T>(id: number, work: () => T): T {
    return this.changes.write(work, () => draftChange(id));
  }

  private changed(result: { changes: number | bigint }): boolean {
    return Number(result.changes) === 1;
  }
}

function draftChange(draftId: number): OrderFileChange {
  return { kind: 'refund-draft', draftId };
}

function rowOf(record: DraftRecord): DraftRow {
  return {
    id: record.id,
    orderId: record.order_id,
    phase: record.phase,
    // The draft's own rows: a form that no longer parses is a defect, surfaced as one.
    form: refundFormSchema.parse(JSON.parse(record.form_json)),
    sentRequest: record.sent_request_json ? (JSON.parse(record.sent_request_json) as RefundRequestData) : null,
    requestId: record.request_id,
    sentAt: record.sent_at,
    checks: record.checks,
    outcome: record.outcome_json ? (JSON.parse(record.outcome_json) as RefundDraftOutcome) : null,
    lastError: record.last_error_json ? (JSON.parse(record.last_error_json) as StoredLastError) : null,
    createdAt: record.created_at,
    updatedAt: record.updated_at,
  };
}

function documentOf(record: DocumentRecord): StoredDocument {
  return {
    key: record.doc_key,
    fileName: record.file_name,
    contentType: record.content_type as DocumentType | null,
    size: record.size,
    received: record.received,
    pages: record.pages,
    preview: record.preview,
    state: record.state,
    fileId: record.file_id,
    problem: problemOf(record.problem),
    uploadStartedAt: record.upload_started_at,
    sha256: record.sha256,
  };
}

/**
 * A document's problem as stored: main's wording as its JSON (`{"code":…}`), worded when shown, so
 * a switch of language reaches it; text as it came (and every problem stored before wordings) as it
 * is, except the interruption an earlier desk wrote at start in English, read as the wording it now is.
 */
function problemColumn(problem: Text | null): string | null {
  return problem === null || typeof problem === 'string' ? problem : JSON.stringify(problem);
}

function problemOf(column: string | null): Text | null {
  // What recoverAfterStop wrote before it wrote a wording.
  if (column === 'The desk stopped while receiving this file: attach it again.') return wording('refundDocuments.interrupted');
  if (column === null || !column.startsWith('{')) return column;
  try {
    const parsed: unknown = JSON.parse(column);
    return isWording(parsed) ? parsed : column;
  } catch {
    return column;
  }
}
