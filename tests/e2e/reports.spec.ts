/**
 * Reports (issue 26), keyboard only, in Chromium: an issued sandbox order is filed (Ctrl+O), then
 * Alt+9 opens Reports on production, where the sandbox order is not counted; Alt+V reaches the
 * sandbox, where it is; the periods are walked with ← → and Alt+P / Alt+Shift+P; Alt+S exports
 * XLSX, whose Sales sheet is read back with exceljs and compared cell by cell with the table on
 * screen, the Refunds sheet's days and ageing bands with the refunds block. Screenshots of the charts at 1366×768 and 1920×1080 are saved, every chart label checked inside its box.
 */
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { DEMO_PARTNER_ID, type SandboxAirOrderEntry, type SandboxOrdersListing } from '../../electron/sandbox';
import { formatWeekdayDayMonth, groupThousands } from '../../electron/contract/format/desk-format';
import { expectNoChartLabelCut } from './fixtures/chart-labels';
import { expect, test } from './fixtures/desk-host';

async function shoot(page: Page, name: string, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  // The document is exactly the window: nothing scrolls at page level (docs/desk-layout.md).
  await expect.poll(() => page.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight])).toEqual([height, height]);
  await expect(page.locator('[data-testid="chart-sales-by-day"] svg')).toBeVisible();
  // The charts are drawn one per frame (draw-queue.ts): the picture waits for the last, not the first.
  await expect(page.locator('.report-chart__summary')).toHaveCount(0);
  await expectNoChartLabelCut(page, `${name} at ${width}×${height}`);
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}x${height}.png`) });
}

/** A table's body rows as shown, cell by cell: all of them (a long table's rows after its first screenful come a frame later, busy until then). */
async function tableCells(page: Page, testid: string): Promise<string[][]> {
  await expect(page.getByTestId(testid)).toHaveAttribute('aria-busy', 'false');
  return page.getByTestId(testid).locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')));
}

/** The rows of an exported section, from its header row to the blank row after it, as the screen writes each cell. */
function sectionRows(sheet: ExcelJS.Worksheet, title: string): string[][] {
  const rows: string[][] = [];
  let inside = false;
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const first = row.getCell(1).value;
    if (!inside) {
      inside = first === title;
      return;
    }
    if (row.cellCount === 0 || first === null) {
      inside = false;
      return;
    }
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    // A total is a SUM formula with its result: the result is what a spreadsheet shows.
    const shown = (value: ExcelJS.CellValue) => (value !== null && typeof value === 'object' && 'result' in value ? value.result : value);
    rows.push(values.map(shown).map((value) => (value instanceof Date ? formatWeekdayDayMonth(value.toISOString().slice(0, 10)) : String(value ?? ''))));
  });
  return rows;
}

test('Reports: Alt+9, never mixed, periods by keyboard, XLSX read back equals the screen', async ({ desk, deskHost }) => {
  test.setTimeout(60_000);
  const listing = (await (await fetch(`${deskHost.sandboxUrl}/sandbox/orders?kind=air&state=ISSED`)).json()) as SandboxOrdersListing;
  const order = listing.orders.find((entry): entry is SandboxAirOrderEntry => entry.kind === 'air' && entry.partnerId === DEMO_PARTNER_ID && entry.passengers.length > 0);
  if (!order) throw new Error('the seeded sandbox has no issued order of the demo partner');
  await desk.setViewportSize({ width: 1366, height: 768 });

  // File an issued sandbox order: first seen issued today.
  await desk.keyboard.press('Control+o');
  await expect(desk.getByTestId('orders-open-number')).toBeFocused();
  await desk.keyboard.type(order.orderNum);
  await desk.keyboard.press('Enter');
  await expect(desk.getByTestId('order-detail')).toContainText(order.orderNum);

  // Alt+9: Reports, on today, production. The sandbox order is not in production's figures.
  await desk.keyboard.press('Alt+9');
  await expect(desk.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(desk.getByTestId('period-today')).toBeFocused();
  await expect(desk.getByTestId('report-time-zone')).toHaveText('Business day in Asia/Shanghai UTC+08:00');
  await expect(desk.getByTestId('report-sales-covers')).toHaveText('PRODUCTION only');
  await expect(desk.getByTestId('report-sales-tickets')).toHaveText('0');

  // Alt+V twice: test, then sandbox, where the order is counted.
  await desk.keyboard.press('Alt+v');
  await expect(desk.getByTestId('report-credit-covers')).toHaveText('TEST only');
  await desk.keyboard.press('Alt+v');
  for (const block of ['sales', 'refunds', 'credit']) await expect(desk.getByTestId(`report-${block}-covers`)).toHaveText('SANDBOX only');
  // Other tests of this worker's desk may have filed sandbox orders today too: the filed order is
  // one of today's, and this month (which holds today) counts exactly today's.
  const sandboxToday = desk.getByTestId('report-sales-orders');
  await expect(sandboxToday).toHaveText(/^[1-9]\d*$/);
  const todayOrders = (await sandboxToday.textContent())?.trim() ?? '';

  // The periods by keyboard: → in the choice, then Alt+P and Alt+Shift+P from anywhere.
  const range = desk.getByTestId('report-range');
  const today = await range.textContent();
  await desk.getByTestId('period-today').focus();
  await desk.keyboard.press('ArrowRight');
  await expect(desk.getByTestId('period-yesterday')).toBeChecked();
  await expect(range).not.toHaveText(today ?? '');
  await expect(desk.getByTestId('report-sales-orders')).toHaveText('0');
  await desk.keyboard.press('Alt+p');
  await expect(desk.getByTestId('period-this-week')).toBeChecked();
  await desk.keyboard.press('Alt+p');
  await expect(desk.getByTestId('period-this-month')).toBeChecked();
  await expect(desk.getByTestId('report-sales-orders')).toHaveText(todayOrders);
  await desk.keyboard.press('Alt+p');
  await expect(desk.getByTestId('period-custom')).toBeChecked();
  await expect(desk.getByTestId('period-from')).toBeVisible();
  await desk.keyboard.press('Alt+p');
  await expect(desk.getByTestId('period-today')).toBeChecked();
  await desk.keyboard.press('Alt+Shift+p');
  await expect(desk.getByTestId('period-custom')).toBeChecked();
  await desk.keyboard.press('Alt+Shift+p');
  await expect(desk.getByTestId('period-this-month')).toBeChecked();
  await expect(desk.getByTestId('report-status')).toContainText('Read');

  await shoot(desk, 'reports-month-sandbox', 1366, 768);
  await shoot(desk, 'reports-month-sandbox', 1920, 1080);

  // Alt+S: the figures shown as XLSX; its Sales sheet's day rows are the table on screen.
  const download = desk.waitForEvent('download');
  await desk.keyboard.press('Alt+s');
  const xlsx = await download;
  expect(xlsx.suggestedFilename()).toMatch(/^report-sandbox-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await xlsx.path())!);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Sales', 'Refunds', 'Credit']);
  const sales = workbook.getWorksheet('Sales')!;
  const [header, ...exported] = sectionRows(sales, 'By day');
  const shown = await tableCells(desk, 'table-sales-by-day');
  expect(header?.slice(0, 3)).toEqual(['Day', 'Orders', 'Tickets']);
  const rows = exported.filter((row) => row[0] !== 'Total');
  expect(rows.length).toBeGreaterThan(0);
  // Money cells are numbers in the sheet: written as the screen writes them (two decimals, grouped).
  // An empty cell at a row's end is no cell at all in the sheet: padded to the header's width.
  const asShown = (row: string[]) => Array.from({ length: header?.length ?? 0 }, (_, column) => row[column] ?? '').map((cell, column) => (column >= 3 && cell !== '' ? groupThousands(Number(cell).toFixed(2)) : cell));
  expect(rows.map(asShown)).toEqual(shown);
  const total = exported.find((row) => row[0] === 'Total');
  const shownTotal = await desk.getByTestId('table-sales-by-day').locator('tfoot tr').evaluate((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''));
  expect(asShown(total ?? [])).toEqual(shownTotal);
  // The Refunds sheet: its day rows are the refunds table on screen (counts), and its ageing bands
  // (main's, over every overdue refund) add up to the overdue figure the screen heads the block with.
  const refunds = workbook.getWorksheet('Refunds')!;
  const refundDays = sectionRows(refunds, 'By day').slice(1).filter((row) => row[0] !== 'Total');
  expect(refundDays.map((row) => row.slice(0, 4))).toEqual((await tableCells(desk, 'table-refunds-by-day')).map((row) => row.slice(0, 4)));
  const [ageingHeader, ...ageing] = sectionRows(refunds, 'Overdue by age');
  expect(ageingHeader?.slice(0, 2)).toEqual(['Days waited', 'Orders']);
  const bands = ageing.filter((row) => row[0] !== 'Total');
  expect(bands.length).toBeGreaterThan(1);
  const overdueShown = (await desk.getByTestId('report-refunds-overdue').textContent())?.split('·')[0]?.trim();
  expect(String(bands.reduce((sum, row) => sum + Number(row[1]), 0))).toBe(overdueShown);
  // Its Total is a SUM formula (exceljs reads a cached 0 back as no result, so only its presence is checked here).
  expect(ageing.filter((row) => row[0] === 'Total')).toHaveLength(1);
  const credit = sectionRows(workbook.getWorksheet('Credit')!, 'By day').slice(1).filter((row) => row[0] !== 'Total');
  expect(credit.map(asShown).map((row) => row.slice(0, 2))).toEqual((await tableCells(desk, 'table-credit-by-day')).map((row) => row.slice(0, 2)));
});
