import type { RefundLineView, RefundDraftOutcome } from '../../../contract/domains/refunds';
import type { SentError } from '../../../contract/result';
import type { WireRefundOrder } from '../../wholesale/wire/refund';
import { refundedSegmentNos, refundPriceOf, refundVouchersOf, type WireRefundPassenger } from '../../wholesale/wire/refund-passenger';

/**
 * What an answer to RefundRequest means for the draft. Pure: the rules of exactly-once in one
 * place, tested on their own.
 *
 * - An answer with a refund order: done.
 * - No clear answer (outcome-unknown): the request may have arrived; the draft waits for a Check.
 * - A first submission refused by the service, or never sent (the host could not be reached, a
 *   redirect answered, the keychain refused): nothing exists; back to editing with the reason.
 * - A Check answered B153 (duplicate in process) or B134 (already refunded): the FIRST request
 *   arrived; recorded as such, not as an error.
 * - A Check answered by a rule (B152, B136, P001…): the same request was refused now, so the first
 *   was refused too; back to editing. A Check that failed for a passing reason (time-out, load,
 *   system error, not reached) says nothing about the first: still unknown. B146 is read the same
 *   way, because a refund that went through can itself make an order "not applicable".
 */
export type Settlement =
  | { kind: 'done'; outcome: RefundDraftOutcome }
  | { kind: 'outcome-unknown' }
  | { kind: 'refused' };

const PASSING_CODES = new Set(['S001', 'B024', 'B035', 'B146']);

export function settleRefundError(error: SentError, byCheck: boolean, at: Date): Settlement {
  if (error.kind === 'outcome-unknown') return { kind: 'outcome-unknown' };
  if (!byCheck) return { kind: 'refused' };
  if (error.kind === 'api') {
    if (error.code === 'B153' || error.code === 'B134') return { kind: 'done', outcome: { kind: 'arrived', code: error.code, message: error.message, at: at.toISOString() } };
    return PASSING_CODES.has(error.code) ? { kind: 'outcome-unknown' } : { kind: 'refused' };
  }
  return { kind: 'outcome-unknown' };
}

/**
 * Whether an error leaves the refund's outcome unknown: what the order's marker must then say, as
 * it is the draft's one record of it (order-call.ts `stillUnknown`).
 */
export function leavesOutcomeUnknown(error: SentError, byCheck: boolean): boolean {
  return settleRefundError(error, byCheck, new Date(0)).kind === 'outcome-unknown';
}

export function refundedOutcome(data: WireRefundOrder, warningMessage: string | null, refundOrderId: number | null, byCheck: boolean, at: Date): RefundDraftOutcome {
  return {
    kind: 'refunded',
    refundOrderNum: data.orderNum,
    refundOrderId,
    parentOrderNum: data.parentOrderNum,
    orderStatus: data.orderStatus,
    createTime: data.createTime,
    warningMessage: warningMessage && warningMessage.trim() !== '' ? warningMessage : null,
    lines: data.passengerPriceList.map(lineOf),
    byCheck,
    at: at.toISOString(),
  };
}

function lineOf(passenger: WireRefundPassenger): RefundLineView {
  return {
    lastName: passenger.lastName,
    firstName: passenger.firstName,
    psgType: passenger.psgType,
    segmentNos: refundedSegmentNos(passenger),
    ...refundPriceOf(passenger),
    vouchers: refundVouchersOf(passenger),
  };
}
