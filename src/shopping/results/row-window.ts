/**
 * Windowing of the results list: which rows to render for a scroll position, and where to scroll
 * so a row is fully visible. Rows have one fixed height, so this is arithmetic, not measuring.
 */

export interface RowWindow {
  /** First rendered position (inclusive). */
  start: number;
  /** Last rendered position (exclusive). */
  end: number;
}

/** Never render more than this many rows, whatever the viewport claims (a runaway height). */
export const MAX_RENDERED_ROWS = 160;

/** Rows kept rendered beyond each edge of the viewport, so scrolling does not show empty space. */
export const OVERSCAN_ROWS = 6;

/**
 * The rows to render: the visible ones plus `overscan` on each side. A viewport of unknown height
 * (0: not laid out yet, or a DOM without layout) renders `fallbackRows`.
 */
export function visibleWindow(scrollTop: number, viewportHeight: number, rowHeight: number, total: number, overscan = OVERSCAN_ROWS, fallbackRows = 24): RowWindow {
  if (total <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const firstVisible = Math.max(0, Math.floor(scrollTop / rowHeight));
  const visibleCount = viewportHeight > 0 ? Math.ceil(viewportHeight / rowHeight) + 1 : fallbackRows;
  const start = Math.max(0, Math.min(firstVisible, total - 1) - overscan);
  const end = Math.min(total, firstVisible + visibleCount + overscan, start + MAX_RENDERED_ROWS);
  return { start, end };
}

/** The scrollTop that shows the row at `position` entirely, moving as little as possible. */
export function scrollTopToReveal(position: number, rowHeight: number, scrollTop: number, viewportHeight: number): number {
  const top = position * rowHeight;
  const bottom = top + rowHeight;
  if (top < scrollTop) return top;
  if (viewportHeight > 0 && bottom > scrollTop + viewportHeight) return Math.max(0, bottom - viewportHeight);
  return scrollTop;
}

/** Whole rows that fit in the viewport, for PageUp/PageDown (at least 1). */
export function rowsPerPage(viewportHeight: number, rowHeight: number): number {
  if (viewportHeight <= 0 || rowHeight <= 0) return 10;
  return Math.max(1, Math.floor(viewportHeight / rowHeight) - 1);
}
