/**
 * The RefundRequest rules of part 7 (B134–B154), in the order the sandbox checks them:
 *
 * 1. B146 the order is neither an issued order nor an issued change order;
 * 2. B152 a pnrList segment differs from the order's segment of that segmentNo (route, flight,
 *    cabin, booking code, PNR or airline PNR when given);
 * 3. B135 a passenger (name, birthday, sex) or ticket number is not in the order;
 * 4. B150 a passenger/segment was moved to a change order: use the change order's number;
 * 5. B145 the passengers do not all refund the same segments;
 * 6. B136 allPaxOfOrder is 1 but some passenger or segment of the order is missing;
 * 7. B137 unknown refundPricingId, B149 expired, B154 pnrList differs from the refund pricing;
 * 8. B153 the same passengers and segments already have a refund in request (REFD_PRC);
 *    B134 some passenger/segment already has a refund in progress or completed.
 */
import { parseCabin } from '../fares/cabins';
import { ApiError } from '../protocol/envelope';
import { REFUND_ERRORS } from '../protocol/error-messages';
import { type RefundRequestFields } from '../operations/refund-request-fields';
import { type OrderBook } from './order-book';
import { type AirOrder, type RefundItem } from './order-model';

export function checkRefund(book: OrderBook, order: AirOrder, request: RefundRequestFields, now: number): RefundItem[] {
  if (book.airState(order, now) !== 'ISSED') throw new ApiError(REFUND_ERRORS.orderNotApplicable(order.orderNum));

  const segmentsByPassenger = new Map<number, Set<number>>();
  for (const asked of request.pnrList) {
    const segment = order.segments.find((s) => s.segmentNo === asked.segmentNo);
    const sameSegment =
      segment !== undefined &&
      segment.departure === asked.departure &&
      segment.arrival === asked.arrival &&
      [segment.flightNum, `${segment.airline}${segment.flightNum}`].includes(asked.flightNum) &&
      segment.bookingCode === asked.bookingCode &&
      parseCabin(asked.cabinClass) === parseCabin(segment.cabinClass) &&
      (asked.pnr === undefined || asked.pnr.toUpperCase() === order.pnr) &&
      (asked.airPnr === undefined || asked.airPnr.toUpperCase() === (order.airPnr ?? ''));
    if (!sameSegment) throw new ApiError(REFUND_ERRORS.pnrListDiffersFromOrder);
    for (const ticket of asked.tickets) {
      const passenger = order.passengers.find(
        (p) =>
          p.lastName.toUpperCase() === ticket.lastName.trim().toUpperCase() &&
          p.firstName.toUpperCase() === ticket.firstName.trim().toUpperCase() &&
          p.birthday === ticket.birthday &&
          p.sex === ticket.sex,
      );
      if (!passenger || (ticket.ticketNum !== undefined && digits(ticket.ticketNum) !== digits(passenger.ticketNum ?? ''))) {
        throw new ApiError(REFUND_ERRORS.passengerNotInOrder);
      }
      const segments = segmentsByPassenger.get(passenger.passengerIndex) ?? new Set<number>();
      segments.add(asked.segmentNo);
      segmentsByPassenger.set(passenger.passengerIndex, segments);
    }
  }
  const items: RefundItem[] = [...segmentsByPassenger.entries()]
    .sort(([a], [b]) => a - b)
    .map(([passengerIndex, segments]) => ({ passengerIndex, segmentNos: [...segments].sort((a, b) => a - b) }));

  const changed = order.changedTo;
  if (changed && items.some((item) => changed.passengerIndexes.includes(item.passengerIndex) && item.segmentNos.some((no) => changed.segmentNos.includes(no)))) {
    throw new ApiError(REFUND_ERRORS.useChangeOrder);
  }
  const firstSegments = items[0]?.segmentNos.join(',');
  if (items.some((item) => item.segmentNos.join(',') !== firstSegments)) throw new ApiError(REFUND_ERRORS.sameRoutingOnce);

  if (request.allPaxOfOrder === 1) {
    const expectedPassengers = order.passengers.filter((p) => !(changed?.passengerIndexes.includes(p.passengerIndex) ?? false)).length;
    if (items.length !== expectedPassengers || items.some((item) => item.segmentNos.length !== order.segments.length)) {
      throw new ApiError(REFUND_ERRORS.notAllPassengers);
    }
  }

  if (request.refundPricingId !== undefined) {
    const pricing = book.state.refundPricings.find((entry) => entry.refundPricingId === request.refundPricingId);
    if (!pricing) throw new ApiError(REFUND_ERRORS.refundPricingNotExist);
    if (now > pricing.expiresAt) throw new ApiError(REFUND_ERRORS.refundPricingExpired(pricing.refundPricingId));
    if (pricing.orderNum !== order.orderNum || itemsKey(pricing.items) !== itemsKey(items)) throw new ApiError(REFUND_ERRORS.pnrListDiffersFromRefundPricing);
  }

  for (const existing of book.refundsOf(order.orderNum)) {
    if (itemsKey(existing.items) === itemsKey(items) && book.refundState(existing, now) === 'REFD_PRC') throw new ApiError(REFUND_ERRORS.duplicated);
  }
  for (const existing of book.refundsOf(order.orderNum)) {
    for (const item of items) {
      const overlap = existing.items.some((old) => old.passengerIndex === item.passengerIndex && old.segmentNos.some((no) => item.segmentNos.includes(no)));
      if (overlap) {
        const passenger = order.passengers.find((p) => p.passengerIndex === item.passengerIndex);
        throw new ApiError(REFUND_ERRORS.notApplicableForPassenger(`${passenger?.lastName ?? ''}/${passenger?.firstName ?? ''}`));
      }
    }
  }
  return items;
}

function digits(text: string): string {
  return text.replaceAll(/\D/g, '');
}

function itemsKey(items: readonly RefundItem[]): string {
  return [...items]
    .sort((a, b) => a.passengerIndex - b.passengerIndex)
    .map((item) => `${item.passengerIndex}:${[...item.segmentNos].sort((a, b) => a - b).join(',')}`)
    .join(';');
}
