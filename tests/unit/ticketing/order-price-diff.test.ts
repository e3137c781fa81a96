import { describe, expect, it } from 'vitest';
import type { FiledOrder, FiledSegment } from '../../../electron/contract/domains/orders';
import { wordAll } from '../../../electron/contract/words';
import { compareOrderPrice } from '../../../electron/main/desk/ticketing/order-price-diff';
import type { WireOrderPricingData } from '../../../electron/main/wholesale/wire/assumed/order-pricing';

const segment: FiledSegment = {
  segmentNo: 1, journeyIndex: 0, airline: 'MU', flightNum: '5101', operatingAirline: null, operatingFlightNum: null, departure: 'PEK', arrival: 'SHA',
  departureTerminal: null, arrivalTerminal: null, departureDate: '2026-12-14', departureTime: '06:15', arrivalDate: '2026-12-14', arrivalTime: '08:20',
  flyingMinutes: 125, cabinClass: 'ECONOMY', bookingCode: 'Y', equipment: null, codeShare: false,
};
// The file as OrderDetail left it: fare 1100, tax without the Q charge, fee 5, amount 1200 (tax 95 incl. Q).
// (Only what the comparison reads.)
const order = {
  amount: '1200.00',
  amounts: [{ key: 'adtFare', amount: '1100.00', currency: 'CNY' }, { key: 'adtTax', amount: '75.00', currency: 'CNY' }, { key: 'tktFee', amount: '5.00', currency: 'CNY' }],
  segments: [segment],
  passengers: [{ passengerIndex: 1, type: 'ADT' }],
} as unknown as FiledOrder;

function answer(adtFare: string, bookingCode = 'Y'): WireOrderPricingData {
  return {
    pricingResult: {
      solution: { solutionId: 'x', fareType: 'PRIVATE', currency: 'CNY', adtFare, adtTax: '95.00', chdFare: null, chdTax: null, infFare: null, infTax: null, tktFee: '5.00', platformServiceFee: null, merchantFee: null, qCharge: null, adults: 1, children: 0, infants: 0 },
      flights: [],
      segments: [{ bookingCode }],
    },
    orderResult: null,
  } as unknown as WireOrderPricingData;
}

describe('order pricing beside the order file', () => {
  it('the same order reads unchanged, although OrderDetail states the tax without the Q charge (taxes compare through the amount)', () => {
    const compared = compareOrderPrice(order, answer('1100.00'));
    expect(compared).toMatchObject({ changed: false, amount: '1200.00', currency: 'CNY', diff: { anyChange: false, priceIncreased: false } });
    // Codes, not sentences: the desk words them in the language it shows, also after a switch.
    expect(compared.diff.rows.every((row) => typeof row.label !== 'string')).toBe(true);
    expect(wordAll('en', compared.diff.rows).map((row) => row.label)).toEqual(['Adult fare', 'Ticketing fee', 'Order amount', 'Segment 1 (MU5101 PEK–SHA): booking code']);
    expect(wordAll('zh-CN', compared.diff.rows).map((row) => row.label)).toEqual(['成人票价', '出票费', '订单金额', '航段 1（MU5101 PEK–SHA）：舱位']);
  });

  it('a higher fare: the fare and the order amount rows increase, with the delta; the order file is the left column', () => {
    const compared = compareOrderPrice(order, answer('1150.50'));
    expect(compared).toMatchObject({ changed: true, amount: '1250.50', diff: { totalShopped: '1200.00', totalPriced: '1250.50', totalDelta: '50.50', priceIncreased: true } });
    expect(wordAll('en', compared.diff.rows).find((row) => row.label === 'Order amount')).toMatchObject({ shopped: '1200.00', priced: '1250.50', change: 'increase', delta: '50.50' });
  });

  it('another booking code at the same price is a change too', () => {
    const compared = compareOrderPrice(order, answer('1100.00', 'B'));
    expect(compared.changed).toBe(true);
    expect(compared.diff.rows.at(-1)).toMatchObject({ section: 'booking', shopped: 'Y', priced: 'B', change: 'changed' });
  });
});
