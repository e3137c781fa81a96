import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isOperationName, type SentError, type SentResult } from '../../../contract';
import { readRequestTarget } from '../../../shared/request-target';
import { DEFAULT_SERVER_LIMITS, limitConnections, serverOptions, type ServerLimits } from '../../../shared/server-limits';
import type { EventHub } from '../../desk/event-hub';
import type { Logger } from '../../logging/logger';
import type { Dispatch } from '../dispatch/dispatcher';
import { DeskSessions, LAUNCH_TOKEN_MAX_AGE_MS } from './desk-sessions';
import { createEventStreams, DEFAULT_MAX_EVENT_STREAMS } from './event-stream';
import { readBody } from './read-body';
import { checkHost, checkOrigin, checkSession, LAUNCH_HEADER, type GuardVerdict } from './request-guard';
import { API_HEADERS, PAGE_HEADERS } from './security-headers';
import { openStaticFile, resolveStaticFile } from './static-files';
import { wording, type Text } from '../../../contract/words';

export const OPERATION_PATH = '/api/ops/';
export const EVENTS_PATH = '/api/events';
export const SESSION_PATH = '/api/session';
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
  /** Time-outs and the connection cap against slow clients (defaults: DEFAULT_SERVER_LIMITS). */
  limits?: Partial<ServerLimits>;
  maxEventStreams?: number;
  /** Where tab sessions persist across a restart (hashes only); absent: for this process only. */
  sessionFile?: string;
  /** The clock for launch-token and session ages (tests). */
  now?: () => number;
}

export interface WebHost {
  port: number;
  /** The first launch URL: a single-use launch token in the fragment, which is never sent to a server. */
  launchUrl: string;
  /** Another single-use launch URL (for another tab, or after the first was used). */
  newLaunchUrl(): string;
  close(): Promise<void>;
}

/**
 * Browser mode: the desk's handlers over loopback HTTP for a page served by the same host.
 * Binds 127.0.0.1 only; every API request needs a session of this process (see desk-sessions.ts),
 * our Host and (when sent) our Origin. It is the same dispatch as Electron IPC, so validation and
 * errors are identical.
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const limits = { ...DEFAULT_SERVER_LIMITS, ...options.limits };
  const sessions = new DeskSessions(options.sessionFile, options.now);
  const identity = { port: 0, sessions };
  const streams = createEventStreams(options.events, options.maxEventStreams ?? DEFAULT_MAX_EVENT_STREAMS);

  const server = createServer(serverOptions(limits), (request, response) => {
    handle(request, response).catch((error: unknown) => {
      options.logger.error('web-host.crashed', { error: String(error) });
      if (!response.headersSent) sendResult(response, 500, internal(wording('deskHost.hostProblem')));
      else response.destroy();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const host = checkHost(request, identity);
    if (!host.allowed) return refuse(response, host);

    // Read inside the guard: an odd target (`//`, `//:99999/`, absolute-form, `*`) is the client's
    // mistake, answered 400 and noted at debug level, never a crash line per request.
    const target = readRequestTarget(request.url);
    if (!target) {
      options.logger.debug('web-host.bad-request-target', { target: (request.url ?? '').slice(0, 120) });
      response.setHeader('Connection', 'close');
      return sendResult(response, 400, invalid('(request)', 'a path', wording('deskHost.targetNotAPath')));
    }
    const path = target.path;
    if (!path.startsWith('/api/')) return serveStatic(request, response, path);

    const origin = checkOrigin(request, identity);
    if (!origin.allowed) return refuse(response, origin);
    if (path === SESSION_PATH && request.method === 'POST') return openSession(request, response);

    const session = checkSession(request, identity);
    if (!session.allowed) return refuse(response, session);

    if (path === SESSION_PATH && request.method === 'GET') return sendResult(response, 200, { ok: true, value: { valid: true } });
    if (path === EVENTS_PATH && request.method === 'GET') {
      if (streams.serve(response)) return;
      return sendResult(response, 429, failure({ kind: 'unavailable', what: wording('deskHost.host'), message: wording('deskHost.tooManyEventStreams'), fix: wording('deskHost.tooManyEventStreams.fix') }));
    }
    if (!path.startsWith(OPERATION_PATH)) return sendResult(response, 404, invalid('path', 'known route', wording('deskHost.noSuchRoute', { path })));
    if (request.method !== 'POST') return sendResult(response, 405, invalid('method', 'POST', wording('deskHost.usePost')));

    const name = path.slice(OPERATION_PATH.length);
    if (!isOperationName(name)) {
      return sendResult(response, 404, invalid('operation', 'known operation', wording('deskHost.unknownOperation', { name: name.slice(0, 80) })));
    }
    const input = await readJsonInput(request, response);
    if (input === NO_INPUT) return;
    const result = await options.dispatch(name, input, request.headers['x-desk-request-id']);
    sendResult(response, 200, result);
  }

  /** POST /api/session with the launch token: one session per token, once. */
  async function openSession(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const input = await readJsonInput(request, response);
    if (input === NO_INPUT) return;
    const launch = request.headers[LAUNCH_HEADER];
    const exchanged = typeof launch === 'string' ? sessions.exchange(launch) : { ok: false as const, reason: 'unknown' as const };
    if (!exchanged.ok && exchanged.reason === 'expired') {
      options.logger.info('web-host.launch-expired');
      // 410 Gone: the tab tells "ask for a fresh address" apart from "this address was used" (401).
      const minutes = LAUNCH_TOKEN_MAX_AGE_MS / 60_000;
      return sendResult(response, 410, failure({
        kind: 'unavailable',
        what: wording('deskHost.session'),
        message: wording('deskHost.addressExpired', { minutes }),
        fix: wording('deskHost.addressExpired.fix'),
      }));
    }
    if (!exchanged.ok) {
      options.logger.info('web-host.launch-refused');
      return sendResult(response, 401, failure({
        kind: 'unavailable',
        what: wording('deskHost.session'),
        message: wording('deskHost.addressUsed'),
        fix: wording('deskHost.addressUsed.fix'),
      }));
    }
    options.logger.info('web-host.session-opened');
    sendResult(response, 200, { ok: true, value: { session: exchanged.session } });
  }

  /** The JSON body of an API request, or NO_INPUT once a refusal has been answered. */
  async function readJsonInput(request: IncomingMessage, response: ServerResponse): Promise<unknown> {
    if (!(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
      sendResult(response, 415, invalid('(body)', 'application/json', wording('deskHost.bodyNotJsonType')));
      return NO_INPUT;
    }
    const body = await readBody(request, bodyLimit);
    if (!body.ok) {
      if (body.reason === 'aborted') response.destroy();
      else {
        response.setHeader('Connection', 'close');
        sendResult(response, 413, invalid('(body)', `max ${bodyLimit} bytes`, wording('deskHost.bodyTooLarge', { limit: bodyLimit })));
      }
      return NO_INPUT;
    }
    try {
      return body.text.length === 0 ? {} : JSON.parse(body.text);
    } catch {
      sendResult(response, 400, invalid('(body)', 'JSON', wording('deskHost.bodyNotJson')));
      return NO_INPUT;
    }
  }

  function refuse(response: ServerResponse, verdict: Extract<GuardVerdict, { allowed: false }>): void {
    const what = verdict.status === 401 ? wording('deskHost.session') : wording('deskHost.host');
    sendResult(response, verdict.status, failure({ kind: 'unavailable', what, message: verdict.reason, fix: wording('deskHost.openFromLaunchAddress') }));
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

  limitConnections(server, limits);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  identity.port = (server.address() as AddressInfo).port;

  const newLaunchUrl = () => `http://127.0.0.1:${identity.port}/#launch=${sessions.newLaunchToken()}`;
  return {
    port: identity.port,
    launchUrl: newLaunchUrl(),
    newLaunchUrl,
    close: () => closeServer(server),
  };
}

const NO_INPUT = Symbol('no input');

function sendResult(response: ServerResponse, status: number, result: SentResult<unknown>): void {
  const body = JSON.stringify(result);
  response.writeHead(status, { ...API_HEADERS, 'Content-Length': Buffer.byteLength(body) });
  response.end(body);
}

function invalid(field: string, rule: string, message: Text): SentResult<never> {
  return failure({ kind: 'validation', message, issues: [{ field, rule, message }] });
}

function internal(message: Text): SentResult<never> {
  return failure({ kind: 'internal', message });
}

function failure(error: SentError): SentResult<never> {
  return { ok: false, error };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
