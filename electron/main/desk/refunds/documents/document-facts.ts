import { identifyFile, type FileKind } from './document-type';
import { readPdf, type PdfReading } from './pdf-facts';

/**
 * Everything the desk reads from a document's bytes, as facts without words: what kind of file
 * it is, whether its end marker is there, and for a PDF what the linear reader found (or why it
 * stopped). Read in the document-check worker, off main's event loop; main words the verdict
 * (check-document.ts), in the desk's language.
 */
export interface DocumentFacts {
  size: number;
  kind: FileKind;
  /** JPEG and PNG: the end marker is where it belongs (PDFs: see `pdf.facts.complete`). */
  whole: boolean;
  /** PDFs only. */
  pdf: PdfReading | null;
}

const JPEG_END = Buffer.from([0xff, 0xd9]);

export function readDocumentFacts(bytes: Uint8Array, options: { deadline?: number } = {}): DocumentFacts {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kind = identifyFile(buffer);
  const facts: DocumentFacts = { size: buffer.length, kind, whole: false, pdf: null };
  if (!('accepted' in kind)) return facts;
  switch (kind.accepted) {
    case 'application/pdf':
      return { ...facts, pdf: readPdf(buffer, options) };
    case 'image/jpeg':
      // Cameras may append data after the image: the end-of-image marker must be near the end.
      return { ...facts, whole: buffer.subarray(Math.max(0, buffer.length - 64 * 1024)).includes(JPEG_END) };
    case 'image/png':
      return { ...facts, whole: buffer.subarray(Math.max(0, buffer.length - 64)).includes('IEND', 0, 'latin1') };
  }
}
