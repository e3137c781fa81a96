import { gunzipSync } from 'node:zlib';

/**
 * Decompresses a whole gzip body in one output buffer sized from the gzip trailer (ISIZE, the
 * uncompressed length mod 2³²), avoiding zlib's default 16 KiB chunk-and-concatenate. This is
 * how main-side decompression is measured; in the desk, fetch decompresses as the bytes arrive.
 */
export function gunzipToText(gzipped: Buffer): string {
  const size = gzipped.length >= 4 ? gzipped.readUInt32LE(gzipped.length - 4) : 0;
  const chunkSize = Math.min(Math.max(size + 64, 64 * 1024), 256 * 1024 * 1024);
  return gunzipSync(gzipped, { chunkSize }).toString('utf8');
}
