/**
 * Ticketing (4.4): pays an order from the partner's credit. Checks, in this order: fields
 * (P001 `wrong parameter`), the order (B010 unknown or another partner's; B009 for a refund or
 * ancillary order number), already paid (B024 "Order has been paid": paying twice never charges
 * twice), a payable state (B009 for cancelled orders, including unpaid orders past their last
 * ticketing time), with the `requireOrderPricing` rule on a successful OrderPricing of the order
 * in the last 30 minutes (B009, assumed: the real service's rule, with an `X-Sandbox-Notice`
 * header saying why), the PNR when one is sent (must be the order's PNR or airline PNR, else
 * P001), the credit (B022 when it is below payAmount). Success deducts
 * payAmount = orderAmount + transactionExpense (0.1 %) and the order becomes "Paid, to be issued".
 */
import { fromCents } from '../money/cents';
import { PAID_STATES } from '../orders/order-states';
import { ApiError, failure, success } from '../protocol/envelope';
import { TICKETING_ERRORS } from '../protocol/error-messages';
import { FieldProblem, optionalString, requireObject, requireOrderNumber } from '../protocol/field-reader';
import { SANDBOX_NOTICE_HEADER, type OperationHandler } from './operation-context';

/** With `requireOrderPricing`, Ticketing must follow a successful OrderPricing within this many minutes. */
export const TICKETING_AFTER_ORDER_PRICING_MINUTES = 30;

export const ticketing: OperationHandler = ({ body, partnerId }, context) => {
  const fields = requireObject(body, 'ticketing');
  const orderNum = requireOrderNumber(fields, 'orderNum');
  const pnr = optionalString(fields, 'PNR')?.trim() ?? '';
  const name = optionalString(fields, 'name');
  const email = optionalString(fields, 'email');
  const telNum = optionalString(fields, 'telNum');

  const found = context.book.find(orderNum);
  if (!found || found.order.partnerId !== partnerId) throw new ApiError(TICKETING_ERRORS.unknownOrder);
  if (found.kind !== 'air') throw new ApiError(TICKETING_ERRORS.statusInvalid);
  const order = found.order;
  const now = context.clock.now();
  const state = context.book.airState(order, now);
  if (PAID_STATES.has(state)) throw new ApiError(TICKETING_ERRORS.alreadyPaid);
  if (state !== 'TO_BE_PAID') throw new ApiError(TICKETING_ERRORS.statusInvalid);
  const pricedAt = order.orderPricedAt ?? null;
  if (context.rules.requireOrderPricing && (pricedAt === null || now - pricedAt > TICKETING_AFTER_ORDER_PRICING_MINUTES * 60_000)) {
    return {
      envelope: failure(TICKETING_ERRORS.statusInvalid),
      headers: { [SANDBOX_NOTICE_HEADER]: `ticketing needs a successful OrderPricing of this order in the last ${TICKETING_AFTER_ORDER_PRICING_MINUTES} minutes (the requireOrderPricing rule is on)` },
    };
  }
  if (pnr !== '' && ![order.pnr, order.airPnr ?? ''].some((known) => known.toUpperCase() === pnr.toUpperCase())) {
    throw new FieldProblem('illegal', 'PNR');
  }
  const payAmount = order.orderAmount + context.book.transactionExpenseOf(order);
  if (context.book.creditOf(partnerId) < payAmount) throw new ApiError(TICKETING_ERRORS.creditTooLow);

  context.book.pay(order, now);
  order.contact = { name: name ?? order.contact.name, email: email ?? order.contact.email, telNum: telNum ?? order.contact.telNum };
  context.changed();
  const payment = order.payment;
  return {
    envelope: success({
      orderNum: order.orderNum,
      orderAmount: fromCents(order.orderAmount),
      transactionExpense: fromCents(payment?.transactionExpense ?? 0),
      payAmount: fromCents(payment?.payAmount ?? 0),
    }),
  };
};
