/**
 * The day's figures read through indexes (docs/reports.md, "Speed"): every statement of the query
 * module is explained by SQLite, and none walks a whole table or finds an order's first status
 * through another index than the order's own history rows. A month on 100,000 orders never
 * finished when a correlated `min(seen_at)` went through migration 12's (status_group, seen_at)
 * index, and the credit's read scanned every order per Ticketing call. The reads of many rows
 * answer one JSON text (json-rows.ts); one sorted it again in a temporary B-tree.
 */
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { ReportFacts } from '../../../electron/main/archive/orders/reports/report-facts';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { tempDir } from '../../support/temp-dir';

const dir = tempDir('report-plans');
const orderFile = OrderFile.open({ file: join(dir.path, 'orders.sqlite'), logger: createMemoryLogger() });
afterAll(() => {
  orderFile.close();
  dir.remove();
});

/** Scans that are fine: the union of candidates, a JSON list or array, a constant, one row of agency_orders. */
const HARMLESS_SCAN = /^SCAN (c|json_each|e|CONSTANT ROW|agency_orders USING COVERING INDEX)\b/;

it("plans every report read as index searches, an order's first status from its own history rows", () => {
  const statements: string[] = [];
  new ReportFacts({ prepare: (sql: string) => (statements.push(sql), orderFile.db.prepare(sql)) } as unknown as OrderFile['db']);
  expect(statements.length).toBeGreaterThan(8);
  for (const sql of statements) {
    const parameters = Math.max(0, ...[...sql.matchAll(/\?(\d)/g)].map((match) => Number(match[1])));
    const plan = (orderFile.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...Array.from({ length: parameters }, () => 'x')) as { detail: string }[]).map((row) => row.detail);
    // Nor sorts a read's JSON rows again (an aggregate's own ORDER BY): its index already walks them in order.
    const wrong = plan.filter(
      (detail) =>
        (detail.startsWith('SCAN ') && !HARMLESS_SCAN.test(detail)) ||
        (detail.startsWith('SEARCH h ') && !detail.includes('order_status_history_by_order')) ||
        detail.startsWith('USE TEMP B-TREE FOR json_group_array'),
    );
    expect({ sql: sql.replace(/\s+/g, ' ').slice(0, 60), wrong }).toEqual({ sql: sql.replace(/\s+/g, ' ').slice(0, 60), wrong: [] });
  }
});
