import { SCREENS_FOR_TESTS } from './fixtures/screens';
import { expect, test } from './fixtures/desk-host';

test.describe('desk shell in Chromium (browser mode)', () => {
  test('loads with the active profile, an environment badge and the connection status', async ({ desk }, testInfo) => {
    await expect(desk.getByTestId('active-profile')).toContainText('Sandbox');
    await expect(desk.getByTestId('environment-badge')).toHaveText('SANDBOX');
    await expect(desk.getByTestId('connection-status')).toBeVisible();
    await expect(desk.getByRole('heading', { level: 1, name: 'Shopping' })).toBeVisible();
    // On start the agent can type at once: focus is on Shopping's entry line.
    await expect(desk.getByTestId('entry-line')).toBeFocused();
    await desk.screenshot({ path: testInfo.outputPath('shell.png'), fullPage: true });
    await testInfo.attach('shell', { path: testInfo.outputPath('shell.png'), contentType: 'image/png' });
  });

  test('drops the launch token from the address bar once it has it', async ({ desk }) => {
    expect(desk.url()).not.toContain('launch=');
    expect(desk.url()).not.toContain('token=');
  });

  test('reaches and shows every screen from the keyboard alone, with visible focus', async ({ desk }) => {
    for (const screen of SCREENS_FOR_TESTS) {
      const link = desk.getByTestId(`nav-${screen.name}`);
      // From the focused heading, Shift+Tab walks back into the navigation (and wraps around).
      for (let presses = 0; presses < 40 && !(await link.evaluate((el) => el === document.activeElement)); presses++) {
        await desk.keyboard.press('Shift+Tab');
      }
      await expect(link).toBeFocused();
      const outline = await link.evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(outline, `${screen.label} link shows its focus`).not.toBe('none');
      await desk.keyboard.press('Enter');
      await expect(desk).toHaveURL(new RegExp(`#/${screen.name}$`));
      await expect(desk.getByRole('heading', { level: 1, name: screen.label })).toBeVisible();
      // A screen starts where the agent works (its element marked data-screen-focus: Shopping's entry
      // line, Orders' search, the Reimbursements board…), other screens on their heading.
      const start = desk.locator('main [data-screen-focus]');
      if ((await start.count()) > 0) await expect(start.first()).toBeFocused();
      else await expect(desk.getByRole('heading', { level: 1, name: screen.label })).toBeFocused();
    }
  });

  test('jumps to every screen with Alt+digit', async ({ desk }) => {
    for (const screen of [...SCREENS_FOR_TESTS].reverse()) {
      await desk.keyboard.press(`Alt+${screen.shortcut}`);
      await expect(desk.getByRole('heading', { level: 1, name: screen.label })).toBeVisible();
      await expect(desk.getByTestId(`nav-${screen.name}`)).toHaveAttribute('aria-current', 'page');
    }
    await expect(desk.getByTestId('entry-line')).toBeFocused(); // the last one was Alt+1
  });

  test('changes theme from the keyboard: system → light → dark → system', async ({ desk }) => {
    const theme = () => desk.evaluate(() => document.documentElement.dataset.theme);
    const toggle = desk.getByTestId('theme-toggle');
    // Other tests of this worker may have left another choice: cycle to "follow system" first.
    for (let i = 0; i < 3 && (await toggle.getAttribute('data-choice')) !== 'system'; i++) await desk.keyboard.press('Alt+t');
    await expect(toggle).toHaveAccessibleName(/Theme: follow system/);
    await expect.poll(theme).toBe('light'); // headless Chromium reports a light OS theme
    await desk.keyboard.press('Alt+t');
    await expect(toggle).toHaveAccessibleName(/Theme: light/);
    await desk.keyboard.press('Alt+t');
    await expect(toggle).toHaveAccessibleName(/Theme: dark/);
    await expect.poll(theme).toBe('dark');
    await desk.keyboard.press('Alt+t');
    await expect.poll(theme).toBe('light');
  });

  test('shows the keyboard shortcut sheet with ? and closes it with Esc', async ({ desk }) => {
    await desk.keyboard.press('?');
    await expect(desk.getByTestId('shortcut-sheet')).toBeVisible();
    await expect(desk.getByTestId('shortcut-sheet')).toContainText('Alt+9');
    // Grouped by where the keys work: Alt+N opens a refund under Refunds, an order number under Ticketing.
    const groups = desk.getByTestId('shortcut-group');
    await expect(groups.locator('th')).toHaveText(['Everywhere', 'Shopping', 'Ticketing', 'Refunds', 'Reimbursements · Ancillaries', 'Orders', 'Reports']);
    await expect(groups.filter({ hasText: 'Refunds:' }).first()).toContainText('Alt+N');
    await desk.keyboard.press('Escape');
    await expect(desk.getByTestId('shortcut-sheet')).toBeHidden();
  });
});
