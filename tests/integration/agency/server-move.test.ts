import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushEvents } from '../../../electron/main/agency/event-log';
import { connectAgencyServer } from '../../../electron/main/agency/server-connection';
import { startAgencyServer, type AgencyServerFixture } from '../../support/postgres/agency-server-fixture';
import { noteEvent } from '../../support/postgres/agency-events';
import { SERVICE_DESK_ACCOUNT, serverEvents, serviceDesk, type ServiceDesk } from '../../support/agency/service-desk';
import { tempDir } from '../../support/temp-dir';

/**
 * A desk that moves to another agency server, or whose server was restored from an older backup,
 * misses nothing (docs/team-sync.md, "Moving to another server, or a restored one"): it sends again
 * what it sent (the server keeps each id once) and pulls everything from the start (folding and
 * filing skip what the desk has). Desks wired as desk-runtime.ts wires them, on real order files;
 * two real PostgreSQL servers.
 */
const LI = { code: 'LI', name: 'Agent Li' };
const WANG = { code: 'WANG', name: 'Agent Wang' };
const ZHAO = { code: 'ZHAO', name: 'Agent Zhao' };
const folder = tempDir('server-move');
let one: AgencyServerFixture;
let two: AgencyServerFixture;
const desks: ServiceDesk[] = [];

beforeAll(async () => {
  [one, two] = await Promise.all([startAgencyServer({ desks: 3 }), startAgencyServer({ desks: 3 })]);
}, 120_000);

afterAll(async () => {
  for (const desk of desks) await desk.close().catch(() => undefined);
  await Promise.all([one?.stop(), two?.stop()]);
  folder.remove();
});

function open(name: string, agent: { code: string; name: string }): ServiceDesk {
  const desk = serviceDesk(folder.path, name, agent);
  desks.push(desk);
  return desk;
}

const key = (orderNum: string) => ({ ...SERVICE_DESK_ACCOUNT, orderNum });
const synced = (desk: ServiceDesk) => desk.link.journal.waiting() === 0 && desk.service.state().sync.state === 'in-sync';
const logged = (desk: ServiceDesk, event: string) => desk.log.entries.filter((entry) => entry.event === event);
const history = (desk: ServiceDesk, orderNum: string) => {
  const id = desk.orderId(orderNum);
  return id === undefined ? [] : (desk.file.reader.detail(id)?.audit.map((entry) => `${entry.operation} ${entry.requestId} ${entry.agent?.code}`) ?? []);
};
const notes = (desk: ServiceDesk, orderNum: string) => desk.link.journal.orderState(key(orderNum))?.notes.map((note) => note.text) ?? [];
/** The notes the order's agency block shows on the desk (what the screen reads: `agency.order`). */
async function shownNotes(desk: ServiceDesk, orderNum: string): Promise<string[]> {
  const answer = await desk.service.order(desk.orderId(orderNum) ?? -1);
  if (!answer.ok) throw new Error('the agency view was not read');
  return answer.value.view?.notes.map((note) => note.text) ?? [];
}

/** Other desks' traffic on a server, pushed straight to it: it moves every desk's cursor along. */
async function traffic(server: AgencyServerFixture, login: number, count: number, orderNum: string): Promise<void> {
  const account = server.desks[login];
  if (!account) throw new Error(`no desk login ${login}`);
  const client = await connectAgencyServer(account.settings, account.password);
  try {
    await pushEvents(client, Array.from({ length: count }, (_, index) => noteEvent({ orderNum, deskId: 'desk-z', agent: ZHAO, text: `busy ${index}` })));
  } finally {
    await client.end();
  }
}

/** A's work on an order: a note, a call (an audit entry) and a hand-off, through the desk's own doors. */
async function work(desk: ServiceDesk, orderNum: string, tag: string): Promise<void> {
  const orderId = desk.orderId(orderNum);
  if (orderId === undefined) throw new Error(`no order ${orderNum}`);
  desk.file.notes.save(orderId, `note ${tag}`, new Date());
  desk.file.audit.append({ at: new Date(), ...SERVICE_DESK_ACCOUNT, profileId: 'p-1', operation: 'ticketing', requestId: `r-${tag}`, outcome: 'ok', code: null, durationMs: 800, orderNum }, [orderId]);
  const handed = await desk.service.handOver({ orderId, to: WANG, note: `hand-off ${tag}` });
  expect(handed.ok).toBe(true);
}

describe('a desk that moves to another agency server', () => {
  it('brings everything it sent to the old one, and pulls everything on the new one although its old cursor was higher', async () => {
    const a = open('desk-a', LI);
    a.fileOrder('917083410145540001');
    await a.join(one, 0);
    await expect.poll(() => synced(a), { timeout: 15_000 }).toBe(true);
    await work(a, '917083410145540001', 'on-one');
    await traffic(one, 2, 80, '917083410145540999');
    a.service.engine()?.nudge();
    await expect.poll(() => synced(a) && Number(a.link.journal.cursor()) >= 80, { timeout: 15_000 }).toBe(true);
    const sentToOne = await serverEvents(one, 'desk_id = $1', [a.deskId]);
    expect(new Set(sentToOne.map((event) => event.kind))).toEqual(new Set(['order.observed', 'order.note', 'order.audit', 'order.handoff']));
    const oldCursor = Number(a.link.journal.cursor());

    // Server 2 is another agency's log (another identity), with B's order on it.
    const b = open('desk-b', WANG);
    b.fileOrder('917083410145540002');
    await b.join(two, 1);
    await expect.poll(() => synced(b), { timeout: 15_000 }).toBe(true);
    await work(b, '917083410145540002', 'by-b');
    await expect.poll(() => synced(b), { timeout: 15_000 }).toBe(true);
    const beforeMove = await serverEvents(two);
    expect(Number(beforeMove.at(-1)?.seq)).toBeLessThan(oldCursor);

    // A moves (Settings → Agency server, another server).
    await a.join(two, 0);
    await expect.poll(() => logged(a, 'agency.server-changed').length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => synced(a) && a.orderId('917083410145540002') !== undefined, { timeout: 15_000 }).toBe(true);
    // A's own screen shows its note once, as B does below (the order's agency block).
    expect(await shownNotes(a, '917083410145540001')).toEqual(['note on-one']);
    // Everything A sent goes again, its note too, under the same ids.
    expect(logged(a, 'agency.server-changed')[0]?.fields).toMatchObject({ resent: sentToOne.length });

    // Server 2 holds every event A sent to server 1, once each (the note as its own event: the upload made no copy), observations with their facts.
    const onTwo = await serverEvents(two, 'desk_id = $1', [a.deskId]);
    const ids = onTwo.map((event) => event.event_id);
    expect(ids).toEqual(expect.arrayContaining(sentToOne.map((event) => event.event_id)));
    expect(onTwo.filter((event) => event.kind === 'order.note').map((event) => event.event_id)).toEqual(sentToOne.filter((event) => event.kind === 'order.note').map((event) => event.event_id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const observed of onTwo.filter((event) => event.kind === 'order.observed')) expect(observed.body.facts).toMatchObject({ status_code: 'TO_BE_PAID', amount: '1000.00' });

    // B sees A's order, A's note, A's call and A's hand-off; A has B's, though A's old cursor was past all of server 2.
    await expect.poll(() => history(b, '917083410145540001'), { timeout: 15_000 }).toEqual(['ticketing r-on-one LI']);
    expect(notes(b, '917083410145540001')).toEqual(['note on-one']);
    expect(await shownNotes(b, '917083410145540001')).toEqual(['note on-one']);
    expect(b.link.journal.orderState(key('917083410145540001'))?.handOffs.map((handOff) => handOff.note)).toEqual(['hand-off on-one']);
    expect(history(a, '917083410145540002')).toEqual(['ticketing r-by-b WANG']);
    expect(notes(a, '917083410145540002')).toEqual(['note by-b']);
    expect(Number(a.link.journal.cursor())).toBeLessThanOrEqual(Number((await serverEvents(two)).at(-1)?.seq));
    // Server 1's traffic stays on server 1.
    expect(await serverEvents(two, 'order_num = $1', ['917083410145540999'])).toEqual([]);
  }, 90_000);
});

/** What a restore from an older dump leaves: the log as it was at `seq`, its sequence going on from there. */
async function restoreTo(server: AgencyServerFixture, seq: number): Promise<void> {
  const admin = await server.superuser();
  try {
    await admin.query('ALTER TABLE agency.events DISABLE TRIGGER events_append_only');
    await admin.query('DELETE FROM agency.events WHERE seq > $1', [seq]);
    await admin.query('ALTER TABLE agency.events ENABLE TRIGGER events_append_only');
    await admin.query(`SELECT setval(pg_get_serial_sequence('agency.events', 'seq'), $1)`, [seq]);
  } finally {
    await admin.end();
  }
}

const lastSeq = async (server: AgencyServerFixture) => Number((await serverEvents(server)).at(-1)?.seq ?? 0);

/** Everything the desk shows of the agency: folded states, the audit, the orders, their selling prices. */
function snapshot(desk: ServiceDesk): unknown {
  const all = (sql: string) => desk.file.db.prepare(sql).all();
  return {
    states: all('SELECT order_key, state_json, holder_code FROM agency_orders ORDER BY order_key'),
    audit: all('SELECT at, operation, request_id, event_id, agent_code FROM audit_log ORDER BY id'),
    orders: all('SELECT order_num, status_code, amount, updated_at FROM orders ORDER BY id'),
    prices: all('SELECT order_id, mode, amount, entered_at FROM order_selling_prices ORDER BY id'),
  };
}

describe('a server restored from an older backup', () => {
  const ORDER = '917083410145540003';
  let c: ServiceDesk;
  let d: ServiceDesk;

  it('the desk sends again what the server lost, pulls what is new, and holds nothing twice', async () => {
    c = open('desk-c', LI);
    d = open('desk-d', WANG);
    c.fileOrder(ORDER);
    await c.join(one, 0);
    await d.join(one, 1);
    await work(c, ORDER, 'kept');
    await expect.poll(() => synced(c) && notes(d, ORDER).length === 1, { timeout: 15_000 }).toBe(true);
    const backup = await lastSeq(one);

    // After the backup: C's work, and a note D writes on C's order.
    await work(c, ORDER, 'lost');
    await expect.poll(() => synced(c) && d.orderId(ORDER) !== undefined && notes(d, ORDER).length === 2, { timeout: 15_000 }).toBe(true);
    d.file.notes.save(d.orderId(ORDER) ?? 0, 'note by-d lost', new Date());
    await expect.poll(() => synced(d) && notes(c, ORDER).includes('note by-d lost'), { timeout: 15_000 }).toBe(true);
    const lost = await serverEvents(one, 'seq > $1', [backup]);
    const cursorBefore = Number(c.link.journal.cursor());
    expect(cursorBefore).toBeGreaterThanOrEqual(await lastSeq(one));
    const before = snapshot(c);

    // C is closed for the night; the server is restored from the backup; D writes in the morning.
    await c.service.stop();
    await restoreTo(one, backup);
    d.file.notes.save(d.orderId(ORDER) ?? 0, 'note by-d after', new Date());
    await expect.poll(() => logged(d, 'agency.server-went-back').length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => synced(d), { timeout: 15_000 }).toBe(true);
    expect(await lastSeq(one)).toBeLessThan(cursorBefore);

    // C starts: the server's log ends below its cursor.
    await c.service.start();
    await expect.poll(() => logged(c, 'agency.server-went-back').length, { timeout: 15_000 }).toBe(1);
    expect(logged(c, 'agency.server-went-back')[0]?.fields).toMatchObject({ lost: 'behind-cursor', cursor: String(cursorBefore) });
    expect(logged(c, 'agency.server-changed')).toEqual([]);
    await expect.poll(() => synced(c) && notes(c, ORDER).includes('note by-d after'), { timeout: 15_000 }).toBe(true);

    // Every event the restore lost is on the server again, once; nothing else was added but D's morning note.
    const now = await serverEvents(one, 'seq > $1', [backup]);
    expect(now.map((event) => event.event_id).sort()).toEqual([...lost.map((event) => event.event_id), ...now.filter((event) => event.kind === 'order.note' && event.body.text === 'note by-d after').map((event) => event.event_id)].sort());
    // C holds what it held, plus D's morning note: folding and filing everything again added nothing twice.
    expect(history(c, ORDER)).toEqual(['ticketing r-lost LI', 'ticketing r-kept LI']);
    expect(notes(c, ORDER)).toEqual(['note kept', 'note lost', 'note by-d lost', 'note by-d after']);
    const after = snapshot(c) as { states: { order_key: string; state_json: string }[] };
    const { states: statesBefore, ...restBefore } = before as { states: unknown[] };
    const { states: statesAfter, ...restAfter } = after;
    expect(restAfter).toEqual(restBefore);
    expect(statesAfter.length).toBe(statesBefore.length);
    // And both desks agree.
    await expect.poll(() => d.link.journal.orderState(key(ORDER)), { timeout: 15_000 }).toEqual(c.link.journal.orderState(key(ORDER)));
  }, 90_000);

  it('is seen even when others have pushed past the desk’s cursor since (the last event it pulled is not there any more)', async () => {
    await expect.poll(() => synced(c), { timeout: 15_000 }).toBe(true);
    const backup = await lastSeq(one);
    await work(c, ORDER, 'lost again');
    await expect.poll(() => synced(c) && history(c, ORDER).length === 3, { timeout: 15_000 }).toBe(true);
    const lost = await serverEvents(one, 'seq > $1 AND desk_id = $2', [backup, c.deskId]);
    const cursorBefore = Number(c.link.journal.cursor());
    await c.service.stop();
    await d.service.stop();
    await restoreTo(one, backup);
    // A busy morning before C comes back: the log is past C's cursor again, with other events.
    await traffic(one, 2, cursorBefore - backup + 5, '917083410145540998');
    expect(await lastSeq(one)).toBeGreaterThan(cursorBefore);

    await c.service.start();
    await expect.poll(() => logged(c, 'agency.server-went-back').length, { timeout: 15_000 }).toBe(2);
    expect(logged(c, 'agency.server-went-back')[1]?.fields).toMatchObject({ lost: 'anchor-missing' });
    await expect.poll(() => synced(c), { timeout: 15_000 }).toBe(true);
    const back = await serverEvents(one, 'desk_id = $1 AND event_id = ANY($2::uuid[])', [c.deskId, lost.map((event) => event.event_id)]);
    expect(back.map((event) => event.event_id).sort()).toEqual(lost.map((event) => event.event_id).sort());
    expect(history(c, ORDER)).toEqual(['ticketing r-lost again LI', 'ticketing r-lost LI', 'ticketing r-kept LI']);
    await expect.poll(() => notes(c, ORDER).length, { timeout: 15_000 }).toBe(5);
  }, 90_000);

  it('an unchanged server starts nothing over, under its old address or a new one: no event is sent again, the cursor is kept', async () => {
    await expect.poll(() => synced(c), { timeout: 15_000 }).toBe(true);
    const marks = () => c.file.db.prepare('SELECT event_id, sent_at, server_seq FROM agency_events WHERE mine = 1 ORDER BY seq').all();
    const sentBefore = marks();
    const cursorBefore = c.link.journal.cursor();
    const logBefore = c.log.entries.length;
    await c.service.stop();
    await c.service.start();
    await expect.poll(() => synced(c), { timeout: 15_000 }).toBe(true);
    await c.service.engine()?.settled();
    expect(marks()).toEqual(sentBefore);
    expect(c.link.journal.cursor()).toBe(cursorBefore);
    expect(c.log.entries.slice(logBefore).filter((entry) => entry.event.startsWith('agency.server-'))).toEqual([]);

    // The same server under another address (a new host name): the identity decides, nothing is uploaded again.
    const login = one.desks[0];
    if (!login) throw new Error('no desk login 0');
    const saved = await c.service.save({ agent: LI, server: { ...login.settings, host: 'localhost' }, password: login.password });
    expect(saved.ok).toBe(true);
    await expect.poll(() => synced(c), { timeout: 15_000 }).toBe(true);
    await c.service.engine()?.settled();
    expect(c.log.entries.slice(logBefore).filter((entry) => entry.event === 'agency.joined').map((entry) => entry.fields)).toEqual([{ server: `localhost:${login.settings.port}/agency`, recorded: 0 }]);
    expect(marks()).toEqual(sentBefore);
    expect(c.link.journal.cursor()).toBe(cursorBefore);
    expect(c.log.entries.slice(logBefore).filter((entry) => entry.event.startsWith('agency.server-'))).toEqual([]);
  }, 60_000);

  it('pulling everything again from the start changes nothing on the desk (folding and filing are idempotent)', async () => {
    const before = snapshot(c);
    const cursor = c.link.journal.cursor();
    const identity = c.link.server.identity() ?? '';
    c.link.server.startOver({ state: 'went-back', identity, cursor, lastSeq: cursor, lost: 'behind-cursor' });
    expect(c.link.journal.cursor()).toBe('0');
    c.service.engine()?.nudge();
    await expect.poll(() => synced(c) && c.link.journal.cursor() === cursor, { timeout: 15_000 }).toBe(true);
    expect(snapshot(c)).toEqual(before);
  }, 60_000);
});
