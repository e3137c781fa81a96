import type { CallOptions, WireDeskApi } from '@contract/desk-api';
import { splitOperationName } from '@contract/desk-api';
import { EVENT_NAMES, type DeskEventName } from '@contract/events';
import { OPERATION_NAMES } from '@contract/operation-names';
import type { DeskError, DeskResult } from '@contract/result';
import type { HostLinkControl } from './host-link';
import { readServerSentEvents } from './server-sent-events';

const HOST_GONE: DeskError = {
  kind: 'unavailable',
  what: 'desk host',
  message: 'The desk is not answering: it may have stopped.',
  fix: 'Check that the desk still runs (npm start). This tab reconnects by itself when it runs at the same address.',
};

/** The host's answer when it no longer knows a tab's session (see transports/web/desk-sessions.ts). */
const SESSION_REFUSED = 401;

/**
 * `window.desk` for browser mode: the same object shape as the Electron preload, over the
 * loopback host with the tab's session. Results come back exactly as IPC returns them. Every
 * exchange also tells `link` whether the host is there, so the page can say when it is not.
 */
export function createWebDesk(session: string, link: HostLinkControl, fetchFn: typeof fetch = fetch.bind(globalThis)): WireDeskApi {
  const headers = (extra: Record<string, string> = {}) => ({ 'X-Desk-Session': session, ...extra });

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
      link.set('lost');
      return { ok: false, error: HOST_GONE };
    }
    link.set(response.status === SESSION_REFUSED ? 'ended' : 'connected');
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
  // The event stream runs from the start: when it drops, the desk is gone, even before any call.
  void readServerSentEvents({
    url: '/api/events',
    headers: headers(),
    signal: new AbortController().signal,
    fetchFn,
    onEvent: (event, data) => listeners.get(event)?.forEach((listener) => listener(data)),
    onOpen: () => link.set('connected'),
    onDrop: (status) => link.set(status === SESSION_REFUSED ? 'ended' : 'lost'),
    finalStatuses: [SESSION_REFUSED],
  });
  const knownEvents = new Set<string>(EVENT_NAMES);
  const on = (event: DeskEventName, listener: (payload: never) => void) => {
    if (!knownEvents.has(event)) throw new Error(`Unknown desk event "${String(event)}".`);
    const set = listeners.get(event) ?? new Set();
    set.add(listener as (payload: unknown) => void);
    listeners.set(event, set);
    return () => {
      set.delete(listener as (payload: unknown) => void);
    };
  };

  const frozen = Object.fromEntries(Object.entries(groups).map(([g, methods]) => [g, Object.freeze(methods)]));
  return Object.freeze({ ...frozen, on }) as unknown as WireDeskApi;
}

export type SessionOutcome = { ok: true; session: string } | { ok: false; reason: 'launch-used' | 'launch-expired' | 'host-unreachable' };

/** Spends the launch token for this tab's session (POST /api/session). */
export async function exchangeLaunchToken(launchToken: string, fetchFn: typeof fetch = fetch.bind(globalThis)): Promise<SessionOutcome> {
  try {
    const response = await fetchFn('/api/session', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Desk-Launch': launchToken }, body: '{}' });
    const result = (await response.json()) as DeskResult<{ session: string }>;
    if (result.ok) return { ok: true, session: result.value.session };
    // 410 Gone: an address of this desk, unused, but older than the host lets one be (minutes).
    return { ok: false, reason: response.status === 410 ? 'launch-expired' : 'launch-used' };
  } catch {
    return { ok: false, reason: 'host-unreachable' };
  }
}

/** Whether the host still knows a session this tab kept (a reload). */
export async function checkTabSession(session: string, fetchFn: typeof fetch = fetch.bind(globalThis)): Promise<'valid' | 'ended' | 'host-unreachable'> {
  try {
    const response = await fetchFn('/api/session', { headers: { 'X-Desk-Session': session } });
    return response.ok ? 'valid' : 'ended';
  } catch {
    return 'host-unreachable';
  }
}
