/**
 * naive-ui's colours the desk overrides (src/styles/naive-theme.ts) meet WCAG AA for text, 4.5:1,
 * on the backgrounds they are drawn on; naive-ui's own defaults did not (issue 23: placeholders
 * 1.78:1, white on the primary button 3.38:1). Contrast per WCAG 2.x relative luminance.
 */
import { darkTheme, lightTheme } from 'naive-ui';
import { describe, expect, it } from 'vitest';
import { naiveThemeOverrides } from '../../../src/styles/naive-theme';

const NAIVE_CONTRAST_COLOURS = { light: naiveThemeOverrides('light').common, dark: naiveThemeOverrides('dark').common };

type Rgba = [number, number, number, number];

function parse(colour: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) {
    const n = Number.parseInt(hex[1]!, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const rgb = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(colour);
  if (!rgb) throw new Error(`not a colour: ${colour}`);
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
}

/** A colour with alpha painted over an opaque one. */
function over(top: string, bottom: string): string {
  const [r, g, b, a] = parse(top);
  const [R, G, B] = parse(bottom);
  const mix = (x: number, y: number) => Math.round(x * a + y * (1 - a));
  return `rgb(${mix(r, R)}, ${mix(g, G)}, ${mix(b, B)})`;
}

function luminance(colour: string): number {
  const [r, g, b] = parse(colour).map((c, i) => (i === 3 ? c : c / 255)) as Rgba;
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const AA = 4.5;
const WHITE = '#ffffff';
/** The desk's dark surface (src/styles/desk.css --desk-surface). */
const DARK_SURFACE = '#18181c';

describe('naive-ui colours in the light theme', () => {
  const light = NAIVE_CONTRAST_COLOURS.light!;

  it('placeholders and secondary text reach 4.5:1 on white (naive-ui: 1.78:1 and 4.2:1)', () => {
    expect(contrast(lightTheme.common.placeholderColor, WHITE)).toBeLessThan(2);
    expect(contrast(light.placeholderColor!, WHITE)).toBeGreaterThanOrEqual(AA);
    expect(contrast(lightTheme.common.textColor3, WHITE)).toBeLessThan(AA);
    expect(contrast(light.textColor3!, WHITE)).toBeGreaterThanOrEqual(AA);
  });

  it('white on primary and warning buttons reaches 4.5:1 in every state (naive-ui: 3.38:1 and 2.1:1)', () => {
    expect(contrast(WHITE, lightTheme.common.primaryColor)).toBeLessThan(AA);
    for (const key of ['primaryColor', 'primaryColorHover', 'primaryColorPressed', 'warningColor', 'warningColorHover', 'warningColorPressed'] as const) {
      expect(contrast(WHITE, light[key]!), key).toBeGreaterThanOrEqual(AA);
    }
  });
});

describe('naive-ui colours in the dark theme', () => {
  it('placeholders reach 4.5:1 on an input over the dark surface (naive-ui: 3.3:1)', () => {
    const input = over(darkTheme.common.inputColor, DARK_SURFACE);
    expect(contrast(over(darkTheme.common.placeholderColor, input), input)).toBeLessThan(AA);
    const placeholder = naiveThemeOverrides('dark').common!.placeholderColor!;
    expect(contrast(over(placeholder, input), input)).toBeGreaterThanOrEqual(AA);
  });

  it('secondary text, kept as naive-ui has it, already reaches 4.5:1', () => {
    expect(contrast(over(darkTheme.common.textColor3, DARK_SURFACE), DARK_SURFACE)).toBeGreaterThanOrEqual(AA);
  });
});
