import type { IncomingMessage } from 'node:http';
import type { DeskSessions } from './desk-sessions';
import { say } from '../../i18n/main-language';

export interface HostIdentity {
  port: number;
  sessions: DeskSessions;
}

export type GuardVerdict = { allowed: true } | { allowed: false; status: number; reason: string };

export const SESSION_HEADER = 'x-desk-session';
export const LAUNCH_HEADER = 'x-desk-launch';

/** The names this host answers to. Anything else in Host is a DNS-rebinding attempt. */
export function allowedHosts(port: number): Set<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
}

export function allowedOrigins(port: number): Set<string> {
  return new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
}

/** Checks every request: the Host header, then (for the API) the Origin and the session. */
export function checkHost(request: IncomingMessage, identity: HostIdentity): GuardVerdict {
  const host = request.headers.host ?? '';
  if (!allowedHosts(identity.port).has(host.toLowerCase())) {
    return { allowed: false, status: 421, reason: say(`Host "${host}" is not this desk. Open the address printed at launch.`, `主机“${host}”不是本工作台。请打开启动时打印的地址。`) };
  }
  return { allowed: true };
}

/** Browsers send Origin on every cross-origin request and on same-origin POSTs; a page on another site can never forge ours. */
export function checkOrigin(request: IncomingMessage, identity: HostIdentity): GuardVerdict {
  const origin = request.headers.origin;
  if (origin !== undefined && !allowedOrigins(identity.port).has(origin.toLowerCase())) {
    return { allowed: false, status: 403, reason: say(`Origin "${origin}" may not call this desk.`, `来源“${origin}”不能调用本工作台。`) };
  }
  return { allowed: true };
}

export function checkSession(request: IncomingMessage, identity: HostIdentity): GuardVerdict {
  const presented = request.headers[SESSION_HEADER];
  if (typeof presented !== 'string' || presented.length === 0) {
    return { allowed: false, status: 401, reason: say('This tab has no desk session. Open the address printed at launch.', '此标签页没有工作台会话。请打开启动时打印的地址。') };
  }
  if (!identity.sessions.isSession(presented)) {
    return { allowed: false, status: 401, reason: say('This tab holds no session of this desk (it was restarted, or the session was replaced).', '此标签页没有本工作台的会话（工作台已重启，或会话已被替换）。') };
  }
  return { allowed: true };
}
