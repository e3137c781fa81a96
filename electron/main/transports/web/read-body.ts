import type { IncomingMessage } from 'node:http';

export type BodyOutcome = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'aborted' };

/** Reads a request body up to `limit` bytes; stops reading (and says so) the moment it is exceeded. */
export function readBody(request: IncomingMessage, limit: number): Promise<BodyOutcome> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) return Promise.resolve({ ok: false, reason: 'too-large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (outcome: BodyOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.removeAllListeners('data');
        request.resume(); // drain without buffering so the 413 can be written
        settle({ ok: false, reason: 'too-large' });
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => settle({ ok: true, text: Buffer.concat(chunks).toString('utf8') }));
    request.on('error', () => settle({ ok: false, reason: 'aborted' }));
    request.on('aborted', () => settle({ ok: false, reason: 'aborted' }));
  });
}
