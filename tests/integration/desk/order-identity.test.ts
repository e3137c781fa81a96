/**
 * An order's identity is the service's (issue 22, item 2): environment + partner id + order
 * number, never the profile id a desk invents. Against the embedded sandbox: two profiles of one
 * account (the same partner id at the same service) open the same order: the file holds it ONCE. What leaves the desk naming an order (an export, a backup) carries the
 * environment, the account and the number, never a profile id; the page never receives the full
 * partner id (an export is handed to it), and the change event names rows of this desk only.
 */
import { createHash } from 'node:crypto';
import Database from 'libsql';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxAirOrderEntry, SandboxOrdersListing } from '../../../electron/sandbox';
import { DEMO_PARTNER_ID, DEMO_PARTNER_KEY } from '../../../electron/sandbox';
import { tempDir } from '../../support/temp-dir';
import { expectOk, sandboxControl, startDesk, type Desk } from './desk-harness';

const dir = tempDir('order-identity');
/** The account's reference outside the desk: `partner:` and the first 96 bits of the partner id's SHA-256 (docs/order-file.md). */
const partnerRef = (partnerId: string) => `partner:${createHash('sha256').update(partnerId, 'utf8').digest('hex').slice(0, 24)}`;
let desk: Desk;
let firstProfileId: string;
let secondProfileId: string;
let account: string;
let orderNum: string;
let orderId: number;
const changes: unknown[] = [];

beforeAll(async () => {
  desk = await startDesk(dir.path);
  desk.runtime.events.subscribe((name, payload) => {
    if (name === 'orders.changed') changes.push(payload);
  });
  const listing = await sandboxControl<SandboxOrdersListing>(desk.runtime, 'GET', '/sandbox/orders');
  const seeded = listing.orders.find((o): o is SandboxAirOrderEntry => o.kind === 'air');
  if (!seeded) throw new Error('no seeded air order');
  orderNum = seeded.orderNum;
  // Two profiles of one account: the same partner id at the same service (a second office, a
  // renewed key). A sandbox profile's account includes the sandbox's address (order-facts.ts).
  const baseUrl = desk.runtime.sandbox.baseUrl;
  account = `${DEMO_PARTNER_ID}@${new URL(baseUrl).host}`;
  const save = async (name: string) =>
    expectOk(await desk.call('profiles.save', { name, environment: 'sandbox', apiBaseUrl: baseUrl, refundBaseUrl: baseUrl, partnerId: DEMO_PARTNER_ID, partnerKey: DEMO_PARTNER_KEY })).id;
  firstProfileId = await save('First office');
  secondProfileId = await save('Second office');
  // The first profile opens it.
  expectOk(await desk.call('profiles.activate', { id: firstProfileId }));
  orderId = expectOk(await desk.call('orders.open', { orderNum })).order.id;
  expectOk(await desk.call('profiles.activate', { id: secondProfileId }));
});
afterAll(async () => {
  await desk.runtime.close();
  dir.remove();
});

describe('two profiles of one account', () => {
  it('open the same order: the file holds it once, read last by the second profile', async () => {
    const opened = expectOk(await desk.call('orders.open', { orderNum }));
    expect(opened.order.id).toBe(orderId);
    expect(opened.order.profileId).toBe(secondProfileId);
    const found = expectOk(await desk.call('orders.search', { query: orderNum })).rows.filter((row) => row.orderNum === orderNum);
    expect(found.map((row) => row.id)).toEqual([orderId]);
    expect(expectOk(await desk.call('orders.status', {})).orderCount).toBe(1);
    // Either profile's filter finds it: a profile stands for its account.
    for (const profileId of [firstProfileId, secondProfileId]) {
      expect(expectOk(await desk.call('orders.list', { filters: { profileIds: [profileId] } })).rows.map((row) => row.id)).toEqual([orderId]);
    }
  });
});

describe('what leaves the desk names an order by environment, account and number', () => {
  it('an export (JSON) carries the identity and no profile id, nor the full partner id', async () => {
    const exported = expectOk(await desk.call('orders.export', { format: 'json', selection: { kind: 'order', orderId } }));
    const document = JSON.parse(exported.content) as { orders: Record<string, unknown>[] };
    expect(document.orders[0]?.identity).toEqual({ environment: 'sandbox', partnerRef: partnerRef(account), orderNum });
    expect(exported.content).not.toMatch(/"profileId"/);
    expect(exported.content).not.toContain(secondProfileId);
    expect(exported.content).not.toContain(DEMO_PARTNER_ID);
    // Nothing that numbers rows of this desk's file either.
    expect(document.orders[0]).not.toHaveProperty('id');
  });

  it('an export (CSV) has the account column and no profile id', async () => {
    const exported = expectOk(await desk.call('orders.export', { format: 'csv', selection: { kind: 'search', query: orderNum, filters: {} } }));
    const [header, line] = exported.content.replace(/^\uFEFF/, '').split('\r\n');
    const columns = header!.split(',');
    const cells = line!.split(',');
    expect(cells[columns.indexOf('environment')]).toBe('sandbox');
    expect(cells[columns.indexOf('partner')]).toBe(partnerRef(account));
    expect(cells[columns.indexOf('order_number')]).toBe(orderNum);
    expect(exported.content).not.toContain(secondProfileId);
    expect(exported.content).not.toContain(DEMO_PARTNER_ID);
  });

  it('a backup keys every order on its account: the partner id in each row, unique with the environment and number', async () => {
    const backup = expectOk(await desk.call('orders.backup', {}));
    const db = new Database(`${pathToFileURL(backup.path).href}?mode=ro`);
    try {
      expect(db.prepare('SELECT environment, partner_id, order_num FROM orders').all()).toEqual([{ environment: 'sandbox', partner_id: account, order_num: orderNum }]);
      const unique = db.prepare("SELECT il.name FROM pragma_index_list('orders') il WHERE il.[unique] = 1 AND il.partial = 0").all() as { name: string }[];
      const keys = unique.map(({ name }) => (db.prepare('SELECT name FROM pragma_index_info(?) ORDER BY seqno').all(name) as { name: string }[]).map((column) => column.name).sort().join(','));
      expect(keys).toContain('environment,order_num,partner_id');
      expect(keys.filter((key) => key.includes('profile_id'))).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('the change event names rows of this desk only: no profile id as an order’s identity', () => {
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) expect(Object.keys(change as object).sort()).toEqual(['orderIds', 'source']);
  });
});
