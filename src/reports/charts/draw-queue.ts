/**
 * The Reports screen's charts drawn one at a time, in the screen's order (docs/reports.md, "The
 * screen's figure"). ECharts starting a chart (its first setOption, the axes' label layout) costs
 * tens of milliseconds each; five in one frame kept the first chart off the screen until the last
 * was laid out. Here the first waiting chart is drawn at once (in a microtask, once the charts
 * asking in the same moment have asked: the lowest rank of them, in the frame that shows the
 * tables), and each one after it in an idle slot after a frame of its own, so every frame paints
 * one more chart and the frame that shows the first one holds no other.
 *
 * A chart asks by its rank (lower first); asking again replaces its earlier request (new figures
 * or a new size before its turn), `cancel` drops it (the chart unmounts), `clear` drops every
 * request (the screen closes).
 */
import type { InjectionKey } from 'vue';

/** When the queue may run: at once (a microtask), an animation frame, an idle slot, each cancellable. Injected so the tests step through frames. */
interface DrawSlots {
  soon: (then: () => void) => () => void;
  frame: (then: () => void) => () => void;
  idle: (then: () => void) => () => void;
}

/** An idle slot comes late on a busy page: after this, the next chart is drawn anyway. */
const IDLE_TIMEOUT_MS = 100;

const browserSlots: DrawSlots = {
  soon: (then) => {
    let cancelled = false;
    queueMicrotask(() => cancelled || then());
    return () => (cancelled = true);
  },
  frame: (then) => {
    const id = requestAnimationFrame(() => then());
    return () => cancelAnimationFrame(id);
  },
  idle: (then) => {
    const id = requestIdleCallback(() => then(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  },
};

interface DrawQueue {
  /** Draws with `draw` when the charts ranked before it are drawn, one per frame. */
  request: (chart: object, rank: number, draw: () => void) => void;
  cancel: (chart: object) => void;
  clear: () => void;
}

export function createDrawQueue(slots: DrawSlots = browserSlots): DrawQueue {
  const waiting = new Map<object, { rank: number; draw: () => void }>();
  let cancelSlot: (() => void) | null = null;
  // A chart was drawn in the last slot: the next waits for a frame of its own, then an idle slot;
  // else the next is drawn at once.
  let drewLast = false;

  function drawNext(): void {
    cancelSlot = null;
    let next: [object, { rank: number; draw: () => void }] | null = null;
    for (const entry of waiting) if (!next || entry[1].rank < next[1].rank) next = entry;
    if (!next) {
      drewLast = false;
      return;
    }
    waiting.delete(next[0]);
    drewLast = true;
    schedule();
    next[1].draw();
  }

  function schedule(): void {
    if (cancelSlot || waiting.size === 0) return;
    if (!drewLast) {
      cancelSlot = slots.soon(drawNext);
      return;
    }
    cancelSlot = slots.frame(() => {
      cancelSlot = slots.idle(drawNext);
    });
  }

  function stop(): void {
    cancelSlot?.();
    cancelSlot = null;
    drewLast = false;
  }

  return {
    request(chart, rank, draw) {
      waiting.set(chart, { rank, draw });
      schedule();
    },
    cancel(chart) {
      waiting.delete(chart);
      if (waiting.size === 0) stop();
    },
    clear() {
      waiting.clear();
      stop();
    },
  };
}

/** The screen's queue, provided by ReportsView to its charts. */
export const DRAW_QUEUE: InjectionKey<DrawQueue> = Symbol('report-draw-queue');
