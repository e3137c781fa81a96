import type { FiledOrder } from '../../../contract/domains/orders';
import type { DiffRow, OfferDiff } from '../../../contract/domains/pricing';
import { compareMoney, subtractMoney } from '../../../contract/money';
import { wording, type Wording } from '../../../contract/words';
import { money } from '../pricing/offer-diff';
import { offerPrice, readPriceUnits, type PassengerCounts } from '../shopping/offer-price';
import type { WireOrderPricingData } from '../../wholesale/wire/assumed/order-pricing';

/**
 * The fare lines both the order file (from OrderDetail) and OrderPricing carry, with their labels.
 * Not the taxes: OrderPricing's include the Q charge (as pricing's do) and OrderDetail's may not,
 * so the same order would read as "changed"; taxes are compared through the order amount.
 */
const LINES: readonly (readonly ['adtFare' | 'chdFare' | 'infFare' | 'tktFee' | 'merchantFee', Wording])[] = [
  ['adtFare', wording('priceDiff.fare', { passenger: wording('priceDiff.passenger.ADT') })],
  ['chdFare', wording('priceDiff.fare', { passenger: wording('priceDiff.passenger.CHD') })],
  ['infFare', wording('priceDiff.fare', { passenger: wording('priceDiff.passenger.INF') })],
  ['tktFee', wording('priceDiff.order.ticketingFee')],
  ['merchantFee', wording('priceDiff.order.merchantFee')],
];

export interface OrderPriceComparison {
  diff: OfferDiff;
  /** What the order costs by OrderPricing's answer (null when a passenger type has no fare). */
  amount: string | null;
  currency: string;
  /** The order amount or a booking code moved. */
  changed: boolean;
}

/**
 * OrderPricing's answer beside what the order file knows (the "shopped" side of the diff is the
 * file, the "priced" side the answer), in the rows the Pricing screen's comparison shows: the fare
 * lines both sides carry, the order amount (summed as pricing sums an offer) and each segment's
 * booking code. Lines only one side states are left out rather than shown as changes.
 */
export function compareOrderPrice(order: FiledOrder, data: WireOrderPricingData): OrderPriceComparison {
  const solution = data.pricingResult.solution;
  const counts = countsOf(order, solution);
  const amount = offerPrice(readPriceUnits(solution as unknown as Record<string, unknown>, null), counts).total;
  const rows: DiffRow[] = [];
  const filed = new Map(order.amounts.map((line) => [line.key, line.amount]));
  for (const [key, label] of LINES) {
    const before = filed.get(key) ?? null;
    const after = solution[key] ?? null;
    if (before !== null && after !== null) rows.push(money(label, before, after));
  }
  rows.push(money(wording('priceDiff.order.amount'), order.amount, amount));
  const segments = data.pricingResult.segments;
  order.segments.forEach((segment, index) => {
    const answered = segments[index];
    if (!answered || segment.bookingCode === null) return;
    const flight = `${segment.airline}${segment.flightNum} ${segment.departure}–${segment.arrival}`;
    const label = wording('priceDiff.order.bookingCode', { segmentNo: segment.segmentNo, flight });
    rows.push({ section: 'booking', label, shopped: segment.bookingCode, priced: answered.bookingCode, change: segment.bookingCode === answered.bookingCode ? 'same' : 'changed', delta: null });
  });
  const totalDelta = order.amount !== null && amount !== null ? subtractMoney(amount, order.amount) : null;
  const diff: OfferDiff = {
    rows,
    totalShopped: order.amount,
    totalPriced: amount,
    totalDelta,
    priceIncreased: totalDelta !== null && compareMoney(totalDelta, '0') > 0,
    anyChange: rows.some((row) => row.change !== 'same'),
  };
  const amountMoved = totalDelta !== null ? compareMoney(totalDelta, '0') !== 0 : order.amount !== amount;
  const codeMoved = rows.some((row) => row.section === 'booking' && row.change !== 'same');
  return { diff, amount, currency: solution.currency, changed: amountMoved || codeMoved };
}

/** The answer's passenger counts when it sends them, else the order's passengers by type. */
function countsOf(order: FiledOrder, solution: WireOrderPricingData['pricingResult']['solution']): PassengerCounts {
  const filed = (type: string) => order.passengers.filter((passenger) => passenger.type === type).length;
  return {
    adults: solution.adults ?? filed('ADT'),
    children: solution.children ?? filed('CHD'),
    infants: solution.infants ?? filed('INF'),
  };
}
