/**
 * ECharts' drawing code run once, off screen, while the desk is idle after it started, so that the
 * Reports screen's first chart does not run it for the first time (docs/reports.md, "The screen's
 * figure"). Code that runs for the first time on a page is slow: V8 compiles each function as it
 * is first called and learns nothing of the objects it handles until then; the first chart's start
 * was about 40 ms of the Reports screen's first frame, most of it that.
 *
 * One bar chart and one ring like the screen's, each drawn into a box outside the window, hidden
 * from assistive technology, then disposed of and removed. Each in an idle slot without a deadline
 * (a busy desk waits), once per page, and not when a chart has been drawn already.
 */
import { barsOption, chartPalette, shareOption, type ReportChartOption } from './chart-options';
import type { drawAndDispose as drawOffScreen } from './echarts-setup';

/** The size of the screen's charts at 1366×768 (ReportBlock.vue's chart height). */
const SIZE = { width: 360, height: 168 };

/** Where the drawing comes from and when it runs: ECharts' chunk and an idle slot (the tests pass their own). */
interface WarmUpSources {
  load: () => Promise<{ drawAndDispose: typeof drawOffScreen }>;
  idle: (then: () => void) => void;
}

const browserSources: WarmUpSources = {
  // The same chunk the screen loads (chart-library.ts): fetched once whoever asks first.
  load: () => import('./echarts-setup'),
  // Without idle callbacks (a test's page) no moment is known to be free: no warm-up.
  idle: (then) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => then());
  },
};

/**
 * What asks for the warm-up: the first call loads ECharts' chunk, then draws the bars in the next
 * idle slot and the ring in the one after (one long task of 55–90 ms measured as one; a key pressed
 * meanwhile waits for half of it at most); later calls do nothing (one per page).
 */
export function createChartWarmUp(sources: WarmUpSources = browserSources): () => void {
  let asked = false;
  return () => {
    if (asked) return;
    asked = true;
    void sources.load().then(
      (library) => {
        const options = warmUpOptions();
        const drawNext = (): void => {
          const option = options.shift();
          if (!option) return;
          sources.idle(() => {
            if (draw(library.drawAndDispose, option)) drawNext();
          });
        };
        drawNext();
      },
      // ECharts' chunk did not come (the host restarting): the screen loads it itself when opened.
      () => undefined,
    );
  };
}

/** A week of bars and a ring of two carriers, as the screen draws them. */
function warmUpOptions(): ReportChartOption[] {
  const palette = chartPalette('light');
  const days = Array.from({ length: 7 }, (_, day) => ({ label: `${String(day + 21)}NOV`, value: (day * 7) % 5 }));
  return [barsOption(days, palette, 12), shareOption([{ label: 'CA', value: 3 }, { label: 'MU', value: 2 }], palette, 12, '')];
}

/** Draws `option` off screen and lets it go; false when the screen has drawn a chart already (its code ran: nothing to warm). */
function draw(drawAndDispose: typeof drawOffScreen, option: ReportChartOption): boolean {
  if (document.querySelector('.report-chart__canvas')) return false;
  const box = document.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.dataset.testid = 'chart-warm-up';
  box.style.cssText = `position: fixed; left: -${SIZE.width * 4}px; top: 0; width: ${SIZE.width}px; height: ${SIZE.height}px; contain: strict; pointer-events: none;`;
  document.body.append(box);
  try {
    drawAndDispose(box, SIZE, option);
  } catch {
    // A speed-up only: a page where ECharts cannot draw off screen draws its charts as before.
  } finally {
    box.remove();
  }
  return true;
}
