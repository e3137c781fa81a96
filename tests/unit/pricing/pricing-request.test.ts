import { describe, expect, it } from 'vitest';
import type { ShoppingResults } from '../../../electron/contract/domains/shopping';
import { pricingRequestFor } from '../../../electron/main/desk/pricing/pricing-request';
import { normaliseShopping } from '../../../electron/main/desk/shopping/normalise-shopping';
import { precisePricingOperation } from '../../../electron/main/wholesale/operations';
import { segment, specShapedShopping } from '../wholesale/fixtures/shopping-data';

function resultsFor(data: unknown, cabin: ShoppingResults['search']['cabin'] = ''): ShoppingResults {
  const normalised = normaliseShopping(data, { adults: 1, children: 0, infants: 0 });
  return {
    searchId: 's', searchedAt: '', profileId: 'sandbox', places: {}, airlines: {}, droppedOffers: 0,
    segments: normalised.segments, flights: normalised.flights, offers: normalised.offers,
    search: { tripType: 'one-way', legs: [], adults: 1, children: 0, infants: 0, cabin, airlines: [], nonstop: false, tag: '', solutions: 0 },
  };
}

describe('pricing request from a shopped offer', () => {
  it('names every segment with its local dates and times (str* fields), booking code and the solutionId', () => {
    const twoSegments = {
      ...specShapedShopping,
      flights: [{ flightId: 'f1', journeyTime: 300, transferCount: 1, segmengtIds: ['s1', 's2'] }],
      segments: [segment('s1'), segment('s2', { departure: 'SHA', arrival: 'CAN', flightNum: 'CA1833', bookingCode: 'B', strDepartureDate: '2025-12-11', strDepartureTime: '20:00', strArrivalDate: '2025-12-12', strArrivalTime: '00:15' })],
    };
    const results = resultsFor(twoSegments);
    expect(pricingRequestFor(results, results.offers[0]!)).toEqual({
      journeys: {
        journey_0: [
          { airline: 'CA', flightNum: 'CA1501', departure: 'PEK', arrival: 'SHA', departureDate: '2025-12-11', departureTime: '16:00', arrivalDate: '2025-12-11', arrivalTime: '18:10', bookingCode: 'Y' },
          { airline: 'CA', flightNum: 'CA1833', departure: 'SHA', arrival: 'CAN', departureDate: '2025-12-11', departureTime: '20:00', arrivalDate: '2025-12-12', arrivalTime: '00:15', bookingCode: 'B' },
        ],
      },
      adults: 1, children: 0, infants: 0, solutionId: 'SOLUTION-ID-1', cabin: '',
    });
  });

  it('puts the searched cabin on every segment when one was asked for', () => {
    const results = resultsFor(specShapedShopping, 'Business');
    const payload = precisePricingOperation.buildPayload(pricingRequestFor(results, results.offers[0]!)) as { pricing: { cabin: string; journeys: { journey_0: { cabinClass: string }[] } } };
    expect(payload.pricing.cabin).toBe('Business');
    expect(payload.pricing.journeys.journey_0.map((s) => s.cabinClass)).toEqual(['Business']);
  });
});
