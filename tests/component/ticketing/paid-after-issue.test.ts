/**
 * After Force issue the paid amounts stay on screen (issue 23, finding 14): they were replaced by
 * the disabled Pay button. They are also shown for a paid or issued order opened again, read from
 * the order file's Ticketing lines, with the desk's check of the sum.
 */
import type { FiledOrder } from '@contract/domains/orders';
import type { PaymentResult } from '@contract/domains/ticketing';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { DESK_KEY } from '@/bridge/use-desk';
import { createDeskRouter } from '@/router';
import { useActiveProfileStore } from '@/stores/active-profile-store';
import TicketingView from '@/views/TicketingView.vue';
import { createFakeDesk } from '../support/fake-desk';
import { filedOrder, preFlightOf, profile } from './fixtures';

const PAID_LINES: FiledOrder['amounts'] = [
  { key: 'orderAmount', amount: '18179.29', currency: null },
  { key: 'transactionExpense', amount: '18.18', currency: null },
  { key: 'payAmount', amount: '18197.47', currency: null },
];
const issuing = { code: 'ISS_PRC', text: null, key: 'ISS_PRC', group: 'issuing' } as const;
const issuedStatus = { code: 'ISSED', text: null, key: 'ISSED', group: 'issued' } as const;

async function mountWith(order: FiledOrder) {
  const paidOrder: FiledOrder = { ...order, status: issuing, amounts: PAID_LINES };
  const paid: PaymentResult = { outcome: 'paid', order: paidOrder, amounts: { orderAmount: '18179.29', transactionExpense: '18.18', payAmount: '18197.47', sum: '18197.47', adds: true, difference: '0.00', currency: 'CNY' } };
  const fake = createFakeDesk({
    'ticketing.queue': () => ({ ok: true, value: { rows: [order], more: false } }),
    'ticketing.prepare': () => ({ ok: true, value: preFlightOf(order) }),
    'ticketing.pay': () => ({ ok: true, value: paid }),
    'ticketing.forceIssue': () => ({ ok: true, value: { order: { ...paidOrder, status: issuedStatus } } }),
    'orders.search': () => ({ ok: true, value: { query: '', rows: [], more: false, elapsedMs: 1 } }),
  });
  const pinia = createPinia();
  setActivePinia(pinia);
  const router = createDeskRouter();
  await router.push('/ticketing');
  const wrapper = mount(TicketingView, { global: { plugins: [pinia, router], provide: { [DESK_KEY as symbol]: fake.desk } }, attachTo: document.body });
  useActiveProfileStore().active = profile(order.profileId, order.environment);
  await flushPromises();
  wrapper.get('[data-testid="pay-queue-list"]').element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  await flushPromises();
  return { wrapper, fake };
}
const key = (init: KeyboardEventInit & { key: string }, target: EventTarget = window) => target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));

describe('what was paid stays visible', () => {
  it('after Force issue (Alt+I): the amounts and the sum check, under the issued status', async () => {
    const { wrapper, fake } = await mountWith(filedOrder('sandbox', 'sandbox'));
    key({ key: 'p', code: 'KeyP', altKey: true });
    await flushPromises();
    key({ key: 'Enter', ctrlKey: true }, wrapper.get('[data-testid="confirm-pay"]').element);
    await flushPromises();
    expect(wrapper.get('[data-testid="pay-amount"]').text()).toBe('CNY 18,197.47');
    key({ key: 'i', code: 'KeyI', altKey: true });
    await flushPromises();
    expect(fake.calls.some((call) => call.name === 'ticketing.forceIssue')).toBe(true);
    expect(wrapper.get('[data-testid="pre-flight-status"]').text()).toBe('Issued');
    const outcome = wrapper.get('[data-testid="payment-outcome"]');
    expect(outcome.text()).toContain('Paid — Issued');
    expect(outcome.get('[data-testid="pay-amount"]').text()).toBe('CNY 18,197.47');
    expect(outcome.get('[data-testid="sum-check"]').attributes('data-adds')).toBe('true');
    wrapper.unmount();
  });

  it('an issued order opened again shows what the file says was paid', async () => {
    const { wrapper } = await mountWith(filedOrder('sandbox', 'sandbox', { status: issuedStatus, amounts: PAID_LINES, payGate: 'Prepay' }));
    const outcome = wrapper.get('[data-testid="payment-outcome"]');
    // The pay gate is said once, in the summary.
    expect(wrapper.text().match(/Paid with Prepay/g)).toHaveLength(1);
    expect(outcome.get('[data-testid="pay-amount"]').text()).toBe('CNY 18,197.47');
    expect(outcome.text()).toContain('CNY 18,179.29');
    expect(outcome.get('[data-testid="sum-check"]').attributes('data-adds')).toBe('true');
    wrapper.unmount();
  });
});
