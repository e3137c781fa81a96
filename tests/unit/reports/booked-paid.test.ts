/**
 * Booked, not paid (docs/reports.md): "paid" is decided by the read (report-facts.ts), which counts
 * the paid orders and hands over only the others. Paid is seen paying or issued now OR in the
 * order's history, or a status that only follows payment (voided, changed); the hand-worked
 * fixture's paid orders are all issued now, so the other two ways are filed here, beside orders
 * that never were paid.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SalesFigures } from '../../../electron/contract/domains/reports';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { tempDir } from '../../support/temp-dir';
import { PROD, airFacts, reportServiceOver, type Air } from './report-fixture';

const dir = tempDir('booked-paid');
let file: OrderFile;
let sales: SalesFigures;

const air = (orderNum: string, amount: string): Air => ({ orderNum, owner: PROD, created: '2026-11-10 09:00:00', amount, currency: 'CNY', passengers: 1, tickets: 0, airline: 'CA', route: [['PEK', 'SHA']], cabin: 'ECONOMY', lastTicketingTime: '2026-11-10 11:00:00' });

beforeAll(() => {
  file = OrderFile.open({ file: join(dir.path, 'orders.sqlite'), logger: createMemoryLogger() });
  const fileAt = (iso: string, order: Air, status: string) => file.writer.file({ source: 'order-detail', owner: PROD, at: new Date(iso), fromService: true, orders: [airFacts(order, status)] });
  // P1: paying, then cancelled: paid by its history, though CNCL now.
  fileAt('2026-11-10T01:10:00Z', air('500000000000000001', '100.00'), 'ISS_PRC');
  fileAt('2026-11-10T02:00:00Z', air('500000000000000001', '100.00'), 'CNCL');
  // P2: first read when already voided: a status that only follows payment.
  fileAt('2026-11-10T01:20:00Z', air('500000000000000002', '200.00'), 'VOID');
  // U1: cancelled without ever paying. U2: to be paid past its last ticketing time (expired at NOW).
  fileAt('2026-11-10T01:30:00Z', air('500000000000000003', '300.00'), 'TO_BE_PAID');
  fileAt('2026-11-10T02:30:00Z', air('500000000000000003', '300.00'), 'CNCL');
  fileAt('2026-11-10T01:40:00Z', air('500000000000000004', '400.00'), 'TO_BE_PAID');
  ({ sales } = reportServiceOver(file, dir.path).figures({ kind: 'custom', from: '2026-11-10', to: '2026-11-10' }, 'production'));
});
afterAll(() => {
  file.close();
  dir.remove();
});

it('counts as paid an order paid before it was cancelled (its history) and a voided one; lists the others with why', () => {
  expect([sales.booked, sales.paid]).toEqual([4, 2]);
  expect(sales.unpaid.filter((line) => line.orders > 0)).toEqual([
    { reason: 'expired', orders: 1, amounts: [{ currency: 'CNY', amount: '400.00' }] },
    { reason: 'cancelled', orders: 1, amounts: [{ currency: 'CNY', amount: '300.00' }] },
  ]);
});
