/**
 * Settings says so when a state file was found damaged and kept aside (issue 21, finding 3), and
 * lists the keychain's unused keys, each removable from the keyboard after a confirmation. Never a
 * key: account names only.
 */
import { DEFAULT_ORDER_DETAIL_PATH, DEFAULT_UPLOAD_ATTACHMENT_PATH, type ProfileList, type ProfileSummary } from '@contract/domains/profiles';
import type { KeptStateFile } from '@contract/domains/state-files';
import type { Preferences } from '@contract/domains/app';
import type { DiskFullError } from '@contract/result';
import { flushPromises, mount } from '@vue/test-utils';
import { NDialogProvider, NMessageProvider } from 'naive-ui';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { DESK_KEY } from '@/bridge/use-desk';
import { setLanguage } from '@/ui-text';
import SettingsView from '@/views/SettingsView.vue';
import { createFakeDesk } from '../support/fake-desk';

const sandbox: ProfileSummary = {
  id: 'sandbox', name: 'Sandbox', environment: 'sandbox', apiBaseUrl: 'http://127.0.0.1:5555', refundBaseUrl: 'http://127.0.0.1:5555', maskedPartnerId: 'De••••••==',
  hasKey: true, builtIn: true, active: true, orderDetailPath: DEFAULT_ORDER_DETAIL_PATH, uploadAttachmentPath: DEFAULT_UPLOAD_ATTACHMENT_PATH, orderPricingBeforeTicketing: true, bookingEnabled: true,
};
const preferences: Preferences = { theme: 'system', density: 'compact', diagnosticsLogging: false, shoppingTimeoutSeconds: 60, overdueDays: 14, language: 'en', pollIntervalMinutes: 30 };

const keptProfiles: KeptStateFile = {
  file: 'profiles',
  path: '/home/agent/.config/Ticketing Desk/profiles.json',
  keptAs: '/home/agent/.config/Ticketing Desk/profiles.json.corrupt-20250304T050607Z',
  keptAt: '2025-03-04T05:06:07Z',
  found: { reason: 'not-json', detail: 'Unexpected end of JSON input' },
};
const keptPreferences: KeptStateFile = { file: 'preferences', path: '/data/preferences.json', keptAs: '/data/preferences.json.corrupt-20250101T000000Z', keptAt: '2025-01-01T00:00:00Z', found: null };

async function mountSettings(list: Partial<ProfileList>, kept: KeptStateFile[], extra: Parameters<typeof createFakeDesk>[0] = {}) {
  let unusedKeys = list.unusedKeys ?? [];
  const fake = createFakeDesk({
    ...extra,
    'profiles.list': () => ({ ok: true, value: { profiles: [sandbox], keychain: { available: true }, ...list, unusedKeys } }),
    'app.keptStateFiles': () => ({ ok: true, value: kept }),
    'profiles.active': () => ({ ok: true, value: sandbox }),
    'preferences.get': () => ({ ok: true, value: preferences }),
    'profiles.removeUnusedKey': (input) => {
      const { account } = input as { account: string };
      unusedKeys = unusedKeys.filter((other) => other !== account);
      return { ok: true, value: { account, unusedKeys } };
    },
  });
  setActivePinia(createPinia());
  const Host = defineComponent({ render: () => h(NMessageProvider, () => h(NDialogProvider, () => h(SettingsView))) });
  const wrapper = mount(Host, { global: { provide: { [DESK_KEY as symbol]: fake.desk } }, attachTo: document.body });
  await flushPromises();
  return { wrapper, fake };
}

afterEach(() => {
  setLanguage('en');
  document.body.innerHTML = '';
});

describe('Settings after a damaged state file', () => {
  it('names the kept file, what happened and what to do, in Profiles; and a kept preferences file beside the preferences', async () => {
    const { wrapper } = await mountSettings({}, [keptProfiles, keptPreferences]);
    const notice = wrapper.get('[data-testid="kept-state-file-profiles"]');
    expect(notice.attributes('role')).toBe('alert');
    expect(notice.text()).toContain('Your saved profiles could not be read as they were');
    expect(notice.text()).toContain('profiles.json is damaged (it is not valid JSON)');
    expect(notice.text()).toContain(`The desk kept it unchanged as ${keptProfiles.keptAs}, and never writes over it.`);
    expect(notice.text()).toContain('add them again');
    expect(notice.text()).toContain('Unexpected end of JSON input');
    // In the Profiles section, before the table.
    const section = wrapper.get('section[aria-labelledby="profiles-heading"]');
    expect(section.find('[data-testid="kept-state-file-profiles"]').exists()).toBe(true);
    const preferencesNotice = wrapper.get('[data-testid="kept-state-file-preferences"]');
    expect(preferencesNotice.text()).toContain(`A damaged preferences.json was kept unchanged as ${keptPreferences.keptAs}`);
    expect(preferencesNotice.text()).toContain('default preferences');
    wrapper.unmount();
  });

  it('says it in Chinese too', async () => {
    setLanguage('zh-CN');
    const { wrapper } = await mountSettings({}, [keptProfiles]);
    const notice = wrapper.get('[data-testid="kept-state-file-profiles"]');
    expect(notice.text()).toContain('已保存的账户无法按原样读取');
    expect(notice.text()).toContain(`profiles.json 已损坏（不是有效的 JSON）`);
    expect(notice.text()).toContain(`工作台已将其原样保留为 ${keptProfiles.keptAs}`);
    wrapper.unmount();
  });

  it('shows no notice and no unused-keys list when there is nothing to say', async () => {
    const { wrapper } = await mountSettings({}, []);
    expect(wrapper.find('[data-testid^="kept-state-file-"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="unused-keys"]').exists()).toBe(false);
    wrapper.unmount();
  });
});

describe('unused keys in the keychain', () => {
  it('are listed by account name, each with a Remove button the keyboard reaches, named for its account, that asks first', async () => {
    const { wrapper, fake } = await mountSettings({ unusedKeys: ['p-1a2b3c', 'p-9f8e7d'] }, [keptProfiles]);
    const list = wrapper.get('[data-testid="unused-keys"]');
    expect(list.text()).toContain('Unused keys in the keychain');
    expect(list.findAll('tbody tr').map((row) => row.find('th').text())).toEqual(['p-1a2b3c', 'p-9f8e7d']);

    const remove = wrapper.get('[data-testid="unused-key-remove-p-1a2b3c"]');
    expect(remove.element.tagName).toBe('BUTTON');
    expect(remove.attributes('aria-label')).toBe('Remove the unused key of account p-1a2b3c from the keychain');
    expect(remove.attributes('tabindex')).not.toBe('-1');
    (remove.element as HTMLButtonElement).focus();
    expect(document.activeElement).toBe(remove.element);

    await remove.trigger('click');
    await flushPromises();
    // Nothing is removed before the agent confirms.
    expect(fake.calls.some((call) => call.name === 'profiles.removeUnusedKey')).toBe(false);
    const dialog = document.body.querySelector('.n-dialog');
    expect(dialog?.textContent).toContain('Remove the unused key of account p-1a2b3c?');
    const confirm = [...(dialog?.querySelectorAll('button') ?? [])].find((button) => button.textContent?.trim() === 'Remove key');
    expect(confirm).toBeDefined();
    confirm?.click();
    await flushPromises();

    expect(fake.calls).toContainEqual({ name: 'profiles.removeUnusedKey', input: { account: 'p-1a2b3c' } });
    expect(wrapper.get('[data-testid="unused-keys"]').findAll('tbody tr').map((row) => row.find('th').text())).toEqual(['p-9f8e7d']);
    wrapper.unmount();
  });

  it('Keep in the confirmation removes nothing', async () => {
    const { wrapper, fake } = await mountSettings({ unusedKeys: ['p-1a2b3c'] }, []);
    await wrapper.get('[data-testid="unused-key-remove-p-1a2b3c"]').trigger('click');
    await flushPromises();
    const keep = [...document.body.querySelectorAll('.n-dialog button')].find((button) => button.textContent?.trim() === 'Keep') as HTMLButtonElement | undefined;
    keep?.click();
    await flushPromises();
    expect(fake.calls.some((call) => call.name === 'profiles.removeUnusedKey')).toBe(false);
    expect(wrapper.find('[data-testid="unused-key-p-1a2b3c"]').exists()).toBe(true);
    wrapper.unmount();
  });
});

describe('a preference that cannot be saved (a full disk)', () => {
  it('Settings says the disk is full, how much is free and what to do, under the choice that was not saved', async () => {
    const full: DiskFullError = { kind: 'disk-full', message: "The disk holding the desk's data (/data) is full: 0 B free. Nothing already saved was lost; this change was not saved.", directory: '/data', freeBytes: 0, fix: 'Free some space on that disk, then do it again.' };
    const { wrapper } = await mountSettings({}, [], { 'preferences.update': () => ({ ok: false, error: full }) });
    await wrapper.get('[data-testid="density-comfortable"]').trigger('change');
    await flushPromises();
    const notice = wrapper.get('[data-testid="error-notice"][data-error-kind="disk-full"]');
    expect(notice.text()).toContain("The disk holding the desk's data (/data) is full: 0 B free.");
    expect(notice.text()).toContain('Disk of /data: 0 B free');
    expect(notice.text()).toContain('Free some space on that disk');
    wrapper.unmount();
  });
});
