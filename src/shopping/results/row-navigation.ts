/** Keys that move the focused row of the results list, as in a listbox. */

/**
 * The position the key moves to, or null when the key is not a movement key. With no row focused
 * yet (-1), any movement key goes to the first row (End to the last).
 */
export function movedPosition(key: string, current: number, count: number, pageSize: number): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  const clamp = (position: number) => Math.min(last, Math.max(0, position));
  switch (key) {
    case 'ArrowDown': return current < 0 ? 0 : clamp(current + 1);
    case 'ArrowUp': return current < 0 ? 0 : clamp(current - 1);
    case 'PageDown': return current < 0 ? 0 : clamp(current + pageSize);
    case 'PageUp': return current < 0 ? 0 : clamp(current - pageSize);
    case 'Home': return 0;
    case 'End': return last;
    default: return null;
  }
}
