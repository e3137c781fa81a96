/**
 * The booking path's operation modules (assumed from public material, not in the specification)
 * through the desk's wholesale client against the sandbox, over real HTTP: shop → price → book →
 * order pricing → pay; a price change at order pricing; cancel; B006 and a lost booking answer.
 */
import { wordAll } from '../../../electron/contract/words';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SentResult, ShoppingResults } from '../../../electron/contract';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { pricingRequestFor } from '../../../electron/main/desk/pricing/pricing-request';
import { WholesaleClient, type PartnerConnection, type WholesaleSuccess } from '../../../electron/main/wholesale/client';
import { precisePricingOperation, shoppingOperation, ticketingOperation } from '../../../electron/main/wholesale/operations';
import { cancelOperation, orderPricingOperation, preciseBookingOperation } from '../../../electron/main/wholesale/operations/assumed';
import type { PreciseBookingRequest } from '../../../electron/main/wholesale/operations/assumed/precise-booking';
import type { PricingSegment } from '../../../electron/main/wholesale/operations/precise-pricing';
import type { WirePricingData } from '../../../electron/main/wholesale/wire/pricing';
import { startSandbox, type RunningSandbox, type SandboxAirOrderEntry, type SandboxOrdersListing } from '../../../electron/sandbox';

function ok<T>(result: SentResult<WholesaleSuccess<T>>): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value.data;
}

const signal = () => new AbortController().signal;

let sandbox: RunningSandbox;
let connection: PartnerConnection;
let client: WholesaleClient;

const control = async <T>(method: string, path: string, body?: unknown): Promise<T> =>
  (await (await fetch(`${sandbox.baseUrl}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })).json()) as T;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  connection = { profileId: 'demo', apiBaseUrl: sandbox.baseUrl, refundBaseUrl: sandbox.baseUrl, partnerId: sandbox.partnerId, partnerKey: sandbox.partnerKey };
  client = new WholesaleClient({ logger: createMemoryLogger(), timeoutFor: (operation) => (operation === 'preciseBooking' ? 1500 : undefined) });
});
beforeEach(() => sandbox.reset());
afterAll(() => sandbox.close());

/** The journeys of a pricing answer, as the booking restates them (local str* times). */
function pricedJourneys(priced: WirePricingData): Record<string, PricingSegment[]> {
  const flights = new Map(priced.flights.map((flight) => [flight.flightId, flight]));
  const segments = new Map(priced.segments.map((segment) => [segment.segmentId, segment]));
  return Object.fromEntries(
    Object.entries(priced.solution.journeys).map(([key, flightIds]) => [
      key,
      flightIds.flatMap((id) => flights.get(id)?.segmentIds ?? []).map((id) => {
        const segment = segments.get(id)!;
        return {
          airline: segment.airline, flightNum: segment.flightNum, departure: segment.departure, arrival: segment.arrival,
          departureDate: segment.strDepartureDate, departureTime: segment.strDepartureTime, arrivalDate: segment.strArrivalDate, arrivalTime: segment.strArrivalTime,
          bookingCode: segment.bookingCode,
        };
      }),
    ]),
  );
}

async function priceAnOffer(): Promise<WirePricingData> {
  const departureDate = new Date(sandbox.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const shopped = ok(await client.call(shoppingOperation, { adults: 1, children: 0, infants: 0, nonstop: false, airlines: [], solutions: 5, tag: '', legs: [{ origin: 'PEK', destination: 'SHA', departureDate, cabinClass: '', airlines: [] }] }, connection, signal()));
  const results = { ...shopped, searchId: 's', searchedAt: '', profileId: 'demo', places: {}, airlines: {}, search: { tripType: 'one-way', legs: [], adults: 1, children: 0, infants: 0, cabin: '', airlines: [], nonstop: false, tag: '', solutions: 5 } } as ShoppingResults;
  return ok(await client.call(precisePricingOperation, pricingRequestFor(results, results.offers[0]!), connection, signal()));
}

function bookingOf(priced: WirePricingData): PreciseBookingRequest {
  return {
    solutionId: priced.solution.solutionId,
    fares: { adtFare: priced.solution.adtFare, adtTax: priced.solution.adtTax },
    journeys: pricedJourneys(priced),
    passengers: [{ passengerIndex: 1, psgType: 'ADT', lastName: 'GUO', firstName: 'MING', birthday: '1979-03-14', sex: 'M' }],
    contact: { name: 'GUO/MING', email: 'desk@example.com', telCode: '+86', mobile: '13800138000' },
    buyerOrder: 'DESK-1',
  };
}

async function orderEntry(orderNum: string): Promise<SandboxAirOrderEntry> {
  return (await control<SandboxOrdersListing>('GET', `/sandbox/orders?orderNum=${orderNum}`)).orders[0] as SandboxAirOrderEntry;
}

describe('the booking path through the wholesale client', () => {
  it('books, confirms the order price and pays what it said', async () => {
    const priced = await priceAnOffer();
    const booked = ok(await client.call(preciseBookingOperation, bookingOf(priced), connection, signal()));
    expect(booked).toMatchObject({ pnr: expect.stringMatching(/^[A-Z0-9]{6}$/), solution: { adtFare: priced.solution.adtFare, currency: 'CNY' } });
    expect((await orderEntry(booked.orderNum)).buyerOrder).toBe('DESK-1');

    const confirmed = ok(await client.call(orderPricingOperation, { orderNum: booked.orderNum }, connection, signal()));
    expect(confirmed.pricingResult.solution).toMatchObject({ adtFare: priced.solution.adtFare, adtTax: priced.solution.adtTax });
    expect(confirmed.orderResult).toMatchObject({ orderNum: booked.orderNum, orderStatus: 'TO_BE_PAID' });

    const paid = ok(await client.call(ticketingOperation, { orderNum: booked.orderNum, name: 'GUO/MING', email: 'desk@example.com', telNum: '13800138000', pnr: booked.pnr }, connection, signal()));
    expect(paid.orderAmount).toBe((await orderEntry(booked.orderNum)).orderAmount.toFixed(2));
  });

  it('a price change at order pricing is B116 with its explanation; asking again shows the new price', async () => {
    const booked = ok(await client.call(preciseBookingOperation, bookingOf(await priceAnOffer()), connection, signal()));
    await control('POST', '/sandbox/faults', { faults: ['orderPricing:drift=up:times=1'] });
    const changed = await client.call(orderPricingOperation, { orderNum: booked.orderNum }, connection, signal());
    expect(wordAll('en', changed)).toMatchObject({ ok: false, error: { kind: 'api', code: 'B116', explanation: expect.stringMatching(/price of this order changed/) } });
    const again = ok(await client.call(orderPricingOperation, { orderNum: booked.orderNum }, connection, signal()));
    expect(Number(again.pricingResult.solution.adtFare)).toBeGreaterThan(Number(booked.solution.adtFare));
  });

  it('cancels a to-be-paid order; cancelling again is B041', async () => {
    const booked = ok(await client.call(preciseBookingOperation, bookingOf(await priceAnOffer()), connection, signal()));
    expect(ok(await client.call(cancelOperation, { orderNum: booked.orderNum, virtualPnr: booked.pnr }, connection, signal()))).toBeNull();
    expect(await client.call(cancelOperation, { orderNum: booked.orderNum }, connection, signal())).toMatchObject({ ok: false, error: { code: 'B041' } });
    expect((await orderEntry(booked.orderNum)).stateCode).toBe('CNCL');
  });

  it('B006: the explanation names the order that was created', async () => {
    const priced = await priceAnOffer();
    await control('POST', '/sandbox/faults', { faults: ['preciseBooking:b006:times=1'] });
    const result = await client.call(preciseBookingOperation, bookingOf(priced), connection, signal());
    expect(wordAll('en', result)).toMatchObject({ ok: false, error: { kind: 'api', code: 'B006', explanation: expect.stringMatching(/order \d{18} was created/) } });
  });

  it('a booking that gets no answer is outcome-unknown and is sent exactly once (never retried)', async () => {
    const priced = await priceAnOffer();
    await control('POST', '/sandbox/faults', { faults: ['preciseBooking:hang'] });
    const result = await client.call(preciseBookingOperation, bookingOf(priced), connection, signal());
    expect(wordAll('en', result)).toMatchObject({ ok: false, error: { kind: 'outcome-unknown', operation: 'preciseBooking', howToVerify: expect.stringMatching(/before booking again/) } });
    const faults = await control<{ faults: { applied: number }[] }>('GET', '/sandbox/faults');
    expect(faults.faults[0]?.applied).toBe(1);
  });
});
