/** Reading a PDF back as poppler does: its text (pdftotext -layout) and its pages as PNGs (pdftoppm). */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../../support/temp-dir';

export function pdfText(pdf: Uint8Array): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
}

/** A4 is 595.28 pt wide: 165.2 dpi renders it 1366 px wide (pdftoppm rounds up), the width of the desk's smallest screen. */
const DPI_1366 = 165.2;

/** Writes `<dir>/<name>-<page>.png` per page and returns their paths. */
export function renderPages(pdf: Uint8Array, dir: string, name: string): string[] {
  mkdirSync(dir, { recursive: true });
  const ofThisName = () => readdirSync(dir).filter((entry) => entry.startsWith(`${name}-`) && entry.endsWith('.png'));
  // Pages of an earlier, longer render of the same document would be looked at as this one's.
  for (const entry of ofThisName()) rmSync(join(dir, entry));
  const scratch = tempDir('pdf-pages');
  try {
    const file = join(scratch.path, 'document.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-r', String(DPI_1366), '-png', file, join(dir, name)]);
    return ofThisName()
      .sort()
      .map((entry) => join(dir, entry));
  } finally {
    scratch.remove();
  }
}
