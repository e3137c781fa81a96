/**
 * The bar charts' margins (src/reports/charts/grid-margins.ts) against ECharts' own axis: for bars
 * up to many heights and in boxes of the screen's heights, ECharts itself (server-side, no page)
 * picks the value axis's ticks, and the left margin holds the widest of their labels in DejaVu
 * Sans's advances; the side margins grow with the day labels. The page's own glyphs are the e2e's
 * (every label of every chart inside its box, tests/e2e/reports.spec.ts and zh-cn.spec.ts).
 */
import { BarChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { describe, expect, it } from 'vitest';
import { barsOption, chartPalette } from '@/reports/charts/chart-options';
import { barsGridMargins } from '@/reports/charts/grid-margins';

echarts.use([BarChart, GridComponent, SVGRenderer]);

const FONT_SIZE = 12;
/** ECharts' gap between the axis and its labels. */
const LABEL_GAP_PX = 8;

/**
 * A value label's width in DejaVu Sans (the e2e's sans-serif): digits advance 0.636 em, the comma
 * 0.318 em. The real font's metrics, not the margins' own estimate, so the test can catch it short.
 */
function dejaVuWidthPx(label: string): number {
  let em = 0;
  for (const char of label) em += char === ',' ? 0.318 : 0.636;
  return em * FONT_SIZE;
}

/** The value axis's labels ECharts draws for these bars in a box of this height. */
function valueLabels(values: readonly number[], height: number): string[] {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 420, height });
  try {
    chart.setOption(barsOption(values.map((value, index) => ({ label: `${index + 1}NOV`, value })), chartPalette('light'), FONT_SIZE));
    const model = (chart as unknown as { getModel: () => { getComponent: (name: string) => { axis: { getViewLabels: () => { formattedLabel: string }[] } } } }).getModel();
    return model.getComponent('yAxis').axis.getViewLabels().map((label) => label.formattedLabel);
  } finally {
    chart.dispose();
  }
}

describe('the bar charts’ margins', () => {
  it('leave room on the left for every value label ECharts draws, at every height of bar and box', () => {
    const highs = [0, 1, 2, 3, 7, 9, 10, 11, 49, 66, 95, 99, 100, 101, 149, 740, 999, 1000, 4200.3, 9999.99, 12345, 99999, 150001, 987654, 9_999_999];
    for (const highest of highs) {
      for (const height of [120, 168, 240, 400]) {
        const widest = Math.max(...valueLabels([highest / 2, highest], height).map(dejaVuWidthPx));
        expect(barsGridMargins(['27NOV'], highest, FONT_SIZE).left, `bars up to ${highest} in ${height} px`).toBeGreaterThanOrEqual(widest + LABEL_GAP_PX);
      }
    }
  });

  it('grow with the widest day label, on both sides (a label centred under the first or last bar reaches past the bars)', () => {
    const short = barsGridMargins(['1'], 5, FONT_SIZE);
    const long = barsGridMargins(['01NOV', '2026年11月30日'], 5, FONT_SIZE);
    expect(long.right).toBeGreaterThan(short.right);
    // Four digits and four CJK squares at 12 px: at least 6 em wide, half of it on each side.
    expect(long.left).toBeGreaterThanOrEqual(36);
    expect(long.right).toBeGreaterThanOrEqual(36);
    // One line of labels below, whatever they say; a larger font takes more.
    expect(long.bottom).toBe(short.bottom);
    expect(barsGridMargins(['1'], 5, 13).bottom).toBeGreaterThan(short.bottom);
  });

  it('take a Chinese character wider than a digit, and a capital wider than a comma', () => {
    const side = (label: string) => barsGridMargins([label], 5, FONT_SIZE).right;
    expect(side('日日日日')).toBeGreaterThan(side('1111'));
    expect(side('WWWW')).toBeGreaterThan(side(',,,,'));
  });
});
