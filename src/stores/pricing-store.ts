import type { PricedOffer, PricedOfferSummary } from '@contract/domains/pricing';
import type { TestOrder, TestPassenger } from '@contract/domains/sandbox-orders';
import type { DeskError, DeskResult } from '@contract/result';
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import { cancellableCall, SUPERSEDED } from '../bridge/cancellable-call';
import { useDesk } from '../bridge/use-desk';

export type PricingStatus = 'idle' | 'pricing' | 'priced' | 'failed';

/** What the agent is pricing, for the progress line and for going back to it. */
export interface PricingTarget {
  searchId: string;
  solutionId: string;
  label: string;
}

/** Precise pricing of the chosen offer, its acknowledgement and the sandbox test order. */
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

  const mustAcknowledge = computed(() => Boolean(offer.value?.requiresAcknowledgement && !offer.value.acknowledgedAt));

  async function price(next: PricingTarget): Promise<void> {
    target.value = next;
    offer.value = null;
    error.value = null;
    testOrder.value = null;
    status.value = 'pricing';
    const result = await call.run((options) => desk.pricing.price({ searchId: next.searchId, solutionId: next.solutionId }, options));
    if (result === SUPERSEDED) return; // cancelled, or a newer pricing is running
    settle(result);
    void refreshRecent();
  }

  function settle(result: DeskResult<PricedOffer>): void {
    if (result.ok) {
      offer.value = result.value;
      status.value = 'priced';
    } else if (result.error.kind === 'cancelled') {
      status.value = offer.value ? 'priced' : 'idle';
    } else {
      error.value = result.error;
      status.value = 'failed';
    }
  }

  async function cancel(): Promise<void> {
    if (await call.cancel()) status.value = offer.value ? 'priced' : 'idle';
  }

  async function acknowledge(): Promise<DeskResult<PricedOffer> | null> {
    if (!offer.value) return null;
    const result = await desk.pricing.acknowledge({ pricedOfferId: offer.value.pricedOfferId });
    if (result.ok) offer.value = result.value;
    return result;
  }

  async function createTestOrder(passengers: TestPassenger[]): Promise<DeskResult<TestOrder> | null> {
    if (!offer.value) return null;
    const result = await desk.sandbox.createOrder({ pricedOfferId: offer.value.pricedOfferId, passengers });
    if (result.ok) testOrder.value = result.value;
    return result;
  }

  async function open(pricedOfferId: string): Promise<void> {
    const result = await desk.pricing.load({ pricedOfferId });
    target.value = null;
    testOrder.value = null;
    error.value = null;
    settle(result);
  }

  async function refreshRecent(): Promise<void> {
    const result = await desk.pricing.recent();
    if (result.ok) recent.value = result.value;
  }

  return { status, target, startedAt, offer, error, recent, testOrder, mustAcknowledge, price, cancel, acknowledge, createTestOrder, open, refreshRecent };
});
