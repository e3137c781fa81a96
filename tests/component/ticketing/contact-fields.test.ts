/**
 * The contact sent with a payment (issue 23, finding 9): an empty field shows an example worded
 * as one ("e.g. ZHANG/SAN"), never a value-like sample; a missing or wrong field is named by the
 * label the agent sees ("E-mail is required."), never by the API's name ("email", "telNum"), in
 * English and in Chinese, whether the form found it or main's validation did.
 */
import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import PreFlightPanel from '@/components/ticketing/PreFlightPanel.vue';
import { setLanguage } from '@/ui-text';
import { filedOrder, preFlightOf } from './fixtures';

function mountPanel(contact = { name: '', email: '', telNum: '' }) {
  const order = filedOrder('sandbox', 'sandbox');
  return mount(PreFlightPanel, {
    props: { preFlight: { ...preFlightOf(order), contact }, now: Date.parse('2026-11-23T10:00:00Z'), work: null, seconds: 0, error: null, payment: null, issued: null, activeProfileId: 'sandbox' },
    attachTo: document.body,
  });
}

const placeholders = (wrapper: ReturnType<typeof mountPanel>) => ['name', 'email', 'telNum'].map((field) => wrapper.get(`[data-testid="contact-${field}"] input`).attributes('placeholder'));
const errors = (wrapper: ReturnType<typeof mountPanel>) => ['name', 'email', 'telNum'].map((field) => {
  const error = wrapper.find(`[data-testid="contact-${field}-error"]`);
  return error.exists() ? error.text() : '';
});

afterEach(() => setLanguage('en'));

describe('the payment contact', () => {
  it('empty fields show examples worded as examples, not values', () => {
    const wrapper = mountPanel();
    expect(placeholders(wrapper)).toEqual(['e.g. ZHANG/SAN', 'e.g. name@agency.com', 'e.g. +8613800138000']);
    wrapper.unmount();
  });

  it('Pay with the fields empty: each error names the field by its label', async () => {
    const wrapper = mountPanel();
    await (wrapper.vm as unknown as { startPayment(): Promise<void> }).startPayment();
    await flushPromises();
    expect(errors(wrapper)).toEqual(['Name (SURNAME/GIVEN) is required.', 'E-mail is required.', 'Telephone is required.']);
    expect(wrapper.find('[data-testid="payment-confirm"]').exists()).toBe(false);
    wrapper.unmount();
  });

  it('a wrong e-mail and telephone: the rule after the label', async () => {
    const wrapper = mountPanel({ name: 'ZHANG/SAN', email: 'agent', telNum: '12' });
    await (wrapper.vm as unknown as { startPayment(): Promise<void> }).startPayment();
    await flushPromises();
    expect(errors(wrapper)).toEqual(['', 'E-mail must be an e-mail address such as agent@example.com.', 'Telephone must be a telephone number: 6 to 20 digits, + allowed first.']);
    wrapper.unmount();
  });

  it('main’s validation answer (contact.email) is worded with the label too', async () => {
    const wrapper = mountPanel({ name: 'ZHANG/SAN', email: '', telNum: '+8613800138000' });
    await wrapper.setProps({ error: { kind: 'validation', message: 'contact.email is required.', issues: [{ field: 'contact.email', rule: 'required', message: 'contact.email is required.' }] } });
    await flushPromises();
    expect(errors(wrapper)).toEqual(['', 'E-mail is required.', '']);
    wrapper.unmount();
  });

  it('in Chinese: examples marked 例如, errors named by the Chinese labels', async () => {
    setLanguage('zh-CN');
    const wrapper = mountPanel();
    expect(placeholders(wrapper)).toEqual(['例如 ZHANG/SAN', '例如 name@agency.com', '例如 +8613800138000']);
    await (wrapper.vm as unknown as { startPayment(): Promise<void> }).startPayment();
    await flushPromises();
    const shown = errors(wrapper);
    expect(shown).toEqual([expect.stringMatching(/^姓名（SURNAME\/GIVEN）/), expect.stringMatching(/^邮箱/), expect.stringMatching(/^电话/)]);
    expect(shown.join(' ')).not.toMatch(/email|telNum|name/);
    wrapper.unmount();
  });
});
