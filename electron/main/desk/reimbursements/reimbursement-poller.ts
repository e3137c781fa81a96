import type { ReimbursementPollerState } from '../../../contract/domains/reimbursements';
import type { CallLane } from './call-lane';

/** An open refund order the poller keeps checking. */
export interface PollTarget {
  orderId: number;
  orderNum: string;
  profileId: string;
  /** When the service last answered a reimbursement check of it (epoch ms); null if never. */
  lastCheckedAt: number | null;
}

/**
 * How one check went. `busy` (B035), `timeout` and `unreachable` make the poller back off;
 * `refused` (another code: B037, B141…) and `checked` count as an answer.
 */
export type PollOutcome = { kind: 'checked'; final: boolean } | { kind: 'refused' } | { kind: 'busy' } | { kind: 'timeout' } | { kind: 'unreachable' } | { kind: 'cancelled' };

export interface PollerClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PollerOptions {
  /** Each order is checked this long after its last answer (30 minutes). */
  intervalMs: number;
  /** ± this share of the interval, drawn per order and check, so orders do not fall due together. */
  jitterRatio: number;
  /** Orders never checked are first checked within this window, spread rather than all at once. */
  firstCheckSpreadMs: number;
  /** The first back-off after B035 / a time-out / an unreachable service; doubles up to `backoffMaxMs`. */
  backoffBaseMs: number;
  backoffMaxMs: number;
}

export const DEFAULT_POLLER_OPTIONS: PollerOptions = {
  intervalMs: 30 * 60_000,
  jitterRatio: 0.1,
  firstCheckSpreadMs: 60_000,
  backoffBaseMs: 60_000,
  backoffMaxMs: 30 * 60_000,
};

export interface PollerDependencies {
  clock: PollerClock;
  random: () => number;
  /** Shared with the agent's own checks: at most that many calls in flight in total. */
  lane: CallLane;
  /** The active profile, or null (then nothing is polled). */
  activeProfileId: () => string | null;
  /** The profile's refund orders that are not final, from the order file. */
  openTargets: (profileId: string) => PollTarget[];
  check: (target: PollTarget, signal: AbortSignal) => Promise<PollOutcome>;
  /** Told whenever what the poller does changes (the board's status line). */
  stateChanged?: (state: ReimbursementPollerState) => void;
}

type BackoffReason = NonNullable<ReimbursementPollerState['backoffReason']>;

interface Scheduled {
  dueAt: number;
  /** The `lastCheckedAt` the due time was computed from: another check of the order moves it. */
  basis: number | null;
}

/**
 * Main's background checking of open refund orders (CheckReimbursed). Each order is checked
 * about every `intervalMs` after its last answer (with jitter), through the lane shared with the
 * agent's checks (at most 2 calls in flight). B035, time-outs and an unreachable service pause all
 * polling with an exponential back-off; an answer resets it. An order that reaches a final state
 * is dropped. Only the active profile is polled: a profile change aborts what is in flight.
 *
 * Time comes from an injected clock and timers, so the schedule is tested without waiting.
 */
export class ReimbursementPoller {
  private readonly options: PollerOptions;
  private readonly schedule = new Map<number, Scheduled>();
  private readonly inFlight = new Map<number, { controller: AbortController; profileId: string }>();
  private targets: PollTarget[] = [];
  private targetsProfileId: string | null = null;
  private targetsStale = true;
  private timer: unknown = null;
  private timerAt: number | null = null;
  private running = false;
  private failures = 0;
  private backedOffUntil = 0;
  private backoffReason: BackoffReason | null = null;
  private lastState = '';

  constructor(
    private readonly deps: PollerDependencies,
    options: Partial<PollerOptions> = {},
  ) {
    this.options = { ...DEFAULT_POLLER_OPTIONS, ...options };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.refresh();
  }

  stop(): void {
    this.running = false;
    this.clearTimer();
    for (const flight of this.inFlight.values()) flight.controller.abort();
  }

  /**
   * The set of open refund orders may have changed (a refund filed, an order checked by the
   * agent) or the active profile did: re-read it and look again at what is due.
   */
  refresh(): void {
    this.targetsStale = true;
    this.wake();
  }

  /** A lane slot freed up (an agent's check ended): look again at what is due. */
  nudge(): void {
    this.wake();
  }

  /**
   * One of the agent's own checks met B035, a time-out or no service. The service's limit is one
   * for every call the desk makes, so the background checks back off exactly as if their own call
   * had been refused; the agent's checks still go out when asked for.
   */
  strained(kind: 'busy' | 'timeout' | 'unreachable'): void {
    this.backOff(kind, this.deps.clock.now());
    this.wake();
    this.publish();
  }

  state(): ReimbursementPollerState {
    const now = this.deps.clock.now();
    const backingOff = this.backedOffUntil > now;
    return {
      profileId: this.targetsProfileId,
      watching: this.targets.length,
      intervalMinutes: Math.round(this.options.intervalMs / 60_000),
      inFlight: this.inFlight.size,
      backedOffUntil: backingOff ? new Date(this.backedOffUntil).toISOString() : null,
      backoffReason: backingOff ? this.backoffReason : null,
    };
  }

  /**
   * A new interval (the agent's setting): every watched order falls due again from its last
   * answer at the new pace, at once if that is already past. Orders never checked keep their slot.
   */
  setIntervalMs(intervalMs: number): void {
    if (intervalMs === this.options.intervalMs) return;
    this.options.intervalMs = intervalMs;
    for (const entry of this.schedule.values()) if (entry.basis !== null) entry.dueAt = entry.basis + this.jitteredInterval();
    this.wake();
    this.publish();
  }

  /** When each watched order is due next (epoch ms): for tests and diagnostics. */
  dueTimes(): Map<number, number> {
    return new Map([...this.schedule].map(([orderId, entry]) => [orderId, entry.dueAt]));
  }

  private wake(): void {
    if (!this.running) return;
    this.clearTimer();
    const now = this.deps.clock.now();
    const profileId = this.deps.activeProfileId();
    this.abortOtherProfiles(profileId);
    if (profileId === null) {
      this.targets = [];
      this.targetsProfileId = null;
      this.schedule.clear();
      this.publish();
      return; // nothing to poll until a profile is active (refresh() is called then)
    }
    if (this.targetsStale || this.targetsProfileId !== profileId) this.readTargets(profileId, now);

    if (now < this.backedOffUntil) {
      this.publish();
      this.sleepUntil(this.backedOffUntil);
      return;
    }
    const due = this.targets
      .filter((target) => !this.inFlight.has(target.orderId) && (this.schedule.get(target.orderId)?.dueAt ?? now) <= now)
      .sort((a, b) => (this.schedule.get(a.orderId)?.dueAt ?? 0) - (this.schedule.get(b.orderId)?.dueAt ?? 0));
    for (const target of due) {
      if (this.deps.lane.free() === 0) break;
      this.launch(target);
    }
    this.publish();
    // Orders already due wait for a slot (a freed slot nudges the poller): no timer spins for them.
    const next = this.nextDue(now);
    if (next !== null) this.sleepUntil(next);
  }

  private readTargets(profileId: string, now: number): void {
    this.targets = this.deps.openTargets(profileId);
    this.targetsProfileId = profileId;
    this.targetsStale = false;
    const open = new Set(this.targets.map((target) => target.orderId));
    for (const orderId of [...this.schedule.keys()]) if (!open.has(orderId)) this.schedule.delete(orderId);
    for (const target of this.targets) {
      const known = this.schedule.get(target.orderId);
      if (known && known.basis === target.lastCheckedAt) continue;
      this.schedule.set(target.orderId, {
        basis: target.lastCheckedAt,
        dueAt: target.lastCheckedAt === null ? now + this.deps.random() * this.options.firstCheckSpreadMs : target.lastCheckedAt + this.jitteredInterval(),
      });
    }
  }

  private launch(target: PollTarget): void {
    const release = this.deps.lane.tryAcquire();
    if (!release) return;
    const controller = new AbortController();
    this.inFlight.set(target.orderId, { controller, profileId: target.profileId });
    void this.deps
      .check(target, controller.signal)
      .catch((): PollOutcome => ({ kind: 'refused' }))
      .then((outcome) => {
        // Settle before the slot is given back: a back-off must be in place before anything looks again.
        this.inFlight.delete(target.orderId);
        this.settle(target, outcome);
        release();
        this.wake();
      });
  }

  private settle(target: PollTarget, outcome: PollOutcome): void {
    const now = this.deps.clock.now();
    switch (outcome.kind) {
      case 'checked':
      case 'refused':
        this.failures = 0;
        this.backoffReason = null;
        if (outcome.kind === 'checked' && outcome.final) {
          this.dropTarget(target.orderId);
          return;
        }
        this.schedule.set(target.orderId, { basis: now, dueAt: now + this.jitteredInterval() });
        // The file's "last checked" for this order is now; remember it so a re-read keeps this due time.
        this.targets = this.targets.map((t) => (t.orderId === target.orderId ? { ...t, lastCheckedAt: now } : t));
        return;
      case 'cancelled':
        return; // a profile change or stop: nothing learned
      case 'busy':
      case 'timeout':
      case 'unreachable':
        this.backOff(outcome.kind, now);
        return;
    }
  }

  private backOff(reason: BackoffReason, now: number): void {
    this.failures += 1;
    this.backoffReason = reason;
    this.backedOffUntil = Math.max(this.backedOffUntil, now + this.backoffMs(this.failures));
  }

  private dropTarget(orderId: number): void {
    this.schedule.delete(orderId);
    this.targets = this.targets.filter((target) => target.orderId !== orderId);
  }

  /** Exponential, with full jitter on the upper half so several desks do not retry together. */
  private backoffMs(failures: number): number {
    const ceiling = Math.min(this.options.backoffMaxMs, this.options.backoffBaseMs * 2 ** (failures - 1));
    return Math.round(ceiling / 2 + (this.deps.random() * ceiling) / 2);
  }

  private jitteredInterval(): number {
    const spread = this.options.intervalMs * this.options.jitterRatio;
    return Math.round(this.options.intervalMs + (this.deps.random() * 2 - 1) * spread);
  }

  /** The earliest due time still ahead of `now`. */
  private nextDue(now: number): number | null {
    let next: number | null = null;
    for (const target of this.targets) {
      if (this.inFlight.has(target.orderId)) continue;
      const dueAt = this.schedule.get(target.orderId)?.dueAt;
      if (dueAt !== undefined && dueAt > now && (next === null || dueAt < next)) next = dueAt;
    }
    return next;
  }

  private abortOtherProfiles(profileId: string | null): void {
    for (const flight of this.inFlight.values()) if (flight.profileId !== profileId) flight.controller.abort();
  }

  private sleepUntil(at: number): void {
    this.clearTimer();
    const delay = Math.max(0, at - this.deps.clock.now());
    this.timerAt = at;
    this.timer = this.deps.clock.setTimeout(() => {
      this.timer = null;
      this.timerAt = null;
      this.wake();
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = null;
  }

  private publish(): void {
    const state = this.state();
    const key = JSON.stringify(state);
    if (key === this.lastState) return;
    this.lastState = key;
    this.deps.stateChanged?.(state);
  }

  /** When the poller will next wake by itself (epoch ms), or null: for tests. */
  nextWakeAt(): number | null {
    return this.timerAt;
  }
}
