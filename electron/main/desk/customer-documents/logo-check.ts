import { PDFDocument } from 'pdf-lib';
import { MAX_LOGO_BYTES } from '../../../contract/domains/letterhead';
import type { SentIssue } from '../../../contract/result';
import { wording } from '../../../contract/words';
import { jpegIsWhole, pngIsWhole } from './image-structure';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/**
 * What a logo really is, by its first bytes (never by the name or the type the page declared), and
 * whether it can be drawn: its structure is read whole (image-structure.ts), then it is embedded
 * once in a throwaway PDF, as every document will embed it, so a damaged image is refused in
 * Settings, not found when a customer's document is made.
 */
export async function checkLogo(bytes: Uint8Array): Promise<{ ok: true; type: 'png' | 'jpeg' } | { ok: false; issue: SentIssue }> {
  if (bytes.length > MAX_LOGO_BYTES) {
    return { ok: false, issue: { field: 'logo', rule: 'logo-size', message: wording('documentDesk.logo.tooLarge', { size: kib(bytes.length), max: kib(MAX_LOGO_BYTES) }) } };
  }
  const type = startsWith(bytes, PNG) ? 'png' : startsWith(bytes, JPEG) ? 'jpeg' : null;
  if (!type) return { ok: false, issue: { field: 'logo', rule: 'logo-png-or-jpeg', message: wording('documentDesk.logo.notAnImage') } };
  if (!(type === 'png' ? pngIsWhole(bytes) : jpegIsWhole(bytes))) return { ok: false, issue: unreadable() };
  try {
    const probe = await PDFDocument.create();
    if (type === 'png') await probe.embedPng(bytes);
    else await probe.embedJpg(bytes);
  } catch {
    return { ok: false, issue: unreadable() };
  }
  return { ok: true, type };
}

function unreadable(): SentIssue {
  return { field: 'logo', rule: 'logo-readable', message: wording('documentDesk.logo.unreadable') };
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}

function kib(bytes: number): string {
  return `${Math.ceil(bytes / 1024)} KB`;
}
