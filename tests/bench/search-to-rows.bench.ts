/**
 * The agent's number (issue 8): from Enter on Search to the first result rows painted, in
 * Chromium through browser mode against the embedded sandbox, and the same request's WIRE FLOOR
 * measured in the same run.
 *
 * - Start: the page's `desk:search-submitted` mark (set when the form hands the search over; the
 *   bench presses the real Enter key in a form field). End: `desk:first-rows-painted` (two frames
 *   after the rows render).
 * - Wire floor: the embedded sandbox answering the very request the desk sent (captured from the
 *   page's call, rebuilt with main's own request builder), uncompressed, to its last byte over
 *   loopback, plus a bare `JSON.parse` of that body. Anything above it is the desk's own work.
 *   Floor requests alternate with the desk's searches, one second apart (the desk at rest, as
 *   when the agent reads the results), so both meet the same machine and the same warmth.
 *
 * Records figures; never asserts on timings.
 */
import { request } from 'node:http';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { shoppingSearchSchema } from '../../electron/contract/domains/shopping';
import { toShoppingRequest } from '../../electron/main/desk/shopping/shopping-service';
import { computeSign } from '../../electron/main/wholesale/sign';
import { shoppingOperation } from '../../electron/main/wholesale/operations/shopping';
import { DEMO_PARTNER_ID, DEMO_PARTNER_KEY } from '../../electron/sandbox';
import { startDeskHost, type DeskHost } from '../support/desk-host-process';
import { medianMs, recordFigure } from './support/record';
import { fillRoundTrip, pressEnterInForm } from './support/round-trip-search';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const RUNS = 5;
/** Between runs: longer than the archive's write delay (ARCHIVE_WRITE_DELAY_MS), as an agent reads. */
const SETTLE_MS = 1000;

interface Timing {
  /** Enter keydown (the event's own time stamp) → search-submitted mark. */
  keyToSubmit: number;
  submitToReceived: number;
  receivedToPainted: number;
  total: number;
}

/** Presses Enter in a form field and reads the page's marks once the rows are painted. */
async function enterToRows(page: Page): Promise<{ timing: Timing; searchBody: string }> {
  await page.evaluate(() => {
    performance.clearMarks();
    const w = window as unknown as { __enterAt?: number };
    delete w.__enterAt;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter') return;
      w.__enterAt = event.timeStamp;
      window.removeEventListener('keydown', onKey, { capture: true });
    };
    window.addEventListener('keydown', onKey, { capture: true });
  });
  const call = page.waitForRequest((r) => r.url().endsWith('/api/ops/shopping.search'));
  await pressEnterInForm(page);
  const searchBody = (await call).postData() ?? '{}';

  await page.waitForFunction(() => performance.getEntriesByName('desk:first-rows-painted').length > 0, undefined, { timeout: 60_000, polling: 50 });
  const timing = await page.evaluate(() => {
    const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
    const submitted = at('desk:search-submitted');
    const received = at('desk:results-received');
    const painted = at('desk:first-rows-painted');
    const enter = (window as unknown as { __enterAt?: number }).__enterAt ?? Number.NaN;
    return { keyToSubmit: submitted - enter, submitToReceived: received - submitted, receivedToPainted: painted - received, total: painted - submitted };
  });
  return { timing, searchBody };
}

/** The sandbox answering the desk's request, uncompressed: milliseconds to the last byte, and the body. */
function sandboxAnswer(sandboxUrl: string, payload: string): Promise<{ ms: number; body: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(new URL('/json/shoppingV8', sandboxUrl), { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'identity' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ ms: performance.now() - started, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** The desk's own request to the sandbox, signed as main signs it, from the search the page sent. */
function sandboxPayload(searchBody: string): string {
  const search = shoppingSearchSchema().parse(JSON.parse(searchBody));
  return JSON.stringify({
    authentication: { partnerId: DEMO_PARTNER_ID, sign: computeSign(DEMO_PARTNER_ID, DEMO_PARTNER_KEY) },
    ...shoppingOperation.buildPayload(toShoppingRequest(search)),
  });
}

/** Median of a bare JSON.parse of the body, after a few to let the JIT settle. */
function parseMs(body: string): number {
  for (let i = 0; i < 3; i++) JSON.parse(body);
  const samples: number[] = [];
  for (let i = 0; i < RUNS * 2; i++) {
    const started = performance.now();
    JSON.parse(body);
    samples.push(performance.now() - started);
  }
  return medianMs(samples);
}

/** The desk at rest between searches, as when the agent reads the results (archive write done). */
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

describe('Enter on Search to the first rows painted, in Chromium through browser mode', () => {
  let browser: Browser;
  let page: Page;
  let desk: { host: DeskHost; stop: () => Promise<void> };

  beforeAll(async () => {
    desk = await startDeskHost();
    browser = await chromium.launch({ executablePath: process.env.DESK_CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(desk.host.url);
    await page.getByTestId('search-form').waitFor();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await desk?.stop();
  });

  for (const size of [2000, 50]) {
    it(`${size} solutions`, async () => {
      await fillRoundTrip(page, size);
      // Two searches first: the sandbox's per-date caches and every JIT warm, as on a desk in use.
      let { searchBody } = await enterToRows(page);
      await settle();
      await enterToRows(page);
      await settle();
      const payload = sandboxPayload(searchBody);
      await sandboxAnswer(desk.host.sandboxUrl, payload);
      // The desk's runs and the floor's alternate, so both meet the same machine and warmth.
      const timings: Timing[] = [];
      const generate: number[] = [];
      let body = '';
      for (let i = 0; i < RUNS; i++) {
        const run = await enterToRows(page);
        timings.push(run.timing);
        searchBody = run.searchBody;
        await settle();
        const answer = await sandboxAnswer(desk.host.sandboxUrl, sandboxPayload(searchBody));
        generate.push(answer.ms);
        body = answer.body;
        await settle();
      }
      const median = (pick: (t: Timing) => number) => medianMs(timings.map(pick));
      const total = median((t) => t.total);
      console.log(
        `${size}: Enter→rows ${timings.map((t) => t.total.toFixed(0)).join(', ')} ms (median ${total.toFixed(0)}; ` +
          `key→submit ${median((t) => t.keyToSubmit).toFixed(1)}, submit→received ${median((t) => t.submitToReceived).toFixed(0)}, received→painted ${median((t) => t.receivedToPainted).toFixed(0)})`,
      );
      recordFigure({ name: `e2e.search_to_rows_ms.${size}`, value: total, unit: 'ms', target: 'informational' });
      const generateMs = medianMs(generate);
      const floorMs = generateMs + parseMs(body);
      console.log(`${size}: wire floor ${floorMs.toFixed(0)} ms (sandbox to last byte ${generate.map((g) => g.toFixed(0)).join(', ')}, median ${generateMs.toFixed(0)}; + JSON.parse ${(floorMs - generateMs).toFixed(0)}; ${(Buffer.byteLength(body) / 1e6).toFixed(2)} MB)`);
      recordFigure({ name: `e2e.wire_floor_ms.${size}`, value: floorMs, unit: 'ms', target: 'informational' });
      recordFigure({ name: `e2e.search_to_rows_vs_floor.${size}`, value: total / floorMs, unit: 'ratio', target: size === 2000 ? '<= 2' : 'informational' });
    }, 300_000);
  }
});
