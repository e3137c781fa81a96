import type { CompactOffer, ShoppingResults } from '@contract/domains/shopping';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { markRaw, nextTick } from 'vue';
import ShoppingResultsPanel from '@/components/shopping/results/ShoppingResultsPanel.vue';
import { handResults } from './fixtures';

let wrapper: VueWrapper | null = null;
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
});

function mountPanel(results: ShoppingResults = handResults(), pricingBusy = false) {
  wrapper = mount(ShoppingResultsPanel, { props: { results: markRaw(results), pricingBusy }, attachTo: document.body });
  return wrapper;
}

const table = (w: VueWrapper) => w.get('[data-testid="results-table"]');
const rows = (w: VueWrapper) => w.findAll('[data-testid="results-row"]');
const focusedRow = (w: VueWrapper) => w.get('[data-testid="results-row"][aria-selected="true"]');
const priced = (w: VueWrapper) => (w.emitted('price') ?? []).map(([offer]) => (offer as CompactOffer).index);
const press = async (element: { trigger: (event: string, options: object) => Promise<void> }, key: string) => {
  await element.trigger('keydown', { key });
  await flushPromises();
};

describe('ShoppingResultsPanel', () => {
  it('shows the count of itineraries and fares and one row per itinerary, cheapest first', async () => {
    const w = mountPanel();
    await flushPromises();
    expect(w.get('[data-testid="results-count"]').text()).toBe('4 itineraries, 5 fares');
    expect(rows(w)).toHaveLength(4);
    expect(rows(w).map((row) => row.attributes('data-row-index'))).toEqual(['0', '1', '2', '3']);
    expect(rows(w)[0]?.text()).toContain('CNY 7,000.50');
    expect(rows(w)[3]?.text()).toContain('not quoted');
    expect(focusedRow(w).attributes('data-row-index')).toBe('0');
    expect(table(w).attributes('aria-activedescendant')).toBe(focusedRow(w).attributes('id'));
    expect(table(w).attributes('role')).toBe('listbox');
    expect(table(w).attributes('tabindex')).toBe('0');
  });

  it('moves the focused row with the arrows, Home and End, and reports the selection', async () => {
    const w = mountPanel();
    await flushPromises();
    await press(table(w), 'ArrowDown');
    expect(focusedRow(w).attributes('data-row-index')).toBe('1');
    await press(table(w), 'End');
    expect(focusedRow(w).attributes('data-row-index')).toBe('3');
    await press(table(w), 'ArrowDown');
    expect(focusedRow(w).attributes('data-row-index')).toBe('3');
    await press(table(w), 'Home');
    expect(focusedRow(w).attributes('data-row-index')).toBe('0');
    const selections = (w.emitted('selection') ?? []).map(([offer]) => (offer as CompactOffer | null)?.index);
    expect(selections).toEqual([2, 4, 3, 2]);
  });

  it('prices the focused row with P', async () => {
    const w = mountPanel();
    await flushPromises();
    await press(table(w), 'p');
    await press(table(w), 'ArrowDown');
    await press(table(w), 'P');
    expect(priced(w)).toEqual([2, 4]);
  });

  it('opens the detail with Enter: fare options, segments, price, baggage and rules', async () => {
    const w = mountPanel();
    await flushPromises();
    await press(table(w), 'ArrowDown');
    await press(table(w), 'ArrowDown'); // the CA itinerary with two fares
    expect(w.find('[data-testid="offer-detail"]').exists()).toBe(false);
    await press(table(w), 'Enter');
    const detail = w.get('[data-testid="offer-detail"]');
    expect(document.activeElement).toBe(detail.element);
    expect(detail.findAll('[data-testid="fare-option"]')).toHaveLength(2);
    expect(detail.findAll('[data-testid="fare-option"]')[0]?.attributes('aria-current')).toBe('true');
    expect(detail.text()).toContain('Journey 1: PEK → LHR, SA 12DEC');
    expect(detail.text()).toContain('Refund before departure: permitted for CNY 200.00.');
    expect(detail.text()).toContain('No-show = not checked in 2 hours before departure.');
    expect(detail.get('[data-testid="price-total"]').text()).toContain('CNY 9,000.00');
    expect(detail.get('[data-testid="detail-baggage"]').text()).toContain('1PC 23KG');
    expect(detail.text()).toContain('10DEC 18:00 (service time)');
  });

  it('prices a fare option from its button, and the chosen option with P', async () => {
    const w = mountPanel();
    await flushPromises();
    await press(table(w), 'End');
    await press(table(w), 'ArrowUp'); // position 2: the CA itinerary (offers 0 and 1)
    await press(table(w), 'Enter');
    const options = w.findAll('[data-testid="fare-option"]');
    const button = options[1]!.get('button');
    expect(button.text()).toBe('Price this fare');
    expect(button.attributes('aria-label')).toBe('Price this fare: B | B, CNY 12,000.00');
    await button.trigger('click');
    expect(priced(w)).toEqual([1]);
    // ArrowUp in the options chooses the first again; P prices the chosen one.
    await press(w.get('.fare-options'), 'ArrowUp');
    expect(w.findAll('[data-testid="fare-option"]')[0]?.attributes('aria-current')).toBe('true');
    await press(w.get('[data-testid="offer-detail"]'), 'ArrowDown');
    await press(w.get('.fare-options'), 'ArrowDown');
    await press(w.get('[data-testid="offer-detail"]'), 'p');
    expect(priced(w)).toEqual([1, 1]);
    expect((w.emitted('selection') ?? []).at(-1)?.[0]).toMatchObject({ index: 1 });
  });

  it('closes the detail with Esc and returns focus to the table', async () => {
    const w = mountPanel();
    await flushPromises();
    await press(table(w), 'Enter');
    expect(w.find('[data-testid="offer-detail"]').exists()).toBe(true);
    await press(w.get('[data-testid="offer-detail"]'), 'Escape');
    expect(w.find('[data-testid="offer-detail"]').exists()).toBe(false);
    expect(document.activeElement).toBe(table(w).element);
  });

  it('closes the detail with Esc from the table too, and leaves Esc alone when nothing is open', async () => {
    const w = mountPanel();
    await flushPromises();
    await press(table(w), 'Enter');
    const handled = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    table(w).element.dispatchEvent(handled);
    await flushPromises();
    expect(handled.defaultPrevented).toBe(true);
    expect(w.find('[data-testid="offer-detail"]').exists()).toBe(false);
    const ignored = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    table(w).element.dispatchEvent(ignored);
    expect(ignored.defaultPrevented).toBe(false);
  });

  it('does not ask for a second price while one is being fetched', async () => {
    const w = mountPanel(handResults(), true);
    await flushPromises();
    await press(table(w), 'p');
    expect(priced(w)).toEqual([]);
  });

  it('re-sorts by rewriting its rows in place, each mark shown only on the row it belongs to', async () => {
    const w = mountPanel();
    await flushPromises();
    const elements = () => w.findAll('[data-testid="results-row"] *').map((node) => node.element);
    const before = new Set(elements());
    await w.get('[data-testid="sort-select"]').setValue('duration');
    await flushPromises();
    // Rows by duration: CA non-stop, CA out/BA back (VI), CA/LH via FRA (codeshare), EK.
    expect(elements().every((element) => before.has(element))).toBe(true);
    const badges = rows(w).map((row) => row.get('.result-cells__badge').isVisible());
    expect(badges).toEqual([false, true, false, false]);
    const codeshares = rows(w).map((row) => row.findAll('.result-cells__codeshare').some((mark) => mark.isVisible()));
    expect(codeshares).toEqual([false, false, true, false]);
    expect(rows(w)[0]?.text()).not.toContain('*');
  });

  it('filters and sorts, then shows the list from its first row', async () => {
    const w = mountPanel();
    await flushPromises();
    await press(table(w), 'End');
    await w.get('[data-testid="filter-baggage"]').trigger('click');
    await flushPromises();
    expect(w.get('[data-testid="results-count"]').text()).toBe('1 of 4 itineraries, 2 fares');
    expect(rows(w)).toHaveLength(1);
    expect(focusedRow(w).text()).toContain('CA937');
    await w.get('[data-testid="filters-reset"]').trigger('click');
    await flushPromises();
    expect(rows(w)).toHaveLength(4);
    await press(table(w), 'End');
    await w.get('[data-testid="sort-select"]').setValue('departure');
    await flushPromises();
    expect(rows(w)[0]?.text()).toContain('EK307');
    expect(focusedRow(w).attributes('data-row-index')).toBe('0');
    expect(focusedRow(w).text()).toContain('EK307');
    const selections = (w.emitted('selection') ?? []).map(([offer]) => (offer as CompactOffer | null)?.index);
    expect(selections.at(-1)).toBe(3);
  });

  it('filters by stops, airline and departure hours from its controls', async () => {
    const w = mountPanel();
    await flushPromises();
    const nonStop = w.get('[data-testid="filter-stops"]').findAll('[role="checkbox"]')[0]!;
    await nonStop.trigger('click');
    await flushPromises();
    expect(w.get('[data-testid="results-count"]').text()).toBe('2 of 4 itineraries, 3 fares');
    await w.get('[data-testid="filters-reset"]').trigger('click');
    await w.get('[data-testid="filter-airlines-button"]').trigger('click');
    await flushPromises();
    const airlines = w.get('[data-testid="filter-airlines"]').findAll('[role="checkbox"]');
    expect(airlines.map((box) => box.text())).toEqual(['BA British Airways (3)', 'CA Air China (3)', 'EK Emirates (1)', 'LH Lufthansa (1)']);
    await airlines[0]!.trigger('click');
    await flushPromises();
    // The count beside BA and the filtered list agree (walkthrough: "BA (20)" showed 1 result).
    expect(w.get('[data-testid="results-count"]').text()).toBe('3 of 4 itineraries, 3 fares');
    await w.get('[data-testid="filters-reset"]').trigger('click');
    const [from] = w.get('[data-testid="filter-departure"]').findAll('select');
    await from!.setValue('12');
    await flushPromises();
    expect(w.get('[data-testid="results-count"]').text()).toBe('2 of 4 itineraries, 3 fares');
    await w.get('[data-testid="filter-max-price"] input').setValue('8,600');
    await flushPromises();
    expect(w.get('[data-testid="results-count"]').text()).toBe('1 of 4 itineraries, 1 fare');
    await w.get('[data-testid="filter-max-price"] input').setValue('8,000');
    await flushPromises();
    expect(w.get('[data-testid="results-count"]').text()).toBe('0 of 4 itineraries, 0 fares');
    expect(w.find('[data-testid="results-no-match"]').exists()).toBe(true);
  });

  it('says what is wrong with a Max total it cannot read, and keeps the text (walkthrough: abc ignored)', async () => {
    const w = mountPanel();
    await flushPromises();
    const input = w.get('[data-testid="filter-max-price"] input');
    await input.setValue('abc');
    await flushPromises();
    expect(w.get('[data-testid="filter-max-price-error"]').text()).toContain('“abc” is not an amount');
    expect((input.element as HTMLInputElement).value).toBe('abc');
    expect(input.attributes('aria-invalid')).toBe('true');
    expect(w.get('[data-testid="results-count"]').text()).toBe('4 itineraries, 5 fares');
    await input.setValue('9,000');
    await flushPromises();
    expect(w.find('[data-testid="filter-max-price-error"]').exists()).toBe(false);
    expect(w.get('[data-testid="results-count"]').text()).toBe('4 of 4 itineraries, 5 fares');
  });

  it('marks virtual interlining in the detail and says how many offers were left out', async () => {
    const w = mountPanel({ ...handResults(), droppedOffers: 3 });
    await flushPromises();
    expect(w.get('[data-testid="results-dropped"]').text()).toBe('3 offers left out: the service referred to flights it did not send.');
    await press(table(w), 'ArrowDown'); // offer 4: virtual interlining, no baggage sent
    expect(focusedRow(w).text()).toContain('VI');
    await press(table(w), 'Enter');
    const detail = w.get('[data-testid="offer-detail"]');
    expect(detail.get('[data-testid="detail-virtual-interlining"]').text()).toContain('Virtual interlining');
    expect(detail.text()).toContain('The service sent no baggage information for this fare: unknown.');
    expect(detail.text()).toContain('Categories');
  });

  it('says so when the search found nothing', async () => {
    const empty = { ...handResults(), offers: [] };
    const w = mountPanel(empty);
    await nextTick();
    expect(w.get('[data-testid="results-empty"]').text()).toContain('no fares');
    expect(w.get('[data-testid="results-count"]').text()).toBe('0 itineraries, 0 fares');
    expect((w.emitted('selection') ?? []).at(-1)).toEqual([null]);
  });

  it('focuses the table through focusTable()', async () => {
    const w = mountPanel();
    await flushPromises();
    (w.vm as unknown as { focusTable: () => void }).focusTable();
    expect(document.activeElement).toBe(table(w).element);
  });
});
