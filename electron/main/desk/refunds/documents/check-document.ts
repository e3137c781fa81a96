import { describeSize, DOCUMENT_TYPE_NAMES, MAX_DOCUMENT_BYTES, type DocumentType } from '../../../../contract/refunds/refund-documents';
import { describeKind } from './document-kind-words';
import { readDocumentFacts, type DocumentFacts } from './document-facts';
import { identifyFile, TYPE_SNIFF_BYTES } from './document-type';
import { MAX_NESTING } from './pdf-facts';
import { wording, type Text, type Wording } from '../../../../contract/words';

/**
 * Main's verdict on a supporting document, before anything leaves the workstation: the type from
 * the bytes (PDF, JPEG, PNG; programs, archives and web pages named as what they are), the size
 * limit, that the file is whole, and that a PDF has the structure a PDF reader needs and could be
 * read within the time budget. Every refusal names the file and the rule, and says what to do.
 */

export type StartVerdict = { ok: true; type: DocumentType } | { ok: false; problem: Wording };
export type DocumentVerdict = { ok: true; type: DocumentType; pages: number | null } | { ok: false; problem: Wording };

/**
 * How long reading one document may take. A real 10 MB PDF is read in well under half a second
 * (the reader is linear); a file that needs longer was made to be slow, or is damaged beyond what
 * the desk should send. Short enough that a refusal comes within 2 seconds of the last byte.
 */
export const DOCUMENT_CHECK_BUDGET_MS = 1500;

export function checkSize(fileName: string, size: number): Wording | null {
  if (size === 0) return wording('refundDocuments.empty', { fileName });
  if (size > MAX_DOCUMENT_BYTES) return wording('refundDocuments.tooBig', { fileName, size: describeSize(size), limit: describeSize(MAX_DOCUMENT_BYTES) });
  return null;
}

/** Decided on the first chunk, so a wrong file is refused before the rest of it is sent. */
export function checkDocumentStart(fileName: string, head: Uint8Array): StartVerdict {
  const kind = identifyFile(head.subarray(0, TYPE_SNIFF_BYTES));
  if ('accepted' in kind) return { ok: true, type: kind.accepted };
  return { ok: false, problem: notADocument(fileName, describeKind(kind.other)) };
}

/** The verdict on facts read from the whole file (in the document-check worker). */
export function judgeDocument(fileName: string, facts: DocumentFacts): DocumentVerdict {
  const tooBig = checkSize(fileName, facts.size);
  if (tooBig) return { ok: false, problem: tooBig };
  if (!('accepted' in facts.kind)) return { ok: false, problem: notADocument(fileName, describeKind(facts.kind.other)) };
  const type = facts.kind.accepted;
  const incomplete = wording('refundDocuments.incomplete', { fileName, type: DOCUMENT_TYPE_NAMES[type] });
  if (type !== 'application/pdf') return facts.whole ? { ok: true, type, pages: null } : { ok: false, problem: incomplete };
  const reading = facts.pdf;
  if (!reading) throw new Error('the facts of a PDF always carry its reading');
  if (!reading.ok) return { ok: false, problem: reading.stopped === 'time' ? tooSlow(fileName) : tooDeep(fileName) };
  if (!reading.facts.complete) return { ok: false, problem: incomplete };
  if (reading.facts.objects === 0 || !reading.facts.catalogue) {
    return { ok: false, problem: wording('refundDocuments.notAReadablePdf', { fileName, missing: reading.facts.objects === 0 ? 'objects' : 'catalogue' }) };
  }
  return { ok: true, type, pages: reading.facts.pages };
}

/** The same verdict in one call on this thread (for tests; the desk reads in the worker, see document-checker.ts). */
export function checkDocument(fileName: string, bytes: Uint8Array): DocumentVerdict {
  return judgeDocument(fileName, readDocumentFacts(bytes));
}

/** The refusal when the check ran past its budget (in the worker, or stopped by main). */
export function tooSlow(fileName: string): Wording {
  return wording('refundDocuments.tooSlow', { fileName, seconds: DOCUMENT_CHECK_BUDGET_MS / 1000 });
}

/** The refusal when the check itself failed (the worker stopped: out of memory, or the file vanished). */
export function checkFailed(fileName: string, why: Text): Wording {
  return wording('refundDocuments.checkFailed', { fileName, why });
}

function tooDeep(fileName: string): Wording {
  return wording('refundDocuments.tooDeep', { fileName, levels: MAX_NESTING });
}

function notADocument(fileName: string, looksLike: Wording): Wording {
  return wording('refundDocuments.notADocument', { fileName, looksLike });
}
