/**
 * What the screen benches share: the Chromium they drive the browser-mode desk with, and the
 * "key press to first rows painted" measurement (issue 9's Orders screen, issue 12's board).
 */
import { chromium, type Browser, type Page } from '@playwright/test';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Headless Chromium as every renderer bench runs it (DESK_CHROMIUM overrides the binary). */
export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.DESK_CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** The Alt+digit that opens a screen, and the element that means "its rows are in the DOM". */
export interface ScreenKey {
  /** The digit of the Alt+digit shortcut, e.g. '7'. */
  digit: string;
  /** A selector that matches only once rows with content are rendered. */
  rowSelector: string;
}

/**
 * Presses Alt+digit at the start of a frame; resolves with the milliseconds until the end of the
 * frame that shows rows (NaN after 30 s). Each frame is checked: once rows are in the DOM, the
 * frame that shows them ends with the next frame's callback, which is where the clock stops.
 */
export function keyToFirstRows(page: Page, { digit, rowSelector }: ScreenKey): Promise<number> {
  return page.evaluate(async ({ digit, rowSelector }) => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await nextFrame();
    const start = performance.now();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: digit, code: `Digit${digit}`, altKey: true, bubbles: true }));
    for (;;) {
      await nextFrame();
      if (document.querySelector(rowSelector)) {
        return new Promise<number>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - start);
          requestAnimationFrame(() => channel.port2.postMessage(null));
        });
      }
      if (performance.now() - start > 30_000) return Number.NaN;
    }
  }, { digit, rowSelector });
}
