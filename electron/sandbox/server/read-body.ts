/** Reads a request body up to a size limit, so no client can make the sandbox buffer without end. */
import { type IncomingMessage } from 'node:http';

/** 1 MiB: a RefundRequest with 99 file ids and many passengers is a few kilobytes. */
export const MAX_BODY_BYTES = 1_048_576;

export type BodyResult = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'aborted' };

export function readBody(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (result: BodyResult): void => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    request.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) {
        // Stop buffering; the answer is sent with Connection: close and the rest is discarded.
        settle({ ok: false, reason: 'too-large' });
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => settle({ ok: true, text: Buffer.concat(chunks).toString('utf8') }));
    request.on('error', () => settle({ ok: false, reason: 'aborted' }));
    request.on('close', () => settle({ ok: false, reason: 'aborted' }));
  });
}
