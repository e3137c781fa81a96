import { newEventId } from '../../agency/event-id';
import { agencyEventSchema, isAgencyShared, type AgencyEvent } from '../../agency/agency-event';
import type { AgencyOrderState } from '../../agency/convergence';
import type { ArchiveDatabase } from '../open-archive';
import { ORDER_SOURCES } from '../../../contract/domains/orders';
import type { AuditedCall } from '../orders/audit-log';
import type { OrderFileChange } from '../orders/order-file-changes';
import { atomically } from '../orders/atomically';
import { keptStateOf, type AgencyJournal } from './agency-journal';
import { earlierAuditEntries } from './earlier-audit';
import { ROW_ORDER_KEY_SQL } from './shared-order-columns';
import { STAMP_COLUMNS, type OrderStamper } from './order-stamps';

/**
 * Turns the order file's changes into the agency's events, inside the change's own transaction (the
 * door calls it before COMMIT: docs/team-sync.md, "The outbox"). What an event carries of an order
 * is its row's shared facts: never the desk's local id, profile id or profile name, which mean
 * nothing on another desk.
 *
 * Not recorded: orders without a known partner id (their profile was deleted: no agency identity),
 * the built-in embedded sandbox's orders (`isAgencyShared`), rows brought back from
 * a set-aside file, and what came from the agency itself (else desks would echo each other).
 */
export interface Recording {
  readonly deskId: string;
  readonly agent: { code: string; name: string };
  /** The service's time now (Beijing, `YYYY-MM-DD HH:mm:ss`): the order of observations across desks. */
  readonly serviceTime: () => string;
  readonly now: () => Date;
}


interface OrderIdentityRow {
  environment: 'production' | 'test' | 'sandbox';
  partner_id: string | null;
  order_num: string;
  /** Its folded agency state (agency-journal.ts), null before the agency knew the order. */
  state_json: string | null;
}

export class AgencyRecorder {
  private readonly s;

  constructor(
    db: ArchiveDatabase,
    private readonly journal: AgencyJournal,
    private readonly recording: () => Recording | null,
    private readonly stamps: OrderStamper,
  ) {
    this.s = {
      // Only the order's identity: an observation's facts are the row itself, read once when the event
      // is sent. Its folded agency state comes in the same read (one statement per event instead of
      // two: the journal folds the event into it without reading it again).
      order: db.prepare(
        `SELECT o.environment, o.partner_id, o.order_num, a.state_json FROM orders o
         LEFT JOIN agency_orders a ON a.order_key = ${ROW_ORDER_KEY_SQL} WHERE o.id = ?`,
      ),
      note: db.prepare('SELECT text FROM order_notes WHERE order_id = ?'),
      price: db.prepare('SELECT mode, amount, currency, entered_at, profile_name FROM order_selling_prices WHERE order_id = ? ORDER BY id DESC LIMIT 1'),
      keepPrice: db.prepare('INSERT INTO order_selling_prices (order_id, mode, amount, currency, entered_at, profile_name) VALUES (?, ?, ?, ?, ?, ?)'),
      everyOrder: db.prepare('SELECT id, manual, environment, partner_id FROM orders WHERE partner_id IS NOT NULL ORDER BY id'),
      // The first join's observation of an order is a stamp in its row, as filing's is; an order
      // whose row holds one not yet sent is already going.
      stamp: db.prepare(`UPDATE orders SET ${STAMP_COLUMNS.map((column) => `${column} = ?`).join(', ')} WHERE id = ? AND agency_stamp_id IS NULL`),
    };
    this.db = db;
  }

  private readonly db: ArchiveDatabase;

  /**
   * The first join: an event for every order (and note) the file holds, and for every audit entry
   * this desk wrote before (earlier-audit.ts), in one transaction, so the agency starts with
   * everything this desk knew. An audit entry keeps one id however often this runs (its own, or one
   * derived from it), so a retried join records none twice. An order's observation is a stamp in
   * its row, as filing's is (order-stamps.ts); an order already holding an unsent one keeps it, so a
   * retried join adds no second observation either. Returns how many events were recorded.
   */
  recordAll(): number {
    const recording = this.recording();
    if (!recording) return 0;
    const rows = (this.s.everyOrder.all() as { id: number; manual: number; environment: string; partner_id: string }[]).filter((row) => isAgencyShared(row.environment, row.partner_id));
    let recorded = 0;
    atomically(this.db, () => {
      const stampOf = { manual: this.stamps.stamperFor('manual'), observed: this.stamps.stamperFor('observed') };
      for (const row of rows) {
        const stamp = stampOf[row.manual ? 'manual' : 'observed'](row.environment, row.partner_id);
        if (stamp && Number(this.s.stamp.run([...stamp, row.id]).changes) > 0) recorded += 1;
        for (const source of ['note', 'price'] as const) {
          if (this.recordOne(row.id, source, recording)) recorded += 1;
        }
      }
      for (const entry of earlierAuditEntries(this.db, recording.deskId)) {
        const event = auditEvent(entry, recording);
        if (event && this.journal.record(event)) recorded += 1;
      }
    });
    return recorded;
  }

  /**
   * Called by the door with the changes of one transaction, before it commits. What travels is
   * decided here, kind by kind and source by source (docs/team-sync.md, "What travels"): orders'
   * facts from the service, manual entries, notes, selling prices, audit entries. **Any other change is not the
   * agency's and records nothing** — a refund draft, rows brought back or filed from the agency, and
   * any kind or source added later, until it is given an event kind and a convergence rule here.
   * So a new kind of write through the door never breaks filing, and never travels by accident.
   * An order the writer stamped (`change.stamped`) carries this desk's observation in its row
   * already: nothing more is written for it (docs/team-sync.md, "Own observations").
   */
  record(changes: readonly OrderFileChange[]): void {
    const recording = this.recording();
    if (!recording) return;
    for (const change of changes) {
      if (change.kind === 'audit') {
        const event = auditEvent(change.entry, recording);
        if (event) this.journal.record(event);
        continue;
      }
      if (change.kind !== 'orders') continue;
      if (change.source === 'selling-price') {
        for (const orderId of change.orderIds) this.recordOne(orderId, 'price', recording);
        continue;
      }
      const source = travellingSource(change.source);
      if (!source) continue;
      // An order the writer stamped carries this desk's observation in its row already (order-stamps.ts).
      const stamped = source === 'note' ? null : new Set(change.stamped);
      for (const orderId of change.orderIds) if (!stamped?.has(orderId)) this.recordOne(orderId, source, recording);
    }
  }

  /**
   * Records one order's change. An observation or manual entry does not copy the order's facts: they
   * are the row this very write left, which the journal reads when it sends the event (stored once,
   * in the order row: docs/team-sync.md, "Where the facts are kept").
   */
  private recordOne(orderId: number, source: 'observed' | 'manual' | 'note' | 'price', recording: Recording): boolean {
    const row = this.s.order.get(orderId) as OrderIdentityRow | undefined;
    if (!row || !isAgencyShared(row.environment, row.partner_id)) return false;
    const envelope = {
      id: newEventId(),
      deskId: recording.deskId,
      agent: recording.agent,
      happenedAt: recording.now().toISOString(),
      environment: row.environment,
      partnerId: row.partner_id,
      orderNum: row.order_num,
    };
    if (source === 'note') {
      const note = this.s.note.get(orderId) as { text: string } | undefined;
      if (!note || note.text.trim() === '') return false;
      const text = note.text.slice(0, 4000);
      if (row.state_json !== null && latestOwnNote(keptStateOf(row.state_json, envelope), recording.deskId) === text) return false;
      this.journal.record({ ...envelope, kind: 'order.note', body: { text } }, { state: row.state_json });
      return true;
    }
    if (source === 'price') return this.recordPrice(orderId, envelope, row.state_json);
    const facts = {}; // the row's, when sent
    const kept = { factsOf: orderId, state: row.state_json };
    if (source === 'manual') this.journal.record({ ...envelope, kind: 'order.manual', body: { facts } }, kept);
    else this.journal.record({ ...envelope, kind: 'order.observed', body: { serviceTime: recording.serviceTime(), facts } }, kept);
    return true;
  }

  /**
   * The order's selling price as the agent just entered it (its latest row), timed by when it was
   * entered. Should a later price from another desk already have won (this desk's clock behind), the
   * winner is written again as the file's latest, so the receipt here shows what every desk shows.
   */
  private recordPrice(orderId: number, envelope: Omit<AgencyEvent, 'kind' | 'body'>, state: string | null): boolean {
    const row = this.s.price.get(orderId) as PriceRow | undefined;
    if (!row || (row.mode !== 'total' && row.mode !== 'fee')) return false;
    const enteredAt = new Date(row.entered_at);
    if (Number.isNaN(enteredAt.getTime())) return false;
    const event: AgencyEvent = { ...envelope, happenedAt: enteredAt.toISOString(), kind: 'order.price', body: { mode: row.mode, amount: row.amount, currency: row.currency } };
    if (!agencyEventSchema.safeParse(event).success) return false;
    if (!this.journal.record(event, { state })) return false;
    const winner = this.journal.orderState(event)?.price;
    if (winner && winner.eventId !== event.id) this.s.keepPrice.run(orderId, winner.mode, winner.amount, winner.currency, winner.happenedAt, row.profile_name);
    return true;
  }
}

/**
 * The text of this desk's latest note event on the order (notes are folded in desk order), if any.
 * A note is one event everywhere (docs/team-sync.md, "Moving to another server"): when the note as
 * it is now is already this desk's latest note event, that event carries it (sent, or going again
 * after a move under the same id), and recording it again would show it twice on every desk. So a
 * move's upload, a first join retried, or the same text saved again records no copy.
 */
function latestOwnNote(state: AgencyOrderState, deskId: string): string | undefined {
  return state.notes.findLast((note) => note.deskId === deskId)?.text;
}

/** A selling price as the file keeps it (selling-prices.ts). */
interface PriceRow {
  mode: string;
  amount: string;
  currency: string;
  entered_at: string;
  profile_name: string;
}

/** What an order change's source records: the service's facts, a manual entry, a note; null: nothing. */
const OBSERVATIONS: ReadonlySet<string> = new Set(ORDER_SOURCES.filter((source) => source !== 'manual'));

function travellingSource(source: string): 'observed' | 'manual' | 'note' | null {
  if (source === 'manual' || source === 'note') return source;
  return OBSERVATIONS.has(source) ? 'observed' : null;
}

/**
 * An audit entry as the agency's event: the same id as the row, so every desk holds it once. By the
 * agent the row names when it names one (an entry written before the join, by an earlier agent of
 * this desk), else by this desk's agent.
 */
function auditEvent(entry: AuditedCall, recording: Recording): AgencyEvent | null {
  if (!isAgencyShared(entry.environment, entry.partnerId) || entry.orderNum === '') return null;
  return {
    id: entry.eventId,
    deskId: recording.deskId,
    agent: entry.author?.agent ?? recording.agent,
    happenedAt: entry.at.toISOString(),
    environment: entry.environment,
    partnerId: entry.partnerId,
    orderNum: entry.orderNum,
    kind: 'order.audit',
    body: {
      action: entry.operation.slice(0, 80),
      detail: { requestId: entry.requestId, outcome: entry.outcome, code: entry.code, durationMs: Math.round(entry.durationMs) },
    },
  };
}

