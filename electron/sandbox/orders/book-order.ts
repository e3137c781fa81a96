/**
 * Booking a priced offer: the one path that creates a to-be-paid order, shared by PreciseBooking
 * (operations/assumed/precise-booking.ts) and `POST /sandbox/orders` (create-test-order.ts). It
 * checks the passengers (booking-rules.ts), then writes the order into the book. Every order the
 * sandbox books is a TEST order (ModifyOrderStatus can issue it).
 */
import { type Offer } from '../offers/offer';
import { type SandboxContext } from '../operations/operation-context';
import { checkDocuments, checkNotDuplicate, checkPassengers } from './booking-rules';
import { newAirOrder } from './order-from-offer';
import { type AirOrder, type Contact, type OrderPassenger } from './order-model';

export interface BookingInput {
  partnerId: string;
  /** The offer as pricing sells it now. */
  offer: Offer;
  /** The solutionId the order was booked from (kept on the order). */
  solutionId: string;
  passengers: OrderPassenger[];
  contact: Contact;
  buyerOrder: string | null;
  purpose: string | null;
  /**
   * PreciseBooking applies every rule. The control route, a tool for tests and trainers, skips
   * the document rule (B065) and the duplicate rule (B029) so one offer can be booked again and
   * again with made-up passengers (docs/sandbox.md).
   */
  rules: { documents: boolean; duplicates: boolean };
}

export function bookOrder(context: SandboxContext, input: BookingInput): AirOrder {
  const now = context.clock.now();
  checkPassengers(input.passengers, input.offer, now);
  if (input.rules.documents) checkDocuments(input.passengers, input.offer);
  if (input.rules.duplicates) checkNotDuplicate(context.book, input.partnerId, input.passengers, input.offer, now);
  const order = newAirOrder({
    seed: context.seed,
    orderNum: context.book.nextOrderNumber(),
    partnerId: input.partnerId,
    offer: input.offer,
    passengers: input.passengers,
    createdAt: now,
    isTest: true,
    contact: input.contact,
    solutionId: input.solutionId,
    purpose: input.purpose ?? undefined,
    buyerOrder: input.buyerOrder,
  });
  context.book.state.airOrders.push(order);
  context.changed();
  return order;
}
