/**
 * The archive's schema, one migration per change, applied in order and recorded in
 * `schema_migrations`. Never edit a migration that has shipped: add the next one.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'searches',
    sql: `
      CREATE TABLE searches (
        id TEXT PRIMARY KEY,
        searched_at TEXT NOT NULL,
        profile_id TEXT NOT NULL,
        search_json TEXT NOT NULL,
        summary TEXT NOT NULL,
        offer_count INTEGER NOT NULL,
        -- The compact results; NULL once pruned (the search itself stays in the recent list).
        results_json TEXT
      );
      CREATE INDEX searches_by_time ON searches (searched_at DESC);
    `,
  },
  {
    version: 2,
    name: 'priced offers',
    sql: `
      CREATE TABLE priced_offers (
        id TEXT PRIMARY KEY,
        search_id TEXT NOT NULL REFERENCES searches (id),
        solution_id TEXT NOT NULL,
        priced_at TEXT NOT NULL,
        profile_id TEXT NOT NULL,
        summary TEXT NOT NULL,
        currency TEXT NOT NULL,
        total TEXT,
        price_increased INTEGER NOT NULL,
        acknowledged_at TEXT,
        offer_json TEXT NOT NULL
      );
      CREATE INDEX priced_offers_by_time ON priced_offers (priced_at DESC);
    `,
  },
];
