import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShoppingResults } from '../../../electron/contract/domains/shopping';
import { isShoppingResultsWire } from '../../../electron/contract/domains/shopping-wire';
import { openArchive, type ArchiveDatabase } from '../../../electron/main/archive/open-archive';
import { ARCHIVE_WRITE_DELAY_MS, SearchStore } from '../../../electron/main/archive/search-store';
import { sandboxRoundTripResults } from '../shopping/support/sandbox-results';

describe('the search archive', () => {
  let results: ShoppingResults;
  let db: ArchiveDatabase;
  const storedJson = (searchId: string) => (db.prepare('SELECT results_json FROM searches WHERE id = ?').get(searchId) as { results_json: string | null }).results_json;

  beforeAll(() => {
    results = sandboxRoundTripResults(120);
  });
  beforeEach(() => {
    vi.useFakeTimers();
    db = openArchive(':memory:');
  });
  afterEach(() => {
    vi.useRealTimers();
    db.close();
  });

  it('lists a search at once but writes its results only after the answer has gone out', () => {
    const store = new SearchStore(db);
    store.save(results, 'BJS → LON');
    expect(store.recent()[0]).toMatchObject({ searchId: results.searchId, offerCount: results.offers.length, resultsStored: true });
    expect(storedJson(results.searchId)).toBeNull();
    expect(store.load(results.searchId)).toBe(results); // pricing reads from memory meanwhile

    vi.advanceTimersByTime(ARCHIVE_WRITE_DELAY_MS);
    expect(storedJson(results.searchId)).not.toBeNull();
  });

  it('writes what is still waiting when the desk closes', async () => {
    const store = new SearchStore(db);
    store.save(results, 'BJS → LON');
    await store.flushed();
    expect(storedJson(results.searchId)).not.toBeNull();
  });

  it('stores the wire form and reads it back exactly, in a later session', async () => {
    const first = new SearchStore(db);
    first.save(results, 'BJS → LON');
    await first.flushed();
    expect(isShoppingResultsWire(JSON.parse(storedJson(results.searchId)!))).toBe(true);

    const later = new SearchStore(db); // nothing in memory: read from disk
    expect(later.load(results.searchId)).toEqual(results);
  });

  it('still reads results stored in the plain form by earlier versions', () => {
    db.prepare('INSERT INTO searches (id, searched_at, profile_id, search_json, summary, offer_count, results_json) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(results.searchId, results.searchedAt, results.profileId, JSON.stringify(results.search), 'old', results.offers.length, JSON.stringify(results));
    expect(new SearchStore(db).load(results.searchId)).toEqual(results);
  });

  it('treats results in a form it does not know as no longer stored', () => {
    db.prepare('INSERT INTO searches (id, searched_at, profile_id, search_json, summary, offer_count, results_json) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(results.searchId, results.searchedAt, results.profileId, JSON.stringify(results.search), 'newer', 1, JSON.stringify({ format: 'shopping-results/from-the-future', offers: [] }));
    expect(new SearchStore(db).load(results.searchId)).toBeNull();
  });

  it('reports a failed write and keeps the results in memory', () => {
    const failures: string[] = [];
    const store = new SearchStore(db, { writeFailed: (searchId) => failures.push(searchId) });
    store.save(results, 'BJS → LON');
    db.exec('DROP TABLE searches');
    vi.advanceTimersByTime(ARCHIVE_WRITE_DELAY_MS);
    expect(failures).toEqual([results.searchId]);
    expect(store.load(results.searchId)).toBe(results);
  });
});
