/**
 * The price of an offer per passenger type and in total. Totals come summed from main (decimal
 * arithmetic); a null total means the service quoted no price for some passenger type (infants,
 * typically), and the desk says "not quoted" rather than showing a partial sum as the total.
 */
import type { OfferPrice, PassengerPrice, PassengerType, ShoppingSearch } from '@contract/domains/shopping';
import { text } from '../../ui-text';
import { fromUnits, toUnits } from '@contract/money';
import { formatMoney, groupThousands, moneyValue } from './money-format';

export interface PassengerCounts {
  ADT: number;
  CHD: number;
  INF: number;
}

export interface PassengerPriceLine {
  type: PassengerType;
  count: number;
  /** Per passenger of this type; null when not quoted. */
  price: PassengerPrice | null;
}

const ORDER: readonly PassengerType[] = ['ADT', 'CHD', 'INF'];

export function passengerCounts(search: Pick<ShoppingSearch, 'adults' | 'children' | 'infants'>): PassengerCounts {
  return { ADT: search.adults, CHD: search.children, INF: search.infants };
}

/** Adults first, then children, then infants: every type travelling or priced. */
export function passengerPriceLines(price: OfferPrice, counts: PassengerCounts): PassengerPriceLine[] {
  const lines: PassengerPriceLine[] = [];
  for (const type of ORDER) {
    if (counts[type] > 0 || price.perPassenger[type]) lines.push({ type, count: counts[type], price: price.perPassenger[type] ?? null });
  }
  return lines;
}

/** "CNY 12,400.00", or "not quoted". */
export function totalWording(price: OfferPrice): string {
  return price.total === null ? text.results.price.notQuoted : formatMoney(price.total, price.currency);
}

/**
 * A number to compare with a maximum price: the total when quoted; otherwise the part that is
 * quoted (each priced type × its count), a lower bound, so an offer is hidden only when even that
 * part is above the maximum. Floating point is fine here: it never reaches the screen.
 */
export function priceForFiltering(price: OfferPrice, counts: PassengerCounts): number {
  const total = moneyValue(price.total);
  if (!Number.isNaN(total)) return total;
  let quoted = 0;
  for (const type of ORDER) {
    const line = price.perPassenger[type];
    if (line) quoted += moneyValue(line.total) * counts[type];
  }
  return Number.isNaN(quoted) ? 0 : quoted;
}

/** The fare components shown in the breakdown, in the order agents read them. */
export const PRICE_COMPONENTS = ['fare', 'tax', 'qCharge', 'ticketingFee', 'platformServiceFee', 'merchantFee'] as const satisfies readonly (keyof PassengerPrice)[];

/**
 * The breakdown's check (issue 23, finding 8: every amount block adds up, and says so): each
 * quoted type's per-passenger total × its passengers, summed in decimal, against the total.
 * Null when the total is not quoted (the breakdown says so instead).
 */
export function totalCheck(price: OfferPrice, counts: PassengerCounts): { terms: string[]; sum: string; adds: boolean; difference: string } | null {
  if (price.total === null) return null;
  let sum = 0;
  const terms: string[] = [];
  for (const line of passengerPriceLines(price, counts)) {
    if (line.count === 0) continue;
    if (!line.price) return null;
    sum += toUnits(line.price.total) * line.count;
    terms.push(`${line.count} × ${groupThousands(line.price.total)}`);
  }
  const difference = toUnits(price.total) - sum;
  return { terms, sum: fromUnits(sum), adds: difference === 0, difference: fromUnits(difference) };
}
