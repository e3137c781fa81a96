import { randomUUID } from 'node:crypto';
import { fail, ok, validationFailure, type ApiError, type SentError, type SentResult } from '../../../contract/result';
import type { Text } from '../../../contract/words';
import type { FiledOrderOutcome } from '../../archive/orders/order-writer';
import type { OrderFacts, OrderOwner } from '../../archive/orders/order-facts';
import type { OrderFile } from '../../archive/orders/order-file';
import { sourceOfOperation } from '../../archive/orders/order-sources';
import type { Logger } from '../../logging/logger';
import type { PartnerConnection, WholesaleClient } from '../../wholesale/client';
import type { OperationSpec } from '../../wholesale/operations/operation-spec';
import { wording } from '../../../contract/words';

export interface OrderCall<Request, Result> {
  spec: OperationSpec<Request, Result>;
  request: Request;
  /**
   * The order number the call is about (the audit log's subject). Empty for a booking, which
   * learns it from the answer: the audit then names the order the answer filed.
   */
  orderNum: string;
  owner: OrderOwner;
  connection: PartnerConnection;
  signal: AbortSignal;
  /** The renderer's request id when it gave one; otherwise the desk makes one up for the audit. */
  requestId?: string;
  /** Reads the answer into the orders it concerns. */
  file: (data: Result, request: Request) => OrderFacts[];
  /** Some refusals still say something about the order (Ticketing's B024: it IS paid). */
  fileRefusal?: (error: ApiError<Text>, request: Request) => OrderFacts[] | null;
  /**
   * For a money-moving write: the order's "sent" marker is committed before the request leaves and
   * stops a second send; `recheck` sends again on purpose to settle an unknown outcome.
   */
  exactlyOnce?: ExactlyOnce<Result>;
}

/**
 * The order's marker is the one exactly-once record. A caller that keeps its own record of the
 * write (a refund draft: the request as sent, what came of it) writes it in the marker's
 * transactions, never in one of its own: `claimed` commits with the marker (false: the caller's
 * record refuses, and the marker is not set, nothing is sent), `settled` with the answer and the
 * marker's settlement. A crash can then never leave the two disagreeing.
 */
export interface ExactlyOnce<Result> {
  recheck: boolean;
  claimed?: () => boolean;
  /**
   * A definite error the caller still reads as saying nothing of whether the request arrived (a
   * refund Check refused for a passing reason: B035, host not reached…): the marker stays
   * outcome-unknown, as the caller's record says, instead of being cleared.
   */
  stillUnknown?: (error: SentError) => boolean;
  settled?: (answer: { result: SentResult<{ data: Result; warningMessage: string | null }>; filed: FiledOrderOutcome[] }) => void;
}

/** Thrown inside the claim's transaction to roll the marker back when the caller's record refuses. */
class ClaimRefusedByCaller extends Error {}

export interface OrderCallSuccess<Result> {
  data: Result;
  warningMessage: string | null;
  filed: FiledOrderOutcome[];
  requestId: string;
}

export interface OrderCallDependencies {
  orderFile: OrderFile;
  client: WholesaleClient;
  logger: Logger;
  now: () => Date;
}

/**
 * The one way an order operation reaches the service: every answer of OrderDetail, Ticketing,
 * ModifyOrderStatus, RefundRequest, CheckReimbursed and AncillaryOrderDetail goes through here, so
 * every one is audited (time, profile, operation, request id, outcome and code, duration — never
 * the key or the sign), filed (orders created or updated, status history, raw answer) and
 * announced (the order file's change funnel tells `orders.changed` once the answer is committed).
 * Money-moving writes are marked before they leave and settled after.
 */
export async function callAndFile<Request, Result>(deps: OrderCallDependencies, call: OrderCall<Request, Result>): Promise<SentResult<OrderCallSuccess<Result>>> {
  const { orderFile } = deps;
  const requestId = call.requestId ?? `desk-${randomUUID()}`;
  const operation = call.spec.name;
  const subjectId = () => orderFile.reader.findId(call.owner, call.orderNum);
  const source = sourceOfOperation(operation);

  let markedOrderId: number | null = null;
  if (call.exactlyOnce) {
    markedOrderId = subjectId();
    if (markedOrderId === null) {
      return validationFailure([{ field: 'orderNum', rule: 'in the order file', message: wording('orderCalls.notInFile', { orderNum: call.orderNum }) }]);
    }
    const { recheck, claimed } = call.exactlyOnce;
    const orderId = markedOrderId;
    let claim: ReturnType<OrderFile['pending']['claim']>;
    try {
      claim = orderFile.write(() => {
        const marked = orderFile.pending.claim(orderId, operation, requestId, deps.now(), recheck);
        if (marked.ok && claimed && !claimed()) throw new ClaimRefusedByCaller();
        return marked;
      }, () => null);
    } catch (error) {
      if (error instanceof ClaimRefusedByCaller) return fail(refusedByCaller(call.orderNum));
      throw error;
    }
    // The claim is a write: the funnel tells the screens the order now has a request on its way.
    if (!claim.ok) return fail(alreadyPending(call.orderNum, claim.pending.state, claim.pending.since));
  }

  const started = performance.now();
  const result = await deps.client.call(call.spec, call.request, call.connection, call.signal);
  const at = deps.now();
  const durationMs = performance.now() - started;
  const error = result.ok ? null : result.error;

  // The audit entry, what the answer says and the marker are written together: one transaction,
  // no half state, one change told once it is committed (the answer's orders, the marked order,
  // and the order the call was about).
  const outcome = orderFile.write(() => {
    let facts: OrderFacts[] | null = null;
    if (result.ok) facts = call.file(result.value.data, call.request);
    else if (error?.kind === 'api' && call.fileRefusal) facts = call.fileRefusal(error, call.request);
    const subject = subjectId();
    const auditId = orderFile.audit.append(
      {
        at,
        environment: call.owner.environment,
        partnerId: call.owner.partnerId,
        profileId: call.owner.profileId,
        operation,
        requestId,
        outcome: error ? error.kind : 'ok',
        code: error?.kind === 'api' ? error.code : null,
        durationMs,
        orderNum: call.orderNum || (facts?.[0]?.orderNum ?? ''),
      },
      subject === null ? [] : [subject],
    );
    const filed = facts && facts.length > 0
      ? orderFile.writer.file(
          { source, owner: call.owner, at, fromService: true, orders: facts },
          { auditId, payload: result.ok ? { operation, body: result.value.rawBody } : null },
        )
      : [];
    if (markedOrderId !== null) settle(orderFile, markedOrderId, operation, requestId, error, call.exactlyOnce?.stillUnknown);
    if (markedOrderId !== null && call.exactlyOnce?.settled) {
      const answer = result.ok ? ok({ data: result.value.data, warningMessage: result.value.warningMessage }) : fail(result.error);
      call.exactlyOnce.settled({ result: answer, filed });
    }
    return filed;
  }, (filed) => ({ kind: 'orders', orderIds: [...filed.map((order) => order.orderId), ...nonNull(markedOrderId), ...nonNull(subjectId())], source }));

  deps.logger.info('orders.call', { operation, profileId: call.owner.profileId, outcome: error ? error.kind : 'ok', filed: outcome.length });
  if (!result.ok) return fail(result.error);
  return ok({ data: result.value.data, warningMessage: result.value.warningMessage, filed: outcome, requestId });
}

/** A definite answer clears the marker; an unknown outcome keeps it, so nothing is sent again blindly. */
function settle(orderFile: OrderFile, orderId: number, operation: string, requestId: string, error: SentError | null, stillUnknown?: (error: SentError) => boolean): void {
  if (error && (error.kind === 'outcome-unknown' || stillUnknown?.(error))) orderFile.pending.outcomeUnknown(orderId, operation, requestId);
  else orderFile.pending.clear(orderId, operation);
}

function refusedByCaller(orderNum: string): SentError {
  const message = wording('orderCalls.noLongerSendable', { orderNum });
  return { kind: 'validation', message, issues: [{ field: 'orderNum', rule: 'sendable', message }] };
}

function alreadyPending(orderNum: string, state: 'sent' | 'outcome-unknown', since: string): SentError {
  return state === 'sent'
    ? {
        kind: 'validation',
        message: wording('orderCalls.onItsWay', { orderNum, since }),
        issues: [{ field: 'orderNum', rule: 'one at a time', message: wording('orderCalls.onItsWay.issue', { orderNum }) }],
      }
    : {
        kind: 'validation',
        message: wording('orderCalls.outcomeUnknown', { orderNum, since }),
        issues: [{ field: 'orderNum', rule: 'outcome unknown', message: wording('orderCalls.outcomeUnknown.issue', { orderNum }) }],
      };
}

function nonNull(value: number | null): number[] {
  return value === null ? [] : [value];
}
