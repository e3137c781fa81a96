import type { DiffRow } from '@contract/domains/pricing';
import type { Worded } from '@contract/words';
import type { MiniRule } from '@contract/domains/shopping';
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import PriceDiffTable from '@/components/pricing/PriceDiffTable.vue';
import { diffCellText } from '@/pricing/diff-cell';
import { setLanguage } from '@/ui-text';

/** A row as the screen gets it: worded by the bridge. */
type Row = Worded<DiffRow>;

const rule = (over: Partial<MiniRule>): MiniRule => ({ penaltyType: 0, permitted: true, when: 0, amount: null, currency: null, percent: null, noShowTime: null, noShowTimeUnit: null, baseType: null, ...over });
const ruleRow = (shopped: MiniRule[], priced: MiniRule[]): Row => ({ section: 'rules', label: 'Adult · Refund before departure', shopped: 'permitted', priced: 'permitted', change: 'same', delta: null, rules: { shopped, priced } });


describe('comparison cells', () => {
  it('word rule rows as the detail pane does, with the amounts shopping stated', () => {
    const row = ruleRow([rule({ amount: '200.00', currency: 'CNY' })], [rule({})]);
    expect([diffCellText(row, 'shopped'), diffCellText(row, 'priced')]).toEqual(['permitted for CNY 200.00', 'permitted (fee not stated)']);
    const free = ruleRow([rule({ amount: '0.00', currency: 'CNY' }), rule({ amount: '0.00', currency: 'CNY' })], [rule({ permitted: false })]);
    expect([diffCellText(free, 'shopped'), diffCellText(free, 'priced')]).toEqual(['permitted free of charge', 'not permitted']);
    expect(diffCellText(ruleRow([rule({ percent: '10' })], []), 'priced')).toBe('not stated');
    expect(diffCellText(ruleRow([rule({ percent: '10' })], []), 'shopped')).toBe('permitted for 10% of the fare');
  });

  it('read rows stored before the rules went along from their words, and money grouped by thousands', () => {
    expect(diffCellText({ section: 'rules', label: 'x', shopped: 'permitted', priced: null, change: 'changed', delta: null }, 'priced')).toBe('not stated');
    expect(diffCellText({ section: 'rules', label: 'x', shopped: 'permitted', priced: null, change: 'changed', delta: null }, 'shopped')).toBe('permitted');
    expect(diffCellText({ section: 'price', label: 'Total', shopped: '12345.60', priced: null, change: 'changed', delta: null }, 'shopped')).toBe('12,345.60');
  });
});

describe('the change column (issue 23, finding 12: it read "up+678.00 CNY")', () => {
  it('says the direction and the amount as every amount of the desk: currency first, thousands grouped', () => {
    const rows: Row[] = [
      { section: 'price', label: 'Total', shopped: '17501.29', priced: '18179.29', change: 'increase', delta: '678.00' },
      { section: 'price', label: 'Adult fare', shopped: '12400.00', priced: '11200.00', change: 'decrease', delta: '-1200.00' },
      { section: 'booking', label: 'Segment 1 booking code', shopped: 'Y', priced: 'B', change: 'changed', delta: null },
    ];
    const wrapper = mount(PriceDiffTable, { props: { diff: { rows, totalShopped: '17501.29', totalPriced: '18179.29', totalDelta: '678.00', priceIncreased: true, anyChange: true }, currency: 'CNY' } });
    const changes = wrapper.findAll('[data-testid="diff-row"]').map((row) => row.find('.diff-row__change').text());
    expect(changes).toEqual(['up CNY 678.00', 'down CNY 1,200.00', 'changed']);
    wrapper.unmount();
  });

  it('a cabin in the booking rows is worded through the service values (ECONOMY stayed English in Chinese, finding 15)', () => {
    setLanguage('zh-CN');
    try {
      const row: Row = { section: 'booking', label: '第 1 程 cabin', shopped: 'ECONOMY', priced: 'BUSINESS', change: 'changed', delta: null };
      expect([diffCellText(row, 'shopped'), diffCellText(row, 'priced')]).toEqual(['经济舱', '公务舱']);
      expect(diffCellText({ ...row, shopped: 'SL' }, 'shopped')).toBe('SL');
    } finally {
      setLanguage('en');
    }
  });
});
