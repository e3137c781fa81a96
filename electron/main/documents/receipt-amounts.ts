import { addMoney } from '../../contract/money';
import type { DocumentMoney, DocumentOrder, SellingPrice } from './document-model';

/**
 * What a receipt says was paid, from the selling price the agent entered: the total as entered,
 * or the net price plus the service fee (decimal arithmetic, the same currency only). Never the
 * net price alone: without a selling price there is no amount to print.
 */
type PaidAmount =
  | { kind: 'paid'; total: DocumentMoney }
  | { kind: 'no-selling-price' }
  | { kind: 'no-net-price' }
  | { kind: 'currencies-differ'; fee: DocumentMoney; net: DocumentMoney };

export function paidAmount(order: Pick<DocumentOrder, 'netTotal'>, selling: SellingPrice | null): PaidAmount {
  if (!selling) return { kind: 'no-selling-price' };
  if (selling.kind === 'total') return { kind: 'paid', total: { amount: selling.amount, currency: selling.currency } };
  const net = order.netTotal;
  if (!net) return { kind: 'no-net-price' };
  if (net.currency !== selling.currency) return { kind: 'currencies-differ', fee: { amount: selling.amount, currency: selling.currency }, net };
  return { kind: 'paid', total: { amount: addMoney(net.amount, selling.amount), currency: net.currency } };
}
