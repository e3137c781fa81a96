/** The handler of each operation. */
import { type OperationId } from '../protocol/operations';
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
};
