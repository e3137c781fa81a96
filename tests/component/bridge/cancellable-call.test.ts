import type { DeskResult } from '@contract/result';
import { describe, expect, it } from 'vitest';
import { cancellableCall, SUPERSEDED } from '@/bridge/cancellable-call';
import { createFakeDesk } from '../support/fake-desk';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('one cancellable call at a time', () => {
  it('runs a call with a request id and reports its start until it settles', async () => {
    const { desk } = createFakeDesk({});
    const call = cancellableCall(desk, 'search');
    const pending = deferred<DeskResult<string>>();
    let seenId: string | undefined;
    const running = call.run((options) => ((seenId = options.requestId), pending.promise));
    expect(seenId).toMatch(/^search-/);
    expect(call.startedAt.value).not.toBeNull();
    pending.resolve({ ok: true, value: 'done' });
    await expect(running).resolves.toEqual({ ok: true, value: 'done' });
    expect(call.startedAt.value).toBeNull();
  });

  it('cancels the running call in main when asked, and the call resolves as superseded', async () => {
    const { desk, calls } = createFakeDesk({ 'requests.cancel': () => ({ ok: true, value: { cancelled: true } }) });
    const call = cancellableCall(desk, 'price');
    const pending = deferred<DeskResult<string>>();
    let seenId = '';
    const running = call.run((options) => ((seenId = options.requestId ?? ''), pending.promise));
    expect(await call.cancel()).toBe(true);
    expect(calls).toContainEqual({ name: 'requests.cancel', input: { requestId: seenId } });
    pending.resolve({ ok: false, error: { kind: 'cancelled', message: 'Cancelled.' } });
    await expect(running).resolves.toBe(SUPERSEDED);
    expect(await call.cancel()).toBe(false);
  });

  it('a new call cancels the one still running', async () => {
    const { desk, calls } = createFakeDesk({ 'requests.cancel': () => ({ ok: true, value: { cancelled: true } }) });
    const call = cancellableCall(desk, 'search');
    const first = deferred<DeskResult<number>>();
    const older = call.run(() => first.promise);
    const newer = call.run(async () => ({ ok: true, value: 2 }) as DeskResult<number>);
    await expect(newer).resolves.toEqual({ ok: true, value: 2 });
    first.resolve({ ok: true, value: 1 });
    await expect(older).resolves.toBe(SUPERSEDED);
    expect(calls.filter((c) => c.name === 'requests.cancel')).toHaveLength(1);
  });
});
