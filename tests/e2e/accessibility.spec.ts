/**
 * Accessibility (issue 23): axe-core on every screen, on Shopping's results and their detail, and
 * on the shortcut sheet, in the light and the dark theme, at the agency laptop's 1366×768. Any
 * critical or serious finding fails the test, printed as rule, impact, elements and axe's own
 * explanation, so the failure says what to fix. Screens are shown with content where they have
 * some (a refund on the board, an order open in Orders), so their lists are checked too.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from '@playwright/test';
import { SCREENS_FOR_TESTS } from './fixtures/screens';
import { enter, entryDate, resultsShown } from './fixtures/shopping';
import { expect, test } from './fixtures/desk-host';

type Theme = 'light' | 'dark';

const FAILING_IMPACTS = new Set(['critical', 'serious']);
/** Seeded in the sandbox: a refund in request (for the board) and an issued air order (for Orders). */
const REFUND_IN_REQUEST = '917083410193028001';
const AIR_ORDER = '917083410145514001';

/** Alt+T cycles follow system → light → dark; headless Chromium's own theme is light. */
async function useTheme(page: Page, theme: Theme): Promise<void> {
  const toggle = page.getByTestId('theme-toggle');
  for (let presses = 0; presses < 3 && (await toggle.getAttribute('data-choice')) !== theme; presses++) await page.keyboard.press('Alt+t');
  await expect(toggle).toHaveAttribute('data-choice', theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** Waits until the page has stopped changing for a moment: screens fill in from main after they mount. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const quiet = () => {
          observer.disconnect();
          resolve();
        };
        let timer = setTimeout(quiet, 300);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(quiet, 300);
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
  );
}

function describe(violation: Result, where: string): string {
  const nodes = violation.nodes.map((node) => `    at ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replaceAll('\n', '\n      ')}`);
  return [`${where}: ${violation.impact} ${violation.id}: ${violation.help} (${violation.helpUrl})`, ...nodes].join('\n');
}

/** Runs axe on the page as it is; returns the critical and serious findings, readably ('' if none). */
async function findings(page: Page, where: string): Promise<string> {
  await settled(page);
  // label-content-name-mismatch is "experimental" in axe, so off by default; a visible label the
  // accessible name does not contain defeats speech input ("click Theme light"): it is on here.
  const result = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  const failing = result.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  const others = result.violations.filter((violation) => !failing.includes(violation));
  // Moderate and minor findings do not fail, but are printed so they are seen.
  if (others.length > 0) console.log(others.map((violation) => describe(violation, where)).join('\n'));
  return failing.map((violation) => describe(violation, where)).join('\n');
}

async function showScreen(page: Page, screen: (typeof SCREENS_FOR_TESTS)[number]): Promise<void> {
  await page.keyboard.press(`Alt+${screen.shortcut}`);
  await expect(page.getByRole('heading', { level: 1, name: screen.label })).toBeVisible({ timeout: 15_000 });
  if (screen.name === 'reimbursements') {
    // The board with a refund on it (the worker's desk keeps it for the other theme's run).
    const row = page.locator(`[data-testid="refund-row"] [data-order-num="${REFUND_IN_REQUEST}"]`);
    await expect(page.getByTestId('board-empty').or(page.getByTestId('refund-row').first())).toBeVisible();
    if ((await row.count()) === 0) {
      await page.keyboard.press('Alt+n');
      await expect(page.getByTestId('board-add-number')).toBeFocused();
      await page.keyboard.type(REFUND_IN_REQUEST);
      await page.keyboard.press('Enter');
    }
    await expect(row).toBeVisible();
  }
  if (screen.name === 'orders') {
    // An order read from the service: the list has a row and the detail is open beside it.
    await page.keyboard.press('Control+o');
    await expect(page.getByTestId('orders-open-number')).toBeFocused();
    await page.keyboard.type(AIR_ORDER);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('order-detail')).toContainText(AIR_ORDER);
  }
}

test('the theme toggle is named by the words it shows (speech input says what it sees)', async ({ desk }) => {
  const toggle = desk.getByTestId('theme-toggle');
  for (let presses = 0; presses < 3; presses++) {
    const shown = ((await toggle.textContent()) ?? '').trim();
    expect(shown).toMatch(/^Theme: /);
    await expect(toggle).toHaveAccessibleName(shown);
    await expect(toggle).toHaveAccessibleDescription(/Change theme/);
    await desk.keyboard.press('Alt+t');
  }
});

test('the number fields\' +/− buttons are named after their field', async ({ desk }) => {
  await desk.keyboard.press('Alt+1');
  for (const field of ['Adults', 'Children', 'Infants']) {
    await expect(desk.getByRole('button', { name: `${field}: one more` })).toHaveCount(1);
    await expect(desk.getByRole('button', { name: `${field}: one fewer` })).toHaveCount(1);
  }
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility (axe-core), ${theme} theme`, () => {
    test.beforeEach(async ({ desk }) => {
      await desk.setViewportSize({ width: 1366, height: 768 });
      await useTheme(desk, theme);
    });

    test('the desk\'s own fields\' placeholders reach 4.5:1 (axe cannot measure placeholders)', async ({ desk }) => {
      await desk.keyboard.press('Alt+1');
      const ratio = await desk.getByTestId('entry-line').evaluate((input) => {
        const rgba = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
        const placeholder = getComputedStyle(input, '::placeholder');
        // The field's own background, else the first painted one behind it.
        let background = [0, 0, 0, 0];
        for (let element: Element | null = input; element && (background[3] ?? 0) === 0; element = element.parentElement) {
          const [r = 0, g = 0, b = 0, a = 1] = rgba(getComputedStyle(element).backgroundColor);
          if (a > 0) background = [r, g, b, 1];
        }
        const [r = 0, g = 0, b = 0, a = 1] = rgba(placeholder.color);
        const alpha = a * Number(placeholder.opacity || 1);
        const shown = [r, g, b].map((c, i) => c * alpha + (background[i] ?? 0) * (1 - alpha));
        const luminance = (rgb: number[]) => {
          const [lr = 0, lg = 0, lb = 0] = rgb.map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
          return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
        };
        const [light, dark] = [luminance(shown), luminance(background)].sort((x, y) => y - x) as [number, number];
        return (light + 0.05) / (dark + 0.05);
      });
      expect(ratio, 'entry line placeholder contrast').toBeGreaterThanOrEqual(4.5);
    });

    for (const screen of SCREENS_FOR_TESTS) {
      test(`${screen.label}: no critical or serious violation`, async ({ desk }, testInfo) => {
        await showScreen(desk, screen);
        expect(await findings(desk, `${screen.label} (${theme})`), 'axe findings').toBe('');
        // One main landmark: the shell's (Refunds had a second one inside it).
        await expect(desk.getByRole('main')).toHaveCount(1);
        await desk.screenshot({ path: testInfo.outputPath(`${screen.name}-${theme}-1366x768.png`) });
      });
    }

    test('Shopping results and a result detail: no critical or serious violation', async ({ desk }, testInfo) => {
      test.setTimeout(60_000);
      await enter(desk, `PEKLON${entryDate(10)}/${entryDate(17)} 2A1C`);
      await resultsShown(desk);
      const list = await findings(desk, `Shopping results (${theme})`);
      await desk.keyboard.press('Enter'); // the focused row's detail
      await expect(desk.locator('[data-pane-mode]')).toBeVisible();
      const detail = await findings(desk, `Shopping result detail (${theme})`);
      await desk.screenshot({ path: testInfo.outputPath(`results-${theme}-1366x768.png`) });
      expect([list, detail].filter(Boolean).join('\n'), 'axe findings').toBe('');
    });

    test('the shortcut sheet: no critical or serious violation, Tab stays on what can be seen, the desk behind is inert', async ({ desk }, testInfo) => {
      await desk.keyboard.press('?');
      const sheet = desk.getByTestId('shortcut-sheet');
      await expect(sheet).toBeVisible();
      await expect(sheet).toBeFocused();
      expect(await findings(desk, `shortcut sheet (${theme})`), 'axe findings').toBe('');
      await expect(desk.getByRole('dialog').getByRole('heading', { level: 2, name: 'Keyboard shortcuts' })).toBeVisible();
      await desk.screenshot({ path: testInfo.outputPath(`shortcut-sheet-${theme}-1366x768.png`) });

      // Tab cycles through what the dialog shows (its close button and the sheet), never an invisible element.
      const stops: string[] = [];
      for (let presses = 0; presses < 4; presses++) {
        await desk.keyboard.press('Tab');
        stops.push(
          await desk.evaluate(() => {
            const focused = document.activeElement as HTMLElement | null;
            const box = focused?.getBoundingClientRect();
            const inDialog = !!focused?.closest('[role="dialog"]');
            return `${focused?.dataset.testid ?? focused?.getAttribute('aria-label') ?? focused?.tagName} ${box && box.width > 0 && box.height > 0 ? 'seen' : 'INVISIBLE'}${inDialog ? '' : ' OUTSIDE'}`;
          }),
        );
      }
      expect(stops).toEqual(['Close seen', 'shortcut-sheet seen', 'Close seen', 'shortcut-sheet seen']);

      // The desk behind is inert while the sheet is open (out of reach of a screen reader's virtual
      // cursor, not only of Tab, which the dialog's focus trap holds), and live again once it closes.
      await expect(desk.locator('#app')).toHaveJSProperty('inert', true);
      await desk.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(desk.locator('#app')).toHaveJSProperty('inert', false);
      const entryLine = desk.getByTestId('entry-line');
      await entryLine.evaluate((element) => (element as HTMLElement).focus());
      await expect(entryLine).toBeFocused();
    });
  });
}
