import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@contract/domains/order-status';
import { readOrderStatus } from '@contract/domains/order-status';
import type { ReimbursementRow } from '@contract/domains/reimbursements';
import { boardRows, DAY_MS, daysWaiting, filterCounts, isOverdue, totalsByCurrency } from '@/reimbursements/board-rows';
import { mergeRows } from '@/reimbursements/merge-rows';
import { statusWords } from '@/reimbursements/status-words';

const NOW = Date.UTC(2026, 10, 23, 12, 0);
const status = (sent: string): OrderStatus => readOrderStatus(sent, 'refund');

function row(orderId: number, overrides: Partial<ReimbursementRow> = {}): ReimbursementRow {
  return {
    orderId,
    orderNum: `91708341019302800${orderId}`,
    parentOrderNum: '917083410169271001',
    profileId: 'sandbox',
    passengers: ['ZHANG/SAN'],
    amount: '100.00',
    currency: 'CNY',
    status: status('Refund request'),
    reimbursementStatus: null,
    requestedAt: null,
    requestedAtMs: NOW - 3 * DAY_MS,
    asOf: null,
    checkedAt: null,
    payout: null,
    vouchers: [],
    final: false,
    ...overrides,
  };
}

describe('the board: filters, overdue, sorting and totals', () => {
  const rows = [
    row(1, { requestedAtMs: NOW - 20 * DAY_MS, amount: '0.10' }),
    row(2, { requestedAtMs: NOW - 15 * DAY_MS, amount: '1250.20', status: status('To be reimbursed') }),
    row(3, { requestedAtMs: NOW - 30 * DAY_MS, amount: '0.20', status: status('Reimbursed'), final: true }),
    row(4, { requestedAtMs: NOW - 2 * DAY_MS, amount: '99.99', currency: 'USD', status: status('REFD_REJ'), final: true }),
    row(5, { requestedAtMs: null, amount: null }),
  ];

  it('counts whole days waiting since the request, and calls a waiting refund overdue only past the threshold', () => {
    expect(daysWaiting(rows[0]!, NOW)).toBe(20);
    expect(isOverdue(rows[0]!, NOW, 14)).toBe(true);
    expect(isOverdue(rows[0]!, NOW, 20)).toBe(false);
    expect(isOverdue(rows[2]!, NOW, 14)).toBe(false); // reimbursed: never overdue, however old
    expect(daysWaiting(rows[4]!, NOW)).toBeNull();
  });

  it('filters waiting, overdue, reimbursed and rejected', () => {
    const ids = (filter: Parameters<typeof boardRows>[1]) => boardRows(rows, filter, 'age-desc', NOW, 14).map((r) => r.orderId);
    expect(ids('waiting').sort()).toEqual([1, 2, 5]);
    expect(ids('overdue')).toEqual([1, 2]);
    expect(ids('reimbursed')).toEqual([3]);
    expect(ids('rejected')).toEqual([4]);
    expect(ids('all')).toHaveLength(5);
  });

  it('sorts by age and by amount as decimals, unknown values last either way', () => {
    expect(boardRows(rows, 'all', 'age-desc', NOW, 14).map((r) => r.orderId)).toEqual([3, 1, 2, 4, 5]);
    expect(boardRows(rows, 'all', 'age-asc', NOW, 14).map((r) => r.orderId)).toEqual([4, 2, 1, 3, 5]);
    expect(boardRows(rows, 'all', 'amount-desc', NOW, 14).map((r) => r.orderId)).toEqual([2, 4, 3, 1, 5]);
    expect(boardRows(rows, 'all', 'amount-asc', NOW, 14).map((r) => r.orderId)).toEqual([1, 3, 4, 2, 5]);
  });

  it('totals per currency exactly, never across currencies', () => {
    expect(totalsByCurrency(rows)).toEqual([
      { currency: 'CNY', amount: '1250.50', count: 3 },
      { currency: 'USD', amount: '99.99', count: 1 },
    ]);
    // 0.1 + 0.2 in floating point is 0.30000000000000004: the board says 0.30.
    expect(totalsByCurrency([rows[0]!, rows[2]!])).toEqual([{ currency: 'CNY', amount: '0.30', count: 2 }]);
  });

  it('puts fresh rows in place and new refund orders first', () => {
    const merged = mergeRows(rows.slice(0, 2), [row(2, { amount: '5.00' }), row(9)]);
    expect(merged.map((r) => [r.orderId, r.amount])).toEqual([[9, '100.00'], [1, '0.10'], [2, '5.00']]);
  });
});

describe('status words', () => {
  it('gives the plain label and what was sent, and never drops an unknown status', () => {
    expect(statusWords(status('REFD_TO_BE_REIM'))).toBe('Approved, to be reimbursed (REFD_TO_BE_REIM)');
    expect(statusWords(status('Reimbursed'))).toBe('Reimbursed');
    expect(statusWords(status('Refund request'))).toBe('Refund in progress (Refund request)');
    expect(statusWords(status('PAYOUT_HELD'))).toBe('PAYOUT_HELD (not known to the desk)');
  });
});

describe('the filter counts', () => {
  it('count every filter in one pass, the same as filtering', () => {
    const rows = [row(1, { requestedAtMs: NOW - 20 * DAY_MS }), row(2, { status: status('Reimbursed') }), row(3, { status: status('REFD_REJ') }), row(4)];
    expect(filterCounts(rows, NOW, 14)).toEqual({ all: 4, waiting: 2, overdue: 1, reimbursed: 1, rejected: 1 });
  });
});
