/**
 * Whether the open order can be paid from this screen now, and if not why — the Pay action is
 * disabled with the reason beside it. Main refuses the same things (and more) on its own; this
 * is so the agent sees it before pressing anything.
 */
import type { FiledOrder } from '@contract/domains/orders';
import type { OrderPriceCheck } from '@contract/domains/ticketing';
import type { DeadlineState } from '@contract/ticketing/ticketing-deadline';

export type PayBlock = 'notAir' | 'otherProfile' | 'pending' | 'unknown' | 'paid' | 'status' | 'passed' | 'priceChanged' | 'priceUnconfirmed';

/** The states in which the service would take payment; an unknown status is left to the service. */
const PAYABLE = new Set(['TO_BE_PAID', null]);
const PAID = new Set(['ISS_PRC', 'ISSED']);

/**
 * `orderPricing`: the pre-flight's OrderPricing, when it ran: a change waits for the agent's
 * acknowledgement, a failure for its cause to be dealt with (main refuses both too).
 */
export function paymentBlock(order: FiledOrder, deadline: DeadlineState, activeProfileId: string | null, orderPricing: OrderPriceCheck | null = null): PayBlock | null {
  if (order.kind !== 'air') return 'notAir';
  if (activeProfileId !== order.profileId) return 'otherProfile';
  const pending = ticketingPending(order);
  if (pending) return pending.state === 'sent' ? 'pending' : 'unknown';
  if (order.status.key && PAID.has(order.status.key)) return 'paid';
  if (!PAYABLE.has(order.status.key)) return 'status';
  if (deadline === 'passed') return 'passed';
  if (orderPricing?.state === 'changed' && !orderPricing.acknowledgedAt) return 'priceChanged';
  if (orderPricing?.state === 'failed') return 'priceUnconfirmed';
  return null;
}

export function ticketingPending(order: FiledOrder) {
  return order.pendingWrites.find((write) => write.operation === 'ticketing') ?? null;
}

/** Force issue (sandbox): a paid test order waiting to be issued, with no payment in doubt. */
export function canForceIssue(order: FiledOrder, sandboxProfile: boolean): boolean {
  return sandboxProfile && order.status.key === 'ISS_PRC' && ticketingPending(order) === null;
}
