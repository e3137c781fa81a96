/**
 * Nothing cut, nothing scrolling sideways (issue 23, finding 13), at the agency laptop (1366×768)
 * and the desktop (1920×1080): the navigation with Reimbursements active, the reimbursement board,
 * Ancillaries' list and its baggage table, the Orders search and its offline header, and the
 * results of an open-jaw search. Each element is measured the way the eye sees a cut: its content
 * wider than its box (scrollWidth > clientWidth), or a placeholder wider than its field. Its own
 * desk (the network is cut for the offline header). Screenshots of each screen at both sizes.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_PARTNER_ID, type SandboxAirOrderEntry, type SandboxOrdersListing } from '../../electron/sandbox';
import { startDeskHost, type DeskHost } from '../support/desk-host-process';
import { enter, entryDate, resultsShown } from './fixtures/shopping';

const test = base;
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;
const REFUNDS = ['917083410193028001', '917083410200947001', '917083410208866001'];
const AIR_ORDER = '917083410145514001';

/**
 * Elements matching `selector` (visible ones) whose content is wider than their box, or, for a
 * field, whose placeholder is wider than the room for text: each as "what: text (content > box)".
 */
async function cut(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((css) => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(css)) {
      if (element.getClientRects().length === 0) continue;
      const name = `${element.dataset.testid ?? element.className}`;
      if (element instanceof HTMLInputElement && element.placeholder && element.value === '') {
        // The placeholder, typed in for a moment: the field's own text layout says whether it fits
        // (a search field's clear button and the padding included). No input event: nothing reacts.
        element.value = element.placeholder;
        const [needed, room] = [element.scrollWidth, element.clientWidth];
        element.value = '';
        if (needed > room) found.push(`${name} placeholder: ${element.placeholder} (${needed} > ${room} px)`);
      } else if (element.scrollWidth > element.clientWidth) {
        found.push(`${name}: ${element.textContent?.trim().slice(0, 60) ?? ''} (${element.scrollWidth} > ${element.clientWidth} px)`);
      }
    }
    // Anything in the window that scrolls sideways shows a horizontal scrollbar (a list, a pane, the navigation).
    for (const element of document.querySelectorAll<HTMLElement>('.desk-shell *')) {
      const style = getComputedStyle(element);
      if (!['auto', 'scroll'].includes(style.overflowX) || element.scrollWidth <= element.clientWidth) continue;
      const entry = `${element.dataset.testid ?? element.className} scrolls sideways (${element.scrollWidth} > ${element.clientWidth} px)`;
      if (!found.includes(entry)) found.push(entry);
    }
    return found;
  }, selector);
}

/** Measures `selector` at both sizes, keeps a screenshot of each, and returns every cut found (with its size). */
async function cutAtBothSizes(page: Page, name: string, selector: string): Promise<string[]> {
  const found: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect.poll(() => page.evaluate(() => [document.documentElement.clientWidth, window.innerWidth])).toEqual([size.width, size.width]);
    // A frame for the container queries and the ResizeObserver to have followed the new size.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    found.push(...(await cut(page, selector)).map((entry) => `${size.width}: ${entry}`));
    await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}x${size.height}.png`) });
  }
  return found;
}

let started: { host: DeskHost; stop: () => Promise<void> } | null = null;
test.beforeAll(async () => {
  started = await startDeskHost();
});
test.afterAll(async () => {
  await started?.stop();
});

test('nothing cut or scrolling sideways at 1366×768 and 1920×1080: navigation, board, Ancillaries, Orders, open-jaw results', async ({ page }) => {
  test.setTimeout(150_000);
  const host = started!.host;
  await page.goto(await host.newLaunchUrl());
  await expect(page.getByTestId('status-bar')).toContainText('Browser mode');
  await page.setViewportSize(SIZES[0]);

  // The board, Reimbursements active in the navigation: its name and its key whole, no sideways scrollbar.
  await page.keyboard.press('Alt+5');
  for (const orderNum of REFUNDS) {
    await page.keyboard.press('Alt+n');
    await expect(page.getByTestId('board-add-number')).toBeFocused();
    await page.keyboard.type(orderNum);
    await page.keyboard.press('Enter');
    await expect(page.locator(`[data-testid="refund-row"] [data-order-num="${orderNum}"]`)).toBeVisible();
  }
  // The notices that each refund joined the board have gone (they lie over the filters).
  await expect(page.locator('.n-message')).toHaveCount(0, { timeout: 15_000 });
  expect.soft(await cutAtBothSizes(page, 'board', 'nav, nav a, [data-testid="refund-board"], [data-testid="refund-board"] .board-grid > *, [data-testid="board-totals"]')).toEqual([]);
  await page.getByTestId('refund-board').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('refund-detail')).toBeFocused();
  // Beside the detail the status words may end in an ellipsis (whole in the pane and the cell's title); numbers never.
  expect.soft(await cutAtBothSizes(page, 'board-detail', '[data-testid="refund-board"] :is(.col-order, .col-amount, .col-waiting, .col-as-of), [data-testid="refund-detail"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Alt+v');
  await expect(page.getByTestId('voucher-table')).toBeFocused();
  expect.soft(await cutAtBothSizes(page, 'vouchers', '[data-testid="voucher-row"] :is(.col-number, .col-amount, .col-valid, .col-refund)')).toEqual([]);
  await page.keyboard.press('Alt+v');

  // Ancillaries: the air order's list (its cells) and an ancillary order's baggage table.
  await page.keyboard.press('Alt+6');
  await expect(page.getByTestId('ancillary-entry')).toBeFocused();
  await page.keyboard.type(AIR_ORDER);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('ancillary-list')).toBeFocused();
  expect.soft(await cutAtBothSizes(page, 'ancillary-list', '[data-testid="ancillary-row"] .ancillaries__row > *, [data-testid="ancillary-list"], [data-testid="ancillary-entry"]')).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('ancillary-bags')).toBeVisible();
  expect.soft(await cutAtBothSizes(page, 'ancillary-detail', '[data-testid="ancillary-row"] .ancillaries__row > *, [data-testid="ancillary-detail"], [data-testid="ancillary-bags"] th, [data-testid="ancillary-bags"] td')).toEqual([]);

  // Orders: an order read by number, then the network cut: the header says offline, whole.
  const listing = (await (await fetch(`${host.sandboxUrl}/sandbox/orders?kind=air&state=ISSED`)).json()) as SandboxOrdersListing;
  const order = listing.orders.find((entry): entry is SandboxAirOrderEntry => entry.kind === 'air' && entry.partnerId === DEMO_PARTNER_ID);
  if (!order) throw new Error('the seeded sandbox has no issued order of the demo partner');
  await page.keyboard.press('Control+o');
  await expect(page.getByTestId('orders-open-number')).toBeFocused();
  await page.keyboard.type(order.orderNum);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-detail')).toBeFocused();
  await fetch(`${host.sandboxUrl}/sandbox/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ faults: ['*:reset'] }) });
  await page.keyboard.press('Alt+F5');
  await expect(page.getByTestId('orders-offline')).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  const ordersHeader = '[data-testid="orders-screen"] [data-testid="screen-header"] > *, [data-testid="orders-offline"], [data-testid="orders-count"], [data-testid="orders-search"], [data-testid="orders-open-number"], [data-testid="orders-row"] :is(.col-number, .col-status, .col-amount)';
  expect.soft(await cutAtBothSizes(page, 'orders-offline', ordersHeader)).toEqual([]);
  await fetch(`${host.sandboxUrl}/sandbox/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ faults: [] }) });

  // Shopping, an open jaw: every column of the rows on screen whole (baggage "1PC 23KG" too).
  await page.setViewportSize(SIZES[0]);
  await enter(page, `PEKLON${entryDate(25)}/LONPAR${entryDate(32)}`);
  await resultsShown(page);
  expect.soft(await cutAtBothSizes(page, 'open-jaw', '[data-testid="results-row"] [class*="col-"]')).toEqual([]);
});
