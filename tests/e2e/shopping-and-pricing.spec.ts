import { expect, test } from './fixtures/desk-host';
import { activate } from './fixtures/keyboard';
import { arrowToRow, resultsShown, search } from './fixtures/shopping';
import type { APIRequestContext } from '@playwright/test';
import { typeFirstPassenger } from './fixtures/test-order';

async function sandboxFaults(request: APIRequestContext, sandboxUrl: string, faults: string[]): Promise<void> {
  const response = faults.length
    ? await request.post(`${sandboxUrl}/sandbox/faults`, { data: { faults } })
    : await request.delete(`${sandboxUrl}/sandbox/faults`);
  expect(response.ok()).toBe(true);
}

test.describe('shopping and pricing, keyboard only, against the sandbox', () => {
  // Every search is typed key by key; two workers share this machine's two cores.
  test.describe.configure({ timeout: 90_000 }); // two searches typed in full took 54–70 s on a loaded machine
  test('one-way: results in a table with local times, carriers and prices; screenshot of the results', async ({ desk }, testInfo) => {
    await search(desk, { legs: [{ origin: 'PVG', destination: 'JFK', date: '+30' }] });
    await resultsShown(desk);
    await expect(desk.getByTestId('results-count')).toContainText('itinerar');
    const first = desk.getByTestId('results-row').first();
    await expect(first).toContainText('PVG');
    await expect(first).toContainText('JFK');
    await expect(first).toContainText(/CNY [\d,]+\.\d{2}/);
    await desk.screenshot({ path: testInfo.outputPath('results.png') });
    await testInfo.attach('results', { path: testInfo.outputPath('results.png'), contentType: 'image/png' });
    // Enter opens the detail of the focused row, Esc closes it.
    await desk.keyboard.press('Enter');
    await expect(desk.getByTestId('offer-detail')).toBeVisible();
    await expect(desk.getByTestId('offer-detail')).toContainText(/Refund|Change/);
    await desk.keyboard.press('Escape');
    await expect(desk.getByTestId('offer-detail')).toBeHidden();
  });

  test('round-trip and open-jaw searches', async ({ desk }) => {
    await search(desk, { trip: 'round-trip', legs: [{ origin: 'PEK', destination: 'LHR', date: '+20' }, { origin: 'LHR', date: '+27' }] });
    await resultsShown(desk);
    await expect(desk.getByTestId('results-row').first()).toContainText('LHR');

    await search(desk, { trip: 'open-jaw', legs: [{ origin: 'PEK', destination: 'LHR', date: '+20' }, { origin: 'CDG', destination: 'PVG', date: '+28' }] });
    await resultsShown(desk);
    await expect(desk.getByTestId('results-row').first()).toContainText('CDG');
  });

  test.describe('invalid searches show the service\'s code and message before anything is sent, keeping what was typed', () => {
    const cases = [
      { code: 'P004', spec: { adults: 6, children: 4 }, message: 'The maximum number of passengers with seat is 9.' },
      { code: 'P005', spec: { adults: 0, children: 1 }, message: 'There should be at least one adult.' },
      { code: 'P009', spec: { adults: 1, infants: 2 }, message: 'The number of infant passengers can not exceed the number of adult passengers.' },
      { code: 'B038', spec: { date: '2020-01-01' }, message: 'Departure date must be today to a year.' },
    ];
    for (const { code, spec, message } of cases) {
      test(code, async ({ desk }) => {
        // The screen reopens the latest search; a refused search must leave it exactly as it was.
        const count = desk.getByTestId('results-count');
        await desk.keyboard.press('Alt+1');
        await expect(count.or(desk.getByTestId('shopping-hint'))).toBeVisible();
        const before = (await count.count()) > 0 ? await count.innerText() : null;
        await search(desk, { legs: [{ origin: 'PEK', destination: 'SHA', date: spec.date ?? '+10' }], adults: spec.adults, children: spec.children, infants: spec.infants });
        const shown = desk.locator(`[data-rule="${code}"]`).first();
        await expect(shown).toBeVisible();
        await expect(shown).toContainText(message);
        await expect(desk.getByTestId('search-progress')).toBeHidden();
        if (before === null) await expect(count).toBeHidden();
        else await expect(count).toHaveText(before);
        await expect(desk.getByTestId('leg-0-origin')).toHaveValue('PEK');
      });
    }
  });

  test('Esc cancels a slow search and the desk stays usable', async ({ desk, deskHost, request }) => {
    await sandboxFaults(request, deskHost.sandboxUrl, ['shopping:latency=15000:times=1']);
    try {
      await search(desk, { legs: [{ origin: 'PEK', destination: 'CAN', date: '+12' }] });
      await expect(desk.getByTestId('search-progress')).toContainText(/Searching… \d+ s/);
      await desk.keyboard.press('Escape');
      await expect(desk.getByTestId('search-progress')).toBeHidden({ timeout: 3000 });
    } finally {
      await sandboxFaults(request, deskHost.sandboxUrl, []);
    }
    await search(desk, { legs: [{ origin: 'PEK', destination: 'CAN', date: '+12' }] });
    await resultsShown(desk);
  });

  test('a price that went up at pricing: diff highlighted, acknowledged, then a test order; screenshot of the diff', async ({ desk, deskHost, request }, testInfo) => {
    await search(desk, { legs: [{ origin: 'PEK', destination: 'SHA', date: '+15' }] });
    await resultsShown(desk);
    await sandboxFaults(request, deskHost.sandboxUrl, ['pricing:drift=up:times=1']);
    await desk.keyboard.press('p');
    await expect(desk.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    const notice = desk.getByTestId('price-increase');
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect(notice).toContainText('The price went up by CNY');
    await expect(desk.locator('[data-testid="diff-row"][data-change="increase"]').first()).toBeVisible();
    await expect(desk.getByTestId('test-order')).toBeHidden(); // nothing goes on before acknowledgement
    await desk.screenshot({ path: testInfo.outputPath('pricing-diff.png') });
    await testInfo.attach('pricing-diff', { path: testInfo.outputPath('pricing-diff.png'), contentType: 'image/png' });
    await expect(desk.getByTestId('acknowledge-increase')).toBeFocused();
    await desk.keyboard.press('Enter');
    await expect(notice).toBeHidden();
    await expect(desk.getByTestId('increase-acknowledged')).toBeVisible();

    // Create test order, from the keyboard.
    const order = desk.getByTestId('test-order');
    await typeFirstPassenger(desk, order, { last: 'Zhang', first: 'San', birthday: '1990-01-31' });
    await activate(desk, order.getByTestId('create-test-order'));
    await expect(desk.getByTestId('test-order-created')).toContainText(/Test order \d{18} created/, { timeout: 15_000 });
  });

  for (const [code, flight, nextStep] of [
    ['B068', 'HU7997', 'Shop again'],
    ['B021', 'HU7998', 'Choose another option'],
  ] as const) {
    test(`${code} when pricing ${flight}: the explanation and the next step`, async ({ desk }) => {
      await search(desk, { legs: [{ origin: 'PEK', destination: 'SZX', date: '+9' }], airlines: 'HU', nonstop: true });
      await resultsShown(desk);
      await arrowToRow(desk, flight);
      await desk.keyboard.press('p');
      const notice = desk.getByTestId('error-notice');
      await expect(notice).toHaveAttribute('data-error-code', code, { timeout: 20_000 });
      await expect(notice).toContainText(/Next step/);
      await activate(desk, desk.getByRole('button', { name: nextStep }));
      await expect(desk.getByRole('heading', { level: 1, name: 'Shopping' })).toBeVisible();
      await resultsShown(desk);
    });
  }
});
