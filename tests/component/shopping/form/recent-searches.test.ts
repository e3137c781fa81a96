import type { RecentSearch } from '@contract/domains/shopping';
import { shoppingSearchSchema } from '@contract/domains/shopping';
import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { ShoppingHarness } from './shopping-harness';
import { inputOf, mountWithDesk, TODAY } from './support';

const schema = shoppingSearchSchema(() => TODAY);

const RECENT: RecentSearch[] = [
  {
    searchId: 's2',
    searchedAt: new Date().toISOString(),
    search: schema.parse({ tripType: 'one-way', legs: [{ origin: 'PEK', destination: 'LHR', departureDate: '2026-12-12' }], adults: 1, children: 0, infants: 0 }),
    summary: 'PEK → LHR 12 Dec · 1 ADT',
    offerCount: 120,
    resultsStored: true,
  },
  {
    searchId: 's1',
    searchedAt: '2026-11-20T09:12:00Z',
    search: schema.parse({
      tripType: 'round-trip',
      legs: [
        { origin: 'SHA', destination: 'NRT', departureDate: '2026-12-01' },
        { origin: 'NRT', destination: 'SHA', departureDate: '2026-12-08', airlines: ['MU'] },
      ],
      adults: 2, children: 1, infants: 0, cabin: 'Business', nonstop: true, tag: 'FLEX',
    }),
    summary: 'SHA → NRT 1 Dec, NRT → SHA 8 Dec · 2 ADT 1 CHD · Business',
    offerCount: 35,
    resultsStored: false,
  },
];

function pressAltR(): void {
  document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'r', code: 'KeyR', altKey: true, bubbles: true, cancelable: true }));
}

afterEach(() => {
  document.body.innerHTML = '';
});

// Each test mounts the whole search form (naive-ui): seconds on two busy cores, past the 5 s default.
describe('RecentSearches', { timeout: 15_000 }, () => {
  it('opens with Alt+R from anywhere; Shift+Enter on a chosen entry refills the form and returns to its first field', async () => {
    const { wrapper, fake } = mountWithDesk(ShoppingHarness, { today: TODAY }, { 'shopping.recent': () => ({ ok: true, value: RECENT }) });
    inputOf(wrapper, 'tag').element.focus();
    pressAltR();
    await flushPromises();

    expect(fake.calls.filter((c) => c.name === 'shopping.recent')).toHaveLength(1);
    const list = wrapper.get('[data-testid="recent-searches-list"]');
    expect(document.activeElement).toBe(list.element);
    const entries = wrapper.findAll('[data-testid="recent-search"]');
    expect(entries.map((e) => e.text())).toEqual([
      expect.stringMatching(/^PEK→LHR 12DEC · 1A · Any cabin\s*today \d\d:\d\d · 120 offers$/),
      expect.stringContaining('SHA→NRT 01DEC / NRT→SHA 08DEC · 2A1C · Business · Non-stop · FLEX'),
    ]);
    expect(wrapper.get('[data-testid="recent-searches-button"]').attributes('aria-expanded')).toBe('true');

    await list.trigger('keydown', { key: 'ArrowDown' });
    expect(list.attributes('aria-activedescendant')).toBe(entries[1]?.attributes('id'));
    await list.trigger('keydown', { key: 'Enter', shiftKey: true });
    await flushPromises();

    expect(wrapper.find('[data-testid="recent-searches-list"]').exists()).toBe(false);
    expect(wrapper.emitted('search')).toBeUndefined();
    expect(inputOf(wrapper, 'leg-0-origin').element.value).toBe('SHA');
    expect(inputOf(wrapper, 'leg-0-destination').element.value).toBe('NRT');
    expect(inputOf(wrapper, 'leg-0-date').element.value).toBe('2026-12-01');
    expect(inputOf(wrapper, 'leg-1-origin').element.value).toBe('NRT');
    expect(inputOf(wrapper, 'leg-1-date').element.value).toBe('2026-12-08');
    expect(inputOf(wrapper, 'leg-1-airlines').element.value).toBe('MU');
    expect(inputOf(wrapper, 'adults').element.value).toBe('2');
    expect(inputOf(wrapper, 'children').element.value).toBe('1');
    expect(inputOf(wrapper, 'tag').element.value).toBe('FLEX');
    expect(wrapper.get<HTMLInputElement>('[data-testid="trip-type-round-trip"] input').element.checked).toBe(true);
    expect(wrapper.get<HTMLInputElement>('[data-testid="cabin-business"] input').element.checked).toBe(true);
    expect(wrapper.get('[data-testid="nonstop"]').attributes('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(inputOf(wrapper, 'leg-0-origin').element);

    // The refilled search goes out exactly as it was stored.
    await inputOf(wrapper, 'leg-0-origin').trigger('keydown', { key: 'Enter' });
    expect(wrapper.emitted('search')).toEqual([[RECENT[1]?.search]]);
    wrapper.unmount();
  });

  it('Esc closes the list and puts focus back where it was; the button opens it too', async () => {
    const { wrapper } = mountWithDesk(ShoppingHarness, { today: TODAY }, { 'shopping.recent': () => ({ ok: true, value: RECENT }) });
    inputOf(wrapper, 'tag').element.focus();
    pressAltR();
    await flushPromises();
    await wrapper.get('[data-testid="recent-searches-list"]').trigger('keydown', { key: 'Escape' });
    expect(wrapper.find('[data-testid="recent-searches-list"]').exists()).toBe(false);
    expect(document.activeElement).toBe(inputOf(wrapper, 'tag').element);

    await wrapper.get('[data-testid="recent-searches-button"]').trigger('click');
    await flushPromises();
    expect(wrapper.get('[data-testid="recent-searches-button"]').text()).toBe('RecentAlt+R');
    expect(wrapper.findAll('[data-testid="recent-search"]')).toHaveLength(2);
    wrapper.unmount();
  });

  it('fills the form AND searches with one key: Enter (walkthrough: two steps were needed)', async () => {
    const { wrapper } = mountWithDesk(ShoppingHarness, { today: TODAY }, { 'shopping.recent': () => ({ ok: true, value: RECENT }) });
    pressAltR();
    await flushPromises();
    await wrapper.get('[data-testid="recent-searches-list"]').trigger('keydown', { key: 'Enter' });
    await flushPromises();
    expect(wrapper.emitted('search')).toEqual([[RECENT[0]?.search]]);
    expect(inputOf(wrapper, 'leg-0-origin').element.value).toBe('PEK');
    wrapper.unmount();
  });

  it('never offers the list of the last opening while the fresh one comes; ↓ and Enter typed ahead choose from the fresh one', async () => {
    let answer: (value: { ok: true; value: RecentSearch[] }) => void = () => undefined;
    let calls = 0;
    const { wrapper } = mountWithDesk(ShoppingHarness, { today: TODAY }, {
      // The first opening knows one search; by the second a newer one was made, and it answers late.
      'shopping.recent': () => (++calls === 1 ? { ok: true, value: [RECENT[1] as RecentSearch] } : new Promise((resolve) => (answer = resolve))),
    });
    pressAltR();
    await flushPromises();
    const list = wrapper.get('[data-testid="recent-searches-list"]');
    await list.trigger('keydown', { key: 'Escape' });

    pressAltR();
    await flushPromises();
    expect(wrapper.findAll('[data-testid="recent-search"]')).toHaveLength(0);
    await list.trigger('keydown', { key: 'ArrowDown' });
    await list.trigger('keydown', { key: 'Enter' });
    expect(wrapper.emitted('search')).toBeUndefined();
    answer({ ok: true, value: RECENT });
    await flushPromises();
    expect(wrapper.emitted('search')).toEqual([[RECENT[1]?.search]]);
    wrapper.unmount();
  });

  it('says so when there are no searches yet, and shows a failure without breaking the form', async () => {
    const empty = mountWithDesk(ShoppingHarness, { today: TODAY }, { 'shopping.recent': () => ({ ok: true, value: [] }) });
    pressAltR();
    await flushPromises();
    expect(empty.wrapper.text()).toContain('No searches yet.');
    empty.wrapper.unmount();

    const failing = mountWithDesk(ShoppingHarness, { today: TODAY }, { 'shopping.recent': () => ({ ok: false, error: { kind: 'internal', message: 'The archive is unavailable.' } }) });
    pressAltR();
    await flushPromises();
    expect(failing.wrapper.find('[data-testid="error-notice"]').exists()).toBe(true);
    failing.wrapper.unmount();
  });
});
