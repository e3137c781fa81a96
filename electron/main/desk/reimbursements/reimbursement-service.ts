import { sameStatus, type OrderStatus } from '../../../contract/domains/order-status';
import { accountOfProfile } from '../../archive/orders/order-facts';
import type { BoardCursor, ReimbursementBoard, ReimbursementBoardPage, ReimbursementCheckSummary, ReimbursementRow } from '../../../contract/domains/reimbursements';
import { isFinalRefundStatus } from '../../../contract/domains/reimbursements';
import { fail, ok, validationFailure, type SentError, type SentResult } from '../../../contract/result';
import type { ReadableOrderFile } from '../../archive/orders/order-file-door';
import type { RefundBoard } from '../../archive/orders/refund-board';
import type { Logger } from '../../logging/logger';
import type { EventHub } from '../event-hub';
import type { OrderFileService } from '../order-file/order-file-service';
import type { ProfileService } from '../profiles/profile-service';
import type { CallLane } from './call-lane';
import type { PollOutcome, PollTarget } from './reimbursement-poller';
import { wording } from '../../../contract/words';

export interface ReimbursementServiceDependencies {
  orderFile: ReadableOrderFile;
  orders: OrderFileService;
  profiles: ProfileService;
  events: EventHub;
  logger: Logger;
  lane: CallLane;
  /** Called after the agent's checks: the poller re-reads what it watches. */
  checked?: () => void;
  /** An agent's check of the active profile met B035, a time-out or no service: the poller backs off too. */
  strained?: (kind: 'busy' | 'timeout' | 'unreachable') => void;
  now?: () => Date;
}

interface CheckSubject {
  orderId: number;
  orderNum: string;
  profileId: string;
}

/**
 * The reimbursement board's service: reads the board from the order file (offline too), checks
 * refund orders with CheckReimbursed through the order file's one door (so every answer is filed
 * and audited), on the agent's demand or for the background poller, and announces every change of
 * a refund order's status as a `reimbursements.statusChanged` event.
 */
export class ReimbursementService {
  private readonly reader: RefundBoard;

  constructor(private readonly deps: ReimbursementServiceDependencies) {
    this.reader = deps.orderFile.board;
  }

  /** The board of the active profile's environment, as the file knows it. */
  board(): SentResult<ReimbursementBoard> {
    const profile = this.deps.profiles.describe();
    if (!profile) return noActiveProfile();
    return ok({ environment: profile.environment, profileId: profile.id, rows: this.reader.board(profile.environment), readAt: this.now().toISOString() });
  }

  /** One page of the board, oldest request first (`reimbursements.page`). */
  page(count: number, after: BoardCursor | null): SentResult<ReimbursementBoardPage> {
    const profile = this.deps.profiles.describe();
    if (!profile) return noActiveProfile();
    const { rows, total, next } = this.reader.page(profile.environment, count, after);
    return ok({ environment: profile.environment, profileId: profile.id, rows, total, next, readAt: this.now().toISOString() });
  }

  rows(orderIds: readonly number[]): SentResult<ReimbursementRow[]> {
    const profile = this.deps.profiles.describe();
    if (!profile) return ok([]);
    return ok(this.reader.rows(profile.environment, orderIds));
  }

  /**
   * A refund order the file does not have yet (made elsewhere, or before the desk): checked with
   * CheckReimbursed (B141 says it is not a refund order) and read with OrderDetail for its
   * passengers and amounts (best effort: the check alone puts it on the board).
   */
  async add(orderNum: string, signal: AbortSignal): Promise<SentResult<ReimbursementRow>> {
    const profile = this.deps.profiles.describe();
    if (!profile) return noActiveProfile();
    const release = await this.deps.lane.acquire(signal);
    if (!release) return fail({ kind: 'cancelled', message: wording('reimbursements.cancelledBeforeCheck') });
    let checked;
    try {
      checked = await this.deps.orders.checkReimbursement(orderNum, { signal });
    } finally {
      release();
    }
    if (!checked.ok) return checked;
    const read = await this.deps.orders.readOrder(orderNum, { signal });
    if (!read.ok) this.deps.logger.warn('reimbursements.add-without-detail', { error: read.error.kind });
    const orderId = this.deps.orderFile.reader.findId(accountOfProfile(profile), orderNum);
    const [row] = orderId === null ? [] : this.reader.rows(profile.environment, [orderId]);
    this.deps.checked?.();
    return row ? ok(row) : fail({ kind: 'internal', message: wording('reimbursements.checkedNotFiled', { orderNum }) });
  }

  /** The open refund orders of a profile, for the poller. */
  openTargets(profileId: string): PollTarget[] {
    const profile = this.deps.profiles.describe(profileId);
    return profile ? this.reader.openTargets(accountOfProfile(profile)) : [];
  }

  /**
   * The agent's check (R on a row, or on every visible row): through the shared lane, so with the
   * poller at most two calls are in flight. Esc (the signal) stops it between orders; what was
   * checked stays filed.
   */
  async check(orderIds: readonly number[], signal: AbortSignal): Promise<SentResult<ReimbursementCheckSummary>> {
    const subjects: CheckSubject[] = [];
    for (const orderId of orderIds) {
      const row = this.deps.orderFile.reader.row(orderId);
      if (!row) return validationFailure([{ field: 'orderIds', rule: 'exists', message: wording('reimbursements.notInOrderFile', { orderId }) }]);
      if (row.kind !== 'refund') {
        return validationFailure([{ field: 'orderIds', rule: 'refund order', message: wording('reimbursements.notARefundOrder', { orderNum: row.orderNum }) }]);
      }
      subjects.push({ orderId, orderNum: row.orderNum, profileId: row.profileId });
    }
    const summary: ReimbursementCheckSummary = { checked: 0, changed: 0, failed: [], cancelled: false };
    await Promise.all(
      subjects.map(async (subject) => {
        const release = await this.deps.lane.acquire(signal);
        if (!release) {
          summary.cancelled = true;
          return;
        }
        try {
          if (signal.aborted) {
            summary.cancelled = true;
            return;
          }
          const outcome = await this.checkOne(subject, signal, 'agent');
          if (outcome.ok) {
            summary.checked += 1;
            if (outcome.value.changed) summary.changed += 1;
          } else if (outcome.error.kind === 'cancelled') summary.cancelled = true;
          else {
            summary.failed.push({ orderId: subject.orderId, orderNum: subject.orderNum, error: outcome.error });
            const poll = pollOutcomeOf(outcome.error);
            const active = subject.profileId === this.deps.profiles.activeProfileId;
            if (active && (poll.kind === 'busy' || poll.kind === 'timeout' || poll.kind === 'unreachable')) this.deps.strained?.(poll.kind);
          }
        } finally {
          release();
        }
      }),
    );
    this.deps.checked?.();
    this.deps.logger.info('reimbursements.checked', { orders: subjects.length, checked: summary.checked, changed: summary.changed, failed: summary.failed.length, cancelled: summary.cancelled });
    return ok(summary);
  }

  /** One check for the poller, read as what the poller does next. */
  async pollCheck(target: PollTarget, signal: AbortSignal): Promise<PollOutcome> {
    const outcome = await this.checkOne(target, signal, 'poller');
    if (outcome.ok) return { kind: 'checked', final: outcome.value.final };
    return pollOutcomeOf(outcome.error);
  }

  private async checkOne(subject: CheckSubject, signal: AbortSignal, by: 'agent' | 'poller'): Promise<SentResult<{ changed: boolean; final: boolean }>> {
    const before = this.statusOf(subject.orderId);
    const result = await this.deps.orders.checkReimbursement(subject.orderNum, { signal }, subject.profileId);
    if (!result.ok) return result;
    const after = this.statusOf(subject.orderId);
    if (!after) return ok({ changed: false, final: false });
    const changed = before === null || !sameStatus(before, after);
    if (changed) {
      this.deps.events.emit('reimbursements.statusChanged', {
        orderId: subject.orderId,
        orderNum: subject.orderNum,
        profileId: subject.profileId,
        from: before,
        to: after,
        reimbursed: after.group === 'reimbursed' && before?.group !== 'reimbursed',
        by,
        at: this.now().toISOString(),
      });
    }
    return ok({ changed, final: isFinalRefundStatus(after) });
  }

  private statusOf(orderId: number): OrderStatus | null {
    return this.deps.orderFile.reader.row(orderId)?.status ?? null;
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }
}

function noActiveProfile(): SentResult<never> {
  return fail({ kind: 'unavailable', what: wording('profiles.what.profile'), message: wording('reimbursements.noActiveProfile'), fix: wording('reimbursements.noActiveProfile.fix') });
}

/** B035 and time-outs pause the poller; an unreachable service or profile too; other refusals are answers. */
export function pollOutcomeOf(error: SentError): PollOutcome {
  switch (error.kind) {
    case 'api':
      if (error.code === 'B035') return { kind: 'busy' };
      if (error.code === 'B024') return { kind: 'timeout' };
      return { kind: 'refused' };
    case 'timeout':
      return { kind: 'timeout' };
    case 'network':
    case 'unavailable':
      return { kind: 'unreachable' };
    case 'cancelled':
      return { kind: 'cancelled' };
    default:
      return { kind: 'refused' };
  }
}
