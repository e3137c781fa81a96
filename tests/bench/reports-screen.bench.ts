/**
 * reports.first_chart_ms (issue 26): the Reports screen opened with Alt+9 on a file of 100,000
 * orders, to the end of the frame that shows its first chart drawn. Each run is a freshly loaded
 * desk page, Shopping showing, left to settle before Alt+9: none of its requests in flight for
 * 500 ms (support/desk-settled.ts, seen by Playwright's network events; the event stream aside).
 * An agent opens Reports on a desk that is up, not in the second after it loaded: until 27 Nov
 * 07:50 UTC Alt+9 came while the desk's start-up reads (Orders' first rows, the reimbursement
 * board) were still being answered, and main answered the figures behind them. By then the desk
 * has fetched the screen's code and ECharts' chunk itself (DeskShell.vue prefetches both once it
 * has painted) and, since 27 Nov 08:30 UTC, has had ECharts draw a chart off screen in its idle
 * slots (src/reports/charts/chart-warm-up.ts), as every desk does: the first chart no longer runs
 * ECharts' code for the first time. (Main's reimbursement poller goes on checking the file's open
 * refunds, and the board reads its rows again now and then: "settled" is a quiet 500 ms between
 * those, as an agent's desk has them.) The orders
 * are filed on the days they were made, nine minutes apart and ending now, so "today" (the period
 * the screen opens on) holds a day's orders and the file the ~21 months before it. Target ≤ 200 ms.
 * Also reports.last_chart_ms: to the end of the frame after the last chart in view is drawn (the
 * charts are drawn one per frame, src/reports/charts/draw-queue.ts), so the docs say both.
 * Records figures; never asserts on timings.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { OrderFile } from '../../electron/main/archive/orders/order-file';
import { createMemoryLogger } from '../../electron/main/logging/logger';
import { startDeskHost, type DeskHost } from '../support/desk-host-process';
import { followRequests } from './support/desk-settled';
import { launchBenchChromium } from './support/first-rows';
import { generateOrders } from './support/generated-orders';
import { medianMs, recordFigure } from './support/record';

const COUNT = 100_000;
const RUNS = 5;
/** generateOrders makes its i-th order 9 minutes after 2024-01-01 times i: the first index that ends the file now. */
const FIRST_INDEX = Math.max(1, Math.floor((Date.now() - Date.UTC(2024, 0, 1)) / (9 * 60_000)) - COUNT);

/** Each order filed at the moment it was made (Beijing's createdTime), so the business days hold what they would. */
/**
 * Alt+9 pressed at the start of a frame, then the end of the frame after the first chart reported
 * drawn, and after the last: a MutationObserver sees the marks as they are set (a poll each frame
 * would see them a frame late, and that frame holds the next chart's drawing), then a message
 * posted from the next frame's callback runs once that frame is drawn. The last chart is the last
 * of those in view (a chart below its block's fold is drawn when it comes near); NaN after 10 s.
 */
function altNineToCharts(page: Page): Promise<{ first: number; last: number; charts: number; figuresIn: number }> {
  return page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const endOfNextFrame = () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(null);
        }),
      );
    const seen = (test: () => boolean, withinMs: number) =>
      new Promise<boolean>((resolve) => {
        if (test()) return resolve(true);
        const observer = new MutationObserver(() => test() && done(true));
        const timer = setTimeout(() => done(false), withinMs);
        const done = (found: boolean) => {
          observer.disconnect();
          clearTimeout(timer);
          resolve(found);
        };
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-first-chart-painted', 'data-drawn'] });
      });
    const charts = () => [...document.querySelectorAll('[data-testid="report-blocks"] [role="img"][data-testid^="chart-"]')];
    await nextFrame();
    const start = performance.now();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '9', code: 'Digit9', altKey: true, bubbles: true }));
    if (!(await seen(() => document.querySelector('[data-testid="report-blocks"][data-first-chart-painted]') !== null, 30_000))) return { first: Number.NaN, last: Number.NaN, charts: 0, figuresIn: Number.NaN };
    const first = (await endOfNextFrame()) - start;
    // When main's figures were in, for the split between waiting for them and drawing.
    const asked = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/ops/reports.figures') && entry.startTime >= start) as PerformanceResourceTiming | undefined;
    const figuresIn = asked ? asked.responseEnd - start : Number.NaN;
    const all = await seen(() => charts().every((chart) => chart.hasAttribute('data-drawn')), 10_000);
    const last = all ? (await endOfNextFrame()) - start : Number.NaN;
    return { first, last, charts: charts().length, figuresIn };
  });
}

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
    const lastSamples: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      const requests = followRequests(page);
      await page.goto(await desk.host.newLaunchUrl());
      await page.getByTestId('entry-line').waitFor();
      const settledMs = await requests.settled();
      if (Number.isNaN(settledMs)) console.log(`the desk did not settle: still in flight ${requests.inFlight().join(', ')}`);
      const { first, last, charts, figuresIn } = await altNineToCharts(page);
      samples.push(first);
      lastSamples.push(last);
      const calls = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/ops/reports.') || entry.name.includes('ReportsView')).map((entry) => `${entry.name.split('/').pop()} ${entry.duration.toFixed(0)}ms`));
      const tickets = await page.getByTestId('report-sales-tickets').textContent();
      console.log(`settled after ${settledMs.toFixed(0)} ms; ${calls.join(', ')}; tickets today: ${tickets}; figures in ${figuresIn.toFixed(0)} ms, first chart ${first.toFixed(0)} ms, last of ${charts} ${last.toFixed(0)} ms`);
      await page.close();
    }
    console.log(`Reports first chart on ${COUNT} orders: ${samples.map((s) => s.toFixed(0)).join(', ')} ms`);
    console.log(`Reports last chart on ${COUNT} orders: ${lastSamples.map((s) => s.toFixed(0)).join(', ')} ms`);
    recordFigure({ name: 'reports.first_chart_ms', value: medianMs(samples), unit: 'ms', target: '<= 200' });
    recordFigure({ name: 'reports.last_chart_ms', value: medianMs(lastSamples), unit: 'ms', target: 'none (reported beside the first)' });
  }, 180_000);
});
