import { describe, expect, it } from 'vitest';
import { EmbeddedSandbox } from '../../../electron/main/desk/profiles/embedded-sandbox';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import type { RunningSandbox } from '../../../electron/sandbox';

/** A stand-in simulator whose start the test releases, counting starts and closes. */
function fakeSimulators() {
  const started: { baseUrl: string; closed: boolean }[] = [];
  let release: (() => void) | null = null;
  let failNext = false;
  const start = () =>
    new Promise<RunningSandbox>((resolve, reject) => {
      release = () => {
        if (failNext) {
          failNext = false;
          reject(new Error('EADDRINUSE'));
          return;
        }
        const entry = { baseUrl: `http://127.0.0.1:${4000 + started.length}`, closed: false };
        started.push(entry);
        resolve({ baseUrl: entry.baseUrl, close: async () => void (entry.closed = true) } as RunningSandbox);
      };
    });
  return { started, start, release: () => release?.(), failNextStart: () => (failNext = true) };
}

describe('EmbeddedSandbox', () => {
  it('is not started until asked; callers during one start share it', async () => {
    const fake = fakeSimulators();
    const sandbox = new EmbeddedSandbox(fake.start, createMemoryLogger());
    expect(sandbox.running).toBeNull();
    expect(sandbox.baseUrl()).toBeNull();
    const asked = [sandbox.start('a'), sandbox.start('b'), sandbox.simulator('c')];
    fake.release();
    const [first, second, third] = await Promise.all(asked);
    expect(fake.started).toHaveLength(1);
    expect(first).toBe(second);
    expect((third as RunningSandbox).baseUrl).toBe(first);
    expect(await sandbox.start('later')).toBe(first);
    expect(fake.started).toHaveLength(1);
  });

  it('a failed start is logged and tried again by the next caller', async () => {
    const fake = fakeSimulators();
    const logger = createMemoryLogger();
    const sandbox = new EmbeddedSandbox(fake.start, logger);
    fake.failNextStart();
    const failing = sandbox.start('first');
    fake.release();
    await expect(failing).rejects.toThrow('EADDRINUSE');
    expect(logger.entries.some((entry) => entry.event === 'sandbox.start-failed')).toBe(true);
    const retry = sandbox.start('second');
    fake.release();
    expect(await retry).toBe('http://127.0.0.1:4000');
  });

  it('closing during a start stops what that start opens, and nothing starts after', async () => {
    const fake = fakeSimulators();
    const sandbox = new EmbeddedSandbox(fake.start, createMemoryLogger());
    const starting = sandbox.start('call');
    const closing = sandbox.close();
    fake.release();
    await closing;
    await expect(starting).rejects.toThrow(/closed/);
    expect(fake.started[0]?.closed).toBe(true);
    expect(sandbox.running).toBeNull();
    await expect(sandbox.start('late')).rejects.toThrow(/closing/);
  });
});
