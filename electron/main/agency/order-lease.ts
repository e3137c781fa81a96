import type { ClientBase } from 'pg';
import type { OrderKey } from './agency-event';

/**
 * A short lease on an order, taken in PostgreSQL before a desk sends Ticketing or RefundRequest, so
 * two desks of one agency never pay (or refund) the same order (docs/team-sync.md, "No double
 * payment across desks"). Every time is the server's (`now()`): desks' clocks can be minutes apart.
 */
interface LeaseHolder {
  readonly deskId: string;
  readonly agentCode: string;
  readonly agentName: string;
}

export interface Lease extends LeaseHolder {
  readonly purpose: 'ticketing' | 'refund';
  readonly takenAt: Date;
  readonly until: Date;
}

type LeaseAnswer =
  | { taken: true; lease: Lease }
  /** Someone else holds it and it has not expired: say who and since when; the agent may take it over. */
  | { taken: false; heldBy: Lease };

interface LeaseRow {
  purpose: 'ticketing' | 'refund';
  desk_id: string;
  agent_code: string;
  agent_name: string;
  taken_at: Date;
  until_at: Date;
}

const asLease = (row: LeaseRow): Lease => ({
  purpose: row.purpose,
  deskId: row.desk_id,
  agentCode: row.agent_code,
  agentName: row.agent_name,
  takenAt: row.taken_at,
  until: row.until_at,
});

/**
 * Takes the lease for `seconds`, unless another desk holds one that has not expired. The same desk
 * taking it again renews it. `takeOver` replaces a live lease of someone else: only after the agent
 * confirmed (the previous holder is named in the audit by the caller).
 */
export async function takeLease(
  client: ClientBase,
  key: OrderKey,
  holder: LeaseHolder,
  purpose: Lease['purpose'],
  options: { seconds: number; takeOver?: boolean },
  attempt = 1,
): Promise<LeaseAnswer> {
  const taken = await client.query<LeaseRow>(
    `INSERT INTO agency.leases AS lease (environment, partner_id, order_num, purpose, desk_id, agent_code, agent_name, taken_at, until_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now(), now() + make_interval(secs => $8))
     ON CONFLICT (environment, partner_id, order_num) DO UPDATE
       SET purpose = excluded.purpose, desk_id = excluded.desk_id, agent_code = excluded.agent_code, agent_name = excluded.agent_name,
           taken_at = CASE WHEN lease.desk_id = excluded.desk_id AND lease.until_at > now() THEN lease.taken_at ELSE now() END,
           until_at = excluded.until_at
       WHERE lease.until_at <= now() OR lease.desk_id = excluded.desk_id OR $9::boolean
     RETURNING purpose, desk_id, agent_code, agent_name, taken_at, until_at`,
    [key.environment, key.partnerId, key.orderNum, purpose, holder.deskId, holder.agentCode, holder.agentName, options.seconds, options.takeOver === true],
  );
  const row = taken.rows[0];
  if (row) return { taken: true, lease: asLease(row) };
  const held = await readLease(client, key);
  // The holder let go between the two statements: try again, now that the row is gone or expired.
  if (!held && attempt < 3) return takeLease(client, key, holder, purpose, options, attempt + 1);
  if (!held) throw new Error('the agency lease changed hands three times in a row; try again');
  return { taken: false, heldBy: held };
}

/** The live lease on an order, if any (an expired one is nobody's). */
async function readLease(client: ClientBase, key: OrderKey): Promise<Lease | undefined> {
  const result = await client.query<LeaseRow>(
    `SELECT purpose, desk_id, agent_code, agent_name, taken_at, until_at FROM agency.leases
     WHERE environment = $1 AND partner_id = $2 AND order_num = $3 AND until_at > now()`,
    [key.environment, key.partnerId, key.orderNum],
  );
  const row = result.rows[0];
  return row ? asLease(row) : undefined;
}

/** Gives the lease back once the outcome is known (settled or failed). Only the holder's own lease goes. */
export async function releaseLease(client: ClientBase, key: OrderKey, deskId: string): Promise<boolean> {
  const result = await client.query(
    'DELETE FROM agency.leases WHERE environment = $1 AND partner_id = $2 AND order_num = $3 AND desk_id = $4',
    [key.environment, key.partnerId, key.orderNum, deskId],
  );
  return (result.rowCount ?? 0) > 0;
}
