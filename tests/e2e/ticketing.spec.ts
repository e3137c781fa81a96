/**
 * Ticketing in Chromium, keyboard only, against the embedded sandbox: a test order created from
 * Shopping → Pricing is paid (confirmation needs Ctrl+Enter, a lone Enter does nothing) and forced
 * to issued, its tickets shown; the over-credit order's B022 with the amount needed; a payment
 * whose answer never comes → Esc → outcome unknown → Check → paid. Screenshots of the pre-flight,
 * the confirmation and the results at 1366×768 and 1920×1080.
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures/desk-host';
import { activate } from './fixtures/keyboard';
import { resultsShown } from './fixtures/shopping';
import { pricedForTestOrder, typeFirstPassenger } from './fixtures/test-order';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const entryDate = (days: number) => {
  const beijing = new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000);
  return `${String(beijing.getUTCDate()).padStart(2, '0')}${MONTHS[beijing.getUTCMonth()]}`;
};

interface ListedOrder { orderNum: string; kind: string; purpose: string | null; stateCode: string }
async function seededOrder(request: APIRequestContext, sandboxUrl: string, purpose: RegExp): Promise<string> {
  const listing = (await (await request.get(`${sandboxUrl}/sandbox/orders?kind=air`)).json()) as { orders: ListedOrder[] };
  const found = listing.orders.find((order) => purpose.test(order.purpose ?? ''));
  if (!found) throw new Error(`no seeded order for ${purpose}`);
  return found.orderNum;
}
async function sandboxFaults(request: APIRequestContext, sandboxUrl: string, faults: string[]): Promise<void> {
  const response = faults.length ? await request.post(`${sandboxUrl}/sandbox/faults`, { data: { faults } }) : await request.delete(`${sandboxUrl}/sandbox/faults`);
  expect(response.ok()).toBe(true);
}

async function shots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const size of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    const overflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(overflow, 'the page itself never scrolls').toBeLessThanOrEqual(0);
    const path = testInfo.outputPath(`${name}-${size.width}x${size.height}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`${name}-${size.width}x${size.height}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

/** Alt+3, the order number typed on the number line, Enter: the pre-flight opens with focus in it. */
async function openOrder(page: Page, orderNum: string): Promise<void> {
  await page.keyboard.press('Alt+3');
  const line = page.getByTestId('order-number').locator('input');
  await expect(line).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(orderNum);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pre-flight-order')).toHaveText(orderNum, { timeout: 15_000 });
  await expect(page.getByTestId('pre-flight')).toBeFocused();
}

/** The contact's e-mail and telephone typed over what is prefilled (the booking's contact, or nothing). */
async function typeContact(page: Page): Promise<void> {
  await activate(page, page.getByTestId('contact-email').locator('input'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('agent@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('+86 138 0013 8000');
}

test.describe('Ticketing, keyboard only, against the sandbox', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a test order from Shopping is paid (Ctrl+Enter, not Enter), forced to issued, its tickets shown; screenshots', async ({ desk }, testInfo) => {
    // Shopping's entry line → results → P prices the first offer.
    await desk.keyboard.press('Alt+1');
    await expect(desk.getByTestId('entry-line')).toBeFocused();
    await desk.keyboard.type(`PEKSHA${entryDate(21)}`);
    await desk.keyboard.press('Enter');
    await resultsShown(desk);
    await desk.keyboard.press('p');
    await pricedForTestOrder(desk);

    const form = desk.getByTestId('test-order');
    await typeFirstPassenger(desk, form, { last: 'Zhang', first: 'San', birthday: '1990-01-31' });
    await activate(desk, form.getByTestId('create-test-order'));
    const created = desk.getByTestId('test-order-created');
    await expect(created).toContainText(/Test order \d{18} created/, { timeout: 15_000 });
    const orderNum = /(\d{18})/.exec(await created.innerText())?.[1] ?? '';

    // The queue lists it; the number line opens its pre-flight.
    await desk.keyboard.press('Alt+3');
    await expect(desk.getByTestId('pay-queue-row').filter({ hasText: orderNum })).toBeVisible();
    await openOrder(desk, orderNum);
    const flight = desk.getByTestId('pre-flight');
    await expect(flight.getByTestId('pre-flight-environment')).toHaveText('SANDBOX');
    await expect(flight.getByTestId('pre-flight-status')).toHaveText('To be paid');
    await expect(flight.getByTestId('pre-flight-amount')).toHaveText(/^CNY [\d,]+\.\d{2}$/);
    await expect(flight.getByTestId('deadline')).toHaveAttribute('data-state', 'open');
    await expect(flight.getByTestId('deadline-left')).toContainText(/\d+h\d{2} left/);
    await expect(flight.getByTestId('contact-name').locator('input')).toHaveValue('ZHANG/SAN');
    const amount = await flight.getByTestId('pre-flight-amount').innerText();

    // The booking's contact is prefilled (the sandbox's reserved address); cleared, Alt+P says the
    // field is required and focuses it.
    await expect(flight.getByTestId('contact-email').locator('input')).toHaveValue('test-orders@sandbox.invalid');
    await activate(desk, flight.getByTestId('contact-email').locator('input'));
    await desk.keyboard.press('ControlOrMeta+a');
    await desk.keyboard.press('Delete');
    await desk.keyboard.press('Alt+P');
    await expect(flight.getByTestId('contact-email-error')).toContainText('is required');
    await expect(flight.getByTestId('contact-email').locator('input')).toBeFocused();
    await typeContact(desk);
    await shots(desk, testInfo, 'pre-flight');

    await desk.keyboard.press('Alt+P');
    const confirm = desk.getByTestId('payment-confirm');
    await expect(confirm.getByTestId('confirm-question')).toHaveText(`Pay ${amount} for order ${orderNum} from the partner credit (SANDBOX)?`);
    await expect(confirm.getByTestId('confirm-region')).toBeFocused();
    await shots(desk, testInfo, 'confirm');
    await desk.keyboard.press('Enter'); // a lone Enter does nothing
    await desk.keyboard.press('Tab');
    await expect(confirm.getByTestId('confirm-pay')).toBeFocused();
    await desk.keyboard.press('Enter'); // not even on the button
    await desk.keyboard.press('Space');
    await expect(confirm).toBeVisible();
    await expect(desk.getByTestId('ticketing-progress')).toHaveCount(0);
    await desk.keyboard.press('Control+Enter');

    const outcome = desk.getByTestId('payment-outcome');
    await expect(outcome).toHaveAttribute('data-outcome', 'paid', { timeout: 15_000 });
    await expect(outcome).toContainText('Paid — Paid, to be issued');
    await expect(outcome.getByTestId('sum-check')).toHaveAttribute('data-adds', 'true');
    await expect(outcome.getByTestId('pay-gate')).toHaveText('Paid with Prepay.');
    await expect(flight.getByTestId('pay')).toBeDisabled();
    await expect(flight.getByTestId('pay-blocked')).toHaveText('This order is already paid.');
    await shots(desk, testInfo, 'paid');

    await desk.keyboard.press('Alt+I');
    await expect(flight.getByTestId('pre-flight-status')).toHaveText('Issued', { timeout: 15_000 });
    await expect(flight.getByTestId('ticket-row').first()).toContainText(/ZHANG\/SAN · .* · \d{3}-\d{10}/);
    await expect(flight.getByTestId('air-pnr')).toHaveText(/^[A-Z0-9]{5,8}$/);
    await expect(flight.getByTestId('force-issue')).toHaveCount(0);
    await shots(desk, testInfo, 'issued');

    // Esc closes the pane; the paid order has left the queue.
    await desk.keyboard.press('Escape');
    await expect(flight).toBeHidden();
    await expect(desk.getByTestId('pay-queue-row').filter({ hasText: orderNum })).toHaveCount(0);
  });

  test('the over-credit order: B022 explained, with the amount needed and nothing charged', async ({ desk, deskHost, request }, testInfo) => {
    const orderNum = await seededOrder(request, deskHost.sandboxUrl, /B022/);
    await openOrder(desk, orderNum);
    await typeContact(desk);
    await desk.keyboard.press('Alt+P');
    await expect(desk.getByTestId('payment-confirm')).toBeVisible();
    await desk.keyboard.press('Control+Enter');
    const notice = desk.getByTestId('error-notice');
    await expect(notice).toHaveAttribute('data-error-code', 'B022', { timeout: 15_000 });
    await expect(notice).toContainText('partner credit is too low');
    await expect(desk.getByTestId('amount-needed')).toHaveText(/^Needed: CNY [\d,]+\.\d{2} plus the service’s transaction expense\. Nothing was charged\.$/);
    await expect(desk.getByTestId('pre-flight-status')).toHaveText('To be paid');
    await shots(desk, testInfo, 'b022');
  });

  test('no answer: Esc → payment outcome unknown (paying again blocked) → Check (Alt+K) → paid', async ({ desk, deskHost, request }, testInfo) => {
    const orderNum = await seededOrder(request, deskHost.sandboxUrl, /ticketing succeeds/);
    await openOrder(desk, orderNum);
    await typeContact(desk);
    await sandboxFaults(request, deskHost.sandboxUrl, ['ticketing:hang:times=1']);
    try {
      await desk.keyboard.press('Alt+P');
      await expect(desk.getByTestId('payment-confirm')).toBeVisible();
      await desk.keyboard.press('Control+Enter');
      await expect(desk.getByTestId('ticketing-progress')).toHaveAttribute('data-work', 'paying');
      await desk.keyboard.press('Escape');
      const unknown = desk.getByTestId('payment-unknown');
      await expect(unknown).toBeVisible({ timeout: 10_000 });
      await expect(unknown).toContainText('never charged twice');
      await expect(desk.getByTestId('pay')).toBeDisabled();
      await expect(desk.getByTestId('pay-blocked')).toHaveText('The last payment has an unknown outcome: Check it first.');
      await desk.keyboard.press('Alt+3'); // back to the queue: the order is marked there too
      await expect(desk.getByTestId('pay-queue-row').filter({ hasText: orderNum }).getByTestId('pay-queue-pending')).toHaveText('⚠ unknown');
      await openOrder(desk, orderNum);
      await expect(desk.getByTestId('payment-unknown')).toBeVisible();
      await shots(desk, testInfo, 'outcome-unknown');
    } finally {
      await sandboxFaults(request, deskHost.sandboxUrl, []);
    }
    await desk.keyboard.press('Alt+K');
    await expect(desk.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', /paid/, { timeout: 15_000 });
    await expect(desk.getByTestId('payment-unknown')).toHaveCount(0);
    await expect(desk.getByTestId('pre-flight-status')).toHaveText('Paid, to be issued');
  });

  test('from the order file: Ctrl+O opens a to-be-paid order, Alt+Y takes it to Ticketing\'s pre-flight', async ({ desk, deskHost, request }) => {
    const orderNum = await seededOrder(request, deskHost.sandboxUrl, /family round trip/);
    await desk.keyboard.press('Control+o');
    await expect(desk.getByTestId('orders-open-number')).toBeFocused();
    await desk.keyboard.type(orderNum);
    await desk.keyboard.press('Enter');
    await expect(desk.getByTestId('order-detail')).toBeFocused();
    await expect(desk.getByTestId('order-detail')).toContainText(orderNum);
    await expect(desk.getByTestId('orders-ticket')).toBeVisible();
    await desk.keyboard.press('Alt+Y');
    await expect(desk.getByTestId('pre-flight-order')).toHaveText(orderNum, { timeout: 15_000 });
    await expect(desk.getByTestId('pre-flight')).toBeFocused();
    await expect(desk.getByTestId('pay')).toBeVisible();
  });
});
