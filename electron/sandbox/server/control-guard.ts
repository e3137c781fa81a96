/**
 * Who may use the `/sandbox/` control routes (reset, faults, clock, orders): clients on this
 * computer that are not a web page of another site. The partner API paths are not guarded: the
 * real service accepts any client, and so does the sandbox.
 *
 * - Host must name this sandbox with its port: a loopback name (127.0.0.1, localhost, [::1]) or
 *   the address given to `--host`. A page that rebinds its own DNS name to 127.0.0.1 still sends
 *   that name, so it is refused. Bound to every interface (0.0.0.0 or ::), the sandbox cannot tell
 *   its own names from a rebinding one, so only the loopback names are accepted: to drive the
 *   controls from another machine, bind to that machine's address.
 * - Origin, when sent (browsers send it on cross-site requests), must be one of those hosts.
 * - POST bodies must be `application/json`: a cross-site page can only send form types and
 *   text/plain without a CORS preflight, which the sandbox never grants.
 */
import { type IncomingMessage } from 'node:http';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]', '']);

export interface ControlIdentity {
  /** The address the server was bound to (SandboxOptions.host). */
  boundHost: string;
  port: number;
}

export type ControlVerdict = { allowed: true } | { allowed: false; status: number; reason: string };

export function acceptedHosts(identity: ControlIdentity): Set<string> {
  const names = new Set(LOOPBACK_NAMES);
  const bound = identity.boundHost.toLowerCase();
  if (!WILDCARDS.has(bound)) names.add(bound.includes(':') && !bound.startsWith('[') ? `[${bound}]` : bound);
  return new Set([...names].map((name) => `${name}:${identity.port}`));
}

export function checkControlCaller(request: IncomingMessage, identity: ControlIdentity): ControlVerdict {
  const hosts = acceptedHosts(identity);
  const host = (request.headers.host ?? '').toLowerCase();
  if (!hosts.has(host)) {
    return { allowed: false, status: 421, reason: `Host "${request.headers.host ?? ''}" is not this sandbox: control routes answer ${[...hosts].join(', ')} only.` };
  }
  const origin = request.headers.origin;
  if (origin !== undefined && ![...hosts].some((allowed) => origin.toLowerCase() === `http://${allowed}`)) {
    return { allowed: false, status: 403, reason: `Origin "${origin}" may not use the sandbox's control routes.` };
  }
  if (request.method === 'POST' && !(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
    return { allowed: false, status: 415, reason: 'Control routes take a JSON body: send Content-Type: application/json.' };
  }
  return { allowed: true };
}
