import { ok } from '../../../contract';
import type { PricedOfferStore } from '../../archive/priced-offer-store';
import type { Handler } from '../../transports/dispatch/handler-table';
import type { PricingService } from './pricing-service';

export function pricingHandlers(pricing: PricingService, pricedOffers: PricedOfferStore) {
  return {
    'pricing.price': (({ searchId, solutionId }, { signal }) => pricing.price(searchId, solutionId, signal)) satisfies Handler<'pricing.price'>,
    'pricing.acknowledge': (async ({ pricedOfferId }) => pricing.acknowledge(pricedOfferId)) satisfies Handler<'pricing.acknowledge'>,
    'pricing.load': (async ({ pricedOfferId }) => pricing.load(pricedOfferId)) satisfies Handler<'pricing.load'>,
    'pricing.recent': (async () => ok(pricedOffers.recent())) satisfies Handler<'pricing.recent'>,
  };
}
