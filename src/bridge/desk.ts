import type { DeskApi } from '@contract/desk-api';
import { takeLaunchToken } from './launch-token';
import { createWebDesk } from './web-desk';

export type DeskConnection = { ok: true; desk: DeskApi } | { ok: false; reason: 'no-token' };

/**
 * Finds the desk: Electron's preload has put it on `window`; in browser mode we build it from the
 * launch token and put it on `window` too, so both modes expose exactly one `desk` object.
 */
export function connectDesk(): DeskConnection {
  if (window.desk) return { ok: true, desk: window.desk };
  const token = takeLaunchToken(window.location, window.history);
  if (!token) return { ok: false, reason: 'no-token' };
  const desk = createWebDesk(token);
  Object.defineProperty(window, 'desk', { value: desk, writable: false, configurable: false, enumerable: false });
  return { ok: true, desk };
}
