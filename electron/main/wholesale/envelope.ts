import { say } from '../i18n/main-language';
/** The service's response envelope, read before any operation-specific parsing. */
export type EnvelopeOutcome =
  | { kind: 'success'; data: unknown; warningMessage: string | null }
  | { kind: 'api-error'; code: string; message: string }
  | { kind: 'malformed'; message: string };

/**
 * Reads `{ errorCode, errorMsg, data?, warningMsg? }`. Tolerant where the real service varies
 * (errorCode as string or number, `ok`/`OK`), strict where the desk depends on it: success
 * without data on an operation that returns data is not a success.
 */
export function readEnvelope(body: unknown, expectsData: boolean): EnvelopeOutcome {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { kind: 'malformed', message: say('The answer is not a JSON object.', '答复不是 JSON 对象。') };
  }
  const envelope = body as Record<string, unknown>;
  const code = errorCodeOf(envelope.errorCode);
  if (code === null) return { kind: 'malformed', message: say('The answer has no errorCode.', '答复没有 errorCode。') };
  const message = typeof envelope.errorMsg === 'string' ? envelope.errorMsg : '';
  if (code !== '0') return { kind: 'api-error', code, message };
  const data = envelope.data;
  if (expectsData && (typeof data !== 'object' || data === null)) {
    return { kind: 'malformed', message: say('The service reported success (errorCode "0") but sent no data.', '服务报告成功（errorCode "0"），但没有发送数据。') };
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
