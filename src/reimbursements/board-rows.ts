/**
 * The board's rows as the agent asked for them: a filter (waiting, reimbursed, rejected, overdue),
 * a sort (by age or by amount), and the totals per currency of the rows shown, added as decimals.
 * Pure: the store calls it with the rows main sent and the clock.
 */
import type { ReimbursementRow } from '@contract/domains/reimbursements';
import { refundOutcome } from '@contract/domains/reimbursements';
import { fromUnits, toUnits } from '@contract/money';

export const BOARD_FILTERS = ['all', 'waiting', 'overdue', 'reimbursed', 'rejected'] as const;
export type BoardFilter = (typeof BOARD_FILTERS)[number];

export const BOARD_SORTS = ['age-desc', 'age-asc', 'amount-desc', 'amount-asc'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];

export const DAY_MS = 86_400_000;

/** Whole days since the refund was requested; null when the request time is unknown. */
export function daysWaiting(row: Pick<ReimbursementRow, 'requestedAtMs'>, nowMs: number): number | null {
  if (row.requestedAtMs === null) return null;
  return Math.max(0, Math.floor((nowMs - row.requestedAtMs) / DAY_MS));
}

/** Still waiting, and for longer than the threshold (Settings, 14 days by default). */
export function isOverdue(row: ReimbursementRow, nowMs: number, overdueDays: number): boolean {
  if (refundOutcome(row.status) !== 'waiting') return false;
  const days = daysWaiting(row, nowMs);
  return days !== null && days > overdueDays;
}

export function matchesFilter(row: ReimbursementRow, filter: BoardFilter, nowMs: number, overdueDays: number): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'overdue':
      return isOverdue(row, nowMs, overdueDays);
    default:
      return refundOutcome(row.status) === filter;
  }
}

/** How many rows each filter would show, in one pass over the rows (the filter bar's counts). */
export function filterCounts(rows: readonly ReimbursementRow[], nowMs: number, overdueDays: number): Record<BoardFilter, number> {
  const counts: Record<BoardFilter, number> = { all: rows.length, waiting: 0, overdue: 0, reimbursed: 0, rejected: 0 };
  for (const row of rows) {
    const outcome = refundOutcome(row.status);
    counts[outcome] += 1;
    if (outcome === 'waiting' && isOverdue(row, nowMs, overdueDays)) counts.overdue += 1;
  }
  return counts;
}

function unitsOf(amount: string | null): number | null {
  if (amount === null) return null;
  try {
    return toUnits(amount);
  } catch {
    return null;
  }
}

/** Filtered and sorted; rows without an amount or a request time go last in either direction. */
export function boardRows(rows: readonly ReimbursementRow[], filter: BoardFilter, sort: BoardSort, nowMs: number, overdueDays: number): ReimbursementRow[] {
  const kept = rows.filter((row) => matchesFilter(row, filter, nowMs, overdueDays));
  const byAmount = sort === 'amount-desc' || sort === 'amount-asc';
  const direction = sort === 'age-desc' || sort === 'amount-desc' ? -1 : 1;
  // Older first for "age-desc": a smaller request time is a larger age.
  const keyed = kept.map((row) => ({ row, key: byAmount ? unitsOf(row.amount) : row.requestedAtMs === null ? null : -row.requestedAtMs }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === b.key ? a.row.orderId - b.row.orderId : a.key === null ? 1 : -1;
    return a.key === b.key ? a.row.orderId - b.row.orderId : (a.key - b.key) * direction;
  });
  return keyed.map((entry) => entry.row);
}

export interface CurrencyTotal {
  currency: string;
  amount: string;
  count: number;
}

/** One total per currency (never added across currencies), largest count first, then by code. */
export function totalsByCurrency(rows: readonly ReimbursementRow[]): CurrencyTotal[] {
  const totals = new Map<string, { units: number; count: number }>();
  for (const row of rows) {
    const units = unitsOf(row.amount);
    if (units === null) continue;
    const currency = row.currency ?? '';
    const total = totals.get(currency) ?? { units: 0, count: 0 };
    total.units += units;
    total.count += 1;
    totals.set(currency, total);
  }
  return [...totals.entries()]
    .map(([currency, total]) => ({ currency, amount: fromUnits(total.units), count: total.count }))
    .sort((a, b) => b.count - a.count || a.currency.localeCompare(b.currency));
}
