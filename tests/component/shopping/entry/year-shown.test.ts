/**
 * Walkthrough finding 1 (issue 23): with the sandbox clock a day ahead, `PEKLON26NOV` searched
 * 26 Nov of NEXT year while the summary and the rows said "26NOV". A date in another year than
 * the service's, or far ahead, is written with its year everywhere, and the entry line says which
 * date it took and why.
 */
import { setLanguageSource } from '@contract/format/active-language';
import { setServiceClockAhead } from '@contract/format/service-clock';
import { dateNeedsYear, formatTravelDate } from '@contract/format/travel-date';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESK_KEY } from '@/bridge/use-desk';
import EntryLine from '@/components/shopping/EntryLine.vue';
import { parseEntryLine } from '@/shopping/entry/entry-line';
import { takenDateNotes } from '@/shopping/entry/taken-date-notes';
import { searchSummaryLine } from '@/shopping/form/search-summary-line';
import { journeyDetails } from '@/shopping/results/journey-detail';
import { groupOffersIntoRows } from '@/shopping/results/result-rows';
import { describeRow } from '@/shopping/results/row-view';
import { formatDayDate } from '@/shopping/results/time-format';
import { setLanguage } from '@/ui-text';
import { createFakeDesk } from '../../support/fake-desk';
import { handResults, search, segment } from '../results/fixtures';

/** 15:00 UTC on 26 Nov 2026 (23:00 in Beijing); the sandbox clock a day ahead: the service's today is 27 Nov. */
function sandboxDayAhead(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T15:00:00Z'));
  setServiceClockAhead(24 * 60);
}

beforeEach(sandboxDayAhead);
afterEach(() => {
  setLanguage('en');
  setServiceClockAhead(0);
  setLanguageSource(() => 'en');
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('when a travel date carries its year', () => {
  it('is another year than the service’s, or more than 330 days ahead', () => {
    expect(dateNeedsYear('2026-12-22', '2026-11-27')).toBe(false);
    expect(dateNeedsYear('2027-01-05', '2026-11-27')).toBe(true);
    expect(dateNeedsYear('2026-11-20', '2026-11-27')).toBe(false); // a past day of this year
    expect(dateNeedsYear('2026-12-29', '2026-01-02')).toBe(true); // 361 days ahead
    expect(dateNeedsYear('2026-11-28', '2026-01-02')).toBe(false); // 330 days ahead
    expect(formatTravelDate('2027-11-26', '2026-11-27')).toBe('26NOV27');
    setLanguageSource(() => 'zh-CN');
    expect(formatTravelDate('2027-11-26', '2026-11-27')).toBe('2027年11月26日');
    expect(formatTravelDate('2026-12-22', '2026-11-27')).toBe('12月22日');
  });
});

describe('26NOV typed when Beijing is already on 27 Nov', () => {
  const next = '2027-11-26';

  it('is read as next year’s, and the entry line says which date it took and why', () => {
    const reading = parseEntryLine('PEKLON26NOV', '2026-11-27');
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.request.journeys[0].departureDate).toBe(next);
    expect(takenDateNotes(reading.taken, '2026-11-27')).toEqual([
      '26NOV taken as FR 26NOV27: the next 26NOV on or after today in Beijing, FR 27NOV (the service refuses earlier dates). Type the year to say otherwise.',
    ]);
    // A date of this year says nothing; a way back rolled into next year says it followed the way out.
    const round = parseEntryLine('PEKLON28DEC/05JAN', '2026-11-27');
    if (!round.ok) throw new Error(round.message);
    expect(takenDateNotes(round.taken, '2026-11-27')).toEqual(['05JAN taken as TU 05JAN27: the next 05JAN on or after the first journey’s MO 28DEC.']);
    // Typed with its year: nothing to explain.
    const typed = parseEntryLine('PEKLON26NOV27', '2026-11-27');
    expect(typed.ok && takenDateNotes(typed.taken, '2026-11-27')).toEqual([]);
  });

  it('is written with its year in the summary, the rows, the detail, pricing and booking', () => {
    expect(searchSummaryLine(search({ tripType: 'one-way', legs: [{ origin: 'PEK', destination: 'LHR', departureDate: next, airlines: [] }] }), 12)).toMatch(/^PEK→LHR 26NOV27 · /);

    const results = handResults();
    results.segments = results.segments.map((one) => segment({ ...one, departDate: next, arriveDate: next }));
    const row = groupOffersIntoRows(results)[0]!;
    const view = describeRow(results, row);
    expect(view.journeys.map((journey) => journey.date)).toEqual(['26NOV27', '26NOV27']);
    const detail = journeyDetails(results, row.cheapest);
    expect(detail[0]?.heading).toContain('FR 26NOV27');
    expect(detail[0]?.lines.find((line) => line.kind === 'segment')).toMatchObject({ depart: 'FR 26NOV27 14:00' });
    // Pricing's facts (PricedOfferFacts) and the test order's age messages read dates through time-format's formatDayDate.
    expect(formatDayDate(next)).toBe('FR 26NOV27');
  });

  it('the entry line shows the service’s today beside the line and the taken date under it', async () => {
    const fake = createFakeDesk({ 'shopping.recent': () => ({ ok: true, value: [] }) });
    const wrapper = mount(EntryLine, { attachTo: document.body, global: { plugins: [createPinia()], provide: { [DESK_KEY as symbol]: fake.desk } } });
    const day = wrapper.get('[data-testid="service-day"]').text();
    expect(day).toContain('FR 27NOV');
    const input = wrapper.get<HTMLInputElement>('[data-testid="entry-line"]');
    await input.setValue('PEKLON26NOV');
    await input.trigger('keydown', { key: 'Enter' });
    await flushPromises();
    const emitted = wrapper.emitted('entry')?.[0]?.[0] as { journeys: { departureDate: string }[] };
    expect(emitted.journeys[0]?.departureDate).toBe(next);
    const taken = wrapper.get('[data-testid="entry-line-taken"]');
    expect(taken.text()).toContain('26NOV taken as FR 26NOV27');
    expect(taken.attributes('role')).toBe('status');
    expect(input.attributes('aria-describedby')).toContain(taken.attributes('id'));
    // Worded where shown: Alt+Z re-words it.
    setLanguageSource(() => 'zh-CN');
    setLanguage('zh-CN');
    await flushPromises();
    expect(wrapper.get('[data-testid="entry-line-taken"]').text()).toContain('26NOV 视为 2027年11月26日 周五');
    setLanguage('en');
    setLanguageSource(() => 'en');
    await flushPromises();
    // The note belongs to that entry: typing the next one clears it.
    await input.setValue('PEK');
    expect(wrapper.find('[data-testid="entry-line-taken"]').exists()).toBe(false);
    wrapper.unmount();
  });

  it('shows the service’s today even when the workstation is on the same day', () => {
    setServiceClockAhead(0);
    vi.setSystemTime(new Date('2026-11-26T04:00:00Z'));
    const fake = createFakeDesk({});
    const wrapper = mount(EntryLine, { props: { today: '2026-11-26' }, global: { plugins: [createPinia()], provide: { [DESK_KEY as symbol]: fake.desk } } });
    expect(wrapper.get('[data-testid="service-day"]').text()).toBe('Today (Beijing) TH 26NOV');
    wrapper.unmount();
  });
});
