import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENT_NAMES, OPERATION_NAMES } from '../../../electron/contract';
import { eventChannel, operationChannel } from '../../../electron/contract/ipc-channels';

/** What the preload hands to the page, captured from contextBridge. */
const exposed: Record<string, unknown> = {};
const invoked: unknown[][] = [];
const listeners = new Map<string, ((...args: unknown[]) => void)[]>();

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => (exposed[key] = value) },
  ipcRenderer: {
    invoke: (...args: unknown[]) => (invoked.push(args), Promise.resolve({ ok: true, value: null })),
    on: (channel: string, listener: (...args: unknown[]) => void) => listeners.set(channel, [...(listeners.get(channel) ?? []), listener]),
    removeListener: (channel: string, listener: (...args: unknown[]) => void) =>
      listeners.set(channel, (listeners.get(channel) ?? []).filter((l) => l !== listener)),
  },
}));

type DeskShape = Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>> & {
  on: (event: string, listener: (payload: unknown) => void) => () => void;
};

describe('preload bridge', () => {
  let desk: DeskShape;
  beforeAll(async () => {
    await import('../../../electron/preload/index');
    desk = exposed.desk as DeskShape;
  });

  it('exposes exactly one object, `desk`', () => {
    expect(Object.keys(exposed)).toEqual(['desk']);
  });

  it('has one method per contract operation, grouped, plus `on`, and nothing generic', () => {
    const groups = [...new Set(OPERATION_NAMES.map((name) => name.split('.')[0]))];
    expect(Object.keys(desk).sort()).toEqual([...groups, 'on'].sort());
    const methods = Object.entries(desk)
      .filter(([key]) => key !== 'on')
      .flatMap(([group, actions]) => Object.keys(actions).map((action) => `${group}.${action}`));
    expect(methods.sort()).toEqual([...OPERATION_NAMES].sort());
    for (const forbidden of ['invoke', 'send', 'ipcRenderer', 'require', 'process', 'openPath', 'getKey']) {
      expect(JSON.stringify(Object.keys(desk))).not.toContain(`"${forbidden}"`);
    }
    expect(Object.isFrozen(desk)).toBe(true);
  });

  it('calls its own channel with the input and the request id', async () => {
    await desk.requests!.cancel!({ requestId: 'abc' }, { requestId: 'r-2' });
    await desk.app!.info!();
    expect(invoked).toEqual([
      [operationChannel('requests.cancel'), { requestId: 'abc' }, 'r-2'],
      [operationChannel('app.info'), {}, undefined],
    ]);
  });

  it('delivers event payloads without the IPC event object, and unsubscribes', () => {
    const received: unknown[] = [];
    const off = desk.on('connection.changed', (payload) => received.push(payload));
    const channel = eventChannel('connection.changed');
    for (const listener of listeners.get(channel) ?? []) listener({ sender: 'secret-ipc-event' }, { state: 'online' });
    expect(received).toEqual([{ state: 'online' }]);
    off();
    expect(listeners.get(channel)).toEqual([]);
  });

  it('refuses unknown events', () => {
    expect(EVENT_NAMES).not.toContain('anything');
    expect(() => desk.on('anything', () => {})).toThrow(/Unknown desk event/);
  });
});
