import type { PricedOffer } from '../../../contract/domains/pricing';
import { ANOTHER_ORDER_RULE, ORDER_IN_FLIGHT_RULE, testOrderSchemaFor, type TestOrder, type TestPassenger } from '../../../contract/domains/sandbox-orders';
import { fail, ok, validationFailure, type DeskResult } from '../../../contract/result';
import { issuesFromZod } from '../../../contract/validation';
import type { PricedOfferStore } from '../../archive/priced-offer-store';
import type { SearchStore } from '../../archive/search-store';
import type { Logger } from '../../logging/logger';
import { pricingRequestFor } from '../pricing/pricing-request';
import type { OrderFileService } from '../order-file/order-file-service';
import type { ProfileService } from '../profiles/profile-service';
import { createSandboxOrder } from './sandbox-order-client';

export interface SandboxOrderServiceDependencies {
  profiles: ProfileService;
  searches: SearchStore;
  pricedOffers: PricedOfferStore;
  logger: Logger;
  /** Resets the embedded sandbox to its seeded state. */
  resetEmbedded: () => Promise<void>;
  /** The order file: a created test order goes into it at once. */
  orders: Pick<OrderFileService, 'fileTestOrder'>;
  now?: () => Date;
}

export interface TestOrderRequest {
  pricedOfferId: string;
  passengers: TestPassenger[];
  /** The agent confirmed another order from a priced offer that already produced one. */
  another: boolean;
}

/** "Create test order" and "Reset sandbox": sandbox profiles only. */
export class SandboxOrderService {
  /** Priced offers an order is being created from right now: a second press waits its turn. */
  private readonly inFlight = new Set<string>();

  constructor(private readonly deps: SandboxOrderServiceDependencies) {}

  async createOrder(request: TestOrderRequest, signal: AbortSignal): Promise<DeskResult<TestOrder>> {
    const { pricedOfferId } = request;
    const active = await this.deps.profiles.active();
    if (active.environment !== 'sandbox') {
      return validationFailure([{ field: 'pricedOfferId', rule: 'sandbox only', message: `Test orders exist only in the sandbox; the active profile "${active.name}" is ${active.environment.toUpperCase()}.` }]);
    }
    const offer = this.deps.pricedOffers.load(pricedOfferId);
    if (!offer) return validationFailure([{ field: 'pricedOfferId', rule: 'exists', message: 'pricedOfferId is not a stored priced offer.' }]);
    if (offer.requiresAcknowledgement && !offer.acknowledgedAt) {
      return validationFailure([{ field: 'pricedOfferId', rule: 'acknowledged', message: 'The price went up at pricing: acknowledge the new price before creating the order.' }]);
    }
    const travelDate = firstDeparture(offer);
    const checked = travelDate ? testOrderSchemaFor(travelDate).safeParse(request) : null;
    if (checked && !checked.success) return validationFailure(issuesFromZod(checked.error));
    const earlier = offer.testOrders.at(-1);
    if (earlier && !request.another) {
      return validationFailure([
        {
          field: 'another',
          rule: ANOTHER_ORDER_RULE,
          message: `Test order ${earlier.orderNum} was already created from this priced offer at ${earlier.createdAt}: confirm to create another one.`,
        },
      ]);
    }
    if (this.inFlight.has(pricedOfferId)) {
      return validationFailure([{ field: 'pricedOfferId', rule: ORDER_IN_FLIGHT_RULE, message: 'A test order is already being created from this priced offer: wait for its answer.' }]);
    }
    // Marked before the next await, so a second press arriving meanwhile is refused above.
    this.inFlight.add(pricedOfferId);
    try {
      return await this.book(offer, request, earlier !== undefined, signal);
    } finally {
      this.inFlight.delete(pricedOfferId);
    }
  }

  private async book(offer: PricedOffer, request: TestOrderRequest, another: boolean, signal: AbortSignal): Promise<DeskResult<TestOrder>> {
    const { pricedOfferId, passengers } = request;
    const results = this.deps.searches.load(offer.searchId);
    const shopped = results?.offers.find((candidate) => candidate.solutionId === offer.solutionId);
    if (!results || !shopped) {
      return fail({ kind: 'unavailable', what: 'stored results', message: 'The search of this offer is no longer stored.', fix: 'Shop and price again, then create the order.' });
    }
    const counts = passengerCounts(passengers);
    const wanted = results.search;
    if (counts.ADT !== wanted.adults || counts.CHD !== wanted.children || counts.INF !== wanted.infants) {
      return validationFailure([{ field: 'passengers', rule: 'match the search', message: `passengers must be ${wanted.adults} adult(s), ${wanted.children} child(ren) and ${wanted.infants} infant(s), as priced.` }]);
    }
    const connection = await this.deps.profiles.connectionFor();
    if (!connection.ok) return connection;
    const created = await createSandboxOrder(connection.value, pricingRequestFor(results, shopped), passengers, signal);
    if (!created.ok) return created;
    const order: TestOrder = { ...created.value, createdAt: (this.deps.now?.() ?? new Date()).toISOString() };
    this.deps.pricedOffers.recordTestOrder(pricedOfferId, order);
    this.deps.logger.info('sandbox.order-created', { orderNum: order.orderNum, pricedOfferId, another });
    await this.deps.orders.fileTestOrder(order, passengers, offer.priced, signal);
    return ok(order);
  }

  async reset(): Promise<DeskResult<{ reset: true }>> {
    await this.deps.resetEmbedded();
    this.deps.logger.info('sandbox.reset');
    return ok({ reset: true });
  }
}

/** The day travel begins (yyyy-MM-dd): passenger types are judged by age on it. */
function firstDeparture(offer: PricedOffer): string | null {
  return offer.priced.journeys[0]?.segments[0]?.departDate ?? offer.shopped.journeys[0]?.segments[0]?.departDate ?? null;
}

function passengerCounts(passengers: TestPassenger[]): Record<'ADT' | 'CHD' | 'INF', number> {
  const counts = { ADT: 0, CHD: 0, INF: 0 };
  for (const passenger of passengers) counts[passenger.type]++;
  return counts;
}
