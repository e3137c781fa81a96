/**
 * Secrets must never reach a log, an error or the renderer. The request is built without
 * `authentication`, logged, and only then signed (client.ts); this is the second line of
 * defence for text that came from elsewhere (a response excerpt that echoes the request, an
 * error message that quotes a URL).
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length >= 4) result = result.split(secret).join('[redacted]');
  }
  return result;
}

/** How a partner id appears in logs: enough to tell profiles apart. */
export function maskForLog(partnerId: string): string {
  return partnerId.length <= 4 ? '****' : `${partnerId.slice(0, 2)}…${partnerId.slice(-2)}`;
}
