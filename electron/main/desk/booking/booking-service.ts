import type { PricedOffer } from '../../../contract/domains/pricing';
import { accountOfProfile } from '../../archive/orders/order-facts';
import { ANOTHER_ORDER_RULE, ORDER_IN_FLIGHT_RULE, SANDBOX_CONTACT, documentsRequired, testOrderSchemaFor, type BookingContact, type TestOrder, type TestPassenger } from '../../../contract/domains/booking';
import { fail, ok, validationFailure, type SentError, type SentResult } from '../../../contract/result';
import { issueWordings } from '../../../contract/validation';
import type { PricedOfferStore } from '../../archive/priced-offer-store';
import type { SearchStore } from '../../archive/search-store';
import type { Logger } from '../../logging/logger';
import type { OrderFile } from '../../archive/orders/order-file';
import { bookingRequestFor } from '../booking/booking-request';
import { factsFromBooking } from '../order-file/answers/booking-answer';
import type { OrderFileService } from '../order-file/order-file-service';
import type { ProfileService } from '../profiles/profile-service';
import { wording } from '../../../contract/words';

export interface BookingServiceDependencies {
  profiles: ProfileService;
  searches: SearchStore;
  pricedOffers: PricedOfferStore;
  logger: Logger;
  /** The door to the service: the booking is audited and the new order filed at once. */
  orders: Pick<OrderFileService, 'book' | 'readOrder'>;
  orderFile: Pick<OrderFile, 'reader'>;
  now?: () => Date;
}

export interface TestOrderRequest {
  pricedOfferId: string;
  passengers: TestPassenger[];
  /** Required for a real account; a sandbox test order without one uses SANDBOX_CONTACT. */
  contact?: BookingContact;
  /** The agent confirmed another order from a priced offer that already produced one. */
  another: boolean;
}

/**
 * Booking (`booking.create`): a REAL order on the active profile's service, booked with
 * PreciseBooking (assumed from public material, not in the specification), as a partner's client
 * does: a test order in the sandbox always, a real order on TEST or PRODUCTION only when the
 * profile enables booking (the screen's confirmation names the environment). (The sandbox's own control route,
 * `POST /sandbox/orders`, stays for its tests and trainers; the desk does not use it.)
 */
export class BookingService {
  /** Priced offers an order is being created from right now: a second press waits its turn. */
  private readonly inFlight = new Set<string>();

  constructor(private readonly deps: BookingServiceDependencies) {}

  async book(request: TestOrderRequest, signal: AbortSignal): Promise<SentResult<TestOrder>> {
    const { pricedOfferId } = request;
    const active = await this.deps.profiles.active();
    if (active.environment !== 'sandbox' && !active.bookingEnabled) {
      return validationFailure([
        {
          field: 'pricedOfferId',
          rule: 'booking enabled',
          message: wording('booking.off', { profile: active.name, environment: active.environment.toUpperCase() }),
        },
      ]);
    }
    if (active.environment !== 'sandbox' && !request.contact) {
      return validationFailure([{ field: 'contact.email', rule: 'required', message: wording('booking.emailRequired') }]);
    }
    const offer = this.deps.pricedOffers.load(pricedOfferId);
    if (!offer) return validationFailure([{ field: 'pricedOfferId', rule: 'exists', message: wording('pricing.notAStoredOffer') }]);
    if (offer.requiresAcknowledgement && !offer.acknowledgedAt) {
      return validationFailure([{ field: 'pricedOfferId', rule: 'acknowledged', message: wording('booking.acknowledgeFirst') }]);
    }
    const travelDate = firstDeparture(offer);
    // Documents are required where pricing said the trip cannot be booked without them (B065).
    const checked = travelDate ? testOrderSchemaFor(travelDate, { documentsRequired: documentsRequired(offer.bookingWithoutCard) }).safeParse(request) : null;
    if (checked && !checked.success) return validationFailure(issueWordings(checked.error));
    const earlier = offer.testOrders.at(-1);
    if (earlier && !request.another) {
      return validationFailure([
        {
          field: 'another',
          rule: ANOTHER_ORDER_RULE,
          message: wording('booking.alreadyCreated', { orderNum: earlier.orderNum, createdAt: earlier.createdAt }),
        },
      ]);
    }
    if (this.inFlight.has(pricedOfferId)) {
      return validationFailure([{ field: 'pricedOfferId', rule: ORDER_IN_FLIGHT_RULE, message: wording('booking.inFlight') }]);
    }
    // Marked before the next await, so a second press arriving meanwhile is refused above.
    this.inFlight.add(pricedOfferId);
    try {
      return await this.bookOffer(offer, request, earlier !== undefined, signal);
    } finally {
      this.inFlight.delete(pricedOfferId);
    }
  }

  private async bookOffer(offer: PricedOffer, request: TestOrderRequest, another: boolean, signal: AbortSignal): Promise<SentResult<TestOrder>> {
    const { pricedOfferId, passengers } = request;
    const results = this.deps.searches.load(offer.searchId);
    const shopped = results?.offers.find((candidate) => candidate.solutionId === offer.solutionId);
    if (!results || !shopped) {
      return fail({ kind: 'unavailable', what: wording('shopping.storedResults'), message: wording('booking.searchGone'), fix: wording('booking.searchGone.fix') });
    }
    const counts = passengerCounts(passengers);
    const wanted = results.search;
    if (counts.ADT !== wanted.adults || counts.CHD !== wanted.children || counts.INF !== wanted.infants) {
      return validationFailure([{ field: 'passengers', rule: 'match the search', message: wording('booking.passengersAsPriced', { adults: wanted.adults, children: wanted.children, infants: wanted.infants }) }]);
    }
    const booking = bookingRequestFor(offer.priced, passengers, request.contact ?? SANDBOX_CONTACT);
    const booked = await this.deps.orders.book(booking, (data) => [factsFromBooking(data, booking, passengers, offer.priced)], { signal });
    if (!booked.ok) return this.createdButFailed(offer, booked.error, signal);
    const orderNum = booked.value.data.orderNum;
    // OrderDetail fills in what the booking answer lacks (the service's status and amount).
    const read = await this.deps.orders.readOrder(orderNum, { signal });
    if (!read.ok) this.deps.logger.warn('booking.order-not-read', { orderNum, error: read.error.kind });
    const order = this.recorded(offer, orderNum, booked.value.data.pnr);
    this.deps.logger.info('booking.order-created', { orderNum, pricedOfferId, another });
    return ok(order);
  }

  /**
   * B006 "Reservation failed - Other. OrderNum is …": public integrations say the order WAS
   * created. It is read and filed, and remembered with the priced offer, so pressing again asks
   * first (and the service would answer B029 "Duplicate reservation").
   */
  private async createdButFailed(offer: PricedOffer, error: SentError, signal: AbortSignal): Promise<SentResult<TestOrder>> {
    const orderNum = error.kind === 'api' && error.code === 'B006' ? /OrderNum is (\d{6,})/i.exec(error.message)?.[1] : undefined;
    if (orderNum) {
      const read = await this.deps.orders.readOrder(orderNum, { signal });
      if (!read.ok) this.deps.logger.warn('booking.b006-order-not-read', { orderNum, error: read.error.kind });
      this.recorded(offer, orderNum, null);
    }
    return fail(error);
  }

  /** The order as the file knows it now, remembered with the priced offer. */
  private recorded(offer: PricedOffer, orderNum: string, pnr: string | null): TestOrder {
    const profile = this.deps.profiles.describe();
    const id = profile ? this.deps.orderFile.reader.findId(accountOfProfile(profile), orderNum) : null;
    const filed = id === null ? null : this.deps.orderFile.reader.detail(id);
    const order: TestOrder = {
      orderNum,
      stateCode: filed?.status.code ?? 'TO_BE_PAID',
      stateText: filed?.status.text ?? (filed && filed.status.key !== 'TO_BE_PAID' ? (filed.status.code ?? '') : 'To be paid'),
      orderAmount: filed?.amount ?? offer.priced.price.total ?? '',
      currency: filed?.currency ?? offer.priced.price.currency,
      pnr: filed?.pnr ?? pnr,
      lastTicketingTime: filed?.lastTicketingTime ?? offer.priced.lastTicketingTime,
      createdAt: (this.deps.now?.() ?? new Date()).toISOString(),
    };
    this.deps.pricedOffers.recordTestOrder(offer.pricedOfferId, order);
    return order;
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
