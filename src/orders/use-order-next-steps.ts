/**
 * What the open order can go on to, from the Orders detail (issue 9: "the actions later issues
 * add, keyboard-reachable"). Each step is the later issue's own, reached with the order in hand:
 * - Force issue (Alt+I): a paid sandbox order waiting to be issued opens in Ticketing's pre-flight,
 *   where the forced issue is offered (Alt+I again) with what it does;
 * - Refund… (Alt+R): an issued air order starts (or reopens) its refund draft on the Refunds screen;
 * - Check reimbursement (Alt+K): a refund order is checked with CheckReimbursed at once; the answer
 *   is filed, so the detail shows it, and the line under the actions says what came of it.
 * "Ticket" (Alt+Y) and "Cancel order…" (Alt+X) have their own places on the screen.
 */
import type { FiledOrder } from '@contract/domains/orders';
import type { DeskError } from '@contract/result';
import { isRefundable } from '@contract/refunds/refundable';
import { computed, ref, shallowRef, type Ref } from 'vue';
import { useRouter } from 'vue-router';
import { newRequestId } from '../bridge/request-id';
import { useDesk } from '../bridge/use-desk';
import { useRefundsStore } from '../stores/refunds-store';
import { canForceIssue } from '../ticketing/payment-gate';

export interface NextSteps {
  forceIssue: boolean;
  refund: boolean;
  checkReimbursement: boolean;
}

/** Which steps an order can take now (the same rules as the screens that take them). */
export function nextStepsOf(order: FiledOrder | null): NextSteps {
  if (!order) return { forceIssue: false, refund: false, checkReimbursement: false };
  return {
    forceIssue: order.kind === 'air' && canForceIssue(order, order.environment === 'sandbox'),
    refund: isRefundable(order),
    checkReimbursement: order.kind === 'refund',
  };
}

export interface CheckOutcome {
  orderNum: string;
  changed: boolean;
  error: DeskError | null;
}

export function useOrderNextSteps(selected: Ref<FiledOrder | null>) {
  const desk = useDesk();
  const router = useRouter();
  const steps = computed(() => nextStepsOf(selected.value));
  const checking = ref<string | null>(null);
  const checked = shallowRef<CheckOutcome | null>(null);

  async function forceIssue(): Promise<void> {
    const order = selected.value;
    if (order && steps.value.forceIssue) await router.push({ path: '/ticketing', query: { order: order.orderNum } });
  }

  async function refund(): Promise<void> {
    const order = selected.value;
    if (!order || !steps.value.refund) return;
    // The Refunds screen shows the draft, or why it could not be started. (Its store is made
    // here, not when the Orders screen mounts: entering Orders has a first-rows target.)
    await useRefundsStore().start({ orderId: order.id });
    await router.push('/refunds');
  }

  async function checkReimbursement(): Promise<void> {
    const order = selected.value;
    if (!order || !steps.value.checkReimbursement || checking.value) return;
    checked.value = null;
    checking.value = order.orderNum;
    try {
      const result = await desk.reimbursements.check({ orderIds: [order.id] }, { requestId: newRequestId('check-reimbursed') });
      const failure = result.ok ? (result.value.failed[0]?.error ?? null) : result.error;
      checked.value = { orderNum: order.orderNum, changed: result.ok && result.value.changed > 0, error: failure };
    } finally {
      checking.value = null;
    }
  }

  /** An outcome belongs to the order it was for: another order opened hides it. */
  const outcome = computed(() => (checked.value && checked.value.orderNum === selected.value?.orderNum ? checked.value : null));

  return { steps, forceIssue, refund, checkReimbursement, checking, outcome };
}
