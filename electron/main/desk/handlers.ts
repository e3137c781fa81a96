import type { PricedOfferStore } from '../archive/priced-offer-store';
import type { SearchStore } from '../archive/search-store';
import type { HandlerTable } from '../transports/dispatch/handler-table';
import type { WholesaleClient } from '../wholesale/client';
import { appHandlers, type AppHandlerDependencies } from './app/app-handlers';
import type { PlaceDirectory } from './places/place-directory';
import { pricingHandlers } from './pricing/pricing-handlers';
import type { PricingService } from './pricing/pricing-service';
import { profileHandlers } from './profiles/profile-handlers';
import type { ProfileService } from './profiles/profile-service';
import type { SandboxOrderService } from './sandbox-orders/sandbox-order-service';
import { shoppingHandlers } from './shopping/shopping-handlers';
import type { ShoppingService } from './shopping/shopping-service';

export interface DeskServices extends AppHandlerDependencies {
  profiles: ProfileService;
  client: WholesaleClient;
  places: PlaceDirectory;
  shopping: ShoppingService;
  searches: SearchStore;
  pricing: PricingService;
  pricedOffers: PricedOfferStore;
  sandboxOrders: SandboxOrderService;
}

/** The one handler table both transports dispatch to. The type refuses a missing operation. */
export function createHandlerTable(services: DeskServices): HandlerTable {
  return {
    ...appHandlers(services),
    ...profileHandlers(services.profiles, services.client),
    ...shoppingHandlers(services.shopping, services.searches, services.places),
    ...pricingHandlers(services.pricing, services.pricedOffers, services.sandboxOrders),
  };
}
