/**
 * The board and the poller read refund orders only: on a file of 100,000 orders a read that
 * walked every order of the environment held main's only thread for tens of milliseconds (and
 * the Orders screen's first rows waited behind it). Each of their queries must go through one of
 * the refund indexes (migration 3), never through the whole orders table.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { RefundBoard } from '../../../electron/main/archive/orders/refund-board';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { tempDir } from '../../support/temp-dir';

const dir = tempDir('board-queries');
afterAll(() => dir.remove());

describe('reimbursement board queries', () => {
  const orderFile = OrderFile.open({ file: join(dir.path, 'orders.sqlite'), logger: createMemoryLogger() });
  afterAll(() => orderFile.close());

  // The statements the reader prepares, captured as it builds them.
  const prepared: string[] = [];
  const prepare = orderFile.db.prepare.bind(orderFile.db);
  orderFile.db.prepare = ((sql: string) => {
    prepared.push(sql);
    return prepare(sql);
  }) as typeof orderFile.db.prepare;
  new RefundBoard(orderFile.db);
  orderFile.db.prepare = prepare;

  const plan = (sql: string): string => {
    const params = Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => 'x');
    return (orderFile.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((step) => step.detail).join(' | ');
  };

  const ordersQueries = () => prepared.filter((sql) => /FROM orders o/.test(sql));

  it('reads orders through a refund index in every query', () => {
    expect(ordersQueries().length).toBeGreaterThanOrEqual(5);
    for (const sql of ordersQueries()) {
      const steps = plan(sql);
      expect(steps, sql).toMatch(/USING (COVERING )?INDEX orders_refund/);
      expect(steps, sql).not.toMatch(/SCAN o\b/);
    }
  });

  it('pages the board in index order, without sorting the refunds first', () => {
    for (const sql of ordersQueries().filter((query) => /ORDER BY o\.sort_time, o\.id LIMIT/.test(query))) {
      expect(plan(sql), sql).not.toMatch(/TEMP B-TREE/);
    }
  });
});
