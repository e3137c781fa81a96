/**
 * Walkthrough finding 11 (issue 23): "Priced today 09:12" (the workstation's clock) stood beside a
 * Beijing last ticketing time, and Ancillaries' "Created 23NOV 11:09" said no clock at all. Where
 * two clocks share a screen, every time says whose it is.
 */
import type { OfferSnapshot, PricedOffer } from '@contract/domains/pricing';
import { mount } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AncillaryOrderDetail from '@/components/ancillaries/AncillaryOrderDetail.vue';
import PricedOfferFacts from '@/components/pricing/PricedOfferFacts.vue';
import { filedOrder } from '../ticketing/fixtures';

const snapshot: OfferSnapshot = {
  solutionId: 'S1',
  journeys: [{ segments: [{ airline: 'CA', flightNumber: '1501', codeshare: false, operatingAirline: null, operatingFlightNumber: null, from: 'PEK', to: 'SHA', fromTerminal: null, toTerminal: null, departDate: '2026-12-12', departTime: '09:00', arriveDate: '2026-12-12', arriveTime: '11:10', flyingMinutes: 130, equipment: null, cabin: 'ECONOMY', bookingCode: 'Y', seatsLeft: 9, fareBasis: null, stopover: null }], journeyMinutes: 130, transfers: 0 }],
  fareType: 'PRIVATE', platingCarrier: 'CA', virtualInterlining: false,
  price: { currency: 'CNY', perPassenger: {}, total: '1000.00', perAdult: '1000.00' },
  baggage: {}, rules: {}, lastTicketingTime: '2026-12-10 23:59:00',
} as unknown as OfferSnapshot;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 26, 9, 20));
});
afterEach(() => vi.useRealTimers());

describe('every time says whose clock it is', () => {
  it('pricing: the priced moment is the agent’s, the last ticketing time Beijing’s', () => {
    const offer = { pricedOfferId: 'p', pricedAt: new Date(2026, 10, 26, 9, 12).toISOString(), priced: snapshot, ancillaries: { paidBag: false, paidSeat: false }, bookingWithoutCard: null } as unknown as PricedOffer;
    const wrapper = mount(PricedOfferFacts, { props: { offer } });
    expect(wrapper.get('[data-testid="priced-at"]').text()).toBe('Priced today 09:12 your time');
    expect(wrapper.get('[data-testid="priced-last-ticketing"]').text()).toBe('10DEC 23:59 Beijing');
    wrapper.unmount();
  });

  it('ancillaries: "Created" says Beijing for a service time, and the one with an offset gives both', () => {
    const order = filedOrder('sandbox', 'sandbox', { kind: 'ancillary', createdTime: '2026-11-23 11:09:00', asOf: new Date(2026, 10, 26, 9, 17).toISOString() });
    const wrapper = mount(AncillaryOrderDetail, { props: { order } });
    expect(wrapper.get('[data-testid="ancillary-created"]').text()).toBe('23NOV 11:09 Beijing');
    expect(wrapper.get('[data-testid="ancillary-as-of"]').text()).toBe('today 09:17 your time');
    wrapper.unmount();
    const offset = mount(AncillaryOrderDetail, { props: { order: { ...order, createdTime: '2026-11-23T11:09+08:00' } } });
    expect(offset.get('[data-testid="ancillary-created"]').text()).toMatch(/^23NOV \d\d:09 your time \(2026-11-23T11:09\+08:00 as sent\)$/);
    offset.unmount();
  });
});
