import type { ArchiveDatabase } from '../open-archive';
import type { MigrationContext } from '../migrations';

/**
 * Migration 5: an order is keyed on its account at the service (environment + partner id) and its
 * number, no longer on the profile id each desk invents (`p-<random>`), so two desks (and the
 * agency's shared file) agree on which order is which. See docs/order-file.md, "Identity".
 *
 * 1. Each profile id of the file is looked up in main's profiles (`context.accountOf`): rows of a
 *    profile this desk no longer has keep a null partner id and stay keyed on their profile.
 * 2. Rows that are now the same order (two profiles of one environment with one partner id) become
 *    ONE row: the most recently observed one is kept, what it lacks is taken from the others, and
 *    nothing of theirs is lost (see `mergeInto`).
 * 3. The orders table is rebuilt with the new unique key (a UNIQUE constraint cannot be dropped
 *    in place; ids are kept, so every other table and the search index still point right).
 * 4. The audit log records the partner id too, so an order's calls are found by its identity.
 */
export function keyOrdersOnTheirAccount(db: ArchiveDatabase, context: MigrationContext): void {
  db.exec(`
    CREATE TEMP TABLE profile_accounts (profile_id TEXT PRIMARY KEY, environment TEXT NOT NULL, partner_id TEXT NOT NULL);
    CREATE TEMP TABLE order_accounts (id INTEGER PRIMARY KEY, partner_id TEXT);
  `);
  const addAccount = db.prepare('INSERT INTO temp.profile_accounts (profile_id, environment, partner_id) VALUES (?, ?, ?)');
  const profiles = db.prepare('SELECT DISTINCT profile_id FROM orders UNION SELECT DISTINCT profile_id FROM audit_log').raw().all() as [string][];
  for (const [profileId] of profiles) {
    const account = context.accountOf(profileId);
    if (account && account.partnerId !== '') addAccount.run(profileId, account.environment, account.partnerId);
  }
  // A profile whose environment was changed since it filed an order does not vouch for that order's account.
  db.exec(`INSERT INTO temp.order_accounts (id, partner_id)
           SELECT o.id, a.partner_id FROM orders o LEFT JOIN temp.profile_accounts a ON a.profile_id = o.profile_id AND a.environment = o.environment`);

  const keepers = mergeDuplicates(db);
  rebuildOrders(db);
  recordPartnerInAudit(db);
  db.exec('DROP TABLE temp.order_accounts; DROP TABLE temp.profile_accounts;');
  if (keepers.length > 0) context.reindex?.(db, keepers);
}

type OrderRecord = Record<string, string | number | null> & { id: number };

/** Every group of rows that are one order now: merged into its most recently observed row. Returns the rows kept. */
function mergeDuplicates(db: ArchiveDatabase): number[] {
  const groups = db
    .prepare(
      `SELECT json_group_array(o.id) AS ids FROM orders o JOIN temp.order_accounts a ON a.id = o.id
       WHERE a.partner_id IS NOT NULL GROUP BY o.environment, a.partner_id, o.order_num HAVING count(*) > 1`,
    )
    .raw()
    .all() as [string][];
  const keepers: number[] = [];
  for (const [ids] of groups) {
    // Newest facts first: heard from the service last, then written last, then the higher id (deterministic).
    const rows = db
      .prepare(`SELECT * FROM orders WHERE id IN (SELECT value FROM json_each(?)) ORDER BY as_of IS NULL, as_of DESC, updated_at DESC, id DESC`)
      .all(ids) as OrderRecord[];
    const [keeper, ...others] = rows;
    if (!keeper) continue;
    mergeRows(db, keeper, others);
    keepers.push(keeper.id);
  }
  return keepers;
}

/** Columns whose value the kept row takes from an older row when it has none itself. */
const FILLED_COLUMNS = ['order_type', 'parent_order_num', 'pnr', 'air_pnr', 'currency', 'amount', 'last_tkt_time'] as const;
/** Lists kept whole with the list-row columns derived from them: taken together from the newest row that has entries. */
const LIST_GROUPS = [
  ['passengers_json', 'lead_passenger', 'passenger_count'],
  ['segments_json', 'route_json', 'first_departure'],
  ['tickets_json'],
] as const;

/**
 * Folds `others` (older observations of the same order) into `keeper`, the way an answer is filed
 * over the file's copy: a value the newer row has wins, one it lacks is taken from the newest row
 * that has it. Nothing hanging from the others is lost: their history (and their current status,
 * as history), audit links, payloads, vouchers, files, links and refund drafts move to the kept
 * row; notes are joined; of two payment or refund markers for one operation the stronger state is
 * kept (outcome unknown over sent), so an outcome-unknown marker is never lost.
 */
function mergeRows(db: ArchiveDatabase, keeper: OrderRecord, others: readonly OrderRecord[]): void {
  const merged: Record<string, string | number | null> = {};
  for (const column of FILLED_COLUMNS) merged[column] = keeper[column] ?? others.find((row) => row[column] !== null)?.[column] ?? null;
  for (const [list, ...derived] of LIST_GROUPS) {
    const source = [keeper, ...others].find((row) => row[list] !== '[]') ?? keeper;
    merged[list] = source[list] ?? '[]';
    for (const column of derived) merged[column] = source[column] ?? null;
  }
  // Oldest first, so newer details patch older ones (json_patch: the patch's keys win).
  let details = '{}';
  for (const row of [...others].reverse()) details = (db.prepare('SELECT json_patch(?, ?) AS d').get(details, row.details_json) as { d: string }).d;
  merged.details_json = (db.prepare('SELECT json_patch(?, ?) AS d').get(details, keeper.details_json) as { d: string }).d;
  // Confirmed by the service once is confirmed; first seen is the earliest sighting.
  merged.manual = [keeper, ...others].every((row) => row.manual === 1) ? 1 : 0;
  merged.first_seen_at = [keeper, ...others].map((row) => String(row.first_seen_at)).sort()[0] ?? null;
  const columns = Object.keys(merged);
  db.prepare(`UPDATE orders SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`).run(...columns.map((column) => merged[column] ?? null), keeper.id);

  const history = db.prepare(
    'INSERT INTO order_status_history (order_id, status_code, status_text, status_key, status_group, seen_at, source, inferred) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const other of others) {
    if (other.status_seen_at !== null) history.run(other.id, other.status_code, other.status_text, other.status_key, other.status_group, other.status_seen_at, other.status_source, other.status_inferred);
    for (const table of ['order_status_history', 'order_payloads', 'refund_drafts']) db.prepare(`UPDATE ${table} SET order_id = ? WHERE order_id = ?`).run(keeper.id, other.id);
    // Keyed tables: the kept row's entry wins a tie; what is left of the other row's goes with it.
    for (const table of ['order_vouchers', 'order_files', 'order_known_links', 'audit_orders']) {
      db.prepare(`UPDATE OR IGNORE ${table} SET order_id = ? WHERE order_id = ?`).run(keeper.id, other.id);
      db.prepare(`DELETE FROM ${table} WHERE order_id = ?`).run(other.id);
    }
  }
  const ids = [keeper.id, ...others.map((row) => row.id)];
  mergeNotes(db, keeper.id, ids);
  mergeMarkers(db, keeper.id, ids);
  for (const other of others) {
    // Its search entry goes with it (the kept row's is rebuilt by the caller).
    db.prepare('DELETE FROM order_ids_fts WHERE rowid = ?').run(other.id);
    db.prepare('DELETE FROM order_text_fts WHERE rowid = ?').run(other.id);
    db.prepare('DELETE FROM orders WHERE id = ?').run(other.id);
  }
}

/** The agent's notes of every copy, oldest first, each once. */
function mergeNotes(db: ArchiveDatabase, keeperId: number, ids: readonly number[]): void {
  const notes = db
    .prepare(`SELECT text, updated_at FROM order_notes WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY updated_at, order_id`)
    .all(JSON.stringify(ids)) as { text: string; updated_at: string }[];
  const texts = [...new Set(notes.map((note) => note.text.trim()).filter((text) => text !== ''))];
  db.prepare('DELETE FROM order_notes WHERE order_id IN (SELECT value FROM json_each(?))').run(JSON.stringify(ids));
  const last = notes.at(-1);
  if (last) db.prepare('INSERT INTO order_notes (order_id, text, updated_at) VALUES (?, ?, ?)').run(keeperId, texts.join('\n\n'), last.updated_at);
}

/** Per operation, the strongest marker: outcome unknown over sent, then the latest. */
function mergeMarkers(db: ArchiveDatabase, keeperId: number, ids: readonly number[]): void {
  const markers = db
    .prepare(
      `SELECT operation, state, request_id, since FROM order_pending_writes WHERE order_id IN (SELECT value FROM json_each(?))
       ORDER BY operation, state = 'outcome-unknown' DESC, since DESC, request_id DESC`,
    )
    .all(JSON.stringify(ids)) as { operation: string; state: string; request_id: string; since: string }[];
  db.prepare('DELETE FROM order_pending_writes WHERE order_id IN (SELECT value FROM json_each(?))').run(JSON.stringify(ids));
  const insert = db.prepare('INSERT INTO order_pending_writes (order_id, operation, state, request_id, since) VALUES (?, ?, ?, ?, ?)');
  const kept = new Set<string>();
  for (const marker of markers) {
    if (kept.has(marker.operation)) continue;
    kept.add(marker.operation);
    insert.run(keeperId, marker.operation, marker.state, marker.request_id, marker.since);
  }
}

/** The columns every version-4 order row has, in the new table's order after the identity. */
const CARRIED_COLUMNS = [
  'profile_id', 'profile_name', 'order_num', 'kind', 'order_type', 'parent_order_num', 'status_code', 'status_text', 'status_key', 'status_group',
  'pnr', 'air_pnr', 'currency', 'amount', 'last_tkt_time', 'route_json', 'first_departure', 'lead_passenger', 'passenger_count',
  'passengers_json', 'segments_json', 'tickets_json', 'details_json', 'sort_time', 'source', 'manual', 'first_seen_at', 'updated_at', 'as_of',
  'status_seen_at', 'status_source', 'status_inferred',
].join(', ');

function rebuildOrders(db: ArchiveDatabase): void {
  db.exec(`
    CREATE TABLE orders_keyed (
      id INTEGER PRIMARY KEY,
      environment TEXT NOT NULL CHECK (environment IN ('sandbox', 'test', 'production')),
      -- The account at the service. NULL: the order's profile was gone when the file was keyed
      -- (migration 5); such an order stays keyed on its profile (index below).
      partner_id TEXT,
      -- The profile the desk last read the order with (refresh uses it) and its name, kept for the
      -- screens after the profile is deleted. Not part of the identity.
      profile_id TEXT NOT NULL,
      profile_name TEXT NOT NULL,
      order_num TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('air', 'refund', 'ancillary')),
      order_type TEXT,
      parent_order_num TEXT,
      status_code TEXT,
      status_text TEXT,
      status_key TEXT,
      status_group TEXT NOT NULL DEFAULT 'other',
      pnr TEXT,
      air_pnr TEXT,
      currency TEXT,
      amount TEXT,
      last_tkt_time TEXT,
      route_json TEXT NOT NULL DEFAULT '[]',
      first_departure TEXT,
      lead_passenger TEXT,
      passenger_count INTEGER NOT NULL DEFAULT 0,
      passengers_json TEXT NOT NULL DEFAULT '[]',
      segments_json TEXT NOT NULL DEFAULT '[]',
      tickets_json TEXT NOT NULL DEFAULT '[]',
      details_json TEXT NOT NULL DEFAULT '{}',
      sort_time TEXT NOT NULL,
      source TEXT NOT NULL,
      manual INTEGER NOT NULL DEFAULT 0,
      first_seen_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      as_of TEXT,
      status_seen_at TEXT,
      status_source TEXT,
      status_inferred INTEGER NOT NULL DEFAULT 0,
      -- The identity. Number first: the same index finds an order by its number alone (search,
      -- links), so no index of its own is needed for that (orders_by_number is not recreated).
      UNIQUE (order_num, environment, partner_id)
    );
    INSERT INTO orders_keyed (id, environment, partner_id, ${CARRIED_COLUMNS})
      SELECT o.id, o.environment, a.partner_id, ${CARRIED_COLUMNS.replace(/(\w+)/g, 'o.$1')} FROM orders o JOIN temp.order_accounts a ON a.id = o.id ORDER BY o.id;
    DROP TABLE orders;
    ALTER TABLE orders_keyed RENAME TO orders;
    CREATE UNIQUE INDEX orders_without_account ON orders (environment, profile_id, order_num) WHERE partner_id IS NULL;
    CREATE INDEX orders_newest ON orders (sort_time DESC, id DESC);
    CREATE INDEX orders_by_parent ON orders (parent_order_num);
    -- The file's profiles and their counts (orders.status, the profile filter's list), read from
    -- this index alone; the old unique key (environment, profile_id, order_num) served it before.
    -- Profile first: an index leading with the environment lures queries that also name a parent
    -- or a number (links: an order's refunds) into scanning a whole environment.
    CREATE INDEX orders_by_profile ON orders (profile_id, environment);
    CREATE INDEX orders_refund_board ON orders (environment, sort_time, id) WHERE kind = 'refund';
    CREATE INDEX orders_refunds_of_account ON orders (environment, partner_id, status_key) WHERE kind = 'refund';
  `);
}

function recordPartnerInAudit(db: ArchiveDatabase): void {
  db.exec(`
    DROP TRIGGER audit_log_no_update;
    ALTER TABLE audit_log ADD COLUMN partner_id TEXT;
    UPDATE audit_log SET partner_id = (SELECT a.partner_id FROM temp.profile_accounts a WHERE a.profile_id = audit_log.profile_id AND a.environment = audit_log.environment);
    CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
    DROP INDEX audit_log_by_subject;
    CREATE INDEX audit_log_by_order ON audit_log (environment, order_num);
  `);
}
