import type { DiffRow, OfferDiff } from '@contract/domains/pricing';
import { afterEach, describe, expect, it } from 'vitest';
import { diffSections } from '@/pricing/diff-sections';
import { setLanguage } from '@/ui-text';

const row = (label: string): DiffRow => ({ section: 'price', label, shopped: '1000.00', priced: '1100.00', change: 'increase', delta: '100.00' });
const totals = { totalShopped: '1000.00', totalPriced: '1100.00', totalDelta: '100.00', priceIncreased: true, anyChange: true };

describe('a stored price diff on screen', () => {
  afterEach(() => setLanguage('en'));

  it('is read in the desk’s language of the moment, whatever language it was priced in', () => {
    const diff: OfferDiff = { rows: [row('成人票价')], rowsIn: { en: [row('Adult fare')], 'zh-CN': [row('成人票价')] }, ...totals };
    expect(diffSections(diff, false)[0]?.rows.map((r) => r.label)).toEqual(['Adult fare']);
    setLanguage('zh-CN');
    expect(diffSections(diff, false)[0]?.rows.map((r) => r.label)).toEqual(['成人票价']);
  });

  it('shows a diff stored before both languages were kept as it was worded', () => {
    const diff: OfferDiff = { rows: [row('Adult fare')], ...totals };
    setLanguage('zh-CN');
    expect(diffSections(diff, false)[0]?.rows.map((r) => r.label)).toEqual(['Adult fare']);
  });
});
