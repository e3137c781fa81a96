import { describe, expect, it } from 'vitest';
import { readOrderStatus } from '@contract/domains/order-status';
import type { ReimbursementRow } from '@contract/domains/reimbursements';
import { buildBoardIndex, patchBoardIndex, type BoardQuery } from '@/reimbursements/board-index';
import { BOARD_FILTERS, BOARD_SORTS, DAY_MS } from '@/reimbursements/board-rows';
import { mergeRowChanges } from '@/reimbursements/merge-rows';

const NOW = Date.UTC(2026, 10, 23, 12, 0);
const STATUSES = ['Refund request', 'To be reimbursed', 'Reimbursed', 'REFD_REJ'];

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function row(orderId: number, random: () => number): ReimbursementRow {
  const status = readOrderStatus(STATUSES[Math.floor(random() * STATUSES.length)]!, 'refund');
  return {
    orderId,
    orderNum: `9170834199${String(orderId).padStart(8, '0')}`,
    parentOrderNum: null,
    profileId: 'sandbox',
    passengers: ['ZHAO/MIN'],
    amount: random() < 0.05 ? null : `${Math.floor(random() * 3000)}.${String(Math.floor(random() * 100)).padStart(2, '0')}`,
    currency: random() < 0.2 ? 'USD' : 'CNY',
    status,
    reimbursementStatus: null,
    requestedAt: null,
    // Some share a request time, some have none: ties and unknowns are where an insert goes wrong.
    requestedAtMs: random() < 0.05 ? null : NOW - Math.floor(random() * 30) * DAY_MS,
    asOf: null,
    checkedAt: null,
    payout: null,
    vouchers: [],
    final: false,
  };
}

describe('the board index: live updates patched in give what building it again gives', () => {
  for (const filter of BOARD_FILTERS) {
    for (const sort of BOARD_SORTS) {
      it(`filter ${filter}, sort ${sort}`, () => {
        const random = sequence(filter.length * 31 + sort.length);
        const query: BoardQuery = { filter, sort, nowMs: NOW, overdueDays: 14 };
        let rows = Array.from({ length: 300 }, (_, i) => row(i + 1, random));
        let index = buildBoardIndex(rows, query);
        for (let step = 0; step < 40; step++) {
          // A few rows change (status, amount, age), and now and then a new refund order arrives.
          const fresh = Array.from({ length: 1 + Math.floor(random() * 4) }, () => row(1 + Math.floor(random() * (rows.length + 3)), random));
          const unique = [...new Map(fresh.map((r) => [r.orderId, r])).values()];
          const merged = mergeRowChanges(rows, unique);
          index = patchBoardIndex(index, merged.replaced, unique, merged.rows);
          rows = merged.rows;
          const rebuilt = buildBoardIndex(rows, query);
          expect(index.shown.map((r) => r.orderId)).toEqual(rebuilt.shown.map((r) => r.orderId));
          expect(index.totals).toEqual(rebuilt.totals);
          expect(index.counts).toEqual(rebuilt.counts);
        }
      });
    }
  }

  it('leaves the index it patched as it was', () => {
    const random = sequence(7);
    const rows = Array.from({ length: 20 }, (_, i) => row(i + 1, random));
    const before = buildBoardIndex(rows, { filter: 'all', sort: 'age-desc', nowMs: NOW, overdueDays: 14 });
    const shown = [...before.shown];
    const totals = structuredClone(before.totals);
    const merged = mergeRowChanges(rows, [row(3, random), row(99, random)]);
    patchBoardIndex(before, merged.replaced, [row(3, random), row(99, random)], merged.rows);
    expect(before.shown).toEqual(shown);
    expect(before.totals).toEqual(totals);
    expect(before.counts.all).toBe(20);
  });

  it('a currency whose last row leaves has no total left', () => {
    const random = sequence(11);
    const usd = { ...row(1, random), currency: 'USD', amount: '5.00', status: readOrderStatus('To be reimbursed', 'refund') };
    const cny = { ...row(2, random), currency: 'CNY', amount: '7.10', status: readOrderStatus('To be reimbursed', 'refund') };
    const index = buildBoardIndex([usd, cny], { filter: 'waiting', sort: 'amount-desc', nowMs: NOW, overdueDays: 14 });
    expect(index.totals.map((t) => t.currency).sort()).toEqual(['CNY', 'USD']);
    // USD's refund is reimbursed: it leaves the "waiting" rows, and USD's total goes with it.
    const done = { ...usd, status: readOrderStatus('Reimbursed', 'refund') };
    const patched = patchBoardIndex(index, [usd], [done], [done, cny]);
    expect(patched.totals).toEqual([{ currency: 'CNY', amount: '7.10', count: 1 }]);
    expect(patched.counts).toMatchObject({ all: 2, waiting: 1, reimbursed: 1 });
  });
});
