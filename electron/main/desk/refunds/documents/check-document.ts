import { describeSize, DOCUMENT_TYPE_NAMES, MAX_DOCUMENT_BYTES, type DocumentType } from '../../../../contract/refunds/refund-documents';
import { describeKind } from './document-kind-words';
import { readDocumentFacts, type DocumentFacts } from './document-facts';
import { identifyFile, TYPE_SNIFF_BYTES } from './document-type';
import { MAX_NESTING } from './pdf-facts';
import { say } from '../../../i18n/main-language';

/**
 * Main's verdict on a supporting document, before anything leaves the workstation: the type from
 * the bytes (PDF, JPEG, PNG; programs, archives and web pages named as what they are), the size
 * limit, that the file is whole, and that a PDF has the structure a PDF reader needs and could be
 * read within the time budget. Every refusal names the file and the rule, and says what to do.
 */

export type StartVerdict = { ok: true; type: DocumentType } | { ok: false; problem: string };
export type DocumentVerdict = { ok: true; type: DocumentType; pages: number | null } | { ok: false; problem: string };

export const ACCEPTED_TYPES_IN_WORDS = 'PDF, JPEG or PNG';

/**
 * How long reading one document may take. A real 10 MB PDF is read in well under half a second
 * (the reader is linear); a file that needs longer was made to be slow, or is damaged beyond what
 * the desk should send. Short enough that a refusal comes within 2 seconds of the last byte.
 */
export const DOCUMENT_CHECK_BUDGET_MS = 1500;

export function checkSize(fileName: string, size: number): string | null {
  if (size === 0) return say(`${fileName} is empty (0 bytes): attach the real document.`, `${fileName} 是空文件（0 字节）：请附加真正的文件。`);
  if (size > MAX_DOCUMENT_BYTES) {
    return say(`${fileName} is ${describeSize(size)}, over the ${describeSize(MAX_DOCUMENT_BYTES)} limit for one document: scan it at a lower resolution, or split it into several files.`, `${fileName} 大小为 ${describeSize(size)}，超过单个文件 ${describeSize(MAX_DOCUMENT_BYTES)} 的上限：请用较低分辨率扫描，或拆分成几个文件。`);
  }
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
  const incomplete = say(`${fileName} is incomplete (its ${DOCUMENT_TYPE_NAMES[type]} end marker is missing): it may not have finished downloading or copying. Open it to check, then attach it again.`, `${fileName} 不完整（缺少 ${DOCUMENT_TYPE_NAMES[type]} 结束标记）：可能没有下载或复制完。请打开检查，然后重新附加。`);
  if (type !== 'application/pdf') return facts.whole ? { ok: true, type, pages: null } : { ok: false, problem: incomplete };
  const reading = facts.pdf;
  if (!reading) throw new Error('the facts of a PDF always carry its reading');
  if (!reading.ok) return { ok: false, problem: reading.stopped === 'time' ? tooSlow(fileName) : tooDeep(fileName) };
  if (!reading.facts.complete) return { ok: false, problem: incomplete };
  if (reading.facts.objects === 0 || !reading.facts.catalogue) {
    return {
      ok: false,
      problem: say(
        `${fileName} starts like a PDF but is not one a PDF reader can open (it has ${reading.facts.objects === 0 ? 'no PDF objects' : 'no document catalogue'}). If it is a real document, open it and print or save it again as PDF, then attach the new file.`,
        `${fileName} 开头像 PDF，但 PDF 阅读器无法打开（${reading.facts.objects === 0 ? '没有 PDF 对象' : '没有文档目录'}）。如果它是真正的文件，请打开后重新打印或另存为 PDF，再附加新文件。`,
      ),
    };
  }
  return { ok: true, type, pages: reading.facts.pages };
}

/** The same verdict in one call on this thread (for tests; the desk reads in the worker, see document-checker.ts). */
export function checkDocument(fileName: string, bytes: Uint8Array): DocumentVerdict {
  return judgeDocument(fileName, readDocumentFacts(bytes));
}

/** The refusal when the check ran past its budget (in the worker, or stopped by main). */
export function tooSlow(fileName: string): string {
  const seconds = DOCUMENT_CHECK_BUDGET_MS / 1000;
  return say(
    `${fileName} could not be checked within ${seconds} seconds, the limit for one document: it is damaged, or built to slow the desk down. Open it and print or save it again as PDF, then attach the new file.`,
    `${fileName} 无法在单个文件的 ${seconds} 秒检查时限内完成检查：文件已损坏，或是被特意做成拖慢工作台的文件。请打开后重新打印或另存为 PDF，再附加新文件。`,
  );
}

/** The refusal when the check itself failed (the worker stopped: out of memory, or the file vanished). */
export function checkFailed(fileName: string, why: string): string {
  return say(
    `${fileName} could not be checked (${why}): the desk sends no document it has not checked. Attach it again; if this happens again, open it and print or save it again as PDF, then attach the new file.`,
    `无法检查 ${fileName}（${why}）：工作台不会发送未经检查的文件。请重新附加；如果再次出现，请打开后重新打印或另存为 PDF，再附加新文件。`,
  );
}

function tooDeep(fileName: string): string {
  return say(
    `${fileName} is a damaged PDF: its objects are nested more than ${MAX_NESTING} levels deep, which no real document needs. Open it and print or save it again as PDF, then attach the new file.`,
    `${fileName} 是损坏的 PDF：其对象嵌套超过 ${MAX_NESTING} 层，真正的文件不需要这样。请打开后重新打印或另存为 PDF，再附加新文件。`,
  );
}

function notADocument(fileName: string, looksLike: string): string {
  return say(`${fileName} is not a ${ACCEPTED_TYPES_IN_WORDS} file: it looks like ${looksLike}. Attach the document as ${ACCEPTED_TYPES_IN_WORDS}.`, `${fileName} 不是 PDF、JPEG 或 PNG 文件：它看起来是${looksLike}。请以 PDF、JPEG 或 PNG 格式附加文件。`);
}
