import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyEvent } from '../../../electron/main/agency/agency-event';
import { AgencyJournal } from '../../../electron/main/archive/agency/agency-journal';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { tempDir } from '../../support/temp-dir';

/**
 * Orders' "Mine / Everyone / by agent" (docs/team-sync.md): the filter reads who holds each order
 * as the journal's fold keeps it (the last hand-off's receiver, else who brought it in), in the
 * same transaction as the folded state, for the list and for search alike.
 */
const dir = tempDir('orders-by-holder');
let orderFile: OrderFile;
let journal: AgencyJournal;
const ACCOUNT = { environment: 'test' as const, partnerId: 'Agency-Test' };
const LI = { code: 'LI', name: 'Agent Li' };
const WANG = { code: 'WANG', name: 'Agent Wang' };
const ZHAO = { code: 'ZHAO', name: 'Agent Zhao' };

function fileOrder(id: number, orderNum: string, partnerId: string | null, lead: string): void {
  orderFile.db
    .prepare(
      `INSERT INTO orders (id, environment, partner_id, profile_id, profile_name, order_num, kind, status_code, status_key, status_group, lead_passenger, sort_time, source, first_seen_at, updated_at)
       VALUES (?, 'test', ?, 'p-1', 'Agency', ?, 'air', 'ISSED', 'ISSED', 'issued', ?, ?, 'order-detail', ?, ?)`,
    )
    .run(id, partnerId, orderNum, lead, `2026-09-0${id}T02:00:00.000Z`, `2026-09-0${id}T02:00:00.000Z`, `2026-09-0${id}T02:00:00.000Z`);
  orderFile.db.prepare('INSERT INTO order_text_fts (rowid, names, places, notes) VALUES (?, ?, ?, ?)').run(id, lead.toLowerCase().replace('/', ' '), 'pek sha', '');
}

function event(orderNum: string, agent: { code: string; name: string }, minute: number, kind: 'note' | { to: { code: string; name: string } }): AgencyEvent {
  const envelope = { id: randomUUID(), deskId: `desk-${agent.code.toLowerCase()}`, agent, happenedAt: `2026-09-01T02:${String(minute).padStart(2, '0')}:00.000Z`, ...ACCOUNT, orderNum };
  return kind === 'note'
    ? { ...envelope, kind: 'order.note', body: { text: `note by ${agent.code}` } }
    : { ...envelope, kind: 'order.handoff', body: { toAgentCode: kind.to.code, toAgentName: kind.to.name, note: '' } };
}

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

beforeAll(() => {
  orderFile = OrderFile.open({ file: join(dir.path, 'orders.sqlite'), logger: createMemoryLogger() });
  journal = AgencyJournal.of(orderFile, 'desk-li');
  fileOrder(1, '917083410145519001', ACCOUNT.partnerId, 'ZHANG/SAN');
  fileOrder(2, '917083410145519002', ACCOUNT.partnerId, 'ZHANG/SI');
  fileOrder(3, '917083410145519003', ACCOUNT.partnerId, 'ZHANG/WU');
  // An order the agency never shared (no account): nobody's, shown only under Everyone.
  fileOrder(4, '917083410145519004', null, 'ZHANG/LIU');
  // 1: Li brought it in. 2: Li brought it in, handed it to Wang. 3: Wang's, handed to Zhao then back to Li,
  // the events arriving out of order (the later hand-off first): the holder follows desk time, not arrival.
  journal.record(event('917083410145519001', LI, 1, 'note'));
  journal.record(event('917083410145519002', LI, 2, 'note'));
  journal.apply([{ seq: '1', event: event('917083410145519002', LI, 3, { to: WANG }) }], '1');
  const later = event('917083410145519003', ZHAO, 9, { to: LI });
  const earlier = event('917083410145519003', WANG, 8, { to: ZHAO });
  const first = event('917083410145519003', WANG, 4, 'note');
  journal.apply([{ seq: '2', event: later }, { seq: '3', event: first }], '3');
  journal.apply([{ seq: '4', event: earlier }], '4');
});

afterAll(() => {
  orderFile.close();
  dir.remove();
});

describe('Orders filtered by who holds each order in the agency', () => {
  it('"Mine" lists the orders this desk\'s agent holds: brought in and kept, or handed to them', () => {
    expect(ids(orderFile.reader.page({ holders: ['LI'] }, 0, 50).rows)).toEqual([1, 3]);
  });

  it('"by agent" lists another agent\'s; several agents at once; an agent holding nothing lists nothing', () => {
    expect(ids(orderFile.reader.page({ holders: ['WANG'] }, 0, 50).rows)).toEqual([2]);
    expect(ids(orderFile.reader.page({ holders: ['WANG', 'ZHAO', 'LI'] }, 0, 50).rows)).toEqual([1, 2, 3]);
    expect(orderFile.reader.page({ holders: ['ZHAO'] }, 0, 50)).toMatchObject({ total: 0, rows: [] });
  });

  it('"Everyone" (no holder) lists every order, the ones the agency never shared included', () => {
    expect(ids(orderFile.reader.page({}, 0, 50).rows)).toEqual([1, 2, 3, 4]);
  });

  it('search keeps to the same agent, and the total counts only theirs', () => {
    expect(ids(orderFile.search.search('zhang', { holders: ['LI'] }, 50).rows)).toEqual([1, 3]);
    expect(orderFile.reader.page({ holders: ['LI'] }, 0, 1).total).toBe(2);
  });

  it('the agents of the file, with how many orders each holds, for the filter\'s choices', () => {
    expect(journal.holders()).toEqual([
      { code: 'LI', name: 'Agent Li', orders: 2 },
      { code: 'WANG', name: 'Agent Wang', orders: 1 },
    ]);
  });

  it('the holder is kept with the folded state in one transaction: a hand-off moves the order at once', () => {
    journal.record(event('917083410145519001', LI, 30, { to: ZHAO }));
    expect(ids(orderFile.reader.page({ holders: ['LI'] }, 0, 50).rows)).toEqual([3]);
    expect(ids(orderFile.reader.page({ holders: ['ZHAO'] }, 0, 50).rows)).toEqual([1]);
  });
});
