import { describe, expect, it } from 'vitest';
import { buildRouteNetwork } from '../../../electron/sandbox/network/route-network';
import { REFUND_PRICING_IDS, SEED_CREDIT, seedOrderBook } from '../../../electron/sandbox/orders/seed-order-book';
import { OrderBook } from '../../../electron/sandbox/orders/order-book';

const seededAt = Date.UTC(2026, 5, 1, 2, 0);

describe('the seeded order book', () => {
  it('with seed 1 numbers its orders as docs/sandbox.md lists them', () => {
    const state = seedOrderBook(1, buildRouteNetwork(1), seededAt, 'P', []);
    expect(state.airOrders.map((o) => o.orderNum)).toEqual([
      '917083410105919001',
      '917083410113838001',
      '917083410121757001',
      '917083410129676001',
      '917083410137595001',
      '917083410145514001',
      '917083410153433001',
      '917083410161352001',
      '917083410169271001',
      '917083410177190001',
      '917083410185109001',
    ]);
    expect(state.refundOrders.map((o) => o.orderNum)).toEqual(['917083410193028001', '917083410200947001', '917083410208866001']);
    expect(state.ancillaryOrders.map((o) => o.ancillaryOrderNum)).toEqual(['917083410216785001', '917083410224704001']);
    expect(state.refundPricings.map((p) => p.refundPricingId)).toEqual([REFUND_PRICING_IDS.issuedRoundTrip, REFUND_PRICING_IDS.changeOrder, REFUND_PRICING_IDS.expired]);
  });

  it.each([1, 2, 3, 5, 8])('seed %i: every state is present and the expensive order exceeds the credit', (seed) => {
    const state = seedOrderBook(seed, buildRouteNetwork(seed), seededAt, 'P', ['Q']);
    const book = new OrderBook(seed, state);
    const states = state.airOrders.map((o) => book.airState(o, seededAt));
    expect(new Set(states)).toEqual(new Set(['TO_BE_PAID', 'ISS_PRC', 'ISSED', 'CNCL']));
    expect(new Set(state.refundOrders.map((o) => book.refundState(o, seededAt)))).toEqual(new Set(['REFD_PRC', 'REFD_TO_BE_REIM', 'REFD_REIMED']));
    const expensive = state.airOrders.find((o) => /more than the partner credit/.test(o.purpose ?? ''));
    expect(expensive && expensive.orderAmount + book.transactionExpenseOf(expensive)).toBeGreaterThan(SEED_CREDIT);
    expect(state.credits).toEqual({ P: SEED_CREDIT, Q: SEED_CREDIT });
    for (const order of state.airOrders) expect(order.orderNum).toMatch(/^\d{18}$/);
    expect(state.airOrders.filter((o) => o.state === 'ISSED').every((o) => o.airPnr && o.passengers.every((p) => p.ticketNum))).toBe(true);
  });
});
