import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForEvents, pullEvents, pushEvents } from '../../../electron/main/agency/event-log';
import { releaseLease, takeLease } from '../../../electron/main/agency/order-lease';
import { connectAgencyServer } from '../../../electron/main/agency/server-connection';
import { prepareAgencyServer, readServerSchema } from '../../../electron/main/agency/server-schema';

/** The newest schema this desk knows: what preparing a fresh server brings it to. */
let KNOWN_SERVER_VERSION = 0;
import { startAgencyServer, type AgencyServerFixture } from '../../support/postgres/agency-server-fixture';
import { noteEvent } from '../../support/postgres/agency-events';

// A real PostgreSQL, set up as docs/team-sync.md tells an agency to; no mock of it anywhere.
let server: AgencyServerFixture;
const clients: Client[] = [];
const desk = async (index: number) => {
  const entry = server.desks[index];
  if (!entry) throw new Error(`no desk ${index}`);
  const client = await connectAgencyServer(entry.settings, entry.password);
  clients.push(client);
  return client;
};

beforeAll(async () => {
  server = await startAgencyServer({ desks: 2, prepare: false });
}, 60_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  await server?.stop();
});

describe('the agency server schema', () => {
  it('is missing until the owner prepares it, and a desk role cannot prepare it', async () => {
    const a = await desk(0);
    expect(await readServerSchema(a)).toMatchObject({ state: 'missing' });
    await expect(prepareAgencyServer(a)).rejects.toThrow(/permission denied/);
    const owner = await connectAgencyServer(server.owner.settings, server.owner.password);
    clients.push(owner);
    const prepared = await prepareAgencyServer(owner);
    expect(prepared.state).toBe('current');
    KNOWN_SERVER_VERSION = prepared.state === 'current' ? prepared.version : 0;
    expect(KNOWN_SERVER_VERSION).toBeGreaterThan(0);
    expect(await readServerSchema(a)).toEqual({ state: 'current', version: KNOWN_SERVER_VERSION });
    // Preparing again (a second desk joining) changes nothing.
    expect(await prepareAgencyServer(owner)).toEqual({ state: 'current', version: KNOWN_SERVER_VERSION });
  });

  it('two owners preparing at once migrate once (the advisory lock)', async () => {
    const [one, two] = await Promise.all([0, 1].map(() => connectAgencyServer(server.owner.settings, server.owner.password)));
    clients.push(one!, two!);
    const answers = await Promise.all([prepareAgencyServer(one!), prepareAgencyServer(two!)]);
    expect(answers.every((answer) => answer.state === 'current')).toBe(true);
  });

  it('a schema newer than the desk knows is reported, and the desk does not touch it', async () => {
    const admin = await server.superuser();
    try {
      await admin.query('UPDATE agency.schema_version SET version = $1', [KNOWN_SERVER_VERSION + 1]);
      const a = await desk(0);
      expect(await readServerSchema(a)).toEqual({ state: 'newer', version: KNOWN_SERVER_VERSION + 1, known: KNOWN_SERVER_VERSION });
      const owner = await connectAgencyServer(server.owner.settings, server.owner.password);
      clients.push(owner);
      expect(await prepareAgencyServer(owner)).toEqual({ state: 'newer', version: KNOWN_SERVER_VERSION + 1, known: KNOWN_SERVER_VERSION });
    } finally {
      await admin.query('UPDATE agency.schema_version SET version = $1', [KNOWN_SERVER_VERSION]);
      await admin.end();
    }
  });
});

describe('the event log', () => {
  it('a desk can append and read events, and can never update, delete or truncate them', async () => {
    const a = await desk(0);
    const event = noteEvent({ orderNum: '2000000001' });
    expect(await pushEvents(a, [event])).toBe(1);
    await expect(a.query(`UPDATE agency.events SET kind = 'order.audit' WHERE event_id = $1`, [event.id])).rejects.toThrow(/permission denied/);
    await expect(a.query('DELETE FROM agency.events WHERE event_id = $1', [event.id])).rejects.toThrow(/permission denied/);
    await expect(a.query('TRUNCATE agency.events')).rejects.toThrow(/permission denied/);
    // Not even the table's owner: the append-only trigger refuses.
    const owner = await connectAgencyServer(server.owner.settings, server.owner.password);
    clients.push(owner);
    await owner.query('SET ROLE agency_owner');
    await expect(owner.query('DELETE FROM agency.events WHERE event_id = $1', [event.id])).rejects.toThrow(/append-only/);
  });

  it('a push retried after a lost answer never duplicates', async () => {
    const a = await desk(0);
    const events = [noteEvent({ orderNum: '2000000002' }), noteEvent({ orderNum: '2000000002' }), noteEvent({ orderNum: '2000000003' })];
    expect(await pushEvents(a, events)).toBe(3);
    expect(await pushEvents(a, events)).toBe(0);
    expect(await pushEvents(a, [...events, noteEvent({ orderNum: '2000000003' })])).toBe(1);
    const mine = await a.query('SELECT count(*)::int AS n FROM agency.events WHERE event_id = ANY($1::uuid[])', [events.map((event) => event.id)]);
    expect(mine.rows[0].n).toBe(3);
  });

  it('pulls after a cursor in pages, the same events every desk sees, in one order', async () => {
    const a = await desk(0);
    const b = await desk(1);
    const start = (await pullEvents(b, '0', 100_000)).cursor;
    const sent = Array.from({ length: 25 }, (_, index) => noteEvent({ orderNum: '2000000004', text: `note ${index}` }));
    await pushEvents(a, sent);
    const seen: string[] = [];
    let cursor = start;
    let pages = 0;
    for (;;) {
      const page = await pullEvents(b, cursor, 10);
      pages += 1;
      seen.push(...page.events.map((each) => each.event.id));
      cursor = page.cursor;
      if (!page.more) break;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(sent.map((event) => event.id));
    expect((await pullEvents(b, cursor, 10)).events).toEqual([]);
  });

  it('a row that does not validate is refused with its reason, never applied, and the cursor moves past it', async () => {
    const a = await desk(0);
    const start = (await pullEvents(a, '0', 100_000)).cursor;
    await a.query(
      `INSERT INTO agency.events (event_id, desk_id, agent_code, agent_name, kind, environment, partner_id, order_num, happened_at, body)
       VALUES ($1, 'desk-x', 'X', 'Someone', 'order.teleported', 'test', 'P-TEST', '2000000005', now(), '{}')`,
      [randomUUID()],
    );
    const good = noteEvent({ orderNum: '2000000005' });
    await pushEvents(a, [good]);
    const page = await pullEvents(a, start);
    expect(page.refused).toHaveLength(1);
    expect(page.refused[0]?.reason).toMatch(/kind/);
    expect(page.events.map((each) => each.event.id)).toEqual([good.id]);
  });

  it('wakes a listening desk when another pushes', async () => {
    const a = await desk(0);
    const listener = await desk(1);
    let woken = 0;
    const stop = await listenForEvents(listener, () => (woken += 1));
    const before = Date.now();
    await pushEvents(a, [noteEvent({ orderNum: '2000000006' })]);
    await expect.poll(() => woken, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(Date.now() - before).toBeLessThan(2_000);
    await stop();
  });

  it('concurrent pushes never let a puller skip an event (sequence numbers become visible in order)', async () => {
    const [a, b, reader] = await Promise.all([desk(0), desk(1), desk(0)]);
    let cursor = (await pullEvents(reader, '0', 100_000)).cursor;
    const pushed = new Set<string>();
    const seen: string[] = [];
    let pushing = true;
    const pushLoop = async (client: Client, deskId: string) => {
      for (let round = 0; round < 40; round += 1) {
        const batch = Array.from({ length: 5 }, () => noteEvent({ orderNum: '2000000007', deskId }));
        batch.forEach((event) => pushed.add(event.id));
        await pushEvents(client, batch);
      }
    };
    const pulling = (async () => {
      while (pushing || seen.length < pushed.size) {
        // Whether every push had committed when this pull was asked, not when it answered: an empty
        // page asked for before the last push committed says nothing about that push (the test
        // used to stop on it and miss the last batch, 2 runs in 15).
        const allPushed = !pushing;
        const page = await pullEvents(reader, cursor, 50);
        seen.push(...page.events.map((each) => each.event.id));
        cursor = page.cursor;
        if (allPushed && page.events.length === 0) break;
      }
    })();
    await Promise.all([pushLoop(a, 'desk-a'), pushLoop(b, 'desk-b')]);
    pushing = false;
    await pulling;
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(pushed);
  });
});

describe('order leases', () => {
  const key = { environment: 'test' as const, partnerId: 'P-TEST', orderNum: '3000000001' };
  const li = { deskId: 'desk-a', agentCode: 'LI', agentName: 'Agent Li' };
  const wang = { deskId: 'desk-b', agentCode: 'WANG', agentName: 'Agent Wang' };

  it('one desk holds the lease; another is told who holds it and since when; taking over needs saying so', async () => {
    const a = await desk(0);
    const b = await desk(1);
    const first = await takeLease(a, key, li, 'ticketing', { seconds: 120 });
    expect(first.taken).toBe(true);
    const refused = await takeLease(b, key, wang, 'ticketing', { seconds: 120 });
    expect(refused).toMatchObject({ taken: false, heldBy: { agentName: 'Agent Li', deskId: 'desk-a', purpose: 'ticketing' } });
    // The holder renews without losing when it took it.
    const renewed = await takeLease(a, key, li, 'ticketing', { seconds: 120 });
    expect(renewed.taken && first.taken && renewed.lease.takenAt.getTime()).toBe(first.taken && first.lease.takenAt.getTime());
    const takenOver = await takeLease(b, key, wang, 'ticketing', { seconds: 120, takeOver: true });
    expect(takenOver).toMatchObject({ taken: true, lease: { agentName: 'Agent Wang' } });
    // Li's desk can no longer release Wang's lease.
    expect(await releaseLease(a, key, li.deskId)).toBe(false);
    expect(await releaseLease(b, key, wang.deskId)).toBe(true);
    expect((await a.query('SELECT count(*)::int AS n FROM agency.leases WHERE order_num = $1', [key.orderNum])).rows[0].n).toBe(0);
  });

  it('an expired lease is nobody’s', async () => {
    const a = await desk(0);
    const b = await desk(1);
    const other = { ...key, orderNum: '3000000002' };
    expect((await takeLease(a, other, li, 'refund', { seconds: 0.3 })).taken).toBe(true);
    expect((await takeLease(b, other, wang, 'refund', { seconds: 60 })).taken).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await takeLease(b, other, wang, 'refund', { seconds: 60 })).toMatchObject({ taken: true, lease: { agentCode: 'WANG' } });
  });

  it('two desks racing for one order: exactly one gets it', async () => {
    const a = await desk(0);
    const b = await desk(1);
    const raced = { ...key, orderNum: '3000000003' };
    const answers = await Promise.all([takeLease(a, raced, li, 'ticketing', { seconds: 60 }), takeLease(b, raced, wang, 'ticketing', { seconds: 60 })]);
    expect(answers.filter((answer) => answer.taken)).toHaveLength(1);
  });
});
