import type { Preferences } from '@contract/domains/app';
import { flushPromises, mount } from '@vue/test-utils';
import { NMessageProvider } from 'naive-ui';
import { describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { DESK_KEY } from '@/bridge/use-desk';
import DiagnosticsPanel from '@/components/settings/DiagnosticsPanel.vue';
import { createFakeDesk } from '../support/fake-desk';

const preferences: Preferences = { theme: 'system', density: 'compact', diagnosticsLogging: false, shoppingTimeoutSeconds: 60, overdueDays: 14, language: 'en', pollIntervalMinutes: 30 };

async function mountPanel() {
  const fake = createFakeDesk({
    'preferences.get': () => ({ ok: true, value: preferences }),
    'preferences.update': (input) => ({ ok: true, value: { ...preferences, ...(input as Partial<Preferences>) } }),
  });
  const Host = defineComponent({ render: () => h(NMessageProvider, () => h(DiagnosticsPanel)) });
  const wrapper = mount(Host, { global: { provide: { [DESK_KEY as symbol]: fake.desk } }, attachTo: document.body });
  await flushPromises();
  return { wrapper, fake, input: () => wrapper.get('[data-testid="shopping-timeout"] input') };
}

describe('search time-out setting', () => {
  it('has no default "Please Input" placeholder: it states the range', async () => {
    const { wrapper, input } = await mountPanel();
    expect(input().attributes('placeholder')).toBe('10–300');
    expect(wrapper.text()).not.toMatch(/Please Input/i);
    wrapper.unmount();
  });

  it.each(['5', '301', 'abc', '12.5'])('refuses %s with a message naming the field and the range, keeps what was typed and saves nothing', async (typed) => {
    const { wrapper, fake, input } = await mountPanel();
    await input().setValue(typed);
    await input().trigger('blur');
    await flushPromises();
    expect(wrapper.get('[data-testid="shopping-timeout-error"]').text()).toBe(`Search time-out must be a whole number of seconds from 10 to 300; "${typed}" is not. Nothing was changed.`);
    expect((input().element as HTMLInputElement).value).toBe(typed);
    expect(fake.calls.some((call) => call.name === 'preferences.update')).toBe(false);
    wrapper.unmount();
  });

  it('saves a value in range on Enter', async () => {
    const { wrapper, fake, input } = await mountPanel();
    await input().setValue('90');
    await input().trigger('keydown', { key: 'Enter' });
    await flushPromises();
    expect(fake.calls).toContainEqual({ name: 'preferences.update', input: { shoppingTimeoutSeconds: 90 } });
    expect(wrapper.find('[data-testid="shopping-timeout-error"]').exists()).toBe(false);
    wrapper.unmount();
  });
});
