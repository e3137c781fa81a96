/**
 * The day's figures on a generated file of 100,000 orders (issue 26). Records figures; never asserts
 * on timings.
 *
 * - reports.month_ms.100k: a month's figures (sales, refunds and reimbursements, credit) for
 *   production, read and summed from the file, median of 7 after one warm-up. Target ≤ 100.
 * - reports.xlsx_s.100k: a year's figures exported as XLSX (read, laid out, written). Target ≤ 5.
 *
 * The generated orders (support/generated-orders.ts) are filed as the desk would have heard of them:
 * each order's answer arrives 30 minutes after the service created it, so statuses are seen over
 * the 625 days the file spans (not all at the moment of filing), and every issued or paid order has
 * its Ticketing call in the audit log (the credit block reads those).
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OrderFile } from '../../electron/main/archive/orders/order-file';
import { ReportReader } from '../../electron/main/archive/orders/reports/report-reader';
import { serviceTimeToMs } from '../../electron/main/archive/orders/refund-board';
import { ReportService } from '../../electron/main/desk/reports/report-service';
import { ReportSettingsFile } from '../../electron/main/desk/reports/report-settings-file';
import { createMemoryLogger } from '../../electron/main/logging/logger';
import { tempDir } from '../support/temp-dir';
import { generateOrders, type GeneratedOrder } from './support/generated-orders';
import { medianMs, recordFigure } from './support/record';

const COUNT = 100_000;
const dir = tempDir('reports-bench');
afterAll(() => dir.remove());

/** Files the generated orders as heard 30 minutes after their creation, with a Ticketing call for each paid one. */
function fill(orderFile: OrderFile): void {
  let pending: GeneratedOrder[] = [];
  const flush = () => {
    orderFile.db.transaction(() => {
      for (const order of pending) {
        const created = serviceTimeToMs(order.facts.createdTime ?? null) ?? Date.UTC(2024, 0, 1);
        const at = new Date(created + 30 * 60_000);
        const [filed] = orderFile.writer.file({ source: 'order-detail', owner: order.owner, at, fromService: true, orders: [order.facts] });
        const group = order.facts.status?.status.group;
        if (filed && order.facts.kind === 'air' && (group === 'issued' || group === 'issuing')) {
          const { owner } = order;
          orderFile.audit.append(
            { at: new Date(created + 20 * 60_000), environment: owner.environment, partnerId: owner.partnerId, profileId: owner.profileId, operation: 'ticketing', requestId: `bench-${filed.orderId}`, outcome: 'ok', code: null, durationMs: 400, orderNum: order.facts.orderNum },
            [filed.orderId],
          );
        }
      }
    })();
    pending = [];
  };
  for (const order of generateOrders(COUNT)) {
    pending.push(order);
    if (pending.length >= 1000) flush();
  }
  if (pending.length > 0) flush();
  orderFile.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
}

describe('reports on 100,000 orders', () => {
  const orderFile = OrderFile.open({ file: join(dir.path, 'orders.sqlite'), logger: createMemoryLogger() });
  afterAll(() => orderFile.close());
  const service = new ReportService({
    reader: ReportReader.of(orderFile),
    settings: new ReportSettingsFile(join(dir.path, 'reports.json')),
    preferences: () => ({ overdueDays: 14, language: 'zh-CN' }),
    // The file spans 2024-01-01 to 2025-09: "now" is after its last order.
    clock: { now: () => Date.parse('2025-10-01T04:00:00Z') },
    reconcile: { snapshot: () => null, refresh: () => Promise.reject(new Error('no service in the bench')), progress: () => {} },
    logger: createMemoryLogger(),
  });

  it('files 100,000 orders as the desk heard them', () => {
    fill(orderFile);
    expect((orderFile.db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n).toBe(COUNT);
  }, 600_000);

  it("reads a month's figures", () => {
    const month = { kind: 'custom', from: '2024-06-01', to: '2024-06-30' } as const;
    const first = service.figures(month, 'production');
    // About 4,800 orders a month, two thirds of them production: the month is not empty.
    expect(first.sales.orders).toBeGreaterThan(1000);
    expect(first.refunds.submitted.refunds).toBeGreaterThan(100);
    expect(first.credit.payments).toBeGreaterThan(1000);
    const timings: number[] = [];
    for (let i = 0; i < 7; i++) {
      const started = performance.now();
      service.figures(month, 'production');
      timings.push(performance.now() - started);
    }
    recordFigure({ name: 'reports.month_ms.100k', value: medianMs(timings), unit: 'ms', target: '<= 100' });
  }, 120_000);

  it('exports a year as XLSX', async () => {
    const year = { kind: 'custom', from: '2024-01-01', to: '2024-12-31' } as const;
    await service.export(year, 'production', 'xlsx'); // warm: exceljs loads its modules once
    const timings: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const exported = await service.export(year, 'production', 'xlsx');
      timings.push(performance.now() - started);
      expect(exported.ok && exported.value.bytes).toBeGreaterThan(10_000);
    }
    recordFigure({ name: 'reports.xlsx_s.100k', value: medianMs(timings) / 1000, unit: 's', target: '<= 5' });
  }, 300_000);
});
