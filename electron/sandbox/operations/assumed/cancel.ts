/**
 * Cancel (`POST /json/cancel`, body `cancel{orderNum, virtualPnr}`): ASSUMED FROM PUBLIC
 * MATERIAL, NOT IN THE SPECIFICATION. Cancels a to-be-paid order; the answer has no `data` and
 * says `OK`. Checks, in this order: fields (P001/P002; `virtualPnr` is optional and, when sent,
 * must be the order's PNR, else `P001 virtualPnr is illegal.`), the order (B010 unknown or another
 * partner's; B009 a refund or ancillary order number), B041 already cancelled (including an unpaid
 * order past its last ticketing time), B009 any other state than to be paid (paid orders are
 * refunded, not cancelled).
 */
import { CANCEL_ERRORS, CANCEL_SUCCESS_MESSAGE } from '../../protocol/assumed-error-messages';
import { ApiError, successWithoutData } from '../../protocol/envelope';
import { FieldProblem, optionalString, requireObject, requireOrderNumber } from '../../protocol/field-reader';
import { type OperationHandler } from '../operation-context';

export const cancel: OperationHandler = ({ body, partnerId }, context) => {
  const fields = requireObject(body, 'cancel');
  const orderNum = requireOrderNumber(fields, 'orderNum');
  const virtualPnr = optionalString(fields, 'virtualPnr')?.trim() ?? '';
  const found = context.book.find(orderNum);
  if (!found || found.order.partnerId !== partnerId) throw new ApiError(CANCEL_ERRORS.unknownOrder);
  if (found.kind !== 'air') throw new ApiError(CANCEL_ERRORS.statusInvalid);
  const order = found.order;
  if (virtualPnr !== '' && virtualPnr.toUpperCase() !== order.pnr.toUpperCase()) throw new FieldProblem('illegal', 'virtualPnr');
  const now = context.clock.now();
  const state = context.book.airState(order, now);
  if (state === 'CNCL') throw new ApiError(CANCEL_ERRORS.alreadyCancelled);
  if (state !== 'TO_BE_PAID') throw new ApiError(CANCEL_ERRORS.statusInvalid);
  context.book.cancel(order, now);
  context.changed();
  return { envelope: successWithoutData(CANCEL_SUCCESS_MESSAGE) };
};
