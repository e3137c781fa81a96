import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgencySync } from '../../../electron/main/agency/agency-sync';
import { linkAgency, type AgencyLink } from '../../../electron/main/archive/agency/agency-link';
import type { Recording } from '../../../electron/main/archive/agency/agency-recorder';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { startAgencyServer, type AgencyServerFixture } from '../../support/postgres/agency-server-fixture';
import { tempDir } from '../../support/temp-dir';

/**
 * The selling price travels (docs/team-sync.md, "Every desk converges"): a price entered on one desk
 * is the order's selling price on the other, the latest entered wins on both whichever desk entered
 * it, and a desk whose clock is behind cannot override a later price with its older one. Real order
 * files, one real PostgreSQL.
 */
let server: AgencyServerFixture;
const dir = tempDir('selling-price-travels');
const opened: OrderFile[] = [];
const running: AgencySync[] = [];

beforeAll(async () => {
  server = await startAgencyServer({ desks: 2 });
}, 60_000);

afterAll(async () => {
  await Promise.all(running.map((sync) => sync.stop()));
  for (const file of opened) file.close();
  await server?.stop();
  dir.remove();
});

const ACCOUNT = { environment: 'test' as const, partnerId: 'AGENCY-JOIN' };
const ORDER_NUM = '917083410145529002';

function desk(name: string, recording: () => Recording | null): { file: OrderFile; link: AgencyLink; orderId: () => number | undefined } {
  const file = OrderFile.open({ file: join(dir.path, `${name}.sqlite`), logger: createMemoryLogger() });
  opened.push(file);
  const link = linkAgency(file, name, recording, () => ({ id: 'p-1', name: 'Agency' }));
  const orderId = () => (file.db.prepare('SELECT id FROM orders WHERE order_num = ?').get(ORDER_NUM) as { id: number } | undefined)?.id;
  return { file, link, orderId };
}

function sync(login: number, link: AgencyLink): AgencySync {
  const account = server.desks[login];
  if (!account) throw new Error(`no desk login ${login}`);
  const engine = new AgencySync({ settings: account.settings, password: account.password, outbox: link.journal, inbox: link.journal, pollMs: 200 });
  running.push(engine);
  return engine;
}

function recording(deskId: string, code: string): Recording {
  return { deskId, agent: { code, name: `Agent ${code}` }, serviceTime: () => '2026-11-26 18:00:00', now: () => new Date() };
}

const priceOf = (d: ReturnType<typeof desk>) => {
  const id = d.orderId();
  const current = id === undefined ? null : d.file.sellingPrices.current(id);
  return current && `${current.mode} ${current.currency} ${current.amount} ${current.enteredAt}`;
};

function enter(d: ReturnType<typeof desk>, mode: 'total' | 'fee', amount: string, enteredAt: string): void {
  const id = d.orderId();
  if (id === undefined) throw new Error('no order');
  d.file.sellingPrices.save(id, { mode, amount, currency: 'CNY', enteredAt, profileName: 'Agency' }, { ...ACCOUNT, profileId: 'p-1', requestId: `r-${amount}`, orderNum: ORDER_NUM });
}

describe('the selling price travels between desks', () => {
  it('entered on A, it is B’s; a later one from B is A’s; an older one never wins', async () => {
    const a = desk('desk-a', () => recording('desk-a', 'LI'));
    const b = desk('desk-b', () => recording('desk-b', 'WANG'));
    const at = '2026-11-26T09:00:00.000Z';
    a.file.db
      .prepare(`INSERT INTO orders (environment, partner_id, profile_id, profile_name, order_num, kind, status_group, sort_time, source, first_seen_at, updated_at, currency, amount) VALUES (?, ?, 'p-1', 'Agency', ?, 'air', 'other', ?, 'order-detail', ?, ?, 'CNY', '1000.00')`)
      .run(ACCOUNT.environment, ACCOUNT.partnerId, ORDER_NUM, at, at, at);
    a.link.recordWholeFile();
    enter(a, 'total', '1280.00', '2026-11-26T10:00:00.000Z');
    const syncA = sync(0, a.link);
    const syncB = sync(1, b.link);
    syncA.start();
    syncB.start();
    await expect.poll(() => priceOf(b), { timeout: 10_000 }).toBe('total CNY 1280.00 2026-11-26T10:00:00.000Z');

    enter(b, 'fee', '50.00', '2026-11-26T10:05:00.000Z');
    syncB.nudge();
    await expect.poll(() => priceOf(a), { timeout: 10_000 }).toBe('fee CNY 50.00 2026-11-26T10:05:00.000Z');

    // A's clock is behind: its entry is older than B's, so B's stays the price, on A as on B.
    enter(a, 'total', '1300.00', '2026-11-26T10:03:00.000Z');
    expect(priceOf(a)).toBe('fee CNY 50.00 2026-11-26T10:05:00.000Z');
    syncA.nudge();
    await expect.poll(() => a.link.journal.waiting(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => b.link.journal.orderState({ ...ACCOUNT, orderNum: ORDER_NUM })?.price?.amount, { timeout: 10_000 }).toBe('50.00');
    expect(b.link.journal.orderState({ ...ACCOUNT, orderNum: ORDER_NUM })?.price).toEqual(a.link.journal.orderState({ ...ACCOUNT, orderNum: ORDER_NUM })?.price);
    // B's file holds its own entry and A's first one: A's older one lost and was never filed.
    expect(Number((b.file.db.prepare(`SELECT count(*) AS n FROM order_selling_prices`).get() as { n: number }).n)).toBe(2);
    expect(priceOf(b)).toBe('fee CNY 50.00 2026-11-26T10:05:00.000Z');
  }, 60_000);
});
