import type { OrdersChanged } from '../../../contract/domains/orders';
import type { ArchiveDatabase } from '../open-archive';
import { atomically } from './atomically';
import type { AuditedCall } from './audit-log';

/**
 * What one write did to the order file, as the rest of the desk (and, later, the agency sync's
 * outbox) needs to hear of it: which orders changed and what brought the change, or which refund
 * draft changed. Local integer ids: they name rows of this desk's file only.
 */
export type OrderFileChange =
  /**
   * `stamped`: the orders among them whose row the write stamped with this desk's own observation
   * (order-stamps.ts): the agency's recorder writes nothing more for those.
   */
  | { kind: 'orders'; orderIds: number[]; source: OrdersChanged['source']; stamped?: readonly number[] }
  | { kind: 'refund-draft'; draftId: number }
  /** An audit entry this desk appended (audit-log.ts): each one told on its own, never merged. */
  | { kind: 'audit'; entry: AuditedCall };

export type OrderFileChangeListener = (change: OrderFileChange) => void;

/** Hears a transaction's changes before it commits, and may write in it (the agency's outbox). */
type OrderFileChangeRecorder = (changes: readonly OrderFileChange[]) => void;

/**
 * The one funnel every write to `orders.sqlite` goes through: it runs the write in a transaction
 * (or inside the one already open, so an answer, its audit entry and its marker still commit
 * together), collects the changes the write and any write nested in it declare, and tells the
 * listeners once the outermost transaction has COMMITTED — never for a write that rolled back.
 * Changes of the same kind and source within one transaction are told as one (ids in the order
 * they were first named), as the desk announced them before the funnel existed.
 */
export class OrderFileChanges {
  private readonly listeners = new Set<OrderFileChangeListener>();
  private readonly recorders = new Set<OrderFileChangeRecorder>();
  /** Changes declared inside the transaction being written; null when none is open here. */
  private collecting: OrderFileChange[] | null = null;

  constructor(private readonly db: ArchiveDatabase) {}

  /** Hears every committed change; returns the way to stop hearing. */
  subscribe(listener: OrderFileChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Records every write's changes inside its own transaction, before COMMIT: what the recorder writes
   * commits with the change or not at all (docs/team-sync.md, "The outbox").
   */
  recordBeforeCommit(recorder: OrderFileChangeRecorder): () => void {
    this.recorders.add(recorder);
    return () => this.recorders.delete(recorder);
  }

  /**
   * Runs `work` as one write. `changeOf` names what it changed (null: nothing worth telling, e.g.
   * a claim refused). Nested calls join the outer transaction and its announcement.
   */
  write<T>(work: () => T, changeOf: (result: T) => OrderFileChange | null): T {
    if (this.collecting !== null) return this.collect(work, changeOf);
    const collected: OrderFileChange[] = [];
    this.collecting = collected;
    let result: T;
    try {
      result = atomically(this.db, () => {
        const done = this.collect(work, changeOf);
        if (this.recorders.size > 0) {
          const changes = merged(collected);
          for (const recorder of this.recorders) recorder(changes);
        }
        return done;
      });
    } finally {
      this.collecting = null;
    }
    for (const change of merged(collected)) this.tell(change);
    return result;
  }

  /**
   * A change written by archive code that keeps its own transaction (bringing a set-aside file
   * back attaches it and copies rows, recovery/bring-back.ts): told like the others, after it.
   */
  told(change: OrderFileChange): void {
    if (this.collecting !== null) this.collecting.push(change);
    else for (const told of merged([change])) this.tell(told);
  }

  private collect<T>(work: () => T, changeOf: (result: T) => OrderFileChange | null): T {
    const result = work();
    const change = changeOf(result);
    if (change && (change.kind !== 'orders' || change.orderIds.length > 0)) this.collecting?.push(change);
    return result;
  }

  private tell(change: OrderFileChange): void {
    for (const listener of this.listeners) listener(change);
  }
}

function merged(changes: readonly OrderFileChange[]): OrderFileChange[] {
  const out: OrderFileChange[] = [];
  for (const change of changes) {
    const same = out.find((told) => sameSubject(told, change));
    if (!same) out.push(change.kind === 'orders' ? { ...change, orderIds: [...new Set(change.orderIds)] } : change);
    else if (same.kind === 'orders' && change.kind === 'orders') {
      same.orderIds = [...new Set([...same.orderIds, ...change.orderIds])];
      if (change.stamped) same.stamped = [...(same.stamped ?? []), ...change.stamped];
    }
  }
  return out;
}

function sameSubject(a: OrderFileChange, b: OrderFileChange): boolean {
  if (a.kind === 'orders' && b.kind === 'orders') return a.source === b.source;
  return a.kind === 'refund-draft' && b.kind === 'refund-draft' && a.draftId === b.draftId;
}
