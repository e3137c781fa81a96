import { describe, expect, it } from 'vitest';
import type { PricedOffer } from '../../../electron/contract/domains/pricing';
import { wordAll } from '../../../electron/contract/words';
import { openArchive } from '../../../electron/main/archive/open-archive';
import { PricedOfferStore } from '../../../electron/main/archive/priced-offer-store';

const row = (label: string, shopped: string, priced: string) => ({ section: 'price', label, shopped, priced, change: 'increase', delta: '100.00' });

describe('a priced offer stored before its diff rows carried codes', () => {
  it('is read back with its diff shown in the language of the screen, as it was kept in each', () => {
    const db = openArchive(':memory:');
    db.prepare("INSERT INTO searches (id, searched_at, profile_id, search_json, summary, offer_count) VALUES ('s', '2026-11-23T09:59:00Z', 'sandbox', '{}', '', 1)").run();
    // The JSON exactly as the desk stored it then: rows worded in the language of that moment, and rowsIn.
    const old = {
      pricedOfferId: 'old',
      diff: { rows: [row('成人票价', '1000.00', '1100.00')], rowsIn: { en: [row('Adult fare', '1000.00', '1100.00')], 'zh-CN': [row('成人票价', '1000.00', '1100.00')] }, totalShopped: '1000.00', totalPriced: '1100.00', totalDelta: '100.00', priceIncreased: true, anyChange: true },
    };
    db.prepare("INSERT INTO priced_offers (id, search_id, solution_id, priced_at, profile_id, summary, currency, total, price_increased, acknowledged_at, offer_json) VALUES ('old', 's', 'x', '2026-11-23T10:00:00Z', 'sandbox', '', 'CNY', '1100.00', 1, NULL, ?)").run(JSON.stringify(old));
    const loaded = new PricedOfferStore(db).load('old') as PricedOffer;
    expect(loaded.diff).not.toHaveProperty('rowsIn');
    expect(wordAll('en', loaded.diff).rows[0]).toMatchObject({ label: 'Adult fare', shopped: '1000.00', priced: '1100.00', change: 'increase' });
    expect(wordAll('zh-CN', loaded.diff).rows[0]).toMatchObject({ label: '成人票价', change: 'increase' });
    db.close();
  });
});
