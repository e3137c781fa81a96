import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import ResultsTable from '@/components/shopping/results/ResultsTable.vue';
import { groupOffersIntoRows, type ResultRow } from '@/shopping/results/result-rows';
import { movedPosition } from '@/shopping/results/row-navigation';
import { describeRow } from '@/shopping/results/row-view';
import { MAX_RENDERED_ROWS, OVERSCAN_ROWS, rowsPerPage, scrollTopToReveal, visibleWindow } from '@/shopping/results/row-window';
import { syntheticResults } from './fixtures';

describe('row window', () => {
  it('renders the visible rows plus overscan', () => {
    expect(visibleWindow(0, 560, 56, 2000, 6)).toEqual({ start: 0, end: 17 });
    expect(visibleWindow(56 * 100, 560, 56, 2000, 6)).toEqual({ start: 94, end: 117 });
    expect(visibleWindow(56 * 1995, 560, 56, 2000, 6)).toEqual({ start: 1989, end: 2000 });
  });

  it('renders a fallback count when the viewport has no height, and never a runaway number', () => {
    expect(visibleWindow(0, 0, 56, 2000, 0, 24)).toEqual({ start: 0, end: 24 });
    expect(visibleWindow(0, 1_000_000, 56, 2000, 6).end).toBe(MAX_RENDERED_ROWS);
    expect(visibleWindow(0, 560, 56, 0)).toEqual({ start: 0, end: 0 });
  });

  it('scrolls as little as possible to show a row entirely', () => {
    expect(scrollTopToReveal(5, 56, 0, 560)).toBe(0);
    expect(scrollTopToReveal(10, 56, 0, 560)).toBe(56 * 11 - 560);
    expect(scrollTopToReveal(3, 56, 56 * 8, 560)).toBe(56 * 3);
  });

  it('pages by whole visible rows', () => {
    expect(rowsPerPage(560, 56)).toBe(9);
    expect(rowsPerPage(0, 56)).toBe(10);
  });
});

describe('row navigation keys', () => {
  it('moves by one, by a page, to the ends, clamped', () => {
    expect(movedPosition('ArrowDown', 3, 10, 5)).toBe(4);
    expect(movedPosition('ArrowDown', 9, 10, 5)).toBe(9);
    expect(movedPosition('ArrowUp', 0, 10, 5)).toBe(0);
    expect(movedPosition('PageDown', 7, 10, 5)).toBe(9);
    expect(movedPosition('PageUp', 3, 10, 5)).toBe(0);
    expect(movedPosition('Home', 6, 10, 5)).toBe(0);
    expect(movedPosition('End', 0, 10, 5)).toBe(9);
  });

  it('starts at the first row and ignores other keys', () => {
    expect(movedPosition('ArrowUp', -1, 10, 5)).toBe(0);
    expect(movedPosition('a', 2, 10, 5)).toBeNull();
    expect(movedPosition('ArrowDown', 0, 0, 5)).toBeNull();
  });
});

describe('results table drawing', () => {
  const frames = (count: number) => new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  });

  it('draws a new order in two frames: the rows in view first, the overscan rows one frame later', async () => {
    const results = syntheticResults(300, 1);
    const rows = groupOffersIntoRows(results);
    const ids = rows.map((row) => row.id);
    const wrapper = mount(ResultsTable, {
      props: { rows, ids, focusedPosition: 0, rowHeight: 26, describe: (row: ResultRow) => describeRow(results, row), rowDomId: (id: number) => `row-${id}`, flightsPerJourney: 1 },
      attachTo: document.body,
    });
    const shown = () => wrapper.findAll('[data-testid="results-row"]').map((row) => row.attributes('id'));
    const inView = visibleWindow(0, 0, 26, ids.length, 0).end; // no layout here: the fallback count
    await frames(2);
    await nextTick();
    expect(shown()).toHaveLength(inView + OVERSCAN_ROWS);

    const reversed = [...ids].reverse();
    await wrapper.setProps({ ids: reversed });
    expect(shown()).toEqual(reversed.slice(0, inView).map((id) => `row-${id}`));
    await frames(2);
    await nextTick();
    expect(shown()).toEqual(reversed.slice(0, inView + OVERSCAN_ROWS).map((id) => `row-${id}`));
    wrapper.unmount();
  });
});
