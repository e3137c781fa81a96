import type { SentResult, OperationName, OperationResult, ParsedInput } from '../../../contract';

export interface CallContext {
  /** The renderer's id for this call, if it gave one (needed to cancel it). */
  requestId: string | undefined;
  /** Aborted when the agent cancels the call. Pass it down to every I/O. */
  signal: AbortSignal;
}

export type Handler<N extends OperationName> = (
  input: ParsedInput<N>,
  context: CallContext,
) => Promise<SentResult<OperationResult<N>>>;

/** One handler per operation of the contract; the compiler refuses a missing one. */
export type HandlerTable = { [N in OperationName]: Handler<N> };
