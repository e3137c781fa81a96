import type { FiledOrder } from '../../../contract/domains/orders';
import { sameStatus } from '../../../contract/domains/order-status';
import type { Environment } from '../../../contract/domains/profiles';
import type { ReconcileDifference, ReconcileFailure, ReconcileProgress, Reconciliation } from '../../../contract/domains/reports';
import { compareMoney } from '../../../contract/money';
import type { SentResult } from '../../../contract/result';
import { backoffDelayMs, READ_RETRY_POLICY, type RetryPolicy } from '../../wholesale/retry-policy';
import { CallLane } from '../reimbursements/call-lane';

/** At most this many OrderDetail calls in flight (the service answers B035 past its limit). */
const IN_FLIGHT = 2;
/** Rounds of waiting out B035 per order, after the client's own retries, before it is listed as not compared. */
const BUSY_ROUNDS = 3;
/** The pause after B035 that the client's retries did not clear: longer than the client's, doubling (full jitter). */
const BUSY_POLICY: RetryPolicy = { ...READ_RETRY_POLICY, baseDelayMs: 2_000, maxDelayMs: 30_000 };

export interface ReconcileDependencies {
  day: string;
  environment: Environment;
  timeZone: string;
  /** The orders of the day's figures (issued, refunds requested, reimbursed or rejected, credit payments). */
  orderIds: readonly number[];
  /** The file's copy of an order now (null: no longer in the file). */
  snapshot: (orderId: number) => FiledOrder | null;
  /** The existing refresh path: OrderDetail (AncillaryOrderDetail for ancillaries) with the order's own profile, filed. */
  refresh: (orderId: number, options: { signal: AbortSignal; requestId?: string }) => Promise<SentResult<unknown>>;
  progress: (progress: ReconcileProgress) => void;
  /** Waits out a back-off (tests pass a short one); resolves early when the signal aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** What is compared: the amount and currency, the status, the ticket numbers. */
function recorded(order: FiledOrder) {
  return { amount: order.amount, currency: order.currency, status: order.status, tickets: [...new Set(order.tickets.map((ticket) => ticket.ticketNum))].sort().join(' ') };
}

const statusText = (status: FiledOrder['status']) => status.key ?? status.code ?? status.text;

/** Every field where the file's copy before the refresh and after it (the service's answer filed) disagree. */
function differencesOf(before: FiledOrder, after: FiledOrder): ReconcileDifference[] {
  const [was, now] = [recorded(before), recorded(after)];
  const found: ReconcileDifference[] = [];
  const add = (field: ReconcileDifference['field'], a: string | null, b: string | null) => found.push({ orderId: before.id, orderNum: before.orderNum, field, recorded: a, service: b });
  const amountsDiffer = was.amount === null || now.amount === null ? was.amount !== now.amount : safeCompare(was.amount, now.amount) !== 0;
  if (amountsDiffer) add('amount', was.amount, now.amount);
  if ((was.currency ?? null) !== (now.currency ?? null)) add('currency', was.currency, now.currency);
  if (!sameStatus(was.status, now.status)) add('status', statusText(was.status), statusText(now.status));
  if (was.tickets !== now.tickets) add('tickets', was.tickets || null, now.tickets || null);
  return found;
}

function safeCompare(a: string, b: string): number {
  try {
    return compareMoney(a, b);
  } catch {
    return a === b ? 0 : 1;
  }
}

const isBusy = (result: SentResult<unknown>) => !result.ok && result.error.kind === 'api' && result.error.code === 'B035';

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Compares a day's orders with the service: each is re-read through the refresh path (its answer
 * filed, as any refresh), at most two at a time, and every field that differs from what the desk
 * had recorded is listed. B035 that the client's own retries did not clear pauses every lane
 * (exponential back-off with jitter) and the order is asked again; an order that cannot be asked
 * is listed with why. Esc (the request's cancellation) stops it: what was compared is returned.
 */
export async function reconcileDay(deps: ReconcileDependencies, options: { signal: AbortSignal; requestId?: string }): Promise<Reconciliation> {
  const { signal } = options;
  const sleep = deps.sleep ?? defaultSleep;
  const lane = new CallLane(IN_FLIGHT);
  const differences: ReconcileDifference[] = [];
  const failures: ReconcileFailure[] = [];
  const total = deps.orderIds.length;
  let checked = 0;
  let matched = 0;
  let done = 0;
  /** Until this instant every lane waits (B035 back-off shared by both lanes). */
  let pausedUntil = 0;
  const report = () =>
    deps.progress({ requestId: options.requestId ?? null, day: deps.day, environment: deps.environment, done, total, differences: differences.length });

  const compareOne = async (orderId: number) => {
    const before = deps.snapshot(orderId);
    if (!before) return;
    for (let round = 1; ; round++) {
      const release = await lane.acquire(signal);
      if (!release) return;
      let result: SentResult<unknown>;
      try {
        // A slot is held while the lanes are paused: nothing else is sent meanwhile.
        for (let wait = pausedUntil - Date.now(); wait > 0 && !signal.aborted; wait = pausedUntil - Date.now()) await sleep(wait, signal);
        if (signal.aborted) return;
        result = await deps.refresh(orderId, { signal, requestId: options.requestId });
      } finally {
        release();
      }
      if (signal.aborted && !result.ok) return;
      if (isBusy(result) && round <= BUSY_ROUNDS) {
        pausedUntil = Math.max(pausedUntil, Date.now() + backoffDelayMs(round, BUSY_POLICY));
        continue;
      }
      if (!result.ok) {
        failures.push({ orderId, orderNum: before.orderNum, error: result.error });
        return;
      }
      const after = deps.snapshot(orderId);
      checked += 1;
      const found = after ? differencesOf(before, after) : [];
      if (found.length === 0) matched += 1;
      differences.push(...found);
      return;
    }
  };

  report();
  // Every order asks the lane for a slot: at most two calls are in flight, the rest queue in order.
  await Promise.all(
    deps.orderIds.map(async (orderId) => {
      await compareOne(orderId);
      if (signal.aborted) return;
      done += 1;
      report();
    }),
  );
  return { day: deps.day, environment: deps.environment, timeZone: deps.timeZone, total, checked, matched, differences, failures, cancelled: signal.aborted };
}
