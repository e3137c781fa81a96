/**
 * RefundRequest (4.7, 2.11). The body is a form whose `param` is the Base64 of the JSON; the
 * pipeline decodes it (protocol/refund-form.ts) and authenticates from inside it. Unknown order
 * B037, another partner's order B048, then the rules of orders/refund-rules.ts. Success creates a
 * refund order in "Refund request" (REFD_PRC) that the sandbox clock moves on to reimbursement.
 * An involuntary refund for illness or visa refusal sent without file ids is accepted with a
 * `warningMsg` asking for the supporting documents.
 */
import { type AirOrder, type RefundOrder } from '../orders/order-model';
import { referenceOrderNumber } from '../orders/order-numbers';
import { refundAmounts } from '../orders/refund-amounts';
import { refundOrderView } from '../orders/refund-order-view';
import { checkRefund } from '../orders/refund-rules';
import { ApiError, success } from '../protocol/envelope';
import { INVALID_BUYER, ORDER_NOT_EXIST, REFUND_ERRORS } from '../protocol/error-messages';
import { type OperationHandler } from './operation-context';
import { readRefundRequest } from './refund-request-fields';

const DOCUMENTS_NEEDED_REASONS = new Set([1, 4]);
export const DOCUMENTS_WARNING = 'Supporting documents are required for this involuntary refund: upload them and send their file ids.';

export const refundRequest: OperationHandler = ({ body, partnerId }, context) => {
  const request = readRefundRequest(body);
  const found = context.book.find(request.orderNum);
  if (!found) throw new ApiError(ORDER_NOT_EXIST);
  if (found.order.partnerId !== partnerId) throw new ApiError(INVALID_BUYER);
  if (found.kind !== 'air') throw new ApiError(REFUND_ERRORS.orderNotApplicable(request.orderNum));
  const order: AirOrder = found.order;
  const now = context.clock.now();
  const items = checkRefund(context.book, order, request, now);

  const delay = context.reimbursementDelayMinutes * 60_000;
  const refund: RefundOrder = {
    orderNum: context.book.nextOrderNumber(),
    partnerId,
    parentOrderNum: order.orderNum,
    refOrderNum: referenceOrderNumber(order.orderNum),
    createdAt: now,
    processedAt: now + Math.floor(delay / 2),
    reimbursedAt: now + delay,
    refundType: request.refundType,
    refundReason: request.refundReason,
    items,
    amounts: refundAmounts(order, items, request.refundType, now),
    uploadedFileIds: request.uploadedFileIds,
    contact: {
      contactPerson: request.contactPerson ?? order.contact.name,
      email: request.email ?? order.contact.email,
      telNum: request.telNum ?? order.contact.telNum,
    },
    canceledReservationBeforeDeparture: request.canceledReservationBeforeDeparture,
    refundPricingId: request.refundPricingId ?? null,
    purpose: null,
  };
  context.book.state.refundOrders.push(refund);
  context.changed();

  const envelope = success(refundOrderView(refund, order, context.book.refundState(refund, now)));
  if (request.refundType === 1 && DOCUMENTS_NEEDED_REASONS.has(request.refundReason) && request.uploadedFileIds.length === 0) {
    return { envelope: { errorCode: envelope.errorCode, errorMsg: envelope.errorMsg, warningMsg: DOCUMENTS_WARNING, data: envelope.data } };
  }
  return { envelope };
};
