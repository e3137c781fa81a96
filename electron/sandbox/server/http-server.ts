/**
 * The sandbox's HTTP server: the API paths (the seven of the specification, the assumed booking
 * path and the newer pricing versions), the older URL form (`/<operation>?param=<Base64>`,
 * assumed from public material: older-url-form.ts), the `/sandbox/` control routes, and an envelope
 * for everything else (404 for an unknown path, 405 for a method other than POST on an API path),
 * so no request goes unanswered or crashes the process.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readRequestTarget } from '../../shared/request-target';
import { limitConnections, serverOptions, type ServerLimits } from '../../shared/server-limits';
import { failure } from '../protocol/envelope';
import { operationForPath } from '../protocol/operations';
import { handleApiCall, type ApiDependencies } from './api-pipeline';
import { checkControlCaller, type ControlIdentity } from './control-guard';
import { handleControl, type ControlDependencies } from './control-routes';
import { answerClientError } from './client-error';
import { serveOlderUrlForm } from './older-url-form';
import { writeText } from './write-response';

/**
 * `identity` is filled in once the server listens (the port is known only then); the control
 * routes check every caller against it.
 */
export function createSandboxServer(api: ApiDependencies, control: ControlDependencies, identity: ControlIdentity, limits: ServerLimits): Server {
  const server = createServer(serverOptions(limits), (request, response) => {
    route(request, response).catch(() => {
      if (!response.headersSent) void writeText(response, JSON.stringify(failure({ code: 'S001', message: 'System error' })), { status: 500 }).catch(() => response.destroy());
      else response.destroy();
    });
  });

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const target = readRequestTarget(request.url);
    if (!target) {
      request.resume();
      await writeText(response, JSON.stringify(failure({ code: 'P001', message: 'path is illegal.' })), { status: 400, closeConnection: true });
      return;
    }
    const { path, query } = target;
    const operation = operationForPath(path);
    if (operation) {
      if (request.method !== 'POST') {
        request.resume();
        await writeText(response, JSON.stringify(failure({ code: 'P001', message: 'method is illegal.' })), { status: 405, headers: { Allow: 'POST' } });
        return;
      }
      await handleApiCall(operation, path, request, response, api);
      return;
    }
    if (path === '/sandbox' || path.startsWith('/sandbox/')) {
      const verdict = checkControlCaller(request, identity);
      if (!verdict.allowed) {
        request.resume();
        await writeText(response, JSON.stringify({ error: verdict.reason }), { status: verdict.status, closeConnection: true });
        return;
      }
      await handleControl(path, query, request, response, control);
      return;
    }
    if (await serveOlderUrlForm(path, query, request, response, api)) return;
    request.resume();
    await writeText(response, JSON.stringify(failure({ code: 'P001', message: 'path is illegal.' })), { status: 404 });
  }

  limitConnections(server, limits);
  server.on('clientError', answerClientError);
  return server;
}
