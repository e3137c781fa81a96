/**
 * Reimbursements and Ancillaries (issue 12), keyboard only, in Chromium: seeded refund orders
 * join the board by number, the sandbox clock is advanced from Settings → Training, a check (R /
 * Alt+K) shows a refund reimbursed with its voucher, the voucher's number is copied with C, the
 * vouchers view and its 30-day filter; then the seeded ancillary orders are opened from their air
 * order. Its own desk (the clock moves 21 days: other tests' dates must not). Screenshots at 1366
 * and 1920.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { startDeskHost, type DeskHost } from '../support/desk-host-process';
import { chooseOption, tabTo, typeInto } from './fixtures/keyboard';

const test = base;
const IN_REQUEST = '917083410193028001';
const TO_BE_REIMBURSED = '917083410200947001';
const REIMBURSED = '917083410208866001';
const AIR_ORDER = '917083410145514001';
const ANCILLARY = '917083410216785001';

async function shoot(page: Page, name: string, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  // The document is exactly the window: nothing scrolls at page level (docs/desk-layout.md).
  await expect.poll(() => page.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight])).toEqual([height, height]);
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}x${height}.png`) });
}

async function addRefund(page: Page, orderNum: string): Promise<void> {
  await page.keyboard.press('Alt+n');
  await expect(page.getByTestId('board-add-number')).toBeFocused();
  await page.keyboard.type(orderNum);
  await page.keyboard.press('Enter');
  await expect(page.locator(`[data-testid="refund-row"] [data-order-num="${orderNum}"]`)).toBeVisible();
  await expect(page.getByTestId('refund-board')).toBeFocused();
}

const rowOf = (page: Page, orderNum: string) => page.locator('[data-testid="refund-row"]', { has: page.locator(`[data-order-num="${orderNum}"]`) });

let started: { host: DeskHost; stop: () => Promise<void> } | null = null;
test.beforeAll(async () => {
  started = await startDeskHost();
});
test.afterAll(async () => {
  await started?.stop();
});

test('refunds on the board, the clock advanced from Training, reimbursed with a voucher; ancillary orders from their air order', async ({ page, context }) => {
  test.setTimeout(120_000);
  const host = started!.host;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(host.url).origin });
  await page.goto(await host.newLaunchUrl());
  await expect(page.getByTestId('status-bar')).toContainText('Browser mode');
  await page.setViewportSize({ width: 1366, height: 768 });

  // Alt+5: the board, empty at first, the list focused.
  await page.keyboard.press('Alt+5');
  await expect(page.getByTestId('board-empty')).toBeVisible();
  for (const orderNum of [IN_REQUEST, TO_BE_REIMBURSED, REIMBURSED]) await addRefund(page, orderNum);
  await expect(page.getByTestId('refund-row')).toHaveCount(3);
  await expect(rowOf(page, REIMBURSED).getByTestId('refund-status')).toContainText('Reimbursed');
  await expect(rowOf(page, TO_BE_REIMBURSED).getByTestId('refund-status')).toContainText(/to be reimbursed/i);
  await expect(page.getByTestId('board-totals')).toContainText('CNY');
  await shoot(page, 'board', 1366, 768);
  await shoot(page, 'board', 1920, 1080);
  await page.setViewportSize({ width: 1366, height: 768 });

  // Settings → Training: the sandbox clock 21 days ahead (the seeded refund is reimbursed after 20).
  await page.keyboard.press('Alt+8');
  await typeInto(page, page.getByTestId('training-clock-amount').locator('input'), '21');
  await chooseOption(page, page.getByTestId('training-clock-unit'), 'days');
  await tabTo(page, page.getByTestId('training-advance-clock'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('training-clock')).toContainText(/ahead|\+/);

  // Back on the board: Alt+K checks every row shown; the waiting refund becomes reimbursed, live.
  await page.keyboard.press('Alt+5');
  await expect(page.getByTestId('refund-board')).toBeFocused();
  await page.keyboard.press('Alt+k');
  await expect(rowOf(page, TO_BE_REIMBURSED).getByTestId('refund-status')).toContainText('Reimbursed', { timeout: 15_000 });
  await expect(rowOf(page, TO_BE_REIMBURSED).getByTestId('refund-vouchers')).toHaveText('1');

  // Its detail: the voucher in words; C copies its number.
  await page.getByTestId('refund-board').focus();
  await page.keyboard.press('Home');
  const position = Number(await rowOf(page, TO_BE_REIMBURSED).getAttribute('data-row-index'));
  for (let i = 0; i < position; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const detail = page.getByTestId('refund-detail');
  await expect(detail).toBeFocused();
  await expect(detail.getByTestId('voucher-use-for')).toHaveText('issuing tickets, changing tickets, ancillary products (baggage, seats)');
  await expect(detail.getByTestId('voucher-usage')).toHaveText('the named passenger only');
  // The sandbox's clock is 21 days ahead of the workstation's: the voucher starts "in 20 days" here.
  await expect(detail.getByTestId('voucher-validity')).toContainText(/valid from \d{2}[A-Z]{3}\d{2} \(in 2\d days\)|days left/);
  const voucherNumber = (await detail.getByTestId('voucher-number').first().textContent())?.trim() ?? '';
  expect(voucherNumber).toMatch(/^VC\d{10}$/);
  await page.keyboard.press('c');
  await expect(page.getByText(`Voucher number ${voucherNumber} copied.`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(voucherNumber);
  await shoot(page, 'refund-detail', 1366, 768);
  await shoot(page, 'refund-detail', 1920, 1080);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('refund-board')).toBeFocused();

  // The vouchers view; none expires within 30 days (valid a year).
  await page.keyboard.press('Alt+v');
  await expect(page.getByTestId('voucher-table')).toBeFocused();
  await expect(page.getByTestId('voucher-row')).not.toHaveCount(0);
  await shoot(page, 'vouchers', 1366, 768);
  await page.keyboard.press('Alt+x');
  await expect(page.getByTestId('vouchers-empty')).toHaveText('No voucher expires within 30 days.');
  await page.keyboard.press('Alt+x');
  await page.keyboard.press('Alt+v');

  // Ancillaries: an air order's number lists its ancillary orders; Enter opens one.
  await page.keyboard.press('Alt+6');
  await expect(page.getByTestId('ancillary-entry')).toBeFocused();
  await page.keyboard.type(AIR_ORDER);
  await page.keyboard.press('Enter');
  const list = page.getByTestId('ancillary-list');
  await expect(list).toBeFocused();
  await expect(page.locator('.ancillaries__list-title')).toHaveText(`Air order ${AIR_ORDER}: its ancillary orders`);
  await expect(list.getByTestId('ancillary-row').first()).toContainText(ANCILLARY);
  await page.keyboard.press('Enter');
  const ancillary = page.getByTestId('ancillary-detail');
  await expect(ancillary).toBeVisible();
  await expect(ancillary.getByTestId('ancillary-air-order')).toHaveText(AIR_ORDER);
  await expect(ancillary.getByTestId('ancillary-bag')).toHaveCount(2);
  await expect(ancillary.getByTestId('ancillary-bag').first()).toContainText('by weight');
  await expect(ancillary.getByTestId('ancillary-bag').first()).toContainText('CNY 350.00');
  // The sandbox sends the sample's swapped arrival date/time: put back, and marked in words.
  await expect(ancillary.getByTestId('arrival-corrected').first()).toContainText('arrival corrected');
  // Its row in the air order's list is redrawn from what was read.
  await expect(list.getByTestId('ancillary-row').first()).not.toContainText('not read yet');
  await shoot(page, 'ancillary', 1366, 768);
  await shoot(page, 'ancillary', 1920, 1080);

  // Searchable offline from the file: the ancillary order is found by number in the list.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Alt+n');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(ANCILLARY.slice(-8));
  await expect(list.getByTestId('ancillary-row').first()).toContainText(ANCILLARY);
});
