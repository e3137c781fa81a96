import { isAgencyShared, type AgencyEvent } from '../../agency/agency-event';
import type { ArchiveDatabase } from '../open-archive';
import type { AuditLog } from '../orders/audit-log';
import type { OrderFileChanges } from '../orders/order-file-changes';
import type { SearchIndex } from '../orders/search-index';
import type { AgencyJournal } from './agency-journal';
import { SHARED_ORDER_COLUMNS } from './shared-order-columns';

/**
 * Files what other desks observed into this desk's order file, so every screen (and search) finds an
 * order another agent booked: through the door, told as source `agency` (which the recorder never
 * echoes back). Only the facts the agency's fold chose are written — the latest observation by the
 * service's time, or the manual entry's author's latest — so a late, older event never overwrites
 * newer facts, whatever order the events arrived in. This desk's own observation not yet sent (the
 * stamp in the order's row, order-stamps.ts) takes part in that choice like a folded one.
 */
export interface LocalProfileOf {
  (environment: string, partnerId: string): { id: string; name: string } | null;
}

const KINDS = new Set(['air', 'refund', 'ancillary']);

export class AgencyFiling {
  private readonly s;

  constructor(
    db: ArchiveDatabase,
    private readonly index: SearchIndex,
    private readonly changes: OrderFileChanges,
    private readonly journal: AgencyJournal,
    private readonly audit: AuditLog,
    private readonly localProfile: LocalProfileOf,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.s = {
      find: db.prepare('SELECT id FROM orders WHERE environment = ? AND partner_id = ? AND order_num = ?'),
      update: db.prepare(`UPDATE orders SET ${SHARED_ORDER_COLUMNS.map((column) => `${column} = ?`).join(', ')}, updated_at = ? WHERE id = ?`),
      insert: db.prepare(
        `INSERT INTO orders (environment, partner_id, order_num, profile_id, profile_name, source, first_seen_at, updated_at, ${SHARED_ORDER_COLUMNS.join(', ')})
         VALUES (?, ?, ?, ?, ?, 'agency', ?, ?, ${SHARED_ORDER_COLUMNS.map(() => '?').join(', ')})`,
      ),
      latestPrice: db.prepare('SELECT mode, amount, currency, entered_at FROM order_selling_prices WHERE order_id = ? ORDER BY id DESC LIMIT 1'),
      profileOf: db.prepare('SELECT profile_name FROM orders WHERE id = ?'),
      price: db.prepare('INSERT INTO order_selling_prices (order_id, mode, amount, currency, entered_at, profile_name) VALUES (?, ?, ?, ?, ?, ?)'),
    };
  }

  /** Files the facts among `events` (other desks', just folded, in the same transaction) that won their order's fold. */
  file(events: readonly AgencyEvent[]): number[] {
    return this.changes.write(
      () => {
        const filed: number[] = [];
        for (const event of events) {
          const id = this.fileOne(event);
          if (id !== null) filed.push(id);
        }
        return filed;
      },
      (orderIds) => ({ kind: 'orders', orderIds, source: 'agency' }),
    );
  }

  private fileOne(event: AgencyEvent): number | null {
    if (!isAgencyShared(event.environment, event.partnerId)) return null;
    if (event.kind === 'order.audit') return this.fileAudit(event);
    if (event.kind === 'order.price') return this.filePrice(event);
    if (event.kind !== 'order.observed' && event.kind !== 'order.manual') return null;
    const state = this.journal.orderState(event);
    const winner = event.kind === 'order.observed' ? state?.facts : state?.manual;
    if (!winner || winner.eventId !== event.id) return null;
    const values = columnValues(event.body.facts);
    if (!values) return null;
    const at = this.now().toISOString();
    const existing = this.s.find.get(event.environment, event.partnerId, event.orderNum) as { id: number } | undefined;
    let orderId: number;
    if (existing) {
      // The fold chose this event over the row's own unsent stamp too (orderState folds it in): the
      // stamp's observation is kept, as a whole event with the row's facts, before they are replaced.
      this.journal.keepStampBeforeOverwrite(existing.id);
      this.s.update.run([...values, at, existing.id]);
      orderId = existing.id;
    } else {
      const profile = this.localProfile(event.environment, event.partnerId);
      // No profile of this account on this desk: the order is still the agency's, named as such.
      const inserted = this.s.insert.run([event.environment, event.partnerId, event.orderNum, profile?.id ?? 'agency', profile?.name ?? 'Agency', at, at, ...values]);
      orderId = Number(inserted.lastInsertRowid);
      // Its selling price may have come before the order itself (another page, or earlier in this one).
      if (state?.price) this.keepPrice(orderId, state.price);
    }
    this.index.reindex(orderId);
    return orderId;
  }

  /**
   * Another desk's selling price, when it won the order's fold (the latest entered) and this desk
   * has the order (else it is filed with the order: above). Appended as the order's latest entry,
   * as the desk's own are: the entries before it stay.
   */
  private filePrice(event: Extract<AgencyEvent, { kind: 'order.price' }>): number | null {
    const winner = this.journal.orderState(event)?.price;
    if (!winner || winner.eventId !== event.id) return null;
    const existing = this.s.find.get(event.environment, event.partnerId, event.orderNum) as { id: number } | undefined;
    if (!existing) return null;
    return this.keepPrice(existing.id, winner) ? existing.id : null;
  }

  /** Appends the price unless it is already the order's latest (the same price filed twice is one entry). */
  private keepPrice(orderId: number, price: { mode: string; amount: string; currency: string; happenedAt: string }): boolean {
    const latest = this.s.latestPrice.get(orderId) as { mode: string; amount: string; currency: string; entered_at: string } | undefined;
    if (latest && latest.mode === price.mode && latest.amount === price.amount && latest.currency === price.currency && latest.entered_at === price.happenedAt) return false;
    const profile = this.s.profileOf.get(orderId) as { profile_name: string } | undefined;
    this.s.price.run(orderId, price.mode, price.amount, price.currency, price.happenedAt, profile?.profile_name ?? 'Agency');
    return true;
  }

  /**
   * Another desk's audit entry joins this desk's audit log, by its event id (append-only, the union
   * of every desk's entries; the order's history shows them by time). Linked to the order when this
   * desk has it; the history also finds it by the order's account and number.
   */
  private fileAudit(event: Extract<AgencyEvent, { kind: 'order.audit' }>): number | null {
    const detail = event.body.detail;
    const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
    const existing = this.s.find.get(event.environment, event.partnerId, event.orderNum) as { id: number } | undefined;
    const filed = this.audit.fileFromAgency(
      {
        at: new Date(event.happenedAt),
        environment: event.environment,
        partnerId: event.partnerId,
        profileId: this.localProfile(event.environment, event.partnerId)?.id ?? 'agency',
        operation: event.body.action,
        requestId: text(detail.requestId, ''),
        outcome: text(detail.outcome, ''),
        code: typeof detail.code === 'string' ? detail.code : null,
        durationMs: typeof detail.durationMs === 'number' && Number.isFinite(detail.durationMs) ? detail.durationMs : 0,
        orderNum: event.orderNum,
        eventId: event.id,
        author: { deskId: event.deskId, agent: event.agent },
      },
      existing ? [existing.id] : [],
    );
    // Told as a change of the order (its history now shows the entry), when this desk has it.
    return filed !== null && existing ? existing.id : null;
  }
}

/** The facts as column values, or null when they are not what a desk of this version writes (never half-applied). */
function columnValues(facts: Record<string, unknown>): (string | number | null)[] | null {
  const values: (string | number | null)[] = [];
  for (const column of SHARED_ORDER_COLUMNS) {
    const value = facts[column] ?? null;
    if (value !== null && typeof value !== 'string' && typeof value !== 'number') return null;
    values.push(value);
  }
  if (typeof facts.kind !== 'string' || !KINDS.has(facts.kind)) return null;
  return values;
}
