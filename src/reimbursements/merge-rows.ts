import type { ReimbursementRow } from '@contract/domains/reimbursements';

/**
 * The board's rows with fresh ones put in: a known order's row is replaced where it stands, a new
 * refund order comes first (the board is newest first). Returns a new array, the old untouched.
 */
export function mergeRows(current: readonly ReimbursementRow[], fresh: readonly ReimbursementRow[]): ReimbursementRow[] {
  if (fresh.length === 0) return [...current];
  const incoming = new Map(fresh.map((row) => [row.orderId, row]));
  const merged = current.map((row) => {
    const next = incoming.get(row.orderId);
    if (!next) return row;
    incoming.delete(row.orderId);
    return next;
  });
  return [...incoming.values(), ...merged];
}
