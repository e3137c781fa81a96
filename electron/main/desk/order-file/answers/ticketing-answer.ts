import { inferredStatus } from '../../../../contract/domains/order-status';
import type { SentError } from '../../../../contract/result';
import type { OrderFacts } from '../../../archive/orders/order-facts';
import type { TicketingRequest } from '../../../wholesale/operations/ticketing';
import type { WireTicketingData } from '../../../wholesale/wire/ticketing';
import { emptyToNull } from './wire-values';

/**
 * Ticketing paid the order: its amounts as the service charged them, the contact the desk sent,
 * and "Paid, to be issued" (spec 3: what a paid order awaits). The answer carries no status of its
 * own, so the status is marked as the desk's conclusion; it never moves an order back (an order
 * already issued stays issued).
 */
export function factsFromTicketing(data: WireTicketingData, request: TicketingRequest): OrderFacts {
  return {
    ...paidOrder(request),
    amount: data.orderAmount,
    amounts: [
      { key: 'orderAmount', amount: data.orderAmount, currency: null },
      { key: 'transactionExpense', amount: data.transactionExpense, currency: null },
      { key: 'payAmount', amount: data.payAmount, currency: null },
    ],
  };
}

/**
 * Ticketing's B024 "Order has been paid": the request reached a service that had already been
 * paid (by this desk's earlier, uncertain request, or by someone else). Filed as paid, not as an
 * error: this is how an "outcome unknown" payment is settled.
 */
export function factsFromAlreadyPaid(request: TicketingRequest): OrderFacts {
  return paidOrder(request);
}

function paidOrder(request: TicketingRequest): OrderFacts {
  const [surname, given] = request.name.split('/');
  return {
    orderNum: request.orderNum,
    kind: 'air',
    status: { status: inferredStatus('ISS_PRC', 'air'), inferred: true },
    pnr: emptyToNull(request.pnr),
    contact: { name: surname && given ? request.name : emptyToNull(request.name), email: emptyToNull(request.email), telNum: emptyToNull(request.telNum) },
  };
}

/**
 * B024 read with its message: on Ticketing "Order has been paid" (the order IS paid), while the
 * sandbox's time-out fault sends B024 with the time-out text (a code means different things per
 * operation and fault; real-world notes).
 */
export function isAlreadyPaid(error: SentError): boolean {
  return error.kind === 'api' && error.code === 'B024' && /paid/i.test(error.message);
}
