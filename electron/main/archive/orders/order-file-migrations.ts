import type { Migration } from '../migrations';
import { AGENCY_EVENTS_SQL, AGENCY_HOLDERS_SQL, AGENCY_JOURNAL_SQL } from '../agency/agency-journal';
import { AGENCY_SERVER_SQL } from '../agency/server-memory';
import { ORDER_STAMP_SQL } from '../agency/order-stamps';
import { AUDIT_AUTHORS_SQL } from './audit-log';
import { keyOrdersOnTheirAccount } from './order-identity-migration';

/**
 * The order file's schema (`orders.sqlite`), one migration per change, applied in order and
 * recorded in `schema_migrations`. Forward only: never edit a migration that has shipped, add
 * the next one (and a fixture for it in tests/durability/migrations.test.ts).
 *
 * The order file is a separate SQLite file from `archive.sqlite` (searches and priced offers):
 * see docs/order-file.md for why.
 */
export const ORDER_FILE_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'the order file: orders, their details, history, audit log, notes, search index',
    sql: `
      -- One row per order the desk has touched. Identity: environment + profile + order number,
      -- so a sandbox order never merges with a test or production order of the same number.
      -- What lists, filters and sorting read are columns; an order's passengers, segments,
      -- tickets (per passenger and segment) and the rest of its detail are JSON documents in the
      -- row: they are always read and written whole, and one row costs a fraction of thirty rows
      -- in five tables to write (docs/order-file.md, "Schema").
      CREATE TABLE orders (
        id INTEGER PRIMARY KEY,
        environment TEXT NOT NULL CHECK (environment IN ('sandbox', 'test', 'production')),
        profile_id TEXT NOT NULL,
        profile_name TEXT NOT NULL,
        order_num TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('air', 'refund', 'ancillary')),
        order_type TEXT,
        parent_order_num TEXT,
        -- As sent (code and/or display text), and what the desk recognised (key, group).
        status_code TEXT,
        status_text TEXT,
        status_key TEXT,
        status_group TEXT NOT NULL DEFAULT 'other',
        pnr TEXT,
        air_pnr TEXT,
        currency TEXT,
        -- Decimal strings, never floats.
        amount TEXT,
        -- The service's time as sent (Beijing).
        last_tkt_time TEXT,
        -- For the list: journeys (airports, local date), first local departure, lead passenger.
        route_json TEXT NOT NULL DEFAULT '[]',
        first_departure TEXT,
        lead_passenger TEXT,
        passenger_count INTEGER NOT NULL DEFAULT 0,
        -- FiledPassenger[], FiledSegment[] (local dates and times), FiledTicket[], OrderDetails.
        passengers_json TEXT NOT NULL DEFAULT '[]',
        segments_json TEXT NOT NULL DEFAULT '[]',
        tickets_json TEXT NOT NULL DEFAULT '[]',
        details_json TEXT NOT NULL DEFAULT '{}',
        -- Newest first: the service's creation time in UTC when known, else when first seen.
        sort_time TEXT NOT NULL,
        source TEXT NOT NULL,
        manual INTEGER NOT NULL DEFAULT 0,
        first_seen_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        -- When the desk last heard from the service about this order; NULL if never.
        as_of TEXT,
        UNIQUE (environment, profile_id, order_num)
      );
      CREATE INDEX orders_newest ON orders (sort_time DESC, id DESC);
      CREATE INDEX orders_by_parent ON orders (parent_order_num);

      CREATE INDEX orders_by_number ON orders (order_num);

      CREATE TABLE order_vouchers (
        order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        voucher_number TEXT NOT NULL,
        passenger_index INTEGER,
        last_name TEXT,
        first_name TEXT,
        currency TEXT,
        amount TEXT,
        valid_from TEXT,
        valid_end TEXT,
        use_for_json TEXT NOT NULL DEFAULT '[]',
        usage_limitation INTEGER,
        file_id TEXT,
        source TEXT NOT NULL,
        PRIMARY KEY (order_id, voucher_number)
      ) WITHOUT ROWID;
      CREATE INDEX order_vouchers_by_end ON order_vouchers (valid_end);

      CREATE TABLE order_files (
        order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        file_id TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('voucher', 'document')),
        PRIMARY KEY (order_id, file_id, role)
      ) WITHOUT ROWID;

      -- Orders an answer named (e.g. an air order's ancillary orders) that may not be filed yet.
      CREATE TABLE order_known_links (
        order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        linked_order_num TEXT NOT NULL,
        relation TEXT NOT NULL CHECK (relation IN ('parent', 'refund', 'ancillary', 'change')),
        PRIMARY KEY (order_id, linked_order_num)
      ) WITHOUT ROWID;

      CREATE TABLE order_status_history (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        status_code TEXT,
        status_text TEXT,
        status_key TEXT,
        status_group TEXT NOT NULL,
        seen_at TEXT NOT NULL,
        source TEXT NOT NULL,
        inferred INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX order_status_history_by_order ON order_status_history (order_id, id);

      -- Every call the desk made about an order. Append-only: the triggers refuse changes.
      -- Never the partner key or the sign.
      CREATE TABLE audit_log (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        environment TEXT NOT NULL,
        profile_id TEXT NOT NULL,
        operation TEXT NOT NULL,
        request_id TEXT NOT NULL,
        outcome TEXT NOT NULL,
        code TEXT,
        duration_ms INTEGER NOT NULL,
        order_num TEXT NOT NULL
      );
      CREATE INDEX audit_log_by_subject ON audit_log (environment, profile_id, order_num);
      CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
      CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;

      -- Which filed orders a call concerned (a refund request concerns the parent and the refund).
      CREATE TABLE audit_orders (
        audit_id INTEGER NOT NULL REFERENCES audit_log (id),
        order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        PRIMARY KEY (order_id, audit_id)
      ) WITHOUT ROWID;

      -- Each answer as received (secrets removed), for diagnosis. A refresh that brings back the
      -- same body as the last one is not stored twice.
      CREATE TABLE order_payloads (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        audit_id INTEGER REFERENCES audit_log (id),
        operation TEXT NOT NULL,
        received_at TEXT NOT NULL,
        sha256 TEXT NOT NULL,
        body TEXT NOT NULL
      );
      CREATE INDEX order_payloads_by_order ON order_payloads (order_id, id);

      -- The agent's own text, never sent upstream.
      CREATE TABLE order_notes (
        order_id INTEGER PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
        text TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );

      -- A money-moving write that has left (or may have left) for the service: at most one per
      -- order and operation, recorded before the request is sent (exactly-once payments).
      CREATE TABLE order_pending_writes (
        order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        operation TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('sent', 'outcome-unknown')),
        request_id TEXT NOT NULL,
        since TEXT NOT NULL,
        PRIMARY KEY (order_id, operation)
      ) WITHOUT ROWID;

      -- Order numbers, PNRs, ticket and voucher numbers: any part of them (trigrams; long digit runs
      -- as pairs of digits, see digit-grams.ts).
      CREATE VIRTUAL TABLE order_ids_fts USING fts5 (ids, tokenize = 'trigram', content = '', contentless_delete = 1);
      -- Names, places and flights, notes: words, prefixes, accents folded, CJK one character a word.
      CREATE VIRTUAL TABLE order_text_fts USING fts5 (
        names, places, notes,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '2', content = '', contentless_delete = 1
      );
    `,
  },
  {
    version: 2,
    name: 'refund drafts and their supporting documents',
    sql: `
      -- A refund being prepared for an order of the file, saved as typed (desk/refunds/).
      -- phase: editing until submitted; sent is committed BEFORE the request leaves, with the
      -- exact request (re-sent unchanged on Check); outcome-unknown; done.
      CREATE TABLE refund_drafts (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        phase TEXT NOT NULL CHECK (phase IN ('editing', 'sent', 'outcome-unknown', 'done')),
        form_json TEXT NOT NULL,
        -- The request exactly as sent (no credentials: those are added by the client), and its id.
        sent_request_json TEXT,
        request_id TEXT,
        sent_at TEXT,
        checks INTEGER NOT NULL DEFAULT 0,
        outcome_json TEXT,
        last_error_json TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX refund_drafts_by_order ON refund_drafts (order_id);
      CREATE INDEX refund_drafts_newest ON refund_drafts (updated_at DESC, id DESC);

      -- Its supporting documents: where each is (received by main, uploaded, failed…) and, once
      -- uploaded, the service's file id, so a restart never uploads a file twice. The bytes are
      -- files in the data directory (refund-documents/), not rows.
      CREATE TABLE refund_draft_documents (
        draft_id INTEGER NOT NULL REFERENCES refund_drafts (id) ON DELETE CASCADE,
        doc_key TEXT NOT NULL,
        position INTEGER NOT NULL,
        file_name TEXT,
        content_type TEXT,
        size INTEGER NOT NULL DEFAULT 0,
        received INTEGER NOT NULL DEFAULT 0,
        pages INTEGER,
        preview TEXT,
        sha256 TEXT,
        state TEXT NOT NULL CHECK (state IN ('receiving', 'checked', 'queued', 'uploading', 'uploaded', 'failed', 'cancelled', 'interrupted', 'pasted')),
        file_id TEXT,
        problem TEXT,
        upload_started_at TEXT,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (draft_id, doc_key)
      );
    `,
  },
  {
    version: 3,
    name: 'refund indexes and search tables tuned for a file of 100,000 orders',
    sql: `
      -- The reimbursement board (refunds of one environment, oldest request first, and their count)
      -- and the poller's open refunds of a profile (final ones left out in the index). Without them each read scanned every order of
      -- the environment: 60 ms on 100,000 orders, with main's only thread waiting. Partial (refund
      -- orders only, a tenth of the file), so filing an air order pays nothing for them. The
      -- queries must say kind = 'refund' literally for SQLite to use them (board-reader.ts).
      CREATE INDEX orders_refund_board ON orders (environment, sort_time, id) WHERE kind = 'refund';
      CREATE INDEX orders_refunds_of_profile ON orders (environment, profile_id, status_key) WHERE kind = 'refund';

      -- FTS5 keeps new entries in memory and writes them out as a segment when the transaction ends
      -- or the memory passes 'hashsize' (1 MiB by default). An order adds ~35 trigrams, so filing
      -- in bulk (1,000 orders a transaction) wrote several small segments per transaction and then
      -- merged them again. 8 MiB holds a whole batch; 'automerge' 8 (default 4) merges fewer,
      -- larger runs of segments. Search speed is unchanged (docs/performance.md, "Order file").
      INSERT INTO order_ids_fts (order_ids_fts, rank) VALUES ('hashsize', 8388608);
      INSERT INTO order_ids_fts (order_ids_fts, rank) VALUES ('automerge', 8);
      INSERT INTO order_text_fts (order_text_fts, rank) VALUES ('hashsize', 8388608);
      INSERT INTO order_text_fts (order_text_fts, rank) VALUES ('automerge', 8);
    `,
  },
  {
    version: 4,
    name: 'the current status is recorded in the order row; the history keeps the statuses before it',
    sql: `
      -- Filing an order wrote its row and a history row for its first status: two inserts for every
      -- order, a seventh of the time of filing 100,000 (docs/order-file.md, "Speed"). The row now
      -- says when its current status was seen, by which operation, and whether the desk concluded
      -- it; a history row is written when a status is superseded (it keeps the one before). The
      -- timeline is the history followed by the row's status (order-reader.ts).
      ALTER TABLE orders ADD COLUMN status_seen_at TEXT;
      ALTER TABLE orders ADD COLUMN status_source TEXT;
      ALTER TABLE orders ADD COLUMN status_inferred INTEGER NOT NULL DEFAULT 0;
      -- Each order's latest history row is its current status: it moves into the row.
      UPDATE orders SET (status_seen_at, status_source, status_inferred) =
        (SELECT h.seen_at, h.source, h.inferred FROM order_status_history h WHERE h.order_id = orders.id ORDER BY h.id DESC LIMIT 1)
        WHERE id IN (SELECT order_id FROM order_status_history);
      DELETE FROM order_status_history WHERE id IN (SELECT max(id) FROM order_status_history GROUP BY order_id);

      -- Merging the search tables' segments in runs of 16 (was 8): a file of 100,000 orders spends
      -- a tenth less on merging while filing; search reads a few more segments (p95 unchanged).
      INSERT INTO order_ids_fts (order_ids_fts, rank) VALUES ('automerge', 16);
      INSERT INTO order_text_fts (order_text_fts, rank) VALUES ('automerge', 16);
    `,
  },
  {
    version: 5,
    name: "an order is its environment, partner id and number (the service's identity), not the desk's profile id",
    // Everything is in order-identity-migration.ts: it needs main's profile map (profile id →
    // environment and partner id), merges the rows that become one order, and rebuilds the
    // orders table with the new unique key.
    sql: '',
    run: keyOrdersOnTheirAccount,
    rebuildsTables: true,
  },
  {
    version: 6,
    name: "the agency's journal: the outbox of this desk's changes, the events received, the cursor, each order's agency state",
    // docs/team-sync.md. Empty until an agency server is configured; the door writes the outbox.
    sql: AGENCY_JOURNAL_SQL,
  },
  {
    version: 7,
    name: "a refund draft's sent and outcome-unknown are read from its order's marker, not stored in the draft",
    sql: `
      -- One exactly-once record (issue 22, item 3; refund-drafts.ts): a draft is sent or of unknown
      -- outcome when its order's refundRequest marker carries its request id, done when it holds an
      -- outcome, editing otherwise. A draft the desk before kept as sent or outcome-unknown whose
      -- order has no marker (its two records were written in two transactions, a crash between
      -- them left one) gets the marker, outcome-unknown: it may have become a refund, so it is
      -- checked, never discarded or sent again blindly. An order's marker already held by another
      -- request is kept as it is.
      INSERT OR IGNORE INTO order_pending_writes (order_id, operation, state, request_id, since)
        SELECT order_id, 'refundRequest', 'outcome-unknown', request_id, coalesce(sent_at, updated_at)
        FROM refund_drafts
        WHERE phase IN ('sent', 'outcome-unknown') AND request_id IS NOT NULL AND sent_request_json IS NOT NULL
        ORDER BY updated_at DESC, id DESC;
      -- Only a done draft holds an outcome (done() is the only writer; this only makes it certain).
      UPDATE refund_drafts SET outcome_json = NULL WHERE phase <> 'done';
      ALTER TABLE refund_drafts DROP COLUMN phase;
    `,
  },
  {
    version: 8,
    name: "who holds each order in the agency, beside its folded agency state (Orders' \"Mine / by agent\")",
    // docs/team-sync.md; kept by the journal's fold in the same transaction as the state.
    sql: AGENCY_HOLDERS_SQL,
  },
  {
    version: 9,
    name: 'who made each audit entry (agent, desk) and its event id in the agency: audit entries travel',
    // docs/team-sync.md, "Audit entries": one id for the row and its event, so an entry that comes
    // back from the agency (or from another desk twice) is the same row, never a second one.
    sql: AUDIT_AUTHORS_SQL,
  },
  {
    version: 10,
    name: "the agency's facts kept once: one table of events instead of an outbox and an inbox, this desk's observations pointing at their order's row, folded states naming the winning event",
    // docs/team-sync.md, "Where the facts are kept"; docs/performance.md, "Team sync".
    sql: AGENCY_EVENTS_SQL,
  },
  {
    version: 11,
    name: 'what the customer pays: the selling price of an order, as the agent entered it',
    sql: `
      -- Issue 25: a receipt shows the selling price, never the net price by default. Each entry is a
      -- row (the latest is the order's selling price; a correction keeps what was there before), with
      -- an audit entry written in the same transaction (selling-prices.ts). Decimal strings.
      CREATE TABLE order_selling_prices (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        mode TEXT NOT NULL CHECK (mode IN ('total', 'fee')),
        amount TEXT NOT NULL,
        currency TEXT NOT NULL,
        entered_at TEXT NOT NULL,
        profile_name TEXT NOT NULL
      );
      CREATE INDEX order_selling_prices_by_order ON order_selling_prices (order_id, id);
    `,
  },
  {
    version: 12,
    name: "the day's figures: orders by the status seen in a period, Ticketing calls by time",
    sql: `
      -- Reports (docs/reports.md) ask which orders were first seen issued, reimbursed or rejected in
      -- a period (the row's status now, or a history row of a status it has left), and which
      -- Ticketing calls debited the credit in it. Without these each month's figures scanned the
      -- whole file: 0.9 s on 100,000 orders, main's only thread waiting.
      CREATE INDEX orders_by_status_seen ON orders (environment, status_group, status_seen_at);
      CREATE INDEX order_status_history_by_group ON order_status_history (status_group, seen_at);
      CREATE INDEX audit_log_by_operation ON audit_log (operation, environment, at);
    `,
  },
  {
    version: 13,
    name: "which agency server the cursor and the sent marks belong to, and the events by their number on it",
    // docs/team-sync.md, "Moving to another server, or a restored one".
    sql: AGENCY_SERVER_SQL,
  },
  {
    version: 14,
    name: "this desk's own observation of an order stamped in the order's row until it is sent, instead of a row of its own",
    // docs/team-sync.md, "Own observations: the stamp in the order's row"; docs/performance.md, "Team sync".
    // Unsent observations already in agency_events stay there: the outbox reads both.
    sql: ORDER_STAMP_SQL,
  },
];
