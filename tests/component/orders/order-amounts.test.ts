/**
 * The order's Amounts add up, and say so (issue 23, finding 8): the walkthrough saw no infant
 * line, no Q charge and one ticketing fee for three passengers. Each passenger type is fare + tax
 * (incl. Q) + fees, × its passengers; their sum stands beside the service's total with a check
 * line; Ticketing's three amounts are checked apart. Decimal arithmetic only.
 */
import type { AmountLine, FiledOrder, FiledPassenger } from '@contract/domains/orders';
import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import OrderAmounts from '@/components/orders/OrderAmounts.vue';
import OrderDetailPane from '@/components/orders/OrderDetailPane.vue';
import { orderAmounts } from '@/orders/order-amounts';
import { setLanguage } from '@/ui-text';
import { createPinia } from 'pinia';
import { DESK_KEY } from '@/bridge/use-desk';
import { createFakeDesk } from '../support/fake-desk';
import { filedOrder } from '../ticketing/fixtures';

afterEach(() => setLanguage('en'));

/** The pane's other blocks read the desk: a fake one that answers nothing. */
const withDesk = () => ({ plugins: [createPinia()], provide: { [DESK_KEY as symbol]: createFakeDesk({}).desk } });

const passenger = (passengerIndex: number, type: string): FiledPassenger => ({ passengerIndex, type, lastName: 'WANG', firstName: `P${passengerIndex}`, sex: 'M', birthday: null, nationality: null, cardType: null, cardNum: null, cardExpiredDate: null });
const lines = (values: Partial<Record<AmountLine['key'], string>>): AmountLine[] => Object.entries(values).map(([key, amount]) => ({ key: key as AmountLine['key'], amount, currency: 'CNY' }));

/** Two adults and an infant; taxes include the Q charge (adult 50 tax + 20 Q), fees per passenger. */
const FAMILY = [passenger(1, 'ADT'), passenger(2, 'ADT'), passenger(3, 'INF')];
const FAMILY_LINES = { adtFare: '9637.12', adtTax: '70.00', infFare: '963.70', infTax: '0.00', tktFee: '5.00', merchantFee: '0.10' };
// 2 × (9637.12 + 70.00 + 5.10) + 1 × (963.70 + 0.00 + 5.10) = 19424.44 + 968.80 = 20393.24
const FAMILY_TOTAL = '20393.24';

const order = (amounts: AmountLine[], passengers = FAMILY) => ({ amounts, passengers, currency: 'CNY' }) as unknown as FiledOrder;

describe('orderAmounts', () => {
  it('one line per passenger type travelling, fees per passenger, × its count; the sum checked against the total', () => {
    const view = orderAmounts(order(lines({ ...FAMILY_LINES, buyerAmount: FAMILY_TOTAL })));
    expect(view.types.map((t) => [t.type, t.count, t.each, t.subtotal])).toEqual([
      ['ADT', 2, '9712.22', '19424.44'],
      ['INF', 1, '968.80', '968.80'],
    ]);
    expect(view.check).toEqual({ state: 'adds', sum: FAMILY_TOTAL, total: FAMILY_TOTAL });
  });

  it('says by how much the service’s total differs from its own lines', () => {
    const view = orderAmounts(order(lines({ ...FAMILY_LINES, adtTax: '50.00', buyerAmount: FAMILY_TOTAL })));
    expect(view.check).toEqual({ state: 'differs', sum: '20353.24', total: FAMILY_TOTAL, difference: '40.00' });
  });

  it('names a passenger type the service did not price instead of summing without it', () => {
    const { infFare: _fare, infTax: _tax, ...adultsOnly } = FAMILY_LINES;
    const view = orderAmounts(order(lines({ ...adultsOnly, buyerAmount: FAMILY_TOTAL })));
    expect(view.types.find((t) => t.type === 'INF')).toMatchObject({ fare: null, each: null, subtotal: null });
    expect(view.check).toEqual({ state: 'not-stated', types: ['INF'] });
  });

  it('adds decimals exactly (0.1 + 0.2 and three passengers of 0.10 fees)', () => {
    const three = [passenger(1, 'ADT'), passenger(2, 'ADT'), passenger(3, 'ADT')];
    const view = orderAmounts(order(lines({ adtFare: '0.10', adtTax: '0.20', tktFee: '0.10', buyerAmount: '1.20' }), three));
    expect(view.check).toEqual({ state: 'adds', sum: '1.20', total: '1.20' });
  });

  it('checks Ticketing’s order amount + transaction expense = paid; an amount alone has no lines to check', () => {
    const view = orderAmounts(order(lines({ orderAmount: '18179.29', transactionExpense: '18.18', payAmount: '18197.47' })));
    expect(view.types).toEqual([]);
    expect(view.check).toBeNull();
    expect(view.total).toEqual({ key: 'orderAmount', amount: '18179.29' });
    expect(view.paid).toMatchObject({ adds: true, sum: '18197.47' });
  });
});

describe('the Amounts block on screen', () => {
  it('shows the infant line, the tax incl. Q, the fees × 3 passengers and “adds up”', () => {
    const wrapper = mount(OrderAmounts, { props: { order: order(lines({ ...FAMILY_LINES, buyerAmount: FAMILY_TOTAL, orderAmount: FAMILY_TOTAL, transactionExpense: '20.39', payAmount: '20413.63' })) } });
    const rows = wrapper.findAll('[data-testid="order-amounts-types"] tbody tr').map((row) => row.findAll('th, td').map((cell) => cell.text()));
    expect(rows).toEqual([
      ['Adult', '9,637.12', '70.00', '5.10', '9,712.22', '2', '19,424.44'],
      ['Infant', '963.70', '0.00', '5.10', '968.80', '1', '968.80'],
    ]);
    expect(wrapper.get('thead').text()).toContain('Tax incl. Q');
    expect(wrapper.text()).toContain('Fees are per passenger, infants included: ticketing fee 5.00, merchant fee 0.10.');
    expect(wrapper.get('[data-testid="order-amounts-check"]').text()).toBe('✓ Adds up to the order total: CNY 20,393.24.');
    expect(wrapper.get('[data-testid="order-amounts-paid-check"]').text()).toBe('✓ Order amount + transaction expense = paid: CNY 20,413.63.');
    wrapper.unmount();
  });

  it('in Chinese, a difference line with the figures', () => {
    setLanguage('zh-CN');
    const wrapper = mount(OrderAmounts, { props: { order: order(lines({ ...FAMILY_LINES, adtTax: '50.00', buyerAmount: FAMILY_TOTAL })) } });
    expect(wrapper.get('[data-testid="order-amounts-check"]').attributes('data-state')).toBe('differs');
    expect(wrapper.get('[data-testid="order-amounts-check"]').text()).toContain('差额 CNY 40.00');
    expect(wrapper.findAll('tbody th').map((th) => th.text())).toEqual(['成人', '婴儿']);
    wrapper.unmount();
  });
});

describe('the order detail pane', () => {
  it('shows the Amounts block (it listed the service’s lines one by one: no infant, one fee for three)', () => {
    const filed = filedOrder('sandbox', 'sandbox', { passengers: FAMILY, passengerCount: 3, amounts: lines({ ...FAMILY_LINES, buyerAmount: FAMILY_TOTAL }) });
    const wrapper = mount(OrderDetailPane, { props: { order: filed, noteText: '', noteState: 'saved', noteSavedAt: null }, global: withDesk() });
    expect(wrapper.findAll('[data-testid="order-amounts-types"] tbody tr').map((row) => row.attributes('data-type'))).toEqual(['ADT', 'INF']);
    expect(wrapper.get('[data-testid="order-amounts-check"]').attributes('data-state')).toBe('adds');
    wrapper.unmount();
  });
});
