import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/desk-host';
import { activate, chooseOption, tabTo } from './fixtures/keyboard';
import { resultsShown, search } from './fixtures/shopping';

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

async function openTraining(page: Page): Promise<void> {
  await page.keyboard.press('Alt+8');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeFocused();
  await expect(page.getByTestId('training-base-url')).toHaveText(/^http:\/\/127\.0\.0\.1:\d+$/);
}

/** Faults live in the worker's sandbox: leave it answering normally whatever happened. */
async function clearFaults(request: APIRequestContext, sandboxUrl: string): Promise<void> {
  await request.delete(`${sandboxUrl}/sandbox/faults`, { headers: { 'Content-Type': 'application/json' } });
}

/** Walkthrough bug 7: every value of the priced facts (last ticketing time…) stays in its column, left of the comparison. */
async function expectFactsBesideComparison(page: Page): Promise<void> {
  const edges = await page.evaluate(() => {
    const facts = document.querySelector('[data-testid="priced-facts"]');
    const diff = document.querySelector('[data-testid="price-diff"]');
    if (!facts || !diff) return null;
    const valueRights = [...facts.querySelectorAll('dd')].map((value) => {
      const range = document.createRange();
      range.selectNodeContents(value);
      return range.getBoundingClientRect().right;
    });
    return { values: Math.max(...valueRights), facts: facts.getBoundingClientRect().right, diff: diff.getBoundingClientRect().left };
  });
  expect(edges).not.toBeNull();
  expect(edges!.values).toBeLessThanOrEqual(edges!.facts + 0.5);
  expect(edges!.facts).toBeLessThanOrEqual(edges!.diff);
}

test.describe('sandbox training panel and test orders, keyboard only', () => {
  test.describe.configure({ timeout: 90_000 });

  test('force the next pricing up from the panel, price, acknowledge (focus moves on), then the test order: field messages, one order, a second only when confirmed', async ({ desk, deskHost, request }, testInfo) => {
    try {
      await openTraining(desk);
      await expect(desk.getByTestId('training-base-url')).toHaveText(deskHost.sandboxUrl);
      await chooseOption(desk, desk.getByTestId('training-drift'), 'The price goes up');
      await activate(desk, desk.getByTestId('training-force-pricing'));
      await expect(desk.getByTestId('training-fault')).toContainText(/Pricing\s*the price goes up\s*1/);
      for (const size of SIZES) {
        await desk.setViewportSize(size);
        await desk.getByTestId('training-panel').scrollIntoViewIfNeeded();
        await desk.screenshot({ path: testInfo.outputPath(`training-panel-${size.width}x${size.height}.png`) });
      }
      await desk.setViewportSize(SIZES[0]);

      await search(desk, { legs: [{ origin: 'PEK', destination: 'SHA', date: '+16' }] });
      await resultsShown(desk);
      await desk.keyboard.press('p');
      const notice = desk.getByTestId('price-increase');
      await expect(notice).toBeVisible({ timeout: 20_000 });
      await expect(notice).toContainText('The price went up by CNY');
      for (const size of SIZES) {
        await desk.setViewportSize(size);
        await expectFactsBesideComparison(desk);
        await desk.screenshot({ path: testInfo.outputPath(`pricing-${size.width}x${size.height}.png`) });
      }
      await desk.setViewportSize(SIZES[0]);
      await expect(desk.getByTestId('acknowledge-increase')).toBeFocused();
      await desk.keyboard.press('Enter');
      // Focus goes on to the next action, the test order's first field, not to the page.
      const order = desk.getByTestId('test-order');
      await expect(order.getByTestId('passenger-0-last').locator('input')).toBeFocused();

      // Enter in the empty form: messages in words, beside each field.
      await desk.keyboard.press('Enter');
      await expect(order.getByTestId('passenger-0-last-error')).toHaveText('Last name is required.');
      await expect(order.getByTestId('passenger-0-birthday-error')).toHaveText('Birthday is required.');
      await expect(order).not.toContainText('passengers.0');
      await expect(order.getByTestId('passenger-0-last').locator('input')).toBeFocused();
      await desk.screenshot({ path: testInfo.outputPath('test-order-messages-1366x768.png') });
      await desk.keyboard.type('Wang');
      await desk.keyboard.press('Tab');
      await desk.keyboard.type('Lei');
      await desk.keyboard.press('Tab');
      await desk.keyboard.type('1985-03-04');
      await activate(desk, order.getByTestId('passenger-0-sex-m').locator('input'));
      await desk.keyboard.press('Space');

      // Enter twice in quick succession: one order.
      await tabTo(desk, order.getByTestId('create-test-order'));
      await desk.keyboard.press('Enter');
      await desk.keyboard.press('Enter');
      const created = desk.getByTestId('test-order-created');
      await expect(created).toContainText(/Test order \d{18} created/, { timeout: 15_000 });
      await expect(created).toBeFocused();
      await expect(desk.getByRole('dialog')).toBeHidden();
      const first = (await created.innerText()).match(/\d{18}/)?.[0] ?? '';
      const listing = (await (await request.get(`${deskHost.sandboxUrl}/sandbox/orders?kind=air`)).json()) as { orders: { orderNum: string; purpose: string }[] };
      // Booked as a partner's client books (PreciseBooking), once.
      expect(listing.orders.filter((entry) => entry.purpose === 'Booked with PreciseBooking' && entry.orderNum >= first)).toHaveLength(1);

      // A further press asks first; "Keep one order" keeps one.
      await activate(desk, order.getByTestId('create-test-order'), { backwards: true });
      const dialog = desk.getByRole('dialog');
      await expect(dialog).toContainText(`Order ${first} was created from it`);
      await activate(desk, dialog.getByRole('button', { name: 'Keep one order' }));
      await expect(dialog).toBeHidden();
      await expect(created).toContainText(first);
    } finally {
      await clearFaults(request, deskHost.sandboxUrl);
    }
  });

  test('make shopping answer B014 from the panel: the next search shows it, explained; the faults can be cleared', async ({ desk, deskHost, request }) => {
    try {
      await openTraining(desk);
      await chooseOption(desk, desk.getByTestId('training-error-operation'), 'Shopping');
      await chooseOption(desk, desk.getByTestId('training-error-code'), /^B014 /);
      await expect(desk.getByTestId('training-error')).toContainText(/search/i); // the code's explanation
      await activate(desk, desk.getByTestId('training-answer-error'));
      await expect(desk.getByTestId('training-fault')).toContainText('answers B014 “Shopping failed.”');

      await search(desk, { legs: [{ origin: 'PEK', destination: 'CAN', date: '+11' }] });
      const notice = desk.getByTestId('error-notice');
      await expect(notice).toHaveAttribute('data-error-code', 'B014', { timeout: 20_000 });
      await expect(notice).toContainText(/Next step/);

      await openTraining(desk);
      await expect(desk.getByTestId('training-no-faults')).toBeVisible(); // used up by that one search
      await chooseOption(desk, desk.getByTestId('training-slow-operation'), 'Ticketing');
      await chooseOption(desk, desk.getByTestId('training-slow-effect'), 'Never answers (hang)');
      await chooseOption(desk, desk.getByTestId('training-slow-calls'), 'every call until cleared');
      await activate(desk, desk.getByTestId('training-add-slow'));
      await expect(desk.getByTestId('training-fault')).toContainText(/Ticketing.*never answers.*until cleared/);
      await activate(desk, desk.getByTestId('training-clear'), { backwards: true });
      await expect(desk.getByTestId('training-no-faults')).toBeVisible();
    } finally {
      await clearFaults(request, deskHost.sandboxUrl);
    }
  });
});
