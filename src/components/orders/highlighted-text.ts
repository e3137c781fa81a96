import { highlight, type SearchTerm } from '@contract/domains/search-folding';
import { h, type FunctionalComponent } from 'vue';

/**
 * A shown text with the parts that match the search marked (folded like the index: case, accents).
 * A functional component: the Orders list draws three per row, and a stateful instance each
 * (90 on a screen) was a good part of the time to the Orders screen's first rows. With nothing
 * searched it is the text alone.
 */
export const HighlightedText: FunctionalComponent<{ text: string; terms: readonly SearchTerm[] }> = (props) =>
  props.terms.length === 0 ? props.text : highlight(props.text, props.terms).map((piece) => (piece.hit ? h('mark', { class: 'search-hit' }, piece.text) : piece.text));

HighlightedText.props = { text: { type: String, required: true }, terms: { type: Array, required: true } };
