/**
 * The active faults. Rules apply in the order they were set; a rule with `times` is consumed by
 * each call it affects and disappears when used up. Latency rules add up; of the other rules the
 * first one matching the operation decides the call's fate.
 */
import { type OperationId } from '../protocol/operations';
import { formatFault } from './fault-syntax';
import { CREATED_BUT_FAILED_OPERATIONS, DRIFT_OPERATIONS, type ActiveFault, type FaultRule, type ForcedDrift } from './fault-rule';

/** The real concurrency limit of every operation when no `b035` fault narrows it. */
export const DEFAULT_CONCURRENCY_LIMIT = 64;

export class FaultRegistry {
  private rules: ActiveFault[] = [];
  private nextId = 1;

  constructor(private readonly initial: readonly FaultRule[] = []) {
    this.set(initial);
  }

  set(rules: readonly FaultRule[]): void {
    this.rules = rules.map((rule) => ({
      ...rule,
      id: this.nextId++,
      spec: formatFault(rule),
      remaining: rule.times ?? null,
      applied: 0,
    }));
  }

  add(rules: readonly FaultRule[]): void {
    const current = this.rules;
    this.set(rules);
    this.rules = [...current, ...this.rules];
  }

  clear(): void {
    this.rules = [];
  }

  restoreInitial(): void {
    this.set(this.initial);
  }

  list(): ActiveFault[] {
    return this.rules.map((rule) => ({ ...rule }));
  }

  /** Total latency for this call (each latency rule counts as applied). */
  takeLatency(operation: OperationId): number {
    let total = 0;
    for (const rule of this.matching(operation)) {
      if (rule.kind !== 'latency') continue;
      total += rule.ms ?? 0;
      this.consume(rule);
    }
    return total;
  }

  /** The concurrency limit for the operation: the tightest b035 rule, else the default. */
  concurrencyLimit(operation: OperationId): { limit: number; rule: ActiveFault | null } {
    let chosen: ActiveFault | null = null;
    for (const rule of this.matching(operation)) {
      if (rule.kind === 'concurrency' && (chosen === null || (rule.limit ?? 0) < (chosen.limit ?? 0))) chosen = rule;
    }
    return { limit: chosen?.limit ?? DEFAULT_CONCURRENCY_LIMIT, rule: chosen };
  }

  /** A B035 answer produced by a rule counts as one of its `times`. */
  noteRejection(rule: ActiveFault | null): void {
    if (rule) this.consume(rule);
  }

  /** A forced pricing drift for this call, consumed; null when none is set. */
  takeDrift(operation: OperationId): ForcedDrift | null {
    if (!DRIFT_OPERATIONS.has(operation)) return null;
    const rule = this.matching(operation).find((candidate) => candidate.kind === 'drift');
    if (!rule) return null;
    this.consume(rule);
    return rule.drift ?? 'up';
  }

  /**
   * The fault that decides this call (anything but latency, concurrency and drift), consumed. A
   * `b006` rule decides only the operations it acts on (a `*:b006` leaves the others alone).
   */
  takeDecidingFault(operation: OperationId): ActiveFault | null {
    const rule = this.matching(operation).find(
      (candidate) =>
        candidate.kind !== 'latency' &&
        candidate.kind !== 'concurrency' &&
        candidate.kind !== 'drift' &&
        (candidate.kind !== 'created-but-failed' || CREATED_BUT_FAILED_OPERATIONS.has(operation)),
    );
    if (!rule) return null;
    this.consume(rule);
    return { ...rule };
  }

  private matching(operation: OperationId): ActiveFault[] {
    return this.rules.filter((rule) => rule.operation === '*' || rule.operation === operation);
  }

  private consume(rule: ActiveFault): void {
    rule.applied += 1;
    if (rule.remaining === null) return;
    rule.remaining -= 1;
    if (rule.remaining <= 0) this.rules = this.rules.filter((candidate) => candidate !== rule);
  }
}
