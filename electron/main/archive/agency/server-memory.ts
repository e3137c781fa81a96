import type { AgencyServerRecall, ServerChange } from '../../agency/server-continuity';
import type { ArchiveDatabase } from '../open-archive';
import { atomically } from '../orders/atomically';

/**
 * Migration 13: which server the desk's cursor and "sent" marks belong to (docs/team-sync.md,
 * "Moving to another server, or a restored one"), and the events by their number on it, so the
 * desk can ask the server whether the last event it pulled is still there. Partial: this desk's
 * own events are recorded without a number, so filing pays nothing for the index.
 */
export const AGENCY_SERVER_SQL = `CREATE TABLE agency_server (
    only_row INTEGER PRIMARY KEY CHECK (only_row = 1),
    identity TEXT NOT NULL,
    since TEXT NOT NULL
  );
  CREATE INDEX agency_events_by_server_seq ON agency_events (server_seq) WHERE server_seq IS NOT NULL;
`;

/** This desk's observations and manual entries keep no facts once sent (agency-journal.ts): they are re-read from the order's row. */
const FACTS_AT_THE_ROW = `json_extract(event_json, '$.kind') IN ('order.observed', 'order.manual') AND json_type(event_json, '$.body.facts') IS NULL`;

/**
 * The order file's memory of the agency server (the journal's tables plus `agency_server`), and
 * the one way to start over with a server: everything in one local transaction, so a desk stopped
 * halfway either has not started over (and does so next round) or has, completely.
 */
export class AgencyServerMemory implements AgencyServerRecall {
  private readonly s;

  constructor(
    private readonly db: ArchiveDatabase,
    /** What the first join records (the whole file): run again, in the same transaction, on another server. */
    private readonly recordWholeFile: () => number,
  ) {
    this.s = {
      identity: db.prepare('SELECT identity FROM agency_server WHERE only_row = 1'),
      keep: db.prepare('INSERT INTO agency_server (only_row, identity, since) VALUES (1, ?, ?) ON CONFLICT (only_row) DO UPDATE SET identity = excluded.identity, since = excluded.since'),
      anchor: db.prepare('SELECT server_seq, event_id FROM agency_events WHERE server_seq <= ? ORDER BY server_seq DESC LIMIT 1'),
      // A sent observation points at its order's row again, found by the order's identity.
      repoint: db.prepare(
        `UPDATE agency_events SET order_id = (
           SELECT o.id FROM orders o WHERE o.order_num = json_extract(agency_events.event_json, '$.orderNum')
             AND o.environment = json_extract(agency_events.event_json, '$.environment') AND o.partner_id = json_extract(agency_events.event_json, '$.partnerId'))
         WHERE mine = 1 AND sent_at IS NOT NULL AND order_id IS NULL AND ${FACTS_AT_THE_ROW}`,
      ),
      // Sent again: every event of this desk, its notes included (one note is one event everywhere),
      // but an observation whose order the file no longer has (its facts are nowhere).
      unmark: db.prepare(
        `UPDATE agency_events SET sent_at = NULL WHERE mine = 1 AND sent_at IS NOT NULL AND (order_id IS NOT NULL OR NOT (${FACTS_AT_THE_ROW}))`,
      ),
      // Numbers on the old server mean nothing on this one: the pull gives them again.
      forgetNumbers: db.prepare('UPDATE agency_events SET server_seq = NULL WHERE server_seq IS NOT NULL'),
      forgetCursor: db.prepare('DELETE FROM agency_cursor'),
    };
  }

  identity(): string | null {
    return (this.s.identity.get() as { identity: string } | undefined)?.identity ?? null;
  }

  anchor(cursor: string): { seq: string; eventId: string } | null {
    const row = this.s.anchor.get(BigInt(cursor)) as { server_seq: number | bigint; event_id: string } | undefined;
    return row ? { seq: String(row.server_seq), eventId: row.event_id } : null;
  }

  adopt(identity: string): void {
    this.s.keep.run(identity, new Date().toISOString());
  }

  /**
   * Starts over with the server `change` names: this desk's events are marked unsent (the push
   * skips the ids the server has), the cursor goes back to the start (the fold and the filing skip
   * the ids this desk has), the old server's numbers are forgotten, and the server is remembered.
   * On another server the whole file is recorded again too, as on a first join (the orders other
   * desks brought in, which are theirs to send, may never reach the new server otherwise). This
   * desk's notes go again under their own ids, like every event of its own; the upload records an
   * order's note only when it is not already this desk's latest note event (written while sync was
   * off), so each note is one event on every desk, the moving one included (agency-recorder.ts).
   * Observations stamped in the order rows (order-stamps.ts) are sent events here once the server
   * held them, so they go again under their ids like the rest; unsent stamps go anyway.
   * Returns how many of this desk's events go again, and how many the upload recorded.
   */
  startOver(change: ServerChange): { resent: number; recorded: number } {
    const moved = change.state === 'moved';
    return atomically(this.db, () => {
      this.s.repoint.run();
      const resent = Number(this.s.unmark.run().changes);
      this.s.forgetNumbers.run();
      this.s.forgetCursor.run();
      this.adopt(change.identity);
      const recorded = moved ? this.recordWholeFile() : 0;
      return { resent, recorded };
    });
  }
}
