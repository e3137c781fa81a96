/**
 * A Reports table's rows in two goes: as many as a window can show at once in the frame that first
 * shows the screen, the rest in the frame after (docs/reports.md, "The screen's figure"). "Today"
 * on a busy file lists hundreds of overdue refunds and expiring vouchers: building, laying out and
 * painting all of them kept the first chart off the screen, while no window shows more than a
 * screenful of any table. Every row is in the table a frame later, for the keyboard, a screen reader
 * and the browser's search alike; the totals row, worked out from all of them, shows from the start.
 */

/** No table row is drawn shorter than this (px; one line of the small font and its padding): a window's height of them is more than a table shows at once. */
const SHORTEST_ROW_PX = 16;

/** The rows a table shows in its first frame: a window's height of the shortest rows. */
export function rowsInOneScreen(windowHeight: number): number {
  return Math.max(1, Math.ceil(windowHeight / SHORTEST_ROW_PX));
}

/**
 * Runs `then` at the start of the frame after the next one: the next frame shows what is there now
 * (the first rows, the first chart), the one after it the rest. Returns what cancels it.
 */
export function inTheFrameAfterNext(then: () => void): () => void {
  let id = requestAnimationFrame(() => {
    id = requestAnimationFrame(() => then());
  });
  return () => cancelAnimationFrame(id);
}
