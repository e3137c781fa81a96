import type { OfferDiff } from '@contract/domains/pricing';
import { wording } from '@contract/words';
import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import { liveWorded } from '@/bridge/live-words';
import PriceDiffTable from '@/components/pricing/PriceDiffTable.vue';
import { language, setLanguage } from '@/ui-text';

const totals = { totalShopped: '1000.00', totalPriced: '1100.00', totalDelta: '100.00', priceIncreased: true, anyChange: true };

/** A diff as main sends it: names and the desk's own values as wordings. */
const sent: OfferDiff = {
  rows: [
    { section: 'price', label: wording('priceDiff.fare', { passenger: wording('priceDiff.passenger.ADT') }), shopped: '1000.00', priced: '1100.00', change: 'increase', delta: '100.00' },
    { section: 'baggage', label: wording('priceDiff.carryOn', { passenger: wording('priceDiff.passenger.ADT'), segments: '1' }), shopped: wording('priceDiff.unknown'), priced: '1PC', change: 'changed', delta: null },
  ],
  ...totals,
};

describe('a stored price diff on screen', () => {
  afterEach(() => setLanguage('en'));

  it('follows a switch of language: the bridge leaves its wordings live, worded when shown', async () => {
    const diff = liveWorded(sent, () => language.value);
    const table = mount(PriceDiffTable, { props: { diff, currency: 'CNY' } });
    expect(table.text()).toContain('Adult fare');
    expect(table.text()).toContain('Adult baggage, segments 1: carry-on');
    setLanguage('zh-CN');
    await nextTick();
    expect(table.text()).toContain('成人票价');
    expect(table.text()).toContain('成人行李额，航段 1：手提');
    expect(table.text()).toContain('未知');
    expect(table.text()).not.toContain('Adult');
    table.unmount();
  });

  it('shows a diff stored before rows carried codes as it was worded', () => {
    const diff = liveWorded({ rows: [{ section: 'price', label: 'Adult fare', shopped: '1000.00', priced: '1100.00', change: 'increase', delta: '100.00' }], ...totals } as OfferDiff, () => language.value);
    setLanguage('zh-CN');
    const table = mount(PriceDiffTable, { props: { diff, currency: 'CNY' } });
    expect(table.text()).toContain('Adult fare');
    table.unmount();
  });
});
