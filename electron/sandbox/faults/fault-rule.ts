/**
 * Faults a trainer or a test can inject, per operation or for all of them ('*'). They exist so a
 * client's error handling, retries and "outcome unknown" paths can be seen working. `times`
 * limits a fault to the next N calls it applies to, so a retry can be seen recovering.
 *
 * | kind           | effect                                                            | processed? |
 * |----------------|-------------------------------------------------------------------|------------|
 * | latency        | waits `ms` before handling (holds a concurrency slot meanwhile)     | yes        |
 * | hang           | never answers; the connection stays open until the client gives up | no         |
 * | hang-after     | handles the request, then never answers (a write that arrived but  | yes        |
 * |                | whose answer was lost: the client cannot know it happened)        |            |
 * | timeout        | answers B024 (the operation's time-out message)                     | no         |
 * | concurrency    | at most `limit` requests of the operation in flight; others B035    | no (B035)  |
 * | system-error   | answers S001                                                        | no         |
 * | http-status    | answers HTTP `status` (500, 502 or 503) with an HTML body           | no         |
 * | reset          | destroys the connection without an answer                           | no         |
 * | malformed-json | the real answer, cut short: invalid JSON with HTTP 200              | yes        |
 * | truncated-gzip | the real answer gzip-compressed and cut short (Content-Encoding gzip)| yes        |
 * | null-data      | `{"errorCode":"0","errorMsg":"ok","data":null}`                     | yes        |
 * | drift          | pricing only: the priced offer moves `drift` (up, down or           | yes        |
 * |                | booking-code) instead of its seeded outcome, to show a price change |            |
 * |                | (schedule: B068); preciseBooking: B017 price changed (schedule:     |            |
 * |                | B008); orderPricing: the order is re-priced, B116 (schedule: B114)   |            |
 * | created-but-failed | preciseBooking only (`b006`): the order IS created, the answer  | yes        |
 * |                | is B006 "Reservation failed - Other. OrderNum is <n>"               |            |
 * | error-code     | answers the business error `code` (with `message`, or the sandbox's | no         |
 * |                | own wording for that code), so every code of part 7 can be rehearsed |            |
 *
 * "processed" says whether the operation really ran (an order was paid, a refund created…)
 * before the fault spoiled the answer: that is what makes an outcome unknown to the client.
 */
import { type OperationId } from '../protocol/operations';

export type FaultKind =
  | 'latency'
  | 'hang'
  | 'hang-after'
  | 'timeout'
  | 'concurrency'
  | 'system-error'
  | 'http-status'
  | 'reset'
  | 'malformed-json'
  | 'truncated-gzip'
  | 'null-data'
  | 'drift'
  | 'created-but-failed'
  | 'error-code';

export const FAULT_KINDS: readonly FaultKind[] = [
  'latency',
  'hang',
  'hang-after',
  'timeout',
  'concurrency',
  'system-error',
  'http-status',
  'reset',
  'malformed-json',
  'truncated-gzip',
  'null-data',
  'drift',
  'created-but-failed',
  'error-code',
];

/**
 * How a drift fault moves the priced offer (see offers/pricing-outcome.ts). `schedule` is a flight
 * retimed by the airline: B068 in pricing, B008 in booking, B114 in order pricing.
 */
export type ForcedDrift = 'up' | 'down' | 'booking-code' | 'schedule';
export const FORCED_DRIFTS: readonly ForcedDrift[] = ['up', 'down', 'booking-code', 'schedule'];

/** The operations a drift fault acts on; on the others it is ignored (and not consumed). */
export const DRIFT_OPERATIONS: ReadonlySet<OperationId> = new Set(['pricing', 'preciseBooking', 'orderPricing']);

/** The operations a `b006` fault acts on. */
export const CREATED_BUT_FAILED_OPERATIONS: ReadonlySet<OperationId> = new Set(['preciseBooking']);

export type FaultTarget = OperationId | '*';

export interface FaultRule {
  operation: FaultTarget;
  kind: FaultKind;
  /** latency: milliseconds added before the request is handled. */
  ms?: number;
  /** http-status: 500, 502 or 503. */
  status?: number;
  /** concurrency: requests of the operation allowed in flight at once. */
  limit?: number;
  /** drift: how pricing moves the offer. */
  drift?: ForcedDrift;
  /** error-code: the code answered, e.g. `B014`. */
  code?: string;
  /** error-code: the errorMsg answered; absent = the sandbox's wording for the code. */
  message?: string;
  /** Only the next N calls the fault applies to; absent = every call until cleared. */
  times?: number;
}

/** A rule as `GET /sandbox/faults` lists it. */
export interface ActiveFault extends FaultRule {
  id: number;
  /** The rule in CLI syntax, e.g. `pricing:http=503:times=2`. */
  spec: string;
  /** Calls left when `times` was given, else null. */
  remaining: number | null;
  /** How many calls it has affected so far. */
  applied: number;
}

/** Faults decided after the operation ran: they spoil its answer. */
export const AFTER_HANDLING: ReadonlySet<FaultKind> = new Set(['hang-after', 'malformed-json', 'truncated-gzip', 'null-data', 'created-but-failed']);
