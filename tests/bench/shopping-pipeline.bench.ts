import { afterAll, beforeAll, describe, it } from 'vitest';
import { joinItineraries } from '../../electron/main/desk/shopping/join-itineraries';
import { normaliseShopping } from '../../electron/main/desk/shopping/normalise-shopping';
import { readEnvelope } from '../../electron/main/wholesale/envelope';
import { naiveJoin } from './support/naive-join';
import { medianMs, recordFigure } from './support/record';
import { fetchRawShopping, startSandbox, type RawShoppingAnswer } from './support/sandbox-shopping';
import { gunzipToText } from './support/sized-gunzip';

const COUNTS = { adults: 2, children: 1, infants: 1 };
const RUNS = 21;
/** A round trip on a busy long-haul pair: the sandbox fills 2,000 solutions for it. */
const ROUND_TRIP = [{ origin: 'PVG', destination: 'JFK' }, { origin: 'JFK', destination: 'PVG' }];

/** What main does with a shopping answer: decompress, parse, read the envelope, validate + normalise. */
function pipeline(gzipped: Buffer) {
  const envelope = readEnvelope(JSON.parse(gunzipToText(gzipped)), true);
  if (envelope.kind !== 'success') throw new Error('not a success');
  return normaliseShopping(envelope.data, COUNTS);
}

function time(run: () => unknown): number {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return medianMs(samples);
}

describe('shopping pipeline in main', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  const answers = new Map<number, RawShoppingAnswer>();

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    for (const size of [200, 2000]) answers.set(size, await fetchRawShopping(sandbox, size, ROUND_TRIP));
  });
  afterAll(() => sandbox.close());

  for (const size of [200, 2000]) {
    it(`decompress + parse + validate + normalise, against a bare JSON.parse (${size} solutions)`, () => {
      const answer = answers.get(size)!;
      const text = gunzipToText(answer.gzipped);
      for (let i = 0; i < 5; i++) pipeline(answer.gzipped); // let the JIT settle
      const bare = time(() => JSON.parse(text));
      const ours = time(() => pipeline(answer.gzipped));
      const offers = pipeline(answer.gzipped).offers.length;
      console.log(`${size}: ${offers} offers, ${(text.length / 1e6).toFixed(2)} MB, JSON.parse ${bare.toFixed(1)} ms, pipeline ${ours.toFixed(1)} ms`);
      recordFigure({ name: `shopping.pipeline_ms.${size}`, value: ours, unit: 'ms', target: 'informational' });
      // The issue sets its targets on the 2,000-solution figures; at 200, fixed costs dominate.
      recordFigure({ name: `shopping.pipeline_vs_json_parse.${size}`, value: ours / bare, unit: 'ratio', target: size === 2000 ? '<= 2' : 'informational' });
    });

    it(`linear join against the naive filter/findIndex join (${size} solutions)`, () => {
      const answer = answers.get(size)!;
      const envelope = readEnvelope(JSON.parse(gunzipToText(answer.gzipped)), true);
      const data = (envelope.kind === 'success' ? envelope.data : {}) as Record<string, unknown>;
      for (let i = 0; i < 3; i++) joinItineraries(data);
      const ours = time(() => joinItineraries(data));
      const naive = time(() => naiveJoin(data as unknown as Parameters<typeof naiveJoin>[0]));
      console.log(`${size}: naive join ${naive.toFixed(2)} ms, linear join ${ours.toFixed(2)} ms`);
      // A quadratic join only falls far behind on large answers: the target is set at 2,000.
      recordFigure({ name: `shopping.speedup_vs_naive_join.${size}`, value: naive / ours, unit: 'x', target: size === 2000 ? '>= 20' : 'informational' });
    });
  }
});
