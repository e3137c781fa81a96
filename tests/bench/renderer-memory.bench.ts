/**
 * renderer.heap_growth_mib.40_rounds (issue 23, "an eight-hour day"): does the renderer's memory
 * grow with a day's work? On a file of 100,000 orders, in Chromium, 40 rounds of what an agent does
 * all day: Alt+7, an Orders search, Alt+1, a Shopping search. The JavaScript heap is read after a
 * full garbage collection (DevTools protocol: HeapProfiler.collectGarbage, Runtime.getHeapUsage;
 * nothing is added to the page) after the first round (both screens loaded once) and after the
 * last; the figure is last minus first, in MiB. Target ≤ 2. DOM counters are printed beside it.
 *
 * What grows: heap snapshots at the same two points (compared with a retainers walk when this was
 * written) show the growth is V8's compiled machine code and feedback for the desk's hot functions
 * (Vue's patching, groupOffersIntoRows, parseEntryLine…) as they are optimised over the rounds; it
 * levels off by round ~30. The objects the desk keeps do not grow: that is the second figure,
 * renderer.heap_objects_growth_mib.40_rounds, the same difference without compiled code (the JS
 * heap's nodes of a snapshot, less type "code" and Blink's native objects).
 * Records figures; never asserts on them.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { OrderFile } from '../../electron/main/archive/orders/order-file';
import { createMemoryLogger } from '../../electron/main/logging/logger';
import { startDeskHost, type DeskHost } from '../support/desk-host-process';
import { launchBenchChromium } from './support/first-rows';
import { fillOrderFile, SURNAMES } from './support/generated-orders';
import { recordFigure } from './support/record';

const COUNT = 100_000;
const ROUNDS = 40;
const MIB = 1024 * 1024;
/** Latin surnames of the generated file: every search finds orders (and highlights them). */
const SEARCHES = SURNAMES.filter((name) => /^[A-Z]+$/.test(name));
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** "22DEC" for the service's today (Beijing) plus `days`. */
function entryDate(days: number): string {
  const beijing = new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000);
  return `${String(beijing.getUTCDate()).padStart(2, '0')}${MONTHS[beijing.getUTCMonth()]}`;
}

interface MemoryReading {
  heapMiB: number;
  nodes: number;
  listeners: number;
}

/** The heap after full collections (three, until nothing more is freed), and the DOM counters. */
/**
 * The JavaScript heap's objects in a snapshot (after a full collection), in MiB: every node but
 * compiled code ("code": bytecode, machine code, feedback) and Blink's own ("native", "synthetic").
 */
async function heapObjectsMiB(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snapshot = JSON.parse(chunks.join('')) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[] };
  const fields = snapshot.snapshot.meta.node_fields;
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const typeNames = snapshot.snapshot.meta.node_types[0];
  let bytes = 0;
  for (let i = 0; i < snapshot.nodes.length; i += width) {
    const type = typeNames[snapshot.nodes[i + typeAt] as number];
    if (type !== 'code' && type !== 'native' && type !== 'synthetic') bytes += snapshot.nodes[i + sizeAt] as number;
  }
  return bytes / MIB;
}

async function readMemory(cdp: CDPSession): Promise<MemoryReading> {
  let used = Number.POSITIVE_INFINITY;
  for (let pass = 0; pass < 3; pass++) {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    if (usedSize >= used) break;
    used = usedSize;
  }
  const counters = await cdp.send('Memory.getDOMCounters');
  return { heapMiB: used / MIB, nodes: counters.nodes, listeners: counters.jsEventListeners };
}

/** Alt+7, a surname typed into the Orders search, until the matching rows show it highlighted. */
async function ordersSearch(page: Page, surname: string): Promise<void> {
  await page.keyboard.press('Alt+7');
  const search = page.getByTestId('orders-search');
  await search.waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'orders-search');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(surname.toLowerCase());
  await page.locator('[data-testid="orders-row"][data-order-num] mark', { hasText: new RegExp(surname, 'i') }).first().waitFor({ timeout: 30_000 });
}

/** Alt+1, an availability entry and Enter, until the answer's rows are painted (the desk's own mark). */
async function shoppingSearch(page: Page, round: number): Promise<void> {
  await page.keyboard.press('Alt+1');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'entry-line');
  await page.evaluate(() => performance.clearMarks('desk:first-rows-painted'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`PEKLON${entryDate(10 + (round % 20))}`);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => performance.getEntriesByName('desk:first-rows-painted').length > 0, undefined, { timeout: 60_000, polling: 100 });
}

describe('renderer memory over a day of work, on 100,000 orders, in Chromium', () => {
  // DESK_BENCH_ORDERS_DIR keeps the filled file between runs (shared with the Orders screen bench).
  const kept = process.env.DESK_BENCH_ORDERS_DIR;
  const base = kept ?? mkdtempSync(join(tmpdir(), 'renderer-memory-bench-'));
  const dataDir = join(base, 'data');
  let browser: Browser;
  let desk: { host: DeskHost; stop: () => Promise<void> };

  beforeAll(async () => {
    if (!kept || !existsSync(join(dataDir, 'orders.sqlite'))) {
      const orderFile = OrderFile.open({ file: join(dataDir, 'orders.sqlite'), logger: createMemoryLogger() });
      fillOrderFile(orderFile, COUNT);
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

  it(`${ROUNDS} rounds of Alt+7, an Orders search, Alt+1, a Shopping search`, async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(await desk.host.newLaunchUrl());
    await page.getByTestId('entry-line').waitFor();
    const cdp = await page.context().newCDPSession(page);
    const readings: MemoryReading[] = [];
    const objects: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await ordersSearch(page, SEARCHES[round % SEARCHES.length] as string);
      await shoppingSearch(page, round);
      if (round === 0 || (round + 1) % 5 === 0) {
        const reading = await readMemory(cdp);
        readings.push(reading);
        console.log(`round ${round + 1}: heap ${reading.heapMiB.toFixed(2)} MiB, ${reading.nodes} DOM nodes, ${reading.listeners} listeners`);
      }
      if (round === 0 || round === ROUNDS - 1) objects.push(await heapObjectsMiB(cdp));
    }
    const first = readings[0] as MemoryReading;
    const last = readings[readings.length - 1] as MemoryReading;
    console.log(`heap growth over ${ROUNDS} rounds: ${(last.heapMiB - first.heapMiB).toFixed(2)} MiB; DOM nodes ${first.nodes} → ${last.nodes}`);
    const objectsGrowth = (objects[1] as number) - (objects[0] as number);
    console.log(`of which objects (without compiled code): ${objectsGrowth.toFixed(2)} MiB (${(objects[0] as number).toFixed(2)} → ${(objects[1] as number).toFixed(2)})`);
    recordFigure({ name: `renderer.heap_growth_mib.${ROUNDS}_rounds`, value: last.heapMiB - first.heapMiB, unit: 'MiB', target: '<= 2' });
    recordFigure({ name: `renderer.heap_objects_growth_mib.${ROUNDS}_rounds`, value: objectsGrowth, unit: 'MiB', target: '<= 2' });
    await page.close();
  }, 900_000);
});
