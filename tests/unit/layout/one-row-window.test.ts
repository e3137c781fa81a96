/**
 * One windowed list (issue 22, item 8): the windowing of a virtualised list (which positions are
 * rendered for a scroll position, the recycled row elements, the focused row kept in view without
 * reading layout on a key press) lives in one composable, src/layout/use-row-window.ts, used by
 * VirtualListbox (Orders, the boards, every desk list) and by the shopping results. Nothing else
 * does that arithmetic or moves a list's scroll position.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');
const WINDOWING = 'src/layout/use-row-window.ts';
/** The arithmetic itself (pure functions the composable calls). */
const ARITHMETIC = 'src/shopping/results/row-window.ts';

/** Importing the window arithmetic, or moving or reading a scroll position. */
const COMPUTES_A_WINDOW = /\/results\/row-window['"]|\bvisibleWindow\(|\bscrollTopToReveal\(|\browsPerPage\(|\.scrollTop\b/;

function sourceFiles(path = 'src'): string[] {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return /\.(ts|vue)$/.test(path) ? [path] : [];
  return readdirSync(full).flatMap((name) => sourceFiles(join(path, name)));
}

function windowingOutsideTheComposable(files = sourceFiles()): string[] {
  return files
    .filter((file) => file !== WINDOWING && file !== ARITHMETIC)
    .flatMap((file) => readFileSync(join(ROOT, file), 'utf8').split('\n').flatMap((text, index) => (COMPUTES_A_WINDOW.test(text) ? [`${file}:${index + 1}: ${text.trim()}`] : [])));
}

describe('one windowed list', () => {
  it('no component computes a window or scrolls a list itself: only use-row-window does', () => {
    expect(windowingOutsideTheComposable()).toEqual([]);
  });

  it('both virtualised lists window through the composable', () => {
    for (const list of ['src/layout/VirtualListbox.vue', 'src/components/shopping/results/ResultsTable.vue']) {
      expect(readFileSync(join(ROOT, list), 'utf8'), list).toMatch(/useRowWindow\(/);
    }
  });

  it('the scan finds a component that goes around it', () => {
    expect(COMPUTES_A_WINDOW.test("import { visibleWindow } from '../shopping/results/row-window';")).toBe(true);
    expect(COMPUTES_A_WINDOW.test('  if (viewport.value) scrollTop.value = viewport.value.scrollTop;')).toBe(true);
  });
});
