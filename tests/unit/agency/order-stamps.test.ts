import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readOrderStatus } from '../../../electron/contract/domains/order-status';
import type { AgencyEvent } from '../../../electron/main/agency/agency-event';
import { emptyOrderState, foldEvent } from '../../../electron/main/agency/convergence';
import { linkAgency, type AgencyLink } from '../../../electron/main/archive/agency/agency-link';
import type { Recording } from '../../../electron/main/archive/agency/agency-recorder';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { ReportFacts } from '../../../electron/main/archive/orders/reports/report-facts';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { noteEvent } from '../../support/postgres/agency-events';
import { tempDir } from '../../support/temp-dir';

/**
 * This desk's own observation stamped in the order's row until it is sent (docs/team-sync.md,
 * "Own observations: the stamp in the order's row"), on real order files: when a stamp is written,
 * what the outbox sends and in which order, a push retried after a crash, refreshes merged before a
 * push, another desk's observation arriving over an unsent stamp, who holds an order known only by
 * its stamp, and a start-over sending stamped events again under their ids.
 */
const dir = tempDir('order-stamps');
const opened: OrderFile[] = [];
afterAll(() => {
  for (const file of opened) file.close();
  dir.remove();
});

const OWNER = { environment: 'test' as const, partnerId: 'Agency-Stamp', profileId: 'p-1', profileName: 'Agency' };
const SANDBOX = { environment: 'sandbox' as const, partnerId: 'demo', profileId: 'p-s', profileName: 'Sandbox' };

/** A clock the test moves: the desk's time and the service's (Beijing, 8 hours ahead). */
function clock(start: string) {
  let now = Date.parse(start);
  return {
    tick: (seconds: number) => (now += seconds * 1000),
    now: () => new Date(now),
    serviceTime: () => new Date(now + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' '),
  };
}

function desk(name: string, options: { recording?: boolean; file?: string } = {}) {
  const file = OrderFile.open({ file: join(dir.path, `${options.file ?? name}.sqlite`), logger: createMemoryLogger() });
  opened.push(file);
  const time = clock('2026-11-27T01:00:00.000Z');
  const recording: Recording = { deskId: name, agent: { code: 'SUN', name: 'Agent Sun' }, serviceTime: time.serviceTime, now: time.now };
  const link: AgencyLink = linkAgency(file, name, () => (options.recording === false ? null : recording), () => ({ id: 'p-1', name: 'Agency' }));
  return { file, link, time };
}

/** Files the order as the service answered it now: a status and a PNR. */
function fileOrder(file: OrderFile, orderNum: string, pnr: string, owner: typeof OWNER | typeof SANDBOX = OWNER): number {
  const [outcome] = file.writer.file({
    source: 'order-detail', owner, at: new Date(), fromService: true,
    orders: [{ orderNum, kind: 'air', status: { status: readOrderStatus('ISSED', 'air'), inferred: false }, pnr, currency: 'CNY', amount: '1200.00' }],
  });
  if (!outcome) throw new Error('not filed');
  return outcome.orderId;
}

const stampOf = (file: OrderFile, orderId: number) => (file.db.prepare('SELECT agency_stamp_id FROM orders WHERE id = ?').get(orderId) as { agency_stamp_id: string | null }).agency_stamp_id;
const ownEvents = (file: OrderFile) => (file.db.prepare('SELECT count(*) AS n FROM agency_events WHERE mine = 1').get() as { n: number }).n;

describe("this desk's own observation, stamped in the order's row", () => {
  it('is stamped while team sync records, costs no row of agency_events, and is not stamped while it is off or for a sandbox order', () => {
    const on = desk('desk-stamp-on');
    const orderId = fileOrder(on.file, '917083410145560001', 'PNR001');
    expect(stampOf(on.file, orderId)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(ownEvents(on.file)).toBe(0);
    expect(on.link.journal.waiting()).toBe(1);
    const sandboxId = fileOrder(on.file, '917083410145560002', 'PNR002', SANDBOX);
    expect(stampOf(on.file, sandboxId)).toBeNull();

    const off = desk('desk-stamp-off', { recording: false });
    const offId = fileOrder(off.file, '917083410145560001', 'PNR001');
    expect(stampOf(off.file, offId)).toBeNull();
    expect(off.link.journal.waiting()).toBe(0);
  });

  it('goes out with the other events by desk time, and a push retried after a crash before "sent" sends the same id', () => {
    const name = 'desk-stamp-crash';
    const a = desk(name);
    const orderId = fileOrder(a.file, '917083410145560011', 'PNR011');
    const orderNum = '917083410145560011';
    // A note recorded a second before the filing, and one a second after it.
    const early = { ...noteEvent({ orderNum, deskId: name, text: 'before' }), partnerId: OWNER.partnerId, happenedAt: new Date(a.time.now().getTime() - 1000).toISOString() };
    const late = { ...noteEvent({ orderNum, deskId: name, text: 'after' }), partnerId: OWNER.partnerId, happenedAt: new Date(a.time.now().getTime() + 1000).toISOString() };
    a.link.journal.record(late);
    a.link.journal.record(early);
    const first = a.link.journal.unsent(10);
    expect(first.map((event) => event.kind)).toEqual(['order.note', 'order.observed', 'order.note']);
    expect(first.map((event) => event.id)).toEqual([early.id, stampOf(a.file, orderId), late.id]);

    // The server takes them (it keeps each id once), then the desk stops before marking them sent.
    const server = new Map<string, AgencyEvent>();
    const push = (events: readonly AgencyEvent[]) => events.forEach((event) => server.has(event.id) || server.set(event.id, event));
    push(first);
    a.link.stop();
    a.file.close();
    const again = desk(name, { file: name });
    const second = again.link.journal.unsent(10);
    expect(second).toEqual(first);
    push(second);
    expect(server.size).toBe(3);
    again.link.journal.markSent(second.map((event) => event.id));
    expect(again.link.journal.waiting()).toBe(0);
    expect(again.link.journal.unsent(10)).toEqual([]);
  });

  it('two refreshes before a push are one event, carrying the latest facts', () => {
    const a = desk('desk-stamp-refresh');
    const orderId = fileOrder(a.file, '917083410145560021', 'PNR-OLD');
    const firstStamp = stampOf(a.file, orderId);
    a.time.tick(30);
    fileOrder(a.file, '917083410145560021', 'PNR-NEW');
    const events = a.link.journal.unsent(10);
    expect(events).toHaveLength(1);
    expect(events[0]?.id).toBe(stampOf(a.file, orderId));
    expect(events[0]?.id).not.toBe(firstStamp);
    expect(events[0]).toMatchObject({ happenedAt: a.time.now().toISOString(), body: { serviceTime: a.time.serviceTime(), facts: { pnr: 'PNR-NEW' } } });
  });

  it('a stamp replaced by a refresh while its push was on its way is kept as sent, and the new one still goes', () => {
    const a = desk('desk-stamp-in-flight');
    const orderId = fileOrder(a.file, '917083410145560025', 'PNR-PUSHED');
    const pushed = a.link.journal.unsent(10);
    a.time.tick(2);
    fileOrder(a.file, '917083410145560025', 'PNR-LATER');
    a.link.journal.markSent(pushed.map((event) => event.id));
    const kept = a.file.db.prepare('SELECT mine, sent_at FROM agency_events WHERE event_id = ?').get(pushed[0]?.id) as { mine: number; sent_at: string | null } | undefined;
    expect(kept?.mine).toBe(1);
    expect(kept?.sent_at).not.toBeNull();
    const [next] = a.link.journal.unsent(10);
    expect(next?.id).toBe(stampOf(a.file, orderId));
    expect(next).toMatchObject({ body: { facts: { pnr: 'PNR-LATER' } } });
    expect(a.link.journal.waiting()).toBe(1);
  });

  it("another desk's newer observation over an unsent stamp keeps this desk's: the same state as every order of folding them", () => {
    const a = desk('desk-stamp-overwritten');
    const orderNum = '917083410145560031';
    const orderId = fileOrder(a.file, orderNum, 'PNR-MINE');
    const [mine] = a.link.journal.unsent(10);
    if (mine?.kind !== 'order.observed') throw new Error('no stamp');
    const newer: AgencyEvent = {
      ...mine, id: randomUUID(), deskId: 'desk-wang', agent: { code: 'WANG', name: 'Agent Wang' }, happenedAt: '2026-11-27T01:00:30.000Z',
      body: { serviceTime: '2026-11-27 09:30:00', facts: { ...mine.body.facts, pnr: 'PNR-WANG' } },
    };
    a.link.journal.apply([{ seq: '1', event: newer }], '1');
    expect((a.file.db.prepare('SELECT pnr FROM orders WHERE id = ?').get(orderId) as { pnr: string }).pnr).toBe('PNR-WANG');
    expect(stampOf(a.file, orderId)).toBeNull();
    // The stamp became a whole event, with the facts the row held before: still to go, under its id.
    const [kept] = a.link.journal.unsent(10);
    expect(kept).toEqual(mine);
    // Every order of folding the two gives the state this desk holds.
    const state = a.link.journal.orderState(mine);
    expect(state).toEqual([mine, newer].reduce(foldEvent, emptyOrderState(mine)));
    expect(state).toEqual([newer, mine].reduce(foldEvent, emptyOrderState(mine)));
    expect(state?.facts?.eventId).toBe(newer.id);
    expect(state?.firstBy?.code).toBe('SUN');
  });

  it("another desk's older observation leaves the row and its stamp as they are", () => {
    const a = desk('desk-stamp-older-arrives');
    const orderNum = '917083410145560041';
    const orderId = fileOrder(a.file, orderNum, 'PNR-MINE');
    const [mine] = a.link.journal.unsent(10);
    if (mine?.kind !== 'order.observed') throw new Error('no stamp');
    const older: AgencyEvent = { ...mine, id: randomUUID(), deskId: 'desk-wang', agent: { code: 'WANG', name: 'Agent Wang' }, body: { serviceTime: '2026-11-27 08:00:00', facts: { ...mine.body.facts, pnr: 'PNR-OLD' } } };
    a.link.journal.apply([{ seq: '1', event: older }], '1');
    expect((a.file.db.prepare('SELECT pnr FROM orders WHERE id = ?').get(orderId) as { pnr: string }).pnr).toBe('PNR-MINE');
    expect(stampOf(a.file, orderId)).toBe(mine.id);
    expect(a.link.journal.orderState(mine)?.facts?.eventId).toBe(mine.id);
  });

  it('"Mine", the holders and Reports\' agent read an order the agency knows only by its stamp', () => {
    const a = desk('desk-stamp-holder');
    const orderId = fileOrder(a.file, '917083410145560051', 'PNR051');
    expect(a.file.db.prepare('SELECT count(*) AS n FROM agency_orders').get()).toMatchObject({ n: 0 });
    expect(a.file.reader.page({ holders: ['SUN'] }, 0, 50).rows.map((row) => row.id)).toEqual([orderId]);
    expect(a.file.reader.page({ holders: ['WANG'] }, 0, 50).rows).toEqual([]);
    expect(a.link.journal.holders()).toEqual([{ code: 'SUN', name: 'Agent Sun', orders: 1 }]);
    const facts = new ReportFacts(a.file.db);
    expect(facts.hasAgencyFile()).toBe(true);
    const [issued] = facts.issued('test', '2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z');
    expect(issued).toMatchObject({ id: orderId, holderCode: 'SUN', holderName: 'Agent Sun' });
    // Who brought it in, on the order's screen (the agency's view reads orderState).
    const [event] = a.link.journal.unsent(1);
    if (!event) throw new Error('no stamp');
    expect(a.link.journal.orderState(event)?.firstBy).toMatchObject({ code: 'SUN', eventId: event.id });
  });

  it('a start-over sends stamped events again under the same ids, sent ones included', () => {
    const a = desk('desk-stamp-start-over');
    const sentId = fileOrder(a.file, '917083410145560061', 'PNR061');
    const sentStamp = stampOf(a.file, sentId);
    a.link.journal.markSent(a.link.journal.unsent(10).map((event) => event.id));
    a.time.tick(5);
    const unsentId = fileOrder(a.file, '917083410145560062', 'PNR062');
    const unsentStamp = stampOf(a.file, unsentId);
    expect(a.link.journal.waiting()).toBe(1);
    a.link.server.adopt('11111111-1111-4111-8111-111111111111');
    a.link.server.startOver({ state: 'went-back', identity: '11111111-1111-4111-8111-111111111111', cursor: '5', lastSeq: '2', lost: 'behind-cursor' });
    const again = a.link.journal.unsent(10);
    expect(again.map((event) => event.id)).toEqual([sentStamp, unsentStamp]);
    expect(again[0]).toMatchObject({ kind: 'order.observed', orderNum: '917083410145560061', body: { facts: { pnr: 'PNR061' } } });
  });
});
