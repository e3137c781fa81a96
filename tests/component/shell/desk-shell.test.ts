import { flushPromises, mount } from '@vue/test-utils';
import type { ProfileSummary } from '@contract/domains/profiles';
import { createPinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import App from '@/App.vue';
import { DESK_KEY } from '@/bridge/use-desk';
import { createDeskRouter } from '@/router';
import { createFakeDesk } from '../support/fake-desk';
import type { WireDeskApi } from '@contract/desk-api';
import { wording } from '@contract/words';
import { wordedDesk } from '@/bridge/worded-desk';
import { language, setLanguage } from '@/ui-text';

const profile = (environment: ProfileSummary['environment'], name: string): ProfileSummary => ({
  id: name.toLowerCase(), name, environment, apiBaseUrl: 'https://api.example', refundBaseUrl: 'https://refund.example', orderDetailPath: '/json/orderDetail/v13', uploadAttachmentPath: '/json/uploadAttachmentFile', orderPricingBeforeTicketing: true, bookingEnabled: environment === 'sandbox',
  maskedPartnerId: 'ab••••••yz', hasKey: true, builtIn: environment === 'sandbox', active: true,
});

/** `bridged`: the fake desk answers as main does (wordings) and the renderer's bridge words them. */
async function mountShell(path = '/settings', bridged = false) {
  let theme: 'system' | 'light' | 'dark' = 'system';
  let density: 'compact' | 'comfortable' = 'compact';
  const fake = createFakeDesk({
    'app.info': () => ({ ok: true, value: { name: 'Ticketing Desk', version: '9.9.9', mode: 'browser', platform: 'linux' } }),
    'preferences.get': () => ({ ok: true, value: { theme, density } }),
    'preferences.update': (input) => {
      const patch = input as { theme?: typeof theme; density?: typeof density };
      theme = patch.theme ?? theme;
      density = patch.density ?? density;
      return { ok: true, value: { theme, density } };
    },
    'connection.status': () => ({ ok: true, value: { state: 'unknown', profileId: 'sandbox', checkedAt: null, detail: 'No call made to the service yet.' } }),
    'profiles.active': () => ({ ok: true, value: profile('sandbox', 'Sandbox') }),
    'profiles.list': () => ({ ok: true, value: { profiles: [profile('sandbox', 'Sandbox')], keychain: { available: true }, unusedKeys: [] } }),
  });
  const router = createDeskRouter();
  const wrapper = mount(App, { global: { plugins: [createPinia(), router], provide: { [DESK_KEY as symbol]: bridged ? wordedDesk(fake.desk as unknown as WireDeskApi, () => language.value) : fake.desk } }, attachTo: document.body });
  await router.push(path);
  await flushPromises();
  return { wrapper, fake };
}

describe('desk shell', () => {
  it('shows the active profile, its environment badge, the connection status and the mode', async () => {
    const { wrapper } = await mountShell();
    expect(wrapper.get('[data-testid="active-profile"]').text()).toContain('Sandbox');
    expect(wrapper.get('[data-testid="environment-badge"]').text()).toBe('SANDBOX');
    expect(wrapper.get('[data-testid="connection-status"]').text()).toContain('Not checked');
    expect(wrapper.get('[data-testid="status-bar"]').text()).toContain('Browser mode');
    expect(wrapper.get('[data-testid="status-bar"]').text()).toContain('Version 9.9.9');
    wrapper.unmount();
  });

  it('follows connection and profile events from main at once', async () => {
    const { wrapper, fake } = await mountShell();
    fake.emit('connection.changed', { state: 'offline', profileId: 'sandbox', checkedAt: '2026-11-21T10:00:00Z', detail: 'Could not reach the service.' });
    fake.emit('profiles.activeChanged', profile('production', 'Agency Live'));
    await flushPromises();
    expect(wrapper.get('[data-testid="connection-status"]').text()).toContain('Offline');
    expect(wrapper.get('[data-testid="environment-badge"]').text()).toBe('PRODUCTION');
    expect(wrapper.get('[data-testid="environment-badge"]').classes()).toContain('environment-badge--production');
    expect(wrapper.get('[data-testid="active-profile"]').text()).toContain('Agency Live');
    wrapper.unmount();
  });

  it('words the connection detail main sends in the language of the moment, and again after a switch', async () => {
    const { wrapper, fake } = await mountShell('/settings', true);
    fake.emit('connection.changed', { state: 'online', profileId: 'sandbox', checkedAt: '2026-11-21T10:00:00Z', detail: wording('connection.answered', { status: 200 }) });
    await flushPromises();
    const detail = () => wrapper.get('[data-testid="connection-detail"]').text();
    expect(detail()).toBe('The service answered (HTTP 200).');
    setLanguage('zh-CN');
    await flushPromises();
    expect(detail()).toBe('服务已响应（HTTP 200）。');
    setLanguage('en');
    wrapper.unmount();
  });

  it('lists every screen in the navigation with its Alt shortcut and an accessible name', async () => {
    const { wrapper } = await mountShell();
    const links = wrapper.findAll('nav a');
    expect(links.map((l) => l.text().replace(/Alt\+\d/, '').trim())).toEqual([
      'Shopping', 'Pricing', 'Ticketing', 'Refunds', 'Reimbursements', 'Ancillaries', 'Orders', 'Settings', 'Reports',
    ]);
    expect(links.map((l) => l.attributes('aria-keyshortcuts'))).toEqual(['Alt+1', 'Alt+2', 'Alt+3', 'Alt+4', 'Alt+5', 'Alt+6', 'Alt+7', 'Alt+8', 'Alt+9']);
    wrapper.unmount();
  });

  it('cycles the theme and asks main to remember it', async () => {
    const { wrapper, fake } = await mountShell();
    await wrapper.get('[data-testid="theme-toggle"]').trigger('click');
    await flushPromises();
    expect(fake.calls.filter((c) => c.name === 'preferences.update').map((c) => c.input)).toEqual([{ theme: 'light' }]);
    expect(document.documentElement.dataset.theme).toBe('light');
    await wrapper.get('[data-testid="theme-toggle"]').trigger('click');
    await flushPromises();
    expect(document.documentElement.dataset.theme).toBe('dark');
    wrapper.unmount();
  });

  it('offers the comfortable density in Settings, asks main to remember it and applies it at once', async () => {
    const { wrapper, fake } = await mountShell('/settings');
    expect(document.documentElement.dataset.density).toBe('compact');
    await wrapper.get('[data-testid="density-comfortable"]').setValue(true);
    await flushPromises();
    expect(fake.calls.filter((c) => c.name === 'preferences.update').map((c) => c.input)).toEqual([{ density: 'comfortable' }]);
    expect(document.documentElement.dataset.density).toBe('comfortable');
    expect(document.documentElement.style.getPropertyValue('--desk-row-line')).toBe('26px');
    wrapper.unmount();
  });

  it('Alt+digit puts focus on the screen\'s start, unless a key pressed meanwhile already moved it', async () => {
    const { wrapper } = await mountShell('/settings');
    const altEight = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: '8', code: 'Digit8', altKey: true, bubbles: true }));
    const settle = async () => {
      await flushPromises();
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    altEight();
    await settle();
    expect(document.activeElement?.classList.contains('screen-title')).toBe(true);

    // Alt+8 then, before the desk got round to focusing, a key that put focus in a field.
    const field = wrapper.get('main input').element as HTMLInputElement;
    altEight();
    field.focus();
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', code: 'KeyA', bubbles: true }));
    await settle();
    expect(document.activeElement).toBe(field);
    wrapper.unmount();
  });
});
