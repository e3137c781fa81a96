import type { CallOptions, DeskApi } from '@contract/desk-api';
import { splitOperationName } from '@contract/desk-api';
import { EVENT_NAMES, type DeskEventName } from '@contract/events';
import { OPERATION_NAMES } from '@contract/operation-names';
import type { DeskError, DeskResult } from '@contract/result';
import { readServerSentEvents } from './server-sent-events';

const HOST_GONE: DeskError = {
  kind: 'unavailable',
  what: 'desk host',
  message: 'The desk host is not answering.',
  fix: 'Check that the desk is still running (npm start), then open the address it prints.',
};

/**
 * `window.desk` for browser mode: the same object shape as the Electron preload, over the
 * loopback host with the per-launch token. Results come back exactly as IPC returns them.
 */
export function createWebDesk(token: string, fetchFn: typeof fetch = fetch.bind(globalThis)): DeskApi {
  const headers = (extra: Record<string, string> = {}) => ({ 'X-Desk-Token': token, ...extra });

  async function call(name: string, input: unknown, options?: CallOptions): Promise<DeskResult<unknown>> {
    let response: Response;
    try {
      response = await fetchFn(`/api/ops/${name}`, {
        method: 'POST',
        headers: headers({
          'Content-Type': 'application/json',
          ...(options?.requestId ? { 'X-Desk-Request-Id': options.requestId } : {}),
        }),
        body: JSON.stringify(input ?? {}),
      });
    } catch {
      return { ok: false, error: HOST_GONE };
    }
    try {
      return (await response.json()) as DeskResult<unknown>;
    } catch {
      return { ok: false, error: { ...HOST_GONE, message: `The desk host answered ${response.status} without a result.` } };
    }
  }

  const groups: Record<string, Record<string, unknown>> = {};
  for (const name of OPERATION_NAMES) {
    const [group, action] = splitOperationName(name);
    (groups[group] ??= {})[action] = (input?: unknown, options?: CallOptions) => call(name, input, options);
  }

  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let stream: AbortController | null = null;
  const ensureStream = () => {
    if (stream) return;
    stream = new AbortController();
    void readServerSentEvents({
      url: '/api/events',
      headers: headers(),
      signal: stream.signal,
      fetchFn,
      onEvent: (event, data) => listeners.get(event)?.forEach((listener) => listener(data)),
    });
  };
  const knownEvents = new Set<string>(EVENT_NAMES);
  const on = (event: DeskEventName, listener: (payload: never) => void) => {
    if (!knownEvents.has(event)) throw new Error(`Unknown desk event "${String(event)}".`);
    const set = listeners.get(event) ?? new Set();
    set.add(listener as (payload: unknown) => void);
    listeners.set(event, set);
    ensureStream();
    return () => {
      set.delete(listener as (payload: unknown) => void);
    };
  };

  const frozen = Object.fromEntries(Object.entries(groups).map(([g, methods]) => [g, Object.freeze(methods)]));
  return Object.freeze({ ...frozen, on }) as unknown as DeskApi;
}
