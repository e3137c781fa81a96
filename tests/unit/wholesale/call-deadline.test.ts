import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { callDeadline } from '../../../electron/main/wholesale/transport/call-deadline';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** V8's collector, asked for directly: the time-out must fire even after a collection (nodejs/node#57736). */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

describe('a service call’s deadline', () => {
  it('aborts once its time-out passes, as a time-out', async () => {
    const deadline = callDeadline(20, new AbortController().signal);
    expect(deadline.signal.aborted).toBe(false);
    await wait(60);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.timedOut()).toBe(true);
    expect((deadline.signal.reason as DOMException).name).toBe('TimeoutError');
    deadline.clear();
  });

  it('still fires when only the call holds its signal and the garbage is collected meanwhile', async () => {
    // Fifty calls' deadlines, each held only by its listener, as a fetch holds it; a collection 10 ms
    // in. AbortSignal.any over AbortSignal.timeout fired 0 of 50 here on Node 20.
    const calls = 50;
    let fired = 0;
    const collected = wait(10).then(collectGarbage);
    await Promise.all(
      Array.from({ length: calls }, () => new Promise<void>((resolve) => {
        callDeadline(50, new AbortController().signal).signal.addEventListener('abort', () => {
          fired += 1;
          resolve();
        }, { once: true });
        setTimeout(resolve, 500);
      })).concat([collected]),
    );
    expect(fired).toBe(calls);
  });

  it('follows the agent’s cancel with its reason, and that is not a time-out', () => {
    const agent = new AbortController();
    const deadline = callDeadline(10_000, agent.signal);
    const reason = new Error('Esc');
    agent.abort(reason);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.signal.reason).toBe(reason);
    expect(deadline.timedOut()).toBe(false);
    deadline.clear();
  });

  it('starts aborted when the agent already cancelled', () => {
    const agent = new AbortController();
    agent.abort();
    expect(callDeadline(10_000, agent.signal).signal.aborted).toBe(true);
  });

  it('once cleared, neither the time-out nor a later cancel aborts it', async () => {
    const agent = new AbortController();
    const deadline = callDeadline(20, agent.signal);
    deadline.clear();
    await wait(60);
    agent.abort();
    expect(deadline.signal.aborted).toBe(false);
    expect(deadline.timedOut()).toBe(false);
  });
});
