import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ok, OPERATION_NAMES } from '../../../electron/contract';
import { wordAll } from '../../../electron/contract/words';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { FileWriteError } from '../../../electron/shared/durable-file';
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

  it.each([
    ['a state file write (ENOSPC, wrapped with the file it was for)', new FileWriteError('/data/preferences.json', 'write', Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })), 'ENOSPC', '/data/preferences.json'],
    ['the order file (SQLITE_FULL)', Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }), 'SQLITE_FULL', null],
  ])('turns a full disk in %s into a disk-full error naming the data folder and its free space, and logs the real cause', async (_what, thrown, code, path) => {
    const logger = createMemoryLogger();
    const dataDir = tmpdir();
    const dispatch = createDispatcher(tableWith({ 'preferences.update': async () => { throw thrown; } }), new RequestRegistry(), logger, { dataDir });
    // Worded in English, as the renderer's bridge words what main sends.
    const result = wordAll('en', await dispatch('preferences.update', { theme: 'dark' }));
    expect(result).toMatchObject({ ok: false, error: { kind: 'disk-full', directory: dataDir, freeBytes: expect.any(Number) } });
    if (result.ok || result.error.kind !== 'disk-full') return;
    expect(result.error.message).toContain(`The disk holding the desk's data (${dataDir}) is full`);
    expect(result.error.message).toContain('Nothing already saved was lost');
    expect(result.error.fix).toMatch(/Free some space/);
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'error', event: 'storage.disk-full', fields: expect.objectContaining({ operation: 'preferences.update', code, path, directory: dataDir }) }));
    expect(logger.entries.some((entry) => entry.event === 'handler.crashed')).toBe(false);
  });

  it('tells the agent to check the order first when a full disk stopped an answer of the service from being written down', async () => {
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    const dispatch = createDispatcher(tableWith({ 'orders.cancel': async () => { throw full; } }), new RequestRegistry(), createMemoryLogger(), { dataDir: tmpdir() });
    const result = wordAll('en', await dispatch('orders.cancel', { orderId: 1 }));
    expect(result).toMatchObject({ ok: false, error: { kind: 'disk-full', message: expect.stringContaining('check the order') } });
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
