/**
 * Ticketing's order number line (issue 23, walkthrough item 6): the suggestions listed the same
 * order twice when two profiles of one environment held it, and stayed open over the order's
 * details. Suggestions are what Enter would open (the active profile's environment, each number
 * once); the list closes when a number is opened (an answer to an earlier keystroke does not
 * reopen it) and when the focus leaves the line.
 */
import type { OrderRow, OrderSearchResult } from '@contract/domains/orders';
import type { DeskResult } from '@contract/result';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, describe, expect, it } from 'vitest';
import OrderNumberLine from '@/components/ticketing/OrderNumberLine.vue';
import { DESK_KEY } from '@/bridge/use-desk';
import { useActiveProfileStore } from '@/stores/active-profile-store';
import { createFakeDesk } from '../support/fake-desk';
import { filedOrder, profile } from './fixtures';

const NUMBER = '917083410105919001';
const row = (id: number, orderNum: string, profileId: string): OrderRow & { tier: 'identifier' } => {
  const { id: _id, orderNum: _num, ...rest } = filedOrder('test', profileId);
  return { ...rest, id, orderNum, tier: 'identifier' };
};
const answer = (rows: OrderRow[]): DeskResult<OrderSearchResult> => ({ ok: true, value: { query: '', rows: rows.map((r) => ({ ...r, tier: 'identifier' as const })), more: false, elapsedMs: 1 } });

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

function mountLine(search: (input: unknown) => DeskResult<unknown> | Promise<DeskResult<unknown>>) {
  const fake = createFakeDesk({ 'orders.search': search });
  const pinia = createPinia();
  setActivePinia(pinia);
  const wrapper = mount(OrderNumberLine, { props: { disabled: false }, global: { plugins: [pinia], provide: { [DESK_KEY as symbol]: fake.desk } }, attachTo: document.body });
  // The store was made inside the line (it needs the desk provided); the active profile is set as main announces it.
  useActiveProfileStore().active = profile('agency-test', 'test');
  unmount = () => wrapper.unmount();
  const input = wrapper.get('[data-testid="order-number"] input');
  return { wrapper, fake, input };
}

const options = (wrapper: ReturnType<typeof mountLine>['wrapper']) => wrapper.findAll('[data-testid="order-suggestions"] [role="option"]').map((option) => option.text());

describe('the order number line', () => {
  it('lists an order once when two profiles of the environment hold it, and asks only for the active environment', async () => {
    // Two accounts of one environment (or a deleted profile's copy) can both hold a number.
    const { wrapper, fake, input } = mountLine(() => answer([row(1, NUMBER, 'agency-other'), row(2, NUMBER, 'agency-test'), row(3, '917083410105919002', 'agency-test')]));
    await input.setValue('9170834');
    await flushPromises();
    const listed = options(wrapper);
    expect(listed).toHaveLength(2);
    expect(listed.filter((text) => text.includes(NUMBER))).toHaveLength(1);
    expect(fake.calls.find((call) => call.name === 'orders.search')?.input).toMatchObject({ filters: { kinds: ['air'], environments: ['test'] } });
  });

  it('Enter opens the number and the list stays closed when the answer to the last keystroke arrives afterwards', async () => {
    let release: (value: DeskResult<unknown>) => void = () => undefined;
    const { wrapper, input } = mountLine(() => new Promise((resolve) => (release = resolve)));
    await input.setValue(NUMBER);
    input.element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await flushPromises();
    expect(wrapper.emitted('open')).toEqual([[NUMBER]]);
    release(answer([row(1, NUMBER, 'agency-test'), row(3, '917083410105919002', 'agency-test')]));
    await flushPromises();
    expect(wrapper.find('[data-testid="order-suggestions"]').exists()).toBe(false);
    expect(input.attributes('aria-expanded')).toBe('false');
  });

  it('the list closes when the focus leaves the line', async () => {
    const outside = document.body.appendChild(document.createElement('button'));
    const { wrapper, input } = mountLine(() => answer([row(1, NUMBER, 'agency-test'), row(3, '917083410105919002', 'agency-test')]));
    (input.element as HTMLInputElement).focus();
    await input.setValue('9170834');
    await flushPromises();
    expect(options(wrapper)).toHaveLength(2);
    outside.focus();
    input.element.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: outside }));
    await flushPromises();
    expect(wrapper.find('[data-testid="order-suggestions"]').exists()).toBe(false);
    outside.remove();
  });
});
