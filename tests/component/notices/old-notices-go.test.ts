/**
 * Walkthrough finding 3 (issue 23): old notices stayed — a B039 beside later, unrelated entry-line
 * errors; a dead profile's "ECONNREFUSED …" after switching to a working one; "shown as the file
 * last knew it" after a profile switch. A notice belongs to what caused it and goes when that is over.
 */
import type { ProfileSummary } from '@contract/domains/profiles';
import type { DeskError } from '@contract/result';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from 'vue';
import { DESK_KEY } from '@/bridge/use-desk';
import EntryLine from '@/components/shopping/EntryLine.vue';
import { useOrdersStore } from '@/stores/orders-store';
import { usePricingStore } from '@/stores/pricing-store';
import { useShoppingStore } from '@/stores/shopping-store';
import { useTicketingStore } from '@/stores/ticketing-store';
import { createFakeDesk } from '../support/fake-desk';

const b039: DeskError = { kind: 'api', code: 'B039', message: "Can't find the related data of QQQ.", operation: 'shopping' } as DeskError;
const refused: DeskError = { kind: 'network', message: 'connect ECONNREFUSED 127.0.0.1:9' } as DeskError;
const typed: DeskError = { kind: 'validation', message: 'legs.0.origin is required.', issues: [] } as DeskError;
const unknownPayment: DeskError = { kind: 'outcome-unknown', message: 'no answer' } as DeskError;
const working = { id: 'working', name: 'Working', environment: 'sandbox' } as ProfileSummary;

function stores() {
  const fake = createFakeDesk({ 'shopping.recent': () => ({ ok: true, value: [] }) });
  const pinia = createPinia();
  const app = createApp({}).provide(DESK_KEY, fake.desk).use(pinia);
  setActivePinia(pinia);
  const [shopping, orders, ticketing, pricing] = app.runWithContext(() => [useShoppingStore(), useOrdersStore(), useTicketingStore(), usePricingStore()] as const);
  return { fake, pinia, shopping, orders, ticketing, pricing };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a notice goes when what caused it is over', () => {
  it('a new entry on the entry line ends the failed search’s B039, even one that cannot be read', async () => {
    const { fake, pinia, shopping } = stores();
    shopping.error = b039;
    shopping.status = 'failed';
    const wrapper = mount(EntryLine, { attachTo: document.body, global: { plugins: [pinia], provide: { [DESK_KEY as symbol]: fake.desk } } });
    const input = wrapper.get<HTMLInputElement>('[data-testid="entry-line"]');
    await input.setValue('PEKLON22XYZ');
    await input.trigger('keydown', { key: 'Enter' });
    await flushPromises();
    expect(wrapper.find('[data-testid="entry-line-error"]').exists()).toBe(true);
    expect(shopping.error).toBeNull();
    expect(shopping.status).toBe('idle');
    wrapper.unmount();
  });

  it('switching profile drops the previous profile’s failures and "shown as the file last knew it"', () => {
    const { fake, shopping, orders, ticketing, pricing } = stores();
    shopping.error = refused;
    shopping.status = 'failed';
    orders.openError = { orderNum: '917000000000000001', error: refused };
    orders.openNotice = { orderNum: '917000000000000002', error: refused };
    orders.detailError = refused;
    ticketing.error = refused;
    pricing.error = refused;
    fake.emit('profiles.activeChanged', working);
    expect([shopping.error, orders.openError, orders.openNotice, orders.detailError, ticketing.error, pricing.error]).toEqual([null, null, null, null, null, null]);
    expect(shopping.status).toBe('idle');
  });

  it('keeps what is not about the profile: the agent’s own input, and a payment of unknown outcome', () => {
    const { fake, shopping, ticketing } = stores();
    shopping.error = typed;
    ticketing.error = unknownPayment;
    fake.emit('profiles.activeChanged', working);
    expect(shopping.error).toBe(typed);
    expect(ticketing.error).toBe(unknownPayment);
  });
});
