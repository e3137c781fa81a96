import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gzipSync } from 'node:zlib';

/**
 * What a hostile or broken server does to a request. The faults the sandbox cannot inject (it is a
 * faithful service, not a hostile one) live here: redirects, decompression bombs, slow drips,
 * resets, and answers scripted byte for byte.
 */
export type Misbehaviour =
  /** 3xx with a Location header, the way a captive portal, a proxy or an attacker would answer. */
  | { kind: 'redirect'; status: 301 | 302 | 303 | 307 | 308; location: string }
  /** A small gzip body that inflates to `inflatedBytes` of JSON whitespace (a valid, endless JSON). */
  | { kind: 'gzip-bomb'; inflatedBytes: number }
  /** Headers at once, then one byte of body every `intervalMs`, never finishing. */
  | { kind: 'drip'; intervalMs: number }
  /** Reads the request, then closes the connection without a byte of answer. */
  | { kind: 'reset' }
  /** A plain answer, as given. */
  | { kind: 'answer'; status: number; body: string; headers?: Record<string, string> }
  /** An answer computed from the request (e.g. one that echoes what was sent, as broken services do). */
  | { kind: 'scripted'; answer: (request: ReceivedRequest) => { status: number; body: string; headers?: Record<string, string> } }
  /** Behaves: passes the request to the upstream server and its answer back, byte for byte (a proxy). */
  | { kind: 'pass'; upstream: string };

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface MisbehavingServer {
  url: string;
  /** Every request received, in order (the count tells whether a write was sent once). */
  requests: ReceivedRequest[];
  behave(misbehaviour: Misbehaviour): void;
  close(): Promise<void>;
}

/**
 * A gzip bomb built from repeated gzip members (RFC 1952 allows several in one stream; every
 * inflater, undici's included, reads them all): 4 MiB of spaces compress to ~4 KB, so 400 MB of
 * JSON whitespace fit in ~400 KB, as the review's bomb did. Built in milliseconds, not seconds.
 */
export function gzipBomb(inflatedBytes: number): Buffer {
  const chunk = 4 * 1024 * 1024;
  const head = gzipSync(Buffer.from('{"errorCode":"0","errorMsg":"ok","data":'));
  const member = gzipSync(Buffer.alloc(chunk, 0x20), { level: 9 });
  const tail = gzipSync(Buffer.from('null}'));
  const members = Math.max(1, Math.ceil(inflatedBytes / chunk));
  return Buffer.concat([head, ...Array.from({ length: members }, () => member), tail]);
}

export async function startMisbehavingServer(initial: Misbehaviour = { kind: 'answer', status: 200, body: '{}' }): Promise<MisbehavingServer> {
  let misbehaviour = initial;
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const bombs = new Map<number, Buffer>();

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(received);
      respond(misbehaviour, response, received);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  function respond(current: Misbehaviour, response: ServerResponse, received: ReceivedRequest): void {
    switch (current.kind) {
      case 'redirect':
        response.writeHead(current.status, { Location: current.location, 'Content-Length': '0' }).end();
        return;
      case 'gzip-bomb': {
        let bomb = bombs.get(current.inflatedBytes);
        if (!bomb) bombs.set(current.inflatedBytes, (bomb = gzipBomb(current.inflatedBytes)));
        response.writeHead(200, { 'Content-Type': 'application/json;charset=UTF-8', 'Content-Encoding': 'gzip', 'Content-Length': String(bomb.length) }).end(bomb);
        return;
      }
      case 'drip': {
        response.writeHead(200, { 'Content-Type': 'application/json;charset=UTF-8' });
        response.write('{');
        const timer = setInterval(() => {
          if (response.destroyed) {
            clearInterval(timer);
            timers.delete(timer);
            return;
          }
          response.write(' ');
        }, current.intervalMs);
        timers.add(timer);
        return;
      }
      case 'reset':
        response.socket?.destroy();
        return;
      case 'answer':
        response.writeHead(current.status, { 'Content-Type': 'application/json;charset=UTF-8', ...current.headers }).end(current.body);
        return;
      case 'pass': {
        const target = new URL(received.path, current.upstream);
        const upstream = forward(target, { method: received.method, headers: { ...received.headers, host: target.host } }, (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        });
        upstream.on('error', () => response.destroy());
        response.on('close', () => upstream.destroy());
        upstream.end(received.body);
        return;
      }
      case 'scripted': {
        const answer = current.answer(received);
        response.writeHead(answer.status, { 'Content-Type': 'application/json;charset=UTF-8', ...answer.headers }).end(answer.body);
        return;
      }
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    behave: (next) => (misbehaviour = next),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearInterval(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
