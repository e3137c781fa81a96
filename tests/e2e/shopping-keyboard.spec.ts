import { expect, test } from './fixtures/desk-host';
import { enter, entryDate, openSearchForm, resultsShown, shownDate } from './fixtures/shopping';

test.describe('Shopping from the keyboard: entry line, keys and the walkthrough regressions', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the entry line searches, names a token it cannot read, fills the form and recalls earlier entries', async ({ desk }) => {
    await desk.setViewportSize({ width: 1366, height: 768 });
    const out = entryDate(20);
    const back = entryDate(27);
    await enter(desk, `PEKLON${out} /J`);
    await expect(desk.getByTestId('entry-line-error')).toContainText('“/J” is not a cabin');
    await expect(desk.getByTestId('entry-line')).toHaveValue(`PEKLON${out} /J`);

    await enter(desk, `peklon${out}/${back} 2a1c /y *ca`);
    await resultsShown(desk);
    await expect(desk.getByTestId('search-summary')).toContainText(`PEK→LON ${shownDate(20)} / LON→PEK ${shownDate(27)} · 2A1C · Economy · *CA`);
    // What was understood is in the form.
    await desk.keyboard.press('Alt+S');
    await expect(desk.getByTestId('leg-0-origin')).toBeFocused();
    await expect(desk.getByTestId('leg-0-destination')).toHaveValue('LON');
    await expect(desk.getByTestId('adults')).toHaveValue('2');
    await expect(desk.getByTestId('children')).toHaveValue('1');
    await expect(desk.getByTestId('trip-type-round-trip').locator('input')).toBeChecked();
    // Alt+X swaps origin and destination; Alt+W moves the trip type on.
    await desk.keyboard.press('Alt+X');
    await expect(desk.getByTestId('leg-0-origin')).toHaveValue('LON');
    await desk.keyboard.press('Alt+W');
    await expect(desk.getByTestId('trip-type-open-jaw').locator('input')).toBeChecked();

    // ↑ recalls the entries, newest first, the mistyped one too.
    await desk.keyboard.press('Alt+1');
    // Alt+1 focuses the entry line a moment later (after the route settles): wait for it, as an agent's eyes would.
    await expect(desk.getByTestId('entry-line')).toBeFocused();
    await desk.keyboard.press('ArrowUp');
    await expect(desk.getByTestId('entry-line')).toHaveValue(`peklon${out}/${back} 2a1c /y *ca`);
    await desk.keyboard.press('ArrowUp');
    await expect(desk.getByTestId('entry-line')).toHaveValue(`PEKLON${out} /J`);
    await desk.keyboard.press('ArrowDown');
    await desk.keyboard.press('ArrowDown');
    await expect(desk.getByTestId('entry-line')).toHaveValue('');
  });

  test('sort keys, the filters key, and airline counts that agree with the filter (bug 5)', async ({ desk }) => {
    await enter(desk, `PEKLON${entryDate(22)}`);
    await resultsShown(desk);
    await desk.keyboard.press('Alt+U');
    await expect(desk.getByTestId('sort-select')).toHaveValue('duration');
    await desk.keyboard.press('Alt+O');
    await expect(desk.getByTestId('sort-select')).toHaveValue('departure');
    await desk.keyboard.press('Alt+P');
    await expect(desk.getByTestId('sort-select')).toHaveValue('price');

    await desk.keyboard.press('Alt+L');
    await expect(desk.getByTestId('filter-stops').getByRole('checkbox').first()).toBeFocused();
    // Open the airlines and check the one with the most rows: exactly that many rows remain.
    const button = desk.getByTestId('filter-airlines-button');
    await button.focus();
    await desk.keyboard.press('Enter');
    const boxes = desk.getByTestId('filter-airlines').getByRole('checkbox');
    await expect(boxes.first()).toBeFocused();
    const label = await boxes.first().innerText();
    const announced = Number(/\((\d+)\)\s*$/.exec(label)?.[1]);
    await desk.keyboard.press('Space');
    await expect(desk.getByTestId('results-count')).toContainText(new RegExp(`^${announced.toLocaleString('en-US')} of `));
    await desk.keyboard.press('Escape');
    await expect(button).toBeFocused();

    // Max total takes thousands separators, and says so when it cannot read the amount.
    const maxTotal = desk.getByTestId('filter-max-price').locator('input');
    await maxTotal.focus();
    await desk.keyboard.type('abc');
    await expect(desk.getByTestId('filter-max-price-error')).toContainText('“abc” is not an amount');
    await expect(maxTotal).toHaveValue('abc');
    await desk.keyboard.press('ControlOrMeta+a');
    await desk.keyboard.type('99,999');
    await expect(desk.getByTestId('filter-max-price-error')).toBeHidden();
    await expect(desk.getByTestId('results-count')).toContainText(/ of [\d,]+ itineraries/);
  });

  test('a new search that fails or is cancelled leaves the old results labelled as the previous search (bug 4)', async ({ desk }) => {
    await enter(desk, `PEKSHA${entryDate(12)}`);
    await resultsShown(desk);
    await expect(desk.getByTestId('previous-results')).toBeHidden();
    // QQQ is no airport: the service answers B039, and its error takes focus.
    await enter(desk, `PEKQQQ${entryDate(12)}`);
    const failure = desk.getByTestId('search-error');
    await expect(failure).toBeFocused({ timeout: 20_000 });
    await expect(failure.getByTestId('error-notice')).toHaveAttribute('data-error-code', 'B039');
    await expect(desk.getByTestId('previous-results')).toContainText(/The new search failed: these are the results of the previous search \(PEK→SHA/);
    await expect(desk.getByTestId('search-summary')).toContainText('PEK→SHA');
  });

  test('recent searches stay inside the window at 1366 and 1920, list a search once, and Enter searches (bug 6)', async ({ desk }) => {
    await desk.setViewportSize({ width: 1366, height: 768 });
    const line = `PEKCAN${entryDate(15)}`;
    await enter(desk, line);
    await resultsShown(desk);
    await enter(desk, line);
    await resultsShown(desk);
    for (const width of [1366, 1920]) {
      await desk.setViewportSize({ width, height: width === 1366 ? 768 : 1080 });
      await desk.keyboard.press('Alt+R');
      const list = desk.getByTestId('recent-searches-list');
      await expect(list).toBeFocused();
      const box = await list.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `recent searches inside ${width} px`).toBe(true);
      const summaries = await desk.getByTestId('recent-search').allInnerTexts();
      const firstLines = summaries.map((summary) => summary.split('\n')[0]);
      expect(new Set(firstLines).size, 'each search listed once').toBe(firstLines.length);
      await desk.keyboard.press('Escape');
    }
    await enter(desk, `PEKSZX${entryDate(16)}`);
    await resultsShown(desk);
    await desk.keyboard.press('Alt+R');
    await desk.keyboard.press('ArrowDown'); // the PEK→CAN search
    await desk.keyboard.press('Enter');
    await expect(desk.getByTestId('search-summary')).toContainText('PEK→CAN', { timeout: 20_000 });
  });

  test('SHA is offered as Hongqiao, and no suggestion reads "metropolitan area" (bug 10)', async ({ desk }) => {
    // Waits for the screen to be there first: a key pressed while the page still loads goes nowhere.
    await openSearchForm(desk);
    await desk.keyboard.press('ControlOrMeta+a');
    await desk.keyboard.type('SHA');
    const options = desk.getByTestId('leg-0-origin-option');
    await expect(options.first()).toHaveAttribute('data-code', 'SHA');
    await expect(options.first()).toContainText('Hongqiao');
    await expect(options.first()).not.toContainText('all airports');
    await desk.keyboard.press('ControlOrMeta+a');
    await desk.keyboard.type('BJS');
    await expect(options.first()).toContainText('Beijing (all airports)');
    await expect(desk.getByTestId('leg-0-origin-listbox')).not.toContainText('metropolitan area');
    await desk.keyboard.press('Escape');
  });

  test('a restored search that answers late never overwrites the form the agent opened and typed in', async ({ desk }) => {
    await desk.setViewportSize({ width: 1366, height: 768 });
    // The latest stored search is a round trip: restoring it would switch the form's trip type.
    await enter(desk, `PEKLON${entryDate(30)}/${entryDate(37)}`);
    await resultsShown(desk);
    // After a reload the stored search comes back late (2 s): the agent is already in the form.
    await desk.route('**/api/ops/shopping.load', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await desk.reload();
    await expect(desk.getByTestId('entry-line')).toBeFocused(); // the desk is up, the restore on its way
    await expect(desk.getByTestId('results-count')).toBeHidden();
    await desk.keyboard.press('Alt+S');
    const origin = desk.getByTestId('leg-0-origin');
    await expect(origin).toBeFocused();
    await desk.keyboard.press('ControlOrMeta+a');
    await desk.keyboard.type('CAN');
    await expect(desk.getByTestId('results-count')).toBeVisible({ timeout: 15_000 }); // the restore answered
    await expect(origin).toBeFocused();
    await expect(origin).toHaveValue('CAN');
    await expect(desk.getByTestId('search-form')).toBeVisible();
  });
});
