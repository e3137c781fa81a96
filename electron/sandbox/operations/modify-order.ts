/**
 * ModifyOrderStatus (4.3), sandbox only: forces a paid, to-be-issued TEST order to ISSED, with
 * ticket numbers, the airline PNR and the PNR. The specification shows no error codes; the
 * sandbox answers B010 `Order number not exist` for an unknown order (or another partner's),
 * B060 `Interface is limited.` for an order that is not a test order (the real orders are not
 * supported), and B009 `Order status is invalid` for any state but "Paid, to be issued".
 * The answer never has a `data` key.
 */
import { ApiError, successWithoutData } from '../protocol/envelope';
import { MODIFY_ORDER_ERRORS } from '../protocol/error-messages';
import { requireObject, requireOrderNumber } from '../protocol/field-reader';
import { type OperationHandler } from './operation-context';

export const modifyOrder: OperationHandler = ({ body, partnerId }, context) => {
  const fields = requireObject(body, 'fakeModifyOrder');
  const orderNum = requireOrderNumber(fields, 'orderNum');
  const order = context.book.air(orderNum);
  if (!order || order.partnerId !== partnerId) throw new ApiError(MODIFY_ORDER_ERRORS.unknownOrder);
  if (!order.isTest) throw new ApiError(MODIFY_ORDER_ERRORS.notATestOrder);
  if (context.book.airState(order, context.clock.now()) !== 'ISS_PRC') throw new ApiError(MODIFY_ORDER_ERRORS.statusInvalid);
  context.book.issue(order);
  context.changed();
  return { envelope: successWithoutData() };
};
