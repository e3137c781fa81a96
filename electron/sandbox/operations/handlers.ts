/** The handler of each operation: the seven of the specification, then the assumed booking path. */
import { type OperationId } from '../protocol/operations';
import { cancel } from './assumed/cancel';
import { orderDetail } from './assumed/order-detail';
import { orderPricing } from './assumed/order-pricing';
import { preciseBooking } from './assumed/precise-booking';
import { uploadAttachment } from './assumed/upload-attachment';
import { ancillaryOrderDetail } from './ancillary-order-detail';
import { checkReimbursed } from './check-reimbursed';
import { modifyOrder } from './modify-order';
import { type OperationHandler } from './operation-context';
import { pricing } from './pricing';
import { refundRequest } from './refund-request';
import { shopping } from './shopping';
import { ticketing } from './ticketing';

export const OPERATION_HANDLERS: Readonly<Record<OperationId, OperationHandler>> = {
  shopping,
  pricing,
  modifyOrder,
  ticketing,
  ancillaryOrderDetail,
  checkReimbursed,
  refundRequest,
  preciseBooking,
  orderPricing,
  cancel,
  uploadAttachment,
  orderDetail,
};
