/**
 * Sandbox speed (issue 3). Records figures; never asserts on timings.
 *
 * - sandbox.shopping_generate_ms.2000: the shopping operation generating and serialising a
 *   2,000-solution round trip (Beijing ⇄ London), median of 9 runs after 3 warm-ups, each run on
 *   other dates so the per-date caches start cold.
 * - sandbox.pricing_rps.c20: the standalone sandbox (out/main/sandbox.js, plain Node, its own
 *   process) over real HTTP, 20 concurrent keep-alive clients pricing valid solutions for 4 s.
 *   Without a build it falls back to an in-process sandbox and says so in the figure's name.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_ID, DEMO_PARTNER_KEY, OPERATION_PATHS, signFor, startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { buildRouteNetwork } from '../../electron/sandbox/network/route-network';
import { shopping } from '../../electron/sandbox/operations/shopping';
import { type SandboxContext } from '../../electron/sandbox/operations/operation-context';
import { attachmentFiles } from '../../electron/sandbox/attachments/attachment-files';
import { OrderBook } from '../../electron/sandbox/orders/order-book';
import { SandboxClock } from '../../electron/sandbox/time/sandbox-clock';
import { medianMs, recordFigure } from './support/record';

const DAY_MS = 86_400_000;
const authentication = { partnerId: DEMO_PARTNER_ID, sign: signFor(DEMO_PARTNER_ID, DEMO_PARTNER_KEY) };
const beijingDate = (days: number): string => new Date(Date.now() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

describe('sandbox speed', () => {
  it('generates and serialises a 2,000-solution shopping response', () => {
    const seed = 1;
    const context: SandboxContext = {
      seed,
      network: buildRouteNetwork(seed),
      clock: new SandboxClock(Date.now),
      book: new OrderBook(seed, { nextSequence: 1, credits: {}, airOrders: [], refundOrders: [], ancillaryOrders: [], refundPricings: [] }),
      reimbursementDelayMinutes: 60,
      rules: { requireOrderPricing: false },
      attachments: attachmentFiles(null),
      changed: () => undefined,
    };
    const run = (offset: number): number => {
      const started = performance.now();
      const { envelope } = shopping(
        {
          partnerId: DEMO_PARTNER_ID,
          path: OPERATION_PATHS.shopping,
          body: {
            search: {
              adults: 1,
              solutions: 2000,
              searchAirLegs: [
                { origin: 'BJS', destination: 'LON', departureDate: beijingDate(20 + offset), cabinClass: '' },
                { origin: 'LON', destination: 'BJS', departureDate: beijingDate(27 + offset), cabinClass: '' },
              ],
            },
          },
        },
        context,
      );
      const text = JSON.stringify(envelope);
      const elapsed = performance.now() - started;
      expect(text.length).toBeGreaterThan(1_000_000);
      expect((envelope.data as { solutions: unknown[] }).solutions).toHaveLength(2000);
      return elapsed;
    };
    for (let i = 0; i < 3; i += 1) run(i);
    const samples = Array.from({ length: 9 }, (_, i) => run(3 + i));
    recordFigure({ name: 'sandbox.shopping_generate_ms.2000', value: medianMs(samples), unit: 'ms', target: '< 200' });
  });

  describe('pricing throughput', () => {
    let child: ChildProcess | null = null;
    let inProcess: RunningSandbox | null = null;
    afterAll(async () => {
      child?.kill('SIGTERM');
      await inProcess?.close();
    });

    it('serves pricing to 20 concurrent clients', async () => {
      const bundle = resolve('out/main/sandbox.js');
      let baseUrl: string;
      let standalone = existsSync(bundle);
      if (standalone) {
        const started = await startStandalone(bundle);
        child = started.child;
        baseUrl = started.baseUrl;
      } else {
        inProcess = await startSandbox();
        baseUrl = inProcess.baseUrl;
        standalone = false;
      }

      const agent = new Agent({ keepAlive: true, maxSockets: 20 });
      const post = (path: string, body: unknown): Promise<{ errorCode: string; data?: unknown }> =>
        new Promise((resolvePost, reject) => {
          const payload = JSON.stringify(body);
          const outgoing = request(new URL(path, baseUrl), { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } }, (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('end', () => resolvePost(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
            incoming.on('error', reject);
          });
          outgoing.on('error', reject);
          outgoing.end(payload);
        });

      // Valid pricing requests, built from real shopped solutions as a client would.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const shopped = (await post('/json/shoppingV8', { authentication, search: { adults: 1, solutions: 60, searchAirLegs: [{ origin: 'PEK', destination: 'SHA', departureDate: beijingDate(15) }] } })) as any;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const requests = shopped.data.solutions.map((solution: any) => {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        const flights = new Map<string, any>(shopped.data.flights.map((f: any) => [f.flightId, f]));
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        const segments = new Map<string, any>(shopped.data.segments.map((s: any) => [s.segmentId, s]));
        const journeys = Object.fromEntries(
          Object.entries(solution.journeys as Record<string, string[]>).map(([key, ids]) => [
            key,
            ids.flatMap((id) =>
              (flights.get(id).segmengtIds as string[]).map((segmentId) => {
                const s = segments.get(segmentId);
                return { airline: s.airline, flightNum: s.flightNum, departure: s.departure, arrival: s.arrival, departureDate: s.strDepartureDate, arrivalDate: s.strArrivalDate, departureTime: s.strDepartureTime, arrivalTime: s.strArrivalTime, bookingCode: s.bookingCode };
              }),
            ),
          ]),
        );
        return { authentication, pricing: { journeys, adults: 1, children: 0, infants: 0, solutionId: solution.solutionId, cabin: '' } };
      });

      const durationMs = 4000;
      let completed = 0;
      let failed = 0;
      const deadline = performance.now() + durationMs;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: 20 }, async (_, clientIndex) => {
          for (let i = clientIndex; performance.now() < deadline; i += 20) {
            const answer = await post('/json/precisePricing_V9', requests[i % requests.length]);
            if (answer.errorCode === '0') completed += 1;
            else failed += 1;
          }
        }),
      );
      const elapsedSeconds = (performance.now() - started) / 1000;
      agent.destroy();
      expect(failed).toBe(0);
      recordFigure({ name: standalone ? 'sandbox.pricing_rps.c20' : 'sandbox.pricing_rps.c20.in-process', value: completed / elapsedSeconds, unit: 'req/s', target: '>= 300' });
    });
  });
});

/** Starts out/main/sandbox.js on a free port and reads its base URL from the first line. */
function startStandalone(bundle: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  return new Promise((resolveStart, reject) => {
    const child = spawn(process.execPath, [bundle, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /^baseUrl: (\S+)$/m.exec(output);
      if (match?.[1]) resolveStart({ child, baseUrl: match[1] });
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`the standalone sandbox exited (${code}) before printing its base URL`)));
  });
}
