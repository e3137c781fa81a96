/**
 * Migration 5 (issue 22, item 2): an order is its environment, partner id and number, not the
 * profile id a desk invents. A file at version 4, built with the real version-1…4 schema and rows
 * as a version-4 desk wrote them, is opened by the current desk with main's profile map; two
 * profiles of one production account held the same order as two rows: they become one, and
 * nothing either row had is lost.
 */
import Database from 'libsql';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerAccount } from '../../../electron/main/archive/migrations';
import { migrate } from '../../../electron/main/archive/open-archive';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { ORDER_FILE_MIGRATIONS } from '../../../electron/main/archive/orders/order-file-migrations';
import { SearchIndex } from '../../../electron/main/archive/orders/search-index';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { tempDir } from '../../support/temp-dir';

const dir = tempDir('identity-migration');
afterAll(() => dir.remove());

const AGENCY = 'Agency+Live/Id==';
const SHARED = '917083410145519001';
const PROFILES: Record<string, PartnerAccount> = {
  // Two profiles of one account (a second key, another office), and the built-in sandbox.
  'p-first': { environment: 'production', partnerId: AGENCY },
  'p-second': { environment: 'production', partnerId: AGENCY },
  sandbox: { environment: 'sandbox', partnerId: 'U2FuZGJveD4+RGVzaz8/RGVtbw==' },
  // Its profile says test now: it does not vouch for the production order it filed (edited on disk).
  'p-moved': { environment: 'test', partnerId: 'Moved/Id==' },
};
const accountOf = (profileId: string) => PROFILES[profileId] ?? null;

/** A version-4 file: both profiles filed SHARED (the second heard of it last), plus orders of a deleted profile and of the sandbox. */
function writeVersion4File(file: string): void {
  const db = new Database(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON');
  migrate(db, ORDER_FILE_MIGRATIONS.filter((migration) => migration.version <= 4));
  const order = db.prepare(
    `INSERT INTO orders (id, environment, profile_id, profile_name, order_num, kind, status_code, status_key, status_group, pnr, air_pnr, currency, amount,
       passengers_json, details_json, sort_time, source, manual, first_seen_at, updated_at, as_of, status_seen_at, status_source, status_inferred)
     VALUES (?, ?, ?, ?, ?, 'air', ?, ?, ?, ?, ?, 'CNY', ?, ?, ?, '2026-03-01T02:00:00.000Z', ?, ?, ?, ?, ?, ?, ?, 0)`,
  );
  // The first profile's copy: older, with the contact (only Ticketing sends one) and the airline PNR.
  order.run(1, 'production', 'p-first', 'Head office', SHARED, 'TO_BE_PAID', 'TO_BE_PAID', 'to-pay', 'PNR001', 'AIR001', '2015.02',
    '[[1,"ADT","ZHANG","SAN","M","1980-01-01","CN","P","E1","2030-01-01"]]', '{"contact":{"name":"ZHANG/SAN","email":"a@b.cn","telNum":"138"},"platingCarrier":"CA"}',
    'order-detail', 0, '2026-03-01T02:00:00.000Z', '2026-03-01T03:00:00.000Z', '2026-03-01T03:00:00.000Z', '2026-03-01T02:00:00.000Z', 'order-detail');
  // The second profile's copy: heard of later (issued), no airline PNR, no passengers, no contact.
  order.run(2, 'production', 'p-second', 'Branch', SHARED, 'ISSED', 'ISSED', 'issued', 'PNR001', null, '2015.02', '[]', '{"platingCarrier":"MU"}',
    'order-detail', 0, '2026-03-02T02:00:00.000Z', '2026-03-05T03:00:00.000Z', '2026-03-05T03:00:00.000Z', '2026-03-05T03:00:00.000Z', 'order-detail');
  order.run(3, 'production', 'p-gone', 'Deleted profile', '917083410145519003', 'ISSED', 'ISSED', 'issued', 'PNR003', null, '99.00', '[]', '{}',
    'order-detail', 0, '2026-03-01T02:00:00.000Z', '2026-03-01T02:00:00.000Z', '2026-03-01T02:00:00.000Z', '2026-03-01T02:00:00.000Z', 'order-detail');
  order.run(4, 'sandbox', 'sandbox', 'Sandbox', '917083410145519004', 'TO_BE_PAID', 'TO_BE_PAID', 'to-pay', 'PNR004', null, '10.00', '[]', '{}',
    'test-order', 0, '2026-03-01T02:00:00.000Z', '2026-03-01T02:00:00.000Z', '2026-03-01T02:00:00.000Z', '2026-03-01T02:00:00.000Z', 'test-order');
  order.run(5, 'production', 'p-moved', 'Moved', '917083410145519005', 'ISSED', 'ISSED', 'issued', 'PNR005', null, '10.00', '[]', '{}',
    'order-detail', 0, '2026-03-01T02:00:00.000Z', '2026-03-01T02:00:00.000Z', '2026-03-01T02:00:00.000Z', '2026-03-01T02:00:00.000Z', 'order-detail');
  db.prepare("INSERT INTO order_status_history (order_id, status_code, status_key, status_group, seen_at, source, inferred) VALUES (2, 'TO_BE_PAID', 'TO_BE_PAID', 'to-pay', '2026-03-02T02:00:00.000Z', 'order-detail', 0)").run();
  db.prepare("INSERT INTO order_notes (order_id, text, updated_at) VALUES (1, 'client pays by transfer', '2026-03-01T04:00:00.000Z'), (2, 'call back at 5', '2026-03-05T04:00:00.000Z')").run();
  // The first copy's payment went out and its outcome is unknown; the second copy has no marker.
  db.prepare("INSERT INTO order_pending_writes (order_id, operation, state, request_id, since) VALUES (1, 'ticketing', 'outcome-unknown', 'req-unknown', '2026-03-01T05:00:00.000Z')").run();
  db.prepare("INSERT INTO order_vouchers (order_id, voucher_number, currency, amount, use_for_json, source) VALUES (1, 'V-1', 'CNY', '10.00', '[1]', 'check-reimbursed'), (2, 'V-2', 'CNY', '20.00', '[1]', 'check-reimbursed')").run();
  const audit = db.prepare("INSERT INTO audit_log (at, environment, profile_id, operation, request_id, outcome, code, duration_ms, order_num) VALUES (?, 'production', ?, ?, ?, 'ok', NULL, 100, ?)");
  audit.run('2026-03-01T02:00:00.000Z', 'p-first', 'orderDetail', 'r-1', SHARED);
  audit.run('2026-03-05T03:00:00.000Z', 'p-second', 'orderDetail', 'r-2', SHARED);
  db.prepare('INSERT INTO audit_orders (audit_id, order_id) VALUES (1, 1), (2, 2)').run();
  db.prepare("INSERT INTO refund_drafts (order_id, phase, form_json, created_at, updated_at) VALUES (1, 'editing', '{}', '2026-03-06T00:00:00.000Z', '2026-03-06T00:00:00.000Z')").run();
  const index = new SearchIndex(db);
  for (const id of [1, 2, 3, 4, 5]) index.add(id);
  // Everything in the file itself (a copy of it is set aside below).
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
}

describe('a version-4 file opened with the profile map', () => {
  const file = join(dir.path, 'orders.sqlite');
  let orderFile: OrderFile;
  beforeAll(() => {
    writeVersion4File(file);
    orderFile = OrderFile.open({ file, logger: createMemoryLogger(), accountOf });
  });
  afterAll(() => orderFile.close());

  const live = { environment: 'production' as const, partnerId: AGENCY };

  it('is at version 5, its references whole and its unique key the account', () => {
    expect(orderFile.db.prepare('SELECT max(version) AS v FROM schema_migrations').get()).toMatchObject({ v: Math.max(...ORDER_FILE_MIGRATIONS.map((m) => m.version)) });
    expect(orderFile.db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    expect(orderFile.db.prepare('PRAGMA foreign_keys').get()).toMatchObject({ foreign_keys: 1 });
    expect(orderFile.db.prepare('PRAGMA integrity_check').get()).toMatchObject({ integrity_check: 'ok' });
    const insert = orderFile.db.prepare(
      "INSERT INTO orders (environment, partner_id, profile_id, profile_name, order_num, kind, sort_time, source, first_seen_at, updated_at) VALUES ('production', ?, ?, 'x', ?, 'air', 't', 'manual', 't', 't')",
    );
    expect(() => insert.run(AGENCY, 'p-third', SHARED)).toThrow(/UNIQUE/);
  });

  it('two profiles of one account held one order: it is ONE row now, the most recently observed kept', () => {
    const rows = orderFile.db.prepare('SELECT id, partner_id, profile_id, status_key FROM orders WHERE order_num = ?').all(SHARED);
    expect(rows).toEqual([expect.objectContaining({ id: 2, partner_id: AGENCY, profile_id: 'p-second', status_key: 'ISSED' })]);
    expect(orderFile.reader.findId({ ...live, profileId: 'p-first' }, SHARED)).toBe(2);
  });

  it('nothing of the other copy is lost: what the kept row lacked, notes, history, calls, vouchers, drafts', () => {
    const order = orderFile.reader.detail(2)!;
    expect(order).toMatchObject({ airPnr: 'AIR001', platingCarrier: 'MU', contact: { name: 'ZHANG/SAN' }, firstSeenAt: '2026-03-01T02:00:00.000Z' });
    expect(order.passengers.map((p) => p.lastName)).toEqual(['ZHANG']);
    expect(order.note?.text).toBe('client pays by transfer\n\ncall back at 5');
    expect(order.statusHistory.map((entry) => entry.status.key)).toEqual(['TO_BE_PAID', 'TO_BE_PAID', 'ISSED']);
    expect(order.audit.map((entry) => entry.requestId).sort()).toEqual(['r-1', 'r-2']);
    expect(order.vouchers.map((voucher) => voucher.voucherNumber)).toEqual(['V-1', 'V-2']);
    expect(orderFile.db.prepare('SELECT order_id FROM refund_drafts').all()).toEqual([expect.objectContaining({ order_id: 2 })]);
  });

  it('the outcome-unknown payment marker is kept on the one order (the strongest state wins)', () => {
    expect(orderFile.pending.current(2, 'ticketing')).toMatchObject({ state: 'outcome-unknown', requestId: 'req-unknown' });
    expect(orderFile.db.prepare('SELECT count(*) AS n FROM order_pending_writes').get()).toMatchObject({ n: 1 });
  });

  it('search finds the order once (the merged copy left the index)', () => {
    expect(orderFile.search.search(SHARED.slice(-8), {}, 10).rows.map((row) => row.id)).toEqual([2]);
    expect(orderFile.search.search('zhang', {}, 10).rows.map((row) => row.id)).toEqual([2]);
  });

  it("an order whose profile was deleted keeps a null partner id and its profile key; so does one its profile no longer vouches for", () => {
    expect(orderFile.db.prepare('SELECT id, partner_id, profile_id FROM orders WHERE id IN (3, 5) ORDER BY id').all()).toEqual([
      expect.objectContaining({ id: 3, partner_id: null, profile_id: 'p-gone' }),
      expect.objectContaining({ id: 5, partner_id: null, profile_id: 'p-moved' }),
    ]);
    expect(orderFile.reader.findId({ environment: 'production', partnerId: null, profileId: 'p-gone' }, '917083410145519003')).toBe(3);
    expect(orderFile.reader.findId({ ...live, profileId: 'p-gone' }, '917083410145519003')).toBeNull();
    expect(orderFile.reader.findId({ environment: 'sandbox', partnerId: 'U2FuZGJveD4+RGVzaz8/RGVtbw==', profileId: 'sandbox' }, '917083410145519004')).toBe(4);
  });

  it('the audit log records each call’s partner id', () => {
    expect(orderFile.db.prepare("SELECT request_id, partner_id FROM audit_log ORDER BY id").all()).toEqual([
      expect.objectContaining({ request_id: 'r-1', partner_id: AGENCY }),
      expect.objectContaining({ request_id: 'r-2', partner_id: AGENCY }),
    ]);
  });

  it('a third profile of the account files the order into the same row, and becomes the profile that read it last', () => {
    const [filed] = orderFile.writer.file({
      source: 'order-detail',
      owner: { ...live, profileId: 'p-third', profileName: 'Airport desk' },
      at: new Date('2026-03-07T00:00:00Z'),
      fromService: true,
      orders: [{ orderNum: SHARED, kind: 'air', pnr: 'PNR001' }],
    });
    expect(filed).toMatchObject({ orderId: 2, created: false });
    expect(orderFile.db.prepare('SELECT count(*) AS n FROM orders WHERE order_num = ?').get(SHARED)).toMatchObject({ n: 1 });
    expect(orderFile.reader.row(2)).toMatchObject({ profileId: 'p-third', profileName: 'Airport desk' });
  });
});

describe('the merge is deterministic', () => {
  it('the same version-4 file migrated twice gives the same rows', () => {
    const dumps = ['a', 'b'].map((name) => {
      const file = join(dir.path, `orders-${name}.sqlite`);
      writeVersion4File(file);
      const orderFile = OrderFile.open({ file, logger: createMemoryLogger(), accountOf });
      const dump = JSON.stringify([
        orderFile.db.prepare('SELECT id, environment, partner_id, profile_id, order_num, details_json, passengers_json, air_pnr, first_seen_at FROM orders ORDER BY id').all(),
        orderFile.db.prepare('SELECT order_id, text FROM order_notes ORDER BY order_id').all(),
        orderFile.db.prepare('SELECT order_id, operation, state, request_id FROM order_pending_writes ORDER BY order_id').all(),
      ]);
      orderFile.close();
      return dump;
    });
    expect(dumps[0]).toBe(dumps[1]);
  });
});

describe('bringing back a version-4 file set aside, into a file keyed on accounts', () => {
  it("matches orders by account: the order another profile of the account holds now is the same order, its rows attached to it", () => {
    const root = join(dir.path, 'bring-back');
    mkdirSync(root, { recursive: true });
    const file = join(root, 'orders.sqlite');
    const current = OrderFile.open({ file, logger: createMemoryLogger(), accountOf });
    try {
      // This desk holds SHARED now under a third profile of the account.
      current.writer.file({
        source: 'order-detail',
        owner: { environment: 'production', partnerId: AGENCY, profileId: 'p-third', profileName: 'Airport desk' },
        at: new Date('2026-03-10T00:00:00Z'),
        fromService: true,
        orders: [{ orderNum: SHARED, kind: 'air', pnr: 'PNR001' }],
      });
      const older = join(root, 'older.sqlite');
      writeVersion4File(older);
      copyFileSync(older, join(root, 'orders.sqlite.unreadable-2026-03-09T00-00-00-000Z'));
      const brought = current.recovery.bringBack('orders.sqlite.unreadable-2026-03-09T00-00-00-000Z');
      // SHARED (two rows there, one order once keyed) was already here; its three other orders are new.
      expect(brought).toMatchObject({ alreadyThere: 1, copied: 3 });
      expect(current.db.prepare('SELECT count(*) AS n FROM orders WHERE order_num = ?').get(SHARED)).toMatchObject({ n: 1 });
      const id = current.reader.findId({ environment: 'production', partnerId: AGENCY, profileId: 'p-third' }, SHARED)!;
      // The set-aside file's note, marker and calls hang from the one order now.
      expect(current.reader.detail(id)?.note?.text).toBe('client pays by transfer\n\ncall back at 5');
      expect(current.pending.current(id, 'ticketing')).toMatchObject({ state: 'outcome-unknown' });
      expect(current.reader.detail(id)?.audit.map((entry) => entry.requestId).sort()).toEqual(['r-1', 'r-2']);
    } finally {
      current.close();
    }
  });
});
