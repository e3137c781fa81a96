/**
 * What one block of the Reports screen shows, built from the figures (report-blocks.ts) and drawn
 * by ReportBlock.vue: a few headline figures, then pictures each with its table of numbers.
 */
import type { ReportChartOption } from './charts/chart-options';

export interface FiguresColumn {
  label: string;
  numeric?: boolean;
}

export interface FiguresRow {
  key: string;
  cells: readonly string[];
}

/** A table of numbers: the first cell of a row names it. */
export interface FiguresTableView {
  caption: string;
  columns: readonly FiguresColumn[];
  rows: readonly FiguresRow[];
  total?: readonly string[];
}

/** A chart and the table that holds its numbers. */
export interface ChartWithTable {
  id: string;
  chart: { option: ReportChartOption; summary: string } | null;
  table: FiguresTableView;
}

interface HeadlineFigure {
  id: string;
  label: string;
  value: string;
}

export interface BlockView {
  id: 'sales' | 'refunds' | 'credit';
  title: string;
  headline: readonly HeadlineFigure[];
  pairs: readonly ChartWithTable[];
}
