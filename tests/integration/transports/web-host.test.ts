import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskResult } from '../../../electron/contract';
import type { EventHub } from '../../../electron/main/desk/event-hub';
import { startDeskRuntime, type DeskRuntime } from '../../../electron/main/desk-runtime';
import { startWebHost, type WebHost } from '../../../electron/main/transports/web/web-host';
import { MemorySecretStore } from '../../support/memory-secret-store';
import { tempDir } from '../../support/temp-dir';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Raw HTTP so tests can send what a browser never would (forged Host, no Origin, huge bodies). */
function send(port: number, options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer }): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method: options.method ?? 'POST', path: options.path, headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}

describe('browser-mode host', () => {
  const dir = tempDir('web-host');
  let host: WebHost;
  let events: EventHub;
  let runtime: DeskRuntime;

  beforeAll(async () => {
    const staticRoot = join(dir.path, 'renderer');
    mkdirSync(staticRoot);
    writeFileSync(join(staticRoot, 'index.html'), '<!doctype html><title>desk</title>');
    runtime = await startDeskRuntime({ mode: 'browser', dataDir: join(dir.path, 'data'), openExternal: async (url) => ({ openedBy: 'page', url }), secrets: new MemorySecretStore() });
    events = runtime.events;
    host = await startWebHost({ dispatch: runtime.dispatch, events, logger: runtime.logger, staticRoot, bodyLimit: 64 * 1024 });
  });
  afterAll(async () => {
    await host.close();
    await runtime.close();
    dir.remove();
  });

  const api = (path: string, extra: Record<string, string> = {}) => ({
    path,
    headers: { Host: `127.0.0.1:${host.port}`, Origin: `http://127.0.0.1:${host.port}`, 'Content-Type': 'application/json', 'X-Desk-Token': host.token, ...extra },
  });
  const result = (response: RawResponse) => JSON.parse(response.body) as DeskResult<unknown>;

  it('binds to loopback only and puts the token in the launch URL fragment', () => {
    expect(host.launchUrl).toBe(`http://127.0.0.1:${host.port}/#token=${host.token}`);
    expect(host.token.length).toBeGreaterThanOrEqual(40);
  });

  it('answers an operation with the same result IPC gives', async () => {
    const response = await send(host.port, { ...api('/api/ops/app.info'), body: '{}' });
    expect(response.status).toBe(200);
    expect(result(response)).toMatchObject({ ok: true, value: { name: 'Ticketing Desk', mode: 'browser' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('returns a validation error naming the field, exactly as over IPC', async () => {
    const response = await send(host.port, { ...api('/api/ops/preferences.update'), body: JSON.stringify({ theme: 'neon' }) });
    expect(response.status).toBe(200);
    expect(result(response)).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ field: 'theme' }] } });
  });

  const refusals: [string, () => { path: string; headers: Record<string, string>; body?: string | Buffer }, number, RegExp][] = [
    ['no token', () => { const { 'X-Desk-Token': _token, ...headers } = api('/api/ops/app.info').headers; return { path: '/api/ops/app.info', headers, body: '{}' }; }, 401, /Missing desk token/],
    ['a wrong token', () => ({ ...api('/api/ops/app.info', { 'X-Desk-Token': 'x'.repeat(43) }), body: '{}' }), 401, /Wrong desk token/],
    ['a token of another length', () => ({ ...api('/api/ops/app.info', { 'X-Desk-Token': 'short' }), body: '{}' }), 401, /Wrong desk token/],
    ['a foreign Origin', () => ({ ...api('/api/ops/app.info', { Origin: 'https://evil.example' }), body: '{}' }), 403, /Origin "https:\/\/evil.example" may not/],
    ['a foreign Host header (DNS rebinding)', () => ({ ...api('/api/ops/app.info', { Host: 'evil.example:80' }), body: '{}' }), 421, /Host "evil.example:80" is not this desk/],
    ['a body over the size limit', () => ({ ...api('/api/ops/app.info'), body: JSON.stringify({ pad: 'x'.repeat(70 * 1024) }) }), 413, /larger than 65536 bytes/],
    ['an unknown operation', () => ({ ...api('/api/ops/shell.exec'), body: '{}' }), 404, /Unknown desk operation "shell.exec"/],
    ['a prototype-polluting operation name', () => ({ ...api('/api/ops/__proto__'), body: '{}' }), 404, /Unknown desk operation/],
    ['malformed JSON', () => ({ ...api('/api/ops/app.info'), body: '{"theme": ' }), 400, /not valid JSON/],
    ['a non-JSON content type (form CSRF)', () => ({ ...api('/api/ops/app.info', { 'Content-Type': 'text/plain' }), body: '{}' }), 415, /application\/json/],
    ['an unknown API route', () => ({ ...api('/api/admin'), body: '{}' }), 404, /No such desk route/],
  ];

  it.each(refusals)('refuses %s with a clear error and keeps serving', async (_label, build, status, message) => {
    const response = await send(host.port, build());
    expect(response.status).toBe(status);
    const body = result(response);
    expect(body.ok).toBe(false);
    if (!body.ok) expect(body.error.message).toMatch(message);
    // No crash: the next honest call still works.
    const after = await send(host.port, { ...api('/api/ops/app.info'), body: '{}' });
    expect(after.status).toBe(200);
  });

  it('refuses GET on an operation', async () => {
    const response = await send(host.port, { ...api('/api/ops/app.info'), method: 'GET' });
    expect(response.status).toBe(405);
  });

  it('serves the UI with the security headers, and refuses a foreign Host there too', async () => {
    const page = await send(host.port, { method: 'GET', path: '/', headers: { Host: `localhost:${host.port}` } });
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    const forged = await send(host.port, { method: 'GET', path: '/', headers: { Host: 'attacker.example' } });
    expect(forged.status).toBe(421);
  });

  it('survives a client that disconnects mid-body', async () => {
    await new Promise<void>((resolve) => {
      const req = httpRequest({ host: '127.0.0.1', port: host.port, method: 'POST', path: '/api/ops/app.info', headers: { ...api('').headers, 'Content-Length': '1000' } });
      req.on('error', () => resolve());
      req.write('{"partial":');
      setTimeout(() => { req.destroy(); resolve(); }, 50);
    });
    const after = await send(host.port, { ...api('/api/ops/app.info'), body: '{}' });
    expect(after.status).toBe(200);
  });

  it('streams desk events to a caller with the token, and not to one without', async () => {
    const refused = await send(host.port, { method: 'GET', path: '/api/events', headers: { Host: `127.0.0.1:${host.port}` } });
    expect(refused.status).toBe(401);

    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${host.port}/api/events`, { headers: { 'X-Desk-Token': host.token }, signal: controller.signal });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = response.body!.getReader();
    await reader.read(); // the opening comment
    events.emit('connection.changed', { state: 'online', profileId: 'sandbox', checkedAt: null, detail: 'Reached.' });
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain('event: connection.changed\ndata: {"state":"online"');
    controller.abort();
  });
});
