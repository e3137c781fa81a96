import { randomUUID } from 'node:crypto';
import type { PricedOffer } from '../../../contract/domains/pricing';
import { fail, ok, validationFailure, type SentResult } from '../../../contract/result';
import type { PricedOfferStore } from '../../archive/priced-offer-store';
import type { SearchStore } from '../../archive/search-store';
import type { Logger } from '../../logging/logger';
import type { WholesaleClient } from '../../wholesale/client';
import { precisePricingOperation } from '../../wholesale/operations/precise-pricing';
import { AnswerShapeError } from '../shopping/answer-shape-error';
import type { ProfileService } from '../profiles/profile-service';
import { diffOffers } from './offer-diff';
import { snapshotOfPriced, snapshotOfShopped } from './offer-snapshot';
import { summarisePricedOffer } from './priced-offer-summary';
import { pricingRequestFor } from './pricing-request';
import { wording } from '../../../contract/words';
import type { Language } from '../../../contract/domains/language';

export interface PricingServiceDependencies {
  client: WholesaleClient;
  profiles: ProfileService;
  searches: SearchStore;
  pricedOffers: PricedOfferStore;
  logger: Logger;
  /** The desk's language preference: the stored offer's summary is worded in it when the offer is priced. */
  language: () => Language;
  now?: () => Date;
  newId?: () => string;
}

/**
 * Precise pricing of a shopped offer: rebuilds the V9 request from the stored search, prices it
 * with the profile it was shopped with, and compares the answer with the shopped offer. A price
 * increase must be acknowledged (acknowledge) before anything is done with the offer.
 */
export class PricingService {
  constructor(private readonly deps: PricingServiceDependencies) {}

  async price(searchId: string, solutionId: string, signal: AbortSignal): Promise<SentResult<PricedOffer>> {
    const results = this.deps.searches.load(searchId);
    if (!results) {
      return fail({ kind: 'unavailable', what: wording('shopping.storedResults'), message: wording('pricing.searchGone'), fix: wording('pricing.searchGone.fix') });
    }
    const offer = results.offers.find((candidate) => candidate.solutionId === solutionId);
    if (!offer) return validationFailure([{ field: 'solutionId', rule: 'in the search', message: wording('pricing.notInSearch') }]);
    if (results.profileId !== this.deps.profiles.activeProfileId) {
      return validationFailure([{ field: 'searchId', rule: 'same profile', message: wording('pricing.otherProfile') }]);
    }
    const connection = await this.deps.profiles.connectionFor(results.profileId);
    if (!connection.ok) return connection;

    const answer = await this.deps.client.call(precisePricingOperation, pricingRequestFor(results, offer), connection.value, signal);
    if (!answer.ok) return answer;

    const shopped = snapshotOfShopped(results, offer);
    let priced;
    try {
      priced = snapshotOfPriced(answer.value.data, results.search, shopped.lastTicketingTime);
    } catch (error) {
      if (!(error instanceof AnswerShapeError)) throw error;
      return fail({ kind: 'bad-response', operation: 'precisePricing', message: wording('pricing.unusableField', { field: error.path, problem: error.problem }), excerpt: '' });
    }
    const diff = diffOffers(shopped, priced);
    const pricedOffer: PricedOffer = {
      pricedOfferId: this.deps.newId?.() ?? randomUUID(),
      searchId,
      solutionId,
      pricedAt: this.now().toISOString(),
      profileId: results.profileId,
      shopped,
      priced,
      diff,
      ancillaries: answer.value.data.ancillaryAvailability,
      bookingWithoutCard: answer.value.data.solution.bookingWithoutCard,
      requiresAcknowledgement: diff.priceIncreased,
      acknowledgedAt: null,
      testOrders: [],
      places: results.places,
      airlines: results.airlines,
    };
    this.deps.pricedOffers.save(pricedOffer, summarisePricedOffer(pricedOffer.priced, this.deps.language()));
    this.deps.logger.info('pricing.done', { pricedOfferId: pricedOffer.pricedOfferId, changed: diff.anyChange, increased: diff.priceIncreased });
    return ok(pricedOffer);
  }

  acknowledge(pricedOfferId: string): SentResult<PricedOffer> {
    const offer = this.deps.pricedOffers.load(pricedOfferId);
    if (!offer) return validationFailure([{ field: 'pricedOfferId', rule: 'exists', message: wording('pricing.notAStoredOffer') }]);
    this.deps.pricedOffers.acknowledge(pricedOfferId, this.now().toISOString());
    return ok(this.deps.pricedOffers.load(pricedOfferId) ?? offer);
  }

  load(pricedOfferId: string): SentResult<PricedOffer> {
    const offer = this.deps.pricedOffers.load(pricedOfferId);
    return offer ? ok(offer) : validationFailure([{ field: 'pricedOfferId', rule: 'exists', message: wording('pricing.notAStoredOffer') }]);
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }
}
