import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AgencyEvent } from '../../../electron/main/agency/agency-event';
import { linkAgency, type AgencyLink } from '../../../electron/main/archive/agency/agency-link';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { mulberry32 } from '../../../electron/sandbox/random/seeded-random';
import { tempDir } from '../../support/temp-dir';

/**
 * Audit entries are append-only on every desk (docs/team-sync.md, "Every desk converges"): each
 * desk's audit of an order is the union of everyone's entries by event id, shown by time. Desks
 * that receive the same entries in any order, some twice, some in pages of their own, show the same
 * history — real order files, read back through the order's detail.
 */
const dir = tempDir('audit-convergence');
const opened: OrderFile[] = [];
afterAll(() => {
  for (const file of opened) file.close();
  dir.remove();
});

const ACCOUNT = { environment: 'test' as const, partnerId: 'Agency-Test' };
const ORDER_NUM = '917083410145524001';
const agents = [
  { deskId: 'desk-li', agent: { code: 'LI', name: 'Agent Li' } },
  { deskId: 'desk-wang', agent: { code: 'WANG', name: 'Agent Wang' } },
  { deskId: 'desk-zhao', agent: { code: 'ZHAO', name: 'Agent Zhao' } },
];

function auditEvent(index: number): AgencyEvent {
  const by = agents[index % agents.length]!;
  // Seconds out of step with the index (7 and 3 share one), so time order is not arrival order.
  const second = ((index === 7 ? 3 : index) * 37) % 50;
  return {
    id: randomUUID(), ...by, ...ACCOUNT, orderNum: ORDER_NUM,
    happenedAt: `2026-11-26T10:${String(second).padStart(2, '0')}:00.000Z`,
    kind: 'order.audit',
    body: { action: index % 2 ? 'orderDetail' : 'ticketing', detail: { requestId: `r-${index}`, outcome: index === 3 ? 'without-agency-lock' : 'ok', code: null, durationMs: 10 + index } },
  };
}

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = mulberry32(seed).next;
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

function desk(name: string): { file: OrderFile; link: AgencyLink; orderId: number } {
  const file = OrderFile.open({ file: join(dir.path, `${name}.sqlite`), logger: createMemoryLogger() });
  opened.push(file);
  const at = '2026-11-26T09:00:00.000Z';
  const orderId = Number(
    file.db
      .prepare(`INSERT INTO orders (environment, partner_id, profile_id, profile_name, order_num, kind, status_group, sort_time, source, first_seen_at, updated_at) VALUES (?, ?, 'p-1', 'Agency', ?, 'air', 'other', ?, 'order-detail', ?, ?)`)
      .run(ACCOUNT.environment, ACCOUNT.partnerId, ORDER_NUM, at, at, at).lastInsertRowid,
  );
  const recording = { deskId: name, agent: { code: 'SUN', name: 'Agent Sun' }, serviceTime: () => '2026-11-26 18:00:00', now: () => new Date() };
  const link = linkAgency(file, name, () => recording, () => ({ id: 'p-1', name: 'Agency' }));
  return { file, link, orderId };
}

const history = (d: ReturnType<typeof desk>) =>
  d.file.reader.detail(d.orderId)?.audit.map((entry) => `${entry.at} ${entry.agent?.code} ${entry.operation} ${entry.outcome} ${entry.requestId}`);

describe('audit entries from the agency', () => {
  const events = Array.from({ length: 12 }, (_, index) => auditEvent(index));

  it('every desk shows the union by event id, newest first by time, whatever the arrival order and duplicates', () => {
    const newestFirst = (a: AgencyEvent, b: AgencyEvent) => (a.happenedAt !== b.happenedAt ? (a.happenedAt < b.happenedAt ? 1 : -1) : a.id < b.id ? 1 : -1);
    const expected = [...events]
      .sort(newestFirst)
      .map((event) => event.kind === 'order.audit' && `${event.happenedAt} ${event.agent.code} ${event.body.action} ${event.body.detail.outcome} ${event.body.detail.requestId}`);
    const seen = new Set<string>();
    for (let seed = 1; seed <= 8; seed += 1) {
      const d = desk(`desk-${seed}`);
      // Some events twice, in pages of three, each page in one apply (as a pull does).
      const arrivals = shuffled([...events, ...events.slice(0, seed)], seed);
      for (let page = 0; page < arrivals.length; page += 3) {
        d.link.journal.apply(arrivals.slice(page, page + 3).map((event, index) => ({ seq: String(page + index + 1), event })), String(page + 3));
      }
      const shown = history(d);
      expect(shown).toEqual(expected);
      seen.add(JSON.stringify(shown));
    }
    // Two entries of one second, too, are shown in the same order on every desk (then by event id).
    expect(seen.size).toBe(1);
  });

  it("this desk's own entry is recorded once as an event with the row's id, and coming back from the agency adds nothing", () => {
    const d = desk('desk-own');
    const recorded: AgencyEvent[] = [];
    d.file.audit.signedBy(() => ({ deskId: 'desk-own', agent: { code: 'SUN', name: 'Agent Sun' } }));
    d.file.write(
      () => d.file.audit.append({ at: new Date('2026-11-26T11:00:00.000Z'), ...ACCOUNT, profileId: 'p-1', operation: 'ticketing', requestId: 'r-own', outcome: 'ok', code: null, durationMs: 812, orderNum: ORDER_NUM }, [d.orderId]),
      () => null,
    );
    recorded.push(...d.link.journal.unsent(10));
    expect(recorded).toEqual([expect.objectContaining({ kind: 'order.audit', agent: { code: 'SUN', name: 'Agent Sun' }, body: { action: 'ticketing', detail: { requestId: 'r-own', outcome: 'ok', code: null, durationMs: 812 } } })]);
    d.link.journal.apply(recorded.map((event, index) => ({ seq: String(index + 1), event })), '1');
    expect(history(d)).toEqual(['2026-11-26T11:00:00.000Z SUN ticketing ok r-own']);
  });

  it('a selling price records its price event and its audit entry, in the save’s own transaction', () => {
    const d = desk('desk-price');
    const before = d.link.journal.waiting();
    d.file.sellingPrices.save(d.orderId, { mode: 'total', amount: '1200.00', currency: 'CNY', enteredAt: '2026-11-26T12:00:00.000Z', profileName: 'Agency' }, { ...ACCOUNT, profileId: 'p-1', requestId: 'r-price', orderNum: ORDER_NUM });
    const recorded = d.link.journal.unsent(10).slice(before);
    expect(recorded.map((event) => event.kind).sort()).toEqual(['order.audit', 'order.price']);
    expect(recorded.find((event) => event.kind === 'order.price')).toMatchObject({ happenedAt: '2026-11-26T12:00:00.000Z', body: { mode: 'total', amount: '1200.00', currency: 'CNY' } });
  });

  it('a change the recorder does not record (rows brought back) records nothing of its own; its audit entry travels', () => {
    const d = desk('desk-unknown');
    const before = d.link.journal.waiting();
    d.file.write(
      () => d.file.audit.append({ at: new Date('2026-11-26T12:00:00.000Z'), ...ACCOUNT, profileId: 'p-1', operation: 'refundDraft.save', requestId: 'r-draft', outcome: 'ok', code: null, durationMs: 0, orderNum: ORDER_NUM }, [d.orderId]),
      () => ({ kind: 'orders', orderIds: [d.orderId], source: 'restored' }),
    );
    expect(d.link.journal.unsent(10).slice(before).map((event) => event.kind)).toEqual(['order.audit']);
  });
});
