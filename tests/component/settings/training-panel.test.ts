import type { TrainingFault, TrainingState } from '@contract/domains/training';
import { flushPromises, mount } from '@vue/test-utils';
import { NMessageProvider } from 'naive-ui';
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { DESK_KEY } from '@/bridge/use-desk';
import TrainingPanel from '@/components/settings/TrainingPanel.vue';
import { clockLine, describeFault } from '@/settings/training-wording';
import { createFakeDesk } from '../support/fake-desk';

const fault = (over: Partial<TrainingFault>): TrainingFault => ({ id: 1, operation: 'shopping', kind: 'latency', latencyMs: null, drift: null, code: null, message: null, remaining: 1, applied: 0, spec: '', ...over });
const base: TrainingState = {
  profileName: 'Sandbox',
  baseUrl: 'http://127.0.0.1:43123',
  clock: { beijingTime: '2026-11-21 18:32:05', offsetMinutes: 0 },
  faults: [],
  errorCodes: {
    shopping: [
      { code: 'S001', message: 'System error.', explanation: 'The platform had an internal error.' },
      { code: 'B014', message: 'Shopping failed.', explanation: 'The platform could not complete the search.' },
    ],
    precisePricing: [], ticketing: [], modifyOrderStatus: [], ancillaryOrderDetail: [], checkReimbursed: [], refundRequest: [],
  },
};

async function mountPanel(responses: Parameters<typeof createFakeDesk>[0] = {}) {
  const fake = createFakeDesk({ 'training.state': () => ({ ok: true, value: base }), ...responses });
  const pinia = createPinia();
  setActivePinia(pinia);
  const Host = defineComponent({ render: () => h(NMessageProvider, () => h(TrainingPanel, { profileId: 'sandbox' })) });
  const wrapper = mount(Host, { global: { plugins: [pinia], provide: { [DESK_KEY as symbol]: fake.desk } }, attachTo: document.body });
  await flushPromises();
  return { wrapper, fake };
}

describe('training wording', () => {
  it('says what each fault does, in the desk\u2019s names for the operations', () => {
    expect(describeFault(fault({ operation: 'precisePricing', kind: 'drift', drift: 'up' }))).toBe('Pricing: the price goes up');
    expect(describeFault(fault({ latencyMs: 5000 }))).toBe('Shopping: answers 5 s late');
    expect(describeFault(fault({ operation: 'ticketing', kind: 'hang' }))).toBe('Ticketing: never answers');
    expect(describeFault(fault({ kind: 'error-code', code: 'B014', message: 'Shopping failed.' }))).toBe('Shopping: answers B014 “Shopping failed.”');
    expect(describeFault(fault({ operation: 'all', kind: 'http-status', spec: '*:http=503:times=2' }))).toBe('All operations: *:http=503:times=2');
  });

  it('reads the sandbox clock with how far it runs ahead', () => {
    expect(clockLine({ beijingTime: '2026-11-21 18:32:05', offsetMinutes: 0 })).toBe('Sandbox clock: SA 21NOV 18:32 Beijing time (on the real clock)');
    expect(clockLine({ beijingTime: '2026-11-23 20:02:05', offsetMinutes: 2970 })).toBe('Sandbox clock: MO 23NOV 20:02 Beijing time (2d 1h30 ahead of the real clock)');
  });
});

describe('training panel', () => {
  it('shows the sandbox\u2019s base URL and clock, and every control has a label', async () => {
    const { wrapper } = await mountPanel();
    expect(wrapper.get('[data-testid="training-base-url"]').text()).toBe('http://127.0.0.1:43123');
    expect(wrapper.get('[data-testid="training-clock"]').text()).toContain('SA 21NOV 18:32');
    for (const control of wrapper.findAll('select, input')) {
      const labelled = control.attributes('aria-label') ?? control.element.closest('label')?.textContent?.trim();
      expect(labelled, control.html()).toBeTruthy();
    }
    expect(wrapper.findAll('input').every((input) => input.attributes('placeholder') !== 'Please Input')).toBe(true);
    wrapper.unmount();
  });

  it('makes shopping answer a code chosen from its catalogue', async () => {
    const { wrapper, fake } = await mountPanel({
      'training.answerError': () => ({ ok: true, value: { ...base, faults: [fault({ kind: 'error-code', code: 'B014', message: 'Shopping failed.' })] } }),
    });
    await wrapper.get('[data-testid="training-error-code"]').setValue('1');
    expect(wrapper.text()).toContain('The platform could not complete the search.');
    await wrapper.get('[data-testid="training-error"]').trigger('submit');
    await flushPromises();
    expect(fake.calls).toContainEqual({ name: 'training.answerError', input: { operation: 'shopping', code: 'B014', message: 'Shopping failed.', calls: 1 } });
    expect(wrapper.get('[data-testid="training-fault"]').text()).toContain('answers B014');
    wrapper.unmount();
  });

  it('refuses a delay it cannot read, naming the field and the range, and sends nothing', async () => {
    const { wrapper, fake } = await mountPanel();
    await wrapper.get('[data-testid="training-seconds"] input').setValue('0.5');
    await wrapper.get('[data-testid="training-slow"]').trigger('submit');
    await flushPromises();
    expect(wrapper.get('[data-testid="training-slow"] [role="alert"]').text()).toBe('Delay (seconds) must be a whole number from 1 to 300; "0.5" is not.');
    expect(fake.calls.map((call) => call.name)).toEqual(['training.state']);
    wrapper.unmount();
  });

  it('advances the clock by hours, sent as minutes', async () => {
    const { wrapper, fake } = await mountPanel({ 'training.advanceClock': () => ({ ok: true, value: { ...base, clock: { beijingTime: '2026-11-21 20:32:05', offsetMinutes: 120 } } }) });
    await wrapper.get('[data-testid="training-clock-amount"] input').setValue('2');
    await wrapper.get('[data-testid="training-clock-form"]').trigger('submit');
    await flushPromises();
    expect(fake.calls).toContainEqual({ name: 'training.advanceClock', input: { minutes: 120 } });
    expect(wrapper.get('[data-testid="training-clock"]').text()).toContain('(2h00 ahead of the real clock)');
    wrapper.unmount();
  });

  it('shows why the sandbox cannot be reached', async () => {
    const { wrapper } = await mountPanel({ 'training.state': () => ({ ok: false, error: { kind: 'network', message: 'The sandbox at http://127.0.0.1:1 could not be reached.' } }) });
    expect(wrapper.get('[data-testid="error-notice"]').text()).toContain('could not be reached');
    wrapper.unmount();
  });
});
