import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyEvent } from '../../../electron/main/agency/agency-event';
import { AgencySync, type AgencyInbox, type AgencyOutbox } from '../../../electron/main/agency/agency-sync';
import { AgencyJournal } from '../../../electron/main/archive/agency/agency-journal';
import { AgencyServerMemory } from '../../../electron/main/archive/agency/server-memory';
import type { ArchiveDatabase } from '../../../electron/main/archive/open-archive';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { startAgencyServer, type AgencyServerFixture } from '../../support/postgres/agency-server-fixture';
import { noteEvent } from '../../support/postgres/agency-events';
import { tempDir } from '../../support/temp-dir';

// Two (or three) desks' journals in real SQLite files, one real PostgreSQL between them.
let server: AgencyServerFixture;
const folder = tempDir('agency-desks');
const running: AgencySync[] = [];
let fileNumber = 0;
const opened = new Map<string, OrderFile>();

beforeAll(async () => {
  server = await startAgencyServer({ desks: 3 });
}, 60_000);

afterEach(async () => {
  await Promise.all(running.splice(0).map((sync) => sync.stop()));
});

afterAll(async () => {
  for (const file of opened.values()) file.close();
  await server?.stop();
  folder.remove();
});

function journal(deskId: string, file = `${folder.path}/desk-${(fileNumber += 1)}.sqlite`): { journal: AgencyJournal; server: AgencyServerMemory; file: string; db: ArchiveDatabase } {
  // The journal's tables as the order file's migrations make them (its own observations point at orders' rows).
  // A second life on the same file: the first one's process is gone.
  opened.get(file)?.close();
  const orderFile = OrderFile.open({ file, logger: createMemoryLogger() });
  opened.set(file, orderFile);
  return { journal: AgencyJournal.of(orderFile, deskId), server: new AgencyServerMemory(orderFile.db, () => 0), file, db: orderFile.db };
}

function sync(index: number, outbox: AgencyOutbox, local: { journal: AgencyInbox; server: AgencyServerMemory }): AgencySync {
  const desk = server.desks[index];
  if (!desk) throw new Error(`no desk ${index}`);
  const engine = new AgencySync({ settings: desk.settings, password: desk.password, outbox, inbox: local.journal, server: local.server, pollMs: 200 });
  running.push(engine);
  return engine;
}

const notesOf = (j: AgencyJournal, orderNum: string) => j.orderState({ environment: 'test', partnerId: 'P-TEST', orderNum })?.notes.map((note) => note.text) ?? [];

describe('two desks through one agency server', () => {
  it('an event written on A is folded on B, live, well within half a second', async () => {
    const a = journal('desk-a');
    const b = journal('desk-b');
    const syncA = sync(0, a.journal, a);
    const syncB = sync(1, b.journal, b);
    syncA.start();
    syncB.start();
    await expect.poll(() => syncB.status().state).toBe('in-sync');
    const arrived = new Promise<number>((resolve) => b.journal.onApplied(() => resolve(Date.now())));
    const sentAt = Date.now();
    a.journal.record(noteEvent({ orderNum: '4000000001', deskId: 'desk-a', text: 'from A' }));
    syncA.nudge();
    const at = await arrived;
    expect(at - sentAt).toBeLessThan(500);
    expect(notesOf(b.journal, '4000000001')).toEqual(['from A']);
  });

  it('A offline writes 1,000 events, reconnects, and B has every one exactly once', async () => {
    const a = journal('desk-a');
    const b = journal('desk-b');
    const written: AgencyEvent[] = [];
    for (let index = 0; index < 1_000; index += 1) {
      const event = noteEvent({ orderNum: `41${String(index % 50).padStart(8, '0')}`, deskId: 'desk-a', text: `offline ${index}` });
      written.push(event);
      a.journal.record(event);
    }
    expect(a.journal.waiting()).toBe(1_000);
    const syncB = sync(1, b.journal, b);
    syncB.start();
    const syncA = sync(0, a.journal, a);
    syncA.start();
    await expect.poll(() => a.journal.waiting(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => (b.db.prepare(`SELECT count(*) AS n FROM agency_events WHERE mine = 0 AND event_json LIKE '%"orderNum":"41%'`).get() as { n: number }).n, { timeout: 10_000 }).toBe(1_000);
    const admin = await server.superuser();
    const onServer = await admin.query('SELECT count(*)::int AS n FROM agency.events WHERE event_id = ANY($1::uuid[])', [written.map((event) => event.id)]);
    await admin.end();
    expect(onServer.rows[0].n).toBe(1_000);
    expect(notesOf(b.journal, '4100000007')).toHaveLength(20);
  });

  it('a desk that dies between the push and marking it sent pushes again on restart, and nothing is duplicated', async () => {
    const a = journal('desk-a');
    const events = Array.from({ length: 30 }, (_, index) => noteEvent({ orderNum: '4200000001', deskId: 'desk-a', text: `n${index}` }));
    for (const event of events) a.journal.record(event);
    // The first life: the server takes the push, then the process dies before marking it sent.
    let died = false;
    const dying = { unsent: (limit: number) => a.journal.unsent(limit), waiting: () => a.journal.waiting(), markSent: () => ((died = true), undefined) };
    const first = sync(0, dying, a);
    first.start();
    await expect.poll(() => died).toBe(true);
    await first.stop();
    expect(a.journal.waiting()).toBe(30);
    // The second life, on the same file.
    const again = journal('desk-a', a.file);
    const second = sync(0, again.journal, again);
    second.start();
    await expect.poll(() => again.journal.waiting()).toBe(0);
    const admin = await server.superuser();
    const onServer = await admin.query('SELECT count(*)::int AS n FROM agency.events WHERE event_id = ANY($1::uuid[])', [events.map((event) => event.id)]);
    await admin.end();
    expect(onServer.rows[0].n).toBe(30);
    expect(notesOf(again.journal, '4200000001')).toHaveLength(30);
  });

  it('the server stopped and started mid-sync: the desk says offline since when, keeps writing, and catches up', async () => {
    const a = journal('desk-a');
    const b = journal('desk-b');
    const syncA = sync(0, a.journal, a);
    const syncB = sync(1, b.journal, b);
    syncA.start();
    syncB.start();
    // Connecting is two round trips and a LISTEN: more than the poll's default second on a busy machine.
    await expect.poll(() => syncA.status().state, { timeout: 10_000 }).toBe('in-sync');
    server.postgres.pause();
    try {
      a.journal.record(noteEvent({ orderNum: '4300000001', deskId: 'desk-a', text: 'while the server was down' }));
      syncA.nudge();
      await expect.poll(() => syncA.status().state, { timeout: 10_000 }).toBe('offline');
      const status = syncA.status();
      expect(status.state === 'offline' && status.waiting).toBe(1);
    } finally {
      server.postgres.start();
    }
    await expect.poll(() => notesOf(b.journal, '4300000001'), { timeout: 20_000 }).toEqual(['while the server was down']);
    expect(a.journal.waiting()).toBe(0);
  });

  it('three desks writing at once, with clocks minutes apart, hold the same state', async () => {
    const desks = ['desk-a', 'desk-b', 'desk-c'].map((id) => journal(id));
    const engines = desks.map((desk, index) => sync(index, desk.journal, desk));
    engines.forEach((engine) => engine.start());
    const skew = [0, -7 * 60_000, 4 * 60_000];
    for (let round = 0; round < 20; round += 1) {
      desks.forEach((desk, index) => {
        desk.journal.record(
          noteEvent({ orderNum: '4400000001', deskId: `desk-${'abc'[index]}`, text: `r${round} d${index}`, happenedAt: new Date(Date.now() + (skew[index] ?? 0)).toISOString() }),
        );
        engines[index]?.nudge();
      });
    }
    for (const desk of desks) await expect.poll(() => notesOf(desk.journal, '4400000001').length, { timeout: 10_000 }).toBe(60);
    const states = desks.map((desk) => desk.journal.orderState({ environment: 'test', partnerId: 'P-TEST', orderNum: '4400000001' }));
    expect(states[1]).toEqual(states[0]);
    expect(states[2]).toEqual(states[0]);
  });
});
