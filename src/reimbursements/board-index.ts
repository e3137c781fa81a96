/**
 * The board's derived state: the rows shown (filtered and sorted), their totals per currency and
 * the filter bar's counts. Built once when the rows or the agent's choices change; a status change
 * or a fresh row is patched in (the rows it replaces taken out, the new ones put in their sorted
 * place), so a live update costs its own rows, not another pass over 5,000.
 */
import type { ReimbursementRow } from '@contract/domains/reimbursements';
import {
  addToTotals,
  compareRows,
  countRow,
  currencyTotals,
  matchesFilter,
  type BoardFilter,
  type BoardSort,
  type CurrencyTotal,
  type UnitTotals,
} from './board-rows';

export interface BoardQuery {
  filter: BoardFilter;
  sort: BoardSort;
  nowMs: number;
  overdueDays: number;
}

export interface BoardIndex {
  query: BoardQuery;
  shown: readonly ReimbursementRow[];
  totals: readonly CurrencyTotal[];
  counts: Readonly<Record<BoardFilter, number>>;
  /** The running sums behind `totals` (patched, never re-added). */
  sums: UnitTotals;
}

/** Above this many changed rows, building again is cheaper than inserting one by one. */
const PATCH_LIMIT = 400;

export function buildBoardIndex(rows: readonly ReimbursementRow[], query: BoardQuery): BoardIndex {
  const { filter, sort, nowMs, overdueDays } = query;
  const counts: Record<BoardFilter, number> = { all: 0, waiting: 0, overdue: 0, reimbursed: 0, rejected: 0 };
  const sums: UnitTotals = new Map();
  const shown: ReimbursementRow[] = [];
  for (const row of rows) {
    countRow(counts, row, nowMs, overdueDays, 1);
    if (!matchesFilter(row, filter, nowMs, overdueDays)) continue;
    shown.push(row);
    addToTotals(sums, row, 1);
  }
  shown.sort(compareRows(sort));
  return { query, shown, totals: currencyTotals(sums), counts, sums };
}

/**
 * The index after `replaced` rows left the board and `fresh` ones came in (a row patched in place
 * is both). `all` is the board's rows after the change, used when the change is too large to patch.
 * Returns a new index; the old one is untouched.
 */
export function patchBoardIndex(index: BoardIndex, replaced: readonly ReimbursementRow[], fresh: readonly ReimbursementRow[], all: readonly ReimbursementRow[]): BoardIndex {
  if (replaced.length + fresh.length > PATCH_LIMIT) return buildBoardIndex(all, index.query);
  const { filter, sort, nowMs, overdueDays } = index.query;
  const counts = { ...index.counts };
  const sums: UnitTotals = new Map([...index.sums].map(([currency, total]) => [currency, { ...total }]));
  const leaving = new Set<ReimbursementRow>();
  for (const row of replaced) {
    countRow(counts, row, nowMs, overdueDays, -1);
    if (!matchesFilter(row, filter, nowMs, overdueDays)) continue;
    leaving.add(row);
    addToTotals(sums, row, -1);
  }
  const shown = leaving.size > 0 ? index.shown.filter((row) => !leaving.has(row)) : [...index.shown];
  const compare = compareRows(sort);
  for (const row of fresh) {
    countRow(counts, row, nowMs, overdueDays, 1);
    if (!matchesFilter(row, filter, nowMs, overdueDays)) continue;
    addToTotals(sums, row, 1);
    shown.splice(insertionPoint(shown, row, compare), 0, row);
  }
  return { query: index.query, shown, totals: currencyTotals(sums), counts, sums };
}

/** The first position whose row sorts after `row` (binary search on the sorted list). */
function insertionPoint(sorted: readonly ReimbursementRow[], row: ReimbursementRow, compare: (a: ReimbursementRow, b: ReimbursementRow) => number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(sorted[mid]!, row) <= 0) low = mid + 1;
    else high = mid;
  }
  return low;
}
