import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export interface HostIdentity {
  port: number;
  token: string;
}

export type GuardVerdict = { allowed: true } | { allowed: false; status: number; reason: string };

/** The names this host answers to. Anything else in Host is a DNS-rebinding attempt. */
export function allowedHosts(port: number): Set<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
}

export function allowedOrigins(port: number): Set<string> {
  return new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
}

/** Checks every request: the Host header, then (for the API) the Origin and the launch token. */
export function checkHost(request: IncomingMessage, identity: HostIdentity): GuardVerdict {
  const host = request.headers.host ?? '';
  if (!allowedHosts(identity.port).has(host.toLowerCase())) {
    return { allowed: false, status: 421, reason: `Host "${host}" is not this desk. Open the address printed at launch.` };
  }
  return { allowed: true };
}

export function checkApiCaller(request: IncomingMessage, identity: HostIdentity): GuardVerdict {
  const origin = request.headers.origin;
  // Browsers send Origin on every cross-origin request and on same-origin POSTs; a page on
  // another site can never forge ours. Absent Origin means a non-browser client: the token decides.
  if (origin !== undefined && !allowedOrigins(identity.port).has(origin.toLowerCase())) {
    return { allowed: false, status: 403, reason: `Origin "${origin}" may not call this desk.` };
  }
  const presented = request.headers['x-desk-token'];
  if (typeof presented !== 'string' || presented.length === 0) {
    return { allowed: false, status: 401, reason: 'Missing desk token. Open the address printed at launch.' };
  }
  if (!sameSecret(presented, identity.token)) {
    return { allowed: false, status: 401, reason: 'Wrong desk token. Open the address printed at launch.' };
  }
  return { allowed: true };
}

function sameSecret(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
