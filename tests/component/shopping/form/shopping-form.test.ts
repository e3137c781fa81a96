import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import ShoppingForm from '@/components/shopping/form/ShoppingForm.vue';
import { afterLookup, inputOf, mountWithDesk, press, TODAY, typeInto } from './support';

function mountForm(responses = {}) {
  return mountWithDesk(ShoppingForm, { busy: false, today: TODAY }, responses);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ShoppingForm', () => {
  it('picks autocomplete suggestions with the keyboard and submits the search on Enter', async () => {
    const { wrapper, fake } = mountForm();
    await typeInto(wrapper, 'leg-0-origin', 'bei');
    await afterLookup();
    const origin = inputOf(wrapper, 'leg-0-origin');
    expect(fake.calls).toContainEqual({ name: 'places.search', input: { query: 'bei', limit: 8 } });
    expect(origin.attributes('aria-expanded')).toBe('true');
    const options = wrapper.findAll('[data-testid="leg-0-origin-option"]');
    expect(options.map((o) => o.attributes('data-code'))).toEqual(['PEK', 'BJS', 'PKX']);
    expect(options[1]?.text()).toContain('all airports');
    expect(origin.attributes('aria-activedescendant')).toBe(options[0]?.attributes('id'));

    await press(wrapper, 'leg-0-origin', 'ArrowDown');
    expect(origin.attributes('aria-activedescendant')).toBe(options[1]?.attributes('id'));
    await press(wrapper, 'leg-0-origin', 'Enter');
    expect(origin.element.value).toBe('BJS');
    expect(origin.attributes('aria-expanded')).toBe('false');
    expect(wrapper.emitted('search')).toBeUndefined(); // that Enter picked, it did not submit

    // A typed exact code is highlighted even when the dataset lists it second.
    await typeInto(wrapper, 'leg-0-destination', 'lhr');
    await afterLookup();
    await press(wrapper, 'leg-0-destination', 'Enter');
    expect(inputOf(wrapper, 'leg-0-destination').element.value).toBe('LHR');

    await typeInto(wrapper, 'leg-0-date', '12DEC');
    await flushPromises();
    expect(wrapper.get('[data-testid="leg-0-date-resolved"]').text()).toBe('SA 12DEC26');
    await press(wrapper, 'leg-0-date', 'Enter');

    expect(wrapper.emitted('search')).toEqual([
      [
        {
          tripType: 'one-way',
          legs: [{ origin: 'BJS', destination: 'LHR', departureDate: '2026-12-12', airlines: [] }],
          adults: 1, children: 0, infants: 0, cabin: '', airlines: [], nonstop: false, tag: '', solutions: 0,
        },
      ],
    ]);
    wrapper.unmount();
  });

  it('keeps a typed 3-letter code (upper-cased) when the agent leaves without picking; Esc closes the list only', async () => {
    const { wrapper } = mountForm();
    await typeInto(wrapper, 'leg-0-origin', 'lon');
    await afterLookup();
    let escapedToWindow = false;
    const onWindowKey = (event: KeyboardEvent) => (escapedToWindow ||= event.key === 'Escape');
    window.addEventListener('keydown', onWindowKey);
    await press(wrapper, 'leg-0-origin', 'Escape');
    window.removeEventListener('keydown', onWindowKey);
    expect(escapedToWindow).toBe(false);
    expect(inputOf(wrapper, 'leg-0-origin').attributes('aria-expanded')).toBe('false');
    await inputOf(wrapper, 'leg-0-origin').trigger('blur');
    expect(inputOf(wrapper, 'leg-0-origin').element.value).toBe('LON');
    wrapper.unmount();
  });

  it('follows the typing while the list is open, so a fast Enter picks the exact code typed', async () => {
    const { wrapper } = mountForm();
    await typeInto(wrapper, 'leg-0-origin', 'bei');
    await afterLookup();
    await inputOf(wrapper, 'leg-0-origin').setValue('pkx');
    await press(wrapper, 'leg-0-origin', 'Enter'); // before the debounced lookup for "pkx" answers
    expect(inputOf(wrapper, 'leg-0-origin').element.value).toBe('PKX');
    expect(wrapper.emitted('search')).toBeUndefined();
    wrapper.unmount();
  });

  it('shows nothing when a lookup fails and never loses the text', async () => {
    const { wrapper } = mountForm({ 'places.search': () => ({ ok: false, error: { kind: 'internal', message: 'boom' } }) });
    await typeInto(wrapper, 'leg-0-origin', 'beijing');
    await afterLookup();
    expect(wrapper.find('[data-testid="leg-0-origin-option"]').exists()).toBe(false);
    expect(inputOf(wrapper, 'leg-0-origin').element.value).toBe('beijing');
    wrapper.unmount();
  });

  it('does not send an invalid form: shows each coded message on its field, keeps every value, focuses the first problem', async () => {
    const { wrapper } = mountForm();
    await typeInto(wrapper, 'leg-0-origin', 'PEK');
    await typeInto(wrapper, 'leg-0-destination', 'LHR');
    await typeInto(wrapper, 'leg-0-date', '2026-11-01');
    await typeInto(wrapper, 'infants', '2');
    await wrapper.get('[data-testid="search-submit"]').trigger('submit');
    await flushPromises();

    expect(wrapper.emitted('search')).toBeUndefined();
    const p009 = wrapper.get('[data-rule="P009"]');
    expect(p009.text()).toBe('P009 · The number of infant passengers can not exceed the number of adult passengers.');
    expect(inputOf(wrapper, 'infants').attributes('aria-describedby')).toBe(p009.attributes('id'));
    const b038 = wrapper.get('[data-rule="B038"]');
    expect(b038.text()).toBe('B038 · Departure date must be today to a year.');
    expect(inputOf(wrapper, 'leg-0-date').attributes('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(inputOf(wrapper, 'leg-0-date').element);
    // Nothing typed was cleared.
    expect(inputOf(wrapper, 'leg-0-origin').element.value).toBe('PEK');
    expect(inputOf(wrapper, 'leg-0-date').element.value).toBe('2026-11-01');
    expect(inputOf(wrapper, 'infants').element.value).toBe('2');

    // Fixing a field clears its message at once; the other stays.
    await typeInto(wrapper, 'leg-0-date', '+30');
    await flushPromises();
    expect(wrapper.find('[data-rule="B038"]').exists()).toBe(false);
    expect(wrapper.find('[data-rule="P009"]').exists()).toBe(true);
    wrapper.unmount();
  });

  it('P004 and P005 appear on the adults field with their codes', async () => {
    const { wrapper } = mountForm();
    await typeInto(wrapper, 'leg-0-origin', 'PEK');
    await typeInto(wrapper, 'leg-0-destination', 'LHR');
    await typeInto(wrapper, 'leg-0-date', '+10');
    await typeInto(wrapper, 'adults', '0');
    await press(wrapper, 'adults', 'Enter');
    await flushPromises();
    expect(wrapper.get('[data-rule="P005"]').text()).toBe('P005 · There should be at least one adult.');
    await typeInto(wrapper, 'adults', '5');
    await typeInto(wrapper, 'children', '5');
    await flushPromises();
    expect(wrapper.get('[data-rule="P004"]').text()).toBe('P004 · The maximum number of passengers with seat is 9.');
    expect(wrapper.emitted('search')).toBeUndefined();
    wrapper.unmount();
  });

  it('explains an unreadable date when the agent leaves the field, before any search', async () => {
    const { wrapper } = mountForm();
    await typeInto(wrapper, 'leg-0-date', '31FEB');
    await inputOf(wrapper, 'leg-0-date').trigger('blur');
    await flushPromises();
    expect(wrapper.text()).toContain('31FEB is not a real date');
    await typeInto(wrapper, 'leg-0-date', '12/12');
    await inputOf(wrapper, 'leg-0-date').trigger('blur');
    await flushPromises();
    expect(wrapper.text()).toContain('12/12 is ambiguous');
    expect(inputOf(wrapper, 'leg-0-date').element.value).toBe('12/12');
    wrapper.unmount();
  });

  it('switches trip types without losing anything and derives the round trip’s way back', async () => {
    const { wrapper } = mountForm();
    await typeInto(wrapper, 'leg-0-origin', 'PEK');
    await typeInto(wrapper, 'leg-0-destination', 'LHR');
    await typeInto(wrapper, 'leg-0-date', '12DEC');
    expect(wrapper.find('[data-testid="leg-1-origin"]').exists()).toBe(false);

    await wrapper.get('[data-testid="trip-type-round-trip"] input').setValue(true);
    await flushPromises();
    expect(inputOf(wrapper, 'leg-1-origin').element.value).toBe('LHR');
    expect(inputOf(wrapper, 'leg-1-destination').element.value).toBe('PEK');
    expect(inputOf(wrapper, 'leg-1-origin').element.readOnly).toBe(true);
    await typeInto(wrapper, 'leg-1-date', '20DEC');

    await wrapper.get('[data-testid="trip-type-open-jaw"] input').setValue(true);
    await flushPromises();
    await typeInto(wrapper, 'leg-1-origin', 'MAN');
    await wrapper.get('[data-testid="trip-type-one-way"] input').setValue(true);
    await wrapper.get('[data-testid="trip-type-open-jaw"] input').setValue(true);
    await flushPromises();
    expect(inputOf(wrapper, 'leg-1-origin').element.value).toBe('MAN');
    expect(inputOf(wrapper, 'leg-1-destination').element.value).toBe('PEK');
    expect(inputOf(wrapper, 'leg-1-date').element.value).toBe('20DEC');
    expect(inputOf(wrapper, 'leg-0-date').element.value).toBe('12DEC');

    await wrapper.get('[data-testid="trip-type-round-trip"] input').setValue(true);
    await press(wrapper, 'leg-1-date', 'Enter');
    expect(wrapper.emitted('search')?.[0]?.[0]).toMatchObject({
      tripType: 'round-trip',
      legs: [
        { origin: 'PEK', destination: 'LHR', departureDate: '2026-12-12' },
        { origin: 'LHR', destination: 'PEK', departureDate: '2026-12-20' },
      ],
    });
    wrapper.unmount();
  });

  it('picks a date from the calendar with the keyboard', async () => {
    const { wrapper } = mountForm();
    await typeInto(wrapper, 'leg-0-date', '12DEC');
    const button = wrapper.get('[data-testid="leg-0-date-calendar"]');
    expect(button.attributes('aria-label')).toBe('Open calendar for journey 1 date');
    await button.trigger('click');
    await flushPromises();
    const focused = document.activeElement as HTMLElement;
    expect(focused.dataset.date).toBe('2026-12-12');
    await wrapper.get('[role="grid"]').trigger('keydown', { key: 'ArrowRight' });
    await flushPromises();
    expect((document.activeElement as HTMLElement).dataset.date).toBe('2026-12-13');
    await wrapper.get('[role="grid"]').trigger('keydown', { key: 'Enter' });
    await flushPromises();
    expect(inputOf(wrapper, 'leg-0-date').element.value).toBe('2026-12-13');
    expect(wrapper.find('[role="grid"]').exists()).toBe(false);
    expect(document.activeElement).toBe(inputOf(wrapper, 'leg-0-date').element);
    wrapper.unmount();
  });

  it('opens journey 2’s calendar with Alt+ArrowDown on journey 1’s date; Esc closes it and keeps the text', async () => {
    const { wrapper } = mountForm();
    await wrapper.get('[data-testid="trip-type-open-jaw"] input').setValue(true);
    await typeInto(wrapper, 'leg-0-date', '+30');
    await typeInto(wrapper, 'leg-1-date', 'soon');
    await press(wrapper, 'leg-1-date', 'ArrowDown', { altKey: true });
    await flushPromises();
    expect((document.activeElement as HTMLElement).dataset.date).toBe('2026-12-21');
    await wrapper.get('[role="grid"]').trigger('keydown', { key: 'Escape' });
    await flushPromises();
    expect(wrapper.find('[role="grid"]').exists()).toBe(false);
    expect(document.activeElement).toBe(wrapper.get('[data-testid="leg-1-date-calendar"]').element);
    expect(inputOf(wrapper, 'leg-1-date').element.value).toBe('soon');
    wrapper.unmount();
  });

  it('sends cabin, airlines, non-stop and tag as the service expects', async () => {
    const { wrapper } = mountForm();
    await typeInto(wrapper, 'leg-0-origin', 'PEK');
    await typeInto(wrapper, 'leg-0-destination', 'LHR');
    await typeInto(wrapper, 'leg-0-date', '2026-12-12');
    await typeInto(wrapper, 'leg-0-airlines', 'ca');
    await typeInto(wrapper, 'airlines', 'ca mu');
    await inputOf(wrapper, 'airlines').trigger('blur');
    expect(inputOf(wrapper, 'airlines').element.value).toBe('CA, MU');
    await wrapper.get('[data-testid="cabin-business"] input').setValue(true);
    await wrapper.get('[data-testid="nonstop"]').trigger('click');
    await typeInto(wrapper, 'tag', 'SAVER');
    await press(wrapper, 'tag', 'Enter');
    expect(wrapper.emitted('search')?.[0]?.[0]).toEqual({
      tripType: 'one-way',
      legs: [{ origin: 'PEK', destination: 'LHR', departureDate: '2026-12-12', airlines: ['CA'] }],
      adults: 1, children: 0, infants: 0, cabin: 'Business', airlines: ['CA', 'MU'], nonstop: true, tag: 'SAVER', solutions: 0,
    });
    wrapper.unmount();
  });

  it('gives every control an accessible name and shows the busy state on the button only', async () => {
    const { wrapper } = mountWithDesk(ShoppingForm, { busy: true, today: TODAY });
    for (const testid of ['leg-0-origin', 'leg-0-destination', 'leg-0-date', 'leg-0-airlines', 'adults', 'children', 'infants', 'airlines', 'tag']) {
      const input = inputOf(wrapper, testid);
      const label = document.querySelector(`label[for="${input.attributes('id')}"]`);
      expect(label?.textContent?.trim(), testid).toBeTruthy();
    }
    expect(document.querySelector(`label[for="${inputOf(wrapper, 'leg-0-origin').attributes('id')}"]`)?.textContent).toBe('Journey 1 Origin');
    expect(wrapper.get('[data-testid="trip-type"]').attributes('aria-label')).toBe('Trip type');
    expect(wrapper.get('[data-testid="cabin"]').attributes('aria-label')).toBe('Cabin');
    const nonstop = wrapper.get('[data-testid="nonstop"]');
    expect(document.getElementById(nonstop.attributes('aria-labelledby') ?? '')?.textContent).toBe('Non-stop only');
    expect(wrapper.get('[data-testid="search-submit"]').text()).toBe('Searching…');
    // An animated SVG spinner would repaint the page every frame for the whole search.
    expect(wrapper.findAll('[data-testid="search-submit"] svg')).toHaveLength(0);
    expect(inputOf(wrapper, 'leg-0-origin').element.readOnly).toBe(false);
    wrapper.unmount();
  });
});
