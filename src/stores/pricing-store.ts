import type { PricedOffer, PricedOfferSummary } from '@contract/domains/pricing';
import { ANOTHER_ORDER_RULE, type BookingContactInput, type TestOrder, type TestPassenger } from '@contract/domains/booking';
import type { DeskError, DeskResult } from '@contract/result';
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import { cancellableCall, SUPERSEDED } from '../bridge/cancellable-call';
import { useDesk } from '../bridge/use-desk';
import { dropOnProfileSwitch, isCallError } from './notices-of-profile';

export type PricingStatus = 'idle' | 'pricing' | 'priced' | 'failed';

/** What the agent is pricing, for the progress line and for going back to it. */
export interface PricingTarget {
  searchId: string;
  solutionId: string;
  label: string;
}

/**
 * Precise pricing of the chosen offer, its acknowledgement and the sandbox test order. A pricing
 * the agent cancels leaves the offer shown before it on screen, with a word that it was cancelled.
 */
export const usePricingStore = defineStore('pricing', () => {
  const desk = useDesk();
  const status = ref<PricingStatus>('idle');
  const target = ref<PricingTarget | null>(null);
  const call = cancellableCall(desk, 'price');
  const startedAt = call.startedAt;
  const offer = shallowRef<PricedOffer | null>(null);
  const error = shallowRef<DeskError | null>(null);
  const recent = ref<PricedOfferSummary[]>([]);
  const testOrder = ref<TestOrder | null>(null);
  /** A test order is being created: the button is disabled and a second press does nothing. */
  const ordering = ref(false);
  /** What the agent cancelled last (its label), until the next pricing or opened offer. */
  const cancelled = ref<string | null>(null);
  // The previous profile's failure is not this one's (issue 23, finding 3).
  dropOnProfileSwitch(desk, () => {
    if (isCallError(error.value)) error.value = null;
  });

  const mustAcknowledge = computed(() => Boolean(offer.value?.requiresAcknowledgement && !offer.value.acknowledgedAt));

  async function price(next: PricingTarget): Promise<void> {
    target.value = next;
    error.value = null;
    cancelled.value = null;
    status.value = 'pricing';
    // The offer shown so far stays until the answer: a cancelled pricing goes back to it.
    const result = await call.run((options) => desk.pricing.price({ searchId: next.searchId, solutionId: next.solutionId }, options));
    if (result === SUPERSEDED) return; // cancelled, or a newer pricing is running
    settle(result);
    void refreshRecent();
  }

  function settle(result: DeskResult<PricedOffer>): void {
    if (result.ok) {
      if (offer.value?.pricedOfferId !== result.value.pricedOfferId) testOrder.value = null;
      offer.value = result.value;
      status.value = 'priced';
    } else if (result.error.kind === 'cancelled') {
      wasCancelled();
    } else {
      offer.value = null;
      testOrder.value = null;
      error.value = result.error;
      status.value = 'failed';
    }
  }

  function wasCancelled(): void {
    cancelled.value = target.value?.label ?? '';
    status.value = offer.value ? 'priced' : 'idle';
  }

  async function cancel(): Promise<void> {
    if (await call.cancel()) wasCancelled();
  }

  async function acknowledge(): Promise<DeskResult<PricedOffer> | null> {
    if (!offer.value) return null;
    const result = await desk.pricing.acknowledge({ pricedOfferId: offer.value.pricedOfferId });
    if (result.ok) offer.value = result.value;
    return result;
  }

  /**
   * Books a real order from the shown offer (`booking.create`): a test order in the sandbox, a real
   * one on TEST or PRODUCTION; null while one is being booked (a double press).
   * `another`: the agent confirmed a further order from an offer that already produced one.
   */
  async function book(passengers: TestPassenger[], contact: BookingContactInput, another = false): Promise<DeskResult<TestOrder> | null> {
    const current = offer.value;
    if (!current || ordering.value) return null;
    ordering.value = true;
    try {
      const result = await desk.booking.create({ pricedOfferId: current.pricedOfferId, passengers, contact, another });
      if (result.ok) {
        testOrder.value = result.value;
        if (offer.value?.pricedOfferId === current.pricedOfferId) offer.value = { ...offer.value, testOrders: [...offer.value.testOrders, result.value] };
      } else if (result.error.kind === 'validation' && result.error.issues.some((issue) => issue.rule === ANOTHER_ORDER_RULE)) {
        await reload(current.pricedOfferId); // another window created one: learn which
      }
      return result;
    } finally {
      ordering.value = false;
    }
  }

  async function reload(pricedOfferId: string): Promise<void> {
    const result = await desk.pricing.load({ pricedOfferId });
    if (result.ok && offer.value?.pricedOfferId === pricedOfferId) offer.value = result.value;
  }

  async function open(pricedOfferId: string): Promise<void> {
    const result = await desk.pricing.load({ pricedOfferId });
    target.value = null;
    testOrder.value = null;
    error.value = null;
    cancelled.value = null;
    settle(result);
  }

  async function refreshRecent(): Promise<void> {
    const result = await desk.pricing.recent();
    if (result.ok) recent.value = result.value;
  }

  return { status, target, startedAt, offer, error, recent, testOrder, ordering, cancelled, mustAcknowledge, price, cancel, acknowledge, book, open, refreshRecent };
});
