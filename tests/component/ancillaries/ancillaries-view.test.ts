/**
 * The Ancillaries screen (Alt+6) against a fake desk: an air order's ancillary orders listed, one
 * opened from the list redraws its own row (no more "not read yet"), and a segment whose arrival
 * date and time the service sent swapped carries a marker with words for a screen reader.
 */
import type { OpenedAncillary } from '@contract/domains/ancillaries';
import type { FiledOrder, FiledSegment, LinkedOrder } from '@contract/domains/orders';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { DESK_KEY } from '@/bridge/use-desk';
import AncillariesView from '@/views/AncillariesView.vue';
import { withOpened } from '@/ancillaries/ancillary-list';
import { createFakeDesk } from '../support/fake-desk';
import { filedOrder } from '../ticketing/fixtures';

const AIR = '917083410145514001';
const BAGS = '917083410301234001';

const segment = (extra: Partial<FiledSegment> = {}): FiledSegment => ({
  segmentNo: 1, journeyIndex: 0, airline: 'MU', flightNum: 'MU5101', operatingAirline: null, operatingFlightNum: null, departure: 'PEK', arrival: 'SHA',
  departureTerminal: null, arrivalTerminal: null, departureDate: '2026-12-11', departureTime: '16:00', arrivalDate: '2026-12-11', arrivalTime: '18:10',
  flyingMinutes: null, cabinClass: null, bookingCode: 'Y', equipment: null, codeShare: null, ...extra,
});

const ancillaryOrder: FiledOrder = filedOrder('sandbox', 'sandbox', {
  id: 12, orderNum: BAGS, kind: 'ancillary', orderType: 'ORIGIN', parentOrderNum: AIR, leadPassenger: 'LI/LEI', amount: '300.00', currency: 'CNY',
  status: { code: 'ISSED', text: null, key: 'ISSED', group: 'issued' },
  segments: [segment({ arrivalCorrected: true }), segment({ segmentNo: 2, journeyIndex: 1, departure: 'SHA', arrival: 'PEK' })],
});
const link: LinkedOrder = { id: null, orderNum: BAGS, kind: 'ancillary', status: null, relation: 'ancillary' };

async function mountScreen() {
  const fake = createFakeDesk({
    'orders.list': () => ({ ok: true, value: { total: 0, offset: 0, rows: [] } }),
    'ancillaries.open': (input) => {
      const { orderNum } = input as { orderNum: string };
      const answer: OpenedAncillary =
        orderNum === AIR
          ? { kind: 'air', source: 'service', notice: null, airOrder: filedOrder('sandbox', 'sandbox', { orderNum: AIR }), ancillaries: [link] }
          : { kind: 'ancillary', source: 'service', notice: null, order: ancillaryOrder };
      return { ok: true, value: answer };
    },
  });
  const pinia = createPinia();
  setActivePinia(pinia);
  const wrapper = mount(AncillariesView, { global: { plugins: [pinia], provide: { [DESK_KEY as symbol]: fake.desk } }, attachTo: document.body });
  await flushPromises();
  return { wrapper, fake };
}

const press = (target: Element, key: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

describe('the Ancillaries screen', () => {
  it('redraws an air order’s ancillary row once that order is opened from the list', async () => {
    const { wrapper } = await mountScreen();
    await wrapper.get('[data-testid="ancillary-entry"]').setValue(AIR);
    press(wrapper.get('[data-testid="ancillary-entry"]').element, 'Enter');
    await flushPromises();
    const row = () => wrapper.get(`#ancillary-row-${BAGS}`);
    expect(row().text()).toContain('not read yet');

    press(wrapper.get('[data-testid="ancillary-list"]').element, 'Enter');
    await flushPromises();
    expect(wrapper.get('[data-testid="ancillary-detail"]').text()).toContain(BAGS);
    expect(row().text()).not.toContain('not read yet');
    expect(row().text()).toContain('LI/LEI');
    expect(row().text()).toContain(AIR);
    // Named by what it shows (the text above), not by an aria-label saying something else.
    expect(row().attributes('aria-label')).toBeUndefined();
    wrapper.unmount();
  });

  it('marks a segment whose arrival date and time were sent swapped, with words for a screen reader', async () => {
    const { wrapper } = await mountScreen();
    await wrapper.get('[data-testid="ancillary-entry"]').setValue(BAGS);
    press(wrapper.get('[data-testid="ancillary-entry"]').element, 'Enter');
    await flushPromises();
    const segments = wrapper.findAll('[data-testid="ancillary-segment"]');
    expect(segments).toHaveLength(2);
    const marker = segments[0]!.get('[data-testid="arrival-corrected"]');
    expect(marker.text()).toContain('arrival corrected');
    expect(marker.text()).toContain('date and time in each other’s fields');
    expect(segments[1]!.find('[data-testid="arrival-corrected"]').exists()).toBe(false);
    wrapper.unmount();
  });
});

describe('the ancillary list after an order is read', () => {
  const item = { orderNum: BAGS, status: null, parentOrderNum: AIR, detail: 'not read yet' };
  it('adds a newly filed order to the file’s list, never to an air order’s', () => {
    expect(withOpened([], ancillaryOrder, true).map((i) => i.orderNum)).toEqual([BAGS]);
    expect(withOpened([], ancillaryOrder, false)).toEqual([]);
  });
  it('keeps the air order a link named when the answer leaves its parent out', () => {
    const [fresh] = withOpened([item], { ...ancillaryOrder, parentOrderNum: null }, false);
    expect(fresh).toMatchObject({ orderNum: BAGS, parentOrderNum: AIR, status: ancillaryOrder.status });
  });
});
