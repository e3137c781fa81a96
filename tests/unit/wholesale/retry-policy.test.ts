import { describe, expect, it } from 'vitest';
import { backoffDelayMs, READ_RETRY_POLICY, shouldRetry, type AttemptFailure } from '../../../electron/main/wholesale/retry-policy';

describe('retry policy', () => {
  const transient: AttemptFailure[] = ['unreachable', 'dropped', 'timeout', 'api-B024', 'api-B035'];

  it.each(transient)('retries a read after %s', (failure) => {
    expect(shouldRetry('read', failure, 1, 0, READ_RETRY_POLICY)).toBe(true);
  });

  it.each([...transient, 'final' as const])('never retries a write, even after %s', (failure) => {
    expect(shouldRetry('write', failure, 1, 0, READ_RETRY_POLICY)).toBe(false);
  });

  it('does not retry a final answer', () => {
    expect(shouldRetry('read', 'final', 1, 0, READ_RETRY_POLICY)).toBe(false);
  });

  it('is bounded in attempts and in total time', () => {
    expect(shouldRetry('read', 'timeout', READ_RETRY_POLICY.maxAttempts, 0, READ_RETRY_POLICY)).toBe(false);
    expect(shouldRetry('read', 'timeout', 1, READ_RETRY_POLICY.maxTotalMs, READ_RETRY_POLICY)).toBe(false);
  });

  it('backs off exponentially with jitter, within the cap', () => {
    const policy = { maxAttempts: 5, maxTotalMs: 1e6, baseDelayMs: 100, maxDelayMs: 1000 };
    expect(backoffDelayMs(1, policy, () => 0)).toBe(50);
    expect(backoffDelayMs(1, policy, () => 1)).toBe(100);
    expect(backoffDelayMs(3, policy, () => 1)).toBe(400);
    expect(backoffDelayMs(10, policy, () => 1)).toBe(1000);
    const samples = new Set(Array.from({ length: 20 }, () => backoffDelayMs(2, policy)));
    expect(samples.size).toBeGreaterThan(1);
  });
});
