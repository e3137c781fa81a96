import { derivedEventId } from '../../agency/event-id';
import type { Environment } from '../../../contract/domains/profiles';
import type { ArchiveDatabase } from '../open-archive';
import type { AuditedCall } from '../orders/audit-log';

interface AuditRow {
  id: number;
  at: string;
  environment: Environment;
  partner_id: string | null;
  operation: string;
  request_id: string;
  outcome: string;
  code: string | null;
  duration_ms: number;
  order_num: string;
  agent_code: string | null;
  agent_name: string | null;
  event_id: string | null;
}

/**
 * This desk's own audit entries as the first join uploads them (docs/team-sync.md, "Audit entries
 * travel"): every entry this desk wrote, before migration 9 (no desk, no id) or since while team
 * sync was off (this desk, an id that never travelled). Entries filed from another desk are that
 * desk's to send, not this one's.
 *
 * The audit log is append-only, so an entry without an id cannot be given one: its event id is
 * derived from the entry itself (`derivedEventId`, the same on every try). This desk's row keeps no
 * id; its own event coming back from the server is never filed again (it is this desk's), and every
 * other desk files it once by that id.
 */
export function earlierAuditEntries(db: ArchiveDatabase, deskId: string): AuditedCall[] {
  const rows = db
    .prepare(
      `SELECT id, at, environment, partner_id, operation, request_id, outcome, code, duration_ms, order_num, agent_code, agent_name, event_id
       FROM audit_log WHERE partner_id IS NOT NULL AND order_num != '' AND (desk_id IS NULL OR desk_id = ?) ORDER BY id`,
    )
    .all(deskId) as unknown as AuditRow[];
  return rows.map((row) => {
    const at = new Date(row.at);
    return {
      at,
      environment: row.environment,
      partnerId: row.partner_id,
      operation: row.operation,
      requestId: row.request_id,
      outcome: row.outcome,
      code: row.code,
      durationMs: row.duration_ms,
      orderNum: row.order_num,
      eventId: row.event_id ?? derivedEventId(at.getTime(), `audit:${deskId}:${row.id}:${row.at}:${row.request_id}`),
      author: { deskId, agent: agentOf(row) },
    };
  });
}

/** The agent the row names, when it names one an event can carry (the same bounds as the event's). */
function agentOf(row: AuditRow): { code: string; name: string } | null {
  const { agent_code: code, agent_name: name } = row;
  if (!code || !name || code.length > 12 || name.length > 80) return null;
  return { code, name };
}
