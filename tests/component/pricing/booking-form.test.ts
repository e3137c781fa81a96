import type { PricedOffer } from '@contract/domains/pricing';
import type { Environment } from '@contract/domains/profiles';
import { SANDBOX_CONTACT, type TestOrder } from '@contract/domains/booking';
import { flushPromises, mount } from '@vue/test-utils';
import { NDialogProvider, NMessageProvider } from 'naive-ui';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h, nextTick } from 'vue';
import { DESK_KEY } from '@/bridge/use-desk';
import BookingForm from '@/components/pricing/BookingForm.vue';
import { usePricingStore } from '@/stores/pricing-store';
import { setLanguage } from '@/ui-text';
import { createFakeDesk } from '../support/fake-desk';

const order = (orderNum: string): TestOrder => ({ orderNum, stateCode: 'TO_BE_PAID', stateText: 'To be paid', orderAmount: '1100.00', currency: 'CNY', pnr: 'ABC123', lastTicketingTime: null, createdAt: '2026-11-21T10:05:00.000Z' });
const offer = (testOrders: TestOrder[] = []) => ({ pricedOfferId: 'p-1', searchId: 's-1', testOrders }) as unknown as PricedOffer;

async function mountForm(responses: Parameters<typeof createFakeDesk>[0], counts = { adults: 1, children: 0, infants: 0 }, testOrders: TestOrder[] = [], environment: Environment = 'sandbox', documentsRequired = false) {
  const fake = createFakeDesk(responses);
  const pinia = createPinia();
  setActivePinia(pinia);
  const Host = defineComponent({ render: () => h(NMessageProvider, () => h(NDialogProvider, () => h(BookingForm, { pricedOfferId: 'p-1', counts, travelDate: '2026-12-12', environment, documentsRequired }))) });
  const wrapper = mount(Host, { global: { plugins: [pinia], provide: { [DESK_KEY as symbol]: fake.desk } }, attachTo: document.body });
  usePricingStore().offer = offer(testOrders);
  await nextTick();
  return { wrapper, fake };
}

async function fill(wrapper: ReturnType<typeof mount>, index: number, values: { last?: string; first?: string; birthday?: string; sex?: 'm' | 'f' }): Promise<void> {
  if (values.last !== undefined) await wrapper.get(`[data-testid="passenger-${index}-last"] input`).setValue(values.last);
  if (values.first !== undefined) await wrapper.get(`[data-testid="passenger-${index}-first"] input`).setValue(values.first);
  if (values.birthday !== undefined) await wrapper.get(`[data-testid="passenger-${index}-birthday"] input`).setValue(values.birthday);
  if (values.sex) await wrapper.get(`[data-testid="passenger-${index}-sex-${values.sex}"] input`).trigger('change');
}

const submit = async (wrapper: ReturnType<typeof mount>) => {
  await wrapper.get('form').trigger('submit');
  await flushPromises();
};

afterEach(() => setLanguage('en'));

describe('the booking form (booking.create)', () => {
  it('names empty fields in words ("Last name is required."), never by their path, and sends nothing', async () => {
    const { wrapper, fake } = await mountForm({});
    await submit(wrapper);
    expect(wrapper.get('[data-testid="passenger-0-last-error"]').text()).toBe('Last name is required.');
    expect(wrapper.get('[data-testid="passenger-0-first-error"]').text()).toBe('First name is required.');
    expect(wrapper.get('[data-testid="passenger-0-birthday-error"]').text()).toBe('Birthday is required.');
    expect(wrapper.get('[data-testid="passenger-0-sex-error"]').text()).toBe('Sex is required: choose M or F.');
    expect(wrapper.text()).not.toMatch(/passengers\.\d/);
    expect(fake.calls.some((call) => call.name === 'booking.create')).toBe(false);
    // The first field in error takes focus.
    expect(document.activeElement).toBe(wrapper.get('[data-testid="passenger-0-last"] input').element);
    wrapper.unmount();
  });

  it('refuses a child born in 1990: ages are checked against the passenger type on the travel date', async () => {
    const { wrapper, fake } = await mountForm({}, { adults: 1, children: 1, infants: 0 });
    await fill(wrapper, 0, { last: 'Wang', first: 'Lei', birthday: '1985-03-04', sex: 'm' });
    await fill(wrapper, 1, { last: 'Wang', first: 'Xiao', birthday: '1990-01-31', sex: 'f' });
    await submit(wrapper);
    expect(wrapper.get('[data-testid="passenger-1-birthday-error"]').text()).toBe('A child must be 2 to 11 years old on the travel date (SA 12DEC): born 2014-12-13 to 2024-12-12.');
    expect(fake.calls.some((call) => call.name === 'booking.create')).toBe(false);
    wrapper.unmount();
  });

  it('uses format hints, not real-looking names, as placeholders, and states each type\u2019s birthday range', async () => {
    const { wrapper } = await mountForm({}, { adults: 1, children: 1, infants: 1 });
    const placeholders = wrapper.findAll('input[placeholder]').map((input) => input.attributes('placeholder'));
    expect(placeholders).toContain('As in passport, e.g. SURNAME');
    expect(placeholders.join(' ')).not.toMatch(/ZHANG|SAN\b|1990/);
    expect(wrapper.text()).toContain('Child (2–11): born 2014-12-13 to 2024-12-12');
    expect(wrapper.text()).toContain('Infant (under 2): born 2024-12-13 to 2026-12-12');
    wrapper.unmount();
  });

  it('is disabled while the order is being created: a second press sends nothing', async () => {
    let answer: () => void = () => undefined;
    const { wrapper, fake } = await mountForm({
      'booking.create': () => new Promise((resolve) => (answer = () => resolve({ ok: true, value: order('917083410232623001') }))),
    });
    await fill(wrapper, 0, { last: 'Wang', first: 'Lei', birthday: '1985-03-04', sex: 'm' });
    await wrapper.get('form').trigger('submit');
    await flushPromises();
    expect(wrapper.get('[data-testid="create-test-order"]').attributes('disabled')).toBeDefined();
    await wrapper.get('form').trigger('submit');
    await flushPromises();
    answer();
    await flushPromises();
    expect(fake.calls.filter((call) => call.name === 'booking.create')).toHaveLength(1);
    expect(wrapper.get('[data-testid="test-order-created"]').text()).toContain('Test order 917083410232623001 created: To be paid, CNY 1,100.00.'); // grouped, as every amount (issue 23, finding 12)
    setLanguage('zh-CN');
    await nextTick();
    // The desk's Chinese for the state, the sandbox's own text kept beside it.
    expect(wrapper.get('[data-testid="test-order-created"]').text()).toContain('待支付（To be paid）');
    setLanguage('en');
    expect(document.activeElement).toBe(wrapper.get('[data-testid="test-order-created"]').element);
    wrapper.unmount();
  });

  it('asks before a second order from a priced offer that already produced one, and sends `another` only when confirmed', async () => {
    const { wrapper, fake } = await mountForm({ 'booking.create': () => ({ ok: true, value: order('917083410240542001') }) }, undefined, [order('917083410232623001')]);
    expect(wrapper.get('[data-testid="test-order-earlier"]').text()).toContain('917083410232623001');
    await fill(wrapper, 0, { last: 'Wang', first: 'Lei', birthday: '1985-03-04', sex: 'm' });
    await submit(wrapper);
    expect(fake.calls.some((call) => call.name === 'booking.create')).toBe(false);
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Order 917083410232623001 was created from it');
    const confirm = [...(dialog?.querySelectorAll('button') ?? [])].find((button) => button.textContent?.includes('Create another order'));
    confirm?.click();
    await flushPromises();
    expect(fake.calls.filter((call) => call.name === 'booking.create').map((call) => (call.input as { another: boolean }).another)).toEqual([true]);
    wrapper.unmount();
  });

  it('asks as well when main refuses because another window already created an order', async () => {
    const { wrapper, fake } = await mountForm({
      'booking.create': () => ({ ok: false, error: { kind: 'validation', message: 'x', issues: [{ field: 'another', rule: 'one order per priced offer unless confirmed', message: 'x' }] } }),
      'pricing.load': () => ({ ok: true, value: offer([order('917083410232623001')]) }),
    });
    await fill(wrapper, 0, { last: 'Wang', first: 'Lei', birthday: '1985-03-04', sex: 'm' });
    await submit(wrapper);
    expect(fake.calls.map((call) => call.name)).toEqual(['booking.create', 'pricing.load']);
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Order 917083410232623001 was created from it');
    wrapper.unmount();
  });

  it('sends the booking contact: prefilled in the sandbox (a reserved address), checked like the payment contact', async () => {
    const { wrapper, fake } = await mountForm({ 'booking.create': () => ({ ok: true, value: order('917083410232623001') }) });
    expect((wrapper.get('[data-testid="contact-email"] input').element as HTMLInputElement).value).toBe(SANDBOX_CONTACT.email);
    await fill(wrapper, 0, { last: 'Wang', first: 'Lei', birthday: '1985-03-04', sex: 'm' });
    await wrapper.get('[data-testid="contact-email"] input').setValue('not an address');
    await submit(wrapper);
    expect(wrapper.get('[data-testid="contact-email-error"]').text()).toBe('Contact e-mail must be an e-mail address such as agent@example.com.');
    expect(document.activeElement).toBe(wrapper.get('[data-testid="contact-email"] input').element);
    expect(fake.calls.some((call) => call.name === 'booking.create')).toBe(false);
    await wrapper.get('[data-testid="contact-email"] input').setValue('agent@example.com');
    await submit(wrapper);
    expect(fake.calls.find((call) => call.name === 'booking.create')?.input).toMatchObject({ contact: { email: 'agent@example.com', telNum: SANDBOX_CONTACT.telNum } });
    wrapper.unmount();
  });

  it('with a real account (booking enabled on the profile): "Book order", the assumed-shape warning, no prefilled contact', async () => {
    const { wrapper, fake } = await mountForm({}, undefined, [], 'production');
    expect(wrapper.get('h2').text()).toBe('Book order (PRODUCTION)');
    expect(wrapper.get('[data-testid="booking-assumed-warning"]').text()).toContain('public material, not from the specification');
    expect((wrapper.get('[data-testid="contact-email"] input').element as HTMLInputElement).value).toBe('');
    await fill(wrapper, 0, { last: 'Wang', first: 'Lei', birthday: '1985-03-04', sex: 'm' });
    await submit(wrapper);
    expect(wrapper.get('[data-testid="contact-email-error"]').text()).toBe('Contact e-mail is required.');
    expect(fake.calls.some((call) => call.name === 'booking.create')).toBe(false);
    wrapper.unmount();
  });

  it('a real order on TEST or PRODUCTION is booked only after a confirmation naming the environment; the sandbox asks nothing', async () => {
    for (const environment of ['test', 'production'] as const) {
      const { wrapper, fake } = await mountForm({ 'booking.create': () => ({ ok: true, value: order('917083410232623001') }) }, undefined, [], environment);
      const label = environment.toUpperCase();
      await fill(wrapper, 0, { last: 'Wang', first: 'Lei', birthday: '1985-03-04', sex: 'm' });
      await wrapper.get('[data-testid="contact-email"] input').setValue('agent@example.com');
      await wrapper.get('[data-testid="contact-telnum"] input').setValue('+86 138 0013 8000');
      await submit(wrapper);
      expect(fake.calls.some((call) => call.name === 'booking.create')).toBe(false);
      const dialog = document.querySelector('[role="dialog"]');
      expect(dialog?.textContent).toContain(`Book a real order on ${label}?`);
      expect(dialog?.textContent).toContain('not a sandbox test order');
      [...(dialog?.querySelectorAll('button') ?? [])].find((button) => button.textContent?.includes('Do not book'))?.click();
      await flushPromises();
      expect(fake.calls.some((call) => call.name === 'booking.create')).toBe(false);
      await submit(wrapper);
      [...(document.querySelector('[role="dialog"]')?.querySelectorAll('button') ?? [])].find((button) => button.textContent?.includes(`Book on ${label}`))?.click();
      await flushPromises();
      expect(fake.calls.filter((call) => call.name === 'booking.create')).toHaveLength(1);
      wrapper.unmount();
      await flushPromises();
    }
    const { wrapper, fake } = await mountForm({ 'booking.create': () => ({ ok: true, value: order('917083410232623001') }) });
    await fill(wrapper, 0, { last: 'Wang', first: 'Lei', birthday: '1985-03-04', sex: 'm' });
    await submit(wrapper);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(fake.calls.filter((call) => call.name === 'booking.create')).toHaveLength(1);
    wrapper.unmount();
  }, 20_000); // three forms mounted one after the other

  it('outside mainland China requires each passenger\u2019s document, says why, and sends it once complete', async () => {
    const { wrapper, fake } = await mountForm({ 'booking.create': () => ({ ok: true, value: order('917083410232623001') }) }, undefined, [], 'sandbox', true);
    expect(wrapper.get('[data-testid="documents-required-hint"]').text()).toContain('Required outside mainland China');
    const select = wrapper.get('[data-testid="passenger-0-card-type"]');
    expect(select.element.tagName).toBe('SELECT');
    expect(select.attributes('aria-label')).toBe('Document type, passenger 1');
    expect(select.attributes('aria-required')).toBe('true');
    await fill(wrapper, 0, { last: 'Smith', first: 'John', birthday: '1985-03-04', sex: 'm' });
    await submit(wrapper);
    expect(wrapper.get('[data-testid="passenger-0-card-type-error"]').text()).toBe('Document type is required.');
    expect(wrapper.get('[data-testid="passenger-0-card-num-error"]').text()).toBe('Document number is required.');
    expect(wrapper.get('[data-testid="passenger-0-nationality-error"]').text()).toBe('Nationality is required.');
    expect(wrapper.get('[data-testid="passenger-0-card-expiry-error"]').text()).toBe('Document expiry is required.');
    expect(document.activeElement).toBe(select.element);
    expect(fake.calls.some((call) => call.name === 'booking.create')).toBe(false);

    await select.setValue('P');
    await wrapper.get('[data-testid="passenger-0-card-num"] input').setValue('E1234567');
    await wrapper.get('[data-testid="passenger-0-nationality"] input').setValue('gb');
    await wrapper.get('[data-testid="passenger-0-card-expiry"] input').setValue('2026-12-01');
    await submit(wrapper);
    // Letters typed in lower case are kept, raised to a country code; an expiry before travel is refused.
    expect((wrapper.get('[data-testid="passenger-0-nationality"] input').element as HTMLInputElement).value).toBe('GB');
    expect(wrapper.get('[data-testid="passenger-0-card-expiry-error"]').text()).toBe('Document expiry must be after the travel date (2026-12-12).');
    expect(wrapper.find('[data-testid="passenger-0-card-num-error"]').exists()).toBe(false);
    expect(fake.calls.some((call) => call.name === 'booking.create')).toBe(false);

    await wrapper.get('[data-testid="passenger-0-card-expiry"] input').setValue('2031-05-20');
    await submit(wrapper);
    expect(fake.calls.find((call) => call.name === 'booking.create')?.input).toMatchObject({
      passengers: [{ lastName: 'Smith', cardType: 'P', cardNum: 'E1234567', nationality: 'GB', cardExpiredDate: '2031-05-20' }],
    });
    wrapper.unmount();
  });

  it('within mainland China offers the document fields without requiring them, but checks what is typed', async () => {
    const { wrapper, fake } = await mountForm({ 'booking.create': () => ({ ok: true, value: order('917083410232623001') }) });
    expect(wrapper.find('[data-testid="documents-required-hint"]').exists()).toBe(false);
    expect(wrapper.get('[data-testid="passenger-0-card-type"]').attributes('aria-required')).toBe('false');
    await fill(wrapper, 0, { last: 'Wang', first: 'Lei', birthday: '1985-03-04', sex: 'm' });
    await wrapper.get('[data-testid="passenger-0-card-num"] input').setValue('12-34');
    await submit(wrapper);
    expect(wrapper.get('[data-testid="passenger-0-card-num-error"]').text()).toBe('Document number must be letters and digits only.');
    expect(wrapper.find('[data-testid="passenger-0-card-type-error"]').exists()).toBe(false);
    await wrapper.get('[data-testid="passenger-0-card-num"] input').setValue('');
    await submit(wrapper);
    expect(fake.calls.filter((call) => call.name === 'booking.create')).toHaveLength(1);
    wrapper.unmount();
  });
});
