import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ShoppingResultsWire } from '../../../electron/contract/domains/shopping-wire';
import { SANDBOX_ONLY_RULE } from '../../../electron/contract/domains/training';
import { tempDir } from '../../support/temp-dir';
import { expectOk, inDays, sandboxControl, startDesk, type Desk } from './desk-harness';

const oneWay = { tripType: 'one-way' as const, legs: [{ origin: 'PEK', destination: 'SHA', departureDate: inDays(18) }], adults: 1, children: 0, infants: 0, solutions: 30 };

/** The training operations of Settings, against the embedded sandbox, as the renderer calls them. */
describe('sandbox training controls', () => {
  const dir = tempDir('desk-training');
  let desk: Desk;
  let results: ShoppingResultsWire;

  beforeAll(async () => {
    desk = await startDesk(dir.path);
    results = expectOk(await desk.call('shopping.search', oneWay));
  });
  beforeEach(async () => {
    await desk.call('training.clearFaults', {});
  });
  afterAll(async () => {
    await desk.runtime.close();
    dir.remove();
  });

  async function unchangedOffer() {
    for (const offer of results.offers) {
      const { pricingOutcome } = await sandboxControl<{ pricingOutcome: string }>(desk.runtime, 'POST', '/sandbox/explain-solution', { solutionId: offer.solutionId });
      if (pricingOutcome === 'unchanged') return offer;
    }
    throw new Error('no offer prices unchanged');
  }

  it('shows the sandbox: its base URL, clock, active faults and every operation\'s error codes from the catalogue', async () => {
    const state = expectOk(await desk.call('training.state', {}));
    expect(state).toMatchObject({ profileName: 'Sandbox', baseUrl: desk.runtime.sandbox.baseUrl, faults: [], clock: { offsetMinutes: 0 } });
    expect(state.clock.beijingTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(state.errorCodes.shopping.map((entry) => entry.code)).toEqual(expect.arrayContaining(['B014', 'B039', 'B038', 'S001']));
    expect(state.errorCodes.ticketing.filter((entry) => entry.code === 'B024').map((entry) => entry.message)).toContain('Order has been paid');
    expect(state.errorCodes.refundRequest.map((entry) => entry.code)).toEqual(expect.arrayContaining(['B134', 'B153']));
  });

  it.each([
    ['up', (delta: string) => Number(delta) > 0],
    ['down', (delta: string) => Number(delta) < 0],
  ] as const)('forces the next pricing %s: an offer that would price unchanged moves, once', async (drift, moved) => {
    const offer = await unchangedOffer();
    const state = expectOk(await desk.call('training.forcePricing', { drift }));
    expect(state.faults).toMatchObject([{ operation: 'precisePricing', kind: 'drift', drift, remaining: 1 }]);
    const priced = expectOk(await desk.call('pricing.price', { searchId: results.searchId, solutionId: offer.solutionId }));
    expect(moved(priced.diff.totalDelta ?? '0')).toBe(true);
    expect(expectOk(await desk.call('training.state', {})).faults).toEqual([]);
    const again = expectOk(await desk.call('pricing.price', { searchId: results.searchId, solutionId: offer.solutionId }));
    expect(again.diff.anyChange).toBe(false);
  });

  it('forces a booking-code change at the next pricing', async () => {
    const offer = await unchangedOffer();
    expectOk(await desk.call('training.forcePricing', { drift: 'booking-code' }));
    const priced = expectOk(await desk.call('pricing.price', { searchId: results.searchId, solutionId: offer.solutionId }));
    expect(priced.diff.rows.some((row) => row.label.endsWith('booking code') && row.change === 'changed')).toBe(true);
  });

  it('retimes the flight at the next pricing: B068, with the next step to shop again', async () => {
    const offer = await unchangedOffer();
    expectOk(await desk.call('training.forcePricing', { drift: 'schedule' }));
    expect(await desk.call('pricing.price', { searchId: results.searchId, solutionId: offer.solutionId })).toMatchObject({ ok: false, error: { kind: 'api', code: 'B068' } });
  });

  it('makes shopping answer B014 for the next call, explained from the catalogue; the call after is answered', async () => {
    const state = expectOk(await desk.call('training.answerError', { operation: 'shopping', code: 'B014', calls: 1 }));
    expect(state.faults).toMatchObject([{ operation: 'shopping', kind: 'error-code', code: 'B014', message: 'Shopping failed.', remaining: 1 }]);
    const failed = await desk.call('shopping.search', oneWay);
    expect(failed).toMatchObject({ ok: false, error: { kind: 'api', code: 'B014', operation: 'shopping', message: 'Shopping failed.' } });
    if (!failed.ok && failed.error.kind === 'api') expect(failed.error.explanation.length).toBeGreaterThan(10);
    expectOk(await desk.call('shopping.search', oneWay));
  });

  it('picks between two rows of one code by their message (ticketing B024: "already paid" or a time-out)', async () => {
    const state = expectOk(await desk.call('training.answerError', { operation: 'ticketing', code: 'B024', message: 'Order has been paid', calls: null }));
    expect(state.faults).toMatchObject([{ code: 'B024', message: 'Order has been paid', remaining: null }]);
  });

  it('refuses a code the operation cannot answer, naming the rule', async () => {
    const refused = await desk.call('training.answerError', { operation: 'shopping', code: 'B141' });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ field: 'code', rule: 'in the error catalogue' }] } });
    expect(expectOk(await desk.call('training.state', {})).faults).toEqual([]);
  });

  it('adds latency to pricing, and a hang to shopping that Esc (cancel) ends', async () => {
    const offer = await unchangedOffer();
    expectOk(await desk.call('training.addLatency', { operation: 'precisePricing', seconds: 1, calls: 1 }));
    const started = Date.now();
    expectOk(await desk.call('pricing.price', { searchId: results.searchId, solutionId: offer.solutionId }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);

    expect(expectOk(await desk.call('training.addHang', { operation: 'shopping', calls: 1 })).faults).toMatchObject([{ operation: 'shopping', kind: 'hang' }]);
    const searching = desk.call('shopping.search', oneWay, 'hung-search');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expectOk(await desk.call('requests.cancel', { requestId: 'hung-search' }));
    expect(await searching).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
  });

  it('advances the sandbox clock and clears faults', async () => {
    const before = expectOk(await desk.call('training.state', {}));
    expectOk(await desk.call('training.addLatency', { operation: 'ticketing', seconds: 2, calls: null }));
    const after = expectOk(await desk.call('training.advanceClock', { minutes: 90 }));
    expect(after.clock.offsetMinutes).toBe(before.clock.offsetMinutes + 90);
    expect(after.clock.beijingTime > before.clock.beijingTime).toBe(true);
    expect(after.faults).toHaveLength(1);
    expect(expectOk(await desk.call('training.clearFaults', {})).faults).toEqual([]);
  });

  it('is refused for a profile that is not a sandbox, naming the rule', async () => {
    const profile = expectOk(await desk.call('profiles.save', { name: 'Agency test', environment: 'test', apiBaseUrl: 'https://127.0.0.1:9', refundBaseUrl: 'https://127.0.0.1:9', partnerId: 'Partner1', partnerKey: 'key' }));
    expectOk(await desk.call('profiles.activate', { id: profile.id }));
    try {
      for (const refused of [await desk.call('training.state', {}), await desk.call('training.forcePricing', { drift: 'up' }), await desk.call('training.advanceClock', { minutes: 5 })]) {
        expect(refused).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ rule: SANDBOX_ONLY_RULE, message: expect.stringContaining('"Agency test" is TEST') }] } });
      }
    } finally {
      expectOk(await desk.call('profiles.activate', { id: 'sandbox' }));
    }
  });
});
