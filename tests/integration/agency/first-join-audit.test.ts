import { describe, expect, it } from 'vitest';
import type { Recording } from '../../../electron/main/archive/agency/agency-recorder';
import { twoDeskBench } from '../../support/agency/two-desk-bench';

/**
 * The first join uploads the audit entries this desk wrote before it (docs/team-sync.md, "Audit
 * entries travel"): one written before migration 9 (no desk, no event id) and one written while team
 * sync was off (an id that never travelled) reach the other desk's history, each once, however often
 * the join is retried; an entry this desk filed from another desk is not sent again. Real order
 * files, one real PostgreSQL.
 */
const ACCOUNT = { environment: 'test' as const, partnerId: 'AGENCY-JOIN' };
const ORDER_NUM = '917083410145529001';
const bench = twoDeskBench('first-join-audit', ORDER_NUM);
const { desk, sync } = bench;
const LI = { code: 'LI', name: 'Agent Li' };

async function serverAudit(): Promise<{ event_id: string; agent_code: string; action: string }[]> {
  const admin = await bench.server().superuser();
  try {
    const result = await admin.query(
      `SELECT event_id::text, agent_code, body->>'action' AS action FROM agency.events WHERE kind = 'order.audit' AND order_num = $1 ORDER BY seq`,
      [ORDER_NUM],
    );
    return result.rows;
  } finally {
    await admin.end();
  }
}

describe('the first join uploads earlier audit entries', () => {
  it('entries from before migration 9 and from while sync was off reach the other desk once each, however often the join runs', async () => {
    let joined = false;
    const recordingA: Recording = { deskId: 'desk-a', agent: { code: 'ZHAO', name: 'Agent Zhao' }, serviceTime: () => '2026-11-26 18:00:00', now: () => new Date() };
    const a = desk('desk-a', () => (joined ? recordingA : null));
    const at = '2026-11-20T09:00:00.000Z';
    const orderId = Number(
      a.file.db
        .prepare(`INSERT INTO orders (environment, partner_id, profile_id, profile_name, order_num, kind, status_group, sort_time, source, first_seen_at, updated_at) VALUES (?, ?, 'p-1', 'Agency', ?, 'air', 'other', ?, 'order-detail', ?, ?)`)
        .run(ACCOUNT.environment, ACCOUNT.partnerId, ORDER_NUM, at, at, at).lastInsertRowid,
    );
    // Written before migration 9: no agent, no desk, no event id (the columns did not exist).
    const old = a.file.db
      .prepare(`INSERT INTO audit_log (at, environment, partner_id, profile_id, operation, request_id, outcome, code, duration_ms, order_num) VALUES (?, ?, ?, 'p-1', 'orderDetail', 'r-before-9', 'ok', NULL, 120, ?)`)
      .run('2026-11-20T09:00:01.000Z', ACCOUNT.environment, ACCOUNT.partnerId, ORDER_NUM);
    a.file.db.prepare('INSERT INTO audit_orders (audit_id, order_id) VALUES (?, ?)').run(Number(old.lastInsertRowid), orderId);
    // Written since, by Agent Li on this desk, while team sync was off: nothing recorded it.
    a.file.audit.signedBy(() => ({ deskId: 'desk-a', agent: LI }));
    a.file.audit.append({ at: new Date('2026-11-21T10:00:00.000Z'), ...ACCOUNT, profileId: 'p-1', operation: 'ticketing', requestId: 'r-sync-off', outcome: 'ok', code: null, durationMs: 900, orderNum: ORDER_NUM }, [orderId]);
    // Another desk's entry this desk filed from an earlier agency: that desk's to send.
    a.file.audit.fileFromAgency(
      { at: new Date('2026-11-22T10:00:00.000Z'), ...ACCOUNT, profileId: 'p-1', operation: 'orderDetail', requestId: 'r-other', outcome: 'ok', code: null, durationMs: 50, orderNum: ORDER_NUM, eventId: '019ab000-0000-7000-8000-000000000001', author: { deskId: 'desk-z', agent: { code: 'Z', name: 'Agent Z' } } },
      [orderId],
    );
    expect(a.link.journal.waiting()).toBe(0);

    joined = true;
    const first = a.link.recordWholeFile();
    // A join retried (the desk stopped before it remembered the server): the entries keep their ids.
    const again = a.link.recordWholeFile();
    expect(first).toBe(3); // the order's observation and the two entries
    expect(again).toBe(0); // the order's observation is the stamp in its row, not yet sent: already going
    const syncA = sync(0, a.link);
    syncA.start();
    await expect.poll(() => a.link.journal.waiting(), { timeout: 10_000 }).toBe(0);
    // And once more after the push: the server skips what it has.
    a.link.recordWholeFile();
    syncA.nudge();
    await expect.poll(() => a.link.journal.waiting(), { timeout: 10_000 }).toBe(0);
    await syncA.settled();

    const uploaded = await serverAudit();
    expect(uploaded.map((entry) => `${entry.action} ${entry.agent_code}`)).toEqual(['orderDetail ZHAO', 'ticketing LI']);
    expect(new Set(uploaded.map((entry) => entry.event_id)).size).toBe(2);

    const b = desk('desk-b', () => ({ ...recordingA, deskId: 'desk-b', agent: { code: 'WANG', name: 'Agent Wang' } }));
    const syncB = sync(1, b.link);
    syncB.start();
    const historyOnB = () => {
      const id = b.orderId();
      return id === undefined ? [] : (b.file.reader.detail(id)?.audit.map((entry) => `${entry.operation} ${entry.requestId} ${entry.agent?.code}`) ?? []);
    };
    await expect.poll(historyOnB, { timeout: 10_000 }).toEqual(['ticketing r-sync-off LI', 'orderDetail r-before-9 ZHAO']);
    // A's own history is as it was: its entries came back from the server and were not filed twice.
    await expect.poll(() => a.file.reader.detail(orderId)?.audit.length, { timeout: 5_000 }).toBe(3);
  }, 60_000);
});
