/**
 * The Ticketing screen with a fake desk: a production order's payment goes out only after Alt+P,
 * the typed last four digits and Ctrl+Enter, carrying the amount confirmed; a passed last
 * ticketing time disables paying and says why; an unknown outcome offers Check, which calls
 * `ticketing.check`; force issue is offered on a paid sandbox order only.
 */
import type { FiledOrder } from '@contract/domains/orders';
import type { OfferDiff } from '@contract/domains/pricing';
import type { OrderPriceCheck, PaymentResult } from '@contract/domains/ticketing';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { serviceDateTime } from '@contract/format/service-time';
import { describe, expect, it } from 'vitest';
import { followServiceClock } from '@/bridge/service-clock';
import { DESK_KEY } from '@/bridge/use-desk';
import { createDeskRouter } from '@/router';
import { useActiveProfileStore } from '@/stores/active-profile-store';
import TicketingView from '@/views/TicketingView.vue';
import { createFakeDesk } from '../support/fake-desk';
import { filedOrder, preFlightOf, profile } from './fixtures';

async function mountWith(order: FiledOrder, activeEnvironment = order.environment, orderPricing: OrderPriceCheck | null = null) {
  const paid: PaymentResult = { outcome: 'paid', order: { ...order, pendingWrites: [], status: { code: 'ISS_PRC', text: null, key: 'ISS_PRC', group: 'issuing' } }, amounts: { orderAmount: '1200.00', transactionExpense: '1.20', payAmount: '1201.20', sum: '1201.20', adds: true, difference: '0.00', currency: 'CNY' } };
  const fake = createFakeDesk({
    'ticketing.queue': () => ({ ok: true, value: { rows: [{ ...order, lastTicketingTime: order.lastTicketingTime }], more: false } }),
    'ticketing.prepare': () => ({ ok: true, value: preFlightOf(order, orderPricing) }),
    'ticketing.acknowledgePrice': () => ({ ok: true, value: { ...orderPricing!, acknowledgedAt: '2026-11-23T10:05:00.000Z' } }),
    'ticketing.pay': () => ({ ok: true, value: paid }),
    'ticketing.check': () => ({ ok: true, value: { ...paid, outcome: 'already-paid', amounts: null } }),
    'orders.search': () => ({ ok: true, value: { query: '', rows: [], more: false, elapsedMs: 1 } }),
  });
  const pinia = createPinia();
  setActivePinia(pinia);
  const router = createDeskRouter();
  await router.push('/ticketing');
  const wrapper = mount(TicketingView, { global: { plugins: [pinia, router], provide: { [DESK_KEY as symbol]: fake.desk } }, attachTo: document.body });
  useActiveProfileStore().active = profile(order.profileId, activeEnvironment);
  await flushPromises();
  // Enter on the queue's row opens the pre-flight.
  wrapper.get('[data-testid="pay-queue-list"]').element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  await flushPromises();
  return { wrapper, fake };
}
const key = (init: KeyboardEventInit & { key: string }, target: EventTarget = window) => target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));

describe('the Ticketing screen', () => {
  it('production: Alt+P asks for the last four digits; Ctrl+Enter then pays with the amount confirmed and the digits', async () => {
    const { wrapper, fake } = await mountWith(filedOrder('production', 'agency-live'));
    expect(wrapper.get('[data-testid="pre-flight-environment"]').text()).toBe('PRODUCTION');
    key({ key: 'p', code: 'KeyP', altKey: true });
    await flushPromises();
    const confirm = wrapper.get('[data-testid="payment-confirm"]');
    expect(confirm.attributes('data-environment')).toBe('production');
    const digits = confirm.get('[data-testid="confirm-digits"] input');
    key({ key: 'Enter', ctrlKey: true }, digits.element);
    await flushPromises();
    expect(fake.calls.filter((call) => call.name === 'ticketing.pay')).toEqual([]);
    await digits.setValue('9001');
    key({ key: 'Enter', ctrlKey: true }, digits.element);
    await flushPromises();
    expect(fake.calls.filter((call) => call.name === 'ticketing.pay').map((call) => call.input)).toEqual([
      { orderId: 7, contact: { name: 'ZHANG/SAN', email: 'agent@example.com', telNum: '+8613800138000' }, confirmed: { amount: '1200.00', currency: 'CNY', lastFourDigits: '9001' } },
    ]);
    expect(wrapper.get('[data-testid="payment-outcome"]').text()).toContain('✓ = CNY 1,201.20: adds up');
    expect(wrapper.find('[data-testid="force-issue"]').exists()).toBe(false); // never on a real profile
    wrapper.unmount();
  });

  it('a passed last ticketing time: paying is disabled and the panel says why', async () => {
    const { wrapper } = await mountWith(filedOrder('test', 'agency-test', { lastTicketingTime: '2020-01-01 10:00:00' }));
    expect(wrapper.get('[data-testid="deadline"]').attributes('data-state')).toBe('passed');
    expect(wrapper.get('[data-testid="deadline-passed"]').text()).toContain('the desk will not send it');
    expect(wrapper.get('[data-testid="pay"]').attributes('disabled')).toBeDefined();
    expect(wrapper.get('[data-testid="pay-blocked"]').text()).toBe('The last ticketing time has passed.');
    key({ key: 'p', code: 'KeyP', altKey: true });
    await flushPromises();
    expect(wrapper.find('[data-testid="payment-confirm"]').exists()).toBe(false);
    wrapper.unmount();
  });

  it('judges the last ticketing time on the service\'s clock: a sandbox clock advanced past it shows it passed', async () => {
    // Two hours from now on this computer, but the sandbox's clock runs three hours ahead.
    const clockDesk = createFakeDesk({ 'serviceClock.get': () => ({ ok: true, value: { profileId: 'sandbox', aheadMinutes: 180 } }) });
    const stop = await followServiceClock(clockDesk.desk);
    try {
      const { wrapper } = await mountWith(filedOrder('sandbox', 'sandbox', { lastTicketingTime: serviceDateTime(Date.now() + 2 * 3_600_000) }));
      expect(wrapper.get('[data-testid="deadline"]').attributes('data-state')).toBe('passed');
      expect(wrapper.get('[data-testid="pay"]').attributes('disabled')).toBeDefined();
      // Back on the real clock (the sandbox reset): the same order has two hours left, at once.
      clockDesk.emit('serviceClock.changed', { profileId: 'sandbox', aheadMinutes: 0 });
      await flushPromises();
      expect(wrapper.get('[data-testid="deadline"]').attributes('data-state')).toBe('open');
      wrapper.unmount();
    } finally {
      clockDesk.emit('serviceClock.changed', { profileId: 'sandbox', aheadMinutes: 0 });
      stop();
    }
  });

  it('outcome unknown: Check explains why re-sending is safe, Alt+K calls ticketing.check, B024 reads as already paid', async () => {
    const order = filedOrder('sandbox', 'sandbox', { pendingWrites: [{ operation: 'ticketing', state: 'outcome-unknown', requestId: 'r1', since: '2026-11-23T10:00:00.000Z' }] });
    const { wrapper, fake } = await mountWith(order);
    expect(wrapper.get('[data-testid="payment-unknown"]').text()).toContain('never charged twice');
    expect(wrapper.get('[data-testid="pay"]').attributes('disabled')).toBeDefined();
    key({ key: 'k', code: 'KeyK', altKey: true });
    await flushPromises();
    expect(fake.calls.filter((call) => call.name === 'ticketing.check').map((call) => call.input)).toEqual([{ orderId: 7 }]);
    expect(wrapper.get('[data-testid="payment-outcome"]').attributes('data-outcome')).toBe('already-paid');
    expect(wrapper.get('[data-testid="payment-outcome"]').text()).toContain('nothing was charged again');
    expect(wrapper.find('[data-testid="force-issue"]').exists()).toBe(true); // sandbox, paid: Alt+I issues it
    wrapper.unmount();
  });

  it('order pricing changed the price: the same comparison as Pricing, Pay disabled until acknowledged (focus on the acknowledgement), then Pay takes focus', async () => {
    const diff: OfferDiff = {
      rows: [
        { section: 'price', label: 'Adult fare', shopped: '1100.00', priced: '1190.00', change: 'increase', delta: '90.00' },
        { section: 'price', label: 'Order amount', shopped: '1200.00', priced: '1290.00', change: 'increase', delta: '90.00' },
      ],
      totalShopped: '1200.00', totalPriced: '1290.00', totalDelta: '90.00', priceIncreased: true, anyChange: true,
    };
    const changed: OrderPriceCheck = { state: 'changed', checkedAt: '2026-11-23T10:00:00.000Z', diff, currency: 'CNY', acknowledgedAt: null, error: null };
    const { wrapper, fake } = await mountWith(filedOrder('sandbox', 'sandbox'), 'sandbox', changed);
    const check = wrapper.get('[data-testid="order-pricing"]');
    expect(check.attributes('data-state')).toBe('changed');
    expect(check.get('[data-testid="price-increase"]').text()).toContain('The order’s price changed by CNY 90.00 at order pricing');
    expect(check.get('[data-testid="price-diff"]').text()).toContain('In the order file');
    expect(check.findAll('[data-testid="diff-row"][data-change="increase"]')).toHaveLength(2);
    expect(wrapper.get('[data-testid="pay"]').attributes('disabled')).toBeDefined();
    expect(wrapper.get('[data-testid="pay-blocked"]').text()).toBe('The price changed at order pricing: acknowledge it first.');
    expect(document.activeElement).toBe(check.get('[data-testid="acknowledge-increase"]').element);
    key({ key: 'p', code: 'KeyP', altKey: true });
    await flushPromises();
    expect(wrapper.find('[data-testid="payment-confirm"]').exists()).toBe(false);

    await check.get('[data-testid="acknowledge-increase"]').trigger('click');
    await flushPromises();
    expect(fake.calls.filter((call) => call.name === 'ticketing.acknowledgePrice').map((call) => call.input)).toEqual([{ orderId: 7 }]);
    expect(wrapper.get('[data-testid="order-pricing-acknowledged"]').text()).toContain('the order now costs CNY 1,290.00');
    expect(wrapper.get('[data-testid="pay"]').attributes('disabled')).toBeUndefined();
    expect(document.activeElement).toBe(wrapper.get('[data-testid="pay"]').element);
    wrapper.unmount();
  });
});
