/**
 * Walkthrough finding 2 (issue 23): focus went to the page body after a payment, after Alt+I
 * (force issue), after the training panel's buttons and after switching profile. It lands on the
 * result or the next step.
 */
/* eslint-disable vue/one-component-per-file -- each test mounts its screen inside a small host giving it naive-ui's providers */
import { DEFAULT_ORDER_DETAIL_PATH, DEFAULT_UPLOAD_ATTACHMENT_PATH, type ProfileSummary } from '@contract/domains/profiles';
import type { Preferences } from '@contract/domains/app';
import type { TrainingState } from '@contract/domains/training';
import { flushPromises, mount } from '@vue/test-utils';
import { NDialogProvider, NMessageProvider } from 'naive-ui';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { DESK_KEY } from '@/bridge/use-desk';
import TrainingPanel from '@/components/settings/TrainingPanel.vue';
import PreFlightPanel from '@/components/ticketing/PreFlightPanel.vue';
import SettingsView from '@/views/SettingsView.vue';
import { createFakeDesk } from '../support/fake-desk';
import { filedOrder, preFlightOf } from '../ticketing/fixtures';

afterEach(() => {
  document.body.innerHTML = '';
});

const onBody = () => document.activeElement === document.body || document.activeElement === null;

describe('Ticketing: focus after paying and after Force issue', () => {
  const order = filedOrder('sandbox', 'sandbox');
  const props = { preFlight: preFlightOf(order), now: Date.parse('2026-11-23T10:00:00Z'), work: null, seconds: 0, error: null, payment: null, issued: null, activeProfileId: 'sandbox' };

  it('the pane holds focus while paying, then the payment’s outcome takes it', async () => {
    const wrapper = mount(PreFlightPanel, { props, attachTo: document.body });
    (document.activeElement as HTMLElement | null)?.blur();
    await wrapper.setProps({ work: 'paying' });
    await flushPromises();
    expect(document.activeElement).toBe(wrapper.get('[data-testid="pre-flight"]').element);
    const paid = { ...order, status: { code: 'ISS_PRC', text: null, key: 'ISS_PRC', group: 'issuing' } } as typeof order;
    await wrapper.setProps({ work: null, payment: { outcome: 'already-paid', order: paid, amounts: null }, preFlight: preFlightOf(paid) });
    await flushPromises();
    expect(onBody()).toBe(false);
    expect(document.activeElement).toBe(wrapper.get('[data-testid="payment-outcome"]').element);
    wrapper.unmount();
  });

  it('after Alt+I the tickets take focus', async () => {
    const wrapper = mount(PreFlightPanel, { props: { ...props, work: 'issuing' }, attachTo: document.body });
    (document.activeElement as HTMLElement | null)?.blur();
    const issued = { ...order, status: { code: 'ISSED', text: null, key: 'ISSED', group: 'issued' }, tickets: [] } as typeof order;
    await wrapper.setProps({ work: null, issued: { order: issued }, preFlight: preFlightOf(issued) });
    await flushPromises();
    expect(document.activeElement).toBe(wrapper.get('[data-testid="tickets"]').element);
    wrapper.unmount();
  });
});

describe('Settings: focus after the training panel’s buttons and after switching profile', () => {
  const state: TrainingState = {
    profileName: 'Sandbox', baseUrl: 'http://127.0.0.1:43123', clock: { beijingTime: '2026-11-21 18:32:05', offsetMinutes: 0 }, faults: [],
    errorCodes: { shopping: [], precisePricing: [], ticketing: [], modifyOrderStatus: [], ancillaryOrderDetail: [], checkReimbursed: [], refundRequest: [] },
  } as unknown as TrainingState;
  const withFault = { ...state, faults: [{ id: 1, operation: 'precisePricing', kind: 'drift', latencyMs: null, drift: 'up', code: null, message: null, remaining: 1, applied: 0, spec: '' }] } as unknown as TrainingState;

  async function mountTraining() {
    const fake = createFakeDesk({
      'training.state': () => ({ ok: true, value: state }),
      'training.forcePricing': () => ({ ok: true, value: withFault }),
      'training.advanceClock': () => ({ ok: true, value: { ...state, clock: { beijingTime: '2026-11-22 18:32:05', offsetMinutes: 1440 } } }),
      'training.clearFaults': () => ({ ok: true, value: state }),
    });
    const pinia = createPinia();
    setActivePinia(pinia);
    const Host = defineComponent({ render: () => h(NMessageProvider, () => h(TrainingPanel, { profileId: 'sandbox' })) });
    const wrapper = mount(Host, { global: { plugins: [pinia], provide: { [DESK_KEY as symbol]: fake.desk } }, attachTo: document.body });
    await flushPromises();
    return wrapper;
  }

  it('lands on the faults after adding one, on the clock after moving it, on "no faults" after clearing, on Refresh after refreshing', async () => {
    const wrapper = await mountTraining();
    await wrapper.get('[data-testid="training-pricing"]').trigger('submit');
    await flushPromises();
    expect(document.activeElement).toBe(wrapper.get('[data-testid="training-faults"]').element);

    await wrapper.get('[data-testid="training-clear"]').trigger('click');
    await flushPromises();
    expect(document.activeElement).toBe(wrapper.get('[data-testid="training-no-faults"]').element);

    await wrapper.get<HTMLInputElement>('[data-testid="training-clock-amount"] input').setValue('1');
    await wrapper.get('[data-testid="training-clock-form"]').trigger('submit');
    await flushPromises();
    expect(document.activeElement).toBe(wrapper.get('[data-testid="training-clock"]').element);

    await wrapper.get('[data-testid="training-refresh"]').trigger('click');
    await flushPromises();
    expect(document.activeElement).toBe(wrapper.get('[data-testid="training-refresh"]').element);
    wrapper.unmount();
  });

  it('switching profile puts focus on the profile now active', async () => {
    const profile = (id: string, active: boolean): ProfileSummary => ({
      id, name: id, environment: 'sandbox', apiBaseUrl: 'http://127.0.0.1:5555', refundBaseUrl: 'http://127.0.0.1:5555', maskedPartnerId: '••', hasKey: true, builtIn: false, active,
      orderDetailPath: DEFAULT_ORDER_DETAIL_PATH, uploadAttachmentPath: DEFAULT_UPLOAD_ATTACHMENT_PATH, orderPricingBeforeTicketing: true, bookingEnabled: true,
    });
    let activeId = 'Dead';
    const preferences: Preferences = { theme: 'system', density: 'compact', diagnosticsLogging: false, shoppingTimeoutSeconds: 60, overdueDays: 14, language: 'en', pollIntervalMinutes: 30 };
    const fake = createFakeDesk({
      'profiles.list': () => ({ ok: true, value: { profiles: [profile('Dead', activeId === 'Dead'), profile('Working', activeId === 'Working')], keychain: { available: true }, unusedKeys: [] } }),
      'profiles.activate': (input) => {
        activeId = (input as { id: string }).id;
        return { ok: true, value: profile(activeId, true) };
      },
      'app.keptStateFiles': () => ({ ok: true, value: [] }),
      'profiles.active': () => ({ ok: true, value: profile(activeId, true) }),
      'preferences.get': () => ({ ok: true, value: preferences }),
      'training.state': () => ({ ok: true, value: state }),
    });
    setActivePinia(createPinia());
    const Host = defineComponent({ render: () => h(NMessageProvider, () => h(NDialogProvider, () => h(SettingsView))) });
    const wrapper = mount(Host, { global: { provide: { [DESK_KEY as symbol]: fake.desk } }, attachTo: document.body });
    await flushPromises();
    const use = wrapper.get('button[aria-label="Use profile Working"]');
    (use.element as HTMLElement).focus();
    await use.trigger('click');
    await flushPromises();
    expect(onBody()).toBe(false);
    expect(document.activeElement).toBe(wrapper.get('[data-testid="profile-name-Working"]').element);
    wrapper.unmount();
  });
});
