/**
 * The Orders detail's next steps (issue 9: "the actions later issues add, keyboard-reachable"),
 * keyboard only, against the embedded sandbox's seeded orders: a paid test order goes to
 * Ticketing's pre-flight where its forced issue waits (Alt+I); an issued round trip starts its
 * refund on the Refunds screen (Alt+R); a refund order is checked with the service (Alt+K).
 * Screenshots of the detail with its steps at 1366×768 and 1920×1080.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { SandboxOrdersListing } from '../../electron/sandbox';
import { expect, test } from './fixtures/desk-host';

async function seeded(request: APIRequestContext, sandboxUrl: string, kind: 'air' | 'refund', purpose: RegExp): Promise<string> {
  const listing = (await (await request.get(`${sandboxUrl}/sandbox/orders?kind=${kind}`)).json()) as SandboxOrdersListing;
  const found = listing.orders.find((order) => purpose.test(order.purpose ?? ''));
  if (!found) throw new Error(`no seeded ${kind} order for ${purpose}`);
  return found.orderNum;
}

/** Ctrl+O, the number, Enter: the order is read with OrderDetail and its detail takes focus. */
async function openByNumber(page: Page, orderNum: string): Promise<void> {
  await page.keyboard.press('Control+o');
  await expect(page.getByTestId('orders-open-number')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(orderNum);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-detail')).toBeFocused();
  await expect(page.getByTestId('order-detail')).toContainText(orderNum);
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, height] of [[1366, 768], [1920, 1080]] as const) {
    await page.setViewportSize({ width, height });
    await expect.poll(() => page.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight])).toEqual([height, height]);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}x${height}.png`) });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

test.describe('the open order’s next steps, from the Orders detail', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 1366, height: 768 } });

  test('Alt+I takes a paid sandbox test order to Ticketing, where its forced issue is offered', async ({ desk, deskHost, request }) => {
    const orderNum = await seeded(request, deskHost.sandboxUrl, 'air', /^Paid, to be issued \(test order\)/);
    await openByNumber(desk, orderNum);
    await expect(desk.getByTestId('orders-force-issue')).toBeVisible();
    await expect(desk.getByTestId('orders-refund')).toHaveCount(0);
    await shoot(desk, 'orders-next-steps-paid');
    await desk.keyboard.press('Alt+I');
    await expect(desk.getByTestId('pre-flight-order')).toHaveText(orderNum, { timeout: 15_000 });
    await expect(desk.getByTestId('force-issue')).toBeVisible();
  });

  test('Alt+R starts the refund of an issued order on the Refunds screen', async ({ desk, deskHost, request }) => {
    const orderNum = await seeded(request, deskHost.sandboxUrl, 'air', /^Issued round trip: refundable/);
    await openByNumber(desk, orderNum);
    await expect(desk.getByTestId('orders-refund')).toBeVisible();
    await desk.keyboard.press('Alt+R');
    await expect(desk.getByTestId('refunds-screen')).toBeVisible();
    await expect(desk.getByTestId('refunds-context')).toContainText(orderNum);
  });

  test('Alt+K checks a refund order’s reimbursement and says what came of it', async ({ desk, deskHost, request }) => {
    const refundNum = await seeded(request, deskHost.sandboxUrl, 'refund', /^To be reimbursed/);
    // A refund order comes into the file through the board (Alt+N), as the reimbursement issue built it.
    await desk.keyboard.press('Alt+5');
    await desk.keyboard.press('Alt+n');
    await expect(desk.getByTestId('board-add-number')).toBeFocused();
    await desk.keyboard.type(refundNum);
    await desk.keyboard.press('Enter');
    await expect(desk.locator(`[data-testid="refund-row"] [data-order-num="${refundNum}"]`)).toBeVisible();

    await desk.keyboard.press('Alt+7');
    await expect(desk.getByTestId('orders-search')).toBeFocused();
    await desk.keyboard.type(refundNum);
    await expect(desk.locator(`[data-testid="orders-row"][data-order-num="${refundNum}"]`)).toBeVisible();
    await desk.keyboard.press('Enter');
    await desk.keyboard.press('Enter');
    await expect(desk.getByTestId('order-detail')).toBeFocused();
    await expect(desk.getByTestId('orders-check-reimbursement')).toBeVisible();
    await desk.keyboard.press('Alt+K');
    await expect(desk.getByTestId('orders-check-outcome')).toContainText(`Checked refund order ${refundNum}`);
    await shoot(desk, 'orders-next-steps-refund');
  });
});
