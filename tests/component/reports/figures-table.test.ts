/**
 * A Reports table of hundreds of rows (src/reports/FiguresTable.vue, first-screenful.ts): its first
 * frame holds a window's height of rows and says it is busy; from the frame after, every row is
 * there (each named by its first cell, the caption naming the table, the box one Tab stop) and it
 * is no longer busy. A short table is whole at once; a table gone before its frames comes no more.
 */
import { mount } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FiguresTable from '@/reports/FiguresTable.vue';
import { rowsInOneScreen } from '@/reports/first-screenful';
import type { FiguresTableView } from '@/reports/report-block-view';

/** Animation frames that come only when the test says. */
let frames: Map<number, FrameRequestCallback>;
function nextFrame(): void {
  const due = [...frames.values()];
  frames.clear();
  for (const callback of due) callback(performance.now());
}

beforeEach(() => {
  frames = new Map();
  let id = 0;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.set(++id, callback);
    return id;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((handle) => void frames.delete(handle));
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function table(rows: number): FiguresTableView {
  return {
    caption: 'Refunds overdue (more than 7 days)',
    columns: [{ label: 'Order' }, { label: 'Days waiting', numeric: true }],
    rows: Array.from({ length: rows }, (_, index) => ({ key: String(index), cells: [`R${String(index).padStart(4, '0')}`, String(index + 8)] })),
  };
}

const mountTable = (rows: number) => mount(FiguresTable, { props: { ...table(rows), empty: 'Nothing', testid: 'table-refunds-ageing' }, attachTo: document.body });
const bodyRows = (wrapper: ReturnType<typeof mountTable>) => wrapper.findAll('tbody tr[data-testid="figures-row"]');

describe('a long Reports table', () => {
  it('shows a screenful of rows in its first frame, every row from the frame after, busy until then', async () => {
    const screenful = rowsInOneScreen(window.innerHeight);
    const wrapper = mountTable(screenful + 180);
    const region = wrapper.get('[data-testid="table-refunds-ageing"]');
    expect(bodyRows(wrapper)).toHaveLength(screenful);
    expect(region.attributes('aria-busy')).toBe('true');

    nextFrame(); // the frame that shows the screen: still the first rows
    await wrapper.vm.$nextTick();
    expect(bodyRows(wrapper)).toHaveLength(screenful);

    nextFrame(); // the frame after: all of them
    await wrapper.vm.$nextTick();
    const rows = bodyRows(wrapper);
    expect(rows).toHaveLength(screenful + 180);
    expect(region.attributes('aria-busy')).toBe('false');
    // Each row is named by its first cell, the table by its caption, and the box is one Tab stop.
    expect(rows.at(-1)?.get('th').attributes('scope')).toBe('row');
    expect(rows.at(-1)?.get('th').text()).toBe(`R${String(screenful + 179).padStart(4, '0')}`);
    expect(document.getElementById(region.attributes('aria-labelledby') ?? '')?.textContent).toBe('Refunds overdue (more than 7 days)');
    expect(region.attributes('tabindex')).toBe('0');
    expect(frames.size).toBe(0);
  });

  it('is whole at once when a screenful holds it', () => {
    const wrapper = mountTable(3);
    expect(bodyRows(wrapper)).toHaveLength(3);
    expect(wrapper.get('[data-testid="table-refunds-ageing"]').attributes('aria-busy')).toBe('false');
    expect(frames.size).toBe(0);
  });

  it('asks for no frame once it is gone', () => {
    const wrapper = mountTable(500);
    expect(frames.size).toBe(1);
    nextFrame();
    expect(frames.size).toBe(1);
    wrapper.unmount();
    expect(frames.size).toBe(0);
  });
});
