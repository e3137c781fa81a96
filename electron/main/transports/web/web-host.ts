import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isOperationName, type DeskError, type DeskResult } from '../../../contract';
import type { EventHub } from '../../desk/event-hub';
import type { Logger } from '../../logging/logger';
import type { Dispatch } from '../dispatch/dispatcher';
import { readBody } from './read-body';
import { checkApiCaller, checkHost } from './request-guard';
import { API_HEADERS, PAGE_HEADERS } from './security-headers';
import { openStaticFile, resolveStaticFile } from './static-files';
import { streamEvents } from './event-stream';

export const OPERATION_PATH = '/api/ops/';
export const EVENTS_PATH = '/api/events';
/** Large enough for a refund with 99 file ids and a full passenger list; far below anything abusive. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export interface WebHostOptions {
  dispatch: Dispatch;
  events: EventHub;
  logger: Logger;
  /** The built renderer (out/renderer). */
  staticRoot: string;
  /** 0 or absent: a random free port. */
  port?: number;
  bodyLimit?: number;
}

export interface WebHost {
  port: number;
  token: string;
  /** The launch URL: carries the token once, in the fragment, which is never sent to a server. */
  launchUrl: string;
  close(): Promise<void>;
}

/**
 * Browser mode: the desk's handlers over loopback HTTP for a page served by the same host.
 * Binds 127.0.0.1 only; every API request needs the per-launch token, our Host and (when sent)
 * our Origin. It is the same dispatch as Electron IPC, so validation and errors are identical.
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const token = randomBytes(32).toString('base64url');
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const identity = { port: 0, token };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      options.logger.error('web-host.crashed', { error: String(error) });
      if (!response.headersSent) sendResult(response, 500, internal('The desk host hit an unexpected problem.'));
      else response.destroy();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const host = checkHost(request, identity);
    if (!host.allowed) return sendResult(response, host.status, refused(host.reason));

    const path = new URL(request.url ?? '/', 'http://desk.invalid').pathname;
    if (!path.startsWith('/api/')) return serveStatic(request, response, path);

    const caller = checkApiCaller(request, identity);
    if (!caller.allowed) return sendResult(response, caller.status, refused(caller.reason));

    if (path === EVENTS_PATH && request.method === 'GET') return streamEvents(response, options.events);
    if (!path.startsWith(OPERATION_PATH)) return sendResult(response, 404, invalid('path', 'known route', `No such desk route: ${path}.`));
    if (request.method !== 'POST') return sendResult(response, 405, invalid('method', 'POST', 'Desk operations are called with POST.'));

    const name = path.slice(OPERATION_PATH.length);
    if (!isOperationName(name)) {
      return sendResult(response, 404, invalid('operation', 'known operation', `Unknown desk operation "${name.slice(0, 80)}".`));
    }
    if (!(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
      return sendResult(response, 415, invalid('(body)', 'application/json', 'The request body must be sent as application/json.'));
    }

    const body = await readBody(request, bodyLimit);
    if (!body.ok) {
      if (body.reason === 'aborted') return void response.destroy();
      response.setHeader('Connection', 'close');
      return sendResult(response, 413, invalid('(body)', `max ${bodyLimit} bytes`, `The request body is larger than ${bodyLimit} bytes.`));
    }
    let input: unknown;
    try {
      input = body.text.length === 0 ? {} : JSON.parse(body.text);
    } catch {
      return sendResult(response, 400, invalid('(body)', 'JSON', 'The request body is not valid JSON.'));
    }
    const result = await options.dispatch(name, input, request.headers['x-desk-request-id']);
    sendResult(response, 200, result);
  }

  function serveStatic(request: IncomingMessage, response: ServerResponse, path: string): void {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...PAGE_HEADERS, Allow: 'GET, HEAD' }).end();
      return;
    }
    const file = resolveStaticFile(options.staticRoot, path);
    if (!file) {
      response.writeHead(404, { ...PAGE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(200, { ...PAGE_HEADERS, 'Content-Type': file.contentType, 'Content-Length': file.size, 'Cache-Control': 'no-cache' });
    if (request.method === 'HEAD') return void response.end();
    openStaticFile(file).on('error', () => response.destroy()).pipe(response);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  identity.port = (server.address() as AddressInfo).port;

  return {
    port: identity.port,
    token,
    launchUrl: `http://127.0.0.1:${identity.port}/#token=${token}`,
    close: () => closeServer(server),
  };
}

function sendResult(response: ServerResponse, status: number, result: DeskResult<unknown>): void {
  const body = JSON.stringify(result);
  response.writeHead(status, { ...API_HEADERS, 'Content-Length': Buffer.byteLength(body) });
  response.end(body);
}

function refused(reason: string): DeskResult<never> {
  return failure({ kind: 'unavailable', what: 'desk host', message: reason, fix: 'Open the desk from the address printed when it started.' });
}

function invalid(field: string, rule: string, message: string): DeskResult<never> {
  return failure({ kind: 'validation', message, issues: [{ field, rule, message }] });
}

function internal(message: string): DeskResult<never> {
  return failure({ kind: 'internal', message });
}

function failure(error: DeskError): DeskResult<never> {
  return { ok: false, error };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
