/**
 * The sizes of the charts' boxes, read together. Reading a box's size forces the browser to lay
 * the page out when something changed since its last layout; reading the others right after
 * costs nothing. The Reports screen's charts are all put in the DOM in one go (the figures came),
 * so their boxes are read in one go too, after the last is in: one layout, where ECharts measuring
 * each box itself (twice, between drawing the previous chart and the next) forced ten.
 */

export interface BoxSize {
  width: number;
  height: number;
}

const waiting = new Map<HTMLElement, (size: BoxSize) => void>();

function measureAll(): void {
  // A box the browser skips (content-visibility: auto, far below its block's fold) is not laid out
  // for this: reading it would lay it out; its chart is drawn when it comes near (ResizeObserver).
  const boxes = [...waiting].filter(([box]) => box.isConnected && box.checkVisibility({ contentVisibilityAuto: true }));
  waiting.clear();
  // All the reads first, then the callbacks (which draw: a read after a draw would lay out again).
  const sizes = boxes.map(([box]) => box.getBoundingClientRect());
  boxes.forEach(([, then], index) => {
    const { width, height } = sizes[index] as DOMRect;
    then({ width, height });
  });
}

/** Reads `box`'s size together with the other boxes given in the same task, then calls `then` with it (not for a box the browser skips). */
export function measureTogether(box: HTMLElement, then: (size: BoxSize) => void): void {
  if (waiting.size === 0) queueMicrotask(measureAll);
  waiting.set(box, then);
}
