import type { RecentSearch, ShoppingResults, ShoppingSearch } from '../../contract/domains/shopping';
import type { ArchiveDatabase } from './open-archive';

/** How many searches keep their full results on disk; older ones keep only the search. */
export const RESULTS_KEPT = 20;
const RECENT_LIMIT = 20;
const MEMORY_KEPT = 3;

interface SearchRow {
  id: string;
  searched_at: string;
  search_json: string;
  summary: string;
  offer_count: number;
  has_results: number;
}

/**
 * Searches and their results, so the agent finds them again after a restart and offline.
 * The latest few result sets also stay in memory: pricing reads its offer from there at once,
 * and the multi-megabyte write happens just after the search answers, not before.
 */
export class SearchStore {
  private readonly memory = new Map<string, ShoppingResults>();
  private pendingWrite: Promise<void> = Promise.resolve();

  constructor(private readonly db: ArchiveDatabase) {}

  save(results: ShoppingResults, summary: string): void {
    this.db
      .prepare('INSERT INTO searches (id, searched_at, profile_id, search_json, summary, offer_count, results_json) VALUES (?, ?, ?, ?, ?, ?, NULL)')
      .run(results.searchId, results.searchedAt, results.profileId, JSON.stringify(results.search), summary, results.offers.length);
    this.remember(results);
    this.pendingWrite = this.pendingWrite.then(
      () =>
        new Promise<void>((resolve) =>
          setImmediate(() => {
            this.db.transaction(() => {
              this.db.prepare('UPDATE searches SET results_json = ? WHERE id = ?').run(JSON.stringify(results), results.searchId);
              // Keep the newest RESULTS_KEPT result sets; the searches themselves stay listed.
              this.db
                .prepare('UPDATE searches SET results_json = NULL WHERE results_json IS NOT NULL AND id NOT IN (SELECT id FROM searches ORDER BY searched_at DESC LIMIT ?)')
                .run(RESULTS_KEPT);
            })();
            resolve();
          }),
        ),
    );
  }

  /** Resolves when every result set handed to save() is on disk. */
  flushed(): Promise<void> {
    return this.pendingWrite;
  }

  load(searchId: string): ShoppingResults | null {
    const cached = this.memory.get(searchId);
    if (cached) return cached;
    const row = this.db.prepare('SELECT results_json FROM searches WHERE id = ?').get(searchId) as { results_json: string | null } | undefined;
    if (!row?.results_json) return null;
    const results = JSON.parse(row.results_json) as ShoppingResults;
    this.remember(results);
    return results;
  }

  exists(searchId: string): boolean {
    return this.db.prepare('SELECT 1 FROM searches WHERE id = ?').get(searchId) !== undefined;
  }

  recent(limit = RECENT_LIMIT): RecentSearch[] {
    const rows = this.db
      .prepare('SELECT id, searched_at, search_json, summary, offer_count, results_json IS NOT NULL AS has_results FROM searches ORDER BY searched_at DESC LIMIT ?')
      .all(limit) as SearchRow[];
    return rows.map((row) => ({
      searchId: row.id,
      searchedAt: row.searched_at,
      search: JSON.parse(row.search_json) as ShoppingSearch,
      summary: row.summary,
      offerCount: row.offer_count,
      resultsStored: Boolean(row.has_results) || this.memory.has(row.id),
    }));
  }

  private remember(results: ShoppingResults): void {
    this.memory.delete(results.searchId);
    this.memory.set(results.searchId, results);
    while (this.memory.size > MEMORY_KEPT) this.memory.delete(this.memory.keys().next().value as string);
  }
}
