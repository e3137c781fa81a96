import { closeSync, existsSync, fstatSync, mkdirSync, openSync, readFileSync, readSync, rmSync, statSync, writeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocumentType } from '../../../../contract/refunds/refund-documents';
import { checkDocumentStart, checkFailed, judgeDocument, tooSlow } from './check-document';
import { DocumentChecker } from './document-checker';
import { wording, type Wording } from '../../../../contract/words';

/**
 * The bytes of a refund's supporting documents while main holds them: one private file per
 * document under `<data>/refund-documents/<draft>/<key>`, written chunk by chunk as the page sends
 * them, checked on the first chunk (type) and once complete (size, whole, pages: read in a worker
 * thread, never on main's event loop, see document-checker.ts), and kept until
 * the draft is done with, so that an upload interrupted by a crash or a restart resumes from these
 * bytes without the agent attaching the file again.
 */

export type ChunkOutcome = { ok: true; received: number } | { ok: false; problem: Wording };
export type StagedDocument = { ok: true; type: DocumentType; pages: number | null; sha256: string; size: number } | { ok: false; problem: Wording };

const KEY = /^[a-z0-9-]{1,64}$/;

export class DocumentStaging {
  constructor(
    private readonly directory: string,
    private readonly checker: DocumentChecker = new DocumentChecker(),
  ) {}

  /** Stops any check still running (the desk is closing). */
  close(): Promise<void> {
    return this.checker.close();
  }

  /** Starts (or restarts) a document: an empty private file. */
  begin(draftId: number, key: string): void {
    const folder = this.folder(draftId);
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    closeSync(openSync(this.pathOf(draftId, key), 'w', 0o600));
  }

  /** Bytes held so far; 0 when nothing is staged. */
  received(draftId: number, key: string): number {
    const path = this.pathOf(draftId, key);
    return existsSync(path) ? statSync(path).size : 0;
  }

  /**
   * Appends a chunk at `offset`. The offset must be where the file ends (a chunk sent again after
   * a lost answer, already written, is accepted once without writing it twice); the first chunk
   * must start like a PDF, JPEG or PNG; the file may not grow past its declared size.
   */
  append(draftId: number, key: string, fileName: string, offset: number, bytes: Uint8Array, declaredSize: number): ChunkOutcome {
    const path = this.pathOf(draftId, key);
    if (!existsSync(path)) return { ok: false, problem: wording('refundDocuments.notReceiving', { fileName }) };
    const descriptor = openSync(path, 'r+');
    try {
      const size = fstatSync(descriptor).size;
      if (offset + bytes.length <= size && sameBytes(descriptor, offset, bytes)) return { ok: true, received: size };
      if (offset !== size) return { ok: false, problem: wording('refundDocuments.partMissing', { fileName, expected: size, got: offset }) };
      if (size + bytes.length > declaredSize) return { ok: false, problem: wording('refundDocuments.largerThanAnnounced', { fileName, declared: declaredSize }) };
      if (offset === 0) {
        const start = checkDocumentStart(fileName, bytes.subarray(0, 1024));
        if (!start.ok) return start;
      }
      writeSync(descriptor, bytes, 0, bytes.length, offset);
      return { ok: true, received: size + bytes.length };
    } finally {
      closeSync(descriptor);
    }
  }

  /** The whole file, checked (off main's event loop); flushed to disk so a crash right after keeps it. */
  async finish(draftId: number, key: string, fileName: string, declaredSize: number): Promise<StagedDocument> {
    const path = this.pathOf(draftId, key);
    if (!existsSync(path)) return { ok: false, problem: wording('refundDocuments.notReceiving', { fileName }) };
    const size = statSync(path).size;
    if (size !== declaredSize) return { ok: false, problem: wording('refundDocuments.arrivedIncomplete', { fileName, size, declared: declaredSize }) };
    const checked = await this.checker.check(path);
    if (!checked.ok) return { ok: false, problem: checked.stopped === 'time' ? tooSlow(fileName) : checkFailed(fileName, checked.detail) };
    const verdict = judgeDocument(fileName, checked.facts);
    if (!verdict.ok) return verdict;
    // The size the worker read must be the size received: a file changed under it is not the one checked.
    if (checked.facts.size !== declaredSize) return { ok: false, problem: checkFailed(fileName, wording('refundDocuments.changedWhileChecked')) };
    const handle = await open(path, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    return { ok: true, type: verdict.type, pages: verdict.pages, sha256: checked.sha256, size: declaredSize };
  }

  read(draftId: number, key: string): Buffer | null {
    const path = this.pathOf(draftId, key);
    return existsSync(path) ? readFileSync(path) : null;
  }

  remove(draftId: number, key: string): void {
    rmSync(this.pathOf(draftId, key), { force: true });
  }

  removeDraft(draftId: number): void {
    rmSync(this.folder(draftId), { recursive: true, force: true });
  }

  private folder(draftId: number): string {
    if (!Number.isSafeInteger(draftId) || draftId <= 0) throw new RangeError('draftId must be a positive integer');
    return join(this.directory, String(draftId));
  }

  private pathOf(draftId: number, key: string): string {
    if (!KEY.test(key)) throw new RangeError('document key must be lower-case letters, digits and dashes');
    return join(this.folder(draftId), key);
  }
}

function sameBytes(descriptor: number, offset: number, bytes: Uint8Array): boolean {
  if (bytes.length === 0) return true;
  const existing = Buffer.alloc(bytes.length);
  readSync(descriptor, existing, 0, bytes.length, offset);
  return existing.equals(bytes);
}
