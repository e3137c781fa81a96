/**
 * The board's rows as the agent asked for them: a filter (waiting, reimbursed, rejected, overdue),
 * a sort (by age or by amount), and the totals per currency of the rows shown, added as decimals.
 * Pure: the board index (board-index.ts) calls it with the rows main sent and the clock.
 */
import { refundOutcome, type RefundOutcome, type ReimbursementRow } from '@contract/domains/reimbursements';
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

/** What the board derives from a row, worked out once per row object (rows are replaced, never mutated). */
interface RowFacts {
  outcome: RefundOutcome;
  /** The expected refund in money units; null when unknown or unreadable. */
  units: number | null;
}
const factsByRow = new WeakMap<ReimbursementRow, RowFacts>();

function factsOf(row: ReimbursementRow): RowFacts {
  let facts = factsByRow.get(row);
  if (!facts) {
    facts = { outcome: refundOutcome(row.status), units: unitsOf(row.amount) };
    factsByRow.set(row, facts);
  }
  return facts;
}

export function outcomeOf(row: ReimbursementRow): RefundOutcome {
  return factsOf(row).outcome;
}

/** Still waiting, and for longer than the threshold (Settings, 14 days by default). */
export function isOverdue(row: ReimbursementRow, nowMs: number, overdueDays: number): boolean {
  if (factsOf(row).outcome !== 'waiting') return false;
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
      return factsOf(row).outcome === filter;
  }
}

/** How many rows each filter would show, in one pass over the rows (the filter bar's counts). */
export function filterCounts(rows: readonly ReimbursementRow[], nowMs: number, overdueDays: number): Record<BoardFilter, number> {
  const counts: Record<BoardFilter, number> = { all: 0, waiting: 0, overdue: 0, reimbursed: 0, rejected: 0 };
  for (const row of rows) countRow(counts, row, nowMs, overdueDays, 1);
  return counts;
}

/** Adds (+1) or takes away (-1) a row's part of the filter counts. */
export function countRow(counts: Record<BoardFilter, number>, row: ReimbursementRow, nowMs: number, overdueDays: number, sign: 1 | -1): void {
  const outcome = factsOf(row).outcome;
  counts.all += sign;
  counts[outcome] += sign;
  if (outcome === 'waiting' && isOverdue(row, nowMs, overdueDays)) counts.overdue += sign;
}

function unitsOf(amount: string | null): number | null {
  if (amount === null) return null;
  try {
    return toUnits(amount);
  } catch {
    return null;
  }
}

/**
 * The board's order for a sort: by age (request time) or by amount in decimal units; rows without
 * one go last in either direction; ties by order id, so the order is total and stable.
 */
export function compareRows(sort: BoardSort): (a: ReimbursementRow, b: ReimbursementRow) => number {
  const byAmount = sort === 'amount-desc' || sort === 'amount-asc';
  const direction = sort === 'age-desc' || sort === 'amount-desc' ? -1 : 1;
  // Older first for "age-desc": a smaller request time is a larger age.
  const key = byAmount ? (row: ReimbursementRow) => factsOf(row).units : (row: ReimbursementRow) => (row.requestedAtMs === null ? null : -row.requestedAtMs);
  return (a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka === null || kb === null) return ka === kb ? a.orderId - b.orderId : ka === null ? 1 : -1;
    return ka === kb ? a.orderId - b.orderId : (ka - kb) * direction;
  };
}

/** Filtered and sorted; rows without an amount or a request time go last in either direction. */
export function boardRows(rows: readonly ReimbursementRow[], filter: BoardFilter, sort: BoardSort, nowMs: number, overdueDays: number): ReimbursementRow[] {
  return rows.filter((row) => matchesFilter(row, filter, nowMs, overdueDays)).sort(compareRows(sort));
}

export interface CurrencyTotal {
  currency: string;
  amount: string;
  count: number;
}

/** Running sums per currency in money units, kept while rows come and go. */
export type UnitTotals = Map<string, { units: number; count: number }>;

/** Adds (+1) or takes away (-1) a row's amount; a row without a readable amount counts nowhere. */
export function addToTotals(totals: UnitTotals, row: ReimbursementRow, sign: 1 | -1): void {
  const units = factsOf(row).units;
  if (units === null) return;
  const currency = row.currency ?? '';
  const total = totals.get(currency) ?? { units: 0, count: 0 };
  total.units += sign * units;
  total.count += sign;
  if (total.count === 0) totals.delete(currency);
  else totals.set(currency, total);
}

/** The sums as the filter bar shows them: largest count first, then by code. */
export function currencyTotals(totals: UnitTotals): CurrencyTotal[] {
  return [...totals.entries()]
    .map(([currency, total]) => ({ currency, amount: fromUnits(total.units), count: total.count }))
    .sort((a, b) => b.count - a.count || a.currency.localeCompare(b.currency));
}

/** One total per currency (never added across currencies), largest count first, then by code. */
export function totalsByCurrency(rows: readonly ReimbursementRow[]): CurrencyTotal[] {
  const totals: UnitTotals = new Map();
  for (const row of rows) addToTotals(totals, row, 1);
  return currencyTotals(totals);
}
