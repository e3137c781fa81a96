/**
 * What a refund pays back, per passenger, in cents. The passenger's price is split evenly over
 * the order's segments; flown segments are "used"; a voluntary refund (refundType 0) keeps the
 * fare's penalty (all of a SAVER fare, 600.00 of a STANDARD fare, nothing of a FLEX fare) and a
 * 20.00 service fee; an involuntary refund (refundType 1) returns everything unflown.
 */
import { perPassengerTotals } from '../fares/fare-quote';
import { type Cents } from '../money/cents';
import { type AirOrder, type RefundAmounts, type RefundItem } from './order-model';

const VOLUNTARY_SERVICE_FEE: Cents = 2000;
const STANDARD_PENALTY: Cents = 60000;

export function refundAmounts(order: AirOrder, items: readonly RefundItem[], refundType: number, now: number): RefundAmounts[] {
  const totals = perPassengerTotals(order.quote);
  const segmentCount = Math.max(1, order.segments.length);
  return items.map((item) => {
    const passenger = order.passengers.find((p) => p.passengerIndex === item.passengerIndex);
    const type = passenger?.psgType ?? 'ADT';
    const total = type === 'ADT' ? totals.adult : type === 'CHD' ? totals.child : totals.infant;
    const fare = type === 'ADT' ? order.quote.adtFare : type === 'CHD' ? order.quote.chdFare : order.quote.infFare;
    const perSegment = Math.floor(total / segmentCount);
    const farePerSegment = Math.floor(fare / segmentCount);
    const flown = item.segmentNos.filter((no) => (order.segments.find((s) => s.segmentNo === no)?.departureInstant ?? Infinity) <= now).length;
    const paid = perSegment * item.segmentNos.length;
    const used = perSegment * flown;
    const unflownFare = farePerSegment * (item.segmentNos.length - flown);
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
