import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AgencyEvent } from '../../../electron/main/agency/agency-event';
import { newEventId } from '../../../electron/main/agency/event-id';
import { AgencyJournal } from '../../../electron/main/archive/agency/agency-journal';
import { linkAgency } from '../../../electron/main/archive/agency/agency-link';
import type { Recording } from '../../../electron/main/archive/agency/agency-recorder';
import { AgencyServerMemory } from '../../../electron/main/archive/agency/server-memory';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { agencyOrderView } from '../../../electron/main/desk/agency/agency-order-view';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { noteEvent } from '../../support/postgres/agency-events';
import { tempDir } from '../../support/temp-dir';

/**
 * Starting over with a server (docs/team-sync.md, "Moving to another server, or a restored one"),
 * on a real order file: which of this desk's events go again and with what, and what is forgotten.
 */
const dir = tempDir('server-memory');
const opened: OrderFile[] = [];
afterAll(() => {
  for (const file of opened) file.close();
  dir.remove();
});

const ACCOUNT = { environment: 'test' as const, partnerId: 'AGENCY-MEMORY' };
const envelope = (orderNum: string) => ({ deskId: 'desk-a', agent: { code: 'LI', name: 'Agent Li' }, happenedAt: '2026-11-27T01:00:00.000Z', ...ACCOUNT, orderNum });

function desk(name: string) {
  const file = OrderFile.open({ file: join(dir.path, `${name}.sqlite`), logger: createMemoryLogger() });
  opened.push(file);
  const at = '2026-11-27T00:00:00.000Z';
  const insertOrder = (orderNum: string) =>
    Number(
      file.db
        .prepare(`INSERT INTO orders (environment, partner_id, profile_id, profile_name, order_num, kind, status_code, status_group, amount, sort_time, source, first_seen_at, updated_at) VALUES (?, ?, 'p-1', 'Agency', ?, 'air', 'ISSUED', 'issued', '880.00', ?, 'order-detail', ?, ?)`)
        .run(ACCOUNT.environment, ACCOUNT.partnerId, orderNum, at, at, at).lastInsertRowid,
    );
  const orderId = insertOrder('917083410145550001');
  const orphanId = insertOrder('917083410145550009');
  const journal = AgencyJournal.of(file, 'desk-a');
  let uploads = 0;
  const memory = new AgencyServerMemory(file.db, () => ((uploads += 1), 0));
  // This desk's observation (kept without its facts), a note and a hand-off, all sent; another desk's note received.
  const observed: AgencyEvent = { id: newEventId(), ...envelope('917083410145550001'), kind: 'order.observed', body: { serviceTime: '2026-11-27 09:00:00', facts: {} } };
  // An observation of an order the file no longer has (removed once it was sent): its facts are nowhere, it cannot go again.
  const orphan: AgencyEvent = { id: newEventId(), ...envelope('917083410145550009'), kind: 'order.observed', body: { serviceTime: '2026-11-27 09:00:00', facts: {} } };
  const note = { ...noteEvent({ orderNum: '917083410145550001', deskId: 'desk-a' }), partnerId: ACCOUNT.partnerId };
  const handOff: AgencyEvent = { id: newEventId(), ...envelope('917083410145550001'), kind: 'order.handoff', body: { toAgentCode: 'WANG', toAgentName: 'Agent Wang', note: 'yours' } };
  journal.record(observed, { factsOf: orderId });
  journal.record(orphan, { factsOf: orphanId });
  journal.record(note);
  journal.record(handOff);
  journal.markSent([observed.id, orphan.id, note.id, handOff.id]);
  file.db.prepare('DELETE FROM orders WHERE id = ?').run(orphanId);
  const received = { ...noteEvent({ orderNum: '917083410145550001', deskId: 'desk-b', text: 'from B' }), partnerId: ACCOUNT.partnerId };
  journal.apply([{ seq: '7', event: received }], '9');
  memory.adopt('11111111-1111-4111-8111-111111111111');
  return { file, journal, memory, uploads: () => uploads, ids: { observed: observed.id, orphan: orphan.id, note: note.id, handOff: handOff.id, received: received.id } };
}

describe('starting over with a server', () => {
  it('remembers the server, and finds the last event pulled at or before the cursor', () => {
    const a = desk('remembers');
    expect(a.memory.identity()).toBe('11111111-1111-4111-8111-111111111111');
    expect(a.memory.anchor('9')).toEqual({ seq: '7', eventId: a.ids.received });
    expect(a.memory.anchor('6')).toBeNull();
    expect(a.journal.waiting()).toBe(0);
  });

  it('restored: every event of this desk goes again, an observation with its order’s facts as they are now; the cursor and numbers are forgotten', () => {
    const a = desk('went-back');
    a.file.db.prepare("UPDATE orders SET status_code = 'REFUNDED' WHERE order_num = '917083410145550001'").run();
    const started = a.memory.startOver({ state: 'went-back', identity: '11111111-1111-4111-8111-111111111111', cursor: '9', lastSeq: '3', lost: 'behind-cursor' });
    expect(started).toEqual({ resent: 3, recorded: 0 });
    const unsent = a.journal.unsent(10);
    expect(unsent.map((event) => event.id)).toEqual([a.ids.observed, a.ids.note, a.ids.handOff]);
    expect(unsent[0]?.body).toMatchObject({ serviceTime: '2026-11-27 09:00:00', facts: { status_code: 'REFUNDED', amount: '880.00' } });
    expect(a.journal.cursor()).toBe('0');
    expect(a.memory.anchor('9')).toBeNull();
    expect(a.uploads()).toBe(0);
    // The orphan stays as it was: sending it without facts would be refused by every desk.
    expect((a.file.db.prepare('SELECT sent_at FROM agency_events WHERE event_id = ?').get(a.ids.orphan) as { sent_at: string | null }).sent_at).not.toBeNull();
  });

  it('moved: the whole file is uploaded in the same transaction, and every event of this desk goes again, its notes too', () => {
    const a = desk('moved');
    const started = a.memory.startOver({ state: 'moved', identity: '22222222-2222-4222-8222-222222222222', from: '11111111-1111-4111-8111-111111111111' });
    expect(started).toEqual({ resent: 3, recorded: 0 });
    expect(a.uploads()).toBe(1);
    expect(a.journal.unsent(10).map((event) => event.id)).toEqual([a.ids.observed, a.ids.note, a.ids.handOff]);
    expect(a.memory.identity()).toBe('22222222-2222-4222-8222-222222222222');
    expect(a.journal.cursor()).toBe('0');
  });

  it('is all or nothing: an upload that fails leaves the desk as it was, to start over next round', () => {
    const a = desk('fails');
    const failing = new AgencyServerMemory(a.file.db, () => {
      throw new Error('disk full');
    });
    expect(() => failing.startOver({ state: 'moved', identity: '22222222-2222-4222-8222-222222222222', from: '11111111-1111-4111-8111-111111111111' })).toThrow('disk full');
    expect(a.journal.waiting()).toBe(0);
    expect(a.journal.cursor()).toBe('9');
    expect(a.memory.identity()).toBe('11111111-1111-4111-8111-111111111111');
    expect(a.memory.anchor('9')).toEqual({ seq: '7', eventId: a.ids.received });
  });
});

/**
 * A note is one event everywhere (docs/team-sync.md, "Moving to another server"): the whole file's
 * upload does not record again a note this desk's own event already carries, so the desk that moves
 * shows it once, as every other desk does. Wired as the desk wires it (linkAgency: the door records).
 */
describe('a move and this desk’s notes', () => {
  const ONE = '11111111-1111-4111-8111-111111111111';
  const TWO = '22222222-2222-4222-8222-222222222222';
  const ORDER = '917083410145550101';

  function linkedDesk(name: string) {
    const file = OrderFile.open({ file: join(dir.path, `${name}.sqlite`), logger: createMemoryLogger() });
    opened.push(file);
    const at = '2026-11-27T00:00:00.000Z';
    const orderId = Number(
      file.db
        .prepare(`INSERT INTO orders (environment, partner_id, profile_id, profile_name, order_num, kind, status_code, status_group, amount, sort_time, source, first_seen_at, updated_at) VALUES (?, ?, 'p-1', 'Agency', ?, 'air', 'ISSUED', 'issued', '880.00', ?, 'order-detail', ?, ?)`)
        .run(ACCOUNT.environment, ACCOUNT.partnerId, ORDER, at, at, at).lastInsertRowid,
    );
    let clock = Date.parse('2026-11-27T01:00:00.000Z');
    const recording: Recording = { deskId: name, agent: { code: 'LI', name: 'Agent Li' }, serviceTime: () => '2026-11-27 09:00:00', now: () => new Date((clock += 1000)) };
    let syncOn = true;
    const link = linkAgency(file, name, () => (syncOn ? recording : null), () => ({ id: 'p-1', name: 'Agency' }));
    const sendAll = () => link.journal.markSent(link.journal.unsent(100).map((event) => event.id));
    return {
      link,
      note: (text: string) => file.notes.save(orderId, text, new Date(clock)),
      sync: (on: boolean) => void (syncOn = on),
      sendAll,
      /** What the order's agency block shows of its notes on this desk. */
      shown: () => agencyOrderView(link.journal.orderState({ ...ACCOUNT, orderNum: ORDER }) ?? emptyState()).notes.map((note) => note.text),
      unsentNotes: () => link.journal.unsent(100).filter((event) => event.kind === 'order.note'),
      noteIds: () => (link.journal.orderState({ ...ACCOUNT, orderNum: ORDER })?.notes ?? []).map((note) => note.eventId),
    };
  }
  const emptyState = () => {
    throw new Error('the order has no agency state');
  };

  it('the desk that moves shows its note once, and sends it again under its own id', () => {
    const a = linkedDesk('desk-notes-moved');
    a.note('window seat');
    a.sendAll();
    a.link.server.adopt(ONE);
    const [original] = a.noteIds();
    expect(a.shown()).toEqual(['window seat']);

    const started = a.link.server.startOver({ state: 'moved', identity: TWO, from: ONE });
    expect(a.shown()).toEqual(['window seat']);
    expect(a.noteIds()).toEqual([original]);
    expect(a.unsentNotes().map((event) => ({ id: event.id, text: 'text' in event.body ? event.body.text : null }))).toEqual([{ id: original, text: 'window seat' }]);
    // The order's observation is uploaded again (new id, its facts as they are); the note is not.
    expect(started.recorded).toBe(1);
  });

  it('earlier notes go again as they were, and a note changed while sync was off is uploaded once', () => {
    const a = linkedDesk('desk-notes-changed');
    a.note('window seat');
    a.note('aisle seat');
    a.sendAll();
    a.link.server.adopt(ONE);
    const earlier = a.noteIds();
    a.sync(false);
    a.note('no seat preference');
    a.sync(true);

    a.link.server.startOver({ state: 'moved', identity: TWO, from: ONE });
    expect(a.shown()).toEqual(['window seat', 'aisle seat', 'no seat preference']);
    const unsent = a.unsentNotes();
    expect(unsent.map((event) => event.id).slice(0, 2)).toEqual(earlier);
    expect(unsent).toHaveLength(3);
  });

  it('a first join uploads the note written while sync was off once, however often it is retried', () => {
    const a = linkedDesk('desk-notes-first-join');
    a.sync(false);
    a.note('window seat');
    a.sync(true);
    expect(a.link.recordWholeFile()).toBe(2);
    // Stopped before the server was remembered: the join runs again.
    a.link.recordWholeFile();
    expect(a.shown()).toEqual(['window seat']);
    expect(a.unsentNotes()).toHaveLength(1);
  });
});
