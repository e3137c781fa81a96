/**
 * Supporting documents of a refund: which files the desk takes, how big, and how their bytes
 * travel from the page to main. Main decides (it reads the bytes); the renderer uses the same
 * numbers to refuse an over-size file before sending a single chunk.
 */

import type { Text } from '../words/wording';

export type DocumentType = 'application/pdf' | 'image/jpeg' | 'image/png';

export const DOCUMENT_TYPE_NAMES: Readonly<Record<DocumentType, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};

/**
 * 10 MiB per file. The service publishes no limit; scans of a medical certificate or a visa
 * refusal are well under it, and the Base64 upload (×4/3) stays under 14 MiB on the wire.
 */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/**
 * Raw bytes per chunk from the page to main. Browser mode's host refuses request bodies over
 * 1 MiB; 512 KiB of bytes is 683 KiB as Base64, well under it with the JSON around it. Electron's
 * IPC takes the same chunks, so both transports behave the same (and show the same progress).
 */
export const DOCUMENT_CHUNK_BYTES = 512 * 1024;

/** A preview the page made of an image (a small JPEG or PNG as a data: URL, which the CSP allows). */
export const MAX_PREVIEW_CHARS = 64 * 1024;

/** Where a document is: on its way to main, checked, on its way to the service, or done. */
export type DocumentState = 'receiving' | 'checked' | 'queued' | 'uploading' | 'uploaded' | 'failed' | 'cancelled' | 'interrupted' | 'pasted';

export interface RefundDocument {
  /** The draft's own key for the document (stable across restarts). */
  key: string;
  /** As the agent's computer named it; pasted ids have none. */
  fileName: string | null;
  contentType: DocumentType | null;
  size: number;
  /** Bytes main holds so far (equals `size` once checked). */
  received: number;
  /** PDFs: the page count main read; null when unknown or not a PDF. */
  pages: number | null;
  /** Images: a small data: URL made by the page; null otherwise. */
  preview: string | null;
  state: DocumentState;
  /** The service's id once uploaded, or the pasted id. */
  fileId: string | null;
  /** Why it failed or was interrupted: main's wording (stored with its code, worded when shown) or words as they came. */
  problem: Text | null;
  /** When the upload to the service started (ISO), while it runs: the page shows the elapsed time. */
  uploadStartedAt: string | null;
}

export function describeSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
