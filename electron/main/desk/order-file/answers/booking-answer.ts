import { inferredStatus } from '../../../../contract/domains/order-status';
import type { OfferSnapshot } from '../../../../contract/domains/pricing';
import type { TestPassenger } from '../../../../contract/domains/booking';
import type { OrderFacts } from '../../../archive/orders/order-facts';
import type { PreciseBookingRequest } from '../../../wholesale/operations/assumed/precise-booking';
import type { WireBookingData } from '../../../wholesale/wire/assumed/booking';
import { factsFromTestOrder } from './test-order-answer';

/**
 * PreciseBooking (assumed from public material) created an order: filed at once from its answer
 * (number, PNR, currency), the passengers and contact the desk sent and the priced offer's segments
 * and amount. Public material says a booked order waits for payment; the answer has no status, so
 * "To be paid" is the desk's conclusion until OrderDetail says otherwise.
 */
export function factsFromBooking(data: WireBookingData, request: PreciseBookingRequest, passengers: readonly TestPassenger[], offer: OfferSnapshot): OrderFacts {
  const facts = factsFromTestOrder(
    {
      orderNum: data.orderNum,
      stateCode: 'TO_BE_PAID',
      stateText: 'To be paid',
      orderAmount: offer.price.total ?? '',
      currency: data.solution.currency,
      pnr: data.pnr,
      lastTicketingTime: offer.lastTicketingTime,
      createdAt: '',
    },
    passengers,
    offer,
  );
  return {
    ...facts,
    status: { status: inferredStatus('TO_BE_PAID', 'air'), inferred: true },
    amount: offer.price.total,
    amounts: offer.price.total === null ? [] : [{ key: 'orderAmount', amount: offer.price.total, currency: data.solution.currency }],
    contact: { name: request.contact.name, email: request.contact.email, telNum: request.contact.mobile ?? null },
  };
}
