import type { OfferSnapshot, PricedOffer } from '@contract/domains/pricing';
import type { ProfileSummary } from '@contract/domains/profiles';
import { flushPromises, mount } from '@vue/test-utils';
import { NDialogProvider, NMessageProvider } from 'naive-ui';
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { DESK_KEY } from '@/bridge/use-desk';
import { createDeskRouter } from '@/router';
import { useActiveProfileStore } from '@/stores/active-profile-store';
import { usePricingStore } from '@/stores/pricing-store';
import { useShoppingStore } from '@/stores/shopping-store';
import PricingView from '@/views/PricingView.vue';
import { createFakeDesk } from '../support/fake-desk';

const snapshot = (total: string): OfferSnapshot => ({
  solutionId: 'S1',
  journeys: [{ segments: [{ airline: 'CA', flightNumber: '1501', codeshare: false, operatingAirline: null, operatingFlightNumber: null, from: 'PEK', to: 'SHA', fromTerminal: null, toTerminal: null, departDate: '2026-12-12', departTime: '09:00', arriveDate: '2026-12-12', arriveTime: '11:10', flyingMinutes: 130, equipment: null, cabin: 'ECONOMY', bookingCode: 'Y', seatsLeft: 9, fareBasis: null, stopover: null }], journeyMinutes: 130, transfers: 0 }],
  fareType: 'PRIVATE',
  platingCarrier: 'CA',
  virtualInterlining: false,
  price: { currency: 'CNY', perPassenger: { ADT: { fare: total, tax: '0.00', qCharge: '0.00', ticketingFee: '0.00', platformServiceFee: '0.00', merchantFee: '0.00', total } }, total, perAdult: total },
  baggage: {},
  rules: {},
  lastTicketingTime: '2026-12-10 23:59:00',
});

const increased: PricedOffer = {
  pricedOfferId: 'p-1', searchId: 's-1', solutionId: 'S1', pricedAt: '2026-11-21T10:00:00.000Z', profileId: 'sandbox',
  shopped: snapshot('1000.00'), priced: snapshot('1100.00'),
  diff: {
    rows: [{ section: 'price', label: 'Total for all passengers', shopped: '1000.00', priced: '1100.00', change: 'increase', delta: '100.00' }],
    totalShopped: '1000.00', totalPriced: '1100.00', totalDelta: '100.00', priceIncreased: true, anyChange: true,
  },
  ancillaries: { paidBag: true, paidSeat: false }, bookingWithoutCard: 0, requiresAcknowledgement: true, acknowledgedAt: null, testOrders: [], places: {}, airlines: {},
};

const sandboxProfile: ProfileSummary = { id: 'sandbox', name: 'Sandbox', environment: 'sandbox', apiBaseUrl: 'http://x', refundBaseUrl: 'http://x', orderDetailPath: '/json/orderDetail/v13', uploadAttachmentPath: '/json/uploadAttachmentFile', orderPricingBeforeTicketing: true, bookingEnabled: true, maskedPartnerId: '••', hasKey: true, builtIn: true, active: true };

async function mountPricing(responses: Parameters<typeof createFakeDesk>[0] = {}) {
  const fake = createFakeDesk({
    'pricing.price': () => ({ ok: true, value: increased }),
    'pricing.acknowledge': () => ({ ok: true, value: { ...increased, acknowledgedAt: '2026-11-21T10:01:00.000Z' } }),
    'pricing.recent': () => ({ ok: true, value: [] }),
    'requests.cancel': () => ({ ok: true, value: { cancelled: true } }),
    ...responses,
  });
  const pinia = createPinia();
  setActivePinia(pinia);
  const Host = defineComponent({ render: () => h(NMessageProvider, () => h(NDialogProvider, () => h(PricingView))) });
  const wrapper = mount(Host, { global: { plugins: [pinia, createDeskRouter()], provide: { [DESK_KEY as symbol]: fake.desk } }, attachTo: document.body });
  useActiveProfileStore().active = sandboxProfile;
  // The test order form needs the priced search's passenger counts.
  useShoppingStore().results = { searchId: 's-1', search: { adults: 1, children: 0, infants: 0 } } as never;
  await usePricingStore().price({ searchId: 's-1', solutionId: 'S1', label: 'CA1501 PEK → SHA' });
  await flushPromises();
  return { wrapper, fake };
}

describe('Pricing screen', () => {
  it('shows a price increase with the shopped and priced totals, and nothing to go on with until it is acknowledged', async () => {
    const { wrapper } = await mountPricing();
    const notice = wrapper.get('[data-testid="price-increase"]');
    expect(notice.text()).toContain('The price went up by CNY 100.00');
    expect(notice.text()).toContain('Shopped CNY 1,000.00, priced CNY 1,100.00');
    expect(wrapper.find('[data-testid="test-order"]').exists()).toBe(false);
    expect(wrapper.get('[data-testid="diff-row"]').attributes('data-change')).toBe('increase');
    wrapper.unmount();
  });

  it('says when the offer was priced in the desk format (21NOV 18:00), not the browser locale', async () => {
    const { wrapper } = await mountPricing();
    const when = wrapper.get('.priced-facts__when').text();
    expect(when).toMatch(/^Priced (\d{2}[A-Z]{3}(\d{2})? \d{2}:\d{2}|today \d{2}:\d{2}|yesterday \d{2}:\d{2}) your time$/);
    wrapper.unmount();
  });

  it('says what the booking-without-card flag means instead of showing the raw API text', async () => {
    const { wrapper } = await mountPricing();
    expect(wrapper.get('[data-testid="priced-facts"]').text()).toContain('Booking without a card');
    expect(wrapper.get('[data-testid="booking-without-card"]').text()).toBe('not allowed (flag 0)');
    expect(wrapper.text()).not.toContain('card flag');
    wrapper.unmount();
  });

  it('acknowledging the new price records it in main and opens the test order form', async () => {
    const { wrapper, fake } = await mountPricing();
    await wrapper.get('[data-testid="acknowledge-increase"]').trigger('click');
    await flushPromises();
    expect(fake.calls).toContainEqual({ name: 'pricing.acknowledge', input: { pricedOfferId: 'p-1' } });
    expect(wrapper.find('[data-testid="price-increase"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="increase-acknowledged"]').exists()).toBe(true);
    expect(wrapper.find('[data-testid="test-order"]').exists()).toBe(true);
    wrapper.unmount();
  });

  it('after the acknowledgement, focus moves on to the next action: the first field of the test order', async () => {
    const { wrapper } = await mountPricing();
    await wrapper.get('[data-testid="acknowledge-increase"]').trigger('click');
    await flushPromises();
    expect(document.activeElement).toBe(wrapper.get('[data-testid="passenger-0-last"] input').element);
    wrapper.unmount();
  });

  it('a pricing cancelled with Esc says so and keeps the offer priced before', async () => {
    let release: () => void = () => undefined;
    const { wrapper } = await mountPricing({
      // The first offer prices at once; the second hangs until the agent cancels it.
      'pricing.price': (input) =>
        (input as { solutionId: string }).solutionId === 'S1'
          ? { ok: true, value: increased }
          : new Promise((resolve) => (release = () => resolve({ ok: false, error: { kind: 'cancelled', message: 'Cancelled.' } }))),
      'requests.cancel': () => {
        release();
        return { ok: true, value: { cancelled: true } };
      },
    });
    const slow = usePricingStore().price({ searchId: 's-1', solutionId: 'S2', label: 'MU5101 PEK → SHA' });
    await flushPromises();
    expect(wrapper.find('[data-testid="pricing-progress"]').exists()).toBe(true);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await slow;
    await flushPromises();
    expect(wrapper.get('[data-testid="pricing-cancelled"]').text()).toContain('Pricing of MU5101 PEK → SHA was cancelled: nothing was priced. The offer below is the one priced before.');
    expect(wrapper.get('[data-testid="priced-total"]').text()).toBe('CNY 1,100.00');
    wrapper.unmount();
  });
});
