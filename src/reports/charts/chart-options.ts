/**
 * The charts' options, built from the figures the screen shows (pure: tested without a chart).
 * Amounts are decimal strings everywhere in the desk; a chart needs numbers only for the length of
 * a bar or the angle of a slice, so they become numbers here and nowhere else. The exact figures
 * are in the table beside each chart, which reads the strings.
 */
import type { BarSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { barsGridMargins } from './grid-margins';

export type ReportChartOption = ComposeOption<BarSeriesOption | PieSeriesOption | GridComponentOption>;

/** Colours that read in the desk's light and dark themes alike (4.5:1 for the axis text). */
export interface ChartPalette {
  text: string;
  rule: string;
  bars: string;
  slices: readonly string[];
}

const LIGHT: ChartPalette = { text: '#3a3d42', rule: '#e0e0e6', bars: '#2f6fd6', slices: ['#2f6fd6', '#18a058', '#d97706', '#9b3fd0', '#c62828', '#0f8b8d', '#6b7075'] };
const DARK: ChartPalette = { text: '#c9cacf', rule: '#2f3136', bars: '#7aa7ff', slices: ['#7aa7ff', '#63e2b7', '#f2c97d', '#c99cff', '#ff8a80', '#5ed0d2', '#a0a4ab'] };

export function chartPalette(theme: 'light' | 'dark'): ChartPalette {
  return theme === 'dark' ? DARK : LIGHT;
}

/** One bar or slice: its label as shown and its value as the figures carry it (a count or a decimal string). */
export interface ChartPoint {
  label: string;
  value: string | number;
}

/** A decimal string as a number, for drawing only. */
function drawn(value: string | number): number {
  return typeof value === 'number' ? value : Number(value);
}

/** Vertical bars, one per point, in order (days, ageing bands). No animation: the figures are facts, not a show. */
export function barsOption(points: readonly ChartPoint[], palette: ChartPalette, fontSize: number): ReportChartOption {
  const labels = points.map((point) => point.label);
  const values = points.map((point) => drawn(point.value));
  return {
    animation: false,
    // The axis labels inside the box by margins worked out from them (grid-margins.ts), not by
    // ECharts laying every label out first (outerBoundsContain): that was a third of a chart's start.
    grid: { ...barsGridMargins(labels, Math.max(0, ...values), fontSize), outerBoundsMode: 'none' },
    xAxis: {
      type: 'category',
      data: labels,
      axisLabel: { color: palette.text, fontSize, hideOverlap: true },
      axisLine: { lineStyle: { color: palette.rule } },
      axisTick: { show: false },
    },
    yAxis: {
      type: 'value',
      axisLabel: { color: palette.text, fontSize },
      splitLine: { lineStyle: { color: palette.rule } },
      minInterval: 1,
    },
    series: [{ type: 'bar', data: values, itemStyle: { color: palette.bars }, barMaxWidth: 28 }],
  };
}

/** A ring of shares (carriers): the largest first; past `slices - 1` the rest is one slice named `rest`. */
export function shareOption(points: readonly ChartPoint[], palette: ChartPalette, fontSize: number, rest: string): ReportChartOption {
  const sorted = [...points].sort((a, b) => drawn(b.value) - drawn(a.value));
  const kept = palette.slices.length - 1;
  const shown = sorted.length > palette.slices.length ? [...sorted.slice(0, kept), { label: rest, value: sorted.slice(kept).reduce((sum, point) => sum + drawn(point.value), 0) }] : sorted;
  return {
    animation: false,
    color: [...palette.slices],
    series: [
      {
        type: 'pie',
        radius: ['42%', '72%'],
        data: shown.map((point) => ({ name: point.label, value: drawn(point.value) })),
        label: { color: palette.text, fontSize, formatter: '{b} {d}%' },
        labelLine: { length: 6, length2: 6 },
      },
    ],
  };
}
