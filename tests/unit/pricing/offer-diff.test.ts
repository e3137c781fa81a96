import { describe, expect, it } from 'vitest';
import type { OfferDiff, OfferSnapshot } from '../../../electron/contract/domains/pricing';
import type { CompactSegment, PassengerPrice } from '../../../electron/contract/domains/shopping';
import type { Language } from '../../../electron/contract/domains/language';
import { wordAll } from '../../../electron/contract/words';
import { diffOffers as diffWordings } from '../../../electron/main/desk/pricing/offer-diff';
import { diffAsStored } from '../../../electron/main/desk/pricing/stored-diff';

/** The diff as a screen in `language` reads it. */
const diffOffers = (shopped: OfferSnapshot, priced: OfferSnapshot, language: Language = 'en') => wordAll(language, diffWordings(shopped, priced));

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

describe('a diff worded where it is shown', () => {
  const increased = () => offer({ price: { currency: 'CNY', perPassenger: { ADT: price('1100.00', '70.00', '0.00', '1175.00') }, total: '1175.00', perAdult: '1175.00' } });

  it('carries codes, not sentences: the same stored diff reads in either language', () => {
    const stored = JSON.parse(JSON.stringify(diffWordings(offer(), increased()))) as OfferDiff;
    expect(JSON.stringify(stored)).not.toMatch(/Adult fare|成人/);
    const english = wordAll('en', stored).rows;
    const chinese = wordAll('zh-CN', stored).rows;
    expect(english.find((row) => row.label === 'Adult fare')).toMatchObject({ shopped: '1000.00', priced: '1100.00', change: 'increase' });
    expect(chinese.find((row) => row.label === '成人票价')).toMatchObject({ shopped: '1000.00', priced: '1100.00', change: 'increase' });
    expect(chinese.map((row) => row.label)).toEqual(expect.arrayContaining(['成人税费（含 Q 值）', '全部乘客合计', '第 1 程，CA1501 PEK–SHA：舱位', '成人行李额，航段 1：托运', '成人 · 起飞前退票']));
    expect(chinese.find((row) => row.section === 'rules')).toMatchObject({ shopped: '允许', priced: '允许', change: 'same' });
    expect(chinese).toHaveLength(english.length);
  });

  it('words what the desk says of a side: unknown baggage, pieces not stated, several permissions', () => {
    const rule = (permitted: boolean | null) => ({ penaltyType: 3, permitted, when: null, amount: null, currency: null, percent: null, noShowTime: null, noShowTimeUnit: null, baseType: null });
    const shopped = offer({
      baggage: { ADT: [{ segments: [1], checkedPieces: null, checkedWeight: '23KG', carryOnPieces: null, carryOnWeight: null, carryOnSize: null, known: true }] },
      rules: { ADT: [{ segments: [1], rules: [rule(true), rule(false), rule(true)] }] },
    });
    const priced = offer({
      baggage: { ADT: [{ segments: [1], checkedPieces: null, checkedWeight: '23KG', carryOnPieces: null, carryOnWeight: null, carryOnSize: null, known: false }] },
      rules: { ADT: [{ segments: [1], rules: [rule(null)] }] },
    });
    const rows = (language: Language) => diffOffers(shopped, priced, language).rows.filter((row) => row.section !== 'price' && row.section !== 'booking').map((row) => [row.label, row.shopped, row.priced, row.change]);
    expect(rows('en')).toEqual([
      ['Adult baggage, segments 1: checked', 'pieces not stated 23KG', 'unknown', 'changed'],
      ['Adult baggage, segments 1: carry-on', 'pieces not stated', 'unknown', 'changed'],
      ['Adult · Change after no-show timing not stated', 'permitted / not permitted', 'unknown', 'changed'],
    ]);
    expect(rows('zh-CN')).toEqual([
      ['成人行李额，航段 1：托运', '件数未说明 23KG', '未知', 'changed'],
      ['成人行李额，航段 1：手提', '件数未说明', '未知', 'changed'],
      ['成人 · 时间未说明误机后改签', '允许 / 不允许', '未知', 'changed'],
    ]);
  });

  it('finds no change when both sides say the same in the desk’s words', () => {
    const unknown = offer({ baggage: { ADT: [{ segments: [1], checkedPieces: null, checkedWeight: null, carryOnPieces: null, carryOnWeight: null, carryOnSize: null, known: false }] } });
    expect(diffOffers(unknown, unknown).anyChange).toBe(false);
  });
});

describe('a diff stored before rows carried codes', () => {
  const row = (label: string, shopped: string | null, priced: string | null) => ({ section: 'price' as const, label, shopped, priced, change: 'changed' as const, delta: null });
  const totals = { totalShopped: '1075.00', totalPriced: '1175.00', totalDelta: '100.00', priceIncreased: true, anyChange: true };

  it('still shows its sentences (rows as strings, no rowsIn)', () => {
    const stored = { rows: [row('Adult fare', '1000.00', '1100.00')], ...totals } as OfferDiff;
    expect(wordAll('zh-CN', diffAsStored(stored))).toEqual(stored);
  });

  it('kept in each language (rowsIn): follows a switch, and rowsIn is not passed on', () => {
    const stored = {
      rows: [row('Adult fare', '1000.00', '1100.00'), row('Adult baggage, segments 1: checked', 'unknown', '1PC')],
      rowsIn: { en: [row('Adult fare', '1000.00', '1100.00'), row('Adult baggage, segments 1: checked', 'unknown', '1PC')], 'zh-CN': [row('成人票价', '1000.00', '1100.00'), row('成人行李额，航段 1：托运', '未知', '1PC')] },
      ...totals,
    } as unknown as OfferDiff;
    const read = diffAsStored(JSON.parse(JSON.stringify(stored)) as OfferDiff);
    expect(read).not.toHaveProperty('rowsIn');
    expect(wordAll('en', read).rows.map((r) => [r.label, r.shopped, r.priced])).toEqual([['Adult fare', '1000.00', '1100.00'], ['Adult baggage, segments 1: checked', 'unknown', '1PC']]);
    expect(wordAll('zh-CN', read).rows.map((r) => [r.label, r.shopped, r.priced])).toEqual([['成人票价', '1000.00', '1100.00'], ['成人行李额，航段 1：托运', '未知', '1PC']]);
    expect(read).toMatchObject(totals);
  });

  it('with rowsIn that do not match its rows: shows the rows as stored', () => {
    const stored = { rows: [row('Adult fare', '1', '2')], rowsIn: { en: [], 'zh-CN': [] }, ...totals } as unknown as OfferDiff;
    expect(diffAsStored(stored).rows).toEqual(stored.rows);
  });
});
