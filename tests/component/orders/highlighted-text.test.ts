import { searchTerms } from '@contract/domains/search-folding';
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { h } from 'vue';
import { HighlightedText } from '@/components/orders/highlighted-text';

const shown = (text: string, query: string) => mount({ render: () => h('span', [h(HighlightedText, { text, terms: searchTerms(query) })]) });

describe('a shown text with the search marked', () => {
  it('is the text alone when nothing is searched', () => {
    const wrapper = shown('ZHANG/SAN', '');
    expect(wrapper.html()).toBe('<span>ZHANG/SAN</span>');
  });

  it('marks what matched, folded like the index (case and accents)', () => {
    const wrapper = shown('MÜLLER/ANNA, ZHANG/SAN', 'muller san');
    expect(wrapper.findAll('mark.search-hit').map((mark) => mark.text())).toEqual(['MÜLLER', 'SAN']);
    expect(wrapper.text()).toBe('MÜLLER/ANNA, ZHANG/SAN');
  });
});
