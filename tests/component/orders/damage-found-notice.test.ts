/**
 * Issue 23, start time: a file in use that the background check (after the start) found damaged
 * is told as soon as it is found (the `storage.damageFound` event), on the status bar and on
 * Orders, with SQLite's words and what to do: start again, and the file is set aside and
 * salvaged as at a start. Never silently.
 */
import { flushPromises, mount } from '@vue/test-utils';
import type { OrderFileStatus, StorageFileStatus } from '@contract/domains/orders';
import { createPinia } from 'pinia';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import App from '@/App.vue';
import { DESK_KEY } from '@/bridge/use-desk';
import { createDeskRouter } from '@/router';
import { createFakeDesk } from '../support/fake-desk';

const PROBLEM = '*** in database main ***\nTree 39 page 384: btreeInitPage() returns error code 11';

async function mountDesk() {
  let damaged = false;
  const files = (): StorageFileStatus[] => [
    { name: 'orders', path: '/data/orders.sqlite', setAside: [], ...(damaged ? { damageFound: { at: '2026-11-26T09:00:03.000Z', problem: PROBLEM } } : {}) },
    { name: 'archive', path: '/data/archive.sqlite', setAside: [] },
  ];
  const status = (): OrderFileStatus => ({ files: files(), orderCount: 1200, profiles: [] });
  const fake = createFakeDesk({
    'app.info': () => ({ ok: true, value: { name: 'Ticketing Desk', version: '9.9.9', mode: 'browser', platform: 'linux' } }),
    'preferences.get': () => ({ ok: true, value: { theme: 'system', density: 'compact' } }),
    'connection.status': () => ({ ok: true, value: { state: 'unknown', profileId: 'sandbox', checkedAt: null, detail: 'No call made to the service yet.' } }),
    'orders.status': () => ({ ok: true, value: status() }),
    'orders.list': () => ({ ok: true, value: { rows: [], total: 0 } }),
  });
  const router = createDeskRouter();
  const wrapper = mount(App, { global: { plugins: [createPinia(), router], provide: { [DESK_KEY as symbol]: fake.desk } }, attachTo: document.body });
  await router.push('/settings');
  await flushPromises();
  return { wrapper, fake, router, findDamage: () => (damaged = true) };
}

beforeAll(async () => {
  await Promise.all([import('@/views/OrdersView.vue'), import('@/views/SettingsView.vue')]);
}, 60_000);

describe('damage found by the background check', () => {
  it('is said on the status bar as soon as it is found, and on Orders with what to do', async () => {
    const { wrapper, fake, router, findDamage } = await mountDesk();
    expect(wrapper.find('[data-testid="status-damage-found"]').exists()).toBe(false);

    // Main finds it after the page has loaded: the event brings it, no reload needed.
    findDamage();
    fake.emit('storage.damageFound', { name: 'orders' });
    await flushPromises();
    expect(wrapper.get('[data-testid="status-damage-found"]').text()).toContain('The order file has damaged pages: close the desk and start it again');

    await wrapper.get('[data-testid="status-damage-found"] button').trigger('click');
    await vi.waitFor(() => expect(router.currentRoute.value.path).toBe('/orders'), { timeout: 5000 });
    await flushPromises();
    await vi.waitFor(() => expect(wrapper.find('[data-testid="damage-found"]').exists()).toBe(true));
    const notice = wrapper.get('[data-testid="damage-found"]');
    expect(notice.attributes('role')).toBe('alert');
    expect(notice.text()).toContain('The order file has damaged pages (found by the check after the start,');
    expect(notice.text()).toContain('SQLite says: *** in database main ***');
    expect(notice.text()).toContain('at the start it sets the file aside (nothing is deleted) and copies every order it can still read into a fresh file');
    wrapper.unmount();
  }, 30_000);
});
