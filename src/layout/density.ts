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
}

export const DENSITY_METRICS: Readonly<Record<Density, DensityMetrics>> = {
  compact: { line: 20, padding: 3 },
  comfortable: { line: 26, padding: 6 },
};

/** A list row of `lines` lines, its 1 px bottom rule included: compact one-line rows are 27 px. */
export function listRowHeight(density: Density, lines: number): number {
  const { line, padding } = DENSITY_METRICS[density];
  return Math.max(1, lines) * line + 2 * padding + 1;
}

/** Marks the document with the density and writes the row variables the CSS reads. */
export function applyDensity(root: HTMLElement, density: Density): void {
  const { line, padding } = DENSITY_METRICS[density];
  root.dataset.density = density;
  root.style.setProperty('--desk-row-line', `${line}px`);
  root.style.setProperty('--desk-row-padding', `${padding}px`);
}
