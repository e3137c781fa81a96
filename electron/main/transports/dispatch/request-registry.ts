import { textIn, wording, type Wording } from '../../../contract/words';
/**
 * Every running call gets an AbortController, keyed by the request id the renderer chose, so
 * `requests.cancel` can abort it (and the HTTP request beneath it) from either transport.
 */
export interface RunningRequest {
  readonly signal: AbortSignal;
  /** Must be called when the call settles, so the id can be reused and memory is freed. */
  finish(): void;
}

export class RequestRegistry {
  private readonly running = new Map<string, AbortController>();

  /** Starts tracking a call. Without an id the call cannot be cancelled, but still gets a signal. */
  start(requestId: string | undefined): RunningRequest {
    const controller = new AbortController();
    if (requestId === undefined) return { signal: controller.signal, finish: () => {} };
    if (this.running.has(requestId)) {
      throw new DuplicateRequestIdError(requestId);
    }
    this.running.set(requestId, controller);
    return {
      signal: controller.signal,
      finish: () => {
        if (this.running.get(requestId) === controller) this.running.delete(requestId);
      },
    };
  }

  /** Aborts the call; false when nothing with that id is running (it already finished). */
  cancel(requestId: string): boolean {
    const controller = this.running.get(requestId);
    if (!controller) return false;
    controller.abort(new CancelledByAgent());
    this.running.delete(requestId);
    return true;
  }

  /** Aborts everything, e.g. when the window or the host closes. */
  cancelAll(): void {
    for (const controller of this.running.values()) controller.abort(new CancelledByAgent());
    this.running.clear();
  }

  get size(): number {
    return this.running.size;
  }
}

export class DuplicateRequestIdError extends Error {
  /** What the caller is told (the dispatcher answers it as a validation issue). */
  readonly words: Wording;

  constructor(readonly requestId: string) {
    const words = wording('deskHost.requestIdInUse', { requestId });
    super(textIn('en', words));
    this.words = words;
  }
}

/** The abort reason of a cancelled call, so lower layers can tell cancellation from a time-out (never shown: the client words a cancellation itself). */
export class CancelledByAgent extends Error {
  constructor() {
    super('Cancelled by the agent.');
    this.name = 'CancelledByAgent';
  }
}
