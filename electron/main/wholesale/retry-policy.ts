/**
 * When the client repeats a request by itself, and when it must not.
 *
 * Automatic retries are for READ operations only (Shopping, PrecisePricing, CheckReimbursed,
 * AncillaryOrderDetail): asking twice changes nothing at the service. They are retried on a
 * failure that is likely to pass: the host could not be reached or the connection dropped,
 * a time-out, `B024` (the service's own "time-out, try later") and `B035` (concurrency limit).
 *
 * WRITE operations (Ticketing, ModifyOrderStatus, RefundRequest) are never retried here. If one
 * times out or its connection drops after it was sent, the desk cannot know whether the service
 * acted, so the agent gets `outcome-unknown` with the way to find out, and decides:
 * - Ticketing: sending it again is safe: an order that was paid answers `B024` ("Order has been
 *   paid") and is never charged twice.
 * - RefundRequest: sending it again is safe to *check*: an identical refund still in progress
 *   answers `B153` (duplicate); a new refund order is not created.
 * - ModifyOrderStatus: sandbox only; read the order's state before sending it again.
 * A write that never left (host unreachable, TLS refused) is a plain network error: nothing
 * happened, and the agent may simply try again.
 */
export interface RetryPolicy {
  /** Attempts in total, the first included. */
  maxAttempts: number;
  /** No new attempt starts after this much time since the first one. */
  maxTotalMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const READ_RETRY_POLICY: RetryPolicy = { maxAttempts: 3, maxTotalMs: 90_000, baseDelayMs: 400, maxDelayMs: 4_000 };

export type AttemptFailure = 'unreachable' | 'dropped' | 'timeout' | 'api-B024' | 'api-B035' | 'final';

const TRANSIENT: ReadonlySet<AttemptFailure> = new Set(['unreachable', 'dropped', 'timeout', 'api-B024', 'api-B035']);

export function shouldRetry(effect: 'read' | 'write', failure: AttemptFailure, attempt: number, elapsedMs: number, policy: RetryPolicy): boolean {
  if (effect === 'write') return false;
  if (!TRANSIENT.has(failure)) return false;
  return attempt < policy.maxAttempts && elapsedMs < policy.maxTotalMs;
}

/** Exponential backoff with full jitter: spreads agents that failed together apart. */
export function backoffDelayMs(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
