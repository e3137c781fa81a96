/**
 * desk.start_ms.100k (issue 23): from launching browser mode to its URL printed, on a file of
 * 100,000 orders, page cache warm, after a clean shutdown (the usual start). Target ≤ 500 ms.
 * Records figures; never asserts on timings.
 *
 * - desk.start_ms.100k: median of 5 starts, each after the previous one's orderly close (the
 *   whole-file check runs in the background once the desk is up; each run waits for it before
 *   closing, so every close leaves the clean-shutdown marker).
 * - desk.start_ms.100k.checked_at_start: the same start when the file was not closed cleanly (a
 *   crash, a first start): the whole-file check runs before the URL, as every start did before.
 * - desk.background_check_ms.100k: the background check's own time (in its worker, off main's loop).
 *
 * The built-in Sandbox profile is active (a fresh data folder), so its embedded sandbox starts
 * with the desk, as on a training desk; a production desk does not start it (issue 22, item 9).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { OrderFile } from '../../electron/main/archive/orders/order-file';
import { createMemoryLogger } from '../../electron/main/logging/logger';
import { fillOrderFile } from './support/generated-orders';
import { medianMs, recordFigure } from './support/record';

/** The clean-shutdown marker beside a storage file (electron/main/archive/recovery/clean-shutdown.ts). */
const cleanShutdownMarkerPath = (file: string) => `${file}.closed-cleanly`;

const COUNT = 100_000;
const RUNS = 5;
const ROOT = resolve(__dirname, '../..');
const URL_LINE = /Ticketing Desk \(browser mode\): (http\S+)/;

interface LogLine {
  event: string;
  name?: string;
  when?: string;
  ms?: number;
  msSinceProcessStart?: number;
}

/** Launches browser mode, times it to the URL printed, waits for the background check of the order file (if due), then closes it orderly. */
async function timedStart(dataDir: string): Promise<{ ms: number; log: LogLine[] }> {
  const logFile = join(dataDir, 'logs', 'desk.log');
  const before = existsSync(logFile) ? readFileSync(logFile, 'utf8').length : 0;
  const began = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'out/main/browser.js'), '--port', '0', '--data-dir', dataDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ms = await new Promise<number>((resolveUrl, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (URL_LINE.test(stdout)) resolveUrl(performance.now() - began);
    });
    child.once('exit', (code) => reject(new Error(`browser mode exited (${code}) before its URL: ${stderr}`)));
  });
  const lines = () => readFileSync(logFile, 'utf8').slice(before).split('\n').filter(Boolean).map((line) => JSON.parse(line) as LogLine);
  const deadline = Date.now() + 60_000;
  const checked = (log: LogLine[]) => log.some((line) => line.event === 'storage.quick-check' && line.name === 'orders');
  while (!checked(lines()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  return { ms, log: lines() };
}

describe('the desk start on 100,000 orders (browser mode to URL)', () => {
  const kept = process.env.DESK_BENCH_ORDERS_DIR;
  const base = kept ?? mkdtempSync(join(tmpdir(), 'desk-start-bench-'));
  const dataDir = join(base, 'data');
  const orders = join(dataDir, 'orders.sqlite');

  beforeAll(() => {
    if (!kept || !existsSync(orders)) {
      const orderFile = OrderFile.open({ file: orders, logger: createMemoryLogger() });
      fillOrderFile(orderFile, COUNT);
      orderFile.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      orderFile.close();
    }
  }, 300_000);
  afterAll(() => {
    if (!kept) rmSync(base, { recursive: true, force: true });
  });

  it('from launch to the URL printed, after a clean shutdown and after a crash', async () => {
    // Warm the page cache and the sandbox's state file; also the start after a crash (no marker).
    rmSync(cleanShutdownMarkerPath(orders), { force: true });
    await timedStart(dataDir);
    rmSync(cleanShutdownMarkerPath(orders), { force: true });
    const unclean = await timedStart(dataDir);
    const atStart = unclean.log.find((line) => line.event === 'storage.quick-check' && line.name === 'orders' && line.when === 'start');

    const samples: number[] = [];
    const background: number[] = [];
    let notClean = 0;
    // A stop that did not end orderly (libsql has been seen to abort the process while it closes)
    // leaves no marker: that start checks the file first, is not one of the figure's, and is counted.
    for (let attempt = 0; samples.length < RUNS && attempt < RUNS * 2; attempt++) {
      const { ms, log } = await timedStart(dataDir);
      if (log.some((line) => line.event === 'storage.quick-check' && line.name === 'orders' && line.when === 'start')) {
        notClean += 1;
        continue;
      }
      const run = samples.length;
      samples.push(ms);
      const started = log.find((line) => line.event === 'desk.started')?.msSinceProcessStart;
      const sandbox = log.find((line) => line.event === 'sandbox.started')?.ms;
      const opened = log.filter((line) => line.event === 'storage.quick-check-deferred').length;
      console.log(`start ${run + 1}: URL ${ms.toFixed(0)} ms; runtime started ${started ?? '?'} ms after the process began, of which the embedded sandbox ${sandbox ?? '?'} ms; ${opened} file(s) left to the background check`);
      const check = log.find((line) => line.event === 'storage.quick-check' && line.name === 'orders' && line.when === 'background');
      if (check?.ms !== undefined) background.push(check.ms);
    }
    if (notClean > 0) console.log(`${notClean} start(s) followed a stop that left no marker (checked at start, not counted)`);
    console.log(`Start to URL on ${COUNT} orders: after a clean shutdown ${samples.map((s) => s.toFixed(0)).join(', ')} ms; after a crash ${unclean.ms.toFixed(0)} ms (quick_check ${atStart?.ms ?? '?'} ms); background check ${background.join(', ')} ms`);
    recordFigure({ name: 'desk.start_ms.100k', value: medianMs(samples), unit: 'ms', target: '<= 500' });
    recordFigure({ name: 'desk.start_ms.100k.checked_at_start', value: unclean.ms, unit: 'ms', target: 'reported' });
    recordFigure({ name: 'desk.background_check_ms.100k', value: medianMs(background), unit: 'ms', target: 'reported' });
  }, 300_000);
});
