import type { AgencyHolder, AgencyState, AgencySyncState } from '@contract/domains/agency';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { defineComponent, h, ref } from 'vue';
import { DESK_KEY } from '@/bridge/use-desk';
import OrdersFilterBar from '@/components/orders/OrdersFilterBar.vue';
import { filtersOf, type OrderFilterChoice } from '@/stores/orders-store';
import { createFakeDesk } from '../support/fake-desk';

/**
 * Orders' "Mine / Everyone / by agent" (issue 24, docs/team-sync.md): with team sync on, the filter
 * bar chooses whose orders are listed — this desk's agent's, everyone's, or another agent's — and
 * the choice becomes the contract's `holders` filter. With team sync off it is not there at all.
 */
const IN_SYNC: AgencySyncState = { state: 'in-sync', waiting: 0, at: '2026-11-26T10:41:00.000Z' };
const HOLDERS: AgencyHolder[] = [
  { code: 'LI', name: 'Agent Li', orders: 12 },
  { code: 'WANG', name: 'Agent Wang', orders: 3 },
];

async function mountBar(sync: AgencySyncState) {
  const state: AgencyState = { deskId: 'desk-a', agent: sync.state === 'off' ? null : { name: 'Agent Li', code: 'LI' }, server: null, passwordSaved: false, sync };
  const fake = createFakeDesk({ 'agency.state': () => ({ ok: true, value: state }), 'agency.holders': () => ({ ok: true, value: HOLDERS }) });
  const choice = ref<OrderFilterChoice>({ kind: '', group: '', profileId: '', from: '', to: '', holder: '' });
  const query = ref('');
  const Host = defineComponent(() => () =>
    h(OrdersFilterBar, { fileStatus: null, opening: false, query: query.value, 'onUpdate:query': (next: string) => (query.value = next), choice: choice.value, 'onUpdate:choice': (next: OrderFilterChoice) => (choice.value = next) }),
  );
  const wrapper = mount(Host, { global: { plugins: [createPinia()], provide: { [DESK_KEY as symbol]: fake.desk } }, attachTo: document.body });
  await flushPromises();
  return { wrapper, choice, fake };
}

describe('the Orders filter "Mine / Everyone / by agent"', () => {
  it('is not there while team sync is off, and the list filters by no agent', async () => {
    const { wrapper, choice, fake } = await mountBar({ state: 'off' });
    expect(wrapper.find('[data-testid="orders-holder"]').exists()).toBe(false);
    expect(fake.calls.some((call) => call.name === 'agency.holders')).toBe(false);
    expect(filtersOf(choice.value).holders).toBeUndefined();
    wrapper.unmount();
  });

  it('offers Everyone, Mine (this desk\'s agent) and every other agent holding orders, in both words and counts', async () => {
    const { wrapper } = await mountBar(IN_SYNC);
    const select = wrapper.find('[data-testid="orders-holder"]');
    expect(select.attributes('aria-label')).toBe('Whose orders');
    expect(select.findAll('option').map((option) => [option.attributes('value'), option.text()])).toEqual([
      ['', 'Everyone'],
      ['LI', 'Mine (LI)'],
      ['WANG', 'Agent Wang (WANG) · 3'],
    ]);
    expect(select.find('optgroup').attributes('label')).toBe('By agent');
    wrapper.unmount();
  });

  it('Mine lists this desk\'s agent\'s orders, an agent theirs, Everyone all: the choice is the contract\'s holders filter', async () => {
    const { wrapper, choice } = await mountBar(IN_SYNC);
    const select = wrapper.find('[data-testid="orders-holder"]');
    await select.setValue('LI');
    expect(filtersOf(choice.value)).toEqual({ holders: ['LI'] });
    await select.setValue('WANG');
    expect(filtersOf(choice.value)).toEqual({ holders: ['WANG'] });
    await select.setValue('');
    expect(filtersOf(choice.value)).toEqual({});
    wrapper.unmount();
  });

  it('when team sync goes off, the control goes and its choice with it (no hidden filter left on the list)', async () => {
    const { wrapper, choice, fake } = await mountBar(IN_SYNC);
    await wrapper.find('[data-testid="orders-holder"]').setValue('WANG');
    fake.emit('agency.statusChanged', { state: 'off' });
    await flushPromises();
    expect(wrapper.find('[data-testid="orders-holder"]').exists()).toBe(false);
    expect(choice.value.holder).toBe('');
    expect(filtersOf(choice.value).holders).toBeUndefined();
    wrapper.unmount();
  });
});
