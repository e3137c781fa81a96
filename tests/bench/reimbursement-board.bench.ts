/**
 * Issue 12, in Chromium against a browser-mode desk and its embedded sandbox:
 * - reimbursement.board_first_rows_ms.5000: the board on 5,000 refund orders, from Alt+5 to the
 *   frame showing the first rows (a freshly loaded page each run). Target ≤ 100 ms.
 * - reimbursement.refresh_500_s: the 500 waiting refunds checked with Alt+K (at most 2 calls in
 *   flight), to the end of the check; with the longest main-thread pause the page saw meanwhile
 *   (a 5 ms interval's longest late tick). Target for the pause ≤ 50 ms.
 * The 500 are real refund orders of the sandbox (cloned from a seeded one in its state file), half
 * of them already reimbursed there, so the check files 250 status changes. Records figures; never
 * asserts on timings.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { readOrderStatus } from '../../electron/contract/domains/order-status';
import type { OrderFacts, OrderOwner } from '../../electron/main/archive/orders/order-facts';
import { OrderFile } from '../../electron/main/archive/orders/order-file';
import { createMemoryLogger } from '../../electron/main/logging/logger';
import { startDeskHost, type DeskHost } from '../support/desk-host-process';
import { keyToFirstRows, launchBenchChromium } from './support/first-rows';
import { medianMs, recordFigure } from './support/record';

const BOARD = 5000;
const IN_SANDBOX = 500;
const RUNS = 5;
const SEEDED_REFUND = '917083410200947001';
const OWNER: OrderOwner = { environment: 'sandbox', partnerId: 'U2FuZGJveD4+RGVzaz8/RGVtbw==', profileId: 'sandbox', profileName: 'Sandbox' };

const orderNumOf = (i: number) => `9170834199${String(i).padStart(8, '0')}`;

function refundFacts(i: number, waiting: boolean): OrderFacts {
  const status = readOrderStatus(waiting ? 'To be reimbursed' : 'Reimbursed', 'refund');
  const created = new Date(Date.UTC(2026, 9, 1) + i * 7 * 60_000 + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  const amount = `${100 + (i % 4000)}.${String(i % 100).padStart(2, '0')}`;
  return {
    orderNum: orderNumOf(i),
    kind: 'refund',
    orderType: 'R',
    parentOrderNum: '917083410177190001',
    status: { status, inferred: false },
    currency: i % 7 === 0 ? 'USD' : 'CNY',
    amount,
    createdTime: created,
    // Checked just now: the background poller leaves them for 30 minutes, so the figures are the agent's check alone.
    reimbursement: { status, payGate: waiting ? null : 'Voucher', currency: 'CNY' },
    passengers: [{ passengerIndex: 1, type: 'ADT', lastName: 'ZHAO', firstName: `MIN${i}`, sex: 'F', birthday: '1990-01-01', nationality: 'CN', cardType: null, cardNum: null, cardExpiredDate: null }],
    ...(waiting ? {} : { vouchers: [{ passengerIndex: 1, lastName: 'ZHAO', firstName: `MIN${i}`, voucherNumber: `VC${String(i).padStart(10, '0')}`, currency: 'CNY', amount, validFrom: '2026-10-01', validEnd: '2027-10-01', useFor: [1, 2, 3], usageLimitation: 1, fileId: null }] }),
  };
}

describe('reimbursement board on 5,000 refund orders, in Chromium', () => {
  const base = mkdtempSync(join(tmpdir(), 'reimbursement-bench-'));
  const dataDir = join(base, 'data');
  let browser: Browser;
  let desk: { host: DeskHost; stop: () => Promise<void> };

  beforeAll(async () => {
    // A first start writes the sandbox's state file; 500 refund orders are cloned into it.
    const first = await startDeskHost({ dataDir });
    await first.stop();
    const stateFile = join(dataDir, 'sandbox-state.json');
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as { book: { refundOrders: Record<string, unknown>[] } };
    const seeded = state.book.refundOrders.find((order) => order.orderNum === SEEDED_REFUND);
    if (!seeded) throw new Error('the seeded refund order is not in the sandbox state');
    const now = Date.now();
    for (let i = 1; i <= IN_SANDBOX; i++) {
      // Every other one is reimbursed by the time it is checked; the rest stay "to be reimbursed".
      const reimbursedAt = i % 2 === 0 ? now - 3_600_000 : now + 30 * 86_400_000;
      state.book.refundOrders.push({ ...seeded, orderNum: orderNumOf(i), processedAt: now - 7_200_000, reimbursedAt });
    }
    writeFileSync(stateFile, JSON.stringify(state));

    const orderFile = OrderFile.open({ file: join(dataDir, 'orders.sqlite'), logger: createMemoryLogger() });
    orderFile.db.transaction(() => {
      for (let i = 1; i <= BOARD; i++) orderFile.writer.file({ source: 'check-reimbursed', owner: OWNER, at: new Date(), fromService: true, orders: [refundFacts(i, i <= IN_SANDBOX)] });
    })();
    orderFile.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    orderFile.close();
    desk = await startDeskHost({ dataDir });
    browser = await launchBenchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await desk?.stop();
    rmSync(base, { recursive: true, force: true });
  });

  it('from Alt+5 to the first rows painted', async () => {
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      await page.goto(await desk.host.newLaunchUrl());
      await page.getByTestId('entry-line').waitFor();
      samples.push(await keyToFirstRows(page, { digit: '5', rowSelector: '[data-testid="refund-row"] [data-order-num]' }));
      await page.close();
    }
    console.log(`Board first rows on ${BOARD} refund orders: ${samples.map((s) => s.toFixed(0)).join(', ')} ms`);
    recordFigure({ name: `reimbursement.board_first_rows_ms.${BOARD}`, value: medianMs(samples), unit: 'ms', target: '<= 100' });
  }, 180_000);

  it('checking the 500 waiting refunds (Alt+K), and the longest main-thread pause meanwhile', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(await desk.host.newLaunchUrl());
    await page.getByTestId('entry-line').waitFor();
    await page.keyboard.press('Alt+5');
    await page.locator('[data-testid="refund-row"]').first().waitFor();
    await page.keyboard.press('Tab'); // leave the list for the filters: Waiting is a radio
    await page.getByTestId('board-filter-waiting').check();
    await page.waitForFunction((count) => document.querySelector('[data-testid="board-filter-waiting"]')?.parentElement?.textContent?.includes(String(count)), IN_SANDBOX);
    const result = await page.evaluate(async () => {
      let longest = 0;
      let last = performance.now();
      const timer = setInterval(() => {
        const now = performance.now();
        longest = Math.max(longest, now - last - 5);
        last = now;
      }, 5);
      const start = performance.now();
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', altKey: true, bubbles: true }));
      // The check is over when its progress line has come and gone.
      await new Promise<void>((resolve) => {
        const seen = { started: false };
        const poll = () => {
          const running = document.querySelector('[data-testid="board-checking"]') !== null;
          if (running) seen.started = true;
          if (seen.started && !running) resolve();
          else setTimeout(poll, 20);
        };
        poll();
      });
      const seconds = (performance.now() - start) / 1000;
      // Rows patched after the check's last answer are part of the refresh: wait for them too.
      await new Promise((resolve) => setTimeout(resolve, 600));
      clearInterval(timer);
      return { seconds, longest };
    });
    const reimbursed = await page.evaluate(() => document.querySelector('[data-testid="board-filter-reimbursed"]')?.parentElement?.textContent ?? '');
    console.log(`Checked 500 refund orders in ${result.seconds.toFixed(2)} s; longest main-thread pause ${result.longest.toFixed(0)} ms; reimbursed filter now: ${reimbursed.trim()}`);
    recordFigure({ name: 'reimbursement.refresh_500_s', value: result.seconds, unit: 's', target: 'report (≤ 2 in flight)' });
    recordFigure({ name: 'reimbursement.refresh_500_longest_pause_ms', value: result.longest, unit: 'ms', target: '<= 50' });
    await page.close();
  }, 300_000);
});
