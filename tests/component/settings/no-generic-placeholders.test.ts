/**
 * The profile form showed naive-ui's "Please Input" in its path fields (issue 23, finding 12): the
 * desk gives naive-ui its locale without the generic placeholders, in both languages.
 */
import { mount } from '@vue/test-utils';
import { NConfigProvider } from 'naive-ui';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { DESK_KEY } from '@/bridge/use-desk';
import ProfileForm from '@/components/settings/ProfileForm.vue';
import { setLanguage } from '@/ui-text';
import { naiveLocaleFor } from '@/ui-text/naive-locale';
import { createFakeDesk } from '../support/fake-desk';

afterEach(() => setLanguage('en'));

describe.each(['en', 'zh-CN'] as const)('no generic placeholder (%s)', (language) => {
  it('the profile form’s fields show no "Please Input" / "请输入"', () => {
    setLanguage(language);
    const pinia = createPinia();
    setActivePinia(pinia);
    const fake = createFakeDesk({});
    const Host = defineComponent(() => () => h(NConfigProvider, { locale: naiveLocaleFor(language) }, () => h(ProfileForm, { editing: null })));
    const wrapper = mount(Host, { global: { plugins: [pinia], provide: { [DESK_KEY as symbol]: fake.desk } } });
    const placeholders = wrapper.findAll('input, textarea').map((input) => input.attributes('placeholder') ?? '');
    expect(placeholders.length).toBeGreaterThan(5);
    expect(placeholders.filter((p) => /Please Input|Please Select|请输入|请选择/.test(p))).toEqual([]);
    wrapper.unmount();
  });
});
