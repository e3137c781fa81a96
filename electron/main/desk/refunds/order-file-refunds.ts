import type { FiledOrder, OrderStatus, ParsedOrderFilters, RouteLeg } from '../../../contract/domains/orders';
import { accountOfProfile } from '../../archive/orders/order-facts';
import { ok, type SentResult } from '../../../contract/result';
import type { ReadableOrderFile } from '../../archive/orders/order-file-door';
import type { OrderFileService } from '../order-file/order-file-service';
import type { ProfileService } from '../profiles/profile-service';
import type { OrderForRefund, RefundCandidateFacts, RefundOrders, SentRefund } from './refund-dependencies';
import type { ServiceCallOptions } from '../service-call-options';
import { isRefundable } from '../../../contract/refunds/refundable';
import { leavesOutcomeUnknown } from './refund-outcome';

/**
 * The order file as the Refunds service sees it: orders read from the file (no network), an order
 * opened by number through OrderDetail, and RefundRequest sent through the order file's one door
 * (`OrderFileService.requestRefund`: the order marked pending before the request leaves, the call
 * audited, the refund order filed linked to its parent with its lines, vouchers and documents).
 */
export function orderFileRefunds(deps: { orders: OrderFileService; orderFile: ReadableOrderFile; profiles: ProfileService }): RefundOrders {
  const { orders, orderFile, profiles } = deps;

  /** Refunds are started from issued orders; one with a refund already under way may still have passengers left. */
  const candidateFilters = (): ParsedOrderFilters => ({ kinds: ['air'], groups: ['issued', 'refund-in-progress'], profileIds: [profiles.activeProfileId] });

  /**
   * An order of the active profile's account is the active profile's to refund, whichever profile of
   * the account read it last (the file holds it once per account: docs/order-file.md, "Identity").
   */
  const asActiveProfilesOrder = (order: FiledOrder): FiledOrder => {
    const active = profiles.describe();
    if (!active || active.id === order.profileId || active.partnerId === '') return order;
    const account = orderFile.reader.accountOf(order.id);
    const same = account !== null && account.environment === active.environment && account.partnerId === active.partnerId;
    return same ? { ...order, profileId: active.id, profileName: active.name } : order;
  };

  return {
    order(orderId) {
      const detail = orderFile.reader.detail(orderId);
      return detail ? forRefund(asActiveProfilesOrder(detail)) : null;
    },

    candidates(query, limit) {
      const rows = query.trim() === '' ? orders.list(candidateFilters(), 0, limit).rows : orders.search(query, candidateFilters(), limit).rows;
      return rows.map(
        (row): RefundCandidateFacts => ({
          id: row.id,
          orderNum: row.orderNum,
          orderType: row.orderType,
          status: statusWords(row.status),
          route: routeOfLegs(row.route),
          firstDeparture: row.firstDeparture,
          leadPassenger: row.leadPassenger,
          passengerCount: row.passengerCount,
        }),
      );
    },

    findByNumber(orderNum) {
      const profile = profiles.describe();
      return profile ? orderFile.reader.findId(accountOfProfile(profile), orderNum) : null;
    },

    async open(orderNum, options) {
      const opened = await orders.open(orderNum, options);
      if (!opened.ok) return opened;
      // Read from the file because the service could not be asked: still an order to refund from,
      // but the agent should know its copy may be old (the submission itself asks the service).
      return ok(opened.value.order.id);
    },

    async requestRefund(request, options): Promise<SentResult<SentRefund>> {
      const { settled, ...rest } = options;
      const sent = await orders.requestRefund(request, {
        ...rest,
        // The marker is the draft's one record: it stays outcome-unknown exactly when the draft reads so.
        stillUnknown: (error) => leavesOutcomeUnknown(error, rest.recheck),
        // In the answer's transaction: the refund order just filed is known by then.
        settled: ({ result, filed }) => settled(result.ok ? ok({ ...result.value, refundOrderId: refundOrderIdOf(filed, result.value.data.orderNum) }) : result),
      });
      if (!sent.ok) return sent;
      return ok({ data: sent.value.data, warningMessage: sent.value.warningMessage, refundOrderId: refundOrderIdOf(sent.value.filed, sent.value.data.orderNum) });
    },

    async refresh(orderId, options: ServiceCallOptions) {
      // The Check's result stands on its own: a failed re-read only leaves the file's older copy.
      await orders.refresh(orderId, options);
    },
  };
}

function forRefund(order: FiledOrder): OrderForRefund {
  return {
    ...order,
    status: statusWords(order.status),
    refundable: isRefundable(order),
  };
}

/** The status as the service sent it: its code when it sent one, otherwise its text. */
function statusWords(status: OrderStatus): string | null {
  return status.code ?? status.text;
}

/** "PEK-LHR-PEK" for a round trip; legs that do not connect are separated: "PEK-LHR / CDG-PEK". */
export function routeOfLegs(legs: readonly RouteLeg[]): string {
  const parts: string[][] = [];
  for (const leg of legs) {
    const last = parts[parts.length - 1];
    if (last && last[last.length - 1] === leg.from) last.push(leg.to);
    else parts.push([leg.from, leg.to]);
  }
  return parts.map((part) => part.join('-')).join(' / ');
}

function refundOrderIdOf(filed: readonly { orderId: number; orderNum: string }[], refundOrderNum: string): number | null {
  return filed.find((order) => order.orderNum === refundOrderNum)?.orderId ?? null;
}
