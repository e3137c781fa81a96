import { randomUUID } from 'node:crypto';
import type { SellingPriceEntry, SellingPriceView, sellingPriceSchema } from '../../../contract/domains/selling-price';
import { addMoney, moneyFrom } from '../../../contract/money';
import { ok, validationFailure, type SentResult } from '../../../contract/result';
import { wording } from '../../../contract/words';
import type { z } from 'zod';
import type { StoredSellingPrice } from '../../archive/orders/selling-prices';
import type { OrderFile } from '../../archive/orders/order-file';

type SellingPriceInput = z.output<typeof sellingPriceSchema>;

interface SellingPriceDependencies {
  orderFile: Pick<OrderFile, 'reader' | 'sellingPrices'>;
  /** Who is entering it: the active profile (its id for the audit, its name kept with the price). */
  activeProfile: () => { id: string; name: string };
  now?: () => Date;
}

/**
 * The selling price of an order (issue 25): read and entered from the order file only, so it
 * works offline. The agent types a total or a fee; the rules the contract cannot know (the
 * order's currency, a net price to add the fee to) are checked here, each naming its field.
 */
export class SellingPriceService {
  constructor(private readonly deps: SellingPriceDependencies) {}

  get(orderId: number): SentResult<SellingPriceView> {
    const row = this.deps.orderFile.reader.row(orderId);
    if (!row) return notInFile(orderId);
    const stored = this.deps.orderFile.sellingPrices.current(orderId);
    return ok({ orderId, orderNum: row.orderNum, currency: row.currency, netAmount: row.amount, current: stored ? entryOf(stored, row.amount) : null });
  }

  /** `requestId`: the page's id for the call, kept in the audit entry (one is made when it gave none). */
  save(input: SellingPriceInput, requestId: string | undefined): SentResult<SellingPriceView> {
    const reader = this.deps.orderFile.reader;
    const row = reader.row(input.orderId);
    const account = reader.accountOf(input.orderId);
    if (!row || !account) return notInFile(input.orderId);
    if (!row.currency) return validationFailure([{ field: 'currency', rule: 'order-has-currency', message: wording('documentDesk.sellingPrice.noCurrency') }]);
    if (input.currency !== undefined && input.currency !== row.currency) {
      const rule = wording('rules.currencyGiven', { given: row.currency, typed: input.currency });
      return validationFailure([{ field: 'currency', rule: 'order-currency', message: wording('validation.codedRule', { field: 'currency', rule }) }]);
    }
    if (input.mode === 'fee' && !row.amount) return validationFailure([{ field: 'mode', rule: 'fee-needs-net-price', message: wording('documentDesk.sellingPrice.feeNeedsNet') }]);
    const profile = this.deps.activeProfile();
    const price: StoredSellingPrice = { mode: input.mode, amount: moneyFrom(input.amount), currency: row.currency, enteredAt: (this.deps.now?.() ?? new Date()).toISOString(), profileName: profile.name };
    this.deps.orderFile.sellingPrices.save(input.orderId, price, { environment: account.environment, partnerId: account.partnerId, profileId: profile.id, requestId: requestId ?? `desk-${randomUUID()}`, orderNum: row.orderNum });
    return this.get(input.orderId);
  }
}

/** The entry with the total it makes: the amount itself, or the net price plus the fee. */
function entryOf(stored: StoredSellingPrice, netAmount: string | null): SellingPriceEntry {
  const total = stored.mode === 'total' ? stored.amount : netAmount ? addMoney(netAmount, stored.amount) : null;
  return { ...stored, total };
}

function notInFile<T>(orderId: number): SentResult<T> {
  return validationFailure([{ field: 'orderId', rule: 'order-in-file', message: wording('documentDesk.orderNotInFile', { orderId }) }]);
}
