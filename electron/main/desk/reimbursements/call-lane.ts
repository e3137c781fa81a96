/**
 * At most `capacity` reimbursement checks in flight at once, shared by the background poller and
 * the agent's own checks: the service answers B035 ("concurrency limited") past its limit, and a
 * desk that polls must space its calls (real-world notes, "Timing and limits").
 */
export class CallLane {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly capacity = 2) {}

  free(): number {
    return Math.max(0, this.capacity - this.busy);
  }

  /** A slot now, or null when the lane is full (the poller waits for its next turn instead). */
  tryAcquire(): (() => void) | null {
    if (this.busy >= this.capacity) return null;
    this.busy += 1;
    return this.releaser();
  }

  /** A slot as soon as one frees up (the agent's checks queue), or null if the signal aborts first. */
  acquire(signal: AbortSignal): Promise<(() => void) | null> {
    const now = this.tryAcquire();
    if (now) return Promise.resolve(now);
    if (signal.aborted) return Promise.resolve(null);
    return new Promise((resolve) => {
      const grant = () => {
        signal.removeEventListener('abort', onAbort);
        this.busy += 1;
        resolve(this.releaser());
      };
      const onAbort = () => {
        const index = this.waiting.indexOf(grant);
        if (index >= 0) this.waiting.splice(index, 1);
        resolve(null);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(grant);
    });
  }

  /** Called after a slot frees, e.g. to let the poller look again. */
  onRelease: (() => void) | null = null;

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.busy -= 1;
      const next = this.waiting.shift();
      if (next) next();
      else this.onRelease?.();
    };
  }
}
