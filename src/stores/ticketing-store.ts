import type { IssueResult, OrderPriceCheck, PaymentResult, PreFlight, QueuedOrder, TicketingContactInput } from '@contract/domains/ticketing';
import type { DeskError, DeskResult } from '@contract/result';
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import { newRequestId } from '../bridge/request-id';
import { useDesk } from '../bridge/use-desk';
import { dropOnProfileSwitch, isCallError } from './notices-of-profile';
import { createLiveQuery, onEvent } from '../live-query/live-query';
import { ticketingQueueSource, type QueueInfo } from '../live-query/sources/ticketing-queue-source';

/** What the screen is waiting for, if anything (one at a time; Esc stops waiting). */
export type TicketingWork = 'opening' | 'paying' | 'checking' | 'issuing';

/**
 * The Ticketing screen: the queue of orders to pay, the open order's pre-flight, and the payment,
 * its Check and the sandbox's forced issue. Every result carries the order as the file now has it,
 * so the panel always shows the file's truth (pending payment, status, tickets).
 */
export const useTicketingStore = defineStore('ticketing', () => {
  const desk = useDesk();
  /** When the running call started (ms): the elapsed seconds of the progress line. */
  const startedAt = ref<number | null>(null);
  let runningRequestId: string | null = null;
  /** The orders to pay, read again whenever an order is filed or changed (a burst: once). */
  const queueList = createLiveQuery<QueuedOrder, QueueInfo>({
    desk,
    source: ticketingQueueSource(desk),
    events: [onEvent('orders.changed', ({ orderIds }) => orderIds)],
    batchMs: 0,
  });
  const queue = queueList.rows;
  const queueMore = computed(() => queueList.info.value?.more ?? false);
  const preFlight = shallowRef<PreFlight | null>(null);
  const work = ref<TicketingWork | null>(null);
  /** The order number being opened or acted on, for the progress line. */
  const workingOn = ref('');
  const error = shallowRef<DeskError | null>(null);
  const payment = shallowRef<PaymentResult | null>(null);
  const issued = shallowRef<IssueResult | null>(null);
  // The previous profile's failure is not this one's (issue 23, finding 3).
  dropOnProfileSwitch(desk, () => {
    if (isCallError(error.value)) error.value = null;
  });

  function watchOrders(): void {
    queueList.listen();
  }

  /** The queue from the file (a queue that cannot be read keeps the rows shown). */
  function loadQueue(): Promise<void> {
    return queueList.reload();
  }

  /** Opens an order's pre-flight: read from the service first (`refresh`), or the file's copy. */
  async function open(orderNum: string, refresh = true): Promise<DeskResult<PreFlight> | null> {
    clearOutcome();
    workingOn.value = orderNum;
    const result = await run('opening', (options) => desk.ticketing.prepare({ orderNum, refresh }, options));
    if (!result) return null;
    if (result.ok) preFlight.value = result.value;
    else error.value = result.error;
    return result;
  }

  /** The last payment asked, so the agent's answer to the agency's lock (take over, go on without it) sends exactly it again. */
  let lastPayment: { orderId: number; contact: TicketingContactInput; confirmed: { amount: string | null; currency: string | null; lastFourDigits?: string } } | null = null;

  async function pay(
    contact: TicketingContactInput,
    confirmed: { amount: string | null; currency: string | null; lastFourDigits?: string },
    agencyLock?: 'take-over' | 'without-lock',
  ): Promise<DeskResult<PaymentResult> | null> {
    const open = preFlight.value;
    if (!open) return null;
    clearOutcome();
    workingOn.value = open.order.orderNum;
    lastPayment = { orderId: open.order.id, contact, confirmed };
    const result = await run('paying', (options) => desk.ticketing.pay({ orderId: open.order.id, contact, confirmed, ...(agencyLock ? { agencyLock } : {}) }, options));
    return settlePayment(open, result);
  }

  /** The same payment again, with the agent's answer to the agency's lock (docs/team-sync.md). */
  async function payAnswering(agencyLock: 'take-over' | 'without-lock'): Promise<DeskResult<PaymentResult> | null> {
    const open = preFlight.value;
    if (!open || !lastPayment || lastPayment.orderId !== open.order.id) return null;
    return pay(lastPayment.contact, lastPayment.confirmed, agencyLock);
  }

  async function check(): Promise<DeskResult<PaymentResult> | null> {
    const open = preFlight.value;
    if (!open) return null;
    clearOutcome();
    workingOn.value = open.order.orderNum;
    const result = await run('checking', (options) => desk.ticketing.check({ orderId: open.order.id }, options));
    return settlePayment(open, result);
  }

  async function forceIssue(): Promise<DeskResult<IssueResult> | null> {
    const open = preFlight.value;
    if (!open) return null;
    // What was paid stays on screen: issuing follows the payment, it does not replace it.
    error.value = null;
    issued.value = null;
    workingOn.value = open.order.orderNum;
    const result = await run('issuing', (options) => desk.ticketing.forceIssue({ orderId: open.order.id }, options));
    if (!result) return null;
    if (result.ok) {
      issued.value = result.value;
      preFlight.value = { ...open, order: result.value.order };
    } else {
      error.value = result.error;
      await reloadFromFile(open);
    }
    return result;
  }

  /**
   * Any answer but success leaves the file as main settled it (payment marked unknown, the order
   * re-read after B009/B010): the panel shows the file's copy again.
   */
  async function settlePayment(open: PreFlight, result: DeskResult<PaymentResult> | null): Promise<DeskResult<PaymentResult> | null> {
    if (!result) return null;
    if (result.ok) {
      payment.value = result.value;
      preFlight.value = { ...open, order: result.value.order };
    } else {
      error.value = result.error;
      await reloadFromFile(open);
    }
    return result;
  }

  async function reloadFromFile(open: PreFlight): Promise<void> {
    const again = await desk.ticketing.prepare({ orderNum: open.order.orderNum, refresh: false });
    // The order and main's order pricing change (a payment may have re-run it); where the order
    // was read from (and the contact) stay those of the opening.
    if (again.ok && preFlight.value?.order.id === open.order.id) preFlight.value = { ...open, order: again.value.order, orderPricing: again.value.orderPricing };
  }

  /** The agent acknowledges the price change order pricing found: paying is allowed again. */
  async function acknowledgePrice(): Promise<DeskResult<OrderPriceCheck> | null> {
    const open = preFlight.value;
    if (!open) return null;
    const result = await desk.ticketing.acknowledgePrice({ orderId: open.order.id });
    if (result.ok && preFlight.value?.order.id === open.order.id) preFlight.value = { ...preFlight.value, orderPricing: result.value };
    else if (!result.ok) error.value = result.error;
    return result;
  }

  /**
   * One call at a time (the screen disables its actions meanwhile). Not the shared cancellable
   * call: that one drops a cancelled call's answer, and for a payment the answer to a cancel IS
   * the news — main says the outcome is unknown and has marked the order so.
   */
  async function run<T>(kind: TicketingWork, body: (options: { requestId: string }) => Promise<DeskResult<T>>): Promise<DeskResult<T> | null> {
    if (runningRequestId) return null;
    const requestId = newRequestId('ticketing');
    runningRequestId = requestId;
    work.value = kind;
    startedAt.value = Date.now();
    try {
      const result = await body({ requestId });
      return result.ok || result.error.kind !== 'cancelled' ? result : null;
    } finally {
      runningRequestId = null;
      work.value = null;
      startedAt.value = null;
    }
  }

  /** Esc while waiting: stops waiting (a payment in flight then has an unknown outcome, said so by main). */
  async function cancel(): Promise<boolean> {
    if (!runningRequestId) return false;
    await desk.requests.cancel({ requestId: runningRequestId });
    return true;
  }

  function close(): void {
    preFlight.value = null;
    clearOutcome();
  }

  function clearOutcome(): void {
    error.value = null;
    payment.value = null;
    issued.value = null;
  }

  return { queue, queueMore, preFlight, work, workingOn, startedAt, error, payment, issued, watchOrders, loadQueue, open, pay, payAnswering, check, forceIssue, acknowledgePrice, cancel, close };
});
