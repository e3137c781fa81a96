import type { DeskApi } from '@contract/desk-api';
import { ALWAYS_CONNECTED, createHostLink, type HostLink } from './host-link';
import { takeLaunchToken } from './launch-token';
import { forgetTabSession, keepTabSession, readTabSession } from './tab-session';
import { checkTabSession, createWebDesk, exchangeLaunchToken } from './web-desk';
import { wordedDesk } from './worded-desk';
import { language } from '../ui-text';

/** Why a browser tab is not connected: each gets its own explanation (NotConnected.vue). */
export type NotConnectedReason = 'no-address' | 'launch-used' | 'launch-expired' | 'session-ended' | 'host-unreachable';

export type DeskConnection = { ok: true; desk: DeskApi; link: HostLink } | { ok: false; reason: NotConnectedReason };

/**
 * Finds the desk: Electron's preload has put it on `window`; in browser mode we build it from this
 * tab's session, got by spending the launch token of the address (first load) or kept by the tab
 * (a reload), and put it on `window` too, so both modes expose exactly one `desk` object.
 */
export async function connectDesk(): Promise<DeskConnection> {
  if (window.desk) return { ok: true, desk: wordedDesk(window.desk, () => language.value), link: ALWAYS_CONNECTED };
  const storage = sessionStorageOrNothing();
  const launchToken = takeLaunchToken(window.location, window.history);
  let session: string;
  if (launchToken) {
    const exchanged = await exchangeLaunchToken(launchToken);
    if (!exchanged.ok) return { ok: false, reason: exchanged.reason };
    session = exchanged.session;
    keepTabSession(storage, session);
  } else {
    const kept = readTabSession(storage);
    if (!kept) return { ok: false, reason: 'no-address' };
    const check = await checkTabSession(kept);
    if (check !== 'valid') {
      if (check === 'ended') forgetTabSession(storage);
      return { ok: false, reason: check === 'ended' ? 'session-ended' : 'host-unreachable' };
    }
    session = kept;
  }
  const link = createHostLink();
  const desk = createWebDesk(session, link);
  Object.defineProperty(window, 'desk', { value: desk, writable: false, configurable: false, enumerable: false });
  return { ok: true, desk: wordedDesk(desk, () => language.value), link };
}

function sessionStorageOrNothing(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
