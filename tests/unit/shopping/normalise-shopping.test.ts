import { describe, expect, it } from 'vitest';
import { AnswerShapeError } from '../../../electron/main/desk/shopping/answer-shape-error';
import { normaliseShopping } from '../../../electron/main/desk/shopping/normalise-shopping';
import { wireShoppingData } from '../../../electron/main/wholesale/wire/shopping';
import { realWorldShopping, segment, specShapedShopping } from '../wholesale/fixtures/shopping-data';

const ONE_ADULT = { adults: 1, children: 0, infants: 0 };

describe('shopping normaliser', () => {
  it('joins solutions to flights to segments and keeps local times from the str* fields', () => {
    const result = normaliseShopping(specShapedShopping, ONE_ADULT);
    expect(result.offers).toHaveLength(1);
    const offer = result.offers[0]!;
    const flight = result.flights[offer.journeys[0]!]!;
    const first = result.segments[flight.segments[0]!]!;
    expect(first).toMatchObject({ airline: 'CA', flightNumber: 'CA1501', from: 'PEK', to: 'SHA', departDate: '2025-12-11', departTime: '16:00', arriveTime: '18:10', bookingCode: 'Y', toTerminal: '0' });
    expect(flight).toMatchObject({ journeyMinutes: 130, transfers: 0, lastTicketingTime: '2025-12-10 23:59:00' });
    expect([...result.placeCodes].sort()).toEqual(['PEK', 'SHA']);
  });

  it('reads both id list spellings (segmengtIds in shopping, segmentIds in pricing)', () => {
    const pricingSpelling = { ...specShapedShopping, flights: [{ flightId: 'f1', journeyTime: 130, transferCount: 0, segmentIds: ['s1'] }] };
    expect(normaliseShopping(pricingSpelling, ONE_ADULT).offers).toHaveLength(1);
  });

  it('derives missing local times from the timestamp read as UTC+8, never the workstation zone', () => {
    const result = normaliseShopping(realWorldShopping, ONE_ADULT);
    expect(result.segments[0]).toMatchObject({ departDate: '2025-12-11', departTime: '16:00', bookingCode: 'YB', seatsLeft: 4 });
  });

  it('sums prices per passenger type with decimal arithmetic: fare + tax + Q per seat + fees per passenger', () => {
    const solution = { ...specShapedShopping.solutions[0], adtFare: 0.1, adtTax: 0.2, chdFare: 0.3, chdTax: 0.1, infFare: 0.05, infTax: 0, qCharge: 10.1, tktFee: 5, platformServiceFee: 15.5, merchantFee: 0.07 };
    const result = normaliseShopping({ ...specShapedShopping, solutions: [solution] }, { adults: 2, children: 1, infants: 1 });
    const price = result.offers[0]!.price;
    // Adult: 0.1 + 0.2 + 10.1 + 5 + 15.5 + 0.07 = 30.97 exactly (floating point says 30.970000000000002).
    expect(price.perPassenger.ADT).toMatchObject({ fare: '0.10', tax: '0.20', qCharge: '10.10', total: '30.97' });
    expect(price.perPassenger.CHD).toMatchObject({ total: '31.07' });
    // Infants have no seat: no Q charge, but the fees.
    expect(price.perPassenger.INF).toMatchObject({ qCharge: '0.00', total: '20.62' });
    expect(price.total).toBe('113.63');
    expect(price.perAdult).toBe('30.97');
  });

  it('says "not quoted" (null) for a passenger type without a fare, and then for the total', () => {
    const solution = { ...specShapedShopping.solutions[0], infFare: null };
    const price = normaliseShopping({ ...specShapedShopping, solutions: [solution] }, { adults: 1, children: 0, infants: 1 }).offers[0]!.price;
    expect(price.perPassenger.INF).toBeNull();
    expect(price.total).toBeNull();
  });

  it('keeps every mini rule of a group (2, 4, or two of the same type) and marks all-null baggage unknown', () => {
    const result = normaliseShopping(realWorldShopping, ONE_ADULT);
    const offer = result.offers[0]!;
    expect(offer.rules.ADT?.[0]?.rules.map((r) => [r.penaltyType, r.permitted, r.amount])).toEqual([[0, false, null], [0, true, '200.00']]);
    expect(offer.baggage.ADT?.[0]).toMatchObject({ known: false, checkedPieces: null });
    expect(offer.virtualInterlining).toBe(true);
  });

  it('shares one allowance object among offers with equal rules, and keeps different ones apart', () => {
    const base = specShapedShopping.solutions[0]!;
    const other = { ...base, solutionId: 'S2', miniRuleMap: { ADT: [{ segmentIndex: [1], miniRules: [{ ...base.miniRuleMap.ADT[0]!.miniRules[0]!, amount: 999 }] }] } };
    const result = normaliseShopping({ ...specShapedShopping, solutions: [base, { ...base, solutionId: 'S1' }, other] }, ONE_ADULT);
    const [a, b, c] = result.offers;
    expect(a!.rules.ADT).toBe(b!.rules.ADT);
    expect(a!.baggage.ADT).toBe(b!.baggage.ADT);
    expect(c!.rules.ADT).not.toBe(a!.rules.ADT);
    expect(c!.rules.ADT?.[0]?.rules[0]?.amount).toBe('999.00');
  });

  it('drops and counts a solution whose flight or segment is missing from the answer', () => {
    const broken = {
      ...specShapedShopping,
      solutions: [...specShapedShopping.solutions, { ...specShapedShopping.solutions[0], solutionId: 'ghost', journeys: { journey_0: ['nope'] } }],
      flights: [...specShapedShopping.flights, { flightId: 'f2', segmengtIds: ['missing'] }],
    };
    const result = normaliseShopping(broken, ONE_ADULT);
    expect(result.offers.map((o) => o.solutionId)).toEqual(['SOLUTION-ID-1']);
    expect(result.droppedOffers).toBe(1);
  });

  it('orders journeys journey_0, journey_1 numerically', () => {
    const twoLegs = {
      ...specShapedShopping,
      solutions: [{ ...specShapedShopping.solutions[0], journeys: { journey_1: ['f2'], journey_0: ['f1'] } }],
      flights: [...specShapedShopping.flights, { flightId: 'f2', journeyTime: 100, transferCount: 0, segmengtIds: ['s2'] }],
      segments: [...specShapedShopping.segments, segment('s2', { departure: 'SHA', arrival: 'PEK' })],
    };
    const offer = normaliseShopping(twoLegs, ONE_ADULT).offers[0]!;
    expect(offer.journeys).toEqual([0, 1]);
  });

  it.each([
    ['an unusable fare', (d: typeof specShapedShopping) => ({ ...d, solutions: [{ ...d.solutions[0], adtFare: 'ten' }] }), 'solutions.0.adtFare'],
    ['a segment without a booking code', (d: typeof specShapedShopping) => ({ ...d, segments: [segment('s1', { bookingCode: null })] }), 'segments.0.bookingCode'],
    ['a rule with a text penalty type', (d: typeof specShapedShopping) => ({ ...d, solutions: [{ ...d.solutions[0], miniRuleMap: { ADT: [{ segmentIndex: [1], miniRules: [{ penaltyType: 'refund' }] }] } }] }), 'solutions.0.miniRuleMap.ADT.0.miniRules.0.penaltyType'],
    ['a segment without local times or timestamps', (d: typeof specShapedShopping) => ({ ...d, segments: [segment('s1', { strDepartureDate: null, departureDate: null })] }), 'segments.0.strDepartureDate'],
  ])('names the field of %s', (_label, spoil, path) => {
    expect(() => normaliseShopping(spoil(specShapedShopping), ONE_ADULT)).toThrow(AnswerShapeError);
    try {
      normaliseShopping(spoil(specShapedShopping), ONE_ADULT);
    } catch (error) {
      expect((error as AnswerShapeError).path).toBe(path);
    }
  });

  it('accepts exactly what the reference wire schema accepts, with the same result', () => {
    for (const sample of [specShapedShopping, realWorldShopping]) {
      expect(wireShoppingData.safeParse(sample).success).toBe(true);
      // The reader takes raw JSON and the schema's output alike: both must read the same.
      const fromRaw = normaliseShopping(sample, { adults: 1, children: 0, infants: 0 });
      const fromSchema = normaliseShopping(wireShoppingData.parse(sample), { adults: 1, children: 0, infants: 0 });
      expect(fromSchema.offers).toEqual(fromRaw.offers);
      expect(fromSchema.segments).toEqual(fromRaw.segments);
    }
    const spoiled = { ...specShapedShopping, solutions: [{ ...specShapedShopping.solutions[0], adtFare: 'ten' }] };
    expect(wireShoppingData.safeParse(spoiled).success).toBe(false);
    expect(() => normaliseShopping(spoiled, ONE_ADULT)).toThrow();
  });
});
