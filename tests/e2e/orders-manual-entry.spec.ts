/**
 * Orders (issue 9), keyboard only, in Chromium: the service does not know an order (B037), so the
 * agent enters it by hand — a mistake is named on its field and fixed, a second passenger and a
 * connecting segment added from the keyboard — then finds it by a surname; backs up the order
 * file and exports the search result (JSON) and the open order (CSV), and the files are read back.
 */
import { existsSync, readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import Database from 'libsql';
import { startDeskHost, type DeskHost } from '../support/desk-host-process';
import { chooseOption, tabTo, typeInto } from './fixtures/keyboard';

const ORDER_NUM = '917083410199900001';

async function load(page: Page, host: DeskHost): Promise<void> {
  await page.goto(await host.newLaunchUrl());
  await expect(page.getByTestId('status-bar')).toContainText('Browser mode');
}

async function shoot(page: Page, name: string, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await expect.poll(() => page.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight])).toEqual([height, height]);
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}x${height}.png`) });
}

const field = (page: Page, path: string) => page.locator(`[data-path="${path}"]`);

test('an order the service does not know, entered by hand, found by surname, backed up and exported', async ({ page }) => {
  test.setTimeout(150_000);
  const desk = await startDeskHost();
  try {
    await load(page, desk.host);
    await page.setViewportSize({ width: 1366, height: 768 });

    // Ctrl+O with a number the sandbox has never seen: the service says so, manual entry is offered.
    await page.keyboard.press('Control+o');
    await expect(page.getByTestId('orders-open-number')).toBeFocused();
    await page.keyboard.type(ORDER_NUM);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('orders-open-error')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('orders-open-manual')).toContainText(`Enter ${ORDER_NUM} by hand`);

    // Alt+M: the form, the number already in it, the focus on the PNR.
    await page.keyboard.press('Alt+m');
    const form = page.getByTestId('manual-entry');
    await expect(form).toBeVisible();
    await expect(field(page, 'orderNum')).toHaveValue(ORDER_NUM);
    await expect(field(page, 'pnr')).toBeFocused();
    await page.keyboard.type('MNL8QX');
    await typeInto(page, field(page, 'contact.name'), 'OKAFOR/CHIDI');
    await typeInto(page, field(page, 'contact.email'), 'desk@agency.example');
    await typeInto(page, field(page, 'contact.telNum'), '+44 20 7946 0000');
    await typeInto(page, field(page, 'passengers.0.lastName'), 'Okafor');
    await typeInto(page, field(page, 'passengers.0.firstName'), 'Chidi');
    await chooseOption(page, field(page, 'passengers.0.sex'), 'M');
    await typeInto(page, field(page, 'passengers.0.birthday'), '1984-02-30'); // no such day
    await typeInto(page, field(page, 'passengers.0.ticketNum'), '781-2345678901');
    // Alt+A: a second passenger, the focus on its surname.
    await page.keyboard.press('Alt+a');
    await expect(field(page, 'passengers.1.lastName')).toBeFocused();
    await page.keyboard.type('Brontë');
    await typeInto(page, field(page, 'passengers.1.firstName'), 'Anne');
    await chooseOption(page, field(page, 'passengers.1.sex'), 'F');
    await typeInto(page, field(page, 'passengers.1.birthday'), '1990-01-17');
    for (const [path, value] of [['airline', 'ca'], ['flightNum', '1501'], ['departure', 'pek'], ['arrival', 'sha'], ['departureDate', '2026-12-28'], ['departureTime', '09:00'], ['arrivalDate', '2026-12-28'], ['arrivalTime', '11:15'], ['bookingCode', 'y']] as const) {
      await typeInto(page, field(page, `segments.0.${path}`), value);
    }
    // Alt+G: a connection from SHA, the focus on its flight number.
    await page.keyboard.press('Alt+g');
    await expect(field(page, 'segments.1.flightNum')).toBeFocused();
    await expect(field(page, 'segments.1.departure')).toHaveValue('sha');
    await page.keyboard.type('8501');
    for (const [path, value] of [['arrival', 'CAN'], ['departureTime', '13:05'], ['arrivalDate', '2026-12-28'], ['arrivalTime', '15:40'], ['bookingCode', 'Y']] as const) {
      await typeInto(page, field(page, `segments.1.${path}`), value);
    }

    // Ctrl+Enter: the impossible birthday is named on its field, which takes the focus; nothing is lost.
    await page.keyboard.press('Control+Enter');
    const birthday = field(page, 'passengers.0.birthday');
    await expect(birthday).toBeFocused();
    await expect(birthday).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#manual-passengers-0-birthday-feedback')).toHaveText('Passenger 1 birthday must be a real calendar date.');
    await expect(field(page, 'passengers.1.lastName')).toHaveValue('Brontë');
    await expect(field(page, 'segments.1.flightNum')).toHaveValue('8501');
    await shoot(page, 'orders-manual-entry-error', 1366, 768);
    await shoot(page, 'orders-manual-entry-error', 1920, 1080);
    await page.setViewportSize({ width: 1366, height: 768 });

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('1984-02-28');
    await page.keyboard.press('Enter');

    // Filed: its detail opens, "entered by hand", never confirmed by the service.
    const detail = page.getByTestId('order-detail');
    await expect(detail).toBeFocused({ timeout: 15_000 });
    await expect(detail).toContainText(ORDER_NUM);
    await expect(detail.getByTestId('order-detail-as-of')).toContainText('Never confirmed by the service');
    await expect(detail.getByTestId('order-detail-passengers')).toContainText('BRONTË/ANNE');
    await expect(detail.getByTestId('order-detail-segments')).toContainText('CA8501');

    // Esc, `/`, a surname typed without its accent: the order is found.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('orders-list')).toBeFocused();
    await page.keyboard.press('/');
    await page.keyboard.type('bronte');
    const row = page.getByTestId('orders-row').filter({ hasText: ORDER_NUM });
    await expect(row).toBeVisible();
    await expect(page.getByTestId('orders-count')).toContainText('1 found');

    // Alt+B: a backup in the desk's backups folder (browser mode), its path shown; it is a whole order file.
    await page.keyboard.press('Alt+b');
    const notice = page.getByTestId('orders-file-notice');
    await expect(notice).toContainText('Backed up 1 order ');
    const backupPath = /to (\S+orders-backup-\S+\.sqlite)/.exec((await notice.textContent()) ?? '')?.[1];
    expect(backupPath).toContain(desk.host.dataDir);
    expect(existsSync(backupPath!)).toBe(true);
    const backup = new Database(backupPath!, { readonly: true });
    try {
      expect(backup.prepare('SELECT order_num FROM orders').all()).toEqual([{ order_num: ORDER_NUM }]);
    } finally {
      backup.close();
    }
    await shoot(page, 'orders-backed-up', 1366, 768);
    await page.setViewportSize({ width: 1366, height: 768 });

    // Alt+J with no order open: the search result as JSON, downloaded and read back.
    const jsonDownload = page.waitForEvent('download');
    await page.keyboard.press('Alt+j');
    const json = await jsonDownload;
    const exported = JSON.parse(readFileSync((await json.path())!, 'utf8')) as { orders: { orderNum: string; passengers: { lastName: string }[] }[] };
    expect(exported.orders.map((order) => order.orderNum)).toEqual([ORDER_NUM]);
    expect(exported.orders[0]!.passengers.map((passenger) => passenger.lastName)).toEqual(['OKAFOR', 'BRONTË']);
    await expect(notice).toContainText(`Exported 1 order as ${json.suggestedFilename()}`);

    // The order opened, Alt+Shift+J: that order as CSV.
    await tabTo(page, page.getByTestId('orders-list'));
    await page.keyboard.press('Enter');
    await expect(detail).toBeFocused();
    const csvDownload = page.waitForEvent('download');
    await page.keyboard.press('Alt+Shift+j');
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(new RegExp(`^order-${ORDER_NUM}.*\\.csv$`));
    const lines = readFileSync((await csv.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(ORDER_NUM);
    expect(lines[1]).toContain('MNL8QX');
    await expect(notice).toContainText(`Exported order ${ORDER_NUM}`);
  } finally {
    await desk.stop();
  }
});
