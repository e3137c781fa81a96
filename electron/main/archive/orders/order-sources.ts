import type { OrderSource } from '../../../contract/domains/orders';

/** The file's name for what brought an answer, per service operation (the change event's `source`). */
const SOURCES: Readonly<Record<string, OrderSource>> = {
  orderDetail: 'order-detail',
  ticketing: 'ticketing',
  modifyOrderStatus: 'modify-order-status',
  refundRequest: 'refund-request',
  checkReimbursed: 'check-reimbursed',
  ancillaryOrderDetail: 'ancillary-order-detail',
  preciseBooking: 'precise-booking',
  orderPricing: 'order-pricing',
  cancel: 'cancel',
};

/** An operation the file has no name for reads as an order detail (what every answer carries). */
export function sourceOfOperation(operation: string): OrderSource {
  return SOURCES[operation] ?? 'order-detail';
}
