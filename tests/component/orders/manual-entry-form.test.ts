import type { FiledOrder } from '@contract/domains/orders';
import type { DeskResult } from '@contract/result';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, describe, expect, it } from 'vitest';
import { DESK_KEY } from '@/bridge/use-desk';
import ManualEntryForm from '@/components/orders/manual/ManualEntryForm.vue';
import { addPassenger, emptyManualEntry, removePassenger, validateManualEntry } from '@/orders/manual-entry-form';
import { useManualEntryStore } from '@/stores/manual-entry-store';
import { createFakeDesk } from '../support/fake-desk';

const FILED = { id: 41, orderNum: '917083410145599001' } as unknown as FiledOrder;

/** What the agent types for a one-way, one-passenger order the service will not show. */
const GOOD: Record<string, string> = {
  orderNum: '917083410145599001',
  pnr: 'abc123',
  'contact.name': 'WANG/XIAOMING',
  'contact.email': 'ops@agency.example',
  'contact.telNum': '+86 10 6500 0000',
  'passengers.0.lastName': 'Müller',
  'passengers.0.firstName': 'Anna',
  'passengers.0.sex': 'F',
  'passengers.0.birthday': '1990-04-02',
  'passengers.0.ticketNum': '781-2345678901',
  'segments.0.airline': 'ca',
  'segments.0.flightNum': '1501',
  'segments.0.departure': 'pek',
  'segments.0.arrival': 'sha',
  'segments.0.departureDate': '2026-12-28',
  'segments.0.departureTime': '09:00',
  'segments.0.arrivalDate': '2026-12-28',
  'segments.0.arrivalTime': '11:15',
  'segments.0.bookingCode': 'y',
};

let mounted: VueWrapper | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

async function mountForm(answer: (input: unknown) => DeskResult<unknown> = () => ({ ok: true, value: FILED })) {
  const fake = createFakeDesk({ 'orders.enterManually': answer });
  const pinia = createPinia();
  setActivePinia(pinia);
  const wrapper = mount(ManualEntryForm, { global: { plugins: [pinia], provide: { [DESK_KEY as symbol]: fake.desk } }, attachTo: document.body });
  mounted = wrapper;
  await flushPromises();
  return { wrapper, fake, store: useManualEntryStore() };
}

const field = (wrapper: VueWrapper, path: string) => wrapper.get<HTMLInputElement | HTMLSelectElement>(`[data-path="${path}"]`);

async function type(wrapper: VueWrapper, values: Record<string, string>): Promise<void> {
  for (const [path, value] of Object.entries(values)) await field(wrapper, path).setValue(value);
}

const feedback = (wrapper: VueWrapper, path: string) => wrapper.find(`#manual-${path.replace(/\./g, '-')}-feedback`);

async function submit(wrapper: VueWrapper): Promise<void> {
  await wrapper.get('form').trigger('submit');
  await flushPromises();
}

describe('manual entry: every problem names the field and the rule, and nothing typed is lost', () => {
  it('an empty form names each required field by its label, not by its schema path', () => {
    const checked = validateManualEntry(emptyManualEntry());
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.orderNum?.message).toBe('Order number is required.');
    expect(checked.errors.pnr?.message).toMatch(/^PNR must be a 5–8 character record locator/);
    expect(checked.errors['contact.name']?.message).toMatch(/^Contact name \(SURNAME\/GIVEN\) must be SURNAME\/GIVEN as on the ticket/);
    expect(checked.errors['passengers.0.lastName']?.message).toMatch(/^Passenger 1 surname /);
    expect(checked.errors['passengers.0.sex']?.message).toBe('Passenger 1 sex must be one of: M, F.');
    expect(checked.errors['segments.0.flightNum']?.message).toMatch(/^Segment 1 flight must be a flight number such as 1501 or CA1501/);
    expect(Object.values(checked.errors).filter((error) => /^(passengers|segments|contact)\./.test(error.message))).toEqual([]);
  });

  it('shows each problem under its field, marks it invalid, focuses the first, and keeps every value typed', async () => {
    const { wrapper, fake } = await mountForm();
    await type(wrapper, { ...GOOD, orderNum: '9170A', 'passengers.0.birthday': '1990-02-30', 'segments.0.departureTime': '9h', 'contact.email': 'ops.agency' });
    await submit(wrapper);

    expect(fake.calls.filter((call) => call.name === 'orders.enterManually')).toHaveLength(0);
    expect(feedback(wrapper, 'orderNum').text()).toBe('Order number must contain digits only.');
    expect(feedback(wrapper, 'passengers.0.birthday').text()).toBe('Passenger 1 birthday must be a real calendar date.');
    expect(feedback(wrapper, 'segments.0.departureTime').text()).toBe('Segment 1 departure time must be a 24-hour time as HH:mm.');
    expect(feedback(wrapper, 'contact.email').text()).toBe('Contact e-mail must be an e-mail address.');
    expect(field(wrapper, 'orderNum').attributes('aria-invalid')).toBe('true');
    expect(field(wrapper, 'orderNum').attributes('aria-describedby')).toBe('manual-orderNum-feedback');
    expect(field(wrapper, 'pnr').attributes('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(field(wrapper, 'orderNum').element);
    // Nothing typed is lost, not even the wrong values.
    expect(field(wrapper, 'orderNum').element.value).toBe('9170A');
    expect(field(wrapper, 'passengers.0.lastName').element.value).toBe('Müller');
    expect(field(wrapper, 'segments.0.departureTime').element.value).toBe('9h');
    expect(wrapper.get('[data-testid="manual-problems"]').text()).toBe('Fields to correct: 4. The first one has the focus.');
  });

  it('clears a field’s problem as the agent corrects it, and leaves the others', async () => {
    const { wrapper } = await mountForm();
    await type(wrapper, { ...GOOD, orderNum: 'x', pnr: '1' });
    await submit(wrapper);
    await field(wrapper, 'orderNum').setValue('917083410145599001');
    expect(feedback(wrapper, 'orderNum').exists()).toBe(false);
    expect(feedback(wrapper, 'pnr').exists()).toBe(true);
  });

  it('files a correct entry with the contract’s input (optional fields left out) and empties the draft', async () => {
    const { wrapper, fake, store } = await mountForm();
    await type(wrapper, GOOD);
    await submit(wrapper);
    const call = fake.calls.find((entry) => entry.name === 'orders.enterManually');
    expect(call?.input).toMatchObject({
      orderNum: '917083410145599001',
      pnr: 'abc123',
      contact: { name: 'WANG/XIAOMING', email: 'ops@agency.example', telNum: '+86 10 6500 0000' },
      passengers: [{ type: 'ADT', lastName: 'Müller', firstName: 'Anna', sex: 'F', birthday: '1990-04-02', ticketNum: '781-2345678901' }],
      segments: [{ journey: 1, airline: 'ca', flightNum: '1501', departure: 'pek', arrival: 'sha', departureTime: '09:00', bookingCode: 'y' }],
    });
    expect(call?.input).not.toHaveProperty('airPnr');
    expect((call?.input as { passengers: Record<string, unknown>[] }).passengers[0]?.cardNum).toBeUndefined();
    expect(wrapper.emitted('filed')?.[0]).toEqual([FILED]);
    expect(store.values.orderNum).toBe('');
  });

  it('takes the amount as the desk shows it (CNY 5,120.00) and names the rule of an ambiguous one (issue 23, finding 7)', async () => {
    const { wrapper, fake } = await mountForm();
    await type(wrapper, { ...GOOD, amount: '5.120,00', currency: 'CNY' });
    await submit(wrapper);
    expect(fake.calls.some((call) => call.name === 'orders.enterManually')).toBe(false);
    expect(feedback(wrapper, 'amount').text()).toBe('Amount must use a point for decimals; a comma only groups thousands (5,120.00).');
    await type(wrapper, { amount: 'CNY 5,120.00', currency: '' });
    await submit(wrapper);
    expect(feedback(wrapper, 'amount').exists()).toBe(false);
    expect(fake.calls.find((call) => call.name === 'orders.enterManually')?.input).toMatchObject({ amount: 'CNY 5,120.00' });
  });

  it('shows main’s refusal (the number is already in the file) under the order number, keeping the draft', async () => {
    const { wrapper, store } = await mountForm(() => ({
      ok: false,
      error: { kind: 'validation', message: 'invalid', issues: [{ field: 'orderNum', rule: 'new', message: 'orderNum 917083410145599001 is already in the order file for this profile: open it instead (Ctrl+O).' }] },
    }));
    await type(wrapper, GOOD);
    await submit(wrapper);
    expect(feedback(wrapper, 'orderNum').text()).toBe('Order number 917083410145599001 is already in the order file for this profile: open it instead (Ctrl+O).');
    expect(store.values.pnr).toBe('abc123');
    expect(field(wrapper, 'segments.0.arrival').element.value).toBe('sha');
    expect(wrapper.emitted('filed')).toBeUndefined();
  });
});

describe('manual entry from the keyboard', () => {
  it('Alt+A adds a passenger and puts the focus on its surname; Alt+R removes the row the focus is in', async () => {
    const { wrapper } = await mountForm();
    await field(wrapper, 'passengers.0.lastName').setValue('WANG');
    await wrapper.get('form').trigger('keydown', { key: 'a', code: 'KeyA', altKey: true });
    await flushPromises();
    expect(wrapper.findAll('[data-testid="manual-passenger"]')).toHaveLength(2);
    expect(document.activeElement).toBe(field(wrapper, 'passengers.1.lastName').element);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Passenger 2 surname');

    await field(wrapper, 'passengers.1.lastName').trigger('keydown', { key: 'r', code: 'KeyR', altKey: true });
    await flushPromises();
    expect(wrapper.findAll('[data-testid="manual-passenger"]')).toHaveLength(1);
    expect(field(wrapper, 'passengers.0.lastName').element.value).toBe('WANG');
    expect(document.activeElement).toBe(field(wrapper, 'passengers.0.lastName').element);
  });

  it('Alt+G adds a segment that continues from the one before (journey, airline, departing where it arrived)', async () => {
    const { wrapper } = await mountForm();
    await type(wrapper, { 'segments.0.airline': 'CA', 'segments.0.arrival': 'SHA', 'segments.0.arrivalDate': '2026-12-28' });
    await wrapper.get('form').trigger('keydown', { key: 'g', code: 'KeyG', altKey: true });
    await flushPromises();
    expect(field(wrapper, 'segments.1.airline').element.value).toBe('CA');
    expect(field(wrapper, 'segments.1.departure').element.value).toBe('SHA');
    expect(field(wrapper, 'segments.1.departureDate').element.value).toBe('2026-12-28');
    expect(document.activeElement).toBe(field(wrapper, 'segments.1.flightNum').element);
  });

  it('keeps one passenger row at least (the last one can be cleared, not removed), and Esc closes keeping the draft', async () => {
    const values = emptyManualEntry();
    expect(removePassenger(values, values.passengers[0]!.rowId)).toBe(values);
    expect(removePassenger(addPassenger(values), values.passengers[0]!.rowId).passengers).toHaveLength(1);

    const { wrapper, store } = await mountForm();
    await field(wrapper, 'pnr').setValue('RGYHT4');
    await field(wrapper, 'pnr').trigger('keydown', { key: 'Escape' });
    expect(wrapper.emitted('close')).toHaveLength(1);
    expect(store.values.pnr).toBe('RGYHT4');
  });

  it('Ctrl+Enter files the order from any field', async () => {
    const { wrapper, fake } = await mountForm();
    await type(wrapper, GOOD);
    await field(wrapper, 'segments.0.bookingCode').trigger('keydown', { key: 'Enter', ctrlKey: true });
    await flushPromises();
    expect(fake.calls.some((call) => call.name === 'orders.enterManually')).toBe(true);
  });

  it('gives every control an accessible name', async () => {
    const { wrapper } = await mountForm();
    for (const control of wrapper.findAll('input, select, button')) {
      const element = control.element as HTMLElement;
      const labelled = element.getAttribute('aria-label') ?? (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ?? element.textContent;
      expect(labelled?.trim(), element.outerHTML.slice(0, 80)).toBeTruthy();
    }
  });
});
