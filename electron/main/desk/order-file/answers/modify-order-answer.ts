import { inferredStatus } from '../../../../contract/domains/order-status';
import type { OrderFacts } from '../../../archive/orders/order-facts';
import type { ModifyOrderStatusRequest } from '../../../wholesale/operations/modify-order-status';

/**
 * ModifyOrderStatus (sandbox only) answered `0`: the order went from "Paid, to be issued" to ISSED
 * (spec 3, the one transition it shows). Its answer has no data: the status is the desk's
 * conclusion, and a refresh (OrderDetail) brings the tickets and the airline PNR.
 */
export function factsFromModifyOrderStatus(request: ModifyOrderStatusRequest): OrderFacts {
  return { orderNum: request.orderNum, kind: 'air', status: { status: inferredStatus('ISSED', 'air'), inferred: true } };
}
