/**
 * The booking path in Chromium, keyboard only, against the embedded sandbox with its
 * `requireOrderPricing` rule on (the real service's rule): a test order booked from Pricing
 * (PreciseBooking) whose price then drifts at order pricing — the pre-flight shows Pricing's own
 * comparison, Pay waits for the acknowledgement, then the order is paid at the new amount; and a
 * to-be-paid order cancelled from the Orders screen after a confirmation whose focused choice keeps
 * it. Screenshots of the pre-flight's comparison at 1366×768 and 1920×1080.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/desk-host';
import { activate, chooseOption, tabTo } from './fixtures/keyboard';
import { entryDate, resultsShown } from './fixtures/shopping';
import { bookTestOrder, pricedForTestOrder, typeFirstPassenger } from './fixtures/test-order';


async function control(request: APIRequestContext, sandboxUrl: string, path: string, data: unknown): Promise<void> {
  expect((await request.post(`${sandboxUrl}${path}`, { data })).ok()).toBe(true);
}

test.describe('the booking path, keyboard only, against the sandbox', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: { width: 1366, height: 768 } });

  test('order pricing finds a higher price before paying: the comparison, acknowledged with Enter, then paid at the new amount; screenshots', async ({ desk, deskHost, request }, testInfo) => {
    await control(request, deskHost.sandboxUrl, '/sandbox/rules', { requireOrderPricing: true });
    try {
      const orderNum = await bookTestOrder(desk, 'PEKSHA', 23, { last: 'Lindgren', first: 'Mei', birthday: '1988-08-08' });
      const listed = (await (await request.get(`${deskHost.sandboxUrl}/sandbox/orders?orderNum=${orderNum}`)).json()) as { orders: { purpose: string }[] };
      expect(listed.orders[0]?.purpose).toBe('Booked with PreciseBooking');

      // The market moves between booking and paying.
      await control(request, deskHost.sandboxUrl, '/sandbox/faults', { faults: ['orderPricing:drift=up:times=1'] });
      await desk.keyboard.press('Alt+3');
      const line = desk.getByTestId('order-number').locator('input');
      await expect(line).toBeFocused();
      await desk.keyboard.press('ControlOrMeta+a');
      await desk.keyboard.type(orderNum);
      await desk.keyboard.press('Enter');
      const flight = desk.getByTestId('pre-flight');
      await expect(flight.getByTestId('pre-flight-order')).toHaveText(orderNum, { timeout: 15_000 });
      const check = flight.getByTestId('order-pricing');
      await expect(check).toHaveAttribute('data-state', 'changed');
      await expect(check.getByTestId('price-increase')).toContainText(/The order’s price changed by CNY [\d,.]+ at order pricing/);
      await expect(check.getByTestId('price-diff')).toContainText('In the order file');
      await expect(check.locator('[data-testid="diff-row"][data-change="increase"]').first()).toBeVisible();
      await expect(flight.getByTestId('pay')).toBeDisabled();
      await expect(flight.getByTestId('pay-blocked')).toHaveText('The price changed at order pricing: acknowledge it first.');
      const acknowledge = check.getByTestId('acknowledge-increase');
      await expect(acknowledge).toBeFocused();
      for (const size of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
        await desk.setViewportSize(size);
        await check.getByTestId('price-increase').scrollIntoViewIfNeeded();
        const path = testInfo.outputPath(`order-pricing-diff-${size.width}x${size.height}.png`);
        await desk.screenshot({ path });
        await testInfo.attach(`order-pricing-diff-${size.width}x${size.height}`, { path, contentType: 'image/png' });
      }
      await desk.setViewportSize({ width: 1366, height: 768 });

      // Alt+P does nothing before the acknowledgement; Enter on the focused button acknowledges.
      await desk.keyboard.press('Alt+p');
      await expect(desk.getByTestId('payment-confirm')).toBeHidden();
      await acknowledge.focus();
      await desk.keyboard.press('Enter');
      await expect(check.getByTestId('order-pricing-acknowledged')).toContainText('the order now costs CNY');
      const newAmount = (await flight.getByTestId('pre-flight-amount').innerText()).trim();
      await expect(check.getByTestId('order-pricing-acknowledged')).toContainText(newAmount);
      await expect(flight.getByTestId('pay')).toBeFocused();

      // Pay: the booking's contact is prefilled; the confirmation names the new amount; Ctrl+Enter pays.
      await desk.keyboard.press('Alt+p');
      const confirm = desk.getByTestId('payment-confirm');
      await expect(confirm).toContainText(newAmount);
      await desk.keyboard.press('Control+Enter');
      await expect(desk.getByTestId('payment-outcome')).toBeVisible({ timeout: 15_000 });
      await expect(flight.getByTestId('pre-flight-status')).toHaveText('Paid, to be issued');
    } finally {
      await control(request, deskHost.sandboxUrl, '/sandbox/rules', { requireOrderPricing: false });
      await request.delete(`${deskHost.sandboxUrl}/sandbox/faults`);
    }
  });

  test('outside mainland China (PEK→LHR) the passenger\u2019s document is required: errors beside the fields, then booked with it; screenshots', async ({ desk, deskHost, request }, testInfo) => {
    await desk.keyboard.press('Alt+1');
    await expect(desk.getByTestId('entry-line')).toBeFocused();
    await desk.keyboard.type(`PEKLHR${entryDate(26)}`);
    await desk.keyboard.press('Enter');
    await resultsShown(desk);
    await desk.keyboard.press('p');
    await pricedForTestOrder(desk);
    await expect(desk.getByTestId('booking-without-card')).toContainText('not allowed');
    const form = desk.getByTestId('test-order');
    await expect(form.getByTestId('documents-required-hint')).toContainText('Required outside mainland China');
    await typeFirstPassenger(desk, form, { last: 'Okafor', first: 'Ada', birthday: '1979-04-02' });
    await activate(desk, form.getByTestId('create-test-order'));

    // Refused in the form: each document field says why, the first takes focus, nothing typed is lost.
    const cardType = form.getByTestId('passenger-0-card-type');
    await expect(form.getByTestId('passenger-0-card-type-error')).toHaveText('Document type is required.');
    await expect(form.getByTestId('passenger-0-nationality-error')).toHaveText('Nationality is required.');
    await expect(cardType).toBeFocused();
    await expect(form.getByTestId('passenger-0-last').locator('input')).toHaveValue('Okafor');
    for (const size of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
      await desk.setViewportSize(size);
      await form.getByTestId('passenger-0-card-type').scrollIntoViewIfNeeded();
      const path = testInfo.outputPath(`test-order-documents-${size.width}x${size.height}.png`);
      await desk.screenshot({ path });
      await testInfo.attach(`test-order-documents-${size.width}x${size.height}`, { path, contentType: 'image/png' });
    }
    await desk.setViewportSize({ width: 1366, height: 768 });

    await chooseOption(desk, cardType, 'Passport');
    await desk.keyboard.press('Tab');
    await desk.keyboard.type('E7654321');
    await desk.keyboard.press('Tab');
    await desk.keyboard.type('ng');
    await desk.keyboard.press('Tab');
    await desk.keyboard.type('2034-01-31');
    await expect(form.getByTestId('passenger-0-nationality').locator('input')).toHaveValue('NG');
    await activate(desk, form.getByTestId('create-test-order'));
    const created = desk.getByTestId('test-order-created');
    await expect(created).toContainText(/Test order \d{18} created/, { timeout: 15_000 });
    const orderNum = /(\d{18})/.exec(await created.innerText())?.[1] ?? '';
    const listed = (await (await request.get(`${deskHost.sandboxUrl}/sandbox/orders?orderNum=${orderNum}`)).json()) as { orders: { passengers: Record<string, unknown>[] }[] };
    expect(listed.orders[0]?.passengers[0]).toMatchObject({ lastName: 'OKAFOR', nationality: 'NG', cardType: 'P', cardNum: 'E7654321', cardExpiredDate: '2034-01-31' });
  });

  test('cancel a to-be-paid order from the Orders screen: Alt+X asks, Enter keeps it, the confirm button cancels it', async ({ desk, deskHost, request }, testInfo) => {
    const orderNum = await bookTestOrder(desk, 'PEKCAN', 24, { last: 'Marchetti', first: 'Mei', birthday: '1988-08-08' });
    await desk.keyboard.press('Control+o');
    const number = desk.getByTestId('orders-open-number');
    await expect(number).toBeFocused();
    await desk.keyboard.type(orderNum);
    await desk.keyboard.press('Enter');
    const detail = desk.getByTestId('order-detail');
    await expect(detail).toBeFocused({ timeout: 15_000 });
    await expect(detail.getByTestId('order-detail-status')).toHaveText('To be paid');

    // Alt+X asks; the focused choice keeps the order, so a reflex Enter cancels nothing.
    await desk.keyboard.press('Alt+x');
    const dialog = desk.getByRole('dialog');
    await expect(dialog).toContainText(`Cancel order ${orderNum}?`);
    await expect(dialog.getByTestId('cancel-keep')).toBeFocused();
    await desk.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(detail.getByTestId('order-detail-status')).toHaveText('To be paid');

    await desk.keyboard.press('Alt+x');
    await expect(dialog.getByTestId('cancel-keep')).toBeFocused();
    for (const size of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
      await desk.setViewportSize(size);
      const path = testInfo.outputPath(`orders-cancel-${size.width}x${size.height}.png`);
      await desk.screenshot({ path });
      await testInfo.attach(`orders-cancel-${size.width}x${size.height}`, { path, contentType: 'image/png' });
    }
    await desk.setViewportSize({ width: 1366, height: 768 });
    await expect(dialog.getByTestId('cancel-keep')).toBeFocused();
    await activate(desk, dialog.getByTestId('cancel-confirm'));
    await expect(desk.getByTestId('orders-cancel-outcome')).toContainText(`Order ${orderNum} is cancelled.`, { timeout: 15_000 });
    await expect(detail.getByTestId('order-detail-status')).toHaveText('Cancelled');
    await expect(desk.getByTestId('orders-cancel')).toBeHidden();
    const listed = (await (await request.get(`${deskHost.sandboxUrl}/sandbox/orders?orderNum=${orderNum}`)).json()) as { orders: { stateCode: string }[] };
    expect(listed.orders[0]?.stateCode).toBe('CNCL');
  });

  test('Settings: a test profile runs order pricing and does not book until allowed; allowing it shows the assumed-shape warning; screenshots', async ({ desk }, testInfo) => {
    await desk.keyboard.press('Alt+8');
    await activate(desk, desk.getByTestId('profile-add'));
    const form = desk.getByTestId('profile-form');
    await expect(form.getByRole('radio', { name: 'TEST' })).toBeChecked();
    const orderPricing = form.getByTestId('profile-order-pricing');
    const booking = form.getByTestId('profile-booking');
    await expect(orderPricing).toHaveAttribute('aria-checked', 'true');
    await expect(booking).toHaveAttribute('aria-checked', 'false');
    await expect(form.getByTestId('profile-booking-warning')).toContainText('public material, not from the specification');
    await tabTo(desk, booking);
    await desk.keyboard.press('Space');
    await expect(booking).toHaveAttribute('aria-checked', 'true');
    for (const size of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
      await desk.setViewportSize(size);
      await booking.scrollIntoViewIfNeeded();
      const path = testInfo.outputPath(`profile-booking-${size.width}x${size.height}.png`);
      await desk.screenshot({ path });
      await testInfo.attach(`profile-booking-${size.width}x${size.height}`, { path, contentType: 'image/png' });
    }
    await desk.setViewportSize({ width: 1366, height: 768 });
    await desk.keyboard.press('Escape');
    await expect(form).toBeHidden();
  });
});

