/**
 * Waits until a freshly loaded desk page has settled: none of its requests in flight (the desk's
 * start-up reads, its prefetches of screens' code) for a quiet moment. A bench that presses a key
 * on a page still starting measures the start-up's reads queued in front of the screen's own; an
 * agent opens a screen on a desk that is up. The event stream (`/api/events`) stays open for the
 * page's life and is not counted. Seen from outside the page, by Playwright's own network events,
 * so the page is not changed to be measured.
 */
import type { Page, Request } from '@playwright/test';

/** How long nothing may be in flight before the page counts as settled. */
const QUIET_MS = 500;
/** A page that never settles is used as it is after this (the bench then says so). */
const AT_MOST_MS = 15_000;

/** Follows `page`'s requests from now on; call before `page.goto`. `settled()` resolves with the milliseconds it waited, or NaN when the page never went quiet. */
export function followRequests(page: Page): { settled: () => Promise<number>; inFlight: () => string[] } {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const counted = (request: Request) => !new URL(request.url()).pathname.startsWith('/api/events');
  page.on('request', (request) => {
    if (!counted(request)) return;
    open.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);

  async function settled(): Promise<number> {
    const began = Date.now();
    while (Date.now() - began < AT_MOST_MS) {
      if (open.size === 0 && Date.now() - lastChange >= QUIET_MS) return Date.now() - began;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Number.NaN;
  }
  return { settled, inFlight: () => [...open].map((request) => new URL(request.url()).pathname) };
}
