/**
 * The `data` of an OrderPricing V5 answer: ASSUMED FROM PUBLIC MATERIAL, NOT IN THE SPECIFICATION.
 *
 *   data{ pricingResult{ solution{…fares…}, flights[{flightId, journeyTime, transferCount,
 *         lastTktTime, segmengtIds}], segments[…] }, orderResult{…} }
 *
 * The solution carries the order's own fares (what ticketing will charge), with the Q charge in the
 * taxes as in pricing; flights are in the shopping form public samples show (`segmengtIds`, the
 * order's `lastTktTime` in Beijing time); segments as in pricing. `orderResult` is not public
 * beyond its name: the sandbox answers the order's number, state, PNR, amount and last ticketing
 * time there (marked assumed in docs/sandbox.md).
 */
import { fareTypeOf } from '../../fares/products';
import { fromCents } from '../../money/cents';
import { type Offer } from '../../offers/offer';
import { pricingData } from '../../offers/pricing-response';
import { amountsWithQChargeInTaxes } from '../../offers/wire-solution';
import { type OrderBook } from '../../orders/order-book';
import { type AirOrder } from '../../orders/order-model';
import { beijingDateTime } from '../../time/wire-time';

export function orderPricingData(seed: number, book: OrderBook, order: AirOrder, offer: Offer, now: number) {
  const priced = pricingData(seed, offer);
  const quote = order.quote;
  const lastTktTime = beijingDateTime(order.lastTktTime);
  const state = book.airState(order, now);
  return {
    pricingResult: {
      solution: {
        solutionKey: priced.solution.solutionKey,
        solutionId: order.solutionId ?? priced.solution.solutionId,
        fareType: fareTypeOf(order.product),
        ...amountsWithQChargeInTaxes(quote),
        adults: offer.passengers.adults,
        children: offer.passengers.children,
        infants: offer.passengers.infants,
        journeys: priced.solution.journeys,
        platingCarrier: order.platingCarrier,
      },
      flights: priced.flights.map((flight) => ({
        flightId: flight.flightId,
        journeyTime: flight.journeyTime,
        transferCount: flight.transferCount,
        lastTktTime,
        segmengtIds: flight.segmentIds,
      })),
      segments: priced.segments,
    },
    orderResult: {
      orderNum: order.orderNum,
      orderStatus: state,
      pnr: order.pnr,
      currency: order.currency,
      orderAmount: fromCents(order.orderAmount),
      lastTktTime,
    },
  };
}
