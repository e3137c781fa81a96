import type { PendingWrite } from '../../../contract/domains/orders';
import type { ArchiveDatabase } from '../open-archive';
import type { OrderFileChange, OrderFileChanges } from './order-file-changes';
import { sourceOfOperation } from './order-sources';

/**
 * Money-moving writes (Ticketing, RefundRequest) in flight or of unknown outcome, one per order
 * and operation. The marker is committed BEFORE the request leaves, so a second window, a second
 * click or a restart sees it and does not send again; it is cleared when the outcome is known.
 * A desk that stopped with a marker still "sent" cannot know what happened: on open, such markers
 * become "outcome-unknown" (see OrderFile.open).
 */
export class PendingWrites {
  private readonly s;

  constructor(
    db: ArchiveDatabase,
    private readonly changes: OrderFileChanges,
  ) {
    this.s = {
      get: db.prepare('SELECT operation, state, request_id, since FROM order_pending_writes WHERE order_id = ? AND operation = ?'),
      insert: db.prepare('INSERT INTO order_pending_writes (order_id, operation, state, request_id, since) VALUES (?, ?, ?, ?, ?)'),
      setState: db.prepare('UPDATE order_pending_writes SET state = ? WHERE order_id = ? AND operation = ? AND request_id = ?'),
      clear: db.prepare('DELETE FROM order_pending_writes WHERE order_id = ? AND operation = ?'),
      orphaned: db.prepare("UPDATE order_pending_writes SET state = 'outcome-unknown' WHERE state = 'sent'"),
    };
  }

  current(orderId: number, operation: string): PendingWrite | null {
    const row = this.s.get.get(orderId, operation) as { operation: string; state: PendingWrite['state']; request_id: string; since: string } | undefined;
    return row ? { operation: row.operation, state: row.state, requestId: row.request_id, since: row.since } : null;
  }

  /**
   * Claims the right to send: succeeds only when nothing is pending for this order and operation,
   * or (`recheck`) when the pending write's outcome is unknown and the agent chose to check it by
   * sending the same request again. Returns the marker that stood in the way otherwise.
   */
  claim(orderId: number, operation: string, requestId: string, at: Date, recheck = false): { ok: true } | { ok: false; pending: PendingWrite } {
    return this.changes.write(
      () => {
        const pending = this.current(orderId, operation);
        if (pending && !(recheck && pending.state === 'outcome-unknown')) return { ok: false as const, pending };
        if (pending) this.s.clear.run(orderId, operation);
        this.s.insert.run(orderId, operation, 'sent', requestId, at.toISOString());
        return { ok: true as const };
      },
      (claimed) => (claimed.ok ? changeOf(orderId, operation) : null),
    );
  }

  outcomeUnknown(orderId: number, operation: string, requestId: string): void {
    this.changes.write(() => this.s.setState.run('outcome-unknown', orderId, operation, requestId), () => changeOf(orderId, operation));
  }

  clear(orderId: number, operation: string): void {
    this.changes.write(() => this.s.clear.run(orderId, operation), () => changeOf(orderId, operation));
  }

  /**
   * Markers left "sent" by a desk that stopped mid-call: their outcome is unknown now. Run while
   * the file opens, before anyone listens: nothing is told (the screens read the file afresh).
   */
  markOrphansUnknown(): number {
    return this.changes.write(() => Number(this.s.orphaned.run().changes), () => null);
  }
}

/** A marker set or cleared changes what the order shows (its pending write). */
function changeOf(orderId: number, operation: string): OrderFileChange {
  return { kind: 'orders', orderIds: [orderId], source: sourceOfOperation(operation) };
}
