/**
 * The entry line keeps what was typed until its search answers (issue 23, finding 10): a search
 * that fails or is cancelled leaves the entry on the line, to fix or run again; new results empty
 * it for the next entry, unless the agent has typed over it meanwhile.
 */
import type { ShoppingResults } from '@contract/domains/shopping';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, describe, expect, it } from 'vitest';
import { DESK_KEY } from '@/bridge/use-desk';
import EntryLine from '@/components/shopping/EntryLine.vue';
import { useShoppingStore } from '@/stores/shopping-store';
import { createFakeDesk } from '../../support/fake-desk';

function mountLine() {
  const fake = createFakeDesk({ 'shopping.recent': () => ({ ok: true, value: [] }) });
  const pinia = createPinia();
  setActivePinia(pinia);
  const wrapper = mount(EntryLine, { props: { today: '2026-11-20' }, global: { plugins: [pinia], provide: { [DESK_KEY as symbol]: fake.desk } }, attachTo: document.body });
  return { wrapper, store: useShoppingStore() };
}

async function enter(wrapper: ReturnType<typeof mountLine>['wrapper'], line: string): Promise<void> {
  const input = wrapper.get('[data-testid="entry-line"]');
  await input.setValue(line);
  await input.trigger('keydown', { key: 'Enter' });
  await flushPromises();
}

const value = (wrapper: ReturnType<typeof mountLine>['wrapper']) => (wrapper.get('[data-testid="entry-line"]').element as HTMLInputElement).value;
const answer = (searchId: string) => ({ searchId, search: { legs: [] } }) as unknown as ShoppingResults;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the entry line after its search', () => {
  it('keeps the entry when the search fails, and when it is cancelled', async () => {
    const { wrapper, store } = mountLine();
    await enter(wrapper, 'PEKQQQ22DEC');
    expect(wrapper.emitted('entry')).toHaveLength(1);
    store.status = 'searching';
    await flushPromises();
    store.status = 'failed';
    await flushPromises();
    expect(value(wrapper)).toBe('PEKQQQ22DEC');

    store.results = answer('earlier');
    await flushPromises();
    expect(value(wrapper)).toBe('PEKQQQ22DEC'); // results of nothing typed here: the failed entry stays

    await enter(wrapper, 'PEKLON22DEC/29DEC');
    store.status = 'searching';
    store.previousBecause = 'searching';
    await flushPromises();
    store.status = 'done';
    store.previousBecause = 'cancelled';
    await flushPromises();
    expect(value(wrapper)).toBe('PEKLON22DEC/29DEC');
    wrapper.unmount();
  });

  it('empties for the next entry when its results arrive, unless typed over meanwhile', async () => {
    const { wrapper, store } = mountLine();
    await enter(wrapper, 'PEKLON22DEC');
    store.status = 'searching';
    await flushPromises();
    store.results = answer('first');
    store.status = 'done';
    await flushPromises();
    expect(value(wrapper)).toBe('');

    await enter(wrapper, 'PEKPAR22DEC');
    await wrapper.get('[data-testid="entry-line"]').setValue('PEKPAR22DEC /C');
    store.results = answer('second');
    await flushPromises();
    expect(value(wrapper)).toBe('PEKPAR22DEC /C');
    wrapper.unmount();
  });

  it('names the key back to the results among its keys', () => {
    const { wrapper } = mountLine();
    expect(wrapper.get('[data-testid="entry-line"]').attributes('aria-keyshortcuts')).toContain('Alt+G');
    wrapper.unmount();
  });
});
