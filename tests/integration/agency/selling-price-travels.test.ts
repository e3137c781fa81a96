import { describe, expect, it } from 'vitest';
import type { Recording } from '../../../electron/main/archive/agency/agency-recorder';
import { twoDeskBench, type BenchDesk } from '../../support/agency/two-desk-bench';

/**
 * The selling price travels (docs/team-sync.md, "Every desk converges"): a price entered on one desk
 * is the order's selling price on the other, the latest entered wins on both whichever desk entered
 * it, and a desk whose clock is behind cannot override a later price with its older one. Real order
 * files, one real PostgreSQL.
 */
const ACCOUNT = { environment: 'test' as const, partnerId: 'AGENCY-JOIN' };
const ORDER_NUM = '917083410145529002';
const bench = twoDeskBench('selling-price-travels', ORDER_NUM);
const { desk, sync } = bench;

function recording(deskId: string, code: string): Recording {
  return { deskId, agent: { code, name: `Agent ${code}` }, serviceTime: () => '2026-11-26 18:00:00', now: () => new Date() };
}

const priceOf = (d: BenchDesk) => {
  const id = d.orderId();
  const current = id === undefined ? null : d.file.sellingPrices.current(id);
  return current && `${current.mode} ${current.currency} ${current.amount} ${current.enteredAt}`;
};

function enter(d: BenchDesk, mode: 'total' | 'fee', amount: string, enteredAt: string): void {
  const id = d.orderId();
  if (id === undefined) throw new Error('no order');
  d.file.sellingPrices.save(id, { mode, amount, currency: 'CNY', enteredAt, profileName: 'Agency' }, { ...ACCOUNT, profileId: 'p-1', requestId: `r-${amount}`, orderNum: ORDER_NUM });
}

describe('the selling price travels between desks', () => {
  it('entered on A, it is B’s; a later one from B is A’s; an older one never wins', async () => {
    const a = desk('desk-a', () => recording('desk-a', 'LI'));
    const b = desk('desk-b', () => recording('desk-b', 'WANG'));
    const at = '2026-11-26T09:00:00.000Z';
    a.file.db
      .prepare(`INSERT INTO orders (environment, partner_id, profile_id, profile_name, order_num, kind, status_group, sort_time, source, first_seen_at, updated_at, currency, amount) VALUES (?, ?, 'p-1', 'Agency', ?, 'air', 'other', ?, 'order-detail', ?, ?, 'CNY', '1000.00')`)
      .run(ACCOUNT.environment, ACCOUNT.partnerId, ORDER_NUM, at, at, at);
    a.link.recordWholeFile();
    enter(a, 'total', '1280.00', '2026-11-26T10:00:00.000Z');
    const syncA = sync(0, a.link);
    const syncB = sync(1, b.link);
    syncA.start();
    syncB.start();
    await expect.poll(() => priceOf(b), { timeout: 10_000 }).toBe('total CNY 1280.00 2026-11-26T10:00:00.000Z');

    enter(b, 'fee', '50.00', '2026-11-26T10:05:00.000Z');
    syncB.nudge();
    await expect.poll(() => priceOf(a), { timeout: 10_000 }).toBe('fee CNY 50.00 2026-11-26T10:05:00.000Z');

    // A's clock is behind: its entry is older than B's, so B's stays the price, on A as on B.
    enter(a, 'total', '1300.00', '2026-11-26T10:03:00.000Z');
    expect(priceOf(a)).toBe('fee CNY 50.00 2026-11-26T10:05:00.000Z');
    syncA.nudge();
    await expect.poll(() => a.link.journal.waiting(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => b.link.journal.orderState({ ...ACCOUNT, orderNum: ORDER_NUM })?.price?.amount, { timeout: 10_000 }).toBe('50.00');
    expect(b.link.journal.orderState({ ...ACCOUNT, orderNum: ORDER_NUM })?.price).toEqual(a.link.journal.orderState({ ...ACCOUNT, orderNum: ORDER_NUM })?.price);
    // B's file holds its own entry and A's first one: A's older one lost and was never filed.
    expect(Number((b.file.db.prepare(`SELECT count(*) AS n FROM order_selling_prices`).get() as { n: number }).n)).toBe(2);
    expect(priceOf(b)).toBe('fee CNY 50.00 2026-11-26T10:05:00.000Z');
  }, 60_000);
});
