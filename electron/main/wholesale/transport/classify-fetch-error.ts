import type { HttpOutcome } from './http-outcome';

/** Errors that mean the TCP connection was never established: the request never left. */
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'UND_ERR_CONNECT_TIMEOUT']);

const TLS_CODES = /CERT|SELF_SIGNED|TLS|SSL|UNABLE_TO_(GET|VERIFY)|ERR_SSL|HOSTNAME_MISMATCH|ALTNAME/i;

/**
 * Node's fetch reports every failure as `TypeError: fetch failed` with the real reason in
 * `cause` (sometimes nested). Read the code to tell a host that cannot be reached (safe to
 * retry anything) from a connection that dropped mid-request (a write may have happened).
 */
export function classifyFetchError(error: unknown): HttpOutcome {
  const { code, message } = rootCause(error);
  if (TLS_CODES.test(code) || TLS_CODES.test(message)) return { kind: 'tls', code, message };
  // fetch refuses some ports (the spec's "bad ports") and bad URLs before opening any socket.
  if (NEVER_CONNECTED.has(code) || /bad port|invalid url|unsupported protocol/i.test(message)) return { kind: 'unreachable', code: code || 'REFUSED_BY_FETCH', message };
  if (code === 'Z_BUF_ERROR' || code === 'Z_DATA_ERROR' || /unexpected end of file|incorrect header check/i.test(message)) {
    return { kind: 'unreadable', message };
  }
  return { kind: 'dropped', code: code || 'UNKNOWN', message };
}

function rootCause(error: unknown): { code: string; message: string } {
  let current: unknown = error;
  let code = '';
  let message = error instanceof Error ? error.message : String(error);
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && candidate.code) code = candidate.code;
    if (typeof candidate.message === 'string' && candidate.message && depth > 0) message = candidate.message;
    current = candidate.cause;
  }
  return { code, message };
}
