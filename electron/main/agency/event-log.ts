import type { ClientBase } from 'pg';
import { agencyEventSchema, type AgencyEvent } from './agency-event';
import { PUSH_LOCK } from './server-schema';
import { ruleInEnglish } from '../../contract/coded-rule';

/**
 * The agency's append-only event log on the server: push (idempotent), pull after a cursor (in
 * pages), and the wake-up channel. docs/team-sync.md explains why these three are all sync needs.
 */

/**
 * Appends `events`, skipping any whose id the server already has: a push retried after a crash or
 * a lost answer never duplicates. Pushes take one advisory lock for their transaction, so sequence
 * numbers become visible in the order they were given: a desk that pulled up to N can never later
 * find an N-1 committed behind its back. Returns how many were new.
 */
export async function pushEvents(client: ClientBase, events: readonly AgencyEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [PUSH_LOCK]);
    const rows = events.map((event) => ({
      event_id: event.id,
      desk_id: event.deskId,
      agent_code: event.agent.code,
      agent_name: event.agent.name,
      kind: event.kind,
      environment: event.environment,
      partner_id: event.partnerId,
      order_num: event.orderNum,
      happened_at: event.happenedAt,
      body: event.body,
    }));
    const inserted = await client.query(
      `INSERT INTO agency.events (event_id, desk_id, agent_code, agent_name, kind, environment, partner_id, order_num, happened_at, body)
       SELECT event_id, desk_id, agent_code, agent_name, kind, environment, partner_id, order_num, happened_at, body
       FROM jsonb_to_recordset($1::jsonb) AS given(event_id uuid, desk_id text, agent_code text, agent_name text, kind text,
         environment text, partner_id text, order_num text, happened_at timestamptz, body jsonb)
       ON CONFLICT (event_id) DO NOTHING`,
      [JSON.stringify(rows)],
    );
    await client.query('COMMIT');
    return inserted.rowCount ?? 0;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

interface PulledPage {
  readonly events: readonly { seq: string; event: AgencyEvent }[];
  /** Rows that did not validate: never applied, reported so the log says what was skipped. */
  readonly refused: readonly { seq: string; reason: string }[];
  /** The cursor to keep (the last row's seq, refused rows included), or the one given when nothing came. */
  readonly cursor: string;
  readonly more: boolean;
}

interface EventRow {
  seq: string;
  event_id: string;
  desk_id: string;
  agent_code: string;
  agent_name: string;
  kind: string;
  environment: string;
  partner_id: string;
  order_num: string;
  happened_at: Date;
  body: unknown;
}

/** Everyone's events after `cursor` (a server sequence number, as text: it is a bigint), at most `limit`. */
export async function pullEvents(client: ClientBase, cursor: string, limit = 1000): Promise<PulledPage> {
  const result = await client.query<EventRow>(
    `SELECT seq::text AS seq, event_id, desk_id, agent_code, agent_name, kind, environment, partner_id, order_num, happened_at, body
     FROM agency.events WHERE agency.events.seq > $1::bigint ORDER BY agency.events.seq LIMIT $2`,
    [cursor, limit + 1],
  );
  const more = result.rows.length > limit;
  const rows = more ? result.rows.slice(0, limit) : result.rows;
  const events: { seq: string; event: AgencyEvent }[] = [];
  const refused: { seq: string; reason: string }[] = [];
  for (const row of rows) {
    const parsed = agencyEventSchema.safeParse({
      id: row.event_id,
      deskId: row.desk_id,
      agent: { code: row.agent_code, name: row.agent_name },
      happenedAt: row.happened_at.toISOString(),
      kind: row.kind,
      environment: row.environment,
      partnerId: row.partner_id,
      orderNum: row.order_num,
      body: row.body,
    });
    if (parsed.success) events.push({ seq: row.seq, event: parsed.data });
    else refused.push({ seq: row.seq, reason: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${ruleInEnglish(issue.message)}`).join('; ') });
  }
  return { events, refused, cursor: rows.at(-1)?.seq ?? cursor, more };
}

/**
 * Calls `wake` whenever some desk pushed (the trigger's NOTIFY, delivered after commit). `client`
 * must be a connection of its own: a listening connection is not used for anything else.
 */
export async function listenForEvents(client: ClientBase, wake: () => void): Promise<() => Promise<void>> {
  const onNotification = (message: { channel: string }) => {
    if (message.channel === 'agency_events') wake();
  };
  client.on('notification', onNotification);
  await client.query('LISTEN agency_events');
  return async () => {
    client.off('notification', onNotification);
    await client.query('UNLISTEN agency_events').catch(() => undefined);
  };
}
