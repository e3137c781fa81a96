import { newEventId } from '../../agency/event-id';
import { isAgencyShared, type AgencyEvent } from '../../agency/agency-event';
import type { Recording } from './agency-recorder';

/**
 * This desk's own observation of an order, kept in the order's row instead of as a row of its own
 * (docs/team-sync.md, "Own observations: the stamp in the order's row"). Filing an order with team
 * sync on wrote three more statements (read the order's state, insert the event, upsert the state):
 * most of what recording cost, where the budget was a tenth of filing (docs/performance.md, "Team
 * sync"). The writer's own INSERT or UPDATE now writes the stamp: the event's id (fixed when
 * stamped, so a push retried after a crash sends the same id), the service's and the desk's time,
 * the agent and the kind. The event's facts are the row's, read when it is sent; when the server
 * holds it, it becomes a sent event of `agency_events` like any other, and the stamp is cleared.
 * A later refresh before the push replaces the stamp: one event for the merged refreshes.
 */
export const ORDER_STAMP_SQL = `ALTER TABLE orders ADD COLUMN agency_stamp_id TEXT;
  ALTER TABLE orders ADD COLUMN agency_stamp_kind TEXT;
  ALTER TABLE orders ADD COLUMN agency_stamp_service_time TEXT;
  ALTER TABLE orders ADD COLUMN agency_stamp_at TEXT;
  ALTER TABLE orders ADD COLUMN agency_stamp_agent_code TEXT;
  ALTER TABLE orders ADD COLUMN agency_stamp_agent_name TEXT;
  CREATE INDEX orders_agency_unsent ON orders (agency_stamp_id) WHERE agency_stamp_id IS NOT NULL;
`;

/** The stamp's columns, in the order `OrderStamper.next` gives their values. */
export const STAMP_COLUMNS = [
  'agency_stamp_id', 'agency_stamp_kind', 'agency_stamp_service_time', 'agency_stamp_at', 'agency_stamp_agent_code', 'agency_stamp_agent_name',
] as const;

/** No stamp: what the writer binds while team sync is off, or for an order that is not the agency's. */
export const NO_STAMP: readonly null[] = STAMP_COLUMNS.map(() => null);

/** A stamp as read from an order's row (its identity beside it). */
export interface StampRow {
  agency_stamp_id: string;
  agency_stamp_kind: string;
  agency_stamp_service_time: string;
  agency_stamp_at: string;
  agency_stamp_agent_code: string;
  agency_stamp_agent_name: string;
  environment: AgencyEvent['environment'];
  partner_id: string;
  order_num: string;
}

/**
 * Hands the writer a stamp for each order it files while team sync records (`use`), and nothing
 * while it does not: then the writer binds NULL and filing is what it was without team sync.
 */
export class OrderStamper {
  private recording: () => Recording | null = () => null;

  /** Stamps with what `recording` says while it says something; returns the way to stop. */
  use(recording: () => Recording | null): () => void {
    this.recording = recording;
    return () => {
      if (this.recording === recording) this.recording = () => null;
    };
  }

  /**
   * The stamp's column values for an order the writer files as `kind` (a manual entry, or the
   * service's answer), or null: not recording, or the order is not the agency's (no known account,
   * the embedded sandbox). One service and desk time per answer: its orders were observed together.
   */
  stamperFor(kind: 'observed' | 'manual'): (environment: string, partnerId: string | null) => readonly string[] | null {
    const recording = this.recording();
    if (!recording) return () => null;
    const serviceTime = kind === 'observed' ? recording.serviceTime() : '';
    const at = recording.now();
    const atText = at.toISOString();
    const atMs = at.getTime();
    return (environment, partnerId) =>
      isAgencyShared(environment, partnerId) ? [newEventId(atMs), kind, serviceTime, atText, recording.agent.code, recording.agent.name] : null;
  }
}

/**
 * The stamp as its event, for the desk `deskId` that wrote it: `facts` are the row's (left out: an
 * empty record, for folding, which reads only the stamp and the service time).
 */
export function stampEvent(row: StampRow, deskId: string, facts: Record<string, unknown> = {}): AgencyEvent {
  const envelope = {
    id: row.agency_stamp_id,
    deskId,
    agent: { code: row.agency_stamp_agent_code, name: row.agency_stamp_agent_name },
    happenedAt: row.agency_stamp_at,
    environment: row.environment,
    partnerId: row.partner_id,
    orderNum: row.order_num,
  };
  return row.agency_stamp_kind === 'manual'
    ? { ...envelope, kind: 'order.manual', body: { facts } }
    : { ...envelope, kind: 'order.observed', body: { serviceTime: row.agency_stamp_service_time, facts } };
}

/** The columns to read an order's stamp with its identity (`o`: the orders table's alias). */
export const STAMP_SELECT = `o.environment, o.partner_id, o.order_num, ${STAMP_COLUMNS.map((column) => `o.${column}`).join(', ')}`;
