/**
 * The service's enumerated values in Chinese (issue 23, finding 15): ECONOMY, PRIVATE, Voucher
 * stayed English in a Chinese desk. The values the specification (and the notes' observed
 * spellings) enumerate are worded through ONE table, text.serviceValues; an unknown value is shown
 * as it came.
 */
import type { FiledOrder } from '@contract/domains/orders';
import type { PaymentResult } from '@contract/domains/ticketing';
import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import OrderDetailPane from '@/components/orders/OrderDetailPane.vue';
import PaymentOutcome from '@/components/ticketing/PaymentOutcome.vue';
import { boardRowView } from '@/reimbursements/board-row-view';
import { cabinWord } from '@/shopping/form/search-summary-line';
import { setLanguage, text } from '@/ui-text';
import { en } from '@/ui-text/en';
import { zhCN } from '@/ui-text/zh-CN';
import { serviceValue } from '@/ui-text/service-values';
import { createPinia } from 'pinia';
import { DESK_KEY } from '@/bridge/use-desk';
import { createFakeDesk } from '../support/fake-desk';
import { filedOrder } from '../ticketing/fixtures';

afterEach(() => setLanguage('en'));

/** The pane's other blocks read the desk: a fake one that answers nothing. */
const withDesk = () => ({ plugins: [createPinia()], provide: { [DESK_KEY as symbol]: createFakeDesk({}).desk } });

/** Every value the specification or the notes show for these fields. */
const ENUMERATED = {
  cabinClass: ['ECONOMY', 'Economy', 'PremiumEconomy', 'PREMIUM_ECONOMY', 'Business', 'First'],
  fareType: ['PRIVATE', 'PUBLIC'],
  payGate: ['Prepay', 'Alipay', 'Voucher'],
  formOfPayment: ['Airline voucher', 'EMD', 'Original form of payment'],
} as const;

describe('service values', () => {
  it('every enumerated value has Chinese words; English keeps the words agents know', () => {
    setLanguage('zh-CN');
    for (const [kind, values] of Object.entries(ENUMERATED)) {
      for (const value of values) {
        const words = serviceValue(kind as keyof typeof ENUMERATED, value);
        if (value !== 'EMD') expect(words, `${kind} ${value}`).toMatch(/[\u4e00-\u9fff]/);
      }
    }
    expect(serviceValue('cabinClass', 'ECONOMY')).toBe('经济舱');
    expect(serviceValue('fareType', 'PRIVATE')).toBe('私有运价');
    expect(serviceValue(['payGate', 'formOfPayment'], 'Voucher')).toBe('代金券');
    expect(serviceValue(['payGate', 'formOfPayment'], 'Airline voucher')).toBe('航司代金券');
    setLanguage('en');
    expect(serviceValue('fareType', 'PRIVATE')).toBe('PRIVATE');
    expect(serviceValue('cabinClass', 'PREMIUM_ECONOMY')).toBe('Premium economy');
  });

  it('an unknown value is shown as it came, in both languages', () => {
    setLanguage('zh-CN');
    expect(serviceValue('fareType', 'NEGO_BUNDLE')).toBe('NEGO_BUNDLE');
    expect(serviceValue('payGate', null)).toBe('');
  });

  it('is the one table of cabin words: no other dictionary object is keyed by cabins', () => {
    const cabinKeys = new Set(['ECONOMY', 'PREMIUMECONOMY', 'BUSINESS', 'FIRST']);
    const tables = (node: unknown, path: string[] = []): string[] => {
      if (node === null || typeof node !== 'object') return [];
      const keys = Object.keys(node);
      const here = keys.filter((key) => cabinKeys.has(key.toUpperCase().replace(/[^A-Z]/g, ''))).length >= 2 ? [path.join('.')] : [];
      return [...here, ...keys.flatMap((key) => tables((node as Record<string, unknown>)[key], [...path, key]))];
    };
    expect(tables(en)).toEqual(['serviceValues.cabinClass']);
    expect(tables(zhCN)).toEqual(['serviceValues.cabinClass']);
  });
});

describe('on screen in Chinese', () => {
  it('the order’s segment cabin, the pay gate, the board’s payout and the search summary', () => {
    setLanguage('zh-CN');
    const segment = { segmentNo: 1, journeyIndex: 0, airline: 'CA', flightNum: '1501', operatingAirline: null, operatingFlightNum: null, departure: 'PEK', arrival: 'SHA', departureTerminal: null, arrivalTerminal: null, departureDate: '2026-12-14', departureTime: '06:15', arrivalDate: '2026-12-14', arrivalTime: '08:30', flyingMinutes: null, cabinClass: 'ECONOMY', bookingCode: 'Y', equipment: null, codeShare: null };
    const order: FiledOrder = filedOrder('sandbox', 'sandbox', { segments: [segment], payGate: 'Prepay' });
    const pane = mount(OrderDetailPane, { props: { order, noteText: '', noteState: 'saved', noteSavedAt: null }, global: withDesk() });
    expect(pane.get('[data-testid="order-detail-segments"]').text()).toContain('经济舱');
    expect(pane.get('[data-testid="order-detail-segments"]').text()).not.toContain('ECONOMY');
    pane.unmount();

    const paid: PaymentResult = { outcome: 'already-paid', order, amounts: null };
    const outcome = mount(PaymentOutcome, { props: { result: paid } });
    expect(outcome.get('[data-testid="pay-gate"]').text()).toContain('预付款');
    outcome.unmount();

    const row = { orderId: 1, orderNum: '917083410200000001', parentOrderNum: null, profileId: 'sandbox', passengers: ['ZHANG/SAN'], amount: '5.00', currency: 'CNY', status: { code: null, text: 'Reimbursed', key: 'REFD_REIMED', group: 'reimbursed' }, reimbursementStatus: null, requestedAt: null, requestedAtMs: null, asOf: null, checkedAt: null, payout: 'Voucher', vouchers: [], final: true } as const;
    expect(boardRowView({ ...row, passengers: [...row.passengers], vouchers: [] }, Date.now(), 10).payout).toBe('代金券');
    expect(cabinWord('Business')).toBe(text.serviceValues.cabinClass.BUSINESS);
  });
});
