/**
 * The time-out of one call, as an abort signal that also follows the agent's own (Esc).
 *
 * Not `AbortSignal.any([signal, AbortSignal.timeout(ms)])`: Node may collect a timeout signal that
 * only a composite holds, and the composite then never aborts (nodejs/node#57736, a confirmed bug).
 * A service call then hung past its time-out: the fault matrix's slow-drip cell waited 30 s instead of
 * 0.6 s in a CI run under load, and the cells after it read its late answers. Here the timer holds the
 * controller it aborts, so the time-out fires whatever the collector does; `clear` ends both the timer
 * and the following of the agent's signal once the call is over.
 */
interface CallDeadline {
  readonly signal: AbortSignal;
  /** True once the time-out fired (not the agent's cancel). */
  readonly timedOut: () => boolean;
  readonly clear: () => void;
}

export function callDeadline(timeoutMs: number, agent: AbortSignal): CallDeadline {
  const controller = new AbortController();
  let fired = false;
  const timer = setTimeout(() => {
    fired = true;
    controller.abort(new DOMException('TimeoutError', 'TimeoutError'));
  }, timeoutMs);
  const followAgent = () => controller.abort(agent.reason);
  if (agent.aborted) followAgent();
  else agent.addEventListener('abort', followAgent, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => fired,
    clear: () => {
      clearTimeout(timer);
      agent.removeEventListener('abort', followAgent);
    },
  };
}
