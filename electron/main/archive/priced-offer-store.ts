import type { PricedOffer, PricedOfferSummary } from '../../contract/domains/pricing';
import type { TestOrder } from '../../contract/domains/booking';
import type { ArchiveDatabase } from './open-archive';
import { diffAsStored } from '../desk/pricing/stored-diff';

interface PricedRow {
  id: string;
  search_id: string;
  priced_at: string;
  summary: string;
  currency: string;
  total: string | null;
  price_increased: number;
  acknowledged_at: string | null;
}

/**
 * Priced offers (with their diff against the shopped offer) and the sandbox test orders each one
 * produced, kept across restarts.
 */
export class PricedOfferStore {
  constructor(private readonly db: ArchiveDatabase) {}

  save(offer: PricedOffer, summary: string): void {
    this.db
      .prepare(
        'INSERT INTO priced_offers (id, search_id, solution_id, priced_at, profile_id, summary, currency, total, price_increased, acknowledged_at, offer_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(offer.pricedOfferId, offer.searchId, offer.solutionId, offer.pricedAt, offer.profileId, summary, offer.priced.price.currency, offer.priced.price.total, offer.diff.priceIncreased ? 1 : 0, offer.acknowledgedAt, JSON.stringify(offer));
  }

  load(pricedOfferId: string): PricedOffer | null {
    const row = this.db.prepare('SELECT offer_json, acknowledged_at FROM priced_offers WHERE id = ?').get(pricedOfferId) as { offer_json: string; acknowledged_at: string | null } | undefined;
    if (!row) return null;
    const stored = JSON.parse(row.offer_json) as PricedOffer;
    return { ...stored, diff: diffAsStored(stored.diff), acknowledgedAt: row.acknowledged_at, testOrders: this.testOrdersOf(pricedOfferId) };
  }

  /** The priced offer a test order the desk booked came from, or null (booked elsewhere, or pruned). */
  offerOfOrder(orderNum: string): PricedOffer | null {
    const row = this.db.prepare('SELECT priced_offer_id FROM priced_offer_orders WHERE order_num = ?').get(orderNum) as { priced_offer_id: string } | undefined;
    return row ? this.load(row.priced_offer_id) : null;
  }

  /** Oldest first. */
  testOrdersOf(pricedOfferId: string): TestOrder[] {
    const rows = this.db.prepare('SELECT order_json FROM priced_offer_orders WHERE priced_offer_id = ? ORDER BY created_at, order_num').all(pricedOfferId) as { order_json: string }[];
    return rows.map((row) => JSON.parse(row.order_json) as TestOrder);
  }

  /**
   * A sandbox that was reset issues its order numbers again from the start: a number already
   * recorded for an earlier priced offer now names the new order, so it moves to the new offer
   * (the booking went through; refusing to record it made the desk report a failure).
   */
  recordTestOrder(pricedOfferId: string, order: TestOrder): void {
    this.db
      .prepare(
        'INSERT INTO priced_offer_orders (order_num, priced_offer_id, created_at, order_json) VALUES (?, ?, ?, ?) ' +
          'ON CONFLICT (order_num) DO UPDATE SET priced_offer_id = excluded.priced_offer_id, created_at = excluded.created_at, order_json = excluded.order_json',
      )
      .run(order.orderNum, pricedOfferId, order.createdAt, JSON.stringify(order));
  }

  acknowledge(pricedOfferId: string, at: string): void {
    this.db.prepare('UPDATE priced_offers SET acknowledged_at = COALESCE(acknowledged_at, ?) WHERE id = ?').run(at, pricedOfferId);
  }

  recent(limit = 20): PricedOfferSummary[] {
    const rows = this.db
      .prepare('SELECT id, search_id, priced_at, summary, currency, total, price_increased, acknowledged_at FROM priced_offers ORDER BY priced_at DESC LIMIT ?')
      .all(limit) as PricedRow[];
    return rows.map((row) => ({
      pricedOfferId: row.id,
      searchId: row.search_id,
      pricedAt: row.priced_at,
      summary: row.summary,
      total: row.total,
      currency: row.currency,
      priceIncreased: row.price_increased === 1,
      acknowledgedAt: row.acknowledged_at,
    }));
  }
}
