/**
 * PreciseBooking V7 over HTTP (`POST /json/preciseBooking_V7`): a shape assumed from public
 * material, not in the specification (docs/sandbox.md, "The booking path").
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxAirOrderEntry } from '../../../electron/sandbox';
import { ADULT, book, bookingFor, SECOND_ADULT, shopAndPrice, type Passenger } from './support/booking';
import { expectOk } from './support/itineraries';
import { listing } from './support/order-book';
import { SandboxClient } from './support/sandbox-client';

let sandbox: RunningSandbox;
let client: SandboxClient;

beforeAll(async () => {
  sandbox = await startSandbox();
  client = new SandboxClient(sandbox);
});
beforeEach(() => sandbox.reset());
afterAll(() => sandbox.close());

async function airOrders(): Promise<SandboxAirOrderEntry[]> {
  return (await listing(client)).orders.filter((entry): entry is SandboxAirOrderEntry => entry.kind === 'air');
}

const CHILD: Passenger = { psgType: 'CHD', lastName: 'LIN', firstName: 'XIAOBAO', birthday: '2018-04-05', sex: 'M' };
const infantBornDaysAgo = (days: number): string => new Date(sandbox.now() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);

describe('PreciseBooking V7 (assumed from public material)', () => {
  it('books a TO_BE_PAID test order from a priced solution and answers orderNum, pnr and the priced solution', async () => {
    const { priced } = await shopAndPrice(client, { origin: 'PEK', destination: 'SHA' });
    const envelope = expectOk(await book(client, bookingFor(priced, [ADULT])));
    expect(envelope.errorMsg).toBe('ok');
    const { orderNum, pnr, solution, flights, segments } = envelope.data;
    expect(orderNum).toMatch(/^\d{18}$/);
    expect(pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(solution).toMatchObject({ adtFare: priced.solution.adtFare, adtTax: priced.solution.adtTax, currency: 'CNY' });
    expect(flights[0].segmentIds).toEqual(priced.flights[0].segmentIds);
    expect(segments.map((s: { bookingCode: string }) => s.bookingCode)).toEqual(priced.segments.map((s: { bookingCode: string }) => s.bookingCode));

    const order = (await airOrders()).find((entry) => entry.orderNum === orderNum);
    expect(order).toMatchObject({ stateCode: 'TO_BE_PAID', isTest: true, pnr, orderType: 'O' });
    expect(order?.passengers).toMatchObject([{ passengerIndex: 1, psgType: 'ADT', lastName: 'LIN', firstName: 'XIAOMEI', cardNum: 'E12345678' }]);
    const s = priced.solution;
    expect(order?.orderAmount).toBeCloseTo(s.adtFare + s.adtTax + s.tktFee + s.platformServiceFee + s.merchantFee, 2);

    // The booked order goes on like any other: pay, then force it to issued.
    expect(expectOk(await client.ticket(orderNum, { PNR: pnr })).data.orderAmount).toBe(order?.orderAmount);
    expect(await client.issue(orderNum)).toEqual({ errorCode: '0', errorMsg: 'ok' });
  });

  it('reads a PHP-style body: \\/ escapes, numeric strings, extra keys and "" for absent values', async () => {
    const { priced } = await shopAndPrice(client, { origin: 'PEK', destination: 'SHA' });
    const booking = bookingFor(priced, [{ ...ADULT, passengerIndex: '1', nationality: '', cardType: '', cardNum: '', cardExpiredDate: '', ffpNumber: '125003559853', ktn: null } as unknown as Passenger], {
      ancillary: [],
      unknownFlag: 'Y',
    });
    const solution = booking.solution as Record<string, unknown>;
    solution.adtFare = String(solution.adtFare);
    solution.solutionKey = 'ignored';
    const body = JSON.stringify({ authentication: client.authentication, booking }).replaceAll('/', '\\/');
    expect(body).toContain('\\/');
    const envelope = JSON.parse((await client.raw('preciseBooking', body)).text);
    expect(envelope.errorCode).toBe('0');
    const order = (await airOrders()).find((entry) => entry.orderNum === envelope.data.orderNum);
    // A domestic trip needs no document: the empty strings are kept as absent.
    expect(order?.passengers[0]).toMatchObject({ cardType: null, cardNum: null, nationality: '' });
  });

  it('B005 without a PrecisePricing in the last 30 minutes: a shopping solutionId, or 31 minutes after pricing', async () => {
    const { shopped, priced } = await shopAndPrice(client, { origin: 'PEK', destination: 'SHA' });
    const fromShopping = bookingFor(priced, [ADULT]);
    (fromShopping.solution as Record<string, unknown>).solutionId = shopped.solutions[0].solutionId;
    const b005 = { errorCode: 'B005', errorMsg: 'PrecisePricing is required within 30 minutes before booking.' };
    expect(await book(client, fromShopping)).toEqual(b005);
    await client.control('POST', '/sandbox/clock', { minutes: 31 });
    expect(await book(client, bookingFor(priced, [ADULT]))).toEqual(b005);
    expect((await airOrders()).some((order) => order.passengers.some((p) => p.firstName === 'XIAOMEI'))).toBe(false);
  });

  it('B008 when the journeys are not the priced ones (another booking code, another flight number)', async () => {
    const { priced } = await shopAndPrice(client, { origin: 'PEK', destination: 'SHA' });
    const otherCode = bookingFor(priced, [ADULT]) as { solution: { journeys: { journey_0: { bookingCode: string; flightNum: string }[] } } };
    otherCode.solution.journeys.journey_0[0]!.bookingCode = otherCode.solution.journeys.journey_0[0]!.bookingCode === 'Y' ? 'B' : 'Y';
    const b008 = { errorCode: 'B008', errorMsg: 'The itinerary is different from the pricing.' };
    expect(await book(client, otherCode)).toEqual(b008);
    const otherFlight = bookingFor(priced, [ADULT]) as typeof otherCode;
    otherFlight.solution.journeys.journey_0[0]!.flightNum = '9999';
    expect(await book(client, otherFlight)).toEqual(b008);
  });

  it('B017 when the fares sent are not the priced ones, or when the price moved since pricing (drift fault)', async () => {
    const { priced } = await shopAndPrice(client, { origin: 'PEK', destination: 'SHA' });
    const cheaper = bookingFor(priced, [ADULT]) as { solution: { adtFare: number } };
    cheaper.solution.adtFare -= 10;
    const b017 = { errorCode: 'B017', errorMsg: 'Price has changed, please do precise pricing again.' };
    expect(await book(client, cheaper)).toEqual(b017);
    await client.control('POST', '/sandbox/faults', { faults: ['preciseBooking:drift=up:times=1'] });
    expect(await book(client, bookingFor(priced, [ADULT]))).toEqual(b017);
    // Fares may also be left out: then only the solution counts.
    const withoutFares = bookingFor(priced, [ADULT]) as { solution: Record<string, unknown> };
    for (const field of ['adtFare', 'adtTax', 'chdFare', 'chdTax', 'infFare', 'infTax']) delete withoutFares.solution[field];
    expect((await book(client, withoutFares)).errorCode).toBe('0');
  });

  it('compares only the fares of passenger types in the party: an adult-only booking sending chdFare/chdTax/infFare/infTax as 0 books', async () => {
    const { priced } = await shopAndPrice(client, { origin: 'PVG', destination: 'HKG' });
    // Pricing quotes child and infant fares even for an adult-only party (as the real service does).
    expect(priced.solution.chdFare).toBeGreaterThan(0);
    expect(priced.solution.infFare).toBeGreaterThan(0);
    const adultOnly = bookingFor(priced, [ADULT]) as { solution: Record<string, unknown> };
    Object.assign(adultOnly.solution, { chdFare: 0, chdTax: 0, infFare: 0, infTax: 0 });
    expect((await book(client, adultOnly)).errorCode).toBe('0');
  });

  it('still B017 when a fare of a type in the party is not the priced one (a child\'s tax)', async () => {
    const { priced } = await shopAndPrice(client, { origin: 'PVG', destination: 'HKG', children: 1 });
    const child: Passenger = { ...CHILD, nationality: 'CN', cardType: 'P', cardNum: 'E11223344', cardExpiredDate: '2035-01-01' };
    const wrongChild = bookingFor(priced, [ADULT, child]) as { solution: Record<string, number> };
    wrongChild.solution.chdTax = 0;
    expect(await book(client, wrongChild)).toEqual({ errorCode: 'B017', errorMsg: 'Price has changed, please do precise pricing again.' });
    // …and the same party with the priced fares books (infants, not in the party, sent as 0).
    const right = bookingFor(priced, [ADULT, child]) as { solution: Record<string, number> };
    Object.assign(right.solution, { infFare: 0, infTax: 0 });
    expect((await book(client, right)).errorCode).toBe('0');
  });

  it('P001 "passengers is illegal." when the party is not the priced one', async () => {
    const { priced } = await shopAndPrice(client, { origin: 'PEK', destination: 'SHA' });
    expect(await book(client, bookingFor(priced, [ADULT, SECOND_ADULT]))).toEqual({ errorCode: 'P001', errorMsg: 'passengers is illegal.' });
  });

  it('an infant names an adult of the booking: P002 when absent, P001 for a child or an adult already carrying one', async () => {
    const { priced } = await shopAndPrice(client, { origin: 'PEK', destination: 'SHA', adults: 2, children: 1, infants: 2 });
    const baby = (name: string, extra: Partial<Passenger> = {}): Passenger => ({ psgType: 'INF', lastName: 'LIN', firstName: name, birthday: infantBornDaysAgo(100), sex: 'F', ...extra });
    const party = (first: Partial<Passenger>, second: Partial<Passenger>) => [ADULT, SECOND_ADULT, CHILD, baby('ANAN', first), baby('BEIBEI', second)];
    expect(await book(client, bookingFor(priced, party({}, { associatedPassengerIndex: 2 })))).toEqual({ errorCode: 'P002', errorMsg: 'associatedPassengerIndex is missing.' });
    expect(await book(client, bookingFor(priced, party({ associatedPassengerIndex: 3 }, { associatedPassengerIndex: 2 })))).toEqual({ errorCode: 'P001', errorMsg: 'associatedPassengerIndex is illegal.' });
    expect(await book(client, bookingFor(priced, party({ associatedPassengerIndex: 1 }, { associatedPassengerIndex: 1 })))).toEqual({ errorCode: 'P001', errorMsg: 'associatedPassengerIndex is illegal.' });
    const booked = expectOk(await book(client, bookingFor(priced, party({ associatedPassengerIndex: 1 }, { associatedPassengerIndex: 2 }))));
    const order = (await airOrders()).find((entry) => entry.orderNum === booked.data.orderNum);
    expect(order?.passengers.map((p) => p.psgType)).toEqual(['ADT', 'ADT', 'CHD', 'INF', 'INF']);
  });

  it('B022 when an age does not fit the type (adults 12+, children 2-11, infants under 2); P001 for a birthday in the future', async () => {
    const { priced } = await shopAndPrice(client, { origin: 'PEK', destination: 'SHA', adults: 1, children: 1, infants: 1 });
    const infant: Passenger = { psgType: 'INF', lastName: 'LIN', firstName: 'ANAN', birthday: infantBornDaysAgo(100), sex: 'F', associatedPassengerIndex: 1 };
    const b022 = { errorCode: 'B022', errorMsg: 'Passenger age does not match the passenger type.' };
    expect(await book(client, bookingFor(priced, [{ ...ADULT, birthday: '2020-01-01' }, CHILD, infant]))).toEqual(b022);
    expect(await book(client, bookingFor(priced, [ADULT, { ...CHILD, birthday: infantBornDaysAgo(300) }, infant]))).toEqual(b022);
    expect(await book(client, bookingFor(priced, [ADULT, CHILD, { ...infant, birthday: infantBornDaysAgo(3 * 366) }]))).toEqual(b022);
    expect(await book(client, bookingFor(priced, [ADULT, CHILD, { ...infant, birthday: infantBornDaysAgo(-3) }]))).toEqual({ errorCode: 'P001', errorMsg: 'birthday is illegal.' });
    expect((await book(client, bookingFor(priced, [ADULT, CHILD, infant]))).errorCode).toBe('0');
  });

  it('names the field it cannot read: sex, psgType, cardType, passengerIndex, contact', async () => {
    const { priced } = await shopAndPrice(client, { origin: 'PEK', destination: 'SHA' });
    expect(await book(client, bookingFor(priced, [{ ...ADULT, sex: 'X' as 'M' }]))).toEqual({ errorCode: 'P001', errorMsg: 'sex is illegal.' });
    expect(await book(client, bookingFor(priced, [{ ...ADULT, psgType: 'SNR' as 'ADT' }]))).toEqual({ errorCode: 'P001', errorMsg: 'psgType is illegal.' });
    expect(await book(client, bookingFor(priced, [{ ...ADULT, cardType: 'Z' }]))).toEqual({ errorCode: 'P001', errorMsg: 'cardType is illegal.' });
    expect(await book(client, bookingFor(priced, [{ ...ADULT, passengerIndex: 2 }]))).toEqual({ errorCode: 'P001', errorMsg: 'passengerIndex is illegal.' });
    expect(await book(client, bookingFor(priced, [ADULT], { contact: { name: 'LIN/XIAOMEI' } }))).toEqual({ errorCode: 'P002', errorMsg: 'email is missing.' });
    expect(await client.call('preciseBooking', { booking: { passengers: [ADULT], contact: {} } })).toEqual({ errorCode: 'P002', errorMsg: 'solution is missing.' });
    expect(await client.call('preciseBooking', {})).toEqual({ errorCode: 'P002', errorMsg: 'booking is missing.' });
  });

  it('B065 on an international trip when a passenger has no document; a domestic trip books without one', async () => {
    const international = await shopAndPrice(client, { origin: 'PVG', destination: 'HKG' });
    expect(international.priced.solution.bookingWithoutCard).toBe(0);
    const { cardNum: _dropped, ...withoutDocument } = ADULT;
    expect(await book(client, bookingFor(international.priced, [withoutDocument]))).toEqual({ errorCode: 'B065', errorMsg: 'Passenger document information is missing.' });
    expect((await book(client, bookingFor(international.priced, [ADULT]))).errorCode).toBe('0');
    const domestic = await shopAndPrice(client, { origin: 'PEK', destination: 'SHA' });
    expect(domestic.priced.solution.bookingWithoutCard).toBe(1);
    expect((await book(client, bookingFor(domestic.priced, [withoutDocument]))).errorCode).toBe('0');
  });

  it('B029 for the same passenger on the same flight again, until the first order is cancelled', async () => {
    const { priced } = await shopAndPrice(client, { origin: 'PEK', destination: 'SHA' });
    const first = expectOk(await book(client, bookingFor(priced, [ADULT])));
    expect(await book(client, bookingFor(priced, [ADULT]))).toEqual({ errorCode: 'B029', errorMsg: 'Duplicate reservation.' });
    expect((await book(client, bookingFor(priced, [SECOND_ADULT]))).errorCode).toBe('0');
    expect(await client.call('cancel', { cancel: { orderNum: first.data.orderNum, virtualPnr: first.data.pnr } })).toEqual({ errorCode: '0', errorMsg: 'OK' });
    expect((await book(client, bookingFor(priced, [ADULT]))).errorCode).toBe('0');
  });

  it('the b006 fault: the order IS created and B006 names it (read the order, never book again)', async () => {
    const { priced } = await shopAndPrice(client, { origin: 'PEK', destination: 'SHA' });
    await client.control('POST', '/sandbox/faults', { faults: ['booking:b006:times=1'] });
    const envelope = await book(client, bookingFor(priced, [ADULT]));
    expect(envelope.errorCode).toBe('B006');
    expect(envelope).not.toHaveProperty('data');
    const orderNum = /^Reservation failed - Other\. OrderNum is (\d{18})$/.exec(envelope.errorMsg)?.[1];
    expect(orderNum).toBeDefined();
    expect((await airOrders()).find((order) => order.orderNum === orderNum)?.stateCode).toBe('TO_BE_PAID');
    // Booking again is a duplicate: the first attempt did book.
    expect((await book(client, bookingFor(priced, [ADULT]))).errorCode).toBe('B029');
  });

  it('the b024 fault answers B012 booking time-out and books nothing; b006 is refused on other operations', async () => {
    const { priced } = await shopAndPrice(client, { origin: 'PEK', destination: 'SHA' });
    const before = (await airOrders()).length;
    await client.control('POST', '/sandbox/faults', { faults: ['preciseBooking:b024:times=1'] });
    expect(await book(client, bookingFor(priced, [ADULT]))).toEqual({ errorCode: 'B012', errorMsg: 'Booking time-out, please check the order.' });
    expect((await airOrders()).length).toBe(before);
    expect((await client.control('POST', '/sandbox/faults', { faults: ['ticketing:b006'] })).status).toBe(400);
  });
});
