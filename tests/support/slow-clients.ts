import { connect, type Socket } from 'node:net';

/**
 * Slowloris-style clients, the way the review probed the desk: connections that send nothing,
 * drip request headers a line at a time, or promise a body and drip it byte by byte.
 */
export type SlowKind = 'idle' | 'drip-headers' | 'drip-body';

export interface SlowClients {
  /** How many of them the server has closed so far. */
  closedCount(): number;
  /** Resolves with the milliseconds until every one was closed by the server, or rejects after `withinMs`. */
  allClosed(withinMs: number): Promise<number>;
  destroy(): void;
}

export interface SlowOptions {
  intervalMs?: number;
  /** The request path (default: a desk operation). */
  path?: string;
}

export function openSlowClients(port: number, count: number, kind: SlowKind, options: SlowOptions = {}): SlowClients {
  const intervalMs = options.intervalMs ?? 100;
  const path = options.path ?? '/api/ops/app.info';
  const host = `127.0.0.1:${port}`;
  const started = Date.now();
  const sockets: Socket[] = [];
  const timers: NodeJS.Timeout[] = [];
  let closed = 0;
  const waiters: (() => void)[] = [];
  for (let i = 0; i < count; i++) {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.on('data', () => undefined);
    socket.on('close', () => {
      closed++;
      if (closed === count) waiters.forEach((wake) => wake());
    });
    socket.on('connect', () => {
      if (kind === 'drip-headers') {
        socket.write(`POST ${path} HTTP/1.1\r\nHost: ${host}\r\n`);
        timers.push(setInterval(() => socket.writable && socket.write(`X-Drip-${Date.now()}: 1\r\n`), intervalMs));
      } else if (kind === 'drip-body') {
        socket.write(`POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n`);
        timers.push(setInterval(() => socket.writable && socket.write(' '), intervalMs));
      }
    });
    sockets.push(socket);
  }
  return {
    closedCount: () => closed,
    allClosed: (withinMs) =>
      new Promise((resolve, reject) => {
        if (closed === count) return resolve(Date.now() - started);
        const timer = setTimeout(() => reject(new Error(`${count - closed} of ${count} slow ${kind} connections still open after ${withinMs} ms`)), withinMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve(Date.now() - started);
        });
      }),
    destroy: () => {
      timers.forEach(clearInterval);
      sockets.forEach((socket) => socket.destroy());
    },
  };
}

export interface OutlastOptions extends SlowOptions {
  /** Every connection must be closed by the server within this. */
  withinMs: number;
  /** At least this many must be refused at once (beyond the connection cap). */
  refusedAtOnce?: number;
}

/** Opens `count` slow clients of one kind and waits until the server has closed them all. */
export async function outlastSlowClients(port: number, count: number, kind: SlowKind, options: OutlastOptions): Promise<void> {
  const slow = openSlowClients(port, count, kind, options);
  try {
    if (options.refusedAtOnce !== undefined) {
      const deadline = Date.now() + 300;
      while (slow.closedCount() < options.refusedAtOnce) {
        if (Date.now() > deadline) throw new Error(`only ${slow.closedCount()} of ${count} connections refused at once; expected ${options.refusedAtOnce}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    await slow.allClosed(options.withinMs);
  } finally {
    slow.destroy();
  }
}
