import { inferredStatus } from '../../../../contract/domains/order-status';
import type { OrderFacts } from '../../../archive/orders/order-facts';

/**
 * Cancel (assumed operation) answered `0` "OK", or B041 "already cancelled": the order is
 * cancelled. The answer has no data, so the status is the desk's conclusion; OrderDetail follows.
 */
export function factsFromCancel(orderNum: string): OrderFacts {
  return { orderNum, kind: 'air', status: { status: inferredStatus('CNCL', 'air'), inferred: true } };
}
