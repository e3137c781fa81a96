/**
 * The booking path's operation modules (PreciseBooking, OrderPricing, Cancel): shapes assumed from
 * public material, not in the specification. Builders send the public shapes; readers accept the
 * public samples and refuse answers the desk could be misled by.
 */
import { textIn, wordAll } from '../../../electron/contract/words';
import { describe, expect, it } from 'vitest';
import { describeApiError } from '../../../electron/main/wholesale/errors/describe-api-error';
import { cancelOperation, orderPricingOperation, preciseBookingOperation } from '../../../electron/main/wholesale/operations/assumed';
import type { OperationSpec } from '../../../electron/main/wholesale/operations/operation-spec';
import { outcomeUnknown } from '../../../electron/main/wholesale/outcome-unknown';
import { segment } from './fixtures/shopping-data';

function read<Req, Res>(spec: OperationSpec<Req, Res>, data: unknown): { ok: true; value: Res } | { ok: false; field: string; problem: string } {
  if (!spec.readData) throw new Error('operation has no data');
  const reading = spec.readData(data, undefined as Req);
  // The problem is a wording: read in English, as the assertions are written.
  return reading.ok ? reading : { ...reading, problem: textIn('en', reading.problem) };
}

const journeys = {
  journey_0: [{ airline: 'FD', flightNum: '503', departure: 'HKG', departureDate: '2026-12-30', departureTime: '22:20', arrival: 'DMK', arrivalDate: '2026-12-31', arrivalTime: '00:20', bookingCode: 'A' }],
};

describe('PreciseBooking V7 (assumed)', () => {
  const request = {
    solutionId: 'OqDCC1j2GhG9XTKOd0/KF+x==',
    fares: { adtFare: '117.25', adtTax: '59.11', infFare: '28.45', infTax: '0.00' },
    journeys,
    passengers: [
      { passengerIndex: 1, psgType: 'ADT' as const, lastName: 'JONES', firstName: 'MARY', birthday: '1993-06-22', sex: 'F' as const, nationality: 'PH', cardType: 'P' as const, cardNum: 'E29384798', cardExpiredDate: '2030-05-01' },
      { passengerIndex: 2, psgType: 'INF' as const, lastName: 'JONES', firstName: 'LAURA', birthday: '2026-01-24', sex: 'F' as const, associatedPassengerIndex: 1 },
    ],
    contact: { name: 'JONES/MARY', email: 'mary@example.com', telCode: '+86', mobile: '17826050868' },
    buyerOrder: 'REF-42',
  };

  it('sends booking{passengers, solution{solutionId, fares as numbers, journeys}, contact, buyerOrder}; nothing absent is sent', () => {
    expect(preciseBookingOperation.buildPayload(request)).toEqual({
      booking: {
        passengers: request.passengers,
        solution: { solutionId: request.solutionId, adtFare: 117.25, adtTax: 59.11, infFare: 28.45, infTax: 0, journeys },
        contact: request.contact,
        buyerOrder: 'REF-42',
      },
    });
    expect(preciseBookingOperation).toMatchObject({ path: '/json/preciseBooking_V7', effect: 'write', host: 'api', acceptGzip: false });
    const withoutReference = preciseBookingOperation.buildPayload({ ...request, buyerOrder: undefined, contact: { name: 'A/B', email: 'a@b.c', mobile: '' } }) as { booking: Record<string, unknown> };
    expect(withoutReference.booking).not.toHaveProperty('buyerOrder');
    expect(withoutReference.booking.contact).toEqual({ name: 'A/B', email: 'a@b.c' });
  });

  it('reads the public sample: order number, PNR, the booked fares as decimals', () => {
    const result = read(preciseBookingOperation, {
      orderNum: '917132752968703001', pnr: 'WC7JP4',
      solution: { solutionKey: '0bbef6a2', solutionId: 'OqDCC1j2', fareType: 'PRIVATE', currency: 'USD', adtFare: 117.25, adtTax: 59.11, chdFare: 108.87, chdTax: 59.11, infFare: 28.45, infTax: 0 },
      flights: [{ flightId: 'f1', journeyTime: 120, transferCount: 0, segmentIds: ['s1'] }],
      segments: [segment('s1')],
    });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).toMatchObject({ orderNum: '917132752968703001', pnr: 'WC7JP4', solution: { currency: 'USD', adtFare: '117.25', chdFare: '108.87', infTax: '0.00' } });
  });

  it('takes an answer without flights and segments, and refuses one without a PNR or with a lossy order number', () => {
    const base = { orderNum: '917132752968703001', pnr: 'WC7JP4', solution: { currency: 'CNY', adtFare: '100', adtTax: '50' } };
    expect(read(preciseBookingOperation, base).ok).toBe(true);
    expect(read(preciseBookingOperation, { ...base, pnr: '' })).toMatchObject({ ok: false, field: 'pnr' });
    // 2^53 + 1 has already become 2^53 in any JSON parser: an 18-digit order number must be a string.
    expect(read(preciseBookingOperation, { ...base, orderNum: 2 ** 53 + 2 })).toMatchObject({ ok: false, field: 'orderNum' });
    expect(read(preciseBookingOperation, { ...base, solution: { currency: 'CNY', adtFare: 'ten', adtTax: '50' } })).toMatchObject({ ok: false, field: 'solution.adtFare' });
  });

  it('explains B006 with the order it names, and a lost answer tells the agent to look before booking again', () => {
    const error = wordAll('en', describeApiError('preciseBooking', 'B006', 'Reservation failed - Other. OrderNum is 917132752968703001'));
    expect(error.explanation).toBe('The booking reported a failure, but order 917132752968703001 was created: it exists and must not be booked again.');
    expect(error.nextStep).toMatch(/do not book again/);
    expect(wordAll('en', outcomeUnknown('preciseBooking', 'No answer within 120 s.')).howToVerify).toMatch(/before booking again/);
    // The same code means something else per operation.
    expect(wordAll('en', describeApiError('preciseBooking', 'B022', 'Passenger age does not match the passenger type.')).explanation).toMatch(/too old or too young/);
  });
});

describe('OrderPricing V5 (assumed)', () => {
  it('sends orderPricing{orderNum}; a read, safe to ask again', () => {
    expect(orderPricingOperation.buildPayload({ orderNum: '917131658934384601' })).toEqual({ orderPricing: { orderNum: '917131658934384601' } });
    expect(orderPricingOperation).toMatchObject({ path: '/json/orderPricingV5', effect: 'read' });
  });

  it('reads the public sample: fares, flights with lastTktTime and segmengtIds, orderResult kept as sent', () => {
    const result = read(orderPricingOperation, {
      pricingResult: {
        solution: { fareType: 'PRIVATE', currency: 'CNY', adtFare: 2862, adtTax: 1211, chdFare: 0, chdTax: 0, qCharge: 0, tktFee: 0, platformServiceFee: 0, merchantFee: 0, adults: 1, children: 0, infants: 0, journeys: { journey_0: ['f1'] } },
        flights: [{ flightId: 'f1', journeyTime: 360, transferCount: 1, lastTktTime: '2023-11-09 13:47:00', segmengtIds: ['s1', 's2'] }],
        segments: [segment('s1'), segment('s2')],
      },
      orderResult: { orderNum: '917131658934384601', anything: ['kept'] },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.pricingResult.solution).toMatchObject({ adtFare: '2862.00', adtTax: '1211.00', qCharge: '0.00', adults: 1 });
    expect(result.value.pricingResult.flights[0]).toMatchObject({ lastTktTime: '2023-11-09 13:47:00', segmentIds: ['s1', 's2'] });
    expect(result.value.orderResult).toEqual({ orderNum: '917131658934384601', anything: ['kept'] });
  });

  it('refuses an answer without fares or flights: the desk would compare the price against nothing', () => {
    const flights = [{ flightId: 'f1', segmentIds: ['s1'] }];
    expect(read(orderPricingOperation, { pricingResult: { solution: { currency: 'CNY', adtTax: 1 }, flights, segments: [segment('s1')] } })).toMatchObject({ ok: false, field: 'pricingResult.solution.adtFare' });
    expect(read(orderPricingOperation, { pricingResult: { solution: { currency: 'CNY', adtFare: 1, adtTax: 1 }, flights: [], segments: [segment('s1')] } })).toMatchObject({ ok: false, field: 'pricingResult.flights' });
    expect(read(orderPricingOperation, {})).toMatchObject({ ok: false, field: 'pricingResult' });
  });
});

describe('Cancel (assumed)', () => {
  it('sends cancel{orderNum, virtualPnr}, the PNR only when known; a write without data', () => {
    expect(cancelOperation.buildPayload({ orderNum: '917132752968703001', virtualPnr: 'WC7JP4' })).toEqual({ cancel: { orderNum: '917132752968703001', virtualPnr: 'WC7JP4' } });
    expect(cancelOperation.buildPayload({ orderNum: '917132752968703001' })).toEqual({ cancel: { orderNum: '917132752968703001' } });
    expect(cancelOperation).toMatchObject({ path: '/json/cancel', effect: 'write', readData: null });
    expect(wordAll('en', outcomeUnknown('cancel', 'The connection dropped.')).howToVerify).toMatch(/B041/);
  });
});

describe('each assumed module names the codes the public material gives it', () => {
  const codesOf = (op: { errors: readonly { code: string }[] }) => op.errors.map((entry) => entry.code);

  it.each([preciseBookingOperation, orderPricingOperation, cancelOperation].map((op) => [op.name, op] as const))('%s: authentication and validation codes too', (_name, op) => {
    expect(codesOf(op)).toEqual(expect.arrayContaining(['B002', 'B003', 'S001', 'P001', 'P002', 'B035']));
  });

  it('booking, order pricing and cancel carry their codes', () => {
    expect(codesOf(preciseBookingOperation)).toEqual(expect.arrayContaining(['B005', 'B006', 'B008', 'B011', 'B012', 'B017', 'B022', 'B028', 'B029', 'B065']));
    expect(codesOf(orderPricingOperation)).toEqual(expect.arrayContaining(['B112', 'B113', 'B114', 'B115', 'B116']));
    expect(codesOf(cancelOperation)).toEqual(expect.arrayContaining(['B009', 'B041']));
  });
});
