/**
 * reports.first_chart_ms (issue 26): the Reports screen opened with Alt+9 on a file of 100,000
 * orders, to the end of the frame that shows its first chart drawn. Each run is a freshly loaded
 * desk page (the screen's code, ECharts included, not loaded yet), Shopping showing. The orders
 * are filed on the days they were made, nine minutes apart and ending now, so "today" (the period
 * the screen opens on) holds a day's orders and the file the ~21 months before it. Target ≤ 200 ms.
 * Records figures; never asserts on timings.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { OrderFile } from '../../electron/main/archive/orders/order-file';
import { createMemoryLogger } from '../../electron/main/logging/logger';
import { startDeskHost, type DeskHost } from '../support/desk-host-process';
import { keyToFirstRows, launchBenchChromium } from './support/first-rows';
import { generateOrders } from './support/generated-orders';
import { medianMs, recordFigure } from './support/record';

const COUNT = 100_000;
const RUNS = 5;
/** generateOrders makes its i-th order 9 minutes after 2024-01-01 times i: the first index that ends the file now. */
const FIRST_INDEX = Math.max(1, Math.floor((Date.now() - Date.UTC(2024, 0, 1)) / (9 * 60_000)) - COUNT);

/** Each order filed at the moment it was made (Beijing's createdTime), so the business days hold what they would. */
function fillSpreadOrderFile(orderFile: OrderFile): void {
  let batch: ReturnType<typeof generateOrders> extends Generator<infer T> ? T[] : never = [];
  const flush = () => {
    orderFile.db.transaction(() => {
      for (const order of batch) orderFile.writer.file({ source: 'order-detail', owner: order.owner, at: new Date(`${String(order.facts.createdTime).replace(' ', 'T')}+08:00`), fromService: true, orders: [order.facts] });
    })();
    batch = [];
  };
  for (const order of generateOrders(COUNT, 7, FIRST_INDEX)) {
    batch.push(order);
    if (batch.length >= 1000) flush();
  }
  flush();
}

describe('Reports screen on 100,000 orders, in Chromium', () => {
  // DESK_BENCH_REPORTS_DIR keeps the filled file between runs (for working on the screen's speed).
  const kept = process.env.DESK_BENCH_REPORTS_DIR;
  const base = kept ?? mkdtempSync(join(tmpdir(), 'reports-screen-bench-'));
  const dataDir = join(base, 'data');
  let browser: Browser;
  let desk: { host: DeskHost; stop: () => Promise<void> };

  beforeAll(async () => {
    if (!kept || !existsSync(join(dataDir, 'orders.sqlite'))) {
      const orderFile = OrderFile.open({ file: join(dataDir, 'orders.sqlite'), logger: createMemoryLogger() });
      fillSpreadOrderFile(orderFile);
      orderFile.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      orderFile.close();
    }
    desk = await startDeskHost({ dataDir });
    browser = await launchBenchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await desk?.stop();
    if (!kept) rmSync(base, { recursive: true, force: true });
  });

  it('from Alt+9 to the first chart painted', async () => {
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      await page.goto(await desk.host.newLaunchUrl());
      await page.getByTestId('entry-line').waitFor();
      samples.push(await keyToFirstRows(page, { digit: '9', rowSelector: '[data-testid="report-blocks"][data-first-chart-painted]' }));
      const calls = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/ops/reports.') || entry.name.includes('ReportsView')).map((entry) => `${entry.name.split('/').pop()} ${entry.duration.toFixed(0)}ms`));
      const tickets = await page.getByTestId('report-sales-tickets').textContent();
      console.log(`${calls.join(', ')}; tickets today: ${tickets}`);
      await page.close();
    }
    console.log(`Reports first chart on ${COUNT} orders: ${samples.map((s) => s.toFixed(0)).join(', ')} ms`);
    recordFigure({ name: 'reports.first_chart_ms', value: medianMs(samples), unit: 'ms', target: '<= 200' });
  }, 180_000);
});
