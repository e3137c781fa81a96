/**
 * Keys the walkthrough missed (issue 23, finding 10), keyboard only at the agency laptop's size:
 * the shortcut sheet scrolls with ↓ / PgDn / End as soon as it opens (no Tab first); Alt+G goes
 * from the entry line back to the results; an entry whose search fails stays on the line.
 */
import { expect, test } from './fixtures/desk-host';
import { enter, entryDate, resultsShown } from './fixtures/shopping';

test.describe('keys from the walkthrough', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the shortcut sheet scrolls by keyboard at once, at 1366×768', async ({ desk }, testInfo) => {
    await desk.setViewportSize({ width: 1366, height: 768 });
    await desk.keyboard.press('Alt+7');
    await desk.locator('[data-testid="orders-screen"] h1').focus();
    await desk.keyboard.press('?');
    const sheet = desk.getByTestId('shortcut-sheet');
    await expect(sheet).toBeVisible();
    // Taller than the window: it scrolls inside itself.
    expect(await sheet.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await expect(sheet).toBeFocused();
    await desk.keyboard.press('PageDown');
    await expect.poll(() => sheet.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await desk.keyboard.press('End');
    await expect.poll(() => sheet.evaluate((element) => Math.ceil(element.scrollTop + element.clientHeight) >= element.scrollHeight)).toBe(true);
    await desk.screenshot({ path: testInfo.outputPath('sheet-scrolled-1366x768.png') });
    await desk.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });

  test('Alt+G: from the entry line back to the results; a failed search keeps the entry on the line', async ({ desk }) => {
    await desk.setViewportSize({ width: 1366, height: 768 });
    await enter(desk, `PEKLON${entryDate(26)}`);
    await resultsShown(desk);
    await expect(desk.getByTestId('results-table')).toBeFocused();
    await desk.keyboard.press('Alt+1');
    await expect(desk.getByTestId('entry-line')).toBeFocused();
    await expect(desk.getByTestId('entry-line')).toHaveValue('');
    await desk.keyboard.press('Alt+G');
    await expect(desk.getByTestId('results-table')).toBeFocused();

    // An airport the service does not know: the search fails, the entry stays to be fixed.
    const failing = `PEKQQQ${entryDate(26)}`;
    await enter(desk, failing);
    await expect(desk.getByTestId('search-error').or(desk.getByTestId('entry-line-error')).or(desk.locator('[data-testid="search-form"] [role="alert"]')).first()).toBeVisible({ timeout: 30_000 });
    await expect(desk.getByTestId('entry-line')).toHaveValue(failing);
    await desk.keyboard.press('Alt+1');
    await desk.keyboard.press('Alt+G');
    await expect(desk.getByTestId('results-table')).toBeFocused();
  });
});
