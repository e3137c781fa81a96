/**
 * What Ticketing charged: `payAmount = orderAmount + transactionExpense` (real-world notes,
 * 2015 + 2.02 = 2017.02). The desk shows the sum it computed beside the service's payAmount, in
 * decimal arithmetic, so an answer that does not add up is seen, never silently trusted.
 */
import { addMoney, compareMoney, subtractMoney } from '../money';
import type { Money } from '../domains/shopping';

export interface PaidAmounts {
  orderAmount: Money;
  transactionExpense: Money;
  payAmount: Money;
  /** orderAmount + transactionExpense, computed by the desk. */
  sum: Money;
  /** True when the service's payAmount equals the sum. */
  adds: boolean;
  /** payAmount − sum when it does not add up ("0.00" otherwise). */
  difference: Money;
  currency: string | null;
}

export function checkPaidAmounts(orderAmount: Money, transactionExpense: Money, payAmount: Money, currency: string | null): PaidAmounts {
  const sum = addMoney(orderAmount, transactionExpense);
  const adds = compareMoney(sum, payAmount) === 0;
  return { orderAmount, transactionExpense, payAmount, sum, adds, difference: adds ? '0.00' : subtractMoney(payAmount, sum), currency };
}
