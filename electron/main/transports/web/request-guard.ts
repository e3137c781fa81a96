import type { IncomingMessage } from 'node:http';
import type { DeskSessions } from './desk-sessions';
import { wording, type Wording } from '../../../contract/words';

export interface HostIdentity {
  port: number;
  sessions: DeskSessions;
}

export type GuardVerdict = { allowed: true } | { allowed: false; status: number; reason: Wording };

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
    return { allowed: false, status: 421, reason: wording('deskHost.notThisDesk', { host }) };
  }
  return { allowed: true };
}

/** Browsers send Origin on every cross-origin request and on same-origin POSTs; a page on another site can never forge ours. */
export function checkOrigin(request: IncomingMessage, identity: HostIdentity): GuardVerdict {
  const origin = request.headers.origin;
  if (origin !== undefined && !allowedOrigins(identity.port).has(origin.toLowerCase())) {
    return { allowed: false, status: 403, reason: wording('deskHost.originRefused', { origin }) };
  }
  return { allowed: true };
}

export function checkSession(request: IncomingMessage, identity: HostIdentity): GuardVerdict {
  const presented = request.headers[SESSION_HEADER];
  if (typeof presented !== 'string' || presented.length === 0) {
    return { allowed: false, status: 401, reason: wording('deskHost.noSession') };
  }
  if (!identity.sessions.isSession(presented)) {
    return { allowed: false, status: 401, reason: wording('deskHost.unknownSession') };
  }
  return { allowed: true };
}
