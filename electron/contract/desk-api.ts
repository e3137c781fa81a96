import type { DeskEventName, DeskEvents } from './events';
import type { OperationInput, OperationName, OperationResult } from './operations';
import type { DeskResult } from './result';

export interface CallOptions {
  /** Lets the caller cancel the call later with `desk.requests.cancel({ requestId })`. */
  requestId?: string;
}

type OperationFn<N extends OperationName> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "no required field" is exactly {}
  {} extends OperationInput<N>
    ? (input?: OperationInput<N>, options?: CallOptions) => Promise<DeskResult<OperationResult<N>>>
    : (input: OperationInput<N>, options?: CallOptions) => Promise<DeskResult<OperationResult<N>>>;

type GroupOf<N> = N extends `${infer G}.${string}` ? G : never;
type ActionsOf<G extends string> = {
  [N in OperationName as N extends `${G}.${infer A}` ? A : never]: OperationFn<N>;
};

export type DeskListener<E extends DeskEventName> = (payload: DeskEvents[E]) => void;

/** `window.desk`: one method per operation, grouped, plus event subscription. Nothing else. */
export type DeskApi = {
  readonly [G in GroupOf<OperationName>]: Readonly<ActionsOf<G>>;
} & {
  /** Subscribes to an event; returns the function that unsubscribes. */
  readonly on: <E extends DeskEventName>(event: E, listener: DeskListener<E>) => () => void;
};

/** Splits `group.action` into its parts; both transports build the same object shape. */
export function splitOperationName(name: string): [group: string, action: string] {
  const dot = name.indexOf('.');
  return [name.slice(0, dot), name.slice(dot + 1)];
}
