import type { ClientBase } from 'pg';

/**
 * The agency server's schema (docs/team-sync.md, "Schema"), one migration per change, applied in
 * order inside ONE transaction that holds an advisory lock, so two desks joining at the same moment
 * never both migrate. Never edit a migration that has shipped: add the next one.
 *
 * Ownership is the security boundary: the tables belong to `agency_owner` (a role without login),
 * desks log in as members of `agency_desk`, which may read and append events but never update or
 * delete them (grants, plus a trigger for anyone else). Migrations therefore run as the schema
 * owner's login (`prepareAgencyServer` is handed that connection once, by whoever sets the agency
 * up); the desk's everyday role could not change the schema, which is the point.
 */
interface ServerMigration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** Any constant both sides agree on: the key of the migration lock (pg_advisory_xact_lock). */
const MIGRATION_LOCK = 7_240_001;
/** Serialises pushes so that sequence numbers become visible in order (see event-log.ts). */
export const PUSH_LOCK = 7_240_002;

const SERVER_MIGRATIONS: readonly ServerMigration[] = [
  {
    version: 1,
    name: 'event log and leases',
    sql: `
      CREATE TABLE agency.events (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        event_id uuid NOT NULL UNIQUE,
        desk_id text NOT NULL,
        agent_code text NOT NULL,
        agent_name text NOT NULL,
        kind text NOT NULL,
        environment text NOT NULL,
        partner_id text NOT NULL,
        order_num text NOT NULL,
        happened_at timestamptz NOT NULL,
        body jsonb NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX events_by_order ON agency.events (environment, partner_id, order_num, seq);

      -- Append-only for everyone: grants keep desks out, this keeps out anyone granted more by mistake.
      CREATE FUNCTION agency.refuse_event_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'agency events are append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$;
      CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON agency.events
        FOR EACH ROW EXECUTE FUNCTION agency.refuse_event_change();
      CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON agency.events
        FOR EACH STATEMENT EXECUTE FUNCTION agency.refuse_event_change();

      -- Wakes every listening desk once per push, after it commits (NOTIFY is delivered on commit).
      CREATE FUNCTION agency.announce_events() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('agency_events', '');
        RETURN NULL;
      END $$;
      CREATE TRIGGER events_announce AFTER INSERT ON agency.events
        FOR EACH STATEMENT EXECUTE FUNCTION agency.announce_events();

      -- Who is paying or refunding an order right now. Mutable on purpose: a lease is a moment, the
      -- record of what happened is the event log. Times are the server's, so desks' clocks never matter.
      CREATE TABLE agency.leases (
        environment text NOT NULL,
        partner_id text NOT NULL,
        order_num text NOT NULL,
        purpose text NOT NULL,
        desk_id text NOT NULL,
        agent_code text NOT NULL,
        agent_name text NOT NULL,
        taken_at timestamptz NOT NULL DEFAULT now(),
        until_at timestamptz NOT NULL,
        PRIMARY KEY (environment, partner_id, order_num)
      );

      GRANT SELECT, INSERT ON agency.events TO agency_desk;
      GRANT SELECT, INSERT, UPDATE, DELETE ON agency.leases TO agency_desk;
      GRANT SELECT ON agency.schema_version TO agency_desk;
    `,
  },
  {
    version: 2,
    name: "the event log's identity",
    // docs/team-sync.md, "Moving to another server, or a restored one": a desk's cursor and its
    // "sent" marks mean something only on the log they were taken on. A fresh server (or a fresh
    // database) draws a new identity; a dump restored elsewhere carries its identity along, and
    // desks tell that it went back by its sequence, not by this.
    sql: `
      CREATE TABLE agency.server_identity (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      INSERT INTO agency.server_identity DEFAULT VALUES;
      GRANT SELECT ON agency.server_identity TO agency_desk;
    `,
  },
];

/** The newest schema this desk knows. */
const KNOWN_SERVER_VERSION = SERVER_MIGRATIONS.at(-1)?.version ?? 0;

type ServerSchemaState =
  | { state: 'current'; version: number }
  | { state: 'behind'; version: number; needed: number }
  | { state: 'newer'; version: number; known: number }
  | { state: 'missing'; needed: number };

/**
 * Where the server's schema stands for this desk, read with the desk's own role: `behind` and
 * `missing` need `prepareAgencyServer` (the owner's login); `newer` means a newer desk migrated it,
 * and this desk keeps working locally and says so (it would not know the new events' meaning).
 */
export async function readServerSchema(client: ClientBase): Promise<ServerSchemaState> {
  const table = await client.query<{ exists: boolean }>(`SELECT to_regclass('agency.schema_version') IS NOT NULL AS exists`);
  if (!table.rows[0]?.exists) return { state: 'missing', needed: KNOWN_SERVER_VERSION };
  const row = await client.query<{ version: number }>('SELECT version FROM agency.schema_version');
  const version = row.rows[0]?.version ?? 0;
  if (version > KNOWN_SERVER_VERSION) return { state: 'newer', version, known: KNOWN_SERVER_VERSION };
  if (version < KNOWN_SERVER_VERSION) return { state: 'behind', version, needed: KNOWN_SERVER_VERSION };
  return { state: 'current', version };
}

/**
 * Brings the server's schema to this desk's version, in one transaction under the migration lock.
 * `client` is logged in as the schema owner (a member of agency_owner, or a superuser): the roles
 * `agency_owner` and `agency_desk` and the schema `agency` are created by the agency's one-time setup
 * (docs/team-sync.md); the migrations create everything inside it.
 */
export async function prepareAgencyServer(client: ClientBase): Promise<ServerSchemaState> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('SET LOCAL ROLE agency_owner');
    await client.query(`
      CREATE TABLE IF NOT EXISTS agency.schema_version (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        version integer NOT NULL
      )`);
    await client.query('INSERT INTO agency.schema_version (version) VALUES (0) ON CONFLICT DO NOTHING');
    const current = (await client.query<{ version: number }>('SELECT version FROM agency.schema_version')).rows[0]?.version ?? 0;
    if (current > KNOWN_SERVER_VERSION) {
      await client.query('ROLLBACK');
      return { state: 'newer', version: current, known: KNOWN_SERVER_VERSION };
    }
    for (const migration of SERVER_MIGRATIONS.filter((each) => each.version > current)) {
      await client.query(migration.sql);
      await client.query('UPDATE agency.schema_version SET version = $1', [migration.version]);
    }
    await client.query('COMMIT');
    return { state: 'current', version: KNOWN_SERVER_VERSION };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
