import { APP_ORIGIN } from '../../app-identity';

export interface SenderFrame {
  url: string;
  isTopFrame: boolean;
}

/**
 * IPC is accepted only from the top frame of our own UI: the packaged `desk://app` origin, or
 * the dev server origin when running unpackaged with electron-vite. An iframe, a navigated-away
 * page or a frame that no longer exists is refused.
 */
export function isTrustedSenderFrame(frame: SenderFrame | null, devOrigin?: string): boolean {
  if (!frame || !frame.isTopFrame) return false;
  let url: URL;
  try {
    url = new URL(frame.url);
  } catch {
    return false;
  }
  // Node's URL gives custom schemes an opaque "null" origin, so compare scheme and host directly.
  const app = new URL(APP_ORIGIN);
  if (url.protocol === app.protocol && url.host === app.host) return true;
  return devOrigin !== undefined && url.origin === devOrigin;
}
