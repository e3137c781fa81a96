/**
 * The bar charts' margins around their plotting area, worked out from the labels they will carry,
 * so that ECharts need not lay every axis label out to find them (`outerBoundsContain:
 * 'axisLabel'` did: about a third of the first chart's start, while the screen waited for it).
 * Widths are estimated from the characters, on the wide side for each kind (the labels are days,
 * bands and grouped integers in ECharts' own sans-serif), so a label never comes out cut: a
 * margin may be a few pixels wider than it needed to be. The e2e checks every label of every chart
 * lies inside its box at 1366×768 and 1920×1080 (tests/e2e/reports.spec.ts).
 */
import { groupThousands } from '@contract/format/desk-format';

interface GridMargins {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** ECharts' gap between an axis and its labels (axisLabel.margin's default). */
const LABEL_GAP_PX = 8;
/** Room kept free around the labels, for anti-aliasing and the font's own side bearings. */
const SLACK_PX = 2;

/** A character's advance as a share of the font size, taken wide (DejaVu Sans, the widest of the fonts a desk falls back to). */
function charWidthEm(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x2e80) return 1; // CJK: a full square
  if (/[0-9]/.test(char)) return 0.64;
  if (/[A-Z]/.test(char)) return char === 'M' || char === 'W' ? 1 : 0.8;
  if (/[a-z]/.test(char)) return 0.62;
  if (/[ .,:']/.test(char)) return 0.34;
  return 0.84; // ≤ – > and other signs
}

/** A label's width in pixels at `fontSize`, estimated on the wide side. */
function labelWidthPx(label: string, fontSize: number): number {
  let em = 0;
  for (const char of label) em += charWidthEm(char);
  return Math.ceil(em * fontSize);
}

/**
 * The value axis's widest label for bars up to `highest`: ECharts' topmost tick is at most a nice
 * step (a fifth of the range, rounded up to 1, 2, 3, 5 or 10 times a power of ten) above the highest
 * bar, so never past one and a half times it; its label is that integer grouped by thousands (the
 * axis ticks whole units, minInterval 1).
 */
function widestValueLabel(highest: number): string {
  // groupThousands, not toLocaleString: the first number format the page asks for costs ~15 ms.
  return groupThousands(String(Math.max(1, Math.ceil(highest * 1.5))));
}

/**
 * Margins for vertical bars labelled `categories` below and valued up to `highest` on the left:
 * the left holds the widest value label, the bottom one line of category labels; a category label
 * centred under the first or last bar may reach past the plotting area by half its width, so both
 * sides keep that much too.
 */
export function barsGridMargins(categories: readonly string[], highest: number, fontSize: number): GridMargins {
  const halfCategory = Math.ceil(Math.max(0, ...categories.map((label) => labelWidthPx(label, fontSize))) / 2) + SLACK_PX;
  const valueLabel = labelWidthPx(widestValueLabel(highest), fontSize) + LABEL_GAP_PX + SLACK_PX;
  return {
    left: Math.max(valueLabel, halfCategory),
    right: Math.max(8, halfCategory),
    // The topmost value label is centred on the plotting area's top edge: half a line above it.
    top: Math.max(12, Math.ceil(fontSize * 0.75)),
    bottom: Math.ceil(fontSize * 1.4) + LABEL_GAP_PX + SLACK_PX,
  };
}
