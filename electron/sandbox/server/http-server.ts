/**
 * The sandbox's HTTP server: the seven API paths, the `/sandbox/` control routes, and an envelope
 * for everything else (404 for an unknown path, 405 for a method other than POST on an API path),
 * so no request goes unanswered or crashes the process.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { failure } from '../protocol/envelope';
import { operationForPath } from '../protocol/operations';
import { handleApiCall, type ApiDependencies } from './api-pipeline';
import { handleControl, type ControlDependencies } from './control-routes';
import { writeText } from './write-response';

export function createSandboxServer(api: ApiDependencies, control: ControlDependencies): Server {
  const server = createServer((request, response) => {
    route(request, response).catch(() => {
      if (!response.headersSent) void writeText(response, JSON.stringify(failure({ code: 'S001', message: 'System error' })), { status: 500 }).catch(() => response.destroy());
      else response.destroy();
    });
  });

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
    const path = url.pathname;
    const operation = operationForPath(path);
    if (operation) {
      if (request.method !== 'POST') {
        request.resume();
        await writeText(response, JSON.stringify(failure({ code: 'P001', message: 'method is illegal.' })), { status: 405, headers: { Allow: 'POST' } });
        return;
      }
      await handleApiCall(operation, request, response, api);
      return;
    }
    if (path === '/sandbox' || path.startsWith('/sandbox/')) {
      await handleControl(path, url.searchParams, request, response, control);
      return;
    }
    request.resume();
    await writeText(response, JSON.stringify(failure({ code: 'P001', message: 'path is illegal.' })), { status: 404 });
  }

  // Malformed HTTP (not even a request line): answer 400 and close, as Node would, but never throw.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  return server;
}
