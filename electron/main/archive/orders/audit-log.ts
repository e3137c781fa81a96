import { newEventId } from '../../agency/event-id';
import type { Environment } from '../../../contract/domains/profiles';
import type { ArchiveDatabase } from '../open-archive';
import type { OrderFileChanges } from './order-file-changes';

/** One call the desk made about an order. Never the partner key or the sign. */
export interface AuditRecord {
  at: Date;
  environment: Environment;
  /** The account called for (with the environment, what the call is about on any desk); null: none known. */
  partnerId: string | null;
  profileId: string;
  operation: string;
  requestId: string;
  /** `ok`, or the desk error's kind (`api`, `network`, `timeout`, `outcome-unknown`, …). */
  outcome: string;
  /** The service's code when it answered one. */
  code: string | null;
  durationMs: number;
  /** The order the call was about, as asked. */
  orderNum: string;
}

/** Who writes this desk's audit entries: the desk, and its agent once one is set (Settings → Agency server). */
interface AuditAuthor {
  deskId: string;
  agent: { code: string; name: string } | null;
}

/**
 * An audit entry as written, with who wrote it and its event id: what the order file's door tells
 * its recorders (the agency's outbox turns it into an `order.audit` event with the same id).
 */
export interface AuditedCall extends Omit<AuditRecord, 'profileId'> {
  eventId: string;
  /** Null on a desk that names no author (tests, or before the desk runtime signs). */
  author: AuditAuthor | null;
}

/**
 * Migration 9: who made each entry, and its id in the agency's log. The id is unique, so an entry
 * that comes back from the agency, or arrives twice, is one row: the audit is the union of every
 * desk's entries by event id (docs/team-sync.md, "Every desk converges"). Entries written before it
 * have none (they were never the agency's). Adding columns is not an UPDATE: the append-only
 * triggers stay as they are.
 */
export const AUDIT_AUTHORS_SQL = `ALTER TABLE audit_log ADD COLUMN agent_code TEXT;
  ALTER TABLE audit_log ADD COLUMN agent_name TEXT;
  ALTER TABLE audit_log ADD COLUMN desk_id TEXT;
  ALTER TABLE audit_log ADD COLUMN event_id TEXT;
  CREATE UNIQUE INDEX audit_log_by_event ON audit_log (event_id) WHERE event_id IS NOT NULL;
`;

/** The append-only audit log (the schema's triggers refuse updates and deletes). */
export class AuditLog {
  private readonly insert;
  private readonly link;
  private author: () => AuditAuthor | null = () => null;

  constructor(
    db: ArchiveDatabase,
    private readonly changes: OrderFileChanges,
  ) {
    this.insert = db.prepare(
      `INSERT OR IGNORE INTO audit_log (at, environment, partner_id, profile_id, operation, request_id, outcome, code, duration_ms, order_num, agent_code, agent_name, desk_id, event_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.link = db.prepare('INSERT OR IGNORE INTO audit_orders (audit_id, order_id) VALUES (?, ?)');
  }

  /** Names who writes this desk's entries from now on (the desk runtime, from its agency settings). */
  signedBy(author: () => AuditAuthor | null): void {
    this.author = author;
  }

  /** Appends this desk's entry through the door, which tells the agency's recorder (same transaction). */
  append(record: AuditRecord, orderIds: readonly number[] = []): number {
    const author = this.author();
    const eventId = newEventId();
    return this.changes.write(
      () => this.write(record, author, eventId, orderIds),
      () => ({ kind: 'audit', entry: auditedCall(record, author, eventId) }),
    );
  }

  /**
   * Files another desk's entry (an `order.audit` event from the agency). Null when this desk has it
   * already: the event id is unique, so the union of everyone's entries never holds one twice.
   */
  fileFromAgency(entry: AuditedCall & { profileId: string }, orderIds: readonly number[]): number | null {
    const id = this.write(entry, entry.author, entry.eventId, orderIds);
    return id === 0 ? null : id;
  }

  private write(record: AuditRecord | (AuditedCall & { profileId: string }), author: AuditAuthor | null, eventId: string, orderIds: readonly number[]): number {
    const inserted = this.insert.run(
      record.at.toISOString(), record.environment, record.partnerId, record.profileId, record.operation, record.requestId, record.outcome, record.code,
      Math.round(record.durationMs), record.orderNum, author?.agent?.code ?? null, author?.agent?.name ?? null, author?.deskId ?? null, eventId,
    );
    if (Number(inserted.changes) === 0) return 0;
    const id = Number(inserted.lastInsertRowid);
    for (const orderId of orderIds) this.link.run(id, orderId);
    return id;
  }
}

/** The entry as the agency shares it: everything but the local profile id, which means nothing on another desk. */
function auditedCall(record: AuditRecord, author: AuditAuthor | null, eventId: string): AuditedCall {
  const { at, environment, partnerId, operation, requestId, outcome, code, durationMs, orderNum } = record;
  return { at, environment, partnerId, operation, requestId, outcome, code, durationMs, orderNum, eventId, author };
}
