/**
 * Orders (issue 9), keyboard only, in Chromium: open an order by number (Ctrl+O, OrderDetail from
 * the sandbox), lose the network, find the order by a passenger's surname from the file, add a
 * note, restart the desk on the same data, find the order by the note.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_PARTNER_ID, type SandboxAirOrderEntry, type SandboxOrdersListing } from '../../electron/sandbox';
import { startDeskHost, type DeskHost } from '../support/desk-host-process';
import { tabTo } from './fixtures/keyboard';

const test = base;

async function load(page: Page, host: DeskHost): Promise<void> {
  await page.goto(await host.newLaunchUrl());
  await expect(page.getByTestId('status-bar')).toContainText('Browser mode');
}

async function shoot(page: Page, name: string, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  // The document is exactly the window: nothing scrolls at page level (docs/desk-layout.md).
  await expect.poll(() => page.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight])).toEqual([height, height]);
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}x${height}.png`) });
}

test('find an order by surname with the network off, note it, restart, find it by the note', async ({ page }) => {
  test.setTimeout(120_000);
  const first = await startDeskHost();
  let second: Awaited<ReturnType<typeof startDeskHost>> | null = null;
  try {
    const host = first.host;
    const listing = (await (await fetch(`${host.sandboxUrl}/sandbox/orders?kind=air&state=ISSED`)).json()) as SandboxOrdersListing;
    const order = listing.orders.find((entry): entry is SandboxAirOrderEntry => entry.kind === 'air' && entry.partnerId === DEMO_PARTNER_ID && entry.passengers.length > 0);
    if (!order) throw new Error('the seeded sandbox has no issued order of the demo partner');
    const surname = order.passengers[0]!.lastName;

    await load(page, host);
    await page.setViewportSize({ width: 1366, height: 768 });

    // Ctrl+O from Shopping: Orders, its order-number field focused.
    await page.keyboard.press('Control+o');
    const number = page.getByTestId('orders-open-number');
    await expect(number).toBeFocused();
    await page.keyboard.type(order.orderNum);
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('order-detail');
    await expect(detail).toBeFocused();
    await expect(detail).toContainText(order.orderNum);
    await expect(detail.getByTestId('order-detail-passengers')).toContainText(surname);
    await expect(page.getByTestId('orders-count')).toContainText('1 order in the file');

    // The network goes: every call to the service is cut. Refreshing says so, and the desk is offline.
    await fetch(`${host.sandboxUrl}/sandbox/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ faults: ['*:reset'] }) });
    await page.keyboard.press('Alt+F5');
    await expect(page.getByTestId('error-notice').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('orders-offline')).toBeVisible({ timeout: 30_000 });

    // Esc closes the detail; `/` goes to the search; the surname (lower case) finds the order.
    await detail.focus();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('orders-list')).toBeFocused();
    await page.keyboard.press('/');
    await expect(page.getByTestId('orders-search')).toBeFocused();
    await page.keyboard.type(surname.toLowerCase());
    const row = page.getByTestId('orders-row').filter({ hasText: order.orderNum });
    await expect(row).toBeVisible();
    await expect(row.locator('mark').first()).toHaveText(new RegExp(surname, 'i'));
    await page.keyboard.press('Enter'); // to the results
    await expect(page.getByTestId('orders-list')).toBeFocused();
    await page.keyboard.press('Enter'); // opens the focused order
    await expect(detail).toBeFocused();
    await expect(detail.getByTestId('order-detail-as-of')).toContainText('As of');

    // A note, saved as typed.
    const note = page.getByTestId('order-note');
    await tabTo(page, note);
    await page.keyboard.type('Wheelchair at gate, call Mr Okafor');
    await expect(page.getByTestId('order-note-state')).toHaveAttribute('data-state', 'saved');
    await expect(page.getByTestId('order-note-state')).toContainText('Saved');

    await shoot(page, 'orders-offline-detail', 1366, 768);
    await shoot(page, 'orders-offline-detail', 1920, 1080);

    // Restart the desk on the same data: the note finds the order.
    await first.stop();
    second = await startDeskHost({ dataDir: host.dataDir });
    await load(page, second.host);
    await page.keyboard.press('Alt+7');
    await expect(page.getByTestId('orders-search')).toBeFocused();
    await page.keyboard.type('okafor');
    await expect(page.getByTestId('orders-row').filter({ hasText: order.orderNum })).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('order-note')).toHaveValue('Wheelchair at gate, call Mr Okafor');
    await shoot(page, 'orders-found-by-note', 1366, 768);
    await shoot(page, 'orders-found-by-note', 1920, 1080);
  } finally {
    await second?.stop();
    await first.stop();
  }
});
