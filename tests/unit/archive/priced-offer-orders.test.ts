import { describe, expect, it } from 'vitest';
import type { TestOrder } from '../../../electron/contract/domains/booking';
import { openArchive } from '../../../electron/main/archive/open-archive';
import { PricedOfferStore } from '../../../electron/main/archive/priced-offer-store';

const order = (orderNum: string, createdAt: string): TestOrder => ({ orderNum, stateCode: 'TO_BE_PAID', stateText: 'To be paid', orderAmount: '604.00', currency: 'CNY', pnr: null, lastTicketingTime: null, createdAt });

describe('the test orders each priced offer produced', () => {
  it('moves an order number a reset sandbox issued again to the offer that booked it now', () => {
    const db = openArchive(':memory:');
    db.prepare("INSERT INTO searches (id, searched_at, profile_id, search_json, summary, offer_count) VALUES ('s', '2026-11-23T09:59:00Z', 'sandbox', '{}', '', 1)").run();
    const insertOffer = db.prepare(
      "INSERT INTO priced_offers (id, search_id, solution_id, priced_at, profile_id, summary, currency, total, price_increased, acknowledged_at, offer_json) VALUES (?, 's', 'x', '2026-11-23T10:00:00Z', 'sandbox', '', 'CNY', '604.00', 0, NULL, '{}')",
    );
    insertOffer.run('before-reset');
    insertOffer.run('after-reset');
    const store = new PricedOfferStore(db);
    store.recordTestOrder('before-reset', order('917083410232623001', '2026-11-23T10:01:00Z'));
    store.recordTestOrder('after-reset', order('917083410232623001', '2026-11-23T11:01:00Z'));
    expect(store.testOrdersOf('before-reset')).toEqual([]);
    expect(store.testOrdersOf('after-reset')).toEqual([order('917083410232623001', '2026-11-23T11:01:00Z')]);
    db.close();
  });

  it('names the priced offer an order was booked from (its rules and baggage for the documents), and none for another order', () => {
    const db = openArchive(':memory:');
    db.prepare("INSERT INTO searches (id, searched_at, profile_id, search_json, summary, offer_count) VALUES ('s', '2026-11-23T09:59:00Z', 'sandbox', '{}', '', 1)").run();
    const priced = { rules: { ADT: [{ segments: [1], rules: [] }] }, baggage: {}, journeys: [] };
    db.prepare(
      "INSERT INTO priced_offers (id, search_id, solution_id, priced_at, profile_id, summary, currency, total, price_increased, acknowledged_at, offer_json) VALUES ('booked', 's', 'x', '2026-11-23T10:00:00Z', 'sandbox', '', 'CNY', '604.00', 0, NULL, ?)",
    ).run(JSON.stringify({ pricedOfferId: 'booked', priced, diff: { rows: [] } }));
    const store = new PricedOfferStore(db);
    store.recordTestOrder('booked', order('917083410232623001', '2026-11-23T10:01:00Z'));
    expect(store.offerOfOrder('917083410232623001')).toMatchObject({ pricedOfferId: 'booked', priced });
    expect(store.offerOfOrder('917083410232623999')).toBeNull();
    db.close();
  });
});
