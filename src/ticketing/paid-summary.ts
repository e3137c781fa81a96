/**
 * What was paid for an order, as the order file keeps it (Ticketing's orderAmount,
 * transactionExpense and payAmount lines), so the paid amounts stay on screen after the order is
 * issued or opened again later (issue 23, finding 14), with the desk's own check of the sum.
 */
import type { FiledOrder } from '@contract/domains/orders';
import type { PaymentResult } from '@contract/domains/ticketing';
import { checkPaidAmounts } from '@contract/ticketing/paid-amounts';

const PAID_KEYS = new Set(['ISS_PRC', 'ISSED']);

/** The payment to show: the one just made, else the one the file knows of a paid or issued order; null when none. */
export function paymentShown(payment: PaymentResult | null, order: FiledOrder): PaymentResult | null {
  if (payment) return { ...payment, order };
  if (!order.status.key || !PAID_KEYS.has(order.status.key)) return null;
  const line = (key: string) => order.amounts.find((amount) => amount.key === key) ?? null;
  const orderAmount = line('orderAmount');
  const payAmount = line('payAmount');
  if (!orderAmount || !payAmount) return null;
  const transactionExpense = line('transactionExpense')?.amount ?? '0.00';
  const currency = payAmount.currency ?? orderAmount.currency ?? order.currency;
  return { outcome: 'paid', order, amounts: checkPaidAmounts(orderAmount.amount, transactionExpense, payAmount.amount, currency) };
}
