/**
 * The only bridge between the untrusted renderer and main. It exposes exactly one object,
 * `window.desk`, built from the contract's operation and event names: one method per
 * operation, `on` for events. No generic invoke or send, no Node or Electron objects, and
 * listeners never receive the IPC event (which would leak the sender).
 *
 * This file imports no schemas: the sandboxed preload stays small, and main validates anyway.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { splitOperationName } from '../contract/desk-api';
import { EVENT_NAMES } from '../contract/events';
import { eventChannel, operationChannel } from '../contract/ipc-channels';
import { OPERATION_NAMES } from '../contract/operation-names';

type Method = (input?: unknown, options?: { requestId?: string }) => Promise<unknown>;

function buildDesk(): Readonly<Record<string, unknown>> {
  const groups: Record<string, Record<string, Method>> = {};
  for (const name of OPERATION_NAMES) {
    const [group, action] = splitOperationName(name);
    const channel = operationChannel(name);
    (groups[group] ??= {})[action] = (input, options) =>
      ipcRenderer.invoke(channel, input ?? {}, options?.requestId);
  }
  const knownEvents = new Set<string>(EVENT_NAMES);
  const on = (event: string, listener: (payload: unknown) => void): (() => void) => {
    if (!knownEvents.has(event)) throw new Error(`Unknown desk event "${String(event)}".`);
    if (typeof listener !== 'function') throw new Error('A desk event listener must be a function.');
    const channel = eventChannel(event);
    const relay = (_event: unknown, payload: unknown) => listener(payload);
    ipcRenderer.on(channel, relay);
    return () => {
      ipcRenderer.removeListener(channel, relay);
    };
  };
  const frozenGroups = Object.fromEntries(
    Object.entries(groups).map(([group, methods]) => [group, Object.freeze(methods)]),
  );
  return Object.freeze({ ...frozenGroups, on });
}

contextBridge.exposeInMainWorld('desk', buildDesk());
