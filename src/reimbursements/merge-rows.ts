import type { ReimbursementRow } from '@contract/domains/reimbursements';

/** The rows after a merge, and the rows the fresh ones replaced (what leaves the board's index). */
export interface MergedRows {
  rows: ReimbursementRow[];
  replaced: ReimbursementRow[];
}

/**
 * The board's rows with fresh ones put in: a known order's row is replaced where it stands, a new
 * refund order comes first (the board is newest first). Returns a new array, the old untouched.
 */
export function mergeRowChanges(current: readonly ReimbursementRow[], fresh: readonly ReimbursementRow[]): MergedRows {
  if (fresh.length === 0) return { rows: [...current], replaced: [] };
  const incoming = new Map(fresh.map((row) => [row.orderId, row]));
  const replaced: ReimbursementRow[] = [];
  const merged = current.map((row) => {
    const next = incoming.get(row.orderId);
    if (!next) return row;
    incoming.delete(row.orderId);
    replaced.push(row);
    return next;
  });
  return { rows: [...incoming.values(), ...merged], replaced };
}

export function mergeRows(current: readonly ReimbursementRow[], fresh: readonly ReimbursementRow[]): ReimbursementRow[] {
  return mergeRowChanges(current, fresh).rows;
}
