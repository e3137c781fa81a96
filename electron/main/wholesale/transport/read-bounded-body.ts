/**
 * The most a single answer may inflate to. The largest honest answer (2,000 shopping solutions)
 * is a few MiB of JSON; 64 MiB leaves room for ten times that and keeps a 400 MB decompression
 * bomb from taking main's memory with it.
 */
export const DEFAULT_MAX_ANSWER_BYTES = 64 * 1024 * 1024;

export type BoundedBody = { ok: true; text: string } | { ok: false; reason: 'too-large' };

/**
 * Reads a fetch body as a stream, counting the bytes AFTER decompression (fetch inflates gzip as
 * the bytes arrive), and cancels the stream the moment the count passes `limitBytes`. Errors of
 * the stream itself (abort, reset, corrupt gzip) are thrown for the caller to classify.
 */
export async function readBoundedBody(body: ReadableStream<Uint8Array> | null, limitBytes: number): Promise<BoundedBody> {
  if (!body) return { ok: true, text: '' };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      chunks.length = 0;
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too-large' };
    }
    chunks.push(value);
  }
  return { ok: true, text: Buffer.concat(chunks, size).toString('utf8') };
}

/** "64 MiB", "1.5 MiB": how the cap is named in errors. */
export function describeByteLimit(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return `${Number.isInteger(mib) ? mib : mib.toFixed(1)} MiB`;
}
