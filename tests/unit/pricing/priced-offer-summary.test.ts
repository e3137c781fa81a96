import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfferSnapshot } from '../../../electron/contract/domains/pricing';
import type { CompactSegment } from '../../../electron/contract/domains/shopping';
import { summarisePricedOffer } from '../../../electron/main/desk/pricing/priced-offer-summary';

const segment = (airline: string, flightNumber: string, from: string, to: string, departDate: string, departTime: string): CompactSegment => ({
  airline, flightNumber, codeshare: false, operatingAirline: null, operatingFlightNumber: null, from, to, fromTerminal: null, toTerminal: null,
  departDate, departTime, arriveDate: departDate, arriveTime: '23:00', flyingMinutes: 120, equipment: null, cabin: 'ECONOMY', bookingCode: 'Y', seatsLeft: 9, fareBasis: null, stopover: null,
});

describe('"Recently priced" entry', () => {
  // The service's today decides which dates carry their year (travel-date.ts): 26 Nov 2026 in Beijing.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T04:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('names every journey by its flights, route, date and local departure time', () => {
    const priced = {
      journeys: [
        { segments: [segment('MU', '583', 'PVG', 'NRT', '2026-12-22', '09:05'), segment('MU', 'MU9701', 'NRT', 'JFK', '2026-12-22', '17:40')], journeyMinutes: null, transfers: 1 },
        { segments: [segment('MU', '588', 'JFK', 'PVG', '2027-01-05', '13:00')], journeyMinutes: null, transfers: 0 },
      ],
    } as unknown as OfferSnapshot;
    expect(summarisePricedOffer(priced, 'en')).toBe('MU583/MU9701 PVG→JFK 22DEC 09:05 · MU588 JFK→PVG 05JAN27 13:00'); // next year's: with its year
    // Worded in the language it is given (the desk's when priced), a plain call: no language of the moment.
    expect(summarisePricedOffer(priced, 'zh-CN')).toBe('MU583/MU9701 PVG→JFK 12月22日 09:05 · MU588 JFK→PVG 2027年1月5日 13:00');
  });
});
