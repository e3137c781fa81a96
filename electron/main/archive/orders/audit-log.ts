import type { Environment } from '../../../contract/domains/profiles';
import type { ArchiveDatabase } from '../open-archive';

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

/** The append-only audit log (the schema's triggers refuse updates and deletes). */
export class AuditLog {
  private readonly insert;
  private readonly link;

  constructor(db: ArchiveDatabase) {
    this.insert = db.prepare(
      'INSERT INTO audit_log (at, environment, partner_id, profile_id, operation, request_id, outcome, code, duration_ms, order_num) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.link = db.prepare('INSERT OR IGNORE INTO audit_orders (audit_id, order_id) VALUES (?, ?)');
  }

  append(record: AuditRecord, orderIds: readonly number[] = []): number {
    const id = Number(
      this.insert.run(record.at.toISOString(), record.environment, record.partnerId, record.profileId, record.operation, record.requestId, record.outcome, record.code, Math.round(record.durationMs), record.orderNum)
        .lastInsertRowid,
    );
    for (const orderId of orderIds) this.link.run(id, orderId);
    return id;
  }
}
