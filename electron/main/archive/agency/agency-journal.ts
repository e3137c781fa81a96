import type { AgencyHolder } from '../../../contract/domains/agency';
import { agencyEventSchema, orderKeyText, type AgencyEvent } from '../../agency/agency-event';
import type { AgencyInbox, AgencyOutbox } from '../../agency/agency-sync';
import { currentHolder, emptyOrderState, foldEvent, type AgencyOrderState } from '../../agency/convergence';
import type { ArchiveDatabase } from '../open-archive';
import { atomically } from '../orders/atomically';

/**
 * The desk's side of the agency's event log, inside `orders.sqlite` (migration 6): the outbox the
 * order file's door writes in the same transaction as each change, the events received from the
 * server, the cursor, and every order's folded agency state (who brought it in, notes from other
 * desks, hand-offs, payments in flight). Local tables, so the desk reads them offline.
 */
// agency_outbox: what this desk wrote, in the order it wrote it; sent_at once the server has it.
// agency_inbox: every event folded here, this desk's own included (by id: folding twice changes nothing).
export const AGENCY_JOURNAL_SQL = `CREATE TABLE agency_outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    event_id TEXT NOT NULL UNIQUE,
    event_json TEXT NOT NULL,
    sent_at TEXT
  );
  CREATE INDEX agency_outbox_unsent ON agency_outbox (seq) WHERE sent_at IS NULL;
  CREATE TABLE agency_inbox (
    event_id TEXT PRIMARY KEY,
    server_seq INTEGER,
    order_key TEXT NOT NULL,
    event_json TEXT NOT NULL
  );
  CREATE INDEX agency_inbox_by_order ON agency_inbox (order_key);
  CREATE TABLE agency_orders (
    order_key TEXT PRIMARY KEY,
    state_json TEXT NOT NULL
  );
  CREATE TABLE agency_cursor (
    only_row INTEGER PRIMARY KEY CHECK (only_row = 1),
    server_seq TEXT NOT NULL
  );
`;

/**
 * Migration 8: who holds each order (convergence.ts `currentHolder`: the last hand-off's receiver,
 * else who brought it in) kept beside its folded state, by the fold itself in the same transaction,
 * so Orders filters "Mine / by agent" with a column instead of reading every state's JSON. States
 * folded before it get theirs from their JSON here.
 */
export const AGENCY_HOLDERS_SQL = `ALTER TABLE agency_orders ADD COLUMN holder_code TEXT;
  ALTER TABLE agency_orders ADD COLUMN holder_name TEXT;
  UPDATE agency_orders SET
    holder_code = coalesce(json_extract(state_json, '$.handOffs[#-1].to.code'), json_extract(state_json, '$.firstBy.code')),
    holder_name = coalesce(json_extract(state_json, '$.handOffs[#-1].to.name'), json_extract(state_json, '$.firstBy.name'));
  CREATE INDEX agency_orders_by_holder ON agency_orders (holder_code);
`;

export class AgencyJournal implements AgencyOutbox, AgencyInbox {
  /** The journal inside an open order file (its migration 6 made the tables). */
  static of(orderFile: { readonly db: ArchiveDatabase }, deskId: string): AgencyJournal {
    return new AgencyJournal(orderFile.db, deskId);
  }

  private readonly s;
  private readonly appliedListeners = new Set<(events: readonly AgencyEvent[]) => void>();

  constructor(
    private readonly db: ArchiveDatabase,
    private readonly deskId: string,
  ) {
    this.s = {
      append: db.prepare('INSERT OR IGNORE INTO agency_outbox (event_id, event_json) VALUES (?, ?)'),
      unsent: db.prepare('SELECT event_json FROM agency_outbox WHERE sent_at IS NULL ORDER BY seq LIMIT ?'),
      markSent: db.prepare('UPDATE agency_outbox SET sent_at = ? WHERE event_id = ? AND sent_at IS NULL'),
      waiting: db.prepare('SELECT count(*) AS n FROM agency_outbox WHERE sent_at IS NULL'),
      received: db.prepare('INSERT OR IGNORE INTO agency_inbox (event_id, server_seq, order_key, event_json) VALUES (?, ?, ?, ?)'),
      seqOf: db.prepare('UPDATE agency_inbox SET server_seq = ? WHERE event_id = ? AND server_seq IS NULL'),
      state: db.prepare('SELECT state_json FROM agency_orders WHERE order_key = ?'),
      keepState: db.prepare(
        `INSERT INTO agency_orders (order_key, state_json, holder_code, holder_name) VALUES (?, ?, ?, ?)
         ON CONFLICT (order_key) DO UPDATE SET state_json = excluded.state_json, holder_code = excluded.holder_code, holder_name = excluded.holder_name`,
      ),
      // A code's name as last handed to it (max: one answer whatever the rows' order).
      holders: db.prepare('SELECT holder_code AS code, max(holder_name) AS name, count(*) AS orders FROM agency_orders WHERE holder_code IS NOT NULL GROUP BY holder_code ORDER BY holder_code'),
      cursor: db.prepare('SELECT server_seq FROM agency_cursor WHERE only_row = 1'),
      keepCursor: db.prepare('INSERT INTO agency_cursor (only_row, server_seq) VALUES (1, ?) ON CONFLICT (only_row) DO UPDATE SET server_seq = excluded.server_seq'),
    };
  }

  /**
   * Records a change this desk made, for the agency: called by the order file's door inside the
   * transaction of the change itself, so the change and its event commit together or not at all.
   */
  record(event: AgencyEvent): void {
    // Serialised once for both tables: an observation carries the order's facts, and serialising
    // them is a good part of what recording adds to filing (sync.filing_overhead.100k).
    const json = JSON.stringify(event);
    atomically(this.db, () => {
      this.s.append.run(event.id, json);
      this.fold(event, null, json);
    });
  }

  unsent(limit: number): readonly AgencyEvent[] {
    return (this.s.unsent.all(limit) as { event_json: string }[]).map((row) => agencyEventSchema.parse(JSON.parse(row.event_json)));
  }

  markSent(eventIds: readonly string[]): void {
    const at = new Date().toISOString();
    atomically(this.db, () => {
      for (const id of eventIds) this.s.markSent.run(at, id);
    });
  }

  waiting(): number {
    return Number((this.s.waiting.get() as { n: number }).n);
  }

  cursor(): string {
    return (this.s.cursor.get() as { server_seq: string } | undefined)?.server_seq ?? '0';
  }

  apply(events: readonly { seq: string; event: AgencyEvent }[], cursor: string): void {
    const fromOthers: AgencyEvent[] = [];
    atomically(this.db, () => {
      for (const { seq, event } of events) {
        const isNew = this.fold(event, seq);
        if (isNew && event.deskId !== this.deskId) fromOthers.push(event);
      }
      this.s.keepCursor.run(cursor);
    });
    if (fromOthers.length > 0) for (const listener of this.appliedListeners) listener(fromOthers);
  }

  /** Hears other desks' events once they are folded and committed (the desk files their facts and says so). */
  onApplied(listener: (events: readonly AgencyEvent[]) => void): () => void {
    this.appliedListeners.add(listener);
    return () => this.appliedListeners.delete(listener);
  }

  /** The agency's state of one order, as this desk knows it now. */
  orderState(key: Pick<AgencyEvent, 'environment' | 'partnerId' | 'orderNum'>): AgencyOrderState | undefined {
    const row = this.s.state.get(orderKeyText(key)) as { state_json: string } | undefined;
    return row ? (JSON.parse(row.state_json) as AgencyOrderState) : undefined;
  }

  /** Every agent holding orders of the file (docs/team-sync.md, "Mine / Everyone / by agent"). */
  holders(): AgencyHolder[] {
    return (this.s.holders.all() as { code: string; name: string | null; orders: number }[]).map((row) => ({ code: row.code, name: row.name ?? row.code, orders: Number(row.orders) }));
  }

  /** Folds one event into its order's state; false when this desk had it already (then only its server seq is noted). */
  private fold(event: AgencyEvent, seq: string | null, json = JSON.stringify(event)): boolean {
    const key = orderKeyText(event);
    const inserted = Number(this.s.received.run(event.id, seq, key, json).changes) > 0;
    if (!inserted) {
      if (seq !== null) this.s.seqOf.run(seq, event.id);
      return false;
    }
    const row = this.s.state.get(key) as { state_json: string } | undefined;
    const state = row ? (JSON.parse(row.state_json) as AgencyOrderState) : emptyOrderState(event);
    const folded = foldEvent(state, event);
    const holder = currentHolder(folded);
    this.s.keepState.run(key, JSON.stringify(folded), holder?.code ?? null, holder?.name ?? null);
    return true;
  }
}
