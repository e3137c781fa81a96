import type { DeskError } from '@contract/result';
import { flushPromises, mount } from '@vue/test-utils';
import { NDialogProvider } from 'naive-ui';
import { describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import AgencyLockChoice from '@/components/ticketing/AgencyLockChoice.vue';

/**
 * The Refunds screen answers the agency's lock as Ticketing does, with the one AgencyLockChoice,
 * in a refund's words (docs/team-sync.md, "No double payment across desks").
 */
const refusal = (rule: string): DeskError => ({ kind: 'validation', message: 'A refund of this order is being submitted by Agent Li (LI) since 10:41 your time.', issues: [{ field: 'agencyLock', rule, message: 'Wait for it.' }] });

function mountChoice(error: DeskError | null, operation?: 'ticketing' | 'refund') {
  const answers: string[] = [];
  const Host = defineComponent(() => () => h(NDialogProvider, null, { default: () => h(AgencyLockChoice, { error, busy: false, ...(operation ? { operation } : {}), onAnswer: (choice: string) => answers.push(choice) }) }));
  return { wrapper: mount(Host, { attachTo: document.body }), answers };
}

describe('the agency lock answer on the Refunds screen', () => {
  it('offers to take over another desk\'s refund, in a refund\'s words, and answers take-over only after the confirmation', async () => {
    const { wrapper, answers } = mountChoice(refusal('lease-held-by-another-desk'), 'refund');
    const button = wrapper.find('[data-testid="refund-agency-lock-choice"]');
    expect(button.text()).toBe('Take over and submit');
    await button.trigger('click');
    await flushPromises();
    expect(answers).toEqual([]);
    expect(document.body.textContent).toContain('Take over the refund from the other desk?');
    const confirm = [...document.querySelectorAll<HTMLButtonElement>('.n-dialog button')].find((each) => each.textContent?.includes('Take over and submit'));
    confirm?.click();
    await flushPromises();
    expect(answers).toEqual(['take-over']);
    wrapper.unmount();
  });

  it('offers to submit without the lock when the agency server cannot be reached; Ticketing keeps its payment words', () => {
    const refund = mountChoice(refusal('agency-server-unreachable'), 'refund');
    expect(refund.wrapper.find('[data-testid="refund-agency-lock-choice"]').text()).toBe('Submit without the agency lock');
    refund.wrapper.unmount();
    const ticketing = mountChoice(refusal('agency-server-unreachable'));
    expect(ticketing.wrapper.find('[data-testid="ticketing-agency-lock-choice"]').text()).toBe('Pay without the agency lock');
    ticketing.wrapper.unmount();
  });

  it('offers nothing for another refusal', () => {
    const { wrapper } = mountChoice({ kind: 'validation', message: 'x', issues: [{ field: 'draftId', rule: 'sent', message: 'x' }] }, 'refund');
    expect(wrapper.find('[data-testid="refund-agency-lock-choice"]').exists()).toBe(false);
    wrapper.unmount();
  });
});
