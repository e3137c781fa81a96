/**
 * ECharts warmed up off screen (src/reports/charts/chart-warm-up.ts): once per page, in idle
 * slots after ECharts' chunk came, a bar chart then a ring drawn into a box outside the window and
 * hidden from assistive technology, then the box removed; not at all when the screen has drawn a
 * chart already; and ECharts' own drawAndDispose really draws SVG into the box and leaves nothing.
 */
import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { createChartWarmUp } from '@/reports/charts/chart-warm-up';
import { drawAndDispose } from '@/reports/charts/echarts-setup';

afterEach(() => document.body.replaceChildren());

/** Idle slots that come only when the test says, and a drawing that records what it was given. */
function fakes() {
  const idles: (() => void)[] = [];
  const drawn: { attached: boolean; hidden: string | null; left: string; series: string[] }[] = [];
  let loads = 0;
  const sources = {
    load: () => {
      loads++;
      return Promise.resolve({
        drawAndDispose: (box: HTMLElement, _size: { width: number; height: number }, option: { series?: unknown }) =>
          void drawn.push({ attached: box.isConnected, hidden: box.getAttribute('aria-hidden'), left: box.style.left, series: (option.series as { type: string }[]).map((series) => series.type) }),
      });
    },
    idle: (then: () => void) => void idles.push(then),
  };
  const idle = () => idles.splice(0).forEach((then) => then());
  return { sources, idle, drawn, loads: () => loads };
}

describe('ECharts warmed up off screen', () => {
  it('draws a bar chart, then a ring, once, each in an idle slot of its own, in a hidden box outside the window, then removes the box', async () => {
    const { sources, idle, drawn, loads } = fakes();
    const warm = createChartWarmUp(sources);
    warm();
    warm();
    await flushPromises();
    expect(loads()).toBe(1);
    expect(drawn).toEqual([]); // not before the idle slot
    idle();
    expect(drawn).toEqual([{ attached: true, hidden: 'true', left: '-1440px', series: ['bar'] }]);
    expect(document.querySelector('[data-testid="chart-warm-up"]')).toBeNull();
    idle(); // the ring in a slot of its own
    expect(drawn.map((drawing) => drawing.series)).toEqual([['bar'], ['pie']]);
    expect(document.querySelector('[data-testid="chart-warm-up"]')).toBeNull();
    warm();
    await flushPromises();
    idle();
    expect(drawn).toHaveLength(2);
  });

  it('draws nothing when the screen has drawn a chart already', async () => {
    const { sources, idle, drawn } = fakes();
    const chart = document.createElement('div');
    chart.className = 'report-chart__canvas';
    document.body.append(chart);
    createChartWarmUp(sources)();
    await flushPromises();
    idle();
    expect(drawn).toEqual([]);
  });

  it('leaves no chart behind when ECharts has drawn into the box', () => {
    const box = document.createElement('div');
    document.body.append(box);
    const observer = new MutationObserver(() => undefined);
    observer.observe(box, { childList: true, subtree: true });
    drawAndDispose(box, { width: 360, height: 168 }, { animation: false, xAxis: { type: 'category', data: ['21NOV'] }, yAxis: { type: 'value' }, series: [{ type: 'bar', data: [3] }] });
    // What was put into the box while it drew, read before the observer would report it.
    const added = observer.takeRecords().flatMap((record) => [...record.addedNodes]);
    observer.disconnect();
    // ECharts' SVG painter: a root holding an <svg>, then the chart's groups inside it.
    expect(added.some((node) => node instanceof Element && node.querySelector('svg') !== null)).toBe(true);
    expect(added.some((node) => node.nodeName.toLowerCase() === 'g')).toBe(true);
    expect(box.querySelector('svg')).toBeNull();
  });
});
