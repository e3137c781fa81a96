import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { connect, type Socket } from 'node:net';

/**
 * Clients that send and never read, the way the review held the sandbox (issue 21, finding 8):
 * each connects over loopback, writes its bytes once, and then neither reads nor closes, so the
 * server's answers pile up unread and a server that only half-closes waits for them forever
 * (FIN-WAIT-2). Bounded: at most MAX_CLIENTS, loopback only, and every client is destroyed after
 * `lifetimeMs` even if the test forgets to stop them.
 *
 * Reusable for the fault matrix: `neverReadingFault` runs the whole probe against any HTTP server
 * of this process and reports how long an honest client waited and when the server let go of
 * every never-reading socket.
 */

export const MAX_CLIENTS = 2_000;

/** Not HTTP at all: the server's parser fails on the request line (its client-error path). */
export const MALFORMED_REQUEST = 'NOT-HTTP \u0001\u0002 nonsense\r\n\r\n';

/** A valid keep-alive GET of `path` for a server on `port` (Host matching, so it is answered). */
export function getRequest(port: number, path: string): string {
  return `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;
}

/** A valid keep-alive JSON POST of `body` to `path`. */
export function postRequest(port: number, path: string, body: string): string {
  return `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

export interface NeverReadingClients {
  /** Resolves once every client has connected and written its request (or was refused). */
  sent: Promise<void>;
  /** How many the server refused or closed before they could write (beyond its connection cap). */
  refused(): number;
  stop(): void;
}

export interface NeverReadingOptions {
  /** The bytes each client writes once (a valid request, or MALFORMED_REQUEST). */
  request: string;
  /** All clients are destroyed after this, whatever happens (default 60 s). */
  lifetimeMs?: number;
}

export function openNeverReadingClients(port: number, count: number, options: NeverReadingOptions): NeverReadingClients {
  if (count > MAX_CLIENTS) throw new Error(`at most ${MAX_CLIENTS} never-reading clients (asked for ${count})`);
  const sockets: Socket[] = [];
  let refused = 0;
  const sent: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    // allowHalfOpen: the client never closes its side, even when the server closes its own.
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    // Paused before it connects: Node never starts reading, so the kernel's receive buffer fills
    // and the server's writes stop draining, as with a client that never calls read().
    socket.pause();
    sockets.push(socket);
    sent.push(
      new Promise<void>((resolve) => {
        socket.on('error', () => {
          refused++;
          resolve();
        });
        socket.on('connect', () => socket.write(options.request, () => resolve()));
      }),
    );
  }
  const stop = () => {
    clearTimeout(lifetime);
    for (const socket of sockets) socket.destroy();
  };
  const lifetime = setTimeout(stop, options.lifetimeMs ?? 60_000);
  return { sent: Promise.all(sent).then(() => undefined), refused: () => refused, stop };
}

/**
 * The server side's sockets on `port` that the process `pid` still holds (not its listener): what
 * counts against the server's connection cap. Sockets the process has let go of (orphans the
 * kernel keeps in FIN-WAIT-2 for a while) are not counted. Linux (/proc) only.
 */
export function heldServerSockets(port: number, pid: number = process.pid): number {
  const owned = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match?.[1]) owned.add(match[1]);
    } catch {
      // closed meanwhile
    }
  }
  let held = 0;
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[];
    try {
      lines = readFileSync(table, 'utf8').split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      // sl, local address, remote address, state, …, inode (the tenth field).
      const [, local = '', , state, , , , , , inode = ''] = line.trim().split(/\s+/);
      const LISTEN = '0A';
      if (local.endsWith(`:${portHex}`) && state !== LISTEN && owned.has(inode)) held++;
    }
  }
  return held;
}

/** Polls `heldServerSockets` until it is at most `atMost`; resolves with the milliseconds taken, rejects after `withinMs`. */
export async function socketsFreed(port: number, withinMs: number, atMost = 0, pid?: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const held = heldServerSockets(port, pid);
    if (held <= atMost) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`the server still holds ${held} sockets on port ${port} after ${withinMs} ms (expected at most ${atMost})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Retries `honest` (one ordinary request; resolves with the HTTP status) until it answers 2xx;
 * resolves with the milliseconds until it did, rejects after `withinMs`. Refused connections
 * (beyond the cap) are retried: what counts is how soon an ordinary client is served again.
 */
export async function honestAnswerWithin(honest: () => Promise<number>, withinMs: number): Promise<number> {
  const started = Date.now();
  let last = 'no attempt';
  while (Date.now() - started <= withinMs) {
    try {
      const status = await Promise.race([honest(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer within 1 s')), 1_000))]);
      if (status >= 200 && status < 300) return Date.now() - started;
      last = `HTTP ${status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`an honest client was not answered within ${withinMs} ms (last: ${last})`);
}

export interface NeverReadingFault {
  port: number;
  /** Never-reading clients that send `request` (default 300). */
  neverReading?: number;
  request: string;
  /** Clients that send MALFORMED_REQUEST and never read (default 100). */
  malformed?: number;
  /** One ordinary request; resolves with its HTTP status. */
  honest: () => Promise<number>;
  honestWithinMs: number;
  /** Every never-reading socket must be let go within this (the server's keep-alive or unread-answer time-out, plus slack). */
  freedWithinMs: number;
  /** The process serving `port` (default this one). */
  pid?: number;
}

export interface NeverReadingReport {
  clients: number;
  refusedAtOnce: number;
  honestMs: number;
  freedMs: number;
}

/** The whole probe: floods, checks an honest client is served, waits until every socket is let go, and always stops the clients. */
export async function neverReadingFault(fault: NeverReadingFault): Promise<NeverReadingReport> {
  const neverReading = openNeverReadingClients(fault.port, fault.neverReading ?? 300, { request: fault.request });
  const malformed = openNeverReadingClients(fault.port, fault.malformed ?? 100, { request: MALFORMED_REQUEST });
  try {
    await Promise.all([neverReading.sent, malformed.sent]);
    const honestMs = await honestAnswerWithin(fault.honest, fault.honestWithinMs);
    const freedMs = await socketsFreed(fault.port, fault.freedWithinMs, 0, fault.pid);
    return { clients: (fault.neverReading ?? 300) + (fault.malformed ?? 100), refusedAtOnce: neverReading.refused() + malformed.refused(), honestMs, freedMs };
  } finally {
    neverReading.stop();
    malformed.stop();
  }
}
