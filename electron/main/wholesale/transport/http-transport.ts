import ky from 'ky';
import { CancelledByAgent } from '../../transports/dispatch/request-registry';
import { callDeadline } from './call-deadline';
import { classifyFetchError } from './classify-fetch-error';
import type { HttpOutcome } from './http-outcome';
import { DEFAULT_MAX_ANSWER_BYTES, readBoundedBody } from './read-bounded-body';
import { isRedirect, redirectOrigin } from './redirect-target';

export interface HttpRequest {
  url: string;
  /** JSON operations send application/json; RefundRequest sends a form. */
  body: { json: string } | { form: string };
  acceptGzip: boolean;
  timeoutMs: number;
  signal: AbortSignal;
  /** The cap on the answer's decompressed bytes (default 64 MiB). */
  maxAnswerBytes?: number;
}

export type HttpTransport = (request: HttpRequest) => Promise<HttpOutcome>;

/**
 * One POST with ky, bounded as a whole (headers and body) by the operation's time-out, bounded in
 * size by the cap on decompressed bytes, and abortable by the agent. ky's own retries and time-out
 * are off: the retry policy lives in the client, where it knows which operations are safe to
 * repeat. Redirects are never followed: the body carries the partner id and the sign.
 */
export const kyTransport: HttpTransport = async (request) => {
  // The time-out and the agent's cancel in one signal, certain to fire (call-deadline.ts).
  const deadline = callDeadline(request.timeoutMs, request.signal);
  const signal = deadline.signal;
  const isForm = 'form' in request.body;
  const payload = 'form' in request.body ? request.body.form : request.body.json;
  const limitBytes = request.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES;
  try {
    const response = await ky.post(request.url, {
      body: payload,
      headers: {
        'Content-Type': isForm ? 'application/x-www-form-urlencoded' : 'application/json',
        // Only shopping asks for gzip (as the spec says); the others ask for plain JSON.
        'Accept-Encoding': request.acceptGzip ? 'gzip' : 'identity',
        Accept: 'application/json',
      },
      signal,
      timeout: false,
      retry: 0,
      throwHttpErrors: false,
      redirect: 'manual',
    });
    if (isRedirect(response.status)) {
      await response.body?.cancel().catch(() => undefined);
      return { kind: 'redirect', status: response.status, locationOrigin: redirectOrigin(response.headers.get('location'), request.url) };
    }
    const contentEncoding = response.headers.get('content-encoding');
    let body;
    try {
      body = await readBoundedBody(response.body, limitBytes);
    } catch (error) {
      return interrupted(error, request, deadline.timedOut()) ?? { kind: 'unreadable', message: describe(error) };
    }
    if (!body.ok) return { kind: 'too-large', limitBytes };
    return { kind: 'response', status: response.status, body: body.text, contentEncoding };
  } catch (error) {
    return interrupted(error, request, deadline.timedOut()) ?? classifyFetchError(error);
  } finally {
    deadline.clear();
  }
};

/** Cancellation and time-out win over whatever error the abort surfaced as. */
function interrupted(error: unknown, request: HttpRequest, timedOut: boolean): HttpOutcome | null {
  if (request.signal.aborted || request.signal.reason instanceof CancelledByAgent) return { kind: 'cancelled' };
  if (timedOut) return { kind: 'timeout', timeoutMs: request.timeoutMs };
  if (error instanceof Error && error.name === 'AbortError') return { kind: 'cancelled' };
  return null;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}` : String(error);
}
