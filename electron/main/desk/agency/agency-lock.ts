import { randomUUID } from 'node:crypto';
import type { Environment } from '../../../contract/domains/profiles';
import type { SentError } from '../../../contract/result';
import { wording } from '../../../contract/words';
import type { Logger } from '../../logging/logger';
import type { AgencyJournal } from '../../archive/agency/agency-journal';
import type { Recording } from '../../archive/agency/agency-recorder';
import { isAgencyShared } from '../../agency/agency-event';
import { newEventId } from '../../agency/event-id';
import type { AgencySync } from '../../agency/agency-sync';
import { releaseLease, takeLease, type Lease } from '../../agency/order-lease';
import { AGENCY_LOCK_RULES } from '../../../contract/domains/agency';

/**
 * The agency's lock around a money-moving write (Ticketing, RefundRequest): docs/team-sync.md, "No
 * double payment across desks". With team sync off there is nothing to lock (the desk's own marker
 * already makes the write exactly-once on this desk). With it on, the desk takes a short lease in
 * PostgreSQL first; another desk's live lease refuses the write, naming who and since when, unless
 * the agent chose to take it over; a desk that cannot reach the server refuses too, unless the agent
 * chose to go on without the lock — which every desk of the agency then sees on the order.
 */
type LockChoice = 'take-over' | 'without-lock';

interface LockedWrite {
  /** Tells the agency how the write went; releases the lease unless the outcome is unknown (the lease then runs out by itself). */
  finish(state: 'settled' | 'failed' | 'unknown'): Promise<void>;
}

interface AgencyLockDeps {
  engine: () => AgencySync | null;
  recording: () => Recording | null;
  journal: Pick<AgencyJournal, 'record'>;
  /**
   * Writes "went on without the agency lock" into the order's audit, through the order file's door:
   * the audit entry travels to every desk like any other (docs/team-sync.md).
   */
  auditWithoutLock: (orderId: number, operation: 'ticketing' | 'refund', attemptId: string) => void;
  logger: Logger;
}

/** Long enough for a slow Ticketing answer; short enough that a desk that died frees the order soon. */
const LEASE_SECONDS = 120;

export class AgencyLock {
  constructor(private readonly deps: AgencyLockDeps) {}

  /** Takes the lock for `operation` on the order, or says why not (an error the agent can act on). */
  async acquire(
    order: { id: number; environment: Environment; partnerId: string | null; orderNum: string },
    operation: 'ticketing' | 'refund',
    choice: LockChoice | undefined,
  ): Promise<{ ok: true; write: LockedWrite } | { ok: false; error: SentError }> {
    const recording = this.deps.recording();
    const engine = this.deps.engine();
    // Team sync off, or an order the agency never shares (the built-in sandbox's, or one with no account).
    const partnerId = order.partnerId;
    if (!recording || !engine || !isAgencyShared(order.environment, partnerId)) return { ok: true, write: { finish: async () => undefined } };
    const key = { environment: order.environment, partnerId, orderNum: order.orderNum };
    const holder = { deskId: recording.deskId, agentCode: recording.agent.code, agentName: recording.agent.name };
    const attemptId = randomUUID();
    const record = (state: 'sent' | 'unknown' | 'settled' | 'failed', withoutLease: boolean) =>
      this.deps.journal.record({
        id: newEventId(),
        deskId: recording.deskId,
        agent: recording.agent,
        happenedAt: recording.now().toISOString(),
        ...key,
        kind: 'order.money',
        body: { attemptId, operation, state, ...(withoutLease ? { withoutLease: true } : {}) },
      });
    let answer;
    try {
      answer = await engine.withClient((client) => takeLease(client, key, holder, operation, { seconds: LEASE_SECONDS, takeOver: choice === 'take-over' }));
    } catch (error) {
      if (choice !== 'without-lock') return { ok: false, error: offline(operation, error) };
      this.deps.logger.warn('agency.paid-without-lock', { orderNum: order.orderNum, operation });
      this.deps.auditWithoutLock(order.id, operation, attemptId);
      record('sent', true);
      engine.nudge();
      return { ok: true, write: { finish: async (state) => void (record(state, true), engine.nudge()) } };
    }
    if (!answer.taken) return { ok: false, error: heldByAnother(operation, answer.heldBy) };
    if (choice === 'take-over') this.deps.logger.warn('agency.lease-taken-over', { orderNum: order.orderNum, operation });
    record('sent', false);
    engine.nudge();
    return {
      ok: true,
      write: {
        finish: async (state) => {
          record(state, false);
          engine.nudge();
          if (state !== 'unknown') await engine.withClient((client) => releaseLease(client, key, holder.deskId)).catch(() => undefined);
        },
      },
    };
  }
}

function hhmm(at: Date): string {
  return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
}

function heldByAnother(operation: 'ticketing' | 'refund', lease: Lease): SentError {
  const who = { name: lease.agentName, code: lease.agentCode, since: hhmm(lease.takenAt) };
  const message = operation === 'ticketing' ? wording('agency.lock.heldTicketing', who) : wording('agency.lock.heldRefund', who);
  const next = wording('agency.lock.heldNext', { name: lease.agentName });
  // A refusal of the agency's lock names the field the agent answers with (agencyLock: take over).
  return { kind: 'validation', message, issues: [{ field: 'agencyLock', rule: AGENCY_LOCK_RULES.held, message: next }] };
}

function offline(operation: 'ticketing' | 'refund', error: unknown): SentError {
  const message = operation === 'ticketing' ? wording('agency.lock.offlineTicketing') : wording('agency.lock.offlineRefund');
  const next = wording('agency.lock.offlineNext', { reason: error instanceof Error ? error.message : String(error) });
  return { kind: 'validation', message, issues: [{ field: 'agencyLock', rule: AGENCY_LOCK_RULES.offline, message: next }] };
}
