import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PricedOffer } from '../../../electron/contract';
import { AGE_RULE } from '../../../electron/contract/domains/passenger-ages';
import { ANOTHER_ORDER_RULE, DOCUMENT_RULE, ORDER_IN_FLIGHT_RULE } from '../../../electron/contract/domains/booking';
import { tempDir } from '../../support/temp-dir';
import { expectOk, inDays, sandboxControl, startDesk, type Desk } from './desk-harness';

const search = (cabin: '' | 'Business', extra: Record<string, unknown> = {}) => ({
  tripType: 'one-way' as const,
  legs: [{ origin: 'PEK', destination: 'SHA', departureDate: inDays(20) }],
  adults: 1,
  children: 0,
  infants: 0,
  cabin,
  solutions: 30,
  ...extra,
});

const adult = { type: 'ADT' as const, lastName: 'Wang', firstName: 'Lei', birthday: '1985-03-04', sex: 'M' as const };

/** "Create test order" from a priced offer: the walkthrough's bugs 1–3, against the embedded sandbox. */
describe('test orders from priced offers', () => {
  const dir = tempDir('desk-test-orders');
  let desk: Desk;

  beforeAll(async () => {
    desk = await startDesk(dir.path);
  });
  afterAll(async () => {
    await desk.runtime.close();
    dir.remove();
  });

  /** Any search answer: only its id and its offers' solution ids are needed. */
  async function priceAnUnchangedOffer(results: { searchId: string; offers: readonly { solutionId: string }[] }): Promise<PricedOffer> {
    for (const offer of results.offers) {
      const { pricingOutcome } = await sandboxControl<{ pricingOutcome: string }>(desk.runtime, 'POST', '/sandbox/explain-solution', { solutionId: offer.solutionId });
      if (pricingOutcome === 'unchanged') return expectOk(await desk.call('pricing.price', { searchId: results.searchId, solutionId: offer.solutionId }));
    }
    throw new Error('no offer prices unchanged');
  }

  it('creates a test order from an offer searched with a cabin (Business): the order request carries the cabin on every segment', async () => {
    const results = expectOk(await desk.call('shopping.search', search('Business')));
    expect(results.offers.length).toBeGreaterThan(0);
    const priced = await priceAnUnchangedOffer(results);
    const order = await desk.call('booking.create', { pricedOfferId: priced.pricedOfferId, passengers: [adult] });
    expect(order).toMatchObject({ ok: true, value: { stateCode: 'TO_BE_PAID' } });
    if (order.ok) expect(order.value.orderAmount).toBe(priced.priced.price.total);
  });

  it('asks before a second order from the same priced offer, remembers the first across a restart, and refuses a concurrent second press', async () => {
    const results = expectOk(await desk.call('shopping.search', search('')));
    const priced = await priceAnUnchangedOffer(results);
    // Each test books its own passenger: the same name on the same flight is a duplicate (B029).
    const input = { pricedOfferId: priced.pricedOfferId, passengers: [{ ...adult, lastName: 'Li' }] };

    // Two presses at once: one order, the other refused while the first is in flight.
    const [first, second] = await Promise.all([desk.call('booking.create', input), desk.call('booking.create', input)]);
    const created = [first, second].filter((result) => result.ok);
    expect(created).toHaveLength(1);
    expect([first, second].find((result) => !result.ok)).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ rule: ORDER_IN_FLIGHT_RULE }] } });
    const orderNum = created[0]!.ok ? created[0]!.value.orderNum : '';

    // The priced offer knows its order, also after a restart.
    await desk.runtime.close();
    desk = await startDesk(dir.path);
    expect(expectOk(await desk.call('pricing.load', { pricedOfferId: priced.pricedOfferId })).testOrders.map((order) => order.orderNum)).toEqual([orderNum]);

    // Another press: refused with the question, naming the first order; confirmed: a second order.
    const asked = await desk.call('booking.create', input);
    expect(asked).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ field: 'another', rule: ANOTHER_ORDER_RULE }] } });
    if (!asked.ok) expect(asked.error.message).toContain(orderNum);
    // (Another passenger: the same one on the same flight is a duplicate reservation, B029.)
    const again = expectOk(await desk.call('booking.create', { ...input, passengers: [{ ...adult, firstName: 'Min' }], another: true }));
    expect(again.orderNum).not.toBe(orderNum);
    expect(expectOk(await desk.call('pricing.load', { pricedOfferId: priced.pricedOfferId })).testOrders).toHaveLength(2);
  });

  it('refuses empty names as required, and a child or infant whose birthday does not fit the type on the travel date', async () => {
    const results = expectOk(await desk.call('shopping.search', search('', { adults: 1, children: 1, infants: 1 })));
    const priced = await priceAnUnchangedOffer(results);
    const travelDate = priced.priced.journeys[0]!.segments[0]!.departDate;
    const child = { type: 'CHD' as const, lastName: 'Wang', firstName: 'Xiao', birthday: '1990-01-31', sex: 'F' as const };
    const infant = { type: 'INF' as const, lastName: '', firstName: 'Bao', birthday: `${Number(travelDate.slice(0, 4)) - 1}-01-01`, sex: 'M' as const };
    // The operation's schema answers first (the names), then main checks the ages on the travel date.
    const unnamed = await desk.call('booking.create', { pricedOfferId: priced.pricedOfferId, passengers: [adult, child, infant] });
    expect(unnamed).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ field: 'passengers.2.lastName', message: 'passengers.2.lastName is required.' }] } });
    if (!unnamed.ok && unnamed.error.kind === 'validation') expect(unnamed.error.issues).toHaveLength(1);
    const tooOld = await desk.call('booking.create', { pricedOfferId: priced.pricedOfferId, passengers: [adult, child, { ...infant, lastName: 'Wang' }] });
    expect(tooOld).toMatchObject({
      ok: false,
      error: { kind: 'validation', issues: [{ field: 'passengers.1.birthday', rule: AGE_RULE, message: expect.stringContaining(`must be 2 to 11 years old on the travel date ${travelDate}`) }] },
    });
    const fixed = [{ ...adult, lastName: 'Zhou' }, { ...child, birthday: `${Number(travelDate.slice(0, 4)) - 8}-06-15` }, { ...infant, lastName: 'Wang' }];
    expect(await desk.call('booking.create', { pricedOfferId: priced.pricedOfferId, passengers: fixed })).toMatchObject({ ok: true });
  });

  it('outside mainland China (PEK→LHR, bookingWithoutCard 0): refused locally without documents, naming each field; booked with them', async () => {
    const results = expectOk(await desk.call('shopping.search', search('', { legs: [{ origin: 'PEK', destination: 'LHR', departureDate: inDays(30) }] })));
    const priced = await priceAnUnchangedOffer(results);
    expect(priced.bookingWithoutCard).toBe(0);
    const traveller = { ...adult, lastName: 'Smith', firstName: 'John' };
    const airOrders = async () => (await sandboxControl<{ orders: unknown[] }>(desk.runtime, 'GET', '/sandbox/orders?kind=air')).orders.length;
    const before = await airOrders();

    const refused = await desk.call('booking.create', { pricedOfferId: priced.pricedOfferId, passengers: [{ ...traveller, cardType: 'P', cardNum: 'E1234567' }] });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        kind: 'validation',
        issues: [
          { field: 'passengers.0.nationality', rule: DOCUMENT_RULE, message: 'passengers.0.nationality is required.' },
          { field: 'passengers.0.cardExpiredDate', rule: DOCUMENT_RULE, message: 'passengers.0.cardExpiredDate is required.' },
        ],
      },
    });
    // Refused by main itself: nothing reached the service (its own refusal would be B065).
    expect(await airOrders()).toBe(before);

    const order = expectOk(
      await desk.call('booking.create', { pricedOfferId: priced.pricedOfferId, passengers: [{ ...traveller, cardType: 'P', cardNum: 'E1234567', nationality: 'GB', cardExpiredDate: inDays(3650) }] }),
    );
    expect(order).toMatchObject({ stateCode: 'TO_BE_PAID', orderAmount: priced.priced.price.total });
    const listed = await sandboxControl<{ orders: { passengers: Record<string, unknown>[] }[] }>(desk.runtime, 'GET', `/sandbox/orders?orderNum=${order.orderNum}`);
    expect(listed.orders[0]?.passengers[0]).toMatchObject({ lastName: 'SMITH', nationality: 'GB', cardType: 'P', cardNum: 'E1234567', cardExpiredDate: inDays(3650) });
  });

  describe('booked with PreciseBooking (assumed from public material), as a partner books', () => {
    type Listed = { orders: { orderNum: string; purpose: string; buyerOrder: string | null; passengers: { lastName: string; associatedPassengerIndex: number | null }[] }[] };

    it('the order is booked through PreciseBooking, filed at once with its contact, and the audit names it', async () => {
      const results = expectOk(await desk.call('shopping.search', search('', { adults: 1, children: 0, infants: 1 })));
      const priced = await priceAnUnchangedOffer(results);
      const travelDate = priced.priced.journeys[0]!.segments[0]!.departDate;
      const infant = { type: 'INF' as const, lastName: 'Zhao', firstName: 'Bao', birthday: `${Number(travelDate.slice(0, 4)) - 1}-01-01`, sex: 'M' as const };
      const order = expectOk(await desk.call('booking.create', { pricedOfferId: priced.pricedOfferId, passengers: [{ ...adult, lastName: 'Zhao' }, infant], contact: { email: 'agent@example.com', telNum: '+86 138 0013 8000' } }));
      expect(order).toMatchObject({ stateCode: 'TO_BE_PAID', orderAmount: priced.priced.price.total });
      const listed = await sandboxControl<Listed>(desk.runtime, 'GET', `/sandbox/orders?orderNum=${order.orderNum}`);
      expect(listed.orders[0]).toMatchObject({ purpose: 'Booked with PreciseBooking', passengers: [{ lastName: 'ZHAO' }, { lastName: 'ZHAO', associatedPassengerIndex: 1 }] });

      const opened = expectOk(await desk.call('orders.open', { orderNum: order.orderNum }));
      expect(opened.order).toMatchObject({ status: { key: 'TO_BE_PAID' }, contact: { name: 'ZHAO/LEI', email: 'agent@example.com', telNum: '+8613800138000' } });
      expect(opened.order.statusHistory.map((entry) => entry.source)).toContain('precise-booking');
      expect(opened.order.audit).toEqual(expect.arrayContaining([expect.objectContaining({ operation: 'preciseBooking', outcome: 'ok', orderNum: order.orderNum })]));
    });

    it('B006: the order was created although the answer says it failed — filed, remembered with the offer, explained', async () => {
      const results = expectOk(await desk.call('shopping.search', search('')));
      const priced = await priceAnUnchangedOffer(results);
      await sandboxControl(desk.runtime, 'POST', '/sandbox/faults', { faults: ['preciseBooking:b006:times=1'] });
      const failed = await desk.call('booking.create', { pricedOfferId: priced.pricedOfferId, passengers: [{ ...adult, lastName: 'Qian' }] });
      expect(failed).toMatchObject({ ok: false, error: { kind: 'api', code: 'B006', explanation: expect.stringMatching(/was created/) } });
      const orderNum = !failed.ok && failed.error.kind === 'api' ? /OrderNum is (\d+)/.exec(failed.error.message)?.[1] ?? '' : '';
      expect(orderNum).toMatch(/^\d{18}$/);
      expect(expectOk(await desk.call('orders.search', { query: orderNum })).rows.map((row) => row.orderNum)).toContain(orderNum);
      // Pressing again asks first: the offer knows its order.
      const asked = await desk.call('booking.create', { pricedOfferId: priced.pricedOfferId, passengers: [{ ...adult, lastName: 'Qian' }] });
      expect(asked).toMatchObject({ ok: false, error: { issues: [{ rule: ANOTHER_ORDER_RULE }] } });
      // Confirmed anyway with the same passenger: the service's duplicate rule, explained.
      const duplicate = await desk.call('booking.create', { pricedOfferId: priced.pricedOfferId, passengers: [{ ...adult, lastName: 'Qian' }], another: true });
      expect(duplicate).toMatchObject({ ok: false, error: { kind: 'api', code: 'B029', explanation: expect.any(String), nextStep: expect.any(String) } });
    });

    it('B005: a price older than 30 minutes is refused by the service, explained', async () => {
      const results = expectOk(await desk.call('shopping.search', search('')));
      const priced = await priceAnUnchangedOffer(results);
      await sandboxControl(desk.runtime, 'POST', '/sandbox/clock', { minutes: 31 });
      const late = await desk.call('booking.create', { pricedOfferId: priced.pricedOfferId, passengers: [{ ...adult, lastName: 'Sun' }] });
      expect(late).toMatchObject({ ok: false, error: { kind: 'api', code: 'B005', explanation: expect.stringMatching(/30 minutes/i) } });
    });
  });
});
