/**
 * Customer documents (issue 25), keyboard only, in Chromium against the embedded sandbox: a test
 * order booked from Shopping → Pricing is paid and forced to issued; Orders opens it (Ctrl+O), its
 * Documents (Alt+D) take a selling price (Alt+E), and the itinerary and the e-ticket receipt are
 * saved (Ctrl+S, a download in browser mode). The saved PDFs are read back with pdftotext: the
 * passenger, the ticket numbers, the PNR and the selling price are in them, and the receipt never
 * holds the net price the agency paid.
 */
import { execFileSync } from 'node:child_process';
import type { Download, Page, TestInfo } from '@playwright/test';
import { makePng } from '../support/documents';
import { expect, test } from './fixtures/desk-host';
import { activate, tabTo, typeInto } from './fixtures/keyboard';
import { bookTestOrder } from './fixtures/test-order';


/** The text of a downloaded PDF as poppler reads it (-layout keeps a row's cells on one line). */
async function pdfText(download: Download): Promise<string> {
  const path = await download.path();
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
}

/** Ctrl+S in the Documents panel: browser mode downloads the PDF the preview shows. */
async function saveShown(page: Page): Promise<Download> {
  await expect(page.getByTestId('documents-save')).toBeEnabled({ timeout: 10_000 });
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Control+s');
  return downloading;
}

/** "CNY 1,234.00" → "1234.00"; the documents may group digits either way, so both forms are tried. */
const plain = (money: string) => money.replace(/[^\d.]/g, '');
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const holdsAmount = (text: string, digits: string) => text.includes(digits) || text.includes(grouped(digits.split('.')[0] ?? '') + '.' + (digits.split('.')[1] ?? ''));

/** The page at the desk's two screen sizes, nothing scrolling at page level (docs/desk-layout.md). */
async function shots(page: Page, testInfo: TestInfo, name: string, settleMs = 0): Promise<void> {
  for (const size of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(0);
    // Chromium's PDF viewer lays the pages out in its own frame, out of the test's reach: given time.
    if (settleMs > 0) await page.waitForTimeout(settleMs);
    const path = testInfo.outputPath(`${name}-${size.width}x${size.height}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`${name}-${size.width}x${size.height}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

// One worker, one desk: the letterhead saved first heads the documents of the second test.
test.describe.configure({ mode: 'serial' });
test.describe('Customer documents, keyboard only, against the sandbox', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('Settings → Letterhead: the agency, its contact and a logo saved; screenshots', async ({ desk }, testInfo) => {
    await desk.keyboard.press('Alt+8');
    const panel = desk.getByTestId('letterhead-panel');
    await typeInto(desk, panel.getByTestId('letterhead-name'), 'Skyway Travel 天路旅行', { maxPresses: 200 });
    await typeInto(desk, panel.getByTestId('letterhead-address'), '1 Jianguomenwai Ave, Chaoyang, Beijing');
    await typeInto(desk, panel.getByTestId('letterhead-telephone'), '+86 10 6505 1234');
    await typeInto(desk, panel.getByTestId('letterhead-email'), 'desk@skyway.example');
    await typeInto(desk, panel.getByTestId('letterhead-licence'), 'L-BJ-2026-001');
    // The file chooser is the system's own dialog: the file is handed to the input as the dialog would.
    await panel.getByTestId('letterhead-logo').setInputFiles({ name: 'skyway.png', mimeType: 'image/png', buffer: makePng(180, 60, [20, 90, 160]) });
    await expect(panel.getByTestId('letterhead-logo-preview')).toBeVisible();
    await activate(desk, panel.getByTestId('letterhead-save'));
    await expect(panel.getByTestId('letterhead-said')).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await shots(desk, testInfo, 'settings-letterhead');
  });

  test('a paid and issued test order: selling price (Alt+E), itinerary and receipt saved (Ctrl+S) and read back', async ({ desk }, testInfo) => {
    test.setTimeout(60_000);
    // The preview is a blob: frame: a policy refusing it (the page's meta policy once did) is an error here.
    const refused: string[] = [];
    desk.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text())) refused.push(message.text());
    });
    // Booked: Shopping → P prices the first offer → the test-order form.
    const orderNum = await bookTestOrder(desk, 'PEKSHA', 21, { last: 'Zhang', first: 'San', birthday: '1990-01-31' });

    // Paid (Ctrl+Enter on the confirmation) and forced to issued (Alt+I) from Ticketing.
    await desk.keyboard.press('Alt+3');
    const line = desk.getByTestId('order-number').locator('input');
    await expect(line).toBeFocused();
    await desk.keyboard.type(orderNum);
    await desk.keyboard.press('Enter');
    const flight = desk.getByTestId('pre-flight');
    await expect(flight).toBeFocused({ timeout: 15_000 });
    const net = plain(await flight.getByTestId('pre-flight-amount').innerText());
    await activate(desk, flight.getByTestId('contact-email').locator('input'));
    await desk.keyboard.press('ControlOrMeta+a');
    await desk.keyboard.type('agent@example.com');
    await desk.keyboard.press('Alt+P');
    await expect(desk.getByTestId('payment-confirm')).toBeVisible();
    await desk.keyboard.press('Control+Enter');
    await expect(desk.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'paid', { timeout: 15_000 });
    await desk.keyboard.press('Alt+I');
    await expect(flight.getByTestId('pre-flight-status')).toHaveText('Issued', { timeout: 15_000 });
    const pnr = await flight.getByTestId('air-pnr').innerText();
    const tickets = (await flight.getByTestId('ticket-row').allInnerTexts()).map((row) => /(\d{3}-\d{10})/.exec(row)?.[1] ?? '');
    expect(tickets.length).toBeGreaterThan(0);

    // Orders: Ctrl+O, the number, Enter; Alt+D opens its Documents with the itinerary chosen.
    await desk.keyboard.press('Control+o');
    await expect(desk.getByTestId('orders-open-number')).toBeFocused();
    await desk.keyboard.type(orderNum);
    await desk.keyboard.press('Enter');
    await expect(desk.getByTestId('order-detail')).toBeFocused({ timeout: 15_000 });
    await desk.keyboard.press('Alt+D');
    const panel = desk.getByTestId('documents-panel');
    await expect(panel.getByTestId('documents-kind-itinerary')).toBeFocused();
    await expect(panel.getByTestId('documents-preview')).toBeVisible({ timeout: 10_000 });

    // A selling price above the net price: Alt+E, the amount, Enter saves it.
    const selling = (Number(net) + 380).toFixed(2);
    await desk.keyboard.press('Alt+E');
    await expect(panel.getByTestId('selling-price-amount')).toBeFocused();
    await desk.keyboard.type(selling);
    await desk.keyboard.press('Enter');
    await expect(panel.getByTestId('selling-price-current')).toContainText(grouped(selling.split('.')[0] ?? ''));

    // The itinerary, saved and read back.
    const itinerary = await saveShown(desk);
    expect(itinerary.suggestedFilename()).toBe(`itinerary-${orderNum}-en.pdf`);
    const itineraryText = await pdfText(itinerary);
    expect(itineraryText).toContain('ZHANG/SAN');
    expect(itineraryText).toContain(pnr);
    for (const ticket of tickets) expect(itineraryText).toContain(ticket);
    expect(itineraryText).toContain(orderNum);
    // Booked from this desk's Pricing: the fare conditions and baggage come from that priced offer.
    expect(itineraryText).toContain('Fare conditions');
    expect(itineraryText).not.toContain("not in the agency's file");
    expect(itineraryText).not.toContain('Not stated');

    // The receipt: back to the kind radios, one arrow on; the selling price and never the net price.
    await tabTo(desk, panel.getByTestId('documents-kind-itinerary'), { backwards: true });
    await desk.keyboard.press('ArrowDown');
    await expect(panel.getByTestId('documents-kind-receipt')).toBeChecked();
    await expect(panel.getByTestId('documents-missing-price')).toHaveCount(0);
    const receipt = await saveShown(desk);
    expect(receipt.suggestedFilename()).toBe(`receipt-${orderNum}-en.pdf`);
    const receiptText = await pdfText(receipt);
    expect(receiptText).toContain('ZHANG/SAN');
    expect(receiptText).toContain(pnr);
    for (const ticket of tickets) expect(receiptText).toContain(ticket);
    expect(holdsAmount(receiptText, selling), `the selling price ${selling} in:\n${receiptText}`).toBe(true);
    expect(holdsAmount(receiptText, net), `the net price ${net} must not be on the receipt`).toBe(false);
    expect(receiptText).toContain('Skyway Travel');
    expect(refused).toEqual([]);
    await shots(desk, testInfo, 'documents-receipt', 1500);
  });
});
