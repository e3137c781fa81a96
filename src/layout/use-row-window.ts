import { computed, onBeforeUnmount, onMounted, ref, watch, type Ref } from 'vue';
import { OVERSCAN_ROWS, rowsPerPage, scrollTopToReveal, visibleWindow } from '../shopping/results/row-window';

interface RowWindowOptions {
  /** The scrolling element (its template ref). */
  viewport: Readonly<Ref<HTMLElement | null>>;
  /** Positions in the list. */
  count: () => number;
  rowHeight: () => number;
  /** The focused position (-1: none): kept entirely in view. */
  focusedPosition: () => number;
  /** The rows shown: a new value (a sort, a filter, new results) keeps the focused row in view too. */
  rows: () => unknown;
  /**
   * A new set of rows is drawn in two frames: the rows on screen first, the overscan rows beyond
   * the edges (there for smooth scrolling) a frame later, so the frame the agent waits for lays out
   * and paints only what is visible. Two animation frames, because the first can still be the frame
   * that shows the change.
   */
  deferOverscan?: boolean;
  /** Scrolls to the focused row when mounted (a list built with a row already focused). */
  revealOnMount?: boolean;
}

/** A rendered position and the row element it reuses. */
interface RowSlot {
  slot: number;
  position: number;
}

/**
 * The windowing of every virtualised list (VirtualListbox, the shopping results): which positions
 * are rendered for the scroll position, the row elements they reuse, and the focused row kept in
 * view. Rows have one fixed height, so the window is arithmetic (row-window.ts), never measured.
 *
 * Keeping the focused row visible (after a key, a sort or a filter) takes two steps, so one layout
 * serves both: before Vue patches the DOM the tracked scroll position moves (the window renders the
 * right rows straight away); after the patch the viewport is scrolled to it. Scroll position and
 * height come from scroll events and a ResizeObserver, never from reading the DOM on a key press,
 * which would force an extra synchronous layout.
 */
export function useRowWindow(options: RowWindowOptions) {
  const scrollTop = ref(0);
  const viewportHeight = ref(0);

  const overscan = ref(OVERSCAN_ROWS);
  let overscanFrame = 0;
  if (options.deferOverscan) {
    watch(options.rows, () => {
      overscan.value = 0;
      cancelAnimationFrame(overscanFrame);
      overscanFrame = requestAnimationFrame(() => (overscanFrame = requestAnimationFrame(() => (overscan.value = OVERSCAN_ROWS))));
    });
  }

  const rowWindow = computed(() => visibleWindow(scrollTop.value, viewportHeight.value, options.rowHeight(), options.count(), overscan.value));
  /**
   * Row elements are recycled: a row's key is its position modulo the window length, so a sort or
   * filter only rewrites the text of the rows on screen, and scrolling by one row moves one element
   * from one end to the other, instead of creating and removing elements (measured to dominate).
   */
  const slots = computed(() => {
    const { start, end } = rowWindow.value;
    const length = Math.max(1, end - start);
    const list: RowSlot[] = [];
    for (let position = start; position < end; position++) list.push({ slot: position % length, position });
    return list;
  });

  let pendingScrollTop: number | null = null;

  /** Moves the tracked scroll position so the row at `position` is entirely visible (the viewport follows after the patch). */
  function reveal(position: number): void {
    if (position < 0) return;
    const maxScrollTop = Math.max(0, options.count() * options.rowHeight() - viewportHeight.value);
    const target = Math.min(maxScrollTop, scrollTopToReveal(position, options.rowHeight(), scrollTop.value, viewportHeight.value));
    if (target === scrollTop.value) return;
    scrollTop.value = target;
    pendingScrollTop = target;
  }

  function applyPendingScroll(): void {
    const element = options.viewport.value;
    if (!element || pendingScrollTop === null) return;
    element.scrollTop = pendingScrollTop;
    pendingScrollTop = null;
  }

  const revealSource = () => [options.focusedPosition(), options.rows()] as const;
  watch(revealSource, ([position]) => reveal(position));
  watch([revealSource, scrollTop], applyPendingScroll, { flush: 'post' });

  function onScroll(): void {
    if (options.viewport.value) scrollTop.value = options.viewport.value.scrollTop;
  }

  /** Whole rows in view, for PageUp/PageDown. */
  const pageRows = () => rowsPerPage(viewportHeight.value, options.rowHeight());

  function toTop(): void {
    scrollTop.value = 0;
    if (options.viewport.value) options.viewport.value.scrollTop = 0;
  }

  let observer: ResizeObserver | null = null;
  onMounted(() => {
    const element = options.viewport.value;
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') viewportHeight.value = element.clientHeight;
    else {
      // Reports after the first layout (no forced layout at mount), then on every resize.
      observer = new ResizeObserver((entries) => {
        viewportHeight.value = entries[entries.length - 1]?.contentRect.height ?? element.clientHeight;
        reveal(options.focusedPosition());
      });
      observer.observe(element);
    }
    if (options.revealOnMount) {
      reveal(options.focusedPosition());
      applyPendingScroll();
    }
  });
  onBeforeUnmount(() => {
    observer?.disconnect();
    if (overscanFrame) cancelAnimationFrame(overscanFrame);
  });

  return { rowWindow, slots, reveal, applyPendingScroll, onScroll, pageRows, toTop };
}
