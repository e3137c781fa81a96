/**
 * Writing answers: JSON with an exact Content-Length, gzip-compressed only when the request's
 * Accept-Encoding allows gzip (then with Content-Encoding: gzip), as the real service does.
 */
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const gzipAsync = promisify(gzip);

export const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';

/** True when Accept-Encoding lists gzip (or *) with a non-zero quality. */
export function acceptsGzip(request: IncomingMessage): boolean {
  const header = request.headers['accept-encoding'];
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const quality = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/**
 * The fastest level: on loopback, bytes cost nothing and the time does: a 2,000-solution answer
 * (9 MB) takes about a third as long as at zlib's default level, for a third more bytes. It is the
 * same gzip for any client.
 */
export async function compress(text: string): Promise<Buffer> {
  return gzipAsync(Buffer.from(text, 'utf8'), { level: constants.Z_BEST_SPEED });
}

export interface WriteOptions {
  status?: number;
  gzip?: boolean;
  /**
   * Whether a gzip body is labelled `Content-Encoding: gzip` (default true). Only the older URL
   * form's Shopping sends gzip bytes unlabelled, to clients that did not accept gzip but gunzip
   * the body themselves (server/older-url-form.ts).
   */
  labelGzip?: boolean;
  contentType?: string;
  headers?: Record<string, string>;
  closeConnection?: boolean;
}

export async function writeText(response: ServerResponse, text: string, options: WriteOptions = {}): Promise<void> {
  const body = options.gzip ? await compress(text) : Buffer.from(text, 'utf8');
  const label = options.gzip && options.labelGzip !== false;
  writeBytes(response, body, { ...options, headers: { ...(label ? { 'Content-Encoding': 'gzip' } : {}), ...options.headers } });
}

export function writeBytes(response: ServerResponse, body: Buffer, options: WriteOptions = {}): void {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(options.status ?? 200, {
    'Content-Type': options.contentType ?? JSON_CONTENT_TYPE,
    'Content-Length': String(body.length),
    Vary: 'Accept-Encoding',
    ...(options.closeConnection ? { Connection: 'close' } : {}),
    ...options.headers,
  });
  response.end(body);
}
