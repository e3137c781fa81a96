import { describe, expect, it } from 'vitest';
import type { BrowserWindow, IpcMain } from 'electron';
import { ok, OPERATION_NAMES, type DeskResult } from '../../../electron/contract';
import { eventChannel, operationChannel } from '../../../electron/contract/ipc-channels';
import { createEventHub } from '../../../electron/main/desk/event-hub';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { registerIpcTransport } from '../../../electron/main/transports/ipc/ipc-transport';

type InvokeHandler = (event: unknown, ...args: unknown[]) => Promise<DeskResult<unknown>>;

function fakeIpcMain() {
  const handlers = new Map<string, InvokeHandler>();
  const ipcMain = {
    handle: (channel: string, handler: InvokeHandler) => handlers.set(channel, handler),
    removeHandler: (channel: string) => handlers.delete(channel),
  } as unknown as IpcMain;
  return { ipcMain, handlers };
}

function fakeWindow(id: number) {
  const sent: [string, unknown][] = [];
  const window = {
    isDestroyed: () => false,
    webContents: { id, send: (channel: string, payload: unknown) => sent.push([channel, payload]) },
  } as unknown as BrowserWindow;
  return { window, sent };
}

function invokeEvent(senderId: number, url: string, topFrame = true) {
  return { sender: { id: senderId }, senderFrame: { url, parent: topFrame ? null : {} } };
}

describe('IPC transport', () => {
  const setup = () => {
    const { ipcMain, handlers } = fakeIpcMain();
    const events = createEventHub();
    const calls: unknown[][] = [];
    const main = fakeWindow(7);
    const dispose = registerIpcTransport({
      ipcMain,
      events,
      logger: createMemoryLogger(),
      windows: () => [main.window],
      dispatch: async (name, input, requestId) => (calls.push([name, input, requestId]), ok('done')),
    });
    return { handlers, events, calls, main, dispose };
  };

  it('registers exactly one channel per operation, and no generic channel', () => {
    const { handlers } = setup();
    expect([...handlers.keys()].sort()).toEqual(OPERATION_NAMES.map(operationChannel).sort());
  });

  it('dispatches calls from the top frame of our UI in our window', async () => {
    const { handlers, calls } = setup();
    const handler = handlers.get(operationChannel('app.info'));
    await expect(handler?.(invokeEvent(7, 'desk://app/index.html'), { a: 1 }, 'r1')).resolves.toEqual(ok('done'));
    expect(calls).toEqual([['app.info', { a: 1 }, 'r1']]);
  });

  it.each([
    ['another web contents', invokeEvent(99, 'desk://app/index.html')],
    ['a sub-frame', invokeEvent(7, 'desk://app/index.html', false)],
    ['a foreign page in our window', invokeEvent(7, 'https://evil.example/')],
  ])('refuses %s without dispatching', async (_label, event) => {
    const { handlers, calls } = setup();
    const result = await handlers.get(operationChannel('app.info'))?.(event, {});
    expect(result).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
    expect(calls).toEqual([]);
  });

  it('relays desk events to the window on the event channel', () => {
    const { events, main } = setup();
    const status = { state: 'online' as const, profileId: 'p', checkedAt: null, detail: 'ok' };
    events.emit('connection.changed', status);
    expect(main.sent).toEqual([[eventChannel('connection.changed'), status]]);
  });

  it('removes its handlers and stops relaying when disposed', () => {
    const { handlers, events, main, dispose } = setup();
    dispose();
    expect(handlers.size).toBe(0);
    events.emit('connection.changed', { state: 'online', profileId: 'p', checkedAt: null, detail: '' });
    expect(main.sent).toEqual([]);
  });
});
