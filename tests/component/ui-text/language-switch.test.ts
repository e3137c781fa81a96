import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { computed, defineComponent, h, nextTick } from 'vue';
import type { UiText } from '@/ui-text/en';
import { formatMonthTitle } from '@/shopping/form/format-date';
import { format, language, setLanguage, text } from '@/ui-text';

afterEach(() => setLanguage('en'));

describe('switching the language while the desk runs', () => {
  it('updates a view that kept a branch of the text (`const t = text.x`) and a computed format()', async () => {
    const View = defineComponent(() => {
      const t = text.refunds.editor; // taken once, as the views do
      const heading = computed(() => format(t.order, { orderNum: '9170' }));
      return () => h('div', [h('h2', heading.value), h('p', t.saving), h('span', formatMonthTitle(2026, 12))]);
    });
    const wrapper = mount(View);
    expect(wrapper.text()).toContain('Order 9170');
    expect(wrapper.text()).toContain('December 2026');

    setLanguage('zh-CN');
    await nextTick();

    expect(language.value).toBe('zh-CN');
    expect(wrapper.get('h2').text()).toBe('订单 9170');
    expect(wrapper.get('p').text()).toBe('保存中…');
    expect(wrapper.get('span').text()).toBe('2026年12月');

    setLanguage('en');
    await nextTick();
    expect(wrapper.get('h2').text()).toBe('Order 9170');
  });

  it('marks the page with the language, for screen readers and CJK line breaking', () => {
    setLanguage('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});

describe('the shape of a dictionary, proved by the type checker', () => {
  it('rejects a missing key and an extra key (vue-tsc fails if either error goes away)', () => {
    const complete: UiText = text;
    // @ts-expect-error a dictionary without app.skipToContent is not a UiText
    const missing: UiText = { ...complete, app: { name: 'x', mainNavigation: 'x' } };
    // @ts-expect-error a key English does not have is not a UiText either
    const extra: UiText = { ...complete, app: { ...complete.app, notInEnglish: 'x' } };
    expect([missing, extra]).toHaveLength(2);
  });
});
