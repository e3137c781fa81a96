import { describe, expect, it } from 'vitest';
import type { ReimbursementPollerState } from '../../../electron/contract/domains/reimbursements';
import { CallLane } from '../../../electron/main/desk/reimbursements/call-lane';
import { ReimbursementPoller, type PollOutcome, type PollTarget } from '../../../electron/main/desk/reimbursements/reimbursement-poller';

const MINUTE = 60_000;

/** A clock whose time moves only when the test says so; timers fire in time order. */
class ManualClock {
  time = 1_000_000;
  private timers: { at: number; run: () => void; id: number }[] = [];
  private nextId = 1;
  now = () => this.time;
  setTimeout = (run: () => void, ms: number) => {
    const id = this.nextId++;
    this.timers.push({ at: this.time + ms, run, id });
    return id;
  };
  clearTimeout = (handle: unknown) => {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  };
  async advance(ms: number): Promise<void> {
    const until = this.time + ms;
    for (;;) {
      await flush();
      const next = this.timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.timers = this.timers.filter((timer) => timer !== next);
      this.time = next.at;
      next.run();
    }
    this.time = until;
    await flush();
  }
}

async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** Checks the test answers by hand: each call waits until the test settles it. */
class ScriptedChecks {
  calls: { target: PollTarget; signal: AbortSignal; settle: (outcome: PollOutcome) => void; at: number }[] = [];
  constructor(private readonly clock: ManualClock) {}
  check = (target: PollTarget, signal: AbortSignal) =>
    new Promise<PollOutcome>((resolve) => {
      this.calls.push({ target, signal, settle: resolve, at: this.clock.now() });
      signal.addEventListener('abort', () => resolve({ kind: 'cancelled' }));
    });
  pending() {
    return this.calls.filter((call) => !call.signal.aborted && !(call as { done?: boolean }).done);
  }
  async answerAll(outcome: PollOutcome): Promise<void> {
    for (const call of this.pending()) {
      (call as { done?: boolean }).done = true;
      call.settle(outcome);
    }
    await flush();
  }
}

function target(orderId: number, lastCheckedAt: number | null = null, profileId = 'sandbox'): PollTarget {
  return { orderId, orderNum: `91708341020${String(orderId).padStart(7, '0')}`, profileId, lastCheckedAt };
}

function setup(targets: PollTarget[], options: { active?: () => string | null; random?: () => number; stateChanged?: (state: ReimbursementPollerState) => void } = {}) {
  const clock = new ManualClock();
  const checks = new ScriptedChecks(clock);
  const lane = new CallLane(2);
  let open = targets;
  const poller = new ReimbursementPoller(
    {
      clock,
      random: options.random ?? (() => 0.5),
      lane,
      activeProfileId: options.active ?? (() => 'sandbox'),
      openTargets: (profileId) => open.filter((t) => t.profileId === profileId),
      check: checks.check,
      stateChanged: options.stateChanged,
    },
    { intervalMs: 30 * MINUTE, jitterRatio: 0.1, firstCheckSpreadMs: MINUTE, backoffBaseMs: MINUTE, backoffMaxMs: 30 * MINUTE },
  );
  lane.onRelease = () => poller.nudge();
  return { clock, checks, lane, poller, setOpen: (next: PollTarget[]) => (open = next) };
}

describe('the reimbursement poller', () => {
  it('checks orders never checked within the first-check window, never more than 2 at once', async () => {
    const { clock, checks, poller } = setup([target(1), target(2), target(3), target(4), target(5)]);
    poller.start();
    await clock.advance(MINUTE);
    expect(checks.calls).toHaveLength(2);
    await checks.answerAll({ kind: 'checked', final: false });
    expect(checks.calls).toHaveLength(4);
    await checks.answerAll({ kind: 'checked', final: false });
    await checks.answerAll({ kind: 'checked', final: false });
    expect(new Set(checks.calls.map((call) => call.target.orderId))).toEqual(new Set([1, 2, 3, 4, 5]));
    poller.stop();
  });

  it('checks an order again about 30 minutes after its last answer, with jitter', async () => {
    const { clock, checks, poller } = setup([target(1, 1_000_000 - 29 * MINUTE)], { random: () => 1 });
    poller.start();
    // random 1 → +10 %: due 33 minutes after the last answer, i.e. 4 minutes from now.
    await clock.advance(3 * MINUTE);
    expect(checks.calls).toHaveLength(0);
    await clock.advance(MINUTE);
    expect(checks.calls).toHaveLength(1);
    await checks.answerAll({ kind: 'checked', final: false });
    await clock.advance(32 * MINUTE);
    expect(checks.calls).toHaveLength(1);
    await clock.advance(MINUTE);
    expect(checks.calls).toHaveLength(2);
    poller.stop();
  });

  it('follows a new interval from Settings: each order falls due from its last answer at the new pace', async () => {
    const states: number[] = [];
    const { clock, checks, poller } = setup([target(1, 1_000_000 - 10 * MINUTE)], { random: () => 0.5, stateChanged: (state) => states.push(state.intervalMinutes) });
    poller.start();
    // At 30 minutes it would be due in 20; at 15 it is due in 5.
    poller.setIntervalMs(15 * MINUTE);
    expect(poller.state().intervalMinutes).toBe(15);
    expect(states.at(-1)).toBe(15);
    await clock.advance(4 * MINUTE);
    expect(checks.calls).toHaveLength(0);
    await clock.advance(MINUTE);
    expect(checks.calls).toHaveLength(1);
    await checks.answerAll({ kind: 'checked', final: false });
    // Already past at a shorter interval: checked at once.
    poller.setIntervalMs(5 * MINUTE);
    await clock.advance(5 * MINUTE);
    expect(checks.calls).toHaveLength(2);
    poller.stop();
  });

  it('spreads the due times of orders checked at the same moment', async () => {
    let draw = 0;
    const draws = [0, 0.25, 0.5, 0.75, 1];
    const { poller } = setup([target(1, 1_000_000), target(2, 1_000_000), target(3, 1_000_000)], { random: () => draws[draw++ % draws.length] as number });
    poller.start();
    const due = [...poller.dueTimes().values()];
    expect(new Set(due).size).toBe(3);
    for (const at of due) {
      expect(at).toBeGreaterThanOrEqual(1_000_000 + 27 * MINUTE);
      expect(at).toBeLessThanOrEqual(1_000_000 + 33 * MINUTE);
    }
    poller.stop();
  });

  it('stops checking an order once it is final', async () => {
    const { clock, checks, poller } = setup([target(1), target(2)]);
    poller.start();
    await clock.advance(MINUTE);
    const [first, second] = checks.calls;
    first?.settle({ kind: 'checked', final: true });
    second?.settle({ kind: 'checked', final: false });
    await flush();
    expect([...poller.dueTimes().keys()]).toEqual([2]);
    await clock.advance(3 * 60 * MINUTE);
    await checks.answerAll({ kind: 'checked', final: false });
    expect(checks.calls.filter((call) => call.target.orderId === 1)).toHaveLength(1);
    expect(checks.calls.filter((call) => call.target.orderId === 2).length).toBeGreaterThan(1);
    poller.stop();
  });

  it('backs off on B035, doubling the pause, and resumes after an answer', async () => {
    const { clock, checks, poller } = setup([target(1)]);
    poller.start();
    await clock.advance(MINUTE);
    expect(checks.calls).toHaveLength(1);
    await checks.answerAll({ kind: 'busy' });
    expect(poller.state().backoffReason).toBe('busy');
    // First pause: between half and all of 1 minute (random 0.5 → 45 s).
    await clock.advance(44_000);
    expect(checks.calls).toHaveLength(1);
    await clock.advance(1_000);
    expect(checks.calls).toHaveLength(2);
    await checks.answerAll({ kind: 'busy' });
    // Second pause: 2 minutes' ceiling → 90 s.
    await clock.advance(89_000);
    expect(checks.calls).toHaveLength(2);
    await clock.advance(1_000);
    expect(checks.calls).toHaveLength(3);
    await checks.answerAll({ kind: 'checked', final: false });
    expect(poller.state().backedOffUntil).toBeNull();
    poller.stop();
  });

  it('backs off when the agent\'s own check meets B035: one limit for every call the desk makes', async () => {
    const { clock, checks, poller } = setup([target(1)]);
    poller.start();
    poller.strained('busy');
    expect(poller.state().backoffReason).toBe('busy');
    expect(poller.state().backedOffUntil).not.toBeNull();
    // The never-checked order's first check (due within the first minute) waits out the pause.
    await clock.advance(44_000);
    expect(checks.calls).toHaveLength(0);
    await clock.advance(MINUTE);
    expect(checks.calls).toHaveLength(1);
    poller.stop();
  });

  it('backs off on time-outs and while the service is unreachable, for every order', async () => {
    const { clock, checks, poller } = setup([target(1), target(2), target(3)]);
    poller.start();
    await clock.advance(MINUTE);
    expect(checks.calls).toHaveLength(2);
    const [first, second] = checks.calls;
    (first as { done?: boolean }).done = true;
    first?.settle({ kind: 'unreachable' });
    await flush();
    // Order 3 is due too, but the poller is paused: nothing new starts.
    expect(checks.calls).toHaveLength(2);
    expect(poller.state().backoffReason).toBe('unreachable');
    (second as { done?: boolean }).done = true;
    second?.settle({ kind: 'timeout' });
    await clock.advance(30_000);
    expect(checks.calls).toHaveLength(2);
    await clock.advance(5 * MINUTE);
    expect(checks.calls.length).toBeGreaterThan(2);
    poller.stop();
  });

  it('polls only the active profile, and aborts what is in flight when the profile changes', async () => {
    let active: string | null = 'sandbox';
    const { clock, checks, poller } = setup([target(1, null, 'sandbox'), target(2, null, 'test-account')], { active: () => active });
    poller.start();
    await clock.advance(MINUTE);
    expect(checks.calls.map((call) => call.target.orderId)).toEqual([1]);
    active = 'test-account';
    poller.refresh();
    expect(checks.calls[0]?.signal.aborted).toBe(true);
    await clock.advance(MINUTE);
    expect(checks.calls.map((call) => call.target.orderId)).toEqual([1, 2]);
    active = null;
    poller.refresh();
    await clock.advance(3 * 60 * MINUTE);
    expect(checks.calls).toHaveLength(2);
    poller.stop();
  });

  it('leaves a slot to the agent: with the lane full it waits and starts when a slot frees', async () => {
    const { clock, checks, lane, poller } = setup([target(1)]);
    const agentA = lane.tryAcquire();
    const agentB = lane.tryAcquire();
    poller.start();
    await clock.advance(2 * MINUTE);
    expect(checks.calls).toHaveLength(0);
    agentA?.();
    await flush();
    expect(checks.calls).toHaveLength(1);
    agentB?.();
    poller.stop();
  });

  it('picks up an order the agent just checked from its new "last checked" time', async () => {
    const { clock, checks, poller, setOpen } = setup([target(1, 1_000_000 - 25 * MINUTE)]);
    poller.start();
    setOpen([target(1, 1_000_000)]);
    poller.refresh();
    await clock.advance(10 * MINUTE);
    expect(checks.calls).toHaveLength(0);
    await clock.advance(20 * MINUTE);
    expect(checks.calls).toHaveLength(1);
    poller.stop();
  });
});
