/**
 * What a refund pays back, per passenger, in cents. The passenger's price (and its fare) is split
 * over the order's segments as evenly as cents allow, the shares adding back to the whole
 * (money/allocate.ts: a full refund returns exactly what was paid); flown segments are "used"; a voluntary refund (refundType 0) keeps the
 * fare's penalty (all of a SAVER fare, 600.00 of a STANDARD fare, nothing of a FLEX fare) and a
 * 20.00 service fee; an involuntary refund (refundType 1) returns everything unflown.
 */
import { perPassengerTotals } from '../fares/fare-quote';
import { allocateCents } from '../money/allocate';
import { type Cents } from '../money/cents';
import { type AirOrder, type RefundAmounts, type RefundItem } from './order-model';

const VOLUNTARY_SERVICE_FEE: Cents = 2000;
const STANDARD_PENALTY: Cents = 60000;

export function refundAmounts(order: AirOrder, items: readonly RefundItem[], refundType: number, now: number): RefundAmounts[] {
  const totals = perPassengerTotals(order.quote);
  const evenly = Array<number>(Math.max(1, order.segments.length)).fill(1);
  return items.map((item) => {
    const passenger = order.passengers.find((p) => p.passengerIndex === item.passengerIndex);
    const type = passenger?.psgType ?? 'ADT';
    const total = type === 'ADT' ? totals.adult : type === 'CHD' ? totals.child : totals.infant;
    const fare = type === 'ADT' ? order.quote.adtFare : type === 'CHD' ? order.quote.chdFare : order.quote.infFare;
    // Equal weights, one per segment: as even as cents allow, adding back to the whole.
    const shares = allocateCents(total, evenly);
    const fareShares = allocateCents(fare, evenly);
    // A segment's share is found by its place in the order, so each segment always has the same one.
    const place = (no: number): number => order.segments.findIndex((s) => s.segmentNo === no);
    const requested = item.segmentNos.map(place).filter((index) => index >= 0);
    const isFlown = (index: number): boolean => (order.segments[index]?.departureInstant ?? Infinity) <= now;
    const sum = (values: readonly Cents[], indexes: readonly number[]): Cents => indexes.reduce((acc, index) => acc + (values[index] ?? 0), 0);
    const paid = sum(shares, requested);
    const used = sum(shares, requested.filter(isFlown));
    const unflownFare = sum(fareShares, requested.filter((index) => !isFlown(index)));
    const voluntary = refundType === 0;
    const nonRefundable = !voluntary ? 0 : order.product === 'SAVER' ? unflownFare : order.product === 'STANDARD' ? Math.min(STANDARD_PENALTY, unflownFare) : 0;
    const serviceFee = voluntary ? VOLUNTARY_SERVICE_FEE : 0;
    return {
      passengerIndex: item.passengerIndex,
      paid,
      used,
      nonRefundable,
      serviceFee,
      refund: Math.max(0, paid - used - nonRefundable - serviceFee),
    };
  });
}
