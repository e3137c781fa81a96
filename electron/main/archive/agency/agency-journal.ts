import type { AgencyHolder } from '../../../contract/domains/agency';
import { agencyEventSchema, orderKeyText, type AgencyEvent, type OrderKey } from '../../agency/agency-event';
import type { AgencyInbox, AgencyOutbox } from '../../agency/agency-sync';
import { currentHolder, emptyOrderState, foldEvent, type AgencyOrderState } from '../../agency/convergence';
import type { ArchiveDatabase } from '../open-archive';
import { atomically } from '../orders/atomically';
import { ROW_ORDER_KEY_SQL, SHARED_ORDER_COLUMNS, sharedFacts } from './shared-order-columns';
import { STAMP_COLUMNS, STAMP_SELECT, stampEvent, type StampRow } from './order-stamps';

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

/**
 * Migration 10: the facts are kept once (docs/team-sync.md, "Where the facts are kept"). One table
 * of events replaces the outbox and the inbox, which both held this desk's events whole; this
 * desk's own observation or manual entry keeps no copy of the order's facts but the order's id,
 * and is sent with the row as it is then; the folded state names the winning event instead of
 * copying its facts. Events already written keep their facts; states lose their copies.
 */
export const AGENCY_EVENTS_SQL = `CREATE TABLE agency_events (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    event_id TEXT NOT NULL UNIQUE,
    server_seq INTEGER,
    -- Written by this desk (to be sent until sent_at); 0: received from the agency.
    mine INTEGER NOT NULL,
    sent_at TEXT,
    -- This desk's unsent observation or manual entry: its facts are this order's row, read when it is sent.
    order_id INTEGER REFERENCES orders (id),
    event_json TEXT NOT NULL
  );
  CREATE INDEX agency_events_unsent ON agency_events (seq) WHERE mine = 1 AND sent_at IS NULL;
  INSERT INTO agency_events (event_id, server_seq, mine, sent_at, event_json)
    SELECT o.event_id, i.server_seq, 1, o.sent_at, o.event_json FROM agency_outbox o LEFT JOIN agency_inbox i ON i.event_id = o.event_id ORDER BY o.seq;
  INSERT INTO agency_events (event_id, server_seq, mine, sent_at, event_json)
    SELECT i.event_id, i.server_seq, 0, NULL, i.event_json FROM agency_inbox i
    WHERE NOT EXISTS (SELECT 1 FROM agency_outbox o WHERE o.event_id = i.event_id) ORDER BY i.server_seq, i.rowid;
  DROP TABLE agency_outbox;
  DROP TABLE agency_inbox;
  UPDATE agency_orders SET state_json = json_remove(state_json, '$.facts.facts', '$.manual.facts', '$.audit');
`;

export class AgencyJournal implements AgencyOutbox, AgencyInbox {
  /** The journal inside an open order file (its migration 6 made the tables). */
  static of(orderFile: { readonly db: ArchiveDatabase }, deskId: string): AgencyJournal {
    return new AgencyJournal(orderFile.db, deskId);
  }

  private readonly s;
  /**
   * The stamps `unsent` last handed out, by id: a stamp replaced by a refresh while its push was on
   * its way is gone from the row when `markSent` says the server holds it, and is kept from here.
   */
  private readonly handedOut = new Map<string, AgencyEvent>();
  private readonly appliedListeners = new Set<(events: readonly AgencyEvent[]) => void>();
  private readonly filers = new Set<(events: readonly AgencyEvent[]) => void>();

  constructor(
    private readonly db: ArchiveDatabase,
    private readonly deskId: string,
  ) {
    this.s = {
      mine: db.prepare('INSERT OR IGNORE INTO agency_events (event_id, mine, order_id, event_json) VALUES (?, 1, ?, ?)'),
      unsent: db.prepare(
        `SELECT e.event_id, e.event_json, e.order_id, o.environment AS order_environment, o.partner_id AS order_partner_id, o.order_num AS order_number,
           ${SHARED_ORDER_COLUMNS.map((column) => `o.${column}`).join(', ')}
         FROM agency_events e LEFT JOIN orders o ON o.id = e.order_id WHERE e.mine = 1 AND e.sent_at IS NULL ORDER BY e.seq LIMIT ?`,
      ),
      // Sent: the server holds the event whole; the row no longer needs to point at its order, so
      // the event keeps what it took from the row but the facts (its id and the order's identity).
      markSent: db.prepare(
        `UPDATE agency_events SET sent_at = ?, order_id = NULL,
           event_json = coalesce((SELECT json_set(agency_events.event_json, '$.id', agency_events.event_id, '$.environment', o.environment, '$.partnerId', o.partner_id, '$.orderNum', o.order_num)
                                  FROM orders o WHERE o.id = agency_events.order_id), event_json)
         WHERE event_id = ? AND sent_at IS NULL`,
      ),
      waiting: db.prepare('SELECT count(*) AS n FROM agency_events WHERE mine = 1 AND sent_at IS NULL'),
      received: db.prepare('INSERT OR IGNORE INTO agency_events (event_id, server_seq, mine, event_json) VALUES (?, ?, 0, ?)'),
      seqOf: db.prepare('UPDATE agency_events SET server_seq = ? WHERE event_id = ? AND server_seq IS NULL'),
      state: db.prepare('SELECT state_json FROM agency_orders WHERE order_key = ?'),
      keepState: db.prepare(
        `INSERT INTO agency_orders (order_key, state_json, holder_code, holder_name) VALUES (?, ?, ?, ?)
         ON CONFLICT (order_key) DO UPDATE SET state_json = excluded.state_json, holder_code = excluded.holder_code, holder_name = excluded.holder_name`,
      ),
      // A code's name as last handed to it (max: one answer whatever the rows' order). An order the
      // agency has no state for yet holds its unsent stamp's agent (who filed it here).
      holders: db.prepare(
        `SELECT code, max(name) AS name, count(*) AS orders FROM (
           SELECT holder_code AS code, holder_name AS name FROM agency_orders WHERE holder_code IS NOT NULL
           UNION ALL
           SELECT o.agency_stamp_agent_code, o.agency_stamp_agent_name FROM orders o WHERE o.agency_stamp_id IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM agency_orders a WHERE a.order_key = ${ROW_ORDER_KEY_SQL})
         ) GROUP BY code ORDER BY code`,
      ),
      // This desk's observations stamped in the order rows (order-stamps.ts), oldest first (ids are time-first).
      unsentStamps: db.prepare(
        `SELECT o.id AS order_id, ${STAMP_SELECT}, ${SHARED_ORDER_COLUMNS.map((column) => `o.${column}`).join(', ')}
         FROM orders o WHERE o.agency_stamp_id IS NOT NULL ORDER BY o.agency_stamp_id LIMIT ?`,
      ),
      waitingStamps: db.prepare('SELECT count(*) AS n FROM orders WHERE agency_stamp_id IS NOT NULL'),
      stampById: db.prepare(`SELECT o.id AS order_id, ${STAMP_SELECT} FROM orders o WHERE o.agency_stamp_id = ?`),
      stampOfOrder: db.prepare(
        `SELECT o.id AS order_id, ${STAMP_SELECT}, ${SHARED_ORDER_COLUMNS.map((column) => `o.${column}`).join(', ')} FROM orders o WHERE o.id = ? AND o.agency_stamp_id IS NOT NULL`,
      ),
      stampOfKey: db.prepare(`SELECT ${STAMP_SELECT} FROM orders o WHERE o.environment = ? AND o.partner_id = ? AND o.order_num = ? AND o.agency_stamp_id IS NOT NULL`),
      clearStamp: db.prepare(`UPDATE orders SET ${STAMP_COLUMNS.map((column) => `${column} = NULL`).join(', ')} WHERE id = ? AND agency_stamp_id = ?`),
      // A stamp the server holds: a sent event of this desk like any other, its facts at its order's
      // row (as markSent leaves this desk's observations), so a start-over sends it again under its id.
      sentStamp: db.prepare(
        `INSERT INTO agency_events (event_id, mine, sent_at, event_json) VALUES (?, 1, ?, ?)
         ON CONFLICT (event_id) DO UPDATE SET mine = 1, sent_at = coalesce(agency_events.sent_at, excluded.sent_at)`,
      ),
      cursor: db.prepare('SELECT server_seq FROM agency_cursor WHERE only_row = 1'),
      keepCursor: db.prepare('INSERT INTO agency_cursor (only_row, server_seq) VALUES (1, ?) ON CONFLICT (only_row) DO UPDATE SET server_seq = excluded.server_seq'),
    };
  }

  /**
   * Records a change this desk made, for the agency: called by the order file's door inside the
   * transaction of the change itself, so the change and its event commit together or not at all.
   * False when the journal holds that event id already (recorded once, whatever calls it again).
   *
   * `factsOf`: the order whose row holds the event's facts (an observation or manual entry this
   * write made): the event is kept without them and sent with the row as it is then. A later change
   * of the row is itself recorded, so what is sent is never older than the event says. Such an
   * event is also kept without its id (the row's `event_id`) and its order's identity (the order's
   * row), which it takes back when it is sent: a third of what it would write for every order filed.
   * `state`: the order's folded state as the caller just read it in this transaction (null: none
   * yet), so it is not read twice; left out, the journal reads it.
   */
  record(event: AgencyEvent, kept: { factsOf?: number; state?: string | null } = {}): boolean {
    const factsOf = kept.factsOf;
    const json = factsOf === undefined || !('facts' in event.body) ? JSON.stringify(event) : JSON.stringify(pointingAtItsRow(event));
    return atomically(this.db, () => {
      const recorded = Number(this.s.mine.run(event.id, factsOf ?? null, json).changes) > 0;
      if (recorded) this.foldState(event, kept.state);
      return recorded;
    });
  }

  /**
   * What goes next: this desk's events kept in `agency_events`, and its observations stamped in
   * the order rows (order-stamps.ts), with the row's facts as they are now; the oldest by desk time
   * first, at most `limit`.
   */
  unsent(limit: number): readonly AgencyEvent[] {
    const events = (this.s.unsent.all(limit) as UnsentRow[]).map((row) => {
      const event = JSON.parse(row.event_json) as Record<string, unknown> & { body: Record<string, unknown> };
      if (row.order_id !== null) {
        // Events kept whole before (migration 10's) already carry their id and identity.
        event.id ??= row.event_id;
        event.environment ??= row.order_environment;
        event.partnerId ??= row.order_partner_id;
        event.orderNum ??= row.order_number;
        event.body.facts = sharedFacts(row);
      }
      return agencyEventSchema.parse(event);
    });
    // The sync marks what it just pushed before it asks again: only this batch's stamps are remembered.
    this.handedOut.clear();
    const stamps = (this.s.unsentStamps.all(limit) as (StampRow & Record<string, unknown>)[]).map((row) => {
      const event = agencyEventSchema.parse(stampEvent(row, this.deskId, sharedFacts(row)));
      this.handedOut.set(event.id, event);
      return event;
    });
    if (stamps.length === 0) return events;
    const byDeskTime = (a: AgencyEvent, b: AgencyEvent) => Date.parse(a.happenedAt) - Date.parse(b.happenedAt);
    return [...events, ...stamps].sort(byDeskTime).slice(0, limit);
  }

  /**
   * The server holds these events. An event of `agency_events` is marked sent; a stamp becomes a
   * sent event there (without its facts, which stay the row's) and is folded now, and the row's
   * stamp is cleared, unless a refresh replaced it meanwhile (that one is still to go).
   */
  markSent(eventIds: readonly string[]): void {
    const at = new Date().toISOString();
    atomically(this.db, () => {
      for (const id of eventIds) {
        const handed = this.handedOut.get(id);
        this.handedOut.delete(id);
        if (Number(this.s.markSent.run(at, id).changes) > 0) continue;
        const row = this.s.stampById.get(id) as (StampRow & { order_id: number }) | undefined;
        const event = row ? stampEvent(row, this.deskId) : handed;
        if (!event) continue;
        this.s.sentStamp.run(event.id, at, JSON.stringify({ ...event, body: { ...event.body, facts: undefined } }));
        this.foldState(event);
        if (row) this.s.clearStamp.run(row.order_id, id);
      }
    });
  }

  waiting(): number {
    return Number((this.s.waiting.get() as { n: number }).n) + Number((this.s.waitingStamps.get() as { n: number }).n);
  }

  /**
   * Before another desk's facts overwrite an order's row: the row's unsent stamp becomes a whole
   * event of `agency_events` with the facts the row holds now, folded, and the stamp is cleared,
   * so nothing of this desk's observation is lost (agency-filing.ts). Nothing when it has none.
   */
  keepStampBeforeOverwrite(orderId: number): void {
    const row = this.s.stampOfOrder.get(orderId) as (StampRow & Record<string, unknown>) | undefined;
    if (!row) return;
    this.record(agencyEventSchema.parse(stampEvent(row, this.deskId, sharedFacts(row))));
    this.s.clearStamp.run(orderId, row.agency_stamp_id);
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
      // Filed in the same transaction as the fold and the cursor: one commit per page, and a desk
      // stopped anywhere never has an event folded whose facts were not filed.
      if (fromOthers.length > 0) for (const filer of this.filers) filer(fromOthers);
      this.s.keepCursor.run(cursor);
    });
    if (fromOthers.length > 0) for (const listener of this.appliedListeners) listener(fromOthers);
  }

  /**
   * Files other desks' new events into the order file inside the page's own transaction, after
   * they are folded (agency-link.ts hangs the filing here).
   */
  fileWithin(filer: (events: readonly AgencyEvent[]) => void): () => void {
    this.filers.add(filer);
    return () => this.filers.delete(filer);
  }

  /** Hears other desks' events once they are folded, filed and committed. */
  onApplied(listener: (events: readonly AgencyEvent[]) => void): () => void {
    this.appliedListeners.add(listener);
    return () => this.appliedListeners.delete(listener);
  }

  /**
   * The agency's state of one order, as this desk knows it now: the folded state, with this desk's
   * unsent stamp in the order's row folded in (it is the agency's as soon as it is sent; filing
   * compares other desks' observations against it, and the order shows who brought it in).
   */
  orderState(key: Pick<AgencyEvent, 'environment' | 'partnerId' | 'orderNum'>): AgencyOrderState | undefined {
    const row = this.s.state.get(orderKeyText(key)) as { state_json: string } | undefined;
    const state = row ? keptStateOf(row.state_json, key) : undefined;
    const stamp = this.s.stampOfKey.get(key.environment, key.partnerId, key.orderNum) as StampRow | undefined;
    return stamp ? foldEvent(state ?? emptyOrderState(key), stampEvent(stamp, this.deskId)) : state;
  }

  /** Every agent holding orders of the file (docs/team-sync.md, "Mine / Everyone / by agent"). */
  holders(): AgencyHolder[] {
    return (this.s.holders.all() as { code: string; name: string | null; orders: number }[]).map((row) => ({ code: row.code, name: row.name ?? row.code, orders: Number(row.orders) }));
  }

  /** Folds one received event into its order's state; false when this desk had it already (then only its server seq is noted). */
  private fold(event: AgencyEvent, seq: string): boolean {
    const inserted = Number(this.s.received.run(event.id, seq, JSON.stringify(event)).changes) > 0;
    if (!inserted) {
      this.s.seqOf.run(seq, event.id);
      return false;
    }
    this.foldState(event);
    return true;
  }

  private foldState(event: AgencyEvent, known?: string | null): void {
    const key = orderKeyText(event);
    const json = known !== undefined ? known : ((this.s.state.get(key) as { state_json: string } | undefined)?.state_json ?? null);
    const state = json !== null ? keptStateOf(json, event) : emptyOrderState(event);
    const folded = foldEvent(state, event);
    const holder = currentHolder(folded);
    this.s.keepState.run(key, keptStateJson(folded), holder?.code ?? null, holder?.name ?? null);
  }
}

/** A row of the outbox as `unsent` reads it: the event, and its order's row when it points at it. */
type UnsentRow = { event_id: string; event_json: string; order_id: number | null; order_environment: string | null; order_partner_id: string | null; order_number: string | null } & Record<string, unknown>;

/** This desk's observation or manual entry as kept while it points at its order's row: no id, identity or facts (`record`). */
function pointingAtItsRow(event: AgencyEvent): Omit<AgencyEvent, 'id' | 'environment' | 'partnerId' | 'orderNum'> {
  const { id: _id, environment: _environment, partnerId: _partnerId, orderNum: _orderNum, ...kept } = event;
  return { ...kept, body: { ...event.body, facts: undefined } } as Omit<AgencyEvent, 'id' | 'environment' | 'partnerId' | 'orderNum'>;
}

/**
 * A folded state as `agency_orders.state_json` keeps it: without its key (the row's `order_key`
 * says it), without its empty lists, and without who brought the order in when that is the winning
 * observation's agent (a state with facts always has a `firstBy`, so one left out is theirs). Most
 * orders' state is one observation by whoever filed it, so this is half of what each order filed
 * with team sync on wrote here (docs/performance.md, "Team sync"). States kept whole before read
 * the same (`keptStateOf`).
 */
function keptStateJson(state: AgencyOrderState): string {
  const { key: _key, manualEntries, notes, handOffs, money, firstBy, ...kept } = state;
  return JSON.stringify({
    ...kept,
    ...(firstBy && firstBy.eventId !== state.facts?.eventId ? { firstBy } : {}),
    ...(manualEntries.length > 0 ? { manualEntries } : {}),
    ...(notes.length > 0 ? { notes } : {}),
    ...(handOffs.length > 0 ? { handOffs } : {}),
    ...(money.length > 0 ? { money } : {}),
  });
}

/** A folded state as `agency_orders.state_json` keeps it (`keptStateJson`), whole again. */
export function keptStateOf(json: string, key: OrderKey): AgencyOrderState {
  const state: AgencyOrderState = { ...emptyOrderState(key), ...(JSON.parse(json) as Partial<AgencyOrderState>) };
  const facts = state.facts;
  if (state.firstBy || !facts) return state;
  return { ...state, firstBy: { code: facts.agent.code, name: facts.agent.name, at: facts.happenedAt, eventId: facts.eventId } };
}
