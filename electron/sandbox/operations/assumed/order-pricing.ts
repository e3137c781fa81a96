/**
 * OrderPricing V5 (`POST /json/orderPricingV5`, body `orderPricing{orderNum}`): ASSUMED FROM
 * PUBLIC MATERIAL, NOT IN THE SPECIFICATION. Re-prices a to-be-paid order before paying. Checks,
 * in this order: fields (P001/P002), the order (B010 unknown or another partner's; B009 a refund
 * or ancillary order number), B112 already paid (paid or issued), B009 cancelled, B115 its last
 * ticketing time has passed, then the market:
 *
 * - a `drift=up|down|booking-code` fault moves the order's price (the booking code of its first
 *   segment for `booking-code`): the order now costs the new price and the answer is B116, so the
 *   next OrderPricing (and Ticketing) sees the new figures;
 * - a `drift=schedule` fault answers B114 (the airline changed a flight); nothing changes.
 *
 * Success answers the order's price (order-pricing-response.ts) and records the time: with the
 * `requireOrderPricing` rule on, Ticketing must follow within 30 minutes (operations/ticketing.ts).
 */
import { quoteOffer, totalFor } from '../../fares/fare-quote';
import { movedOffer, PRICE_MOVES, type PriceDrift } from '../../offers/pricing-outcome';
import { orderSegmentsOf } from '../../orders/order-from-offer';
import { type AirOrder } from '../../orders/order-model';
import { offerOfOrder } from '../../orders/order-offer';
import { PAID_STATES } from '../../orders/order-states';
import { ORDER_PRICING_ERRORS } from '../../protocol/assumed-error-messages';
import { ApiError, success } from '../../protocol/envelope';
import { requireObject, requireOrderNumber } from '../../protocol/field-reader';
import { type OperationHandler, type SandboxContext } from '../operation-context';
import { orderPricingData } from './order-pricing-response';

export const orderPricing: OperationHandler = ({ body, partnerId, forcedDrift }, context) => {
  const fields = requireObject(body, 'orderPricing');
  const orderNum = requireOrderNumber(fields, 'orderNum');
  const found = context.book.find(orderNum);
  if (!found || found.order.partnerId !== partnerId) throw new ApiError(ORDER_PRICING_ERRORS.unknownOrder);
  if (found.kind !== 'air') throw new ApiError(ORDER_PRICING_ERRORS.statusInvalid);
  const order = found.order;
  const now = context.clock.now();
  if (PAID_STATES.has(order.state)) throw new ApiError(ORDER_PRICING_ERRORS.alreadyPaid);
  if (order.state !== 'TO_BE_PAID') throw new ApiError(ORDER_PRICING_ERRORS.statusInvalid);
  if (now > order.lastTktTime) throw new ApiError(ORDER_PRICING_ERRORS.lastTicketingTimePassed);
  if (forcedDrift === 'schedule') throw new ApiError(ORDER_PRICING_ERRORS.flightChanged);
  if (forcedDrift) {
    reprice(order, forcedDrift, context);
    context.changed();
    throw new ApiError(ORDER_PRICING_ERRORS.priceChanged);
  }
  order.orderPricedAt = now;
  context.changed();
  return { envelope: success(orderPricingData(context.seed, context.book, order, offerOfOrder(context.network, order), now)) };
};

/** The market moved: the order is sold at the new price from now on. */
function reprice(order: AirOrder, drift: PriceDrift, context: SandboxContext): void {
  const { offer } = movedOffer(context.seed, offerOfOrder(context.network, order), PRICE_MOVES[drift]);
  order.segments = orderSegmentsOf(offer);
  order.quote = quoteOffer(context.seed, offer);
  order.orderAmount = totalFor(order.quote, offer.passengers);
  order.fareAdjustmentPerMille = offer.fareAdjustmentPerMille;
}
