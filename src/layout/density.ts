/**
 * Density: how tightly the desk packs rows and controls. The row metrics live here, in one place,
 * because the virtualised lists need them as numbers (their windowing is arithmetic) and the CSS
 * needs them as variables: `applyDensity` writes the variables from these numbers, so the two can
 * never disagree. Everything else about density (control heights, gaps, font size) is plain CSS
 * keyed on `html[data-density]` in styles/desk.css.
 */
import type { Density } from '@contract/domains/app';

export interface DensityMetrics {
  /** Height of one text line of a list row (one journey of a result). */
  line: number;
  /** Vertical padding at the top and at the bottom of a list row. */
  padding: number;
  /**
   * The same two for a row of several lines (a round trip's or an open jaw's journeys): the lines
   * of one row sit closer, the rule between rows still parts them. 11 round trips fitted at
   * 1366×768 with one-line metrics, 13 fit with these (issue 23, finding 16).
   */
  stackedLine: number;
  stackedPadding: number;
}

export const DENSITY_METRICS: Readonly<Record<Density, DensityMetrics>> = {
  compact: { line: 20, padding: 3, stackedLine: 18, stackedPadding: 2 },
  comfortable: { line: 26, padding: 6, stackedLine: 22, stackedPadding: 4 },
};

/** A list row of `lines` lines, its 1 px bottom rule included: compact one-line rows are 27 px, two-line rows 41. */
export function listRowHeight(density: Density, lines: number): number {
  const metrics = DENSITY_METRICS[density];
  if (lines <= 1) return metrics.line + 2 * metrics.padding + 1;
  return lines * metrics.stackedLine + 2 * metrics.stackedPadding + 1;
}

/** Marks the document with the density and writes the row variables the CSS reads. */
export function applyDensity(root: HTMLElement, density: Density): void {
  const { line, padding, stackedLine, stackedPadding } = DENSITY_METRICS[density];
  root.dataset.density = density;
  root.style.setProperty('--desk-row-line', `${line}px`);
  root.style.setProperty('--desk-row-padding', `${padding}px`);
  root.style.setProperty('--desk-row-stacked-line', `${stackedLine}px`);
  root.style.setProperty('--desk-row-stacked-padding', `${stackedPadding}px`);
}
