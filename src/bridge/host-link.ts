import type { InjectionKey } from 'vue';

/**
 * Whether this tab can reach the desk's host (browser mode): `connected`; `lost` when calls fail
 * and the event stream dropped (the desk stopped, or is unreachable for now; the tab keeps trying
 * and comes back by itself); `ended` when the host answers but no longer knows this tab's session.
 * In Electron the desk lives in the same app, so the link is always `connected`.
 */
export type HostLinkState = 'connected' | 'lost' | 'ended';

export interface HostLink {
  readonly state: HostLinkState;
  subscribe(listener: (state: HostLinkState) => void): () => void;
}

export interface HostLinkControl extends HostLink {
  set(state: HostLinkState): void;
}

export function createHostLink(): HostLinkControl {
  let state: HostLinkState = 'connected';
  const listeners = new Set<(state: HostLinkState) => void>();
  return {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      // An ended session stays ended: only a new launch address (a new page load) starts another.
      if (next === state || state === 'ended') return;
      state = next;
      listeners.forEach((listener) => listener(next));
    },
  };
}

export const ALWAYS_CONNECTED: HostLink = { state: 'connected', subscribe: () => () => undefined };

export const HOST_LINK_KEY: InjectionKey<HostLink> = Symbol('host-link');
