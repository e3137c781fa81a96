import { net, protocol } from 'electron';
import { pathToFileURL } from 'node:url';
import { APP_ORIGIN, APP_SCHEME } from '../app-identity';
import { PAGE_HEADERS } from '../transports/web/security-headers';
import { resolveStaticFile } from '../transports/web/static-files';

/** Must run before the app is ready: our scheme behaves like https (secure, standard origin). */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/**
 * Serves the built renderer at `desk://app/…` instead of file://, so the UI has a real origin
 * the IPC sender check can rely on, and every response carries the CSP.
 */
export function serveAppProtocol(rendererRoot: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    const file = url.host === new URL(APP_ORIGIN).host ? resolveStaticFile(rendererRoot, url.pathname) : null;
    if (!file) return new Response('Not found', { status: 404, headers: PAGE_HEADERS });
    const upstream = await net.fetch(pathToFileURL(file.path).toString());
    return new Response(upstream.body, {
      status: 200,
      headers: { ...PAGE_HEADERS, 'Content-Type': file.contentType },
    });
  });
}

export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === new URL(APP_ORIGIN).host;
  } catch {
    return false;
  }
}

export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;
