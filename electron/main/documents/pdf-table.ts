import { INK, MUTED, RULE, SHADE, type PdfCanvas } from './pdf-canvas';

/** One cell: its main lines, and smaller grey lines under them (a name in the other language, a terminal). */
export interface Cell {
  main: string[];
  sub?: string[];
}

interface Column {
  header: string[];
  /** Share of the table's width. */
  weight: number;
  align?: 'left' | 'right';
}

const PAD_X = 4;
const PAD_Y = 3.5;
const MAIN = 8.5;
const SUB = 7.3;
const HEADER = 7.3;

interface LaidCell {
  main: string[];
  sub: string[];
}

/**
 * A table flowing down the pages: a header row (repeated on each page it continues on), rows
 * shaded every other one, every cell wrapped to its column. A row is never split across pages.
 */
export function drawTable(canvas: PdfCanvas, columns: readonly Column[], rows: readonly Cell[][]): void {
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = columns.map((column) => (column.weight / total) * canvas.width);
  const xs = widths.map((_, index) => canvas.left + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
  const inner = (index: number) => (widths[index] ?? 0) - 2 * PAD_X;

  const headerLines = columns.map((column, index) => column.header.flatMap((line) => canvas.wrap(line, inner(index), HEADER)));
  const headerHeight = Math.max(...headerLines.map((lines) => lines.length)) * canvas.lineHeight(HEADER) + 2 * PAD_Y;
  const drawHeader = () => {
    const top = canvas.y;
    canvas.rule(top, INK, 0.8);
    headerLines.forEach((lines, index) => {
      lines.forEach((line, n) => canvas.text(line, cellX(index), top - PAD_Y - n * canvas.lineHeight(HEADER), { size: HEADER, color: MUTED }, columns[index]?.align));
    });
    canvas.y -= headerHeight;
    canvas.rule(canvas.y, RULE, 0.6);
  };
  const cellX = (index: number) => (columns[index]?.align === 'right' ? (xs[index] ?? 0) + (widths[index] ?? 0) - PAD_X : (xs[index] ?? 0) + PAD_X);

  const laidRows = rows.map((row) => {
    const cells: LaidCell[] = row.map((cell, index) => ({
      main: cell.main.flatMap((line) => canvas.wrap(line, inner(index), MAIN)),
      sub: (cell.sub ?? []).flatMap((line) => canvas.wrap(line, inner(index), SUB)),
    }));
    return { cells, height: Math.max(...cells.map((cell) => cell.main.length * canvas.lineHeight(MAIN) + cell.sub.length * canvas.lineHeight(SUB))) + 2 * PAD_Y };
  });
  // The header never stands alone at the foot of a page: it goes with the first row.
  canvas.ensure(headerHeight + (laidRows[0]?.height ?? 0));
  drawHeader();
  laidRows.forEach(({ cells: laid, height }, rowIndex) => {
    if (!canvas.fits(height)) {
      canvas.addPage();
      drawHeader();
    }
    const top = canvas.y;
    if (rowIndex % 2 === 1) canvas.box(canvas.left, top, canvas.width, height, SHADE);
    laid.forEach((cell, index) => {
      let y = top - PAD_Y;
      const align = columns[index]?.align;
      for (const line of cell.main) {
        canvas.text(line, cellX(index), y, { size: MAIN, color: INK }, align);
        y -= canvas.lineHeight(MAIN);
      }
      for (const line of cell.sub) {
        canvas.text(line, cellX(index), y, { size: SUB, color: MUTED }, align);
        y -= canvas.lineHeight(SUB);
      }
    });
    canvas.y -= height;
  });
  canvas.rule(canvas.y, RULE, 0.6);
}
