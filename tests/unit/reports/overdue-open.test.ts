/**
 * Overdue means still open at the end of the period (docs/reports.md): a refund seen final before
 * the end is not overdue even when it is open again now (its history says so), and one seen final
 * only after the end was still waiting at it. The read tests the history rows itself (report-facts'
 * waitingSince), so both ways round are filed here with real status changes.
 */
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { OrderOwner } from '../../../electron/main/archive/orders/order-facts';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { tempDir } from '../../support/temp-dir';
import { PROD, refundFacts, reportServiceOver, type Refund } from './report-fixture';

const dir = tempDir('overdue-open');
const file = OrderFile.open({ file: join(dir.path, 'orders.sqlite'), logger: createMemoryLogger() });
afterAll(() => {
  file.close();
  dir.remove();
});

const refund = (orderNum: string): Refund => ({ orderNum, parent: '100000000000000001', owner: PROD, requested: '2026-10-01 10:00:00', amount: '100.00', currency: 'CNY', passengers: 1 });
const fileAt = (owner: OrderOwner, iso: string, facts: ReturnType<typeof refundFacts>) => file.writer.file({ source: 'order-detail', owner, at: new Date(iso), fromService: true, orders: [facts] });

it('counts as overdue the refunds open at the end of the period, by their history, not by their status now', () => {
  // Rejected 10-20 (final before the end), open again from 11-05: not overdue at the end (11-11 16:00Z).
  fileAt(PROD, '2026-10-01T02:01:00Z', refundFacts(refund('200000000000000011'), 'REFD_PRC'));
  fileAt(PROD, '2026-10-20T02:00:00Z', refundFacts(refund('200000000000000011'), 'REFD_REJ'));
  fileAt(PROD, '2026-11-05T02:00:00Z', refundFacts(refund('200000000000000011'), 'REFD_PRC'));
  // Reimbursed 11-12 02:00Z, after the end: it was still waiting at the end.
  fileAt(PROD, '2026-10-01T02:01:00Z', refundFacts(refund('200000000000000012'), 'REFD_PRC'));
  fileAt(PROD, '2026-11-12T02:00:00Z', refundFacts(refund('200000000000000012'), 'REFD_REIMED'));
  // Reimbursed 11-11 02:00Z, before the end: not overdue.
  fileAt(PROD, '2026-10-01T02:01:00Z', refundFacts(refund('200000000000000013'), 'REFD_PRC'));
  fileAt(PROD, '2026-11-11T02:00:00Z', refundFacts(refund('200000000000000013'), 'REFD_REIMED'));
  // Never answered: overdue.
  fileAt(PROD, '2026-10-01T02:01:00Z', refundFacts(refund('200000000000000014'), 'REFD_PRC'));

  const service = reportServiceOver(file, dir.path);
  const { overdue } = service.figures({ kind: 'custom', from: '2026-11-10', to: '2026-11-11' }, 'production').refunds;
  // Requested 10-01 02:00Z, 41 days before the end; 100.00 each.
  expect(overdue.listed.map((line) => [line.orderNum, line.waitingDays])).toEqual([['200000000000000012', 41], ['200000000000000014', 41]]);
  expect(overdue).toMatchObject({ refunds: 2, amounts: [{ currency: 'CNY', amount: '200.00' }] });
});
