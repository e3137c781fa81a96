import type { DocumentType } from '../../../../contract/refunds/refund-documents';
import { say } from '../../../i18n/main-language';

/**
 * What a file IS, read from its first bytes (the name and the type the page reports are only what
 * the agent's computer believes): PDF, JPEG or PNG, or a plain description of what it is instead,
 * for a message the agent understands ("a Word document", "plain text").
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** How many leading bytes the type decision needs. */
export const TYPE_SNIFF_BYTES = 1024;

export function sniffDocumentType(head: Uint8Array): DocumentType | null {
  if (startsWith(head, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // Readers accept the PDF header anywhere in the first 1024 bytes (some writers put junk first).
  if (indexOfAscii(head.subarray(0, TYPE_SNIFF_BYTES), '%PDF-') >= 0) return 'application/pdf';
  return null;
}

/** What a refused file looks like, for the message ("It looks like …"). */
export function describeOtherType(head: Uint8Array): string {
  if (head.length === 0) return say('an empty file', '空文件');
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return say('a ZIP archive (Word, Excel and other Office documents are ZIP archives)', ' ZIP 压缩包（Word、Excel 等 Office 文件都是 ZIP 压缩包）');
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0])) return say('an old Office document (.doc, .xls)', '旧版 Office 文件（.doc、.xls）');
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return say('a GIF image', ' GIF 图片');
  if (startsWith(head, [0x42, 0x4d])) return say('a BMP image', ' BMP 图片');
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return say('a TIFF image', ' TIFF 图片');
  if (head.length >= 12 && ascii(head.subarray(4, 8)) === 'ftyp') {
    const brand = ascii(head.subarray(8, 12));
    return /^(heic|heix|mif1|msf1|avif)$/.test(brand) ? say('a HEIC/AVIF photo (save it as JPEG first)', ' HEIC/AVIF 照片（请先另存为 JPEG）') : say('a video or MP4-family file', '视频或 MP4 类文件');
  }
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && head.length >= 12 && ascii(head.subarray(8, 12)) === 'WEBP') return say('a WebP image (save it as JPEG or PNG first)', ' WebP 图片（请先另存为 JPEG 或 PNG）');
  if (looksLikeText(head)) return say('plain text', '纯文本');
  return say('a file of another kind', '其他类型的文件');
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

export function indexOfAscii(bytes: Uint8Array, needle: string, from = 0): number {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(needle, from, 'latin1');
}

function ascii(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}
