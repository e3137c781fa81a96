import type { TestOrder, TestPassenger } from '../../../contract/domains/sandbox-orders';
import { fail, ok, validationFailure, type DeskResult } from '../../../contract/result';
import type { PricedOfferStore } from '../../archive/priced-offer-store';
import type { SearchStore } from '../../archive/search-store';
import type { Logger } from '../../logging/logger';
import { pricingRequestFor } from '../pricing/pricing-request';
import type { ProfileService } from '../profiles/profile-service';
import { createSandboxOrder } from './sandbox-order-client';

export interface SandboxOrderServiceDependencies {
  profiles: ProfileService;
  searches: SearchStore;
  pricedOffers: PricedOfferStore;
  logger: Logger;
  /** Resets the embedded sandbox to its seeded state. */
  resetEmbedded: () => Promise<void>;
}

/** "Create test order" and "Reset sandbox": sandbox profiles only. */
export class SandboxOrderService {
  constructor(private readonly deps: SandboxOrderServiceDependencies) {}

  async createOrder(pricedOfferId: string, passengers: TestPassenger[], signal: AbortSignal): Promise<DeskResult<TestOrder>> {
    const active = await this.deps.profiles.active();
    if (active.environment !== 'sandbox') {
      return validationFailure([{ field: 'pricedOfferId', rule: 'sandbox only', message: `Test orders exist only in the sandbox; the active profile "${active.name}" is ${active.environment.toUpperCase()}.` }]);
    }
    const offer = this.deps.pricedOffers.load(pricedOfferId);
    if (!offer) return validationFailure([{ field: 'pricedOfferId', rule: 'exists', message: 'pricedOfferId is not a stored priced offer.' }]);
    if (offer.requiresAcknowledgement && !offer.acknowledgedAt) {
      return validationFailure([{ field: 'pricedOfferId', rule: 'acknowledged', message: 'The price went up at pricing: acknowledge the new price before creating the order.' }]);
    }
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
    if (created.ok) this.deps.logger.info('sandbox.order-created', { orderNum: created.value.orderNum, pricedOfferId });
    return created;
  }

  async reset(): Promise<DeskResult<{ reset: true }>> {
    await this.deps.resetEmbedded();
    this.deps.logger.info('sandbox.reset');
    return ok({ reset: true });
  }
}

function passengerCounts(passengers: TestPassenger[]): Record<'ADT' | 'CHD' | 'INF', number> {
  const counts = { ADT: 0, CHD: 0, INF: 0 };
  for (const passenger of passengers) counts[passenger.type]++;
  return counts;
}
