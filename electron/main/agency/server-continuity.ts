import type { ClientBase } from 'pg';

/**
 * Is the server this desk is talking to the event log its cursor and its "sent" marks were taken
 * on, as it was then? (docs/team-sync.md, "Moving to another server, or a restored one".)
 *
 * A cursor is a position in one server's sequence, and "sent" means "that server has it". Both
 * are wrong on another server (the desk would skip everything numbered below its old cursor and
 * never send what it sent to the old one), and on a server restored from an older backup (its
 * sequence starts again below the cursor, and the events sent after the backup are gone). Either
 * way the desk starts over with that server: its own events are sent again (the push skips ids the
 * server has) and everyone's are pulled from the start (the fold and the filing skip ids the desk
 * has), so starting over is safe whenever in doubt.
 */

/** What the desk remembers of its server, in its order file (archive/agency/server-memory.ts). */
export interface AgencyServerRecall {
  /** The identity of the server the cursor and the sent marks belong to; null before the first. */
  identity(): string | null;
  /** The last event this desk pulled at or before `cursor` (its seq there and its id); null when none. */
  anchor(cursor: string): { seq: string; eventId: string } | null;
  /** Remembers the server without changing anything else (the first server, or one known before identities). */
  adopt(identity: string): void;
  /** Starts over with this server, in one local transaction (see `ServerChange`); says how many of this desk's events go again, and how many the whole file's upload recorded. */
  startOver(change: ServerChange): { resent: number; recorded: number };
}

export type ServerChange =
  /** Another server (another identity): as the first join, plus this desk's own events again. */
  | { state: 'moved'; identity: string; from: string }
  /** The same server, or a copy of it, holding less than this desk saw on it: restored from an older backup. */
  | { state: 'went-back'; identity: string; cursor: string; lastSeq: string; lost: 'behind-cursor' | 'anchor-missing' };

/** The server's side of the question, read with the desk's role in one statement. */
async function readServerMark(client: ClientBase, anchorSeq: string | null): Promise<{ identity: string; lastSeq: string; atAnchor: string | null }> {
  const result = await client.query<{ identity: string; last_seq: string; at_anchor: string | null }>(
    `SELECT (SELECT id::text FROM agency.server_identity) AS identity,
            (SELECT coalesce(max(seq), 0)::text FROM agency.events) AS last_seq,
            (SELECT event_id::text FROM agency.events WHERE seq = $1::bigint) AS at_anchor`,
    [anchorSeq ?? '0'],
  );
  const row = result.rows[0];
  if (!row?.identity) throw new Error('the agency server has no identity (its schema is older than this desk: prepare it)');
  return { identity: row.identity, lastSeq: row.last_seq, atAnchor: row.at_anchor };
}

/**
 * Compares the server with what the desk remembers, remembers a first server, and says whether the
 * desk must start over with it (null: carry on). Read before every round's push: one indexed
 * statement on the server and one on the order file.
 *
 * "Went back" is seen two ways: the server's last event is numbered below the desk's cursor (its
 * sequence was restored), or the last event the desk pulled is no longer at its number there (the
 * server was restored and others have pushed since, past the cursor, before this desk came back).
 */
export async function checkServerContinuity(client: ClientBase, recall: AgencyServerRecall, cursor: string): Promise<ServerChange | null> {
  const anchor = recall.anchor(cursor);
  const server = await readServerMark(client, anchor?.seq ?? null);
  const remembered = recall.identity();
  if (remembered !== null && remembered !== server.identity) return { state: 'moved', identity: server.identity, from: remembered };
  const wentBack =
    BigInt(server.lastSeq) < BigInt(cursor) ? 'behind-cursor' : anchor && server.atAnchor?.toLowerCase() !== anchor.eventId.toLowerCase() ? 'anchor-missing' : null;
  if (wentBack) return { state: 'went-back', identity: server.identity, cursor, lastSeq: server.lastSeq, lost: wentBack };
  // A desk that knew this server before identities existed, or has known none: this one is its server.
  if (remembered === null) recall.adopt(server.identity);
  return null;
}
