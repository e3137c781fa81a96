/** A fresh id for a call the agent may cancel (Esc). */
export function newRequestId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID()}`;
}
