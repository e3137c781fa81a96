/**
 * Main's checks of a supporting document before anything leaves: the type from the bytes, the
 * size limit, a whole file, and a PDF's page count.
 */
import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../../../electron/contract/refunds/refund-documents';
import { wordAll } from '../../../electron/contract/words';
import * as checks from '../../../electron/main/desk/refunds/documents/check-document';
import { describeKind } from '../../../electron/main/desk/refunds/documents/document-kind-words';
import { identifyFile, sniffDocumentType } from '../../../electron/main/desk/refunds/documents/document-type';
import { readPdfFacts } from '../../../electron/main/desk/refunds/documents/pdf-facts';
import { makePdf, makePng, SMALL_JPEG } from '../../support/documents';

/** The verdicts as the English screen reads them: main sends wordings, the bridge words them. */
const checkDocument = (...args: Parameters<typeof checks.checkDocument>) => wordAll('en', checks.checkDocument(...args));
const checkDocumentStart = (...args: Parameters<typeof checks.checkDocumentStart>) => wordAll('en', checks.checkDocumentStart(...args));
const checkSize = (...args: Parameters<typeof checks.checkSize>) => wordAll('en', checks.checkSize(...args));

describe('the type comes from the bytes, not the name', () => {
  it('recognises PDF, JPEG and PNG by their signatures', () => {
    expect(sniffDocumentType(makePdf(1))).toBe('application/pdf');
    expect(sniffDocumentType(SMALL_JPEG)).toBe('image/jpeg');
    expect(sniffDocumentType(makePng(4, 4))).toBe('image/png');
  });

  it('accepts a PDF header after whitespace (and a UTF-8 byte-order mark) within the first 1024 bytes, not later', () => {
    expect(sniffDocumentType(Buffer.concat([Buffer.alloc(200, 0x20), makePdf(1)]))).toBe('application/pdf');
    expect(sniffDocumentType(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf, 0x0d, 0x0a]), makePdf(1)]))).toBe('application/pdf');
    expect(sniffDocumentType(Buffer.concat([Buffer.alloc(1100, 0x20), makePdf(1)]))).toBeNull();
  });

  it('says what a refused file looks like, in words', () => {
    const looksLike = (bytes: Buffer) => {
      const kind = identifyFile(bytes);
      return 'other' in kind ? wordAll('en', describeKind(kind.other)) : kind.accepted;
    };
    expect(looksLike(Buffer.from('Dear Sir, the passenger was ill.\n'))).toBe('plain text');
    expect(looksLike(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]))).toMatch(/^a ZIP archive/);
    expect(looksLike(Buffer.from('GIF89a....'))).toBe('a GIF image');
    expect(looksLike(Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic')]))).toMatch(/HEIC/);
    expect(looksLike(Buffer.alloc(0))).toBe('an empty file');
  });

  it('refuses a text file named .pdf on its first chunk, naming the file and the accepted types', () => {
    const verdict = checkDocumentStart('certificate.pdf', Buffer.from('not really a pdf'));
    expect(verdict).toEqual({ ok: false, problem: 'certificate.pdf is not a PDF, JPEG or PNG file: it looks like plain text. Attach the document as PDF, JPEG or PNG.' });
  });
});

describe('size', () => {
  it('refuses an empty file and one over 10 MB, saying how big it is and what to do', () => {
    expect(checkSize('a.pdf', 0)).toMatch(/a\.pdf is empty/);
    expect(checkSize('scan.png', MAX_DOCUMENT_BYTES + 1)).toBe('scan.png is 10.0 MB, over the 10.0 MB limit for one document: scan it at a lower resolution, or split it into several files.');
    expect(checkSize('scan.png', MAX_DOCUMENT_BYTES)).toBeNull();
  });
});

describe('a whole file', () => {
  it('accepts whole documents and reports a PDF\'s pages', () => {
    expect(checkDocument('c.pdf', makePdf(3))).toEqual({ ok: true, type: 'application/pdf', pages: 3 });
    expect(checkDocument('p.jpg', SMALL_JPEG)).toEqual({ ok: true, type: 'image/jpeg', pages: null });
    expect(checkDocument('p.png', makePng(8, 8))).toEqual({ ok: true, type: 'image/png', pages: null });
  });

  it('refuses files cut short (no end marker), saying it may not have finished copying', () => {
    const pdf = checkDocument('c.pdf', makePdf(2, { truncated: true }));
    expect(pdf.ok).toBe(false);
    if (!pdf.ok) expect(pdf.problem).toMatch(/c\.pdf is incomplete \(its PDF end marker is missing\)/);
    expect(checkDocument('p.jpg', SMALL_JPEG.subarray(0, SMALL_JPEG.length - 2)).ok).toBe(false);
    const png = makePng(8, 8);
    expect(checkDocument('p.png', png.subarray(0, png.length - 12)).ok).toBe(false);
  });
});

describe('PDF page count', () => {
  it('reads the root pages node, also when pages are nested under intermediate nodes', () => {
    expect(readPdfFacts(makePdf(1)).pages).toBe(1);
    expect(readPdfFacts(makePdf(7, { nested: true })).pages).toBe(7);
  });

  it('reads it from a compressed object stream (PDF 1.5+ writers)', () => {
    const pdf = makePdf(5, { objectStream: true });
    expect(pdf.includes('/Count 5', 0, 'latin1')).toBe(false);
    expect(readPdfFacts(pdf)).toMatchObject({ pages: 5, complete: true, encrypted: false });
  });

  it('never guesses: an encrypted file whose page tree cannot be read has no count', () => {
    const pdf = makePdf(2, { objectStream: true });
    const encrypted = Buffer.from(pdf.toString('latin1').replace('trailer\n<< /Root 1 0 R >>', 'trailer\n<< /Root 1 0 R /Encrypt 99 0 R >>'), 'latin1');
    expect(readPdfFacts(encrypted)).toMatchObject({ pages: null, complete: true, encrypted: true });
  });
});
