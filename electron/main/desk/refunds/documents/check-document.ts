import { describeSize, DOCUMENT_TYPE_NAMES, MAX_DOCUMENT_BYTES, type DocumentType } from '../../../../contract/refunds/refund-documents';
import { describeOtherType, indexOfAscii, sniffDocumentType } from './document-type';
import { readPdfFacts } from './pdf-facts';
import { say } from '../../../i18n/main-language';

/**
 * Main's verdict on a supporting document, before anything leaves the workstation: the type from
 * the bytes (PDF, JPEG, PNG), the size limit, and that the file is whole. Every refusal names the
 * file and says what to do.
 */

export type StartVerdict = { ok: true; type: DocumentType } | { ok: false; problem: string };
export type DocumentVerdict = { ok: true; type: DocumentType; pages: number | null } | { ok: false; problem: string };

export const ACCEPTED_TYPES_IN_WORDS = 'PDF, JPEG or PNG';

export function checkSize(fileName: string, size: number): string | null {
  if (size === 0) return say(`${fileName} is empty (0 bytes): attach the real document.`, `${fileName} 是空文件（0 字节）：请附加真正的文件。`);
  if (size > MAX_DOCUMENT_BYTES) {
    return say(`${fileName} is ${describeSize(size)}, over the ${describeSize(MAX_DOCUMENT_BYTES)} limit for one document: scan it at a lower resolution, or split it into several files.`, `${fileName} 大小为 ${describeSize(size)}，超过单个文件 ${describeSize(MAX_DOCUMENT_BYTES)} 的上限：请用较低分辨率扫描，或拆分成几个文件。`);
  }
  return null;
}

/** Decided on the first chunk, so a wrong file is refused before the rest of it is sent. */
export function checkDocumentStart(fileName: string, head: Uint8Array): StartVerdict {
  const type = sniffDocumentType(head);
  if (type) return { ok: true, type };
  return { ok: false, problem: say(`${fileName} is not a ${ACCEPTED_TYPES_IN_WORDS} file: it looks like ${describeOtherType(head)}. Attach the document as ${ACCEPTED_TYPES_IN_WORDS}.`, `${fileName} 不是 PDF、JPEG 或 PNG 文件：它看起来是${describeOtherType(head)}。请以 PDF、JPEG 或 PNG 格式附加文件。`) };
}

/** Decided once every byte is in. */
export function checkDocument(fileName: string, bytes: Uint8Array): DocumentVerdict {
  const tooBig = checkSize(fileName, bytes.length);
  if (tooBig) return { ok: false, problem: tooBig };
  const start = checkDocumentStart(fileName, bytes.subarray(0, 1024));
  if (!start.ok) return start;
  const incomplete = say(`${fileName} is incomplete (its ${DOCUMENT_TYPE_NAMES[start.type]} end marker is missing): it may not have finished downloading or copying. Open it to check, then attach it again.`, `${fileName} 不完整（缺少 ${DOCUMENT_TYPE_NAMES[start.type]} 结束标记）：可能没有下载或复制完。请打开检查，然后重新附加。`);
  switch (start.type) {
    case 'application/pdf': {
      const facts = readPdfFacts(bytes);
      if (!facts.complete) return { ok: false, problem: incomplete };
      return { ok: true, type: start.type, pages: facts.pages };
    }
    case 'image/jpeg':
      // Cameras may append data after the image: the end-of-image marker must be near the end.
      if (lastIndexOfBytes(bytes.subarray(Math.max(0, bytes.length - 64 * 1024)), [0xff, 0xd9]) < 0) return { ok: false, problem: incomplete };
      return { ok: true, type: start.type, pages: null };
    case 'image/png':
      if (indexOfAscii(bytes.subarray(Math.max(0, bytes.length - 64)), 'IEND') < 0) return { ok: false, problem: incomplete };
      return { ok: true, type: start.type, pages: null };
  }
}

function lastIndexOfBytes(bytes: Uint8Array, needle: readonly number[]): number {
  for (let i = bytes.length - needle.length; i >= 0; i--) {
    if (needle.every((byte, offset) => bytes[i + offset] === byte)) return i;
  }
  return -1;
}
