import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeShoppingResults, type ShoppingResults } from '../../../electron/contract';
import { tempDir } from '../../support/temp-dir';
import { expectOk, inDays, sandboxControl, startDesk, type Desk } from './desk-harness';

const oneWay = (origin: string, destination: string, extra: Record<string, unknown> = {}) => ({
  tripType: 'one-way' as const,
  legs: [{ origin, destination, departureDate: inDays(20) }],
  adults: 1,
  children: 0,
  infants: 0,
  solutions: 60,
  ...extra,
});

describe('shopping and pricing through the desk, against the embedded sandbox', () => {
  const dir = tempDir('desk-flow');
  let desk: Desk;
  let domestic: ShoppingResults;

  beforeAll(async () => {
    desk = await startDesk(dir.path);
    domestic = decodeShoppingResults(expectOk(await desk.call('shopping.search', oneWay('PEK', 'SHA'))));
  });
  afterAll(async () => {
    await desk.runtime.close();
    dir.remove();
  });

  const outcomeOf = (solutionId: string) => sandboxControl<{ pricingOutcome: string }>(desk.runtime, 'POST', '/sandbox/explain-solution', { solutionId });
  async function offerWith(outcome: string, results = domestic) {
    for (const offer of results.offers) if ((await outcomeOf(offer.solutionId)).pricingOutcome === outcome) return offer;
    throw new Error(`no offer with outcome ${outcome}`);
  }

  it('shops one-way and returns compact results with names from the local dataset', () => {
    expect(domestic.offers.length).toBeGreaterThan(10);
    expect(domestic.places.PEK?.city).toBe('Beijing');
    expect(domestic.airlines.CA).toMatch(/Air China/);
    const first = domestic.offers[0]!;
    const segment = domestic.segments[domestic.flights[first.journeys[0]!]!.segments[0]!]!;
    expect(segment).toMatchObject({ from: 'PEK', to: 'SHA', departDate: inDays(20) });
    expect(first.price.total).toMatch(/^\d+\.\d{2}$/);
  });

  it('shops round-trip and open-jaw', async () => {
    const round = decodeShoppingResults(expectOk(await desk.call('shopping.search', { ...oneWay('PEK', 'LHR'), tripType: 'round-trip', legs: [{ origin: 'PEK', destination: 'LHR', departureDate: inDays(20) }, { origin: 'LHR', destination: 'PEK', departureDate: inDays(27) }] })));
    expect(round.offers.length).toBeGreaterThan(0);
    expect(round.offers.every((offer) => offer.journeys.length === 2)).toBe(true);
    const openJaw = decodeShoppingResults(expectOk(await desk.call('shopping.search', { ...oneWay('PEK', 'LHR'), tripType: 'open-jaw', legs: [{ origin: 'PEK', destination: 'LHR', departureDate: inDays(20) }, { origin: 'CDG', destination: 'PVG', departureDate: inDays(27) }] })));
    expect(openJaw.offers.length).toBeGreaterThan(0);
    const lastLeg = openJaw.offers[0]!.journeys[1]!;
    const segments = openJaw.flights[lastLeg]!.segments.map((i) => openJaw.segments[i]!);
    expect(segments[0]!.from).toBe('CDG');
    expect(segments.at(-1)!.to).toBe('PVG');
  });

  it('prices an unchanged offer: the diff shows no change and needs no acknowledgement', async () => {
    const offer = await offerWith('unchanged');
    const priced = expectOk(await desk.call('pricing.price', { searchId: domestic.searchId, solutionId: offer.solutionId }));
    expect(priced.diff.anyChange).toBe(false);
    expect(priced.requiresAcknowledgement).toBe(false);
    expect(priced.priced.price.total).toBe(offer.price.total);
  });

  it('prices an offer whose price went up: the diff says so and a test order waits for acknowledgement', async () => {
    const offer = await offerWith('price-up');
    const priced = expectOk(await desk.call('pricing.price', { searchId: domestic.searchId, solutionId: offer.solutionId }));
    expect(priced.diff.priceIncreased).toBe(true);
    expect(priced.requiresAcknowledgement).toBe(true);
    expect(priced.diff.rows.find((row) => row.label === 'Total for all passengers')).toMatchObject({ change: 'increase' });
    const passengers = [{ type: 'ADT' as const, lastName: 'Zhang', firstName: 'San', birthday: '1990-01-01', sex: 'M' as const }];
    const refused = await desk.call('booking.create', { pricedOfferId: priced.pricedOfferId, passengers });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ rule: 'acknowledged' }] } });
    expect(expectOk(await desk.call('pricing.acknowledge', { pricedOfferId: priced.pricedOfferId })).acknowledgedAt).not.toBeNull();
    const order = expectOk(await desk.call('booking.create', { pricedOfferId: priced.pricedOfferId, passengers }));
    expect(order.orderNum).toMatch(/^\d{18}$/);
    expect(order.orderAmount).toBe(priced.priced.price.total);
    expect(order.stateCode).toBe('TO_BE_PAID');
  });

  it('refuses a test order whose passengers do not match the priced search', async () => {
    const offer = await offerWith('unchanged');
    const priced = expectOk(await desk.call('pricing.price', { searchId: domestic.searchId, solutionId: offer.solutionId }));
    const two = [1, 2].map((n) => ({ type: 'ADT' as const, lastName: 'Li', firstName: `Si${'i'.repeat(n)}`, birthday: '1990-01-01', sex: 'F' as const }));
    expect(await desk.call('booking.create', { pricedOfferId: priced.pricedOfferId, passengers: two })).toMatchObject({ ok: false, error: { issues: [{ field: 'passengers' }] } });
  });

  it.each([
    ['B068', '7997', /shop again/i],
    ['B021', '7998', /another|shop again/i],
  ])('shows %s with its next step when HU%s is priced', async (code, flightNum, nextStep) => {
    const results = expectOk(await desk.call('shopping.search', oneWay('PEK', 'SZX', { airlines: ['HU'], nonstop: true, solutions: 100 })));
    const offer = results.offers.find((candidate) => results.segments[results.flights[candidate.journeys[0]!]!.segments[0]!]!.flightNumber.endsWith(flightNum));
    expect(offer, `HU${flightNum} offered`).toBeDefined();
    const priced = await desk.call('pricing.price', { searchId: results.searchId, solutionId: offer!.solutionId });
    expect(priced).toMatchObject({ ok: false, error: { kind: 'api', code, operation: 'precisePricing' } });
    if (!priced.ok && priced.error.kind === 'api') expect(priced.error.nextStep).toMatch(nextStep);
  });

  it('cancels a slow search when asked, aborting the request in main', async () => {
    await sandboxControl(desk.runtime, 'POST', '/sandbox/faults', { faults: [{ operation: 'shopping', kind: 'latency', ms: 8000 }] });
    try {
      const started = Date.now();
      const searching = desk.call('shopping.search', oneWay('PEK', 'CAN'), 'slow-search');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(expectOk(await desk.call('requests.cancel', { requestId: 'slow-search' })).cancelled).toBe(true);
      expect(await searching).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await sandboxControl(desk.runtime, 'DELETE', '/sandbox/faults');
    }
  });

  it('lists a search made twice once, at its latest run (walkthrough: identical searches repeated)', async () => {
    const first = expectOk(await desk.call('shopping.search', oneWay('PEK', 'XIY')));
    const second = expectOk(await desk.call('shopping.search', oneWay('PEK', 'XIY')));
    const recent = expectOk(await desk.call('shopping.recent', {}));
    const same = recent.filter((entry) => JSON.stringify(entry.search) === JSON.stringify(second.search));
    expect(same.map((entry) => entry.searchId)).toEqual([second.searchId]);
    expect(recent.some((entry) => entry.searchId === first.searchId)).toBe(false);
    expect(new Set(recent.map((entry) => JSON.stringify(entry.search))).size).toBe(recent.length);
  });

  it('lists recent searches newest first and keeps searches and priced offers across a restart', async () => {
    const recent = expectOk(await desk.call('shopping.recent', {}));
    expect(recent[0]?.summary).toMatch(/→/);
    expect(recent.some((entry) => entry.searchId === domestic.searchId)).toBe(true);
    const priced = expectOk(await desk.call('pricing.recent', {}));
    expect(priced.length).toBeGreaterThan(0);

    await desk.runtime.close();
    desk = await startDesk(dir.path);
    const again = expectOk(await desk.call('shopping.recent', {}));
    expect(again.map((entry) => entry.searchId)).toEqual(recent.map((entry) => entry.searchId));
    // Read back from the archive (not the memory of the desk that searched): every field intact.
    const reloaded = decodeShoppingResults(expectOk(await desk.call('shopping.load', { searchId: domestic.searchId })));
    expect(reloaded).toEqual(domestic);
    expect(expectOk(await desk.call('pricing.load', { pricedOfferId: priced[0]!.pricedOfferId })).pricedOfferId).toBe(priced[0]!.pricedOfferId);
  });
});
