import type { RecentSearch, ShoppingResults, ShoppingSearch } from '../../contract/domains/shopping';
import { decodeShoppingResults, encodeShoppingResults, isShoppingResultsWire } from '../../contract/domains/shopping-wire';
import type { ArchiveDatabase } from './open-archive';

/** How many searches keep their full results on disk; older ones keep only the search. */
export const RESULTS_KEPT = 20;
const RECENT_LIMIT = 20;
/** How many of the newest rows are read to find RECENT_LIMIT different searches. */
const RECENT_WINDOW_FACTOR = 10;
const MEMORY_KEPT = 3;
/** How long new results wait before their archive copy is written (see writeUnwritten). */
export const ARCHIVE_WRITE_DELAY_MS = 300;

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
 * and the multi-megabyte write happens a moment after the search has answered, not before.
 */
export class SearchStore {
  private readonly memory = new Map<string, ShoppingResults>();
  /** Saved but not yet written to disk, in save order. */
  private readonly unwritten = new Map<string, ShoppingResults>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly db: ArchiveDatabase,
    private readonly options: { writeFailed?: (searchId: string, error: unknown) => void } = {},
  ) {}

  save(results: ShoppingResults, summary: string): void {
    this.db
      .prepare('INSERT INTO searches (id, searched_at, profile_id, search_json, summary, offer_count, results_json) VALUES (?, ?, ?, ?, ?, ?, NULL)')
      .run(results.searchId, results.searchedAt, results.profileId, JSON.stringify(results.search), summary, results.offers.length);
    this.remember(results);
    this.unwritten.set(results.searchId, results);
    this.timer ??= setTimeout(() => this.writeUnwritten(), ARCHIVE_WRITE_DELAY_MS);
  }

  /** Writes every result set handed to save() now (the desk is closing). */
  flushed(): Promise<void> {
    this.writeUnwritten();
    return Promise.resolve();
  }

  /**
   * The multi-megabyte write runs on main's only thread and blocks it: started at once, it held
   * back the answer it belongs to (the host was still sending it) by as long as it took. After
   * the delay the answer is on the renderer's side, which is busy drawing it.
   */
  private writeUnwritten(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const results of this.unwritten.values()) {
      try {
        this.db.transaction(() => {
          // The wire form: shared lists stored once (about a sixth of the plain JSON).
          this.db.prepare('UPDATE searches SET results_json = ? WHERE id = ?').run(JSON.stringify(encodeShoppingResults(results)), results.searchId);
          // Keep the newest RESULTS_KEPT result sets; the searches themselves stay listed.
          this.db
            .prepare('UPDATE searches SET results_json = NULL WHERE results_json IS NOT NULL AND id NOT IN (SELECT id FROM searches ORDER BY searched_at DESC LIMIT ?)')
            .run(RESULTS_KEPT);
        })();
      } catch (error) {
        // The agent keeps the results on screen and in memory; only the archive copy is missing.
        this.options.writeFailed?.(results.searchId, error);
      }
    }
    this.unwritten.clear();
  }

  load(searchId: string): ShoppingResults | null {
    const cached = this.memory.get(searchId) ?? this.unwritten.get(searchId);
    if (cached) return cached;
    const row = this.db.prepare('SELECT results_json FROM searches WHERE id = ?').get(searchId) as { results_json: string | null } | undefined;
    if (!row?.results_json) return null;
    const stored = JSON.parse(row.results_json) as object;
    // Result sets stored before the wire form are plain ShoppingResults; a form this desk does not
    // know (written by another version) counts as not stored: the search is one keystroke away.
    if (!isShoppingResultsWire(stored) && 'format' in stored) return null;
    const results = isShoppingResultsWire(stored) ? decodeShoppingResults(stored) : (stored as ShoppingResults);
    this.remember(results);
    return results;
  }

  exists(searchId: string): boolean {
    return this.db.prepare('SELECT 1 FROM searches WHERE id = ?').get(searchId) !== undefined;
  }

  /**
   * The latest `limit` different searches, newest first. The same search made again is listed
   * once, at its latest run (with that run's results): twenty copies of one search would hide
   * the others (walkthrough). Read from a bounded window of the newest rows, through the time
   * index, so the list stays instant however long the archive grows.
   */
  recent(limit = RECENT_LIMIT): RecentSearch[] {
    const window = this.db
      .prepare('SELECT id, searched_at, search_json, summary, offer_count, results_json IS NOT NULL AS has_results FROM searches ORDER BY searched_at DESC LIMIT ?')
      .all(limit * RECENT_WINDOW_FACTOR) as SearchRow[];
    const seen = new Set<string>();
    const rows: SearchRow[] = [];
    for (const row of window) {
      if (seen.has(row.search_json)) continue;
      seen.add(row.search_json);
      rows.push(row);
      if (rows.length === limit) break;
    }
    return rows.map((row) => ({
      searchId: row.id,
      searchedAt: row.searched_at,
      search: JSON.parse(row.search_json) as ShoppingSearch,
      summary: row.summary,
      offerCount: row.offer_count,
      resultsStored: Boolean(row.has_results) || this.memory.has(row.id) || this.unwritten.has(row.id),
    }));
  }

  private remember(results: ShoppingResults): void {
    this.memory.delete(results.searchId);
    this.memory.set(results.searchId, results);
    while (this.memory.size > MEMORY_KEPT) this.memory.delete(this.memory.keys().next().value as string);
  }
}
