import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures/desk-host';
import { tabTo } from './fixtures/keyboard';
import { enter, entryDate, resultsShown, search } from './fixtures/shopping';

/** Result rows whose whole box is inside the window: what the agent sees without scrolling. */
async function rowsFullyVisible(page: Page): Promise<number> {
  const count = await page.evaluate(() => {
    const height = window.innerHeight;
    const width = window.innerWidth;
    return [...document.querySelectorAll('[data-testid="results-row"]')].filter((row) => {
      const box = row.getBoundingClientRect();
      const viewport = row.closest('[data-testid="results-table"]')?.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= height && box.left >= 0 && box.right <= width
        && (!viewport || (box.top >= viewport.top && box.bottom <= viewport.bottom));
    }).length;
  });
  const size = page.viewportSize();
  console.info(`rows fully visible at ${size?.width}×${size?.height}: ${count}`); // the figure docs/desk-layout.md quotes
  return count;
}

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The page itself never scrolls: everything that is longer scrolls inside its own box. */
async function expectNoPageScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => ({
    vertical: document.documentElement.scrollHeight - window.innerHeight,
    horizontal: document.documentElement.scrollWidth - window.innerWidth,
  }));
  expect(overflow.vertical).toBeLessThanOrEqual(0);
  expect(overflow.horizontal).toBeLessThanOrEqual(0);
}

/** The fields of the wire form this test rewrites (electron/contract/domains/shopping-wire.ts). */
interface WireAnswer {
  ok: boolean;
  value?: { segments: Record<string, unknown>[]; flights: { segments: number[]; transfers: number }[] };
}

const FOUR_FLIGHTS = [
  { airline: 'CA', flightNumber: 'CA1234', to: 'FRA' },
  { airline: 'LH', flightNumber: 'LH5678', to: 'AMS' },
  { airline: 'KL', flightNumber: 'KL9012', to: 'CDG' },
  { airline: 'AF', flightNumber: 'AF3456', to: null },
];

/**
 * Makes every journey of the next search's answer four flights long (the sandbox sells at most
 * one stop; the real service sells more): each flight's first segment becomes four, one after
 * the other, through FRA, AMS and CDG.
 */
async function answerWithFourFlightJourneys(page: Page): Promise<void> {
  await page.route('**/api/ops/shopping.search', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as WireAnswer;
    const wire = answer.value;
    if (answer.ok && wire) {
      for (const flight of wire.flights) {
        const first = wire.segments[flight.segments[0] ?? -1];
        if (!first) continue;
        let from = first.from as string;
        const destination = wire.segments[flight.segments[flight.segments.length - 1] ?? -1]?.to as string;
        flight.segments = FOUR_FLIGHTS.map((leg) => {
          const segment = { ...first, airline: leg.airline, flightNumber: leg.flightNumber, codeshare: false, operatingAirline: null, operatingFlightNumber: null, from, to: leg.to ?? destination };
          from = segment.to;
          return wire.segments.push(segment) - 1;
        });
        flight.transfers = 3;
      }
    }
    await route.fulfill({ response, json: answer });
  }, { times: 1 });
}

/** Cells of the rows on screen whose text is cut (wider than their box): by default flight numbers, airports and times, totals. */
async function cutCells(page: Page, columns = '.col-flights, .col-depart, .col-arrive, .col-price'): Promise<string[]> {
  return page.evaluate((selector) => [...document.querySelectorAll('[data-testid="results-row"]')].flatMap((row) =>
    [...row.querySelectorAll<HTMLElement>(selector)]
      .filter((cell) => cell.getClientRects().length > 0 && cell.scrollWidth > cell.clientWidth)
      .map((cell) => `${cell.className}: ${cell.textContent?.trim() ?? ''} (${cell.scrollWidth} > ${cell.clientWidth} px)`)), columns);
}

/** Navigation links whose name or key is cut. */
async function cutNavigation(page: Page): Promise<string[]> {
  return page.locator('nav a').evaluateAll((links) => links.filter((link) => link.scrollWidth > link.clientWidth).map((link) => link.textContent?.trim() ?? ''));
}

test.describe('the desk layout at the agency laptop and desktop sizes, keyboard only', () => {
  test.describe.configure({ timeout: 90_000 });

  test('1366×768: a screen of one-way rows (≥14), then a round trip (≥13: its two lines closer), the form collapsed to its summary', async ({ desk }, testInfo) => {
    await desk.setViewportSize({ width: 1366, height: 768 });
    await search(desk, { legs: [{ origin: 'PEK', destination: 'LON', date: '+20' }], solutions: 2000 });
    await resultsShown(desk);
    await expect(desk.getByTestId('search-form')).toBeHidden();
    await expect(desk.getByTestId('search-summary')).toContainText(/PEK→LON \d{2}[A-Z]{3}(\d{2})? · 1A · Any cabin · [\d,]+ fares/);
    await expect(desk.getByTestId('results-table')).toBeFocused();
    expect(await rowsFullyVisible(desk)).toBeGreaterThanOrEqual(14);
    await expect(desk.getByTestId('results-row').first()).toContainText(/\d{2}[A-Z]{3}/);
    expect(await cutCells(desk, '.col-date, .col-flights, .col-depart, .col-arrive, .col-duration, .col-options, .col-price')).toEqual([]);
    expect(await cutNavigation(desk)).toEqual([]);
    await expectNoPageScroll(desk);
    await shot(desk, testInfo, 'one-way-1366');

    // The detail pane takes the work area's full height and lies over the list at this width.
    await desk.keyboard.press('Enter');
    await expect(desk.getByTestId('offer-detail')).toBeVisible();
    await expect(desk.getByTestId('detail-pane')).toHaveAttribute('data-pane-mode', /overlay|split/);
    await expectNoPageScroll(desk);
    await shot(desk, testInfo, 'detail-1366');
    await desk.keyboard.press('Escape');

    await search(desk, { trip: 'round-trip', legs: [{ origin: 'PEK', destination: 'LON', date: '+20' }, { origin: 'LON', date: '+27' }], solutions: 2000 });
    await resultsShown(desk);
    await expect(desk.getByTestId('search-summary')).toContainText(/PEK→LON \d{2}[A-Z]{3}(\d{2})? \/ LON→PEK \d{2}[A-Z]{3}(\d{2})?/);
    // Two-line rows of 41 px (issue 23, finding 16: 47 px rows showed 11).
    expect(await desk.getByTestId('results-row').first().evaluate((row) => row.getBoundingClientRect().height)).toBeCloseTo(41, 0);
    expect(await rowsFullyVisible(desk)).toBeGreaterThanOrEqual(13);
    await expectNoPageScroll(desk);
    await shot(desk, testInfo, 'round-trip-1366');
  });

  test('1920×1080: at least 24 one-way rows, the detail beside the list', async ({ desk }, testInfo) => {
    await desk.setViewportSize({ width: 1920, height: 1080 });
    await search(desk, { legs: [{ origin: 'PEK', destination: 'LON', date: '+21' }], solutions: 2000 });
    await resultsShown(desk);
    expect(await rowsFullyVisible(desk)).toBeGreaterThanOrEqual(24);
    await expectNoPageScroll(desk);
    await shot(desk, testInfo, 'one-way-1920');
    await desk.keyboard.press('Enter');
    await expect(desk.getByTestId('detail-pane')).toHaveAttribute('data-pane-mode', 'split');
    await shot(desk, testInfo, 'detail-1920');
  });

  test('never cuts a flight number, airport code or price: four-flight journeys at 1366 and 1920, with the detail open', async ({ desk }, testInfo) => {
    await desk.setViewportSize({ width: 1366, height: 768 });
    await answerWithFourFlightJourneys(desk);
    await enter(desk, `PEKLON${entryDate(23)}`);
    await resultsShown(desk);
    await expect(desk.getByTestId('results-row').first()).toContainText('CA1234 LH5678 KL9012 AF3456');
    expect(await cutCells(desk)).toEqual([]);
    await shot(desk, testInfo, 'four-flights-1366');
    for (const size of [{ width: 1920, height: 1080 }, { width: 1366, height: 768 }]) {
      await desk.setViewportSize(size);
      await desk.keyboard.press('Enter');
      await expect(desk.getByTestId('offer-detail')).toBeVisible();
      expect(await cutCells(desk)).toEqual([]);
      await shot(desk, testInfo, `four-flights-detail-${size.width}`);
      await desk.keyboard.press('Escape');
      await expect(desk.getByTestId('offer-detail')).toBeHidden();
      expect(await cutCells(desk)).toEqual([]);
    }
  });

  /** Settings (Alt+8), the density radios: Tab lands on the chosen one, an arrow changes it. */
  async function chooseDensity(page: Page, density: 'compact' | 'comfortable'): Promise<void> {
    await page.keyboard.press('Alt+8');
    const other = density === 'compact' ? 'comfortable' : 'compact';
    await tabTo(page, page.getByTestId(`density-${other}`));
    await page.keyboard.press(density === 'compact' ? 'ArrowUp' : 'ArrowDown');
    await expect(page.getByTestId(`density-${density}`)).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-density', density);
  }

  test('comfortable density: 39 px rows that still fill the window at 1366×768, nothing cut, no page scroll; back to compact', async ({ desk }, testInfo) => {
    await desk.setViewportSize({ width: 1366, height: 768 });
    await chooseDensity(desk, 'comfortable');
    try {
      await desk.keyboard.press('Alt+1');
      await enter(desk, `PEKLON${entryDate(24)}`);
      await resultsShown(desk);
      const rowHeight = await desk.getByTestId('results-row').first().evaluate((row) => row.getBoundingClientRect().height);
      expect(rowHeight).toBeCloseTo(39, 0); // docs/desk-layout.md, "Density"
      expect(await rowsFullyVisible(desk)).toBeGreaterThanOrEqual(10);
      expect(await cutCells(desk, '.col-date, .col-flights, .col-depart, .col-arrive, .col-duration, .col-options, .col-price')).toEqual([]);
      expect(await cutNavigation(desk)).toEqual([]);
      await expectNoPageScroll(desk);
      await shot(desk, testInfo, 'comfortable-1366');
    } finally {
      await chooseDensity(desk, 'compact');
    }
    await desk.keyboard.press('Alt+1');
    await resultsShown(desk);
    expect(await desk.getByTestId('results-row').first().evaluate((row) => row.getBoundingClientRect().height)).toBeCloseTo(27, 0);
  });
});
