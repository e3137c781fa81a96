/**
 * CheckReimbursed (4.6, 2.10). Unknown order B037, another partner's order B048, an order that is
 * not a refund order B141. A refund order reports its state by the sandbox clock:
 * "Refund request" (REFD_PRC) for the first half of the reimbursement delay, "To be reimbursed"
 * (REFD_TO_BE_REIM) for the second half, then "Reimbursed" (REFD_REIMED) with payGate `Voucher`,
 * one voucher per refunded passenger and the voucher file id. Success says `Ok`, as its table does.
 */
import { CURRENCY } from '../fares/fare-quote';
import { STATE_TEXTS } from '../orders/order-states';
import { voucherFileIdOf, voucherRecords } from '../orders/vouchers';
import { ApiError, success } from '../protocol/envelope';
import { INVALID_BUYER, ORDER_NOT_EXIST, REIMBURSEMENT_ERRORS } from '../protocol/error-messages';
import { requireObject, requireOrderNumber } from '../protocol/field-reader';
import { type OperationHandler } from './operation-context';

export const checkReimbursed: OperationHandler = ({ body, partnerId }, context) => {
  const fields = requireObject(body, 'data');
  const orderNum = requireOrderNumber(fields, 'orderNum');
  const found = context.book.find(orderNum);
  if (!found) throw new ApiError(ORDER_NOT_EXIST);
  if (found.order.partnerId !== partnerId) throw new ApiError(INVALID_BUYER);
  if (found.kind !== 'refund') throw new ApiError(REIMBURSEMENT_ERRORS.notARefundOrder);
  const refund = found.order;
  const state = context.book.refundState(refund, context.clock.now());
  const reimbursed = state === 'REFD_REIMED';
  return {
    envelope: success(
      {
        reimbursedOrderNum: refund.orderNum,
        reimbursedOrderStatus: STATE_TEXTS[state],
        payGate: reimbursed ? 'Voucher' : null,
        currency: CURRENCY,
        voucherList: reimbursed ? voucherRecords(context.seed, refund, context.book.air(refund.parentOrderNum)) : [],
        voucherFileId: reimbursed ? [voucherFileIdOf(context.seed, refund)] : [],
      },
      'Ok',
    ),
  };
};
