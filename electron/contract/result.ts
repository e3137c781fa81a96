import { activeLanguage } from './format/active-language';

/**
 * The result of every desk operation, in both transports.
 *
 * Errors never cross the bridge as thrown exceptions: a call resolves to `{ ok: true, value }`
 * or `{ ok: false, error }`, and `error.kind` tells the renderer how to present it.
 */

/** The service answered with a business error code (part 7 of the buyer API spec). */
export interface ApiError {
  kind: 'api';
  operation: string;
  code: string;
  /** The message exactly as the service sent it. */
  message: string;
  /** What the code means, in words an agent understands. */
  explanation: string;
  /** What the agent should do now. */
  nextStep: string;
}

export interface ValidationIssue {
  /** Dotted path of the offending field, e.g. `journeys.0.origin`; `(input)` for the whole input. */
  field: string;
  /** The rule that failed, short and stable (e.g. `required`, `max 9`, `P004`). */
  rule: string;
  /** A sentence naming the field and the rule. */
  message: string;
}

export interface ValidationError {
  kind: 'validation';
  message: string;
  issues: ValidationIssue[];
}

/** The service could not be reached or the connection dropped before a request was sent. */
export interface NetworkError {
  kind: 'network';
  operation?: string;
  message: string;
  cause?: string;
}

export interface TimeoutError {
  kind: 'timeout';
  operation?: string;
  message: string;
  timeoutMs: number;
}

/** A write may have reached the service; the agent must verify before retrying. */
export interface OutcomeUnknownError {
  kind: 'outcome-unknown';
  operation: string;
  message: string;
  howToVerify: string;
}

/** A local capability is missing (e.g. the OS keychain), with the cause and the fix. */
export interface UnavailableError {
  kind: 'unavailable';
  what: string;
  message: string;
  fix: string;
}

/** The agent (or the app) cancelled the call. */
export interface CancelledError {
  kind: 'cancelled';
  operation?: string;
  message: string;
}

/** The service answered with something that is not a usable envelope (malformed, truncated). */
export interface BadResponseError {
  kind: 'bad-response';
  operation: string;
  message: string;
  /** A short excerpt of what came back, for diagnosis. Never contains secrets. */
  excerpt: string;
}

/**
 * The disk holding the desk's data is full: nothing already saved was lost, this change was not
 * saved. Says where, how much is free, and what to do.
 */
export interface DiskFullError {
  kind: 'disk-full';
  /** What happened, in main's words (the folder, the free space, that nothing was lost). */
  message: string;
  /** The folder whose disk is full (the desk's data folder, or where a backup was going). */
  directory: string;
  /** Bytes still free there; null when the OS cannot tell. */
  freeBytes: number | null;
  /** What the agent does now. */
  fix: string;
}

/** A defect in the desk itself. Logged in main with the stack; the renderer sees a short message. */
export interface InternalError {
  kind: 'internal';
  message: string;
}

export type DeskError =
  | ApiError
  | ValidationError
  | NetworkError
  | TimeoutError
  | OutcomeUnknownError
  | UnavailableError
  | CancelledError
  | BadResponseError
  | DiskFullError
  | InternalError;

export type DeskResult<T> = { ok: true; value: T } | { ok: false; error: DeskError };

export function ok<T>(value: T): DeskResult<T> {
  return { ok: true, value };
}

export function fail<T = never>(error: DeskError): DeskResult<T> {
  return { ok: false, error };
}

export function validationFailure<T = never>(issues: ValidationIssue[]): DeskResult<T> {
  const first = issues[0];
  const message =
    issues.length === 1 && first ? first.message : activeLanguage() === 'zh-CN' ? `有 ${issues.length} 个字段需要修改。` : `${issues.length} fields need attention.`;
  return fail({ kind: 'validation', message, issues });
}
