import type { OrderKind, OrderStatus } from '../domains/order-status';

/**
 * Whether a refund draft can be started for an order: an air order whose tickets are issued. One
 * rule for main (which starts drafts) and the Orders screen (which offers Refund… only then).
 */
export function isRefundable(order: { kind: OrderKind; status: Pick<OrderStatus, 'key'> }): boolean {
  return order.kind === 'air' && order.status.key === 'ISSED';
}
