/**
 * Walkthrough finding 5 (issue 23): Ticketing's route read "LHR→PEK 29DEC 11:00–05:25" for a flight
 * arriving on 30DEC; Shopping marks such an arrival "+1". The pre-flight uses Shopping's mark.
 */
import type { FiledSegment } from '@contract/domains/orders';
import { mount } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PreFlightPanel from '@/components/ticketing/PreFlightPanel.vue';
import { routeLine } from '@/ticketing/route-line';
import { filedOrder, preFlightOf } from './fixtures';

const segment = (extra: Partial<FiledSegment>): FiledSegment => ({
  segmentNo: 1, journeyIndex: 0, airline: 'CA', flightNum: '938', operatingAirline: null, operatingFlightNum: null, departure: 'LHR', arrival: 'PEK',
  departureTerminal: null, arrivalTerminal: null, departureDate: '2026-12-29', departureTime: '11:00', arrivalDate: '2026-12-30', arrivalTime: '05:25',
  flyingMinutes: null, cabinClass: null, bookingCode: 'Y', equipment: null, codeShare: null, ...extra,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T04:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the pre-flight route', () => {
  it('marks an arrival on a later day as Shopping does, and only then', () => {
    expect(routeLine(segment({}))).toMatchObject({ flight: 'CA938', date: '29DEC', departs: '11:00', arrives: '05:25', dayMark: '+1', arrivesOn: '30DEC' });
    expect(routeLine(segment({ arrivalDate: '2026-12-29', arrivalTime: '14:10' })).dayMark).toBe('');
    expect(routeLine(segment({ flightNum: 'CA938', arrivalDate: '2026-12-31' }))).toMatchObject({ flight: 'CA938', dayMark: '+2' });
    expect(routeLine(segment({ arrivalDate: null })).dayMark).toBe('');
  });

  it('shows the mark on the panel, with the arrival date in its title', () => {
    const order = filedOrder('sandbox', 'sandbox', { segments: [segment({}), segment({ segmentNo: 2, departure: 'PEK', arrival: 'SHA', departureDate: '2027-01-05', departureTime: '08:00', arrivalDate: '2027-01-05', arrivalTime: '10:10' })] });
    const wrapper = mount(PreFlightPanel, {
      props: { preFlight: preFlightOf(order), now: Date.parse('2026-11-26T10:00:00Z'), work: null, seconds: 0, error: null, payment: null, issued: null, activeProfileId: 'sandbox' },
    });
    const lines = wrapper.findAll('[data-testid="pre-flight-segment"]').map((line) => line.text().replace(/\s+/g, ' '));
    expect(lines).toEqual(['CA938 LHR→PEK 29DEC 11:00–05:25+1 Y', 'CA938 PEK→SHA 05JAN27 08:00–10:10 Y']);
    expect(wrapper.get('[data-testid="pre-flight-day-mark"]').attributes('title')).toBe('arrives 30DEC');
    wrapper.unmount();
  });
});
