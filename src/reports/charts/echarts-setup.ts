/**
 * The one place ECharts is assembled for the desk (docs/reports.md, "Charts"). Only what the
 * Reports screen draws is registered, so the bundle carries bars, pies, the grid their axes sit in
 * and the SVG renderer, not the whole library (echarts/core, not 'echarts').
 *
 * Loaded on its own (chart-library.ts), never imported statically: ECharts is most of the Reports
 * screen's code, and the screen, its headline figures and tables need none of it to show.
 *
 * Why SVG and not canvas: a handful of bars and slices per chart (a month is 31 bars), so SVG's
 * per-element cost is nothing; it stays sharp at any zoom and device pixel ratio without re-drawing;
 * it prints and screenshots crisply; and its text is real text (one font with the rest of the
 * desk). Canvas wins for thousands of marks, which these charts never have.
 * ECharts builds no code at run time (no eval, no new Function): the CSP's script-src 'self' holds.
 */
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import VChart from 'vue-echarts';
import type { ReportChartOption } from './chart-options';

use([BarChart, PieChart, GridComponent, SVGRenderer]);

/** vue-echarts' chart component, with the registrations above made. */
export default VChart;

/**
 * Draws `option` into `box` (SVG, at its given size), then lets the chart go: ECharts' drawing
 * code has then run once on this page (chart-warm-up.ts).
 */
export function drawAndDispose(box: HTMLElement, size: { width: number; height: number }, option: ReportChartOption): void {
  const chart = init(box, null, { renderer: 'svg', ...size });
  try {
    chart.setOption(option, { notMerge: true });
  } finally {
    chart.dispose();
  }
}
