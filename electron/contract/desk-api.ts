import type { DeskEventName, DeskEvents } from './events';
import type { OperationInput, OperationName, OperationResult } from './operations';
import type { DeskResult, SentResult } from './result';
import type { Worded } from './words/word';

export interface CallOptions {
  /** Lets the caller cancel the call later with `desk.requests.cancel({ requestId })`. */
  requestId?: string;
}

/** Whether an operation's results are as main sends them (`sent`: wordings in them) or as the screens read them (`shown`: worded). */
type Form = 'sent' | 'shown';
type ResultOf<N extends OperationName, F extends Form> = F extends 'sent' ? SentResult<OperationResult<N>> : DeskResult<Worded<OperationResult<N>>>;

type OperationFn<N extends OperationName, F extends Form> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "no required field" is exactly {}
  {} extends OperationInput<N>
    ? (input?: OperationInput<N>, options?: CallOptions) => Promise<ResultOf<N, F>>
    : (input: OperationInput<N>, options?: CallOptions) => Promise<ResultOf<N, F>>;

type GroupOf<N> = N extends `${infer G}.${string}` ? G : never;
type ActionsOf<G extends string, F extends Form> = {
  [N in OperationName as N extends `${G}.${infer A}` ? A : never]: OperationFn<N, F>;
};

export type DeskListener<E extends DeskEventName> = (payload: Worded<DeskEvents[E]>) => void;
type SentListener<E extends DeskEventName> = (payload: DeskEvents[E]) => void;

/**
 * The desk as the screens use it: one method per operation, grouped, plus event subscription.
 * Every wording main sent is already worded in the screen's language (src/bridge/worded-desk.ts).
 */
export type DeskApi = {
  readonly [G in GroupOf<OperationName>]: Readonly<ActionsOf<G, 'shown'>>;
} & {
  /** Subscribes to an event; returns the function that unsubscribes. */
  readonly on: <E extends DeskEventName>(event: E, listener: DeskListener<E>) => () => void;
};

/** `window.desk` as the preload and the browser-mode bridge build it: results and events exactly as main sent them. Nothing else. */
export type WireDeskApi = {
  readonly [G in GroupOf<OperationName>]: Readonly<ActionsOf<G, 'sent'>>;
} & {
  readonly on: <E extends DeskEventName>(event: E, listener: SentListener<E>) => () => void;
};

/** Splits `group.action` into its parts; both transports build the same object shape. */
export function splitOperationName(name: string): [group: string, action: string] {
  const dot = name.indexOf('.');
  return [name.slice(0, dot), name.slice(dot + 1)];
}
