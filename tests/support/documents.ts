/**
 * Real supporting documents for tests, made here rather than stored: PDFs with a known number of
 * pages (plain, or with the page tree inside a compressed object stream as PDF 1.5+ writers do),
 * PNGs of a given size, and one small JPEG (a 64×40 screenshot encoded by Chromium).
 */
import { crc32, deflateSync } from 'node:zlib';

export const SMALL_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAoAEADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAUG/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/EABcBAQEBAQAAAAAAAAAAAAAAAAAGBwT/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwDNgLFzgAKgDPVyAAlgNCQwACoAz1cgAJYDQkMAAqAM9XIAD//Z',
  'base64',
);

/** A PNG of one colour (truecolour, 8 bits), `padding` bytes of extra text chunk to reach a size. */
export function makePng(width: number, height: number, rgb: [number, number, number] = [40, 120, 200], padding = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const chunks = [chunk('IHDR', header), ...(padding > 0 ? [chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padding, 0x61)]))] : []), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))];
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

export interface PdfOptions {
  /** Put the page tree in a Flate-compressed object stream (PDF 1.5+), as most writers do today. */
  objectStream?: boolean;
  /** Leave out the end marker, as a file cut short while copying. */
  truncated?: boolean;
  /** Pages nested under an intermediate /Pages node (large documents are built this way). */
  nested?: boolean;
}

/** A PDF with `pages` pages, each saying its number. */
export function makePdf(pages: number, options: PdfOptions = {}): Buffer {
  const pageIds = Array.from({ length: pages }, (_, index) => 4 + index);
  const contentId = 4 + pages;
  const objects = new Map<number, string>();
  objects.set(1, '<< /Type /Catalog /Pages 2 0 R >>');
  if (options.nested && pages > 1) {
    const half = Math.ceil(pages / 2);
    const innerId = contentId + 1;
    objects.set(2, `<< /Type /Pages /Kids [${pageIds.slice(0, half).map((id) => `${id} 0 R`).join(' ')} ${innerId} 0 R] /Count ${pages} >>`);
    objects.set(innerId, `<< /Type /Pages /Parent 2 0 R /Kids [${pageIds.slice(half).map((id) => `${id} 0 R`).join(' ')}] /Count ${pages - half} >>`);
    pageIds.forEach((id, index) => objects.set(id, `<< /Type /Page /Parent ${index < half ? 2 : innerId} 0 R /MediaBox [0 0 595 842] /Contents ${contentId} 0 R >>`));
  } else {
    objects.set(2, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`);
    pageIds.forEach((id) => objects.set(id, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${contentId} 0 R >>`));
  }
  const stream = 'BT /F1 24 Tf 72 720 Td (Medical certificate) Tj ET';
  const parts: string[] = ['%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'];
  const content = `${contentId} 0 obj\n<< /Length ${stream.length} >>\nstream\n${stream}\nendstream\nendobj\n`;
  if (options.objectStream) {
    const inStream = [...objects.entries()].filter(([id]) => id !== 1);
    let offsets = '';
    let body = '';
    for (const [id, text] of inStream) {
      offsets += `${id} ${body.length} `;
      body += `${text}\n`;
    }
    const raw = Buffer.from(offsets + body, 'latin1');
    const compressed = deflateSync(raw);
    const streamId = contentId + 10;
    parts.push(`1 0 obj\n${objects.get(1)}\nendobj\n`);
    parts.push(content);
    const header = `${streamId} 0 obj\n<< /Type /ObjStm /N ${inStream.length} /First ${offsets.length} /Length ${compressed.length} /Filter /FlateDecode >>\nstream\n`;
    const tail = `\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n${options.truncated ? '' : '%%EOF\n'}`;
    return Buffer.concat([Buffer.from(parts.join('') + header, 'latin1'), compressed, Buffer.from(tail, 'latin1')]);
  }
  for (const [id, text] of [...objects.entries()].sort(([a], [b]) => a - b)) parts.push(`${id} 0 obj\n${text}\nendobj\n`);
  parts.push(content);
  parts.push(`trailer\n<< /Root 1 0 R /Size ${contentId + 2} >>\n${options.truncated ? '' : '%%EOF\n'}`);
  return Buffer.from(parts.join(''), 'latin1');
}
