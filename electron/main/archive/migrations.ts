import type { Environment } from '../../contract/domains/profiles';
import type { ArchiveDatabase } from './open-archive';

/**
 * The archive's schema, one migration per change, applied in order and recorded in
 * `schema_migrations`. Never edit a migration that has shipped: add the next one.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
  /**
   * Work SQL alone cannot do (the order file's identity needs main's profile map), run after `sql`
   * in the same transaction as every other pending migration.
   */
  run?: (db: ArchiveDatabase, context: MigrationContext) => void;
  /**
   * The migration rebuilds a table other tables refer to (SQLite's documented way to change a
   * table's constraints): the runner turns foreign keys off around the transaction (a PRAGMA has
   * no effect inside one; with them on, dropping the old table would cascade into its children)
   * and checks every reference with `foreign_key_check` before it commits.
   */
  rebuildsTables?: boolean;
}

/** An account at the service: what makes an order the same order on any desk (docs/order-file.md, "Identity"). */
export interface PartnerAccount {
  environment: Environment;
  partnerId: string;
}

/** What a migration may need from outside the file. */
export interface MigrationContext {
  /** A profile's account, from main's profiles (null: a profile this desk no longer has). */
  accountOf(profileId: string): PartnerAccount | null;
  /** Rebuilds the search entries of rows a migration changed (the order file's index). */
  reindex?(db: ArchiveDatabase, orderIds: readonly number[]): void;
}

/** No profiles known (tests, a file opened without the desk): every profile reads as gone. */
export const NO_MIGRATION_CONTEXT: MigrationContext = { accountOf: () => null };

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
  {
    version: 3,
    name: 'test orders of priced offers',
    sql: `
      -- Which sandbox test orders each priced offer produced, so a second order from the same
      -- offer is asked for, even after a restart or from another window.
      CREATE TABLE priced_offer_orders (
        order_num TEXT PRIMARY KEY,
        priced_offer_id TEXT NOT NULL REFERENCES priced_offers (id),
        created_at TEXT NOT NULL,
        order_json TEXT NOT NULL
      );
      CREATE INDEX priced_offer_orders_by_offer ON priced_offer_orders (priced_offer_id, created_at);
    `,
  },
];
