import { writeFileSync } from 'node:fs';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { makePdf, makePng, SMALL_JPEG } from '../support/documents';
import { expect, test } from './fixtures/desk-host';
import { tabTo } from './fixtures/keyboard';

/** The seeded issued round trip PEK⇄LHR, two adults (docs/sandbox.md, seed 1). */
const ROUND_TRIP = '917083410145514001';
/** The seeded issued CTU→SZX, three adults; passenger 1 is refundable (docs/sandbox.md). */
const CTU_SZX = '917083410153433001';

async function sandboxFaults(request: APIRequestContext, sandboxUrl: string, faults: string[]): Promise<void> {
  const response = faults.length ? await request.post(`${sandboxUrl}/sandbox/faults`, { data: { faults } }) : await request.delete(`${sandboxUrl}/sandbox/faults`);
  expect(response.ok()).toBe(true);
}

/** Drops a file on `target` as the OS would at the end of a drag (a DataTransfer holding it). */
async function dropFile(page: Page, target: string, name: string, type: string, bytes: Buffer): Promise<void> {
  const transfer = await page.evaluateHandle(({ name, type, bytes }) => {
    const data = new DataTransfer();
    data.items.add(new File([new Uint8Array(bytes)], name, { type }));
    return data;
  }, { name, type, bytes: [...bytes] });
  await page.getByTestId(target).dispatchEvent('dragenter', { dataTransfer: transfer });
  await page.getByTestId(target).dispatchEvent('drop', { dataTransfer: transfer });
}

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The page itself never scrolls: the draft scrolls inside its own pane. */
async function expectNoPageScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => ({
    vertical: document.documentElement.scrollHeight - window.innerHeight,
    horizontal: document.documentElement.scrollWidth - window.innerWidth,
  }));
  expect(overflow.vertical).toBeLessThanOrEqual(0);
  expect(overflow.horizontal).toBeLessThanOrEqual(0);
}

function file(testInfo: TestInfo, name: string, bytes: Buffer): string {
  const path = testInfo.outputPath(name);
  writeFileSync(path, bytes);
  return path;
}

/** Alt+A opens the system's file picker; Playwright answers it with these files. */
async function attachByKeyboard(page: Page, paths: string[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Alt+a');
  await (await chooser).setFiles(paths);
}

async function openRefund(page: Page, orderNum: string): Promise<void> {
  await page.keyboard.press('Alt+4');
  await expect(page.getByTestId('refund-start-input')).toBeFocused();
  await page.keyboard.type(orderNum);
  await page.keyboard.press('Enter');
  // The order is read into the order file, the draft opens on its grid.
  await expect(page.getByTestId('refunds-context')).toContainText(orderNum);
  await expect(page.getByTestId('refund-cell-1-1')).toBeFocused();
}

test.describe('Refunds, keyboard only', () => {
  test.describe.configure({ timeout: 90_000 });

  test('one passenger of the round trip with two documents: review, Ctrl+Enter, the refund order filed under its parent', async ({ desk }, testInfo) => {
    await desk.setViewportSize({ width: 1366, height: 768 });
    await openRefund(desk, ROUND_TRIP);

    // Passenger 1 on both segments: Space, →, Space.
    await desk.keyboard.press('Space');
    await desk.keyboard.press('ArrowRight');
    await desk.keyboard.press('Space');
    await expect(desk.getByTestId('refund-cell-1-1')).toHaveAttribute('aria-selected', 'true');
    await expect(desk.getByTestId('refund-cell-1-2')).toHaveAttribute('aria-selected', 'true');
    await expect(desk.getByTestId('refund-cell-2-1')).toHaveAttribute('aria-selected', 'false');

    // Involuntary, illness: the form says documents are expected. Alt+Y and Alt+R go straight to
    // the type and the reason from the grid (issue 23: ~36 Tabs away before).
    await desk.keyboard.press('Alt+y');
    await expect(desk.getByTestId('refund-type-0')).toBeFocused();
    await desk.keyboard.press('ArrowDown');
    await expect(desk.getByTestId('refund-type-1')).toBeChecked();
    await desk.keyboard.press('Alt+r');
    await expect(desk.getByTestId('refund-reason-0')).toBeFocused();
    await desk.keyboard.press('ArrowDown');
    await expect(desk.getByTestId('refund-reason-1')).toBeChecked();
    await expect(desk.getByTestId('refund-documents-expected')).toBeVisible();

    await attachByKeyboard(desk, [file(testInfo, 'medical-certificate.pdf', makePdf(3)), file(testInfo, 'receipt.jpg', SMALL_JPEG)]);
    await expect(desk.getByTestId('refund-document-medical-certificate.pdf')).toHaveAttribute('data-state', 'uploaded', { timeout: 15_000 });
    await expect(desk.getByTestId('refund-document-receipt.jpg')).toHaveAttribute('data-state', 'uploaded', { timeout: 15_000 });
    await expect(desk.getByTestId('refund-document-medical-certificate.pdf')).toContainText('3 pages');
    await expect(desk.getByTestId('refund-ready')).toBeVisible();
    await expectNoPageScroll(desk);
    await shot(desk, testInfo, 'refund-form-1366');

    await desk.keyboard.press('Alt+v');
    const review = desk.getByTestId('refund-review');
    await expect(review).toBeVisible();
    await expect(review).toContainText(ROUND_TRIP);
    await expect(review).toContainText(/involuntary/i);
    await expect(review).toContainText('medical-certificate.pdf');
    await shot(desk, testInfo, 'refund-review-1366');
    await desk.keyboard.press('Alt+j');
    const json = desk.getByTestId('refund-review-wire');
    await expect(json).toContainText('"uploadFilesIds"');
    await expect(json).toContainText('"allPaxOfOrder": 0');
    await expect(json).not.toContainText('"sign"');

    await desk.keyboard.press('Control+Enter');
    const refunded = desk.getByTestId('refund-outcome-refunded');
    await expect(refunded).toBeVisible({ timeout: 15_000 });
    await expect(refunded).toBeFocused();
    await expect(refunded).toContainText(/created \d{2}[A-Z]{3} \d{2}:\d{2} Beijing time/);
    await expect(desk.getByTestId('refund-lines')).toContainText(/CNY|[\d,]+\.\d{2}/);
    await expectNoPageScroll(desk);
    await shot(desk, testInfo, 'refund-done-1366');

    // The refund order is in the order file, linked to its parent, with the two documents.
    const filed = await desk.evaluate(async (parent) => {
      const desk = (window as unknown as { desk: { orders: { search(input: unknown): Promise<{ ok: boolean; value: { rows: { id: number; kind: string; parentOrderNum: string | null }[] } }>; get(input: unknown): Promise<{ ok: boolean; value: { orderNum: string; parentOrderNum: string | null; files: { role: string }[]; refundLines: unknown[] } }> } } }).desk;
      const found = await desk.orders.search({ query: parent });
      const refund = found.value.rows.find((row) => row.kind === 'refund' && row.parentOrderNum === parent);
      return refund ? (await desk.orders.get({ orderId: refund.id })).value : null;
    }, ROUND_TRIP);
    expect(filed).toMatchObject({ parentOrderNum: ROUND_TRIP });
    expect(filed?.files.filter((f) => f.role === 'document')).toHaveLength(2);
    expect(filed?.refundLines).toHaveLength(1);
    await expect(refunded).toContainText(filed?.orderNum ?? 'missing');

    await desk.setViewportSize({ width: 1920, height: 1080 });
    await expectNoPageScroll(desk);
    await shot(desk, testInfo, 'refund-done-1920');
  });

  test('a file that is not a PDF, JPEG or PNG and one over 10 MB are refused, each with its reason', async ({ desk }, testInfo) => {
    await desk.setViewportSize({ width: 1366, height: 768 });
    await openRefund(desk, '917083410161352001');
    await attachByKeyboard(desk, [file(testInfo, 'notes.pdf', Buffer.from('plain words, not a PDF\n'.repeat(20))), file(testInfo, 'scan.png', makePng(8, 8, [10, 10, 10], 11 * 1024 * 1024))]);
    const refused = desk.getByTestId('refund-refused-files');
    await expect(refused).toContainText('notes.pdf is not a PDF, JPEG or PNG file');
    await expect(refused).toContainText(/scan\.png is 11\.\d MB, over the 10\.0 MB limit/);
    // Brought into view in the form's own pane: the agent sees why at once.
    await expect(refused).toBeInViewport();
    await expect(desk.getByTestId('refund-documents')).not.toContainText('Uploaded');
    await expectNoPageScroll(desk);
    await shot(desk, testInfo, 'refused-files-1366');
    await desk.setViewportSize({ width: 1920, height: 1080 });
    await expectNoPageScroll(desk);
    await shot(desk, testInfo, 'refused-files-1920');
  });

  test('a dropped document whose slow upload is cancelled and retried, ids pasted from the portal (Alt+I): the refund carries all three', async ({ desk, deskHost, request }, testInfo) => {
    await desk.setViewportSize({ width: 1366, height: 768 });
    await openRefund(desk, CTU_SZX);
    await desk.keyboard.press('Space'); // passenger 1 on the only segment
    await expect(desk.getByTestId('refund-cell-1-1')).toHaveAttribute('aria-selected', 'true');
    // Voluntary, the first reason: Space checks the radio Tab lands on.
    await tabTo(desk, desk.getByTestId('refund-type-0'));
    await desk.keyboard.press('Space');
    await expect(desk.getByTestId('refund-type-0')).toBeChecked();
    await desk.keyboard.press('Tab');
    await expect(desk.getByTestId('refund-reason-0')).toBeFocused();
    await desk.keyboard.press('Space');
    await expect(desk.getByTestId('refund-reason-0')).toBeChecked();

    await sandboxFaults(request, deskHost.sandboxUrl, ['upload:latency=6000:times=1']);
    const dropped = desk.getByTestId('refund-document-boarding-pass.pdf');
    try {
      await dropFile(desk, 'refund-documents', 'boarding-pass.pdf', 'application/pdf', makePdf(1));
      await expect(dropped).toHaveAttribute('data-state', 'uploading', { timeout: 10_000 });
      await tabTo(desk, dropped.getByRole('button', { name: 'Cancel boarding-pass.pdf' }));
      await desk.keyboard.press('Enter');
      await expect(dropped).toHaveAttribute('data-state', 'cancelled');
      await expect(dropped).toContainText('Upload cancelled. Retry it, or remove it.');
    } finally {
      await sandboxFaults(request, deskHost.sandboxUrl, []);
    }
    await tabTo(desk, dropped.getByRole('button', { name: 'Retry boarding-pass.pdf' }), { backwards: true });
    await desk.keyboard.press('Enter');
    await expect(dropped).toHaveAttribute('data-state', 'uploaded', { timeout: 15_000 });

    // Ids of files uploaded through the service's portal, pasted with the separators agents copy.
    await desk.keyboard.press('Alt+i');
    await expect(desk.getByTestId('refund-paste-ids')).toBeFocused();
    await desk.keyboard.type('PORTAL+aa/1=, PORTAL+bb/2=');
    await desk.keyboard.press('Control+Enter');
    await expect(desk.getByTestId('refund-document-PORTAL+aa/1=')).toHaveAttribute('data-state', 'pasted');
    await expect(desk.getByTestId('refund-document-PORTAL+bb/2=')).toHaveAttribute('data-state', 'pasted');
    await expect(desk.getByTestId('refund-paste-ids')).toHaveValue('');
    await shot(desk, testInfo, 'dropped-and-pasted-1366');

    await desk.keyboard.press('Alt+v');
    await expect(desk.getByTestId('refund-review')).toBeVisible();
    await desk.keyboard.press('Alt+j');
    const wire = desk.getByTestId('refund-review-wire');
    await expect(wire).toContainText('"PORTAL+aa/1="');
    await expect(wire).toContainText('"PORTAL+bb/2="');
    await desk.keyboard.press('Control+Enter');
    await expect(desk.getByTestId('refund-outcome-refunded')).toBeVisible({ timeout: 15_000 });

    const files = await desk.evaluate(async (parent) => {
      const desk = (window as unknown as { desk: { orders: { search(input: unknown): Promise<{ value: { rows: { id: number; kind: string; parentOrderNum: string | null }[] } }>; get(input: unknown): Promise<{ value: { files: { role: string; fileId: string }[] } }> } } }).desk;
      const refund = (await desk.orders.search({ query: parent })).value.rows.find((row) => row.kind === 'refund' && row.parentOrderNum === parent);
      return refund ? (await desk.orders.get({ orderId: refund.id })).value.files.filter((f) => f.role === 'document').map((f) => f.fileId) : [];
    }, CTU_SZX);
    expect(files).toHaveLength(3);
    expect(files).toEqual(expect.arrayContaining(['PORTAL+aa/1=', 'PORTAL+bb/2=']));
  });
});
