import type { SentError, SentResult } from '../../contract/result';
import { textIn, wording, type Wording } from '../../contract/words';
import type { Logger } from '../logging/logger';
import { readEnvelope } from './envelope';
import { describeApiError } from './errors/describe-api-error';
import type { WholesaleOperation } from './errors/operations';
import type { OperationSpec } from './operations/operation-spec';
import { outcomeUnknown } from './outcome-unknown';
import { maskForLog, Redactor } from './redaction';
import type { SecretRegistry } from './secret-registry';
import { encodeRefundForm } from './refund-form';
import { backoffDelayMs, READ_RETRY_POLICY, shouldRetry, type AttemptFailure, type RetryPolicy } from './retry-policy';
import { authenticationFor } from './sign';
import { kyTransport, type HttpTransport } from './transport/http-transport';
import { DEFAULT_MAX_ANSWER_BYTES, describeByteLimit } from './transport/read-bounded-body';
import type { HttpOutcome } from './transport/http-outcome';

/** Where and as whom to call: the active profile with its key, resolved in main only. */
export interface PartnerConnection {
  profileId: string;
  apiBaseUrl: string;
  refundBaseUrl: string;
  partnerId: string;
  partnerKey: string;
  /**
   * The embedded sandbox, which answers from this very process: its answers are asked for
   * uncompressed. Shopping asks every other host for gzip, as the spec says; here compressing a
   * 9 MB answer to hand it to ourselves costs both ends CPU (about 100 ms on a 2-core desk, fetch
   * inflating it in 16 KiB pieces) and saves nothing.
   */
  inProcess?: boolean;
}

export interface WholesaleSuccess<T> {
  data: T;
  /** RefundRequest may carry a warning beside a success. */
  warningMessage: string | null;
  attempts: number;
  /** The answer's body as received, with the key and sign removed: the order file keeps it for diagnosis. */
  rawBody: string;
}

/** What a call saw of the service (a wording: the status bar words it in the language of the moment). */
export type ConnectionReport = (profileId: string, observation: { kind: 'reached' | 'unreachable'; detail: Wording }) => void;

export interface WholesaleClientOptions {
  logger: Logger;
  /** Request/response logging for diagnostics (Settings); secrets are removed before logging. */
  diagnostics?: () => boolean;
  /** Per-operation time-out override in ms (e.g. the configurable shopping time-out). */
  timeoutFor?: (operation: WholesaleOperation) => number | undefined;
  reportConnection?: ConnectionReport;
  transport?: HttpTransport;
  retryPolicy?: RetryPolicy;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
  /** The cap on an answer's decompressed size (default 64 MiB, read-bounded-body.ts). */
  maxAnswerBytes?: number;
  /** Learns every key, sign and partner id the client signs with, so the log file can redact them too. */
  secretRegistry?: SecretRegistry;
}

/** Per-call adjustments, e.g. "Test connection" wants one quick attempt. */
export interface CallOverrides {
  maxAttempts?: number;
  timeoutMs?: number;
}

type AttemptResult<T> =
  | { done: true; result: SentResult<WholesaleSuccess<T>> }
  | { done: false; failure: AttemptFailure; result: SentResult<WholesaleSuccess<T>> };

/**
 * The main-process client of the buyer API: signs (in one place), sends, reads the envelope,
 * parses the operation's data, retries what is safe to retry, and turns every outcome into the
 * desk's typed result. It never throws.
 */
export class WholesaleClient {
  private readonly transport: HttpTransport;
  private readonly policy: RetryPolicy;
  private readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  private readonly now: () => number;
  private lastRedactor: { key: string; redactor: Redactor } | null = null;

  constructor(private readonly options: WholesaleClientOptions) {
    this.transport = options.transport ?? kyTransport;
    this.policy = options.retryPolicy ?? READ_RETRY_POLICY;
    this.sleep = options.sleep ?? abortableSleep;
    this.now = options.now ?? Date.now;
  }

  async call<Request, Result>(
    spec: OperationSpec<Request, Result>,
    request: Request,
    connection: PartnerConnection,
    signal: AbortSignal,
    overrides: CallOverrides = {},
  ): Promise<SentResult<WholesaleSuccess<Result>>> {
    const started = this.now();
    const policy = overrides.maxAttempts ? { ...this.policy, maxAttempts: overrides.maxAttempts } : this.policy;
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(spec, request, connection, signal, attempt, overrides.timeoutMs);
      if (outcome.done) return outcome.result;
      const elapsed = this.now() - started;
      if (signal.aborted || !shouldRetry(spec.effect, outcome.failure, attempt, elapsed, policy)) return outcome.result;
      const delay = backoffDelayMs(attempt, this.policy);
      this.options.logger.info('wholesale.retry', { operation: spec.name, attempt, failure: outcome.failure, delayMs: delay });
      await this.sleep(delay, signal);
      if (signal.aborted) return { ok: false, error: cancelled(spec.name) };
    }
  }

  private async attempt<Request, Result>(
    spec: OperationSpec<Request, Result>,
    request: Request,
    connection: PartnerConnection,
    signal: AbortSignal,
    attempt: number,
    timeoutOverrideMs: number | undefined,
  ): Promise<AttemptResult<Result>> {
    const base = spec.host === 'refund' ? connection.refundBaseUrl : connection.apiBaseUrl;
    const url = `${base.replace(/\/+$/, '')}${spec.path}`;
    const payload = spec.buildPayload(request);
    // Logged before it is signed: the one place requests are built is also where they are logged.
    if (this.options.diagnostics?.()) {
      this.options.logger.info('wholesale.request', { operation: spec.name, url, attempt, partnerId: maskForLog(connection.partnerId), payload: spec.describeForLog?.(payload) ?? payload });
    }
    const authentication = authenticationFor(connection.partnerId, connection.partnerKey);
    const redactor = this.redactorFor(connection, authentication.sign);
    const signed = { authentication, ...payload };
    const body = spec.encoding === 'refund-form' ? { form: encodeRefundForm(signed) } : { json: JSON.stringify(signed) };

    const startedAt = this.now();
    const outcome = await this.transport({
      url,
      body,
      acceptGzip: spec.acceptGzip && !connection.inProcess,
      timeoutMs: timeoutOverrideMs ?? this.options.timeoutFor?.(spec.name) ?? spec.defaultTimeoutMs,
      signal,
      maxAnswerBytes: this.options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES,
    });
    const ms = this.now() - startedAt;
    this.report(connection.profileId, outcome);
    const result = this.interpret(spec, request, outcome, redactor, attempt);
    this.options.logger.info('wholesale.call', {
      operation: spec.name,
      profileId: connection.profileId,
      attempt,
      ms,
      outcome: outcome.kind,
      ...(outcome.kind === 'response' ? { status: outcome.status } : {}),
      ...(!result.result.ok ? { error: result.result.error.kind, code: result.result.error.kind === 'api' ? result.result.error.code : undefined } : {}),
    });
    if (this.options.diagnostics?.() && outcome.kind === 'response') {
      this.options.logger.info('wholesale.response', { operation: spec.name, status: outcome.status, body: redactor.excerpt(outcome.body, 2000) });
    }
    return result;
  }

  private interpret<Request, Result>(spec: OperationSpec<Request, Result>, request: Request, outcome: HttpOutcome, redactor: Redactor, attempt: number): AttemptResult<Result> {
    const write = spec.effect === 'write';
    const failed = (failure: AttemptFailure, error: SentError): AttemptResult<Result> => ({ done: false, failure, result: { ok: false, error } });
    const final = (error: SentError): AttemptResult<Result> => ({ done: true, result: { ok: false, error } });

    switch (outcome.kind) {
      case 'cancelled':
        return final(write ? outcomeUnknown(spec.name, wording('serviceCalls.cancelledOnTheWay')) : cancelled(spec.name));
      case 'timeout':
        return write
          ? final(outcomeUnknown(spec.name, wording('serviceCalls.noAnswerWithin', { seconds: Math.round(outcome.timeoutMs / 1000) })))
          : failed('timeout', { kind: 'timeout', operation: spec.name, timeoutMs: outcome.timeoutMs, message: wording('serviceCalls.didNotAnswerWithin', { seconds: Math.round(outcome.timeoutMs / 1000) }) });
      case 'unreachable':
        // Nothing left the workstation: safe for every operation, but only reads retry by themselves.
        return failed('unreachable', { kind: 'network', operation: spec.name, message: wording('serviceCalls.unreachable'), cause: `${outcome.code}: ${redactor.text(outcome.message)}` });
      case 'tls':
        return final({ kind: 'network', operation: spec.name, message: wording('serviceCalls.tlsRefused'), cause: `${outcome.code}: ${redactor.text(outcome.message)}` });
      case 'dropped':
        return write
          ? final(outcomeUnknown(spec.name, wording('serviceCalls.droppedBeforeAnswer')))
          : failed('dropped', { kind: 'network', operation: spec.name, message: wording('serviceCalls.connectionDropped'), cause: `${outcome.code}: ${redactor.text(outcome.message)}` });
      case 'unreadable':
        return write
          ? final(outcomeUnknown(spec.name, wording('serviceCalls.answerCutOff')))
          : failed('dropped', { kind: 'bad-response', operation: spec.name, message: wording('serviceCalls.answerCutOffCompression'), excerpt: redactor.excerpt(outcome.message) });
      case 'redirect':
        // Not followed (the body is signed), not retried (it would redirect again), and for a
        // write not "unknown": a redirecting front answers before the service sees anything.
        return final({
          kind: 'bad-response',
          operation: spec.name,
          message: wording('serviceCalls.redirectNotFollowed', { status: outcome.status, origin: outcome.locationOrigin }),
          excerpt: `Location: ${textIn('en', outcome.locationOrigin)}`,
        });
      case 'too-large': {
        const what = wording('serviceCalls.answerTooLarge', { limit: describeByteLimit(outcome.limitBytes) });
        return final(write ? outcomeUnknown(spec.name, what) : { kind: 'bad-response', operation: spec.name, message: what, excerpt: '' });
      }
      case 'response':
        return this.interpretResponse(spec, request, outcome, redactor, attempt);
    }
  }

  private interpretResponse<Request, Result>(
    spec: OperationSpec<Request, Result>,
    request: Request,
    outcome: Extract<HttpOutcome, { kind: 'response' }>,
    redactor: Redactor,
    attempt: number,
  ): AttemptResult<Result> {
    const write = spec.effect === 'write';
    const excerpt = redactor.excerpt(outcome.body);
    if (outcome.status >= 500) {
      const what = wording('serviceCalls.answeredHttp', { status: outcome.status });
      return write
        ? { done: true, result: { ok: false, error: outcomeUnknown(spec.name, what) } }
        : { done: false, failure: 'dropped', result: { ok: false, error: { kind: 'network', operation: spec.name, message: what, cause: excerpt } } };
    }
    if (outcome.status !== 200) {
      return { done: true, result: { ok: false, error: { kind: 'bad-response', operation: spec.name, message: wording('serviceCalls.answeredHttpNot200', { status: outcome.status }), excerpt } } };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(outcome.body);
    } catch {
      return write
        ? { done: true, result: { ok: false, error: outcomeUnknown(spec.name, wording('serviceCalls.answerUnreadableJson')) } }
        : { done: true, result: { ok: false, error: { kind: 'bad-response', operation: spec.name, message: wording('serviceCalls.answerNotJson'), excerpt } } };
    }
    const envelope = readEnvelope(parsed, spec.readData !== null);
    if (envelope.kind === 'malformed') {
      return { done: true, result: { ok: false, error: { kind: 'bad-response', operation: spec.name, message: envelope.message, excerpt } } };
    }
    if (envelope.kind === 'api-error') {
      const error = describeApiError(spec.name, envelope.code, redactor.text(envelope.message));
      const transient = envelope.code === 'B024' ? 'api-B024' : envelope.code === 'B035' ? 'api-B035' : 'final';
      return transient === 'final' ? { done: true, result: { ok: false, error } } : { done: false, failure: transient, result: { ok: false, error } };
    }
    const rawBody = redactor.text(outcome.body);
    if (!spec.readData) return { done: true, result: { ok: true, value: { data: null as Result, warningMessage: envelope.warningMessage, attempts: attempt, rawBody } } };
    const data = spec.readData(envelope.data, request);
    if (!data.ok) {
      return {
        done: true,
        result: {
          ok: false,
          error: {
            kind: 'bad-response',
            operation: spec.name,
            message: wording(write ? 'serviceAnswers.unusableFieldAfterWrite' : 'serviceAnswers.unusableField', { field: data.field, problem: data.problem }),
            excerpt,
          },
        },
      };
    }
    return { done: true, result: { ok: true, value: { data: data.value, warningMessage: envelope.warningMessage, attempts: attempt, rawBody } } };
  }

  /** One redactor per set of credentials (building it compiles a pattern); the last one is kept. */
  private redactorFor(connection: PartnerConnection, sign: string): Redactor {
    const key = `${connection.partnerId}\n${connection.partnerKey}`;
    if (this.lastRedactor?.key !== key) {
      this.lastRedactor = { key, redactor: new Redactor({ secrets: [connection.partnerKey, sign], partnerId: connection.partnerId }) };
      this.options.secretRegistry?.add({ secrets: [connection.partnerKey, sign], partnerId: connection.partnerId });
    }
    return this.lastRedactor.redactor;
  }

  private report(profileId: string, outcome: HttpOutcome): void {
    const report = this.options.reportConnection;
    if (!report) return;
    if (outcome.kind === 'response' || outcome.kind === 'redirect') report(profileId, { kind: 'reached', detail: wording('connection.answered', { status: outcome.status }) });
    else if (outcome.kind === 'too-large') report(profileId, { kind: 'reached', detail: wording('connection.answeredTooLarge') });
    else if (outcome.kind === 'unreachable') report(profileId, { kind: 'unreachable', detail: wording('connection.unreachable') });
    else if (outcome.kind === 'tls') report(profileId, { kind: 'unreachable', detail: wording('connection.tlsRefused') });
    else if (outcome.kind === 'timeout') report(profileId, { kind: 'unreachable', detail: wording('connection.timeout') });
    else if (outcome.kind === 'dropped') report(profileId, { kind: 'unreachable', detail: wording('connection.dropped') });
  }
}

function cancelled(operation: WholesaleOperation): SentError {
  return { kind: 'cancelled', operation, message: wording('serviceCalls.cancelled') };
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}

