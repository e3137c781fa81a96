import { afterEach, describe, expect, it } from 'vitest';
import type { OfferSnapshot } from '../../../electron/contract/domains/pricing';
import type { CompactSegment, PassengerPrice } from '../../../electron/contract/domains/shopping';
import { activeLanguage, setLanguageSource } from '../../../electron/contract/format/active-language';
import { diffOffers, wordedInEachLanguage } from '../../../electron/main/desk/pricing/offer-diff';

const segment = (overrides: Partial<CompactSegment> = {}): CompactSegment => ({
  airline: 'CA', flightNumber: '1501', codeshare: false, operatingAirline: null, operatingFlightNumber: null, from: 'PEK', to: 'SHA', fromTerminal: null, toTerminal: null,
  departDate: '2026-12-12', departTime: '09:00', arriveDate: '2026-12-12', arriveTime: '11:10', flyingMinutes: 130, equipment: null, cabin: 'ECONOMY', bookingCode: 'Y', seatsLeft: 9, fareBasis: null, stopover: null,
  ...overrides,
});
const price = (fare: string, tax: string, q: string, total: string): PassengerPrice => ({ fare, tax, qCharge: q, ticketingFee: '5.00', platformServiceFee: '0.00', merchantFee: '0.00', total });

function offer(overrides: Partial<OfferSnapshot> = {}): OfferSnapshot {
  return {
    solutionId: 'S1',
    journeys: [{ segments: [segment()], journeyMinutes: 130, transfers: 0 }],
    fareType: 'PRIVATE', platingCarrier: 'CA', virtualInterlining: false,
    price: { currency: 'CNY', perPassenger: { ADT: price('1000.00', '50.00', '20.00', '1075.00') }, total: '1075.00', perAdult: '1075.00' },
    baggage: { ADT: [{ segments: [1], checkedPieces: '1PC', checkedWeight: '23KG', carryOnPieces: '1PC', carryOnWeight: '7KG', carryOnSize: null, known: true }] },
    rules: { ADT: [{ segments: [1], rules: [{ penaltyType: 0, permitted: true, when: 0, amount: '200.00', currency: 'CNY', percent: null, noShowTime: null, noShowTimeUnit: null, baseType: null }] }] },
    lastTicketingTime: null,
    ...overrides,
  };
}

describe('shopped against priced offer', () => {
  it('finds no change when pricing confirms the offer, even though pricing folds the Q charge into the tax and omits weights and rule amounts', () => {
    const priced = offer({
      price: { currency: 'CNY', perPassenger: { ADT: price('1000.00', '70.00', '0.00', '1075.00') }, total: '1075.00', perAdult: '1075.00' },
      baggage: { ADT: [{ segments: [1], checkedPieces: '1PC', checkedWeight: null, carryOnPieces: '1PC', carryOnWeight: '7KG', carryOnSize: null, known: true }] },
      rules: { ADT: [{ segments: [1], rules: [{ penaltyType: 0, permitted: true, when: 0, amount: null, currency: null, percent: null, noShowTime: null, noShowTimeUnit: null, baseType: null }] }] },
    });
    const diff = diffOffers(offer(), priced);
    expect(diff.rows.filter((row) => row.change !== 'same')).toEqual([]);
    expect(diff).toMatchObject({ anyChange: false, priceIncreased: false, totalDelta: '0.00' });
    expect(diff.rows.find((row) => row.label === 'Adult tax incl. Q charge')).toMatchObject({ shopped: '70.00', priced: '70.00' });
  });

  it('shows a price increase line by line with the delta, decimal-exact', () => {
    const priced = offer({ price: { currency: 'CNY', perPassenger: { ADT: price('1100.10', '70.00', '0.00', '1175.10') }, total: '1175.10', perAdult: '1175.10' } });
    const diff = diffOffers(offer(), priced);
    expect(diff).toMatchObject({ priceIncreased: true, totalDelta: '100.10' });
    expect(diff.rows.find((row) => row.label === 'Adult fare')).toMatchObject({ change: 'increase', delta: '100.10' });
    expect(diff.rows.find((row) => row.label === 'Total for all passengers')).toMatchObject({ change: 'increase', shopped: '1075.00', priced: '1175.10' });
  });

  it('a decrease is not an increase', () => {
    const priced = offer({ price: { currency: 'CNY', perPassenger: { ADT: price('900.00', '70.00', '0.00', '975.00') }, total: '975.00', perAdult: '975.00' } });
    expect(diffOffers(offer(), priced)).toMatchObject({ priceIncreased: false, totalDelta: '-100.00', anyChange: true });
  });

  it('flags a changed booking code, seats and permission per segment and rule', () => {
    const priced = offer({
      journeys: [{ segments: [segment({ bookingCode: 'B', seatsLeft: 2 })], journeyMinutes: 130, transfers: 0 }],
      rules: { ADT: [{ segments: [1], rules: [{ penaltyType: 0, permitted: false, when: 0, amount: null, currency: null, percent: null, noShowTime: null, noShowTimeUnit: null, baseType: null }] }] },
    });
    const changed = diffOffers(offer(), priced).rows.filter((row) => row.change !== 'same');
    expect(changed.map((row) => [row.label, row.shopped, row.priced])).toEqual([
      ['Journey 1, CA1501 PEK–SHA: booking code', 'Y', 'B'],
      ['Journey 1, CA1501 PEK–SHA: seats left', '9', '2'],
      ['Adult · Refund before departure', 'permitted', 'not permitted'],
    ]);
  });

  it('uses the per-adult price when a total is not quoted', () => {
    const notQuoted = (perAdult: string) => offer({ price: { currency: 'CNY', perPassenger: { ADT: price(perAdult, '0.00', '0.00', perAdult), INF: null }, total: null, perAdult } });
    expect(diffOffers(notQuoted('100.00'), notQuoted('120.00'))).toMatchObject({ priceIncreased: true, totalDelta: null });
  });

  it('carries the rules behind each rule row (amounts included) and compares them on permission only', () => {
    const rule = (over: Record<string, unknown>) => ({ penaltyType: 0, permitted: true, when: 0, amount: null, currency: null, percent: null, noShowTime: null, noShowTimeUnit: null, baseType: null, ...over });
    const shopped = offer({ rules: { ADT: [{ segments: [1], rules: [rule({ amount: '200.00', currency: 'CNY' }), rule({ penaltyType: 2, amount: '0.00', currency: 'CNY' })] }, { segments: [2], rules: [rule({ amount: '200.00', currency: 'CNY' })] }] } });
    const priced = offer({ rules: { ADT: [{ segments: [1, 2], rules: [rule({}), rule({ penaltyType: 2 })] }] } });
    const rows = diffOffers(shopped, priced).rows.filter((row) => row.section === 'rules');
    expect(rows.map((row) => [row.label, row.change, row.rules?.shopped.map((r) => r.amount), row.rules?.priced.map((r) => r.amount)])).toEqual([
      ['Adult · Refund before departure', 'same', ['200.00'], [null]],
      ['Adult · Change before departure', 'same', ['0.00'], [null]],
    ]);
  });
});

describe('a stored diff in both languages', () => {
  afterEach(() => setLanguageSource(() => 'en'));

  it('keeps the rows worded in each language, so a later switch re-words the stored diff', () => {
    setLanguageSource(() => 'zh-CN');
    const priced = offer({ price: { currency: 'CNY', perPassenger: { ADT: price('1100.00', '70.00', '0.00', '1175.00') }, total: '1175.00', perAdult: '1175.00' } });
    const diff = wordedInEachLanguage(() => diffOffers(offer(), priced));
    expect(diff.rows).toEqual(diff.rowsIn?.['zh-CN']);
    expect(diff.rowsIn?.en?.find((row) => row.label === 'Adult fare')).toMatchObject({ shopped: '1000.00', priced: '1100.00', change: 'increase' });
    expect(diff.rowsIn?.['zh-CN']?.find((row) => row.label === '成人票价')).toMatchObject({ shopped: '1000.00', priced: '1100.00', change: 'increase' });
    expect(diff.rowsIn?.en).toHaveLength(diff.rows.length);
    expect(diff).toMatchObject({ totalDelta: '100.00', priceIncreased: true });
  });

  it('gives the language back as it was, even when the wording fails', () => {
    setLanguageSource(() => 'zh-CN');
    expect(() => wordedInEachLanguage(() => { throw new Error('unreadable'); })).toThrow('unreadable');
    expect(activeLanguage()).toBe('zh-CN');
  });
});
