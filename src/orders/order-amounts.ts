/**
 * An order's Amounts as a block that adds up (issue 23, finding 8): one line per passenger type
 * travelling (fare + tax + the fees, each × the number of passengers of that type), their sum, and
 * the service's own total beside it, with a check line that says whether the two agree, or by how
 * much they differ, or which type the service did not price. Ticketing's own three amounts
 * (order amount + transaction expense = paid) are checked apart.
 *
 * Arithmetic is decimal only (contract/money.ts): integer ten-thousandths, a count multiplies
 * them exactly. Fees are per passenger, infants included, as the desk prices offers
 * (electron/main/desk/shopping/offer-price.ts); the service's tax of an order already holds the
 * Q charge (OrderPricing and OrderDetail answer it so; pricing has no separate Q charge).
 */
import type { AmountLine, FiledOrder } from '@contract/domains/orders';
import type { Money, PassengerType } from '@contract/domains/shopping';
import { fromUnits, toUnits } from '@contract/money';
import { checkPaidAmounts, type PaidAmounts } from '@contract/ticketing/paid-amounts';

interface TypeAmounts {
  /** ADT, CHD, INF, or a type the desk does not price (shown, never summed). */
  type: string;
  count: number;
  fare: Money | null;
  tax: Money | null;
  /** Ticketing fee + merchant fee, per passenger. */
  fees: Money;
  /** fare + tax + fees; null when the service did not state the fare or the tax. */
  each: Money | null;
  /** each × count; null when each is. */
  subtotal: Money | null;
}

type AmountsCheck =
  | { state: 'adds'; sum: Money; total: Money }
  | { state: 'differs'; sum: Money; total: Money; /** total − sum */ difference: Money }
  | { state: 'not-stated'; types: string[] }
  | { state: 'no-total'; sum: Money };

interface OrderAmounts {
  currency: string | null;
  types: TypeAmounts[];
  /** Per passenger, as the service stated them (null when not stated). */
  fees: { ticketing: Money | null; merchant: Money | null };
  /** The service's total for the order: OrderDetail's buyer amount, else the order amount. */
  total: { key: 'buyerAmount' | 'orderAmount'; amount: Money } | null;
  /** Null when the service gave no per-passenger lines (a booking's or a hand-entered order's amount alone). */
  check: AmountsCheck | null;
  /** Ticketing's order amount + transaction expense = pay amount, when the order was paid by the desk. */
  paid: PaidAmounts | null;
}

const TYPE_ORDER: readonly string[] = ['ADT', 'CHD', 'INF'];
const FARE_KEYS: Readonly<Record<PassengerType, { fare: AmountLine['key']; tax: AmountLine['key'] }>> = {
  ADT: { fare: 'adtFare', tax: 'adtTax' },
  CHD: { fare: 'chdFare', tax: 'chdTax' },
  INF: { fare: 'infFare', tax: 'infTax' },
};
const PER_TYPE_KEYS: ReadonlySet<AmountLine['key']> = new Set(['adtFare', 'adtTax', 'chdFare', 'chdTax', 'infFare', 'infTax', 'tktFee', 'merchantFee']);

export function orderAmounts(order: Pick<FiledOrder, 'amounts' | 'passengers' | 'currency'>): OrderAmounts {
  const line = (key: AmountLine['key']): AmountLine | null => order.amounts.find((amount) => amount.key === key) ?? null;
  const amount = (key: AmountLine['key']): Money | null => line(key)?.amount ?? null;
  const currency = order.amounts.find((a) => a.currency)?.currency ?? order.currency;
  const fees = { ticketing: amount('tktFee'), merchant: amount('merchantFee') };
  const feeUnits = toUnits(fees.ticketing ?? '0') + toUnits(fees.merchant ?? '0');

  const buyer = amount('buyerAmount');
  const ordered = amount('orderAmount');
  const total = buyer !== null ? { key: 'buyerAmount' as const, amount: buyer } : ordered !== null ? { key: 'orderAmount' as const, amount: ordered } : null;

  const payAmount = amount('payAmount');
  const paid = ordered !== null && payAmount !== null ? checkPaidAmounts(ordered, amount('transactionExpense') ?? '0.00', payAmount, currency) : null;

  const priced = order.amounts.some((a) => PER_TYPE_KEYS.has(a.key) && a.key !== 'tktFee' && a.key !== 'merchantFee');
  if (!priced) return { currency, types: [], fees, total, check: null, paid };

  const counts = new Map<string, number>();
  for (const passenger of order.passengers) counts.set(passenger.type, (counts.get(passenger.type) ?? 0) + 1);
  // Adults, children, infants, then any other type as it came; a file without passengers prices one adult.
  const travelling = [...counts.keys()].sort((a, b) => rank(a) - rank(b));
  if (travelling.length === 0) counts.set('ADT', 1);

  const types: TypeAmounts[] = (travelling.length ? travelling : ['ADT']).map((type) => {
    const count = counts.get(type) ?? 0;
    const keys = FARE_KEYS[type as PassengerType] as { fare: AmountLine['key']; tax: AmountLine['key'] } | undefined;
    const fare = keys ? amount(keys.fare) : null;
    const tax = keys ? amount(keys.tax) : null;
    if (fare === null || tax === null) return { type, count, fare, tax, fees: fromUnits(feeUnits), each: null, subtotal: null };
    const each = toUnits(fare) + toUnits(tax) + feeUnits;
    return { type, count, fare, tax, fees: fromUnits(feeUnits), each: fromUnits(each), subtotal: fromUnits(each * count) };
  });

  const notStated = types.filter((t) => t.subtotal === null).map((t) => t.type);
  let check: AmountsCheck;
  if (notStated.length > 0) check = { state: 'not-stated', types: notStated };
  else {
    const sumUnits = types.reduce((sum, t) => sum + toUnits(t.subtotal ?? '0'), 0);
    const sum = fromUnits(sumUnits);
    if (total === null) check = { state: 'no-total', sum };
    else if (toUnits(total.amount) === sumUnits) check = { state: 'adds', sum, total: total.amount };
    else check = { state: 'differs', sum, total: total.amount, difference: fromUnits(toUnits(total.amount) - sumUnits) };
  }
  return { currency, types, fees, total, check, paid };
}

function rank(type: string): number {
  const index = TYPE_ORDER.indexOf(type);
  return index === -1 ? TYPE_ORDER.length : index;
}
