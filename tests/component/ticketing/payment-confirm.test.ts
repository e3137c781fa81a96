/**
 * The payment confirmation: only Ctrl+Enter pays (a lone Enter or Space never does), Esc goes
 * back; on a production profile the last four digits of the order number must be typed. The
 * production path is tested here because a production profile cannot reach the sandbox.
 */
import { flushPromises, mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import PaymentConfirm from '@/components/ticketing/PaymentConfirm.vue';

function mountConfirm(environment: 'sandbox' | 'production') {
  return mount(PaymentConfirm, {
    props: { orderNum: '917083410105919001', amount: '12400.5', currency: 'CNY', environment, rule: environment === 'production' ? 'last-four-digits' : 'deliberate-key' },
    attachTo: document.body,
  });
}
const press = (target: Element, key: string, init: KeyboardEventInit = {}) => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));

describe('confirming a payment', () => {
  it('shows the amount and the order number again and takes focus', async () => {
    const wrapper = mountConfirm('sandbox');
    await flushPromises();
    expect(wrapper.get('[data-testid="confirm-question"]').text()).toBe('Pay CNY 12,400.5 for order 917083410105919001 from the partner credit (SANDBOX)?');
    expect(document.activeElement).toBe(wrapper.get('[data-testid="confirm-region"]').element);
    wrapper.unmount();
  });

  it('pays only on Ctrl+Enter: a lone Enter, Enter or Space on the button do nothing; Esc goes back', async () => {
    const wrapper = mountConfirm('sandbox');
    await flushPromises();
    const button = wrapper.get('[data-testid="confirm-pay"]').element;
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    wrapper.get('[data-testid="confirm-region"]').element.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    const onButton = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    button.dispatchEvent(onButton);
    expect(onButton.defaultPrevented).toBe(true); // the browser's "Enter clicks the button" never happens
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    button.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(wrapper.emitted('confirm')).toBeUndefined();
    press(wrapper.element, 'Enter', { ctrlKey: true });
    expect(wrapper.emitted('confirm')).toEqual([[undefined]]);
    press(wrapper.element, 'Escape');
    expect(wrapper.emitted('back')).toHaveLength(1);
    wrapper.unmount();
  });

  it('production: needs the last four digits typed; wrong or missing digits say which, and nothing is confirmed', async () => {
    const wrapper = mountConfirm('production');
    await flushPromises();
    const digits = wrapper.get('[data-testid="confirm-digits"] input');
    expect(document.activeElement).toBe(digits.element);
    press(wrapper.element, 'Enter', { ctrlKey: true });
    await flushPromises();
    expect(wrapper.get('[data-testid="confirm-digits-error"]').text()).toBe('Type the last four digits of order 917083410105919001 to confirm.');
    await digits.setValue('1900');
    press(wrapper.element, 'Enter', { ctrlKey: true });
    await digits.setValue('9001');
    press(digits.element, 'Enter'); // a lone Enter in the field does not pay either
    expect(wrapper.emitted('confirm')).toBeUndefined();
    press(digits.element, 'Enter', { ctrlKey: true });
    expect(wrapper.emitted('confirm')).toEqual([['9001']]);
    wrapper.unmount();
  });
});
