import { wording, type Text } from './words/wording';

/**
 * The result of every desk operation, in both transports.
 *
 * Errors never cross the bridge as thrown exceptions: a call resolves to `{ ok: true, value }`
 * or `{ ok: false, error }`, and `error.kind` tells the renderer how to present it.
 *
 * `W` is what the words main means are: main sends `Text` (a `Wording`, a code of the words
 * catalogue, or text shown as it came); the renderer's bridge words every wording in its language
 * (src/bridge/worded-desk.ts), so the screens read `string`, the default.
 */

/** The service answered with a business error code (part 7 of the buyer API spec). */
export interface ApiError<W extends Text = string> {
  kind: 'api';
  operation: string;
  code: string;
  /** The message exactly as the service sent it. */
  message: string;
  /** What the code means, in words an agent understands. */
  explanation: W;
  /** What the agent should do now. */
  nextStep: W;
}

export interface ValidationIssue<W extends Text = string> {
  /** Dotted path of the offending field, e.g. `journeys.0.origin`; `(input)` for the whole input. */
  field: string;
  /** The rule that failed, short and stable (e.g. `required`, `max 9`, `P004`). */
  rule: string;
  /** A sentence naming the field and the rule. */
  message: W;
}

export interface ValidationError<W extends Text = string> {
  kind: 'validation';
  message: W;
  issues: ValidationIssue<W>[];
}

/** The service could not be reached or the connection dropped before a request was sent. */
export interface NetworkError<W extends Text = string> {
  kind: 'network';
  operation?: string;
  message: W;
  cause?: string;
}

export interface TimeoutError<W extends Text = string> {
  kind: 'timeout';
  operation?: string;
  message: W;
  timeoutMs: number;
}

/** A write may have reached the service; the agent must verify before retrying. */
export interface OutcomeUnknownError<W extends Text = string> {
  kind: 'outcome-unknown';
  operation: string;
  message: W;
  howToVerify: W;
}

/** A local capability is missing (e.g. the OS keychain), with the cause and the fix. */
export interface UnavailableError<W extends Text = string> {
  kind: 'unavailable';
  /** What is missing (the keychain, the desk session), in main's words. */
  what: W;
  message: W;
  fix: W;
}

/** The agent (or the app) cancelled the call. */
export interface CancelledError<W extends Text = string> {
  kind: 'cancelled';
  operation?: string;
  message: W;
}

/** The service answered with something that is not a usable envelope (malformed, truncated). */
export interface BadResponseError<W extends Text = string> {
  kind: 'bad-response';
  operation: string;
  message: W;
  /** A short excerpt of what came back, for diagnosis. Never contains secrets. */
  excerpt: string;
}

/**
 * The disk holding the desk's data is full: nothing already saved was lost, this change was not
 * saved. Says where, how much is free, and what to do.
 */
export interface DiskFullError<W extends Text = string> {
  kind: 'disk-full';
  /** What happened, in main's words (the folder, the free space, that nothing was lost). */
  message: W;
  /** The folder whose disk is full (the desk's data folder, or where a backup was going). */
  directory: string;
  /** Bytes still free there; null when the OS cannot tell. */
  freeBytes: number | null;
  /** What the agent does now. */
  fix: W;
}

/** A defect in the desk itself. Logged in main with the stack; the renderer sees a short message. */
export interface InternalError<W extends Text = string> {
  kind: 'internal';
  message: W;
}

export type DeskError<W extends Text = string> =
  | ApiError<W>
  | ValidationError<W>
  | NetworkError<W>
  | TimeoutError<W>
  | OutcomeUnknownError<W>
  | UnavailableError<W>
  | CancelledError<W>
  | BadResponseError<W>
  | DiskFullError<W>
  | InternalError<W>;

export type DeskResult<T, W extends Text = string> = { ok: true; value: T } | { ok: false; error: DeskError<W> };

/** What main's handlers answer and its code passes around: errors whose words may be wordings. */
export type SentResult<T> = DeskResult<T, Text>;
export type SentError = DeskError<Text>;
export type SentIssue = ValidationIssue<Text>;

export function ok<T>(value: T): DeskResult<T> {
  return { ok: true, value };
}

export function fail<T = never, W extends Text = string>(error: DeskError<W>): DeskResult<T, W> {
  return { ok: false, error };
}

export function validationFailure<T = never>(issues: ValidationIssue<Text>[]): SentResult<T> {
  const first = issues[0];
  const message = issues.length === 1 && first ? first.message : wording('validation.fieldsNeedAttention', { count: issues.length });
  return fail({ kind: 'validation', message, issues });
}
