import type { FiledOrder } from '../../../contract/domains/orders';
import { accountOfProfile } from '../../archive/orders/order-facts';
import { ORDER_PRICING_FRESH_MINUTES, type IssueResult, type OrderPriceCheck, type PaymentResult, type PayOrderInput, type PreFlight, type QueuedOrder, type TicketingContact, type TicketingQueue } from '../../../contract/domains/ticketing';
import { compareMoney } from '../../../contract/money';
import { fail, ok, validationFailure, type SentError, type SentResult } from '../../../contract/result';
import { contactPrefill } from '../../../contract/ticketing/contact-prefill';
import { checkPaidAmounts } from '../../../contract/ticketing/paid-amounts';
import { confirmationRule, confirmsOrder, lastFourDigits } from '../../../contract/ticketing/payment-confirmation';
import { ticketingDeadline } from '../../../contract/ticketing/ticketing-deadline';
import { serviceDateTime } from '../../../contract/format/service-time';
import type { ServiceClock } from '../../../contract/format/service-clock';
import type { OrderFile } from '../../archive/orders/order-file';
import type { Logger } from '../../logging/logger';
import type { AgencyLock } from '../agency/agency-lock';
import type { TicketingRequest } from '../../wholesale/operations/ticketing';
import type { OrderFileService } from '../order-file/order-file-service';
import type { ServiceCallOptions } from '../service-call-options';
import type { OrderCallSuccess } from '../order-file/order-call';
import type { ProfileService } from '../profiles/profile-service';
import type { WireTicketingData } from '../../wholesale/wire/ticketing';
import { isAlreadyPaid } from '../order-file/answers/ticketing-answer';
import { compareOrderPrice } from './order-price-diff';
import { wording, type Text } from '../../../contract/words';

export interface TicketingServiceDependencies {
  orders: OrderFileService;
  orderFile: OrderFile;
  profiles: ProfileService;
  logger: Logger;
  /** The active service's clock: the last ticketing time is the service's, so it is judged on the service's "now". */
  clock: ServiceClock;
  /** The agency's lock around the payment (docs/team-sync.md); absent in tests of a desk without team sync. */
  agencyLock?: AgencyLock;
  /** This computer's clock, for the times the desk records (checks, acknowledgements). */
  now?: () => Date;
}

/** The queue shows at most this many orders waiting for payment. */
export const QUEUE_LIMIT = 200;

type ParsedPay = Omit<PayOrderInput, 'contact'> & { contact: TicketingContact };

/**
 * The Ticketing screen's service: the queue of orders to pay, the pre-flight, paying exactly once
 * (and checking an unknown outcome), and the sandbox's forced issue. Every call to the service
 * goes through the order file's door (`OrderFileService`), which audits and files each answer and
 * keeps the "payment sent" marker in the file; this service adds the desk's own refusals before
 * anything is sent (deadline passed, amount or order not what the agent confirmed, another
 * payment of the order running in this desk).
 */
export class TicketingService {
  /** Payments this desk is running, per order: one at a time, whatever window or tab asks. */
  private readonly running = new Set<number>();
  /**
   * The last OrderPricing per order (assumed operation). Kept in memory: it is a read, so after a
   * restart the desk simply asks again; a change stays "changed" until the agent acknowledges it.
   */
  private readonly priceChecks = new Map<number, OrderPriceCheck>();

  constructor(private readonly deps: TicketingServiceDependencies) {}

  queue(): SentResult<TicketingQueue> {
    const profile = this.deps.profiles.describe();
    if (!profile) return ok({ rows: [], more: false });
    const { reader } = this.deps.orderFile;
    const page = reader.page({ kinds: ['air'], groups: ['to-pay'], profileIds: [profile.id], environments: [profile.environment] }, 0, QUEUE_LIMIT);
    const rows: QueuedOrder[] = page.rows.map((row) => ({ ...row, lastTicketingTime: reader.detail(row.id)?.lastTicketingTime ?? null }));
    const now = this.deps.clock.now();
    const soonest = (row: QueuedOrder) => ticketingDeadline(row.lastTicketingTime, now).at ?? Number.POSITIVE_INFINITY;
    rows.sort((a, b) => soonest(a) - soonest(b) || a.orderNum.localeCompare(b.orderNum));
    return ok({ rows, more: page.total > page.rows.length });
  }

  /** The pre-flight of an order by number: read from the service (filed), or the file's copy. */
  async prepare(orderNum: string, refresh: boolean, options: ServiceCallOptions): Promise<SentResult<PreFlight>> {
    const profile = this.deps.profiles.describe();
    if (!profile) return noProfile();
    const filedId = this.deps.orderFile.reader.findId(accountOfProfile(profile), orderNum);
    if (!refresh && filedId !== null) {
      const order = this.deps.orderFile.reader.detail(filedId);
      if (order) return ok(this.preFlight(order, 'file', null));
    }
    const opened = await this.deps.orders.open(orderNum, options);
    if (!opened.ok) return opened;
    if (opened.value.order.kind !== 'air') {
      return validationFailure([{ field: 'orderNum', rule: 'air order', message: wording('ticketing.notAirOrder', { orderNum, kind: opened.value.order.kind }) }]);
    }
    let order = opened.value.order;
    if (this.needsOrderPricing(order) && opened.value.source === 'service') {
      await this.confirmPrice(order, options);
      order = this.deps.orderFile.reader.detail(order.id) ?? order;
    }
    return ok(this.preFlight(order, opened.value.source, opened.value.notice));
  }

  /**
   * The agent looked at the price change OrderPricing found and accepts it: paying is allowed
   * again (at the new amount, which the confirmation shows).
   */
  acknowledgePrice(orderId: number): SentResult<OrderPriceCheck> {
    const check = this.priceChecks.get(orderId);
    if (check?.state !== 'changed') {
      return validationFailure([{ field: 'orderId', rule: 'price changed', message: wording('ticketing.noPriceChange', { orderId }) }]);
    }
    const acknowledged = { ...check, acknowledgedAt: this.now().toISOString() };
    this.priceChecks.set(orderId, acknowledged);
    this.deps.logger.info('ticketing.price-change-acknowledged', { orderId });
    return ok(acknowledged);
  }

  /** Pays the order once, with the contact and the confirmation the agent gave. */
  async pay(input: ParsedPay, options: ServiceCallOptions): Promise<SentResult<PaymentResult>> {
    const order = this.order(input.orderId);
    if (!order.ok) return order;
    const refused = this.refusalBeforePaying(order.value, input);
    if (refused) return fail(refused);
    const unconfirmed = await this.priceNotConfirmed(order.value, options);
    if (unconfirmed) return fail(unconfirmed);
    // Another desk of the agency paying this order refuses here, before anything is sent.
    const account = this.deps.orderFile.reader.accountOf(order.value.id);
    const lock = await this.deps.agencyLock?.acquire({ id: order.value.id, environment: order.value.environment, partnerId: account?.partnerId ?? null, orderNum: order.value.orderNum }, 'ticketing', input.agencyLock);
    if (lock && !lock.ok) return fail(lock.error);
    return this.exclusively(order.value.id, async () => {
      const request = ticketingRequest(order.value, input.contact);
      // The contact goes into the file before the request leaves, so a Check after an unknown
      // outcome (even after a restart) re-sends exactly this request. Not while another payment
      // of the order is pending: its contact is the one that Check must send.
      if (!order.value.pendingWrites.some((write) => write.operation === 'ticketing')) this.fileContact(order.value, input.contact);
      const result = await this.deps.orders.pay(request, options);
      await lock?.write.finish(result.ok ? 'settled' : result.error.kind === 'outcome-unknown' ? 'unknown' : 'failed');
      return this.settle(order.value, result, options);
    });
  }

  /**
   * Check: the same Ticketing request again, for an order whose payment outcome is unknown. Safe
   * by the service's rule: an order already paid answers B024 "Order has been paid" and is never
   * charged twice; an order not paid is paid now, once.
   */
  async check(orderId: number, options: ServiceCallOptions): Promise<SentResult<PaymentResult>> {
    const order = this.order(orderId);
    if (!order.ok) return order;
    const pending = order.value.pendingWrites.find((write) => write.operation === 'ticketing');
    if (pending?.state !== 'outcome-unknown') {
      return validationFailure([{ field: 'orderId', rule: 'outcome unknown', message: wording('ticketing.noUnknownPayment', { orderNum: order.value.orderNum }) }]);
    }
    return this.exclusively(order.value.id, async () => {
      const result = await this.deps.orders.pay(ticketingRequest(order.value, sentContact(order.value)), { ...options, recheck: true });
      return this.settle(order.value, result, options);
    });
  }

  /** Sandbox only: ModifyOrderStatus (paid test order → ISSED), then OrderDetail for the tickets. */
  async forceIssue(orderId: number, options: ServiceCallOptions): Promise<SentResult<IssueResult>> {
    const order = this.order(orderId);
    if (!order.ok) return order;
    if (order.value.environment !== 'sandbox') {
      return validationFailure([{ field: 'orderId', rule: 'sandbox only', message: wording('ticketing.sandboxOnly', { orderNum: order.value.orderNum, environment: order.value.environment }) }]);
    }
    const owner = this.ownedByActiveProfile(order.value);
    if (owner) return fail(owner);
    const issued = await this.deps.orders.forceIssue(order.value.orderNum, options);
    if (!issued.ok) return issued;
    const after = this.order(orderId);
    return after.ok ? ok({ order: after.value }) : after;
  }

  // ------------------------------------------------------------ helpers

  private preFlight(order: FiledOrder, source: PreFlight['source'], notice: SentError | null): PreFlight {
    return {
      order,
      source,
      notice,
      environment: order.environment,
      profileName: order.profileName,
      contact: contactPrefill(order),
      confirmation: confirmationRule(order.environment),
      forceIssue: order.environment === 'sandbox',
      orderPricingRequired: this.deps.profiles.describe(order.profileId)?.orderPricingBeforeTicketing ?? false,
      orderPricing: this.priceChecks.get(order.id) ?? null,
    };
  }

  /** The profile says its service needs OrderPricing before Ticketing, and the order waits for payment. */
  private needsOrderPricing(order: FiledOrder): boolean {
    const profile = this.deps.profiles.describe(order.profileId);
    return Boolean(profile?.orderPricingBeforeTicketing) && order.kind === 'air' && order.status.group === 'to-pay' && order.pendingWrites.length === 0;
  }

  /**
   * OrderPricing, then the answer beside the file's price. A read: B116 ("the price changed, ask
   * again") is asked once more to learn the new price. A change is filed (the order costs what the
   * service now says) and must be acknowledged; a change already shown and not yet acknowledged
   * stays shown, whatever later answers say.
   */
  private async confirmPrice(order: FiledOrder, options: ServiceCallOptions): Promise<OrderPriceCheck> {
    let answer = await this.deps.orders.priceOrder(order.orderNum, { signal: options.signal }, order.profileId);
    if (!answer.ok && answer.error.kind === 'api' && answer.error.code === 'B116') {
      answer = await this.deps.orders.priceOrder(order.orderNum, { signal: options.signal }, order.profileId);
    }
    const checkedAt = this.now().toISOString();
    const earlier = this.priceChecks.get(order.id);
    let check: OrderPriceCheck;
    if (!answer.ok) {
      check = { state: 'failed', checkedAt, diff: null, currency: order.currency, acknowledgedAt: null, error: explainOrderPricingFailure(answer.error, order) };
    } else {
      const data = answer.value.data;
      const compared = compareOrderPrice(order, data);
      if (compared.changed) {
        this.deps.orders.fileFacts(order, { orderNum: order.orderNum, kind: 'air', amount: compared.amount, currency: compared.currency, amounts: compared.amount === null ? [] : [{ key: 'orderAmount', amount: compared.amount, currency: compared.currency }] }, 'order-pricing');
        this.deps.logger.info('ticketing.order-price-changed', { orderNum: order.orderNum, delta: compared.diff.totalDelta });
        check = { state: 'changed', checkedAt, diff: compared.diff, currency: compared.currency, acknowledgedAt: null, error: null };
      } else if (earlier?.state === 'changed' && !earlier.acknowledgedAt) {
        check = { ...earlier, checkedAt };
      } else {
        check = { state: 'confirmed', checkedAt, diff: compared.diff, currency: compared.currency, acknowledgedAt: earlier?.acknowledgedAt ?? null, error: null };
      }
    }
    this.priceChecks.set(order.id, check);
    return check;
  }

  /**
   * Before a payment leaves, where the profile needs OrderPricing: a change must have been
   * acknowledged, and a confirmation older than ORDER_PRICING_FRESH_MINUTES (or none) is asked
   * again first — a read, so asking is free; a new change stops the payment and is shown.
   */
  private async priceNotConfirmed(order: FiledOrder, options: ServiceCallOptions): Promise<SentError | null> {
    if (!this.needsOrderPricing(order)) return null;
    const issue = (rule: string, message: Text): SentError => ({ kind: 'validation', message, issues: [{ field: 'orderId', rule, message }] });
    let check = this.priceChecks.get(order.id);
    const fresh = check !== undefined && this.now().getTime() - Date.parse(check.checkedAt) < ORDER_PRICING_FRESH_MINUTES * 60_000;
    if (check?.state === 'changed' && !check.acknowledgedAt) {
      return issue('price change acknowledged', wording('ticketing.priceChanged', { orderNum: order.orderNum }));
    }
    if (!check || !fresh || check.state === 'failed') check = await this.confirmPrice(order, options);
    if (check.state === 'changed' && !check.acknowledgedAt) {
      return issue('price change acknowledged', wording('ticketing.priceChangedJustNow', { orderNum: order.orderNum }));
    }
    if (check.state === 'failed') return check.error;
    return null;
  }

  /** Everything the desk refuses itself, before anything is sent: each says why and what to do. */
  private refusalBeforePaying(order: FiledOrder, input: ParsedPay): SentError | null {
    const issue = (field: string, rule: string, message: Text): SentError => ({ kind: 'validation', message, issues: [{ field, rule, message }] });
    if (order.kind !== 'air') return issue('orderId', 'air order', wording('ticketing.notAirOrder', { orderNum: order.orderNum, kind: order.kind }));
    const owner = this.ownedByActiveProfile(order);
    if (owner) return owner;
    const deadline = ticketingDeadline(order.lastTicketingTime, this.deps.clock.now());
    if (deadline.state === 'passed' && deadline.at !== null) {
      return issue(
        'orderId',
        'before the last ticketing time',
        wording('ticketing.deadlinePassed', { orderNum: order.orderNum, at: serviceDateTime(deadline.at) }),
      );
    }
    const { amount, currency, lastFourDigits: typed } = input.confirmed;
    const sameAmount = amount === null ? order.amount === null : order.amount !== null && compareMoney(amount, order.amount) === 0;
    if (!sameAmount || (currency ?? null) !== (order.currency ?? null)) {
      return issue(
        'confirmed.amount',
        "the order's amount",
        wording('ticketing.amountNotConfirmed', {
          orderNum: order.orderNum,
          currency: currency ?? '',
          amount: amount ?? wording('ticketing.amountUnknown'),
          orderCurrency: order.currency ?? '',
          orderAmount: order.amount ?? wording('ticketing.amountUnknown'),
        }),
      );
    }
    if (confirmationRule(order.environment) === 'last-four-digits' && !confirmsOrder(order.orderNum, typed)) {
      return issue('confirmed.lastFourDigits', 'last four digits', wording('ticketing.typeLastFour', { orderNum: order.orderNum, digits: lastFourDigits(order.orderNum) }));
    }
    return null;
  }

  /**
   * Payment always goes with the active profile (its key signs it): an order of another account is
   * refused (one the active profile's account holds is its own, whichever profile read it last).
   */
  private ownedByActiveProfile(order: FiledOrder): SentError | null {
    const active = this.deps.profiles.describe();
    if (active?.id === order.profileId) return null;
    const account = this.deps.orderFile.reader.accountOf(order.id);
    if (active && account?.partnerId && account.environment === active.environment && account.partnerId === active.partnerId) return null;
    const owner = { orderNum: order.orderNum, profile: order.profileName, environment: order.environment };
    const message = active ? wording('ticketing.otherProfile', { ...owner, active: active.name }) : wording('ticketing.otherProfile.noneActive', owner);
    return { kind: 'validation', message, issues: [{ field: 'orderId', rule: "the order's profile", message }] };
  }

  /** One payment per order at a time in this desk; the file's marker covers restarts and other desks. */
  private async exclusively<T>(orderId: number, run: () => Promise<SentResult<T>>): Promise<SentResult<T>> {
    if (this.running.has(orderId)) {
      const message = wording('ticketing.alreadyPaying');
      return fail({ kind: 'validation', message, issues: [{ field: 'orderId', rule: 'one at a time', message }] });
    }
    this.running.add(orderId);
    try {
      return await run();
    } finally {
      this.running.delete(orderId);
    }
  }

  private fileContact(order: FiledOrder, contact: TicketingContact): void {
    const account = this.deps.orderFile.reader.accountOf(order.id) ?? { environment: order.environment, partnerId: null, profileId: order.profileId };
    const owner = { ...account, profileName: order.profileName };
    this.deps.orderFile.writer.file({ source: 'ticketing', owner, at: this.now(), fromService: false, orders: [{ orderNum: order.orderNum, kind: 'air', contact }] });
  }

  /**
   * What the answer means for the agent. Paid (0) and already paid (B024) both end with the order
   * re-read from the service (its status and pay gate, Prepay or Alipay); B009/B010 too, so the
   * screen shows the order's real state beside the refusal.
   */
  private async settle(order: FiledOrder, result: SentResult<OrderCallSuccess<unknown>>, options: ServiceCallOptions): Promise<SentResult<PaymentResult>> {
    if (result.ok) {
      const data = result.value.data as WireTicketingData;
      const amounts = checkPaidAmounts(data.orderAmount, data.transactionExpense, data.payAmount, order.currency);
      if (!amounts.adds) this.deps.logger.warn('ticketing.amounts-do-not-add-up', { orderNum: order.orderNum, difference: amounts.difference });
      const after = await this.reread(order, options);
      return ok({ outcome: 'paid', order: after, amounts });
    }
    const error = result.error;
    if (isAlreadyPaid(error)) return ok({ outcome: 'already-paid', order: await this.reread(order, options), amounts: null });
    if (leadsToOrderState(error)) {
      const after = await this.reread(order, options);
      if (error.kind === 'api' && error.code === 'B009' && after.status.group === 'to-pay') return fail(this.orderPricingHint(after, error));
    }
    return fail(error);
  }

  /**
   * B009 while the order still waits for payment: the real service's rule "Ticketing within 30
   * minutes of OrderPricing" (the sandbox's requireOrderPricing) is the likely cause. The price
   * check is forgotten, so the next payment asks OrderPricing first; with the profile's switch off,
   * the next step says to turn it on.
   */
  private orderPricingHint(order: FiledOrder, error: SentError & { kind: 'api' }): SentError {
    this.priceChecks.delete(order.id);
    const on = this.deps.profiles.describe(order.profileId)?.orderPricingBeforeTicketing ?? false;
    return {
      ...error,
      explanation: wording('ticketing.orderPricingLikely', { explanation: error.explanation }),
      nextStep: on
        ? wording('ticketing.payAgainPricesFirst')
        : wording('ticketing.turnOnOrderPricing'),
    };
  }

  /** OrderDetail after a payment; when it fails the file's copy (already marked paid) is shown. */
  private async reread(order: FiledOrder, options: ServiceCallOptions): Promise<FiledOrder> {
    const read = await this.deps.orders.readOrder(order.orderNum, { signal: options.signal }, order.profileId);
    if (!read.ok) this.deps.logger.info('ticketing.reread-failed', { orderNum: order.orderNum, error: read.error.kind });
    return this.deps.orderFile.reader.detail(order.id) ?? order;
  }

  private order(orderId: number): SentResult<FiledOrder> {
    const order = this.deps.orderFile.reader.detail(orderId);
    return order ? ok(order) : validationFailure([{ field: 'orderId', rule: 'exists', message: wording('ticketing.notInOrderFile', { orderId }) }]);
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }
}

function ticketingRequest(order: FiledOrder, contact: TicketingContact): TicketingRequest {
  return { orderNum: order.orderNum, name: contact.name, email: contact.email, telNum: contact.telNum, pnr: order.pnr ?? '' };
}

/** The contact filed before the first, uncertain request: what Check must send again. */
function sentContact(order: FiledOrder): TicketingContact {
  return contactPrefill(order);
}

/**
 * OrderPricing's failures in the pre-flight's words. Its shape is assumed from public material: a
 * 404 or an unreadable answer likely means this account's service has no such operation here.
 */
function explainOrderPricingFailure(error: SentError, order: FiledOrder): SentError {
  if (error.kind === 'bad-response') {
    return {
      ...error,
      message: wording('ticketing.orderPricingUnreadable', { orderNum: order.orderNum, problem: error.message }),
    };
  }
  return error;
}

function noProfile<T>(): SentResult<T> {
  return validationFailure([{ field: 'profileId', rule: 'active profile', message: wording('ticketing.noProfile') }]);
}

/** B009 (state does not allow payment) and B010 (no such order): the screen shows the order's real state. */
function leadsToOrderState(error: SentError): boolean {
  return error.kind === 'api' && (error.code === 'B009' || error.code === 'B010');
}
