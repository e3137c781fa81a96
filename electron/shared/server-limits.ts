import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import { capConnections } from './connection-cap';

/**
 * How long and how many: the limits that keep slow or idle clients from holding a local HTTP
 * server's connections (slowloris). Node's defaults wait 60 s for headers, 300 s for a request,
 * check only every 30 s, never close a connection that sends nothing, and take any number of them.
 * Shared by the browser-mode host and the sandbox server (both loopback, both reachable by any
 * local process or, through the browser, any web page).
 */
export interface ServerLimits {
  /** From the first byte to the end of the request headers. */
  headersTimeoutMs: number;
  /** From the first byte to the end of the request body. A slow ANSWER is not limited by this. */
  requestTimeoutMs: number;
  /**
   * An answer the client does not read: when bytes of an answer wait this long without the client
   * taking any of them, the connection is destroyed. A client that reads slowly but steadily, and
   * an answer that is slow to be computed (a search, a hang fault, a quiet event stream), are not cut.
   */
  unreadAnswerMs: number;
  /** A connection that has not begun a request (new, or idle between requests) is closed after this. */
  idleTimeoutMs: number;
  /** At most this many connections: beyond it the one idle longest is closed, or (all busy) the newcomer. */
  maxConnections: number;
  /** How often Node checks the header and request time-outs (the precision of both). */
  checkIntervalMs: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  unreadAnswerMs: 10_000,
  idleTimeoutMs: 10_000,
  maxConnections: 64,
  checkIntervalMs: 1_000,
};

/** The createServer options that carry the time-outs. */
export function serverOptions(limits: ServerLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
    keepAliveTimeout: Math.min(5_000, limits.idleTimeoutMs),
  };
}

/**
 * The connection cap (connection-cap.ts: at the cap, the connection idle longest makes room), and
 * an idle time-out for connections that never start a request (Node has none: its header time-out
 * starts at the first byte). As a request begins, the idle timer becomes
 * the unread-answer timer: Node's socket timer runs only while nothing is read or written, and a
 * write still in progress when it fires means the client has stopped taking the answer (Node
 * itself suppresses the time-out while a pending write keeps moving). With nothing pending the
 * answer is merely slow to be computed, and is never cut. Between keep-alive requests Node's own
 * keep-alive time-out takes over.
 */
export function limitConnections(server: Server, limits: ServerLimits): void {
  capConnections(server, limits.maxConnections);
  // Without a 'timeout' listener of its own, Node's HTTP server destroys a socket that times out.
  server.on('connection', (socket) => socket.setTimeout(limits.idleTimeoutMs));
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    socket.setTimeout(limits.unreadAnswerMs);
    // A listener on the answer's 'timeout' keeps Node from destroying a socket whose answer is
    // merely slow to come; this one decides instead.
    response.on('timeout', () => {
      if (socket.writableLength > 0) socket.destroy();
    });
  });
}
