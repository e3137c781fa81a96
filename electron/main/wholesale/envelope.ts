import { wording, type Text } from '../../contract/words';

/** The service's response envelope, read before any operation-specific parsing. */
export type EnvelopeOutcome =
  | { kind: 'success'; data: unknown; warningMessage: string | null }
  | { kind: 'api-error'; code: string; message: string }
  | { kind: 'malformed'; message: Text };

/**
 * Reads `{ errorCode, errorMsg, data?, warningMsg? }`. Tolerant where the real service varies
 * (errorCode as string or number, `ok`/`OK`), strict where the desk depends on it: success
 * without data on an operation that returns data is not a success.
 */
export function readEnvelope(body: unknown, expectsData: boolean): EnvelopeOutcome {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { kind: 'malformed', message: wording('serviceAnswers.notAnObject') };
  }
  const envelope = body as Record<string, unknown>;
  const code = errorCodeOf(envelope.errorCode);
  if (code === null) return { kind: 'malformed', message: wording('serviceAnswers.noErrorCode') };
  const message = typeof envelope.errorMsg === 'string' ? envelope.errorMsg : '';
  if (code !== '0') return { kind: 'api-error', code, message };
  const data = envelope.data;
  if (expectsData && (typeof data !== 'object' || data === null)) {
    return { kind: 'malformed', message: wording('serviceAnswers.successWithoutData') };
  }
  const warning = typeof envelope.warningMsg === 'string' && envelope.warningMsg.trim() ? envelope.warningMsg : null;
  return { kind: 'success', data: expectsData ? data : null, warningMessage: warning };
}

function errorCodeOf(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A short, single-line piece of a body for diagnostics (errors and logs). */
export function excerptOf(text: string, limit = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > limit ? `${flat.slice(0, limit)}…` : flat;
}
