/**
 * The price breakdown says it adds up (issue 23, finding 8: every amount block adds up, and says
 * so): each type's per-passenger total × its passengers, summed in decimal, against the total.
 */
import type { OfferPrice, PassengerPrice } from '@contract/domains/shopping';
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import PriceBreakdown from '@/components/shopping/results/PriceBreakdown.vue';

const each = (fare: string, tax: string, q: string, total: string): PassengerPrice => ({ fare, tax, qCharge: q, ticketingFee: '5.00', platformServiceFee: '0.00', merchantFee: '0.00', total });
const price = (total: string | null): OfferPrice => ({ currency: 'CNY', perAdult: '602.00', total, perPassenger: { ADT: each('527.00', '50.00', '20.00', '602.00'), INF: each('53.00', '0.00', '0.00', '58.00') } });

describe('PriceBreakdown check line', () => {
  it('2 × 602.00 + 1 × 58.00 = CNY 1,262.00: adds up', () => {
    const wrapper = mount(PriceBreakdown, { props: { price: price('1262.00'), counts: { ADT: 2, CHD: 0, INF: 1 } } });
    const check = wrapper.get('[data-testid="price-check"]');
    expect(check.attributes('data-adds')).toBe('true');
    expect(check.text()).toBe('✓ 2 × 602.00 + 1 × 58.00 = CNY 1,262.00: adds up to the total.');
    wrapper.unmount();
  });

  it('a total that does not match its lines is said, with the difference', () => {
    const wrapper = mount(PriceBreakdown, { props: { price: price('1272.00'), counts: { ADT: 2, CHD: 0, INF: 1 } } });
    expect(wrapper.get('[data-testid="price-check"]').text()).toContain('but the total says CNY 1,272.00 (difference CNY 10.00)');
    wrapper.unmount();
  });

  it('no check when the total is not quoted (the breakdown says so)', () => {
    const wrapper = mount(PriceBreakdown, { props: { price: price(null), counts: { ADT: 2, CHD: 0, INF: 1 } } });
    expect(wrapper.find('[data-testid="price-check"]').exists()).toBe(false);
    wrapper.unmount();
  });
});
