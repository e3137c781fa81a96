/**
 * The background poller, keyboard only, in Chromium (issue 12): a seeded refund order comes into
 * the file by OrderDetail (Ctrl+O), never checked, so main's poller checks it within its first
 * minute. The sandbox clock is moved 21 days through the sandbox's own control endpoint meanwhile
 * (the seeded refund is reimbursed after 20): the poller finds it reimbursed while the agent is on
 * another screen. A notice names the order, the side navigation counts one newly reimbursed, and
 * the board shows it reimbursed with its voucher, with no reload; opening the board clears the count,
 * and the poller no longer watches it.
 * Its own desk: the clock moves.
 */
import { test as base, expect } from '@playwright/test';
import { startDeskHost, type DeskHost } from '../support/desk-host-process';

const test = base;
const TO_BE_REIMBURSED = '917083410200947001';

let started: { host: DeskHost; stop: () => Promise<void> } | null = null;
test.beforeAll(async () => {
  started = await startDeskHost();
});
test.afterAll(async () => {
  await started?.stop();
});

test('the poller sees a refund reimbursed in the background: a notice names it, the navigation counts it, the board shows it', async ({ page }) => {
  // The poller's first check of a never-checked order falls within its first minute.
  test.setTimeout(150_000);
  const host = started!.host;
  await page.goto(await host.newLaunchUrl());
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(page.getByTestId('status-bar')).toContainText('Browser mode');

  // The board is empty; Ctrl+O opens the refund order by number (OrderDetail files it, unchecked).
  await page.keyboard.press('Alt+5');
  await expect(page.getByTestId('board-empty')).toBeVisible();
  // Every CheckReimbursed is held 3 s before the sandbox reads its clock: a poller check that
  // starts between the filing and the clock move below still answers "reimbursed", never
  // "in process" (which would put the next check 30 minutes away).
  const held = await fetch(`${host.sandboxUrl}/sandbox/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ faults: ['checkReimbursed:latency=3000'] }) });
  expect(held.ok).toBe(true);
  await page.keyboard.press('Control+o');
  await expect(page.getByTestId('orders-open-number')).toBeFocused();
  await page.keyboard.type(TO_BE_REIMBURSED);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-detail')).toContainText(TO_BE_REIMBURSED);
  const moved = await fetch(`${host.sandboxUrl}/sandbox/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ minutes: 21 * 24 * 60 }) });
  expect(moved.ok).toBe(true);

  // Still on Orders: the poller's finding arrives by itself.
  const badge = page.getByTestId('nav-reimbursed-count');
  await expect(badge).toHaveText('1', { timeout: 100_000 });
  await expect(badge).toHaveAttribute('aria-label', '1 newly reimbursed');
  await expect(page.getByText(`Refund ${TO_BE_REIMBURSED} reimbursed`)).toBeVisible();
  await expect(page.getByTestId('order-detail')).toBeVisible();

  // Alt+5: the board has it reimbursed with its voucher (patched by the event, never re-read); the count is cleared.
  await page.keyboard.press('Alt+5');
  const row = page.locator('[data-testid="refund-row"]', { has: page.locator(`[data-order-num="${TO_BE_REIMBURSED}"]`) });
  await expect(row.getByTestId('refund-status')).toContainText('Reimbursed');
  await expect(row.getByTestId('refund-vouchers')).toHaveText('1');
  await expect(badge).toHaveCount(0);
  // Final now: the poller watches it no more.
  await expect(page.getByTestId('poller-state')).toHaveText('No open refunds to check');
});
