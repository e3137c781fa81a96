import { PDFDocument, rgb, setLineWidth, setStrokingColor, setTextRenderingMode, TextRenderingMode, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { APP_NAME } from '../app-identity';
import { documentFont } from './document-font';
import { wrapText } from './text-wrap';

/** A4 portrait, in points. */
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 42;
/** Room kept at the foot of every page for its footer. */
const FOOTER_ROOM = 34;

export const INK = rgb(0.11, 0.12, 0.14);
export const MUTED = rgb(0.38, 0.4, 0.45);
export const RULE = rgb(0.78, 0.8, 0.84);
export const SHADE = rgb(0.95, 0.96, 0.97);
export const ACCENT = rgb(0.1, 0.3, 0.55);
export const WARNING = rgb(0.62, 0.16, 0.1);

/** Character widths at size 1: one font for every document (document-font.ts), so kept across them. */
const WIDTHS = new Map<string, number>();

interface TextStyle {
  size: number;
  color?: RGB;
  /** Drawn with a thin outline as well: the one font has one weight. */
  bold?: boolean;
}

/**
 * The pages of one document and where the next thing goes: a cursor moving down from the top,
 * a new page when something would not fit above the footer room. Every string is drawn with the
 * one embedded font (subset: the PDF carries only the glyphs it uses).
 */
export class PdfCanvas {
  readonly left = MARGIN;
  readonly width = PAGE_WIDTH - 2 * MARGIN;
  readonly pages: PDFPage[] = [];
  /** Baseline space below the current position, from the top of the next line. */
  y = 0;

  private constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
  ) {
    this.addPage();
  }

  static async open(title: string, language: string): Promise<PdfCanvas> {
    const doc = await PDFDocument.create();
    const shared = await documentFont();
    doc.registerFontkit(shared.fontkit);
    const font = await doc.embedFont(shared.bytes, { subset: true });
    doc.setTitle(title);
    doc.setLanguage(language);
    doc.setCreator(APP_NAME);
    doc.setProducer('pdf-lib');
    return new PdfCanvas(doc, font);
  }

  get page(): PDFPage {
    const page = this.pages.at(-1);
    if (!page) throw new Error('A document has at least one page');
    return page;
  }

  addPage(): void {
    this.pages.push(this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]));
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** Whether `height` points fit below the cursor, above the footer. */
  fits(height: number): boolean {
    return this.y - height >= MARGIN + FOOTER_ROOM;
  }

  /** Makes room for `height` points below the cursor, on a new page when this one is full. */
  ensure(height: number): void {
    if (!this.fits(height)) this.addPage();
  }

  /**
   * Width of `text` at `size`: the sum of its characters' advances, each measured once at 1 pt.
   * Exact for this font (it has no kerning or shaping tables), and wrapping measures the same
   * characters thousands of times.
   */
  measure(text: string, size: number): number {
    let unit = 0;
    for (const char of text) {
      let width = WIDTHS.get(char);
      if (width === undefined) {
        width = this.font.widthOfTextAtSize(char, 1);
        WIDTHS.set(char, width);
      }
      unit += width;
    }
    return unit * size;
  }

  wrap(text: string, width: number, size: number): string[] {
    return wrapText(text, width, (line) => this.measure(line, size));
  }

  lineHeight(size: number): number {
    return size * 1.32;
  }

  /** One line of text with its top at `top`, at x (or right-aligned so it ends at x). */
  text(value: string, x: number, top: number, style: TextStyle, align: 'left' | 'right' = 'left'): void {
    if (!value) return;
    const color = style.color ?? INK;
    const left = align === 'right' ? x - this.measure(value, style.size) : x;
    const baseline = top - style.size * 0.92;
    if (style.bold) this.page.pushOperators(setTextRenderingMode(TextRenderingMode.FillAndOutline), setLineWidth(style.size * 0.03), setStrokingColor(color));
    this.page.drawText(value, { x: left, y: baseline, size: style.size, font: this.font, color });
    if (style.bold) this.page.pushOperators(setTextRenderingMode(TextRenderingMode.Fill));
  }

  /** Wrapped lines flowing down the page from the cursor (breaking pages between lines). */
  paragraph(value: string, style: TextStyle, indent = 0): void {
    const lines = this.wrap(value, this.width - indent, style.size);
    const height = this.lineHeight(style.size);
    for (const line of lines) {
      this.ensure(height);
      this.text(line, this.left + indent, this.y, style);
      this.y -= height;
    }
  }

  rule(top: number, color: RGB = RULE, thickness = 0.6): void {
    this.page.drawLine({ start: { x: this.left, y: top }, end: { x: this.left + this.width, y: top }, thickness, color });
  }

  box(x: number, top: number, width: number, height: number, color: RGB): void {
    this.page.drawRectangle({ x, y: top - height, width, height, color });
  }

  /** Where the footer's first line goes. */
  get footerTop(): number {
    return MARGIN + FOOTER_ROOM - 12;
  }

  gap(points: number): void {
    this.y -= points;
  }
}
