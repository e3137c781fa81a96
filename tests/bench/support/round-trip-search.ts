import type { Page } from '@playwright/test';

/**
 * Opens the search form when it is collapsed to its summary (it is, once results are shown):
 * Alt+1 puts focus on the Shopping screen's entry line, Alt+S opens the form from there.
 */
export async function openSearchForm(page: Page): Promise<void> {
  if (await page.getByTestId('search-form').isVisible()) return;
  await page.keyboard.press('Alt+1');
  await page.keyboard.press('Alt+S');
  await page.getByTestId('search-form').waitFor({ state: 'visible' });
}

/** Fills a round trip on a busy long-haul pair: the sandbox fills 2,000 solutions for it. */
export async function fillRoundTrip(page: Page, solutions: number): Promise<void> {
  await openSearchForm(page);
  await page.getByTestId('trip-type-round-trip').click();
  await page.getByTestId('leg-0-origin').fill('PVG');
  await page.getByTestId('leg-0-destination').fill('JFK');
  await page.getByTestId('leg-0-date').fill('+30');
  await page.getByTestId('leg-1-date').fill('+37');
  await page.getByTestId('adults').fill('2');
  await page.getByTestId('children').fill('1');
  await page.getByTestId('infants').fill('1');
  await page.getByTestId('solutions').selectOption(String(solutions));
}

/** The search as filled, again: the real Enter key in a field of the form. */
export async function pressEnterInForm(page: Page): Promise<void> {
  await openSearchForm(page);
  await page.getByTestId('adults').press('Enter');
}
