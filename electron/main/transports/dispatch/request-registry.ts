import { say } from '../../i18n/main-language';
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
  constructor(readonly requestId: string) {
    super(say(`requestId ${requestId} is already in use by a running call.`, `requestId ${requestId} 已被正在运行的调用使用。`));
  }
}

/** The abort reason of a cancelled call, so lower layers can tell cancellation from a time-out. */
export class CancelledByAgent extends Error {
  constructor() {
    super(say('Cancelled by the agent.', '已由代理取消。'));
    this.name = 'CancelledByAgent';
  }
}
