/**
 * The RefundRequest body: `application/x-www-form-urlencoded` with one field `param`, the Base64
 * of the JSON request. Decoding follows the form rules (`%2B` is `+`, `+` is a space). A client
 * that forgets to percent-encode sends the Base64 `+` raw, which the form rules turn into a space.
 * A strict Java-style server would then fail to decode the Base64; the sandbox instead reads the
 * space back as `+` (Base64 has no spaces, so this is lossless) and reports that it did so, in an
 * `X-Sandbox-Notice` response header, so a client's tests can catch the encoding bug while the
 * rehearsal still works. docs/sandbox.md says the same.
 */

export interface RefundParam {
  json: unknown;
  /** True when the Base64 contained spaces that were read back as raw `+`. */
  rawPlusRepaired: boolean;
}

export type RefundParamResult = { ok: true; param: RefundParam } | { ok: false; problem: 'missing' | 'illegal' };

/** Form decoding per the URL standard; null when a percent escape is malformed. */
export function parseFormBody(body: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawName = equals < 0 ? pair : pair.slice(0, equals);
    const rawValue = equals < 0 ? '' : pair.slice(equals + 1);
    try {
      const name = decodeURIComponent(rawName.replaceAll('+', ' '));
      const value = decodeURIComponent(rawValue.replaceAll('+', ' '));
      if (!fields.has(name)) fields.set(name, value);
    } catch {
      return null;
    }
  }
  return fields;
}

/** Reads `param` out of a form body: Base64 (standard or URL-safe alphabet) of UTF-8 JSON. */
export function readRefundParam(body: string): RefundParamResult {
  const fields = parseFormBody(body);
  if (fields === null) return { ok: false, problem: 'illegal' };
  const value = fields.get('param');
  if (value === undefined || value.trim() === '') return { ok: false, problem: 'missing' };
  const rawPlusRepaired = value.trim().includes(' ');
  const base64 = value
    .trim()
    .replaceAll(' ', '+')
    .replaceAll(/[\r\n]/g, '')
    .replaceAll('-', '+')
    .replaceAll('_', '/');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.replace(/=+$/, '').length % 4 === 1) {
    return { ok: false, problem: 'illegal' };
  }
  const text = Buffer.from(base64, 'base64').toString('utf8');
  try {
    return { ok: true, param: { json: JSON.parse(stripBom(text)), rawPlusRepaired } };
  } catch {
    return { ok: false, problem: 'illegal' };
  }
}

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
