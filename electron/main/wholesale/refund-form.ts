/**
 * RefundRequest's body: one form field `param` whose value is the Base64 of the JSON request.
 * Base64 contains `+`, `/` and `=`, so the value must be percent-encoded: a bare `+` in a form
 * body means a space, and the service would decode a different JSON (a wrong sign, typically).
 */
export function encodeRefundForm(request: unknown): string {
  const base64 = Buffer.from(JSON.stringify(request), 'utf8').toString('base64');
  return `param=${encodeURIComponent(base64)}`;
}

/** The inverse, for tests and diagnostics. */
export function decodeRefundForm(body: string): unknown {
  const value = new URLSearchParams(body).get('param');
  if (value === null) throw new Error('no param field');
  return JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
}
