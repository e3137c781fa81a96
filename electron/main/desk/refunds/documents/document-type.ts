import type { DocumentType } from '../../../../contract/refunds/refund-documents';

/**
 * What a file IS, read from its first bytes (the name and the type the page reports are only what
 * the agent's computer believes). Either one of the three document types the desk takes, or what
 * it is instead, as a kind the message names ("a Windows program", "a ZIP archive", "a web
 * page"): programs, archives and web pages are never taken, whatever they also contain.
 *
 * A PDF is a file whose header a PDF reader accepts, at the start: `%PDF-1.x` or `%PDF-2.x`, with
 * only a UTF-8 byte-order mark and whitespace allowed before it (some writers and mail gateways
 * put them there). Adobe Reader and pdf.js also look for the header anywhere in the first 1,024
 * bytes; the desk does not, because that is what lets a program, a web page or an archive carry a
 * PDF header and pass for a PDF (issue 21). Kinds are told apart here, this module makes no words:
 * it also runs in the document-check worker, which has no language; `document-kind-words.ts` words them.
 */

/** What a refused file is. */
export const OTHER_KINDS = [
  'empty',
  'windows-program',
  'linux-program',
  'mac-program',
  'java-class',
  'windows-shortcut',
  'zip',
  'java-archive',
  'office-document',
  'old-office-document',
  'rar',
  '7z',
  'gzip',
  'bzip2',
  'xz',
  'zstd',
  'tar',
  'cab',
  'web-page',
  'svg',
  'script',
  'misplaced-pdf-header',
  'gif',
  'bmp',
  'tiff',
  'heic',
  'video',
  'webp',
  'text',
  'other',
] as const;
export type OtherKind = (typeof OTHER_KINDS)[number];

export type FileKind = { accepted: DocumentType } | { other: OtherKind };

/** How many leading bytes the type decision needs. */
export const TYPE_SNIFF_BYTES = 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const UTF8_BOM = [0xef, 0xbb, 0xbf];

export function identifyFile(bytes: Uint8Array): FileKind {
  const head = bytes.subarray(0, TYPE_SNIFF_BYTES);
  if (startsWith(head, PNG_SIGNATURE)) return { accepted: 'image/png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { accepted: 'image/jpeg' };
  if (hasPdfHeader(head)) return { accepted: 'application/pdf' };
  return { other: otherKind(head) };
}

/** The document type, or null (the first-chunk check). */
export function sniffDocumentType(head: Uint8Array): DocumentType | null {
  const kind = identifyFile(head);
  return 'accepted' in kind ? kind.accepted : null;
}

/** `%PDF-1.x` / `%PDF-2.x` after nothing but an optional UTF-8 BOM and whitespace, within the first 1,024 bytes. */
function hasPdfHeader(head: Uint8Array): boolean {
  const at = startOfContent(head);
  return at + 8 <= head.length && /^%PDF-[12]\.\d$/.test(ascii(head.subarray(at, at + 8)));
}

/** Where the content starts after an optional UTF-8 byte-order mark and whitespace (PDF's: NUL is not allowed here). */
function startOfContent(head: Uint8Array): number {
  let at = startsWith(head, UTF8_BOM) ? UTF8_BOM.length : 0;
  while (at < head.length && [0x09, 0x0a, 0x0c, 0x0d, 0x20].includes(head[at] as number)) at += 1;
  return at;
}

/** Magic numbers first (they decide, whatever follows), then markup and scripts, then text. */
function otherKind(head: Uint8Array): OtherKind {
  if (head.length === 0) return 'empty';
  // "MZ": every Windows program (.exe, .dll, .scr) and DOS program starts so.
  if (startsWith(head, [0x4d, 0x5a])) return 'windows-program';
  if (startsWith(head, [0x7f, 0x45, 0x4c, 0x46])) return 'linux-program';
  if ([[0xfe, 0xed, 0xfa, 0xce], [0xfe, 0xed, 0xfa, 0xcf], [0xce, 0xfa, 0xed, 0xfe], [0xcf, 0xfa, 0xed, 0xfe]].some((magic) => startsWith(head, magic))) return 'mac-program';
  // CAFEBABE: a Mach-O universal binary or a Java class: a universal binary gives a small count of architectures next.
  if (startsWith(head, [0xca, 0xfe, 0xba, 0xbe])) return head.length >= 8 && (head[4] ?? 0) === 0 && (head[5] ?? 0) === 0 && (head[6] ?? 0) === 0 && (head[7] ?? 0) < 0x20 ? 'mac-program' : 'java-class';
  if (startsWith(head, [0x4c, 0x00, 0x00, 0x00, 0x01, 0x14, 0x02, 0x00])) return 'windows-shortcut';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]) || startsWith(head, [0x50, 0x4b, 0x07, 0x08])) return zipKind(head);
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'old-office-document';
  if (startsWith(head, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07])) return 'rar';
  if (startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return '7z';
  if (startsWith(head, [0x1f, 0x8b])) return 'gzip';
  if (startsWith(head, [0x42, 0x5a, 0x68])) return 'bzip2';
  if (startsWith(head, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])) return 'xz';
  if (startsWith(head, [0x28, 0xb5, 0x2f, 0xfd])) return 'zstd';
  if (head.length >= 262 && ascii(head.subarray(257, 262)) === 'ustar') return 'tar';
  if (startsWith(head, [0x4d, 0x53, 0x43, 0x46])) return 'cab';
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(head, [0x42, 0x4d])) return 'bmp';
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (head.length >= 12 && ascii(head.subarray(4, 8)) === 'ftyp') return /^(heic|heix|mif1|msf1|avif)$/.test(ascii(head.subarray(8, 12))) ? 'heic' : 'video';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && head.length >= 12 && ascii(head.subarray(8, 12)) === 'WEBP') return 'webp';
  const text = ascii(head.subarray(startOfContent(head))).toLowerCase();
  if (/^<(!doctype\s+html|html|head|body|script|iframe|meta|title|a\s|div|img|form|object|embed)[\s>/]/.test(text)) return 'web-page';
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype\s+svg[^>]*>\s*)?<svg[\s>]/.test(text)) return 'svg';
  if (text.startsWith('#!')) return 'script';
  // Markup that runs code anywhere in the first kilobyte: a browser would run it; so would the service's portal.
  if (/<script[\s>]|<iframe[\s>]|javascript:|<[a-z][^<>]*\son[a-z]+\s*=/.test(text)) return 'web-page';
  if (ascii(head).includes('%PDF-')) return 'misplaced-pdf-header';
  if (looksLikeText(head)) return 'text';
  return 'other';
}

/** A ZIP's first entry names what it is: a Java archive (META-INF/), an Office document (Word, Excel, PowerPoint), or just an archive. */
function zipKind(head: Uint8Array): OtherKind {
  const names = ascii(head);
  if (/META-INF\/|\.class/.test(names)) return 'java-archive';
  if (/\[Content_Types\]\.xml|word\/|xl\/|ppt\/|mimetypeapplication\/vnd\.oasis/.test(names)) return 'office-document';
  return 'zip';
}

function looksLikeText(head: Uint8Array): boolean {
  const sample = head.subarray(0, 512);
  let printable = 0;
  for (const byte of sample) if (byte === 9 || byte === 10 || byte === 13 || (byte >= 32 && byte < 127) || byte >= 0xc2) printable += 1;
  return sample.length > 0 && printable / sample.length > 0.95;
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}
