/**
 * The desk in Chinese, in Chromium, keyboard only (docs/i18n.md). The desk host starts under a
 * Chinese OS locale, so a first start is in Chinese without anyone choosing it. The main flow
 * (search, price, a test order, pay it, force it issued, refund it) runs on data-testid locators,
 * the same as the English specs; then every screen is walked and its visible text (and the
 * accessible names, placeholders and titles) scanned for English words that are neither codes nor
 * on the short allow-list, with a screenshot of each screen at 1366×768 and 1920×1080 in the test output.
 */
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { startDeskHost, type DeskHost } from '../support/desk-host-process';
import { untranslatedWords } from '../support/untranslated';
import { expectNoChartLabelCut } from './fixtures/chart-labels';
import { activate, tabTo } from './fixtures/keyboard';
import { SCREENS_FOR_TESTS } from './fixtures/screens';
import { entryDate, resultsShown } from './fixtures/shopping';
import { pricedForTestOrder, typeFirstPassenger } from './fixtures/test-order';

const test = base.extend<{ desk: Page }, { deskHost: DeskHost }>({
  deskHost: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern
    async ({}, use) => {
      const { host, stop } = await startDeskHost({ locale: 'zh_CN.UTF-8' });
      await use(host);
      await stop();
    },
    { scope: 'worker' },
  ],
  desk: async ({ page, deskHost }, use) => {
    await page.goto(await deskHost.newLaunchUrl());
    await expect(page.getByTestId('status-bar')).toContainText('浏览器模式');
    await use(page);
  },
});

/** Every piece of text an agent can see or hear on the page now: text nodes, accessible names, placeholders, titles. */
async function visibleWording(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen: string[] = [];
    // Text marked as another language (the language switch names English in English) is meant to be so.
    const otherLanguage = (element: Element | null) => Boolean(element?.closest('[lang]:not([lang^="zh"])'));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!text || !parent || otherLanguage(parent) || ['SCRIPT', 'STYLE', 'KBD', 'CODE', 'PRE'].includes(parent.tagName)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      seen.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (otherLanguage(element) || !element.checkVisibility()) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) seen.push(value);
      }
    }
    return seen;
  });
}

/**
 * What the sandbox service itself sends in English and the desk shows exactly as it came (like
 * errorMsg): a refund order's status text, the form of payment of a refund line, a new test order's state.
 */
const SERVICE_WORDS = [/Refund request/g, /Airline voucher/g, /Original form of payment/g, /To be paid/g];

async function expectAllChinese(page: Page, where: string): Promise<void> {
  const wording = await visibleWording(page);
  expect(wording.length, `${where}: something is on screen`).toBeGreaterThan(3);
  const english = wording.filter((text) => untranslatedWords(SERVICE_WORDS.reduce((rest, words) => rest.replace(words, ' '), text), { onScreen: true }).length > 0);
  expect(english, `${where}: untranslated English`).toEqual([]);
}

/** The two sizes of docs/desk-layout.md: the smallest screen the desk is laid out for, and the common large one. */
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

/** A screenshot of the screen as it is at each size; the page itself never scrolls at either. */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // Two frames: the resize is laid out and painted before anything is measured or captured.
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    const overflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(overflow, `${name} at ${size.width}×${size.height}: the page itself never scrolls`).toBeLessThanOrEqual(0);
    const label = `zh-CN-${name}-${size.width}x${size.height}`;
    const path = testInfo.outputPath(`${label}.png`);
    await page.screenshot({ path });
    await testInfo.attach(label, { path, contentType: 'image/png' });
  }
  await page.setViewportSize(SIZES[0]);
}

test.describe('The desk in Chinese, keyboard only', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ viewport: { width: 1366, height: 768 } });

  test('search, price, pay a test order and refund it in Chinese; every screen without English, with screenshots', async ({ desk }, testInfo) => {
    // A first start under a Chinese OS: Chinese without choosing it.
    await expect(desk.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(desk.getByRole('navigation')).toContainText('查询');

    // Search from the entry line (GDS in every language) → results; Chinese dates and durations.
    await desk.keyboard.press('Alt+1');
    await expect(desk.getByTestId('entry-line')).toBeFocused();
    await desk.keyboard.type(`PEKSHA${entryDate(21)}`);
    await desk.keyboard.press('Enter');
    await resultsShown(desk);
    await expect(desk.getByTestId('results-row').first()).toContainText(/\d+月\d+日/);
    await expectAllChinese(desk, 'shopping results');
    await shot(desk, testInfo, 'shopping-results');

    // P prices the focused offer.
    await desk.keyboard.press('p');
    await pricedForTestOrder(desk);

    // A test order, from the keyboard.
    const form = desk.getByTestId('test-order');
    await typeFirstPassenger(desk, form, { last: 'Zhang', first: 'San', birthday: '1990-01-31' });
    await expectAllChinese(desk, 'pricing');
    await shot(desk, testInfo, 'pricing');
    await activate(desk, form.getByTestId('create-test-order'));
    const created = desk.getByTestId('test-order-created');
    await expect(created).toContainText(/测试订单 \d{18} 已创建/, { timeout: 15_000 });
    const orderNum = /(\d{18})/.exec(await created.innerText())?.[1] ?? '';

    // Pay it: Alt+3, the number, Enter; contact; Alt+P; Ctrl+Enter.
    await desk.keyboard.press('Alt+3');
    const line = desk.getByTestId('order-number').locator('input');
    await expect(line).toBeFocused();
    await desk.keyboard.type(orderNum);
    await desk.keyboard.press('Enter');
    const flight = desk.getByTestId('pre-flight');
    await expect(flight).toBeFocused({ timeout: 15_000 });
    await expect(flight.getByTestId('pre-flight-status')).toHaveText('待支付');
    await activate(desk, flight.getByTestId('contact-email').locator('input'));
    await desk.keyboard.type('agent@example.com');
    await desk.keyboard.press('Tab');
    await desk.keyboard.type('+86 138 0013 8000');
    await expectAllChinese(desk, 'ticketing pre-flight');
    await shot(desk, testInfo, 'ticketing-pre-flight');
    await desk.keyboard.press('Alt+P');
    const confirm = desk.getByTestId('payment-confirm');
    await expect(confirm.getByTestId('confirm-question')).toContainText(`为订单 ${orderNum} 支付`);
    await expect(confirm.getByTestId('confirm-region')).toBeFocused();
    await desk.keyboard.press('Control+Enter');
    const outcome = desk.getByTestId('payment-outcome');
    await expect(outcome).toHaveAttribute('data-outcome', 'paid', { timeout: 15_000 });
    await expect(outcome).toContainText('已支付 — 已支付，待出票');
    await expectAllChinese(desk, 'ticketing paid');
    await shot(desk, testInfo, 'ticketing-paid');
    await desk.keyboard.press('Alt+I');
    await expect(flight.getByTestId('pre-flight-status')).toHaveText('已出票', { timeout: 15_000 });

    // Refund it: Alt+4, the number, the passenger on the segment, voluntary for personal reasons.
    await desk.keyboard.press('Alt+4');
    await expect(desk.getByTestId('refund-start-input')).toBeFocused();
    await desk.keyboard.type(orderNum);
    await desk.keyboard.press('Enter');
    await expect(desk.getByTestId('refunds-context')).toContainText(orderNum, { timeout: 15_000 });
    await expect(desk.getByTestId('refund-cell-1-1')).toBeFocused();
    await desk.keyboard.press('Space');
    await expect(desk.getByTestId('refund-cell-1-1')).toHaveAttribute('aria-selected', 'true');
    await tabTo(desk, desk.getByTestId('refund-type-0'));
    await desk.keyboard.press('Space');
    await expect(desk.getByTestId('refund-type-0')).toBeChecked();
    await desk.keyboard.press('Tab');
    await expect(desk.getByTestId('refund-reason-0')).toBeFocused();
    await desk.keyboard.press('Space');
    await expect(desk.getByTestId('refund-reason-0')).toBeChecked();
    await expect(desk.getByTestId('refund-ready')).toBeVisible();
    await expectAllChinese(desk, 'refund form');
    await shot(desk, testInfo, 'refund-form');
    await desk.keyboard.press('Alt+v');
    await expect(desk.getByTestId('refund-review')).toContainText(`订单 ${orderNum} 退票`);
    await desk.keyboard.press('Control+Enter');
    const refunded = desk.getByTestId('refund-outcome-refunded');
    await expect(refunded).toBeVisible({ timeout: 15_000 });
    await expect(refunded).toContainText(/已申请退票：退票单 \d+/);
    await expectAllChinese(desk, 'refund done');
    await shot(desk, testInfo, 'refund-done');

    // Every screen, as it is now: no English beyond codes, and a screenshot.
    for (const screen of SCREENS_FOR_TESTS) {
      await desk.keyboard.press(`Alt+${screen.shortcut}`);
      await expect(desk).toHaveURL(new RegExp(`#/${screen.name}`));
      await expect(desk.locator('main h1, main h2').first()).toBeVisible();
      await expectAllChinese(desk, screen.name);
      await shot(desk, testInfo, `screen-${screen.name}`);
    }
    // Reports' charts in Chinese with figures in them: the sandbox, where this test's order was paid and refunded today.
    await desk.keyboard.press('Alt+9');
    await desk.keyboard.press('Alt+v');
    await desk.keyboard.press('Alt+v');
    await expect(desk.getByTestId('report-sales-covers')).toHaveText('仅沙箱');
    await expect(desk.getByTestId('report-sales-orders')).toHaveText(/^[1-9]\d*$/);
    await expect(desk.locator('[data-testid="chart-sales-by-day"] svg')).toBeVisible();
    await expectAllChinese(desk, 'reports, sandbox');
    await shot(desk, testInfo, 'reports-sandbox');
    // The charts' labels in Chinese fit their boxes at both sizes (margins worked out from the labels, grid-margins.ts).
    for (const size of SIZES) {
      await desk.setViewportSize(size);
      await expect(desk.locator('.report-chart__summary')).toHaveCount(0);
      await expectNoChartLabelCut(desk, `zh-CN reports at ${size.width}×${size.height}`);
    }
    await desk.setViewportSize(SIZES[0]);
    // The shortcut sheet too.
    await desk.keyboard.press('F1');
    await expect(desk.getByTestId('shortcut-sheet')).toBeVisible();
    await expect(desk.getByRole('button', { name: '关闭' })).toBeVisible(); // named once the sheet has opened
    await expectAllChinese(desk, 'shortcut sheet');
    await shot(desk, testInfo, 'shortcut-sheet');
  });

  test('Alt+Z switches to English and back at once, keeping what was typed; the choice is remembered', async ({ desk, deskHost }) => {
    await desk.keyboard.press('Alt+1');
    const entry = desk.getByTestId('entry-line');
    await expect(entry).toBeFocused();
    await desk.keyboard.type('PEKLON');
    await expect(desk.getByRole('navigation')).toContainText('查询');

    await desk.keyboard.press('Alt+z');
    await expect(desk.getByRole('navigation')).toContainText('Shopping');
    await expect(desk.locator('html')).toHaveAttribute('lang', 'en');
    await expect(entry).toHaveValue('PEKLON');

    // Remembered by main: a new tab opens in English.
    const other = await desk.context().newPage();
    await other.goto(await deskHost.newLaunchUrl());
    await expect(other.getByTestId('status-bar')).toContainText('Browser mode');
    await other.close();

    await desk.keyboard.press('Alt+z');
    await expect(desk.getByRole('navigation')).toContainText('查询');
    await expectAllChinese(desk, 'shopping after switching back');
  });
});
