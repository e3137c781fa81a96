import { describe, expect, it } from 'vitest';
import { applyDensity, DENSITY_METRICS, listRowHeight } from '@/layout/density';

describe('density', () => {
  it('makes compact one-line rows 27 px and comfortable ones taller; a round trip is two lines', () => {
    expect(listRowHeight('compact', 1)).toBe(27);
    // Several lines sit closer (issue 23, finding 16): 2 × 18 + 2 × 2 + 1.
    expect(listRowHeight('compact', 2)).toBe(41);
    expect(listRowHeight('comfortable', 2)).toBe(53);
    expect(listRowHeight('comfortable', 1)).toBeGreaterThan(listRowHeight('compact', 1));
    expect(listRowHeight('compact', 0)).toBe(27);
  });

  it('writes the row metrics the CSS reads from the same numbers the lists compute with', () => {
    const root = document.createElement('div');
    applyDensity(root, 'comfortable');
    expect(root.dataset.density).toBe('comfortable');
    expect(root.style.getPropertyValue('--desk-row-line')).toBe(`${DENSITY_METRICS.comfortable.line}px`);
    expect(root.style.getPropertyValue('--desk-row-padding')).toBe(`${DENSITY_METRICS.comfortable.padding}px`);
    expect(root.style.getPropertyValue('--desk-row-stacked-line')).toBe(`${DENSITY_METRICS.comfortable.stackedLine}px`);
    expect(root.style.getPropertyValue('--desk-row-stacked-padding')).toBe(`${DENSITY_METRICS.comfortable.stackedPadding}px`);
  });
});
