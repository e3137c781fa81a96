import { describe, expect, it } from 'vitest';
import { describeFareOption } from '@/shopping/results/fare-option-view';
import { passengerCounts, passengerPriceLines, priceForFiltering, totalWording } from '@/shopping/results/offer-price';
import { handResults, passengerPrice, price, search } from './fixtures';

describe('offer price', () => {
  it('shows the total with currency and thousands separators, exactly as sent', () => {
    expect(totalWording(price('12345.6', '100.00'))).toBe('CNY 12,345.6');
  });

  it('says "not quoted" for a null total instead of a partial sum', () => {
    expect(totalWording(price(null, '5000.00', null))).toBe('not quoted');
  });

  it('lists passenger types adults first, with counts, and null for unquoted types', () => {
    const counts = passengerCounts(search({ adults: 2, children: 1, infants: 1 }));
    const lines = passengerPriceLines({ currency: 'CNY', perPassenger: { INF: null, CHD: passengerPrice('500.00', '600.00'), ADT: passengerPrice('900.00', '1000.00') }, total: null, perAdult: '1000.00' }, counts);
    expect(lines.map((line) => [line.type, line.count, line.price?.total ?? null])).toEqual([['ADT', 2, '1000.00'], ['CHD', 1, '600.00'], ['INF', 1, null]]);
  });

  it('filters on the total, or on the quoted part when the total is not quoted', () => {
    const counts = passengerCounts(search({ adults: 2, infants: 1 }));
    expect(priceForFiltering(price('9000.00', '4000.00'), counts)).toBe(9000);
    expect(priceForFiltering(price(null, '4000.00', null), counts)).toBe(8000);
  });

  it('describes a fare option: booking codes per journey, baggage, price', () => {
    const results = handResults();
    const view = describeFareOption(results, results.offers[1]!);
    expect(view).toMatchObject({ bookingCodes: 'B | B', cabins: 'Economy', fareType: 'PRIVATE', baggage: '2PC 23KG', total: 'CNY 12,000.00', seatsLeft: '2 seats left' });
    expect(view.label).toBe('Price this fare: B | B, CNY 12,000.00');
  });
});
