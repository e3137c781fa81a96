/**
 * A set-aside storage file (issue 21, finding 1): the status bar says so from the desk's start,
 * on any screen; its "Details…" goes to Orders with the keyboard on the bring-back button; the
 * notice says what, when, why and what was salvaged; "Bring back" asks main and the notice goes.
 */
import { flushPromises, mount } from '@vue/test-utils';
import type { BroughtBack, OrderFileStatus, StorageFileStatus } from '@contract/domains/orders';
import { createPinia } from 'pinia';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import App from '@/App.vue';
import { DESK_KEY } from '@/bridge/use-desk';
import { createDeskRouter } from '@/router';
import { createFakeDesk } from '../support/fake-desk';

const SET_ASIDE = 'orders.sqlite.unreadable-2026-11-20T08-15-00-000Z';

function files(setAside: boolean): StorageFileStatus[] {
  return [
    {
      name: 'orders',
      path: '/data/orders.sqlite',
      setAside: setAside
        ? [{ fileName: SET_ASIDE, path: `/data/${SET_ASIDE}`, at: '2026-11-20T08:15:00.000Z', reason: 'SQLite found it damaged: database disk image is malformed', salvaged: { copied: 3986, unreadable: 14 }, thisStart: false }]
        : [],
    },
    { name: 'archive', path: '/data/archive.sqlite', setAside: [] },
  ];
}

async function mountDesk() {
  let setAside = true;
  const status = (): OrderFileStatus => ({ files: files(setAside), orderCount: 3986, profiles: [] });
  const brought: BroughtBack = { name: 'orders', fileName: SET_ASIDE, copied: 0, alreadyThere: 3986, unreadable: 14, keptAs: 'orders.sqlite.restored-2026-11-26T09-00-00-000Z' };
  const fake = createFakeDesk({
    'app.info': () => ({ ok: true, value: { name: 'Ticketing Desk', version: '9.9.9', mode: 'browser', platform: 'linux' } }),
    'preferences.get': () => ({ ok: true, value: { theme: 'system', density: 'compact' } }),
    'connection.status': () => ({ ok: true, value: { state: 'unknown', profileId: 'sandbox', checkedAt: null, detail: 'No call made to the service yet.' } }),
    'orders.status': () => ({ ok: true, value: status() }),
    'orders.list': () => ({ ok: true, value: { rows: [], total: 0 } }),
    'orders.bringBack': () => {
      setAside = false;
      return { ok: true, value: brought };
    },
  });
  const router = createDeskRouter();
  const wrapper = mount(App, { global: { plugins: [createPinia(), router], provide: { [DESK_KEY as symbol]: fake.desk } }, attachTo: document.body });
  await router.push('/settings');
  await flushPromises();
  return { wrapper, fake, router };
}

// The screens load on first use; transformed here once, so each test's time is its behaviour's, not
// the compiler's (on a loaded machine the first transform of Orders took 9 s).
beforeAll(async () => {
  await Promise.all([import('@/views/OrdersView.vue'), import('@/views/SettingsView.vue')]);
}, 60_000);

describe('a set-aside storage file', () => {
  it('the status bar says so on any screen, and Details… takes the keyboard to Bring back on Orders', async () => {
    const { wrapper, router } = await mountDesk();
    const line = wrapper.get('[data-testid="status-set-aside"]');
    expect(line.text()).toContain(`A damaged order file was set aside on`);
    expect(line.text()).toContain(SET_ASIDE);
    const details = wrapper.get('[data-testid="status-set-aside-details"]');
    expect(details.element.tagName).toBe('BUTTON');
    expect(details.attributes('aria-label')).toMatch(/Show the set-aside files on Orders/);

    await details.trigger('click');
    // The Orders screen's code comes on first use.
    await vi.waitFor(() => expect(router.currentRoute.value.path).toBe('/orders'), { timeout: 5000 });
    await flushPromises();
    await vi.waitFor(() => expect(wrapper.find('[data-testid="set-aside-file"]').exists()).toBe(true));
    const notice = wrapper.get('[data-testid="set-aside-file"]');
    expect(notice.text()).toContain(`The order file ${SET_ASIDE} was set aside on`);
    expect(notice.text()).toContain('Why: SQLite found it damaged: database disk image is malformed');
    expect(notice.get('[data-testid="set-aside-salvage"]').text()).toBe('Salvaged 3,986 orders into the current file; about 14 could not be read.');
    const bringBack = wrapper.get('[data-testid="set-aside-bring-back"]');
    expect(bringBack.attributes('aria-label')).toBe(`Bring back ${SET_ASIDE}: copy into the current file every order it holds that the current file lacks`);
    await vi.waitFor(() => expect(document.activeElement).toBe(bringBack.element));
    wrapper.unmount();
  });

  it('Bring back asks main for that file, says what was done, and the notices go', async () => {
    const { wrapper, fake, router } = await mountDesk();
    await router.push('/orders');
    await flushPromises();
    await wrapper.get('[data-testid="set-aside-bring-back"]').trigger('click');
    await flushPromises();
    expect(fake.calls.filter((call) => call.name === 'orders.bringBack').map((call) => call.input)).toEqual([{ name: 'orders', fileName: SET_ASIDE }]);
    expect(wrapper.get('[data-testid="set-aside-brought-back"]').text()).toBe(
      `Brought back ${SET_ASIDE}: 0 orders copied into the current file, 3,986 already there. It is kept as orders.sqlite.restored-2026-11-26T09-00-00-000Z. About 14 could not be read from it.`,
    );
    expect(wrapper.find('[data-testid="set-aside-file"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="status-set-aside"]').exists()).toBe(false);
    wrapper.unmount();
  });
});
