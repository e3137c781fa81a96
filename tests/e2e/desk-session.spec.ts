import { startDeskHost } from '../support/desk-host-process';
import { freePort } from '../support/free-port';
import { expect, test } from './fixtures/desk-host';

/**
 * Browser mode's tab credentials (review finding 5) and what a tab shows when its desk stops
 * (walkthrough bug 11): a launch URL opens one tab once; the tab keeps a session for reloads;
 * a stopped desk is said plainly, and a desk back at the same address is picked up again.
 */
test.describe('the desk session of a browser tab', () => {
  test('the launch URL leaves the address bar at once and never opens a second tab', async ({ page, deskHost, context }) => {
    const url = await deskHost.newLaunchUrl();
    await page.goto(url);
    await expect(page.getByTestId('status-bar')).toContainText('Browser mode');
    expect(page.url()).not.toContain('launch=');

    // The same URL again, as from the browser's history or a copied link: useless.
    const second = await context.newPage();
    await second.goto(url);
    await expect(second.getByTestId('not-connected')).toContainText('This desk address was already used');
    await expect(second.getByTestId('not-connected')).toContainText('press Enter in the terminal');
  });

  test('a reload of the same tab reconnects; a new tab without an address does not', async ({ desk, deskHost, context }) => {
    await desk.keyboard.press('Alt+8');
    await expect(desk.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await desk.reload();
    await expect(desk.getByTestId('status-bar')).toContainText('Browser mode');
    await expect(desk.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(desk.getByTestId('connection-status')).toContainText('Online');

    const other = await context.newPage();
    await other.goto(`http://127.0.0.1:${deskHost.port}/`);
    await expect(other.getByTestId('not-connected')).toContainText('not connected to the desk');
  });
});

test.describe('when the desk stops (walkthrough bug 11)', () => {
  test('the tab says so plainly instead of "Online", and comes back when the desk runs again at the same address', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const port = await freePort();
    const first = await startDeskHost({ port });
    let second: Awaited<ReturnType<typeof startDeskHost>> | null = null;
    try {
      await page.goto(await first.host.newLaunchUrl());
      await expect(page.getByTestId('connection-status')).toContainText('Online');

      await first.stop();
      const notice = page.getByTestId('host-link-notice');
      await expect(notice).toContainText('The desk has stopped');
      await expect(page.getByTestId('connection-status')).not.toContainText('Online');
      for (const [width, height] of [[1366, 768], [1920, 1080]] as const) {
        await page.setViewportSize({ width, height });
        await page.screenshot({ path: testInfo.outputPath(`desk-stopped-${width}.png`) });
      }

      second = await startDeskHost({ port, dataDir: first.host.dataDir });
      await expect(notice).toBeHidden({ timeout: 15_000 });
      await expect(page.getByTestId('connection-status')).toContainText('Online');
      // Calls work again with the same session.
      await page.keyboard.press('Alt+8');
      await expect(page.getByTestId('profile-row-Sandbox')).toBeVisible();
    } finally {
      await first.stop();
      await second?.stop();
    }
  });
});
