import type { ConnectionTest } from '@contract/domains/profiles';
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import ConnectionTestStatus from '@/components/settings/ConnectionTestStatus.vue';

const result = (over: Partial<ConnectionTest>): ConnectionTest => ({ profileId: 'p', outcome: 'connected', message: 'Connected: the service accepted the partner id and key.', nextStep: '', detail: '', checkedAt: '2026-11-21T10:00:00.000Z', ...over });

describe('connection test status', () => {
  it('reads a successful probe as plain success: the probe\u2019s answer stays behind "Technical detail"', () => {
    const wrapper = mount(ConnectionTestStatus, {
      props: { state: { status: 'done', result: result({ detail: 'The test question … was answered "Order is not exist" (B037): …' }) } },
    });
    const outcome = wrapper.get('[data-outcome="connected"]');
    expect(outcome.text()).toBe('Connected: the service accepted the partner id and key.');
    const detail = wrapper.get('[data-testid="connection-test-detail"]');
    expect(detail.element.tagName).toBe('DETAILS');
    expect((detail.element as HTMLDetailsElement).open).toBe(false);
    expect(detail.get('summary').text()).toBe('Technical detail');
  });
});
