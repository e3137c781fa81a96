import { describe, expect, it } from 'vitest';
import { createItineraryKeyer } from '@/shopping/results/itinerary-key';
import { groupOffersIntoRows } from '@/shopping/results/result-rows';
import { handResults, segment, syntheticResults } from './fixtures';

describe('grouping offers into itineraries', () => {
  it('groups offers on the same flights with different booking codes as fare options, cheapest first', () => {
    const results = handResults();
    const rows = groupOffersIntoRows(results);
    expect(rows).toHaveLength(4);
    const ca = rows[0];
    expect(ca?.offers.map((offer) => offer.index)).toEqual([0, 1]);
    expect(ca?.cheapest.index).toBe(0);
    expect(rows.map((row) => row.id)).toEqual([0, 1, 2, 3]);
  });

  it('keeps itineraries apart when any journey differs', () => {
    const rows = groupOffersIntoRows(handResults());
    // Offers 0 and 4 share the outbound flight but not the return.
    expect(rows.find((row) => row.offers.some((offer) => offer.index === 4))?.offers).toHaveLength(1);
  });

  it('puts the cheapest option first even when the service sent it later, not-quoted totals last', () => {
    const results = handResults();
    const [first, second] = results.offers;
    if (!first || !second) throw new Error('fixture');
    first.price = { ...first.price, total: null };
    const rows = groupOffersIntoRows(results);
    expect(rows[0]?.offers.map((offer) => offer.index)).toEqual([1, 0]);
    expect(rows[0]?.cheapest.index).toBe(1);
  });

  it('treats segments as identical only on airline, number, airports and local departure', () => {
    const results = handResults();
    results.segments.push(segment({ departTime: '14:05' }));
    results.flights.push({ segments: [results.segments.length - 1], journeyMinutes: 630, transfers: 0, lastTicketingTime: null });
    const keyOf = createItineraryKeyer(results);
    const base = results.offers[0];
    if (!base) throw new Error('fixture');
    const moved = { ...base, journeys: [results.flights.length - 1, 2] };
    const sameFlightsOtherCode = { ...base, journeys: [1, 3] };
    expect(keyOf(moved)).not.toBe(keyOf(base));
    expect(keyOf(sameFlightsOtherCode)).toBe(keyOf(base));
  });

  it('builds each flight key once however many offers share the flight', () => {
    const results = syntheticResults(300);
    let reads = 0;
    const segments = results.segments;
    results.segments = new Proxy(segments, {
      get(target, property, receiver) {
        if (typeof property === 'string' && /^\d+$/.test(property)) reads++;
        return Reflect.get(target, property, receiver);
      },
    });
    const rows = groupOffersIntoRows(results);
    expect(rows).toHaveLength(100);
    expect(rows.every((row) => row.offers.length === 3)).toBe(true);
    // One read per segment of each distinct flight, not per offer.
    const flightSegments = results.flights.reduce((sum, flight) => sum + flight.segments.length, 0);
    expect(reads).toBe(flightSegments);
  });
});
