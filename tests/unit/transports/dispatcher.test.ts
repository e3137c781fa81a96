import { describe, expect, it } from 'vitest';
import { ok, OPERATION_NAMES } from '../../../electron/contract';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { createDispatcher } from '../../../electron/main/transports/dispatch/dispatcher';
import type { CallContext, HandlerTable } from '../../../electron/main/transports/dispatch/handler-table';
import { CancelledByAgent, RequestRegistry } from '../../../electron/main/transports/dispatch/request-registry';

function tableWith(overrides: Partial<Record<string, (input: unknown, context: CallContext) => Promise<unknown>>>): HandlerTable {
  return Object.fromEntries(
    OPERATION_NAMES.map((name) => [name, overrides[name] ?? (async () => ok({}))]),
  ) as unknown as HandlerTable;
}

describe('dispatcher', () => {
  it('passes the parsed input to the handler and returns its result', async () => {
    const seen: unknown[] = [];
    const dispatch = createDispatcher(
      tableWith({ 'preferences.update': async (input) => (seen.push(input), ok({ theme: 'dark' })) }),
      new RequestRegistry(),
      createMemoryLogger(),
    );
    await expect(dispatch('preferences.update', { theme: 'dark' })).resolves.toEqual({ ok: true, value: { theme: 'dark' } });
    expect(seen).toEqual([{ theme: 'dark' }]);
  });

  it('treats a missing input as an empty object', async () => {
    const dispatch = createDispatcher(tableWith({}), new RequestRegistry(), createMemoryLogger());
    await expect(dispatch('app.info', undefined)).resolves.toMatchObject({ ok: true });
  });

  it('turns a thrown error into an internal error and logs it, never throwing across the bridge', async () => {
    const logger = createMemoryLogger();
    const dispatch = createDispatcher(
      tableWith({ 'app.info': async () => { throw new TypeError('boom'); } }),
      new RequestRegistry(),
      logger,
    );
    const result = await dispatch('app.info', {});
    expect(result).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'error', event: 'handler.crashed' }));
  });

  it('hands the handler a signal that requests.cancel aborts', async () => {
    const registry = new RequestRegistry();
    let signal: AbortSignal | undefined;
    let release: () => void = () => {};
    const dispatch = createDispatcher(
      tableWith({
        'app.info': (_input, context) => {
          signal = context.signal;
          return new Promise((resolve) => (release = () => resolve(ok({}))));
        },
      }),
      registry,
      createMemoryLogger(),
    );
    const running = dispatch('app.info', {}, 'call-1');
    await Promise.resolve();
    expect(registry.cancel('call-1')).toBe(true);
    expect(signal?.aborted).toBe(true);
    expect(signal?.reason).toBeInstanceOf(CancelledByAgent);
    release();
    await running;
    expect(registry.size).toBe(0);
    expect(registry.cancel('call-1')).toBe(false);
  });

  it('refuses a request id that is already running, and a malformed one', async () => {
    const registry = new RequestRegistry();
    const dispatch = createDispatcher(
      tableWith({ 'app.info': () => new Promise(() => {}) }),
      registry,
      createMemoryLogger(),
    );
    void dispatch('app.info', {}, 'same');
    await Promise.resolve();
    await expect(dispatch('app.info', {}, 'same')).resolves.toMatchObject({
      ok: false,
      error: { kind: 'validation', issues: [{ field: 'requestId', rule: 'unique' }] },
    });
    await expect(dispatch('app.info', {}, 'bad id!')).resolves.toMatchObject({
      ok: false,
      error: { kind: 'validation', issues: [{ field: 'requestId' }] },
    });
  });
});
