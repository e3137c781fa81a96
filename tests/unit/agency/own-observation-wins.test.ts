import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readOrderStatus } from '../../../electron/contract/domains/order-status';
import type { AgencyEvent } from '../../../electron/main/agency/agency-event';
import { emptyOrderState, foldEvent } from '../../../electron/main/agency/convergence';
import { linkAgency, type AgencyLink } from '../../../electron/main/archive/agency/agency-link';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { tempDir } from '../../support/temp-dir';

/**
 * This desk's own observation against another desk's, on a real order file (docs/team-sync.md,
 * "Every desk converges"): the facts follow the latest observation by the service's time, whichever
 * arrives last. The case filing must get right is the other desk's OLDER observation arriving after
 * this desk filed a newer one (it was offline, or its page came late): the row keeps this desk's
 * facts, and the agency's state keeps naming this desk's event as the winner.
 */
const dir = tempDir('own-observation-wins');
const opened: OrderFile[] = [];
afterAll(() => {
  for (const file of opened) file.close();
  dir.remove();
});

const OWNER = { environment: 'test' as const, partnerId: 'Agency-Test', profileId: 'p-1', profileName: 'Agency' };

function desk(name: string, serviceTime: string): { file: OrderFile; link: AgencyLink } {
  const file = OrderFile.open({ file: join(dir.path, `${name}.sqlite`), logger: createMemoryLogger() });
  opened.push(file);
  const recording = { deskId: name, agent: { code: 'SUN', name: 'Agent Sun' }, serviceTime: () => serviceTime, now: () => new Date('2026-11-26T10:00:05.000Z') };
  const link = linkAgency(file, name, () => recording, () => ({ id: 'p-1', name: 'Agency' }));
  return { file, link };
}

/** Files the order on this desk as the service answered it: `ISSED` (issued), with a PNR. */
function fileIssued(file: OrderFile, orderNum: string): number {
  const [outcome] = file.writer.file({
    source: 'order-detail', owner: OWNER, at: new Date('2026-11-26T10:00:05.000Z'), fromService: true,
    orders: [{ orderNum, kind: 'air', status: { status: readOrderStatus('ISSED', 'air'), inferred: false }, pnr: 'NEWPNR', currency: 'CNY', amount: '1200.00' }],
  });
  if (!outcome) throw new Error('not filed');
  return outcome.orderId;
}

/** Another desk's observation of the same order at `serviceTime`: still to be paid, another PNR. */
function otherDesks(own: AgencyEvent, serviceTime: string): AgencyEvent {
  if (own.kind !== 'order.observed') throw new Error('not an observation');
  const facts = { ...own.body.facts, status_code: 'TO_BE_PAID', status_text: 'To be paid', status_key: 'toBePaid', status_group: 'to-pay', pnr: 'OLDPNR', amount: '999.00' };
  return { ...own, id: randomUUID(), deskId: 'desk-wang', agent: { code: 'WANG', name: 'Agent Wang' }, happenedAt: '2026-11-26T09:59:59.000Z', body: { serviceTime, facts } };
}

const row = (file: OrderFile, id: number) => file.db.prepare('SELECT status_code, pnr, amount FROM orders WHERE id = ?').get(id) as { status_code: string; pnr: string; amount: string };

describe("this desk's observation against another desk's", () => {
  it('an older observation from another desk arriving after this desk filed a newer one changes nothing', () => {
    const a = desk('desk-a-older-arrives', '2026-11-26 18:00:05');
    const orderId = fileIssued(a.file, '917083410145530001');
    const [own] = a.link.journal.unsent(10);
    if (!own) throw new Error('nothing recorded');
    const late = otherDesks(own, '2026-11-26 18:00:01');
    a.link.journal.apply([{ seq: '1', event: late }], '1');
    expect(row(a.file, orderId)).toMatchObject({ status_code: 'ISSED', pnr: 'NEWPNR', amount: '1200.00' });
    expect(a.link.journal.orderState(own)?.facts?.eventId).toBe(own.id);
    // Once this desk's own event comes back from the server (after the other's), still the same.
    a.link.journal.apply([{ seq: '2', event: own }], '2');
    expect(row(a.file, orderId)).toMatchObject({ status_code: 'ISSED', pnr: 'NEWPNR', amount: '1200.00' });
    expect(a.link.journal.orderState(own)?.facts?.eventId).toBe(own.id);
  });

  it('a newer observation from another desk is filed over this desk’s', () => {
    const a = desk('desk-a-newer-arrives', '2026-11-26 18:00:05');
    const orderId = fileIssued(a.file, '917083410145530002');
    const [own] = a.link.journal.unsent(10);
    if (!own) throw new Error('nothing recorded');
    const newer = otherDesks(own, '2026-11-26 18:00:09');
    a.link.journal.apply([{ seq: '1', event: newer }], '1');
    expect(row(a.file, orderId)).toMatchObject({ status_code: 'TO_BE_PAID', pnr: 'OLDPNR', amount: '999.00' });
    expect(a.link.journal.orderState(own)?.facts?.eventId).toBe(newer.id);
  });

  it('the state read back is the state folded, though it is kept without its key, empty lists or a second copy of its first agent', () => {
    const a = desk('desk-a-kept-state', '2026-11-26 18:00:05');
    fileIssued(a.file, '917083410145530003');
    const [own] = a.link.journal.unsent(10);
    if (!own) throw new Error('nothing recorded');
    const folded = [own];
    const expectSame = () => expect(a.link.journal.orderState(own)).toEqual(folded.reduce(foldEvent, emptyOrderState(own)));
    expectSame();
    expect(a.link.journal.orderState(own)?.firstBy).toEqual({ code: 'SUN', name: 'Agent Sun', at: own.happenedAt, eventId: own.id });
    // Another desk's note from before: it brought the order in; then its newer observation wins the facts.
    const note: AgencyEvent = { ...own, id: randomUUID(), deskId: 'desk-wang', agent: { code: 'WANG', name: 'Agent Wang' }, happenedAt: '2026-11-26T09:00:00.000Z', kind: 'order.note', body: { text: 'customer called' } };
    const newer = otherDesks(own, '2026-11-26 18:00:09');
    for (const [index, event] of [note, newer].entries()) {
      a.link.journal.apply([{ seq: String(index + 1), event }], String(index + 1));
      folded.push(event);
      expectSame();
    }
    expect(a.link.journal.orderState(own)?.firstBy?.code).toBe('WANG');
    expect(a.link.journal.holders()).toEqual([{ code: 'WANG', name: 'Agent Wang', orders: 1 }]);
  });

  it('an observation is stamped in its order’s row, sent whole, and kept as a sent event once the server holds it', () => {
    const a = desk('desk-a-kept-event', '2026-11-26 18:00:05');
    const orderId = fileIssued(a.file, '917083410145530004');
    const stamp = () => a.file.db.prepare('SELECT agency_stamp_id, agency_stamp_kind, agency_stamp_service_time, agency_stamp_at, agency_stamp_agent_code FROM orders WHERE id = ?').get(orderId) as Record<string, string | null>;
    const stored = () => a.file.db.prepare("SELECT event_id, order_id, sent_at, event_json FROM agency_events WHERE mine = 1 AND event_json LIKE '%order.observed%'").get() as { event_id: string; order_id: number | null; sent_at: string | null; event_json: string } | undefined;
    const kept = stamp();
    expect(kept).toMatchObject({ agency_stamp_kind: 'observed', agency_stamp_service_time: '2026-11-26 18:00:05', agency_stamp_at: '2026-11-26T10:00:05.000Z', agency_stamp_agent_code: 'SUN' });
    // No statement of its own: nothing in agency_events until the server holds it.
    expect(stored()).toBeUndefined();
    const [sent] = a.link.journal.unsent(10);
    expect(sent).toMatchObject({ id: kept.agency_stamp_id, environment: 'test', partnerId: 'Agency-Test', orderNum: '917083410145530004', kind: 'order.observed', body: { serviceTime: '2026-11-26 18:00:05', facts: { status_code: 'ISSED', pnr: 'NEWPNR' } } });
    a.link.journal.markSent([String(kept.agency_stamp_id)]);
    const after = stored();
    expect(after).toMatchObject({ event_id: kept.agency_stamp_id, order_id: null });
    expect(after?.sent_at).not.toBeNull();
    const { body: _sentBody, ...envelope } = sent as AgencyEvent;
    expect(JSON.parse(after?.event_json ?? '{}')).toEqual({ ...envelope, body: { serviceTime: '2026-11-26 18:00:05' } });
    expect(stamp().agency_stamp_id).toBeNull();
    expect(a.link.journal.orderState(envelope)?.facts?.eventId).toBe(kept.agency_stamp_id);
    expect(a.link.journal.waiting()).toBe(0);
  });
});
