import { DOCUMENT_CHUNK_BYTES } from '@contract/refunds/refund-documents';

/** The byte ranges a file is sent in, each at most DOCUMENT_CHUNK_BYTES. */
export function chunkRanges(size: number, chunk = DOCUMENT_CHUNK_BYTES): { start: number; end: number }[] {
  const ranges: { start: number; end: number }[] = [];
  for (let start = 0; start < size; start += chunk) ranges.push({ start, end: Math.min(size, start + chunk) });
  return ranges;
}

/** Standard Base64 of bytes, built in slices (String.fromCharCode takes a bounded argument list). */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
