import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskResult } from '../../../electron/contract';
import { wordAll } from '../../../electron/contract/words';
import type { EventHub } from '../../../electron/main/desk/event-hub';
import { startDeskRuntime, type DeskRuntime } from '../../../electron/main/desk-runtime';
import { LAUNCH_TOKEN_MAX_AGE_MS } from '../../../electron/main/transports/web/desk-sessions';
import { startWebHost, type WebHost } from '../../../electron/main/transports/web/web-host';
import { MemorySecretStore } from '../../support/memory-secret-store';
import { outlastSlowClients } from '../../support/slow-clients';
import { tempDir } from '../../support/temp-dir';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Raw HTTP so tests can send what a browser never would (forged Host, no Origin, huge bodies, odd targets). */
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

const launchTokenOf = (url: string) => new URL(url).hash.replace(/^#launch=/, '');

/** What the page does with its launch URL: exchange the one-time token for a session. */
async function exchange(host: WebHost, launchToken: string, extra: Record<string, string> = {}): Promise<RawResponse> {
  return send(host.port, {
    path: '/api/session',
    headers: { Host: `127.0.0.1:${host.port}`, Origin: `http://127.0.0.1:${host.port}`, 'Content-Type': 'application/json', 'X-Desk-Launch': launchToken, ...extra },
    body: '{}',
  });
}

async function openSession(host: WebHost): Promise<string> {
  const response = await exchange(host, launchTokenOf(host.newLaunchUrl()));
  const result = JSON.parse(response.body) as DeskResult<{ session: string }>;
  if (!result.ok) throw new Error(`no session: ${response.body}`);
  return result.value.session;
}

describe('browser-mode host', () => {
  const dir = tempDir('web-host');
  let host: WebHost;
  let events: EventHub;
  let runtime: DeskRuntime;
  let session: string;

  beforeAll(async () => {
    const staticRoot = join(dir.path, 'renderer');
    mkdirSync(staticRoot);
    writeFileSync(join(staticRoot, 'index.html'), '<!doctype html><title>desk</title>');
    runtime = await startDeskRuntime({ mode: 'browser', dataDir: join(dir.path, 'data'), openExternal: async (url) => ({ openedBy: 'page', url }), secrets: new MemorySecretStore() });
    events = runtime.events;
    host = await startWebHost({ dispatch: runtime.dispatch, events, logger: runtime.logger, staticRoot, bodyLimit: 64 * 1024 });
    session = await openSession(host);
  });
  afterAll(async () => {
    await host.close();
    await runtime.close();
    dir.remove();
  });

  const api = (path: string, extra: Record<string, string> = {}) => ({
    path,
    headers: { Host: `127.0.0.1:${host.port}`, Origin: `http://127.0.0.1:${host.port}`, 'Content-Type': 'application/json', 'X-Desk-Session': session, ...extra },
  });
  // Worded in English, as the tab's bridge words what the host sends (src/bridge/worded-desk.ts).
  const result = (response: RawResponse) => wordAll('en', JSON.parse(response.body) as DeskResult<unknown>);

  it('binds to loopback only and puts a launch token (never a session) in the launch URL fragment', () => {
    expect(host.launchUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${host.port}/#launch=[A-Za-z0-9_-]{40,}$`));
    expect(host.newLaunchUrl()).not.toBe(host.newLaunchUrl());
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

  describe('the launch token is used once, for a session (review finding 5)', () => {
    it('a launch URL from the history is useless: its token works once', async () => {
      const token = launchTokenOf(host.newLaunchUrl());
      expect((await exchange(host, token)).status).toBe(200);
      const again = await exchange(host, token);
      expect(again.status).toBe(401);
      expect(result(again)).toMatchObject({ ok: false, error: { kind: 'unavailable', what: 'desk session', message: expect.stringMatching(/already used/) } });
    });

    it('the first launch URL is single-use too', async () => {
      expect((await exchange(host, launchTokenOf(host.launchUrl))).status).toBe(200);
      expect((await exchange(host, launchTokenOf(host.launchUrl))).status).toBe(401);
    });

    it('an unused launch URL expires after 10 minutes: the tab is told to press Enter for a fresh one (410, issue 21 finding 10)', async () => {
      let now = 1_000_000;
      const clocked = await startWebHost({ dispatch: runtime.dispatch, events, logger: runtime.logger, staticRoot: join(dir.path, 'renderer'), now: () => now });
      try {
        const stale = launchTokenOf(clocked.launchUrl);
        now += LAUNCH_TOKEN_MAX_AGE_MS;
        const fresh = launchTokenOf(clocked.newLaunchUrl());
        const expired = await exchange(clocked, stale);
        expect(expired.status).toBe(410);
        expect(result(expired)).toMatchObject({ ok: false, error: { kind: 'unavailable', what: 'desk session', message: expect.stringMatching(/expired.*10 minutes/), fix: expect.stringMatching(/Press Enter in the terminal/) } });
        expect((await exchange(clocked, fresh)).status).toBe(200);
      } finally {
        await clocked.close();
      }
    });

    it('a launch token is not a session, and a session is not a launch token', async () => {
      const token = launchTokenOf(host.newLaunchUrl());
      expect((await send(host.port, { ...api('/api/ops/app.info', { 'X-Desk-Session': token }), body: '{}' })).status).toBe(401);
      expect((await exchange(host, session)).status).toBe(401);
      expect((await exchange(host, token)).status).toBe(200); // still unused, so still good
    });

    it('the exchange checks Host and Origin like every API call', async () => {
      expect((await exchange(host, launchTokenOf(host.newLaunchUrl()), { Origin: 'https://evil.example' })).status).toBe(403);
      expect((await exchange(host, launchTokenOf(host.newLaunchUrl()), { Host: 'evil.example' })).status).toBe(421);
      expect((await exchange(host, launchTokenOf(host.newLaunchUrl()), { 'Content-Type': 'text/plain' })).status).toBe(415);
    });

    it('a tab checks its stored session on reload', async () => {
      const check = (value: string) => send(host.port, { ...api('/api/session', { 'X-Desk-Session': value }), method: 'GET' });
      expect((await check(session)).status).toBe(200);
      expect(result(await check('x'.repeat(43)))).toMatchObject({ ok: false, error: { what: 'desk session' } });
    });
  });

  const refusals: [string, () => { path: string; headers: Record<string, string>; body?: string | Buffer }, number, RegExp][] = [
    ['no session', () => { const { 'X-Desk-Session': _s, ...headers } = api('/api/ops/app.info').headers; return { path: '/api/ops/app.info', headers, body: '{}' }; }, 401, /has no desk session/],
    ['a wrong session', () => ({ ...api('/api/ops/app.info', { 'X-Desk-Session': 'x'.repeat(43) }), body: '{}' }), 401, /holds no session of this desk/],
    ['a session of another length', () => ({ ...api('/api/ops/app.info', { 'X-Desk-Session': 'short' }), body: '{}' }), 401, /holds no session of this desk/],
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

  it.each(['//', '//:99999/', '//evil.example/x', '/%', '*'])('answers 400 to the odd request target %s, logging at debug, never an error-level crash line (review finding 8)', async (target) => {
    const response = await send(host.port, { method: target === '*' ? 'OPTIONS' : 'GET', path: target, headers: { Host: `127.0.0.1:${host.port}` } });
    expect(response.status).toBe(target === '/%' ? 404 : 400);
    const log = readFileSync(join(dir.path, 'data', 'logs', 'desk.log'), 'utf8');
    expect(log).not.toMatch(/"level":"error"/);
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

  it('streams desk events to a caller with a session, and not to one without', async () => {
    const refused = await send(host.port, { method: 'GET', path: '/api/events', headers: { Host: `127.0.0.1:${host.port}` } });
    expect(refused.status).toBe(401);

    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${host.port}/api/events`, { headers: { 'X-Desk-Session': session }, signal: controller.signal });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = response.body!.getReader();
    await reader.read(); // the opening comment
    events.emit('connection.changed', { state: 'online', profileId: 'sandbox', checkedAt: null, detail: 'Reached.' });
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain('event: connection.changed\ndata: {"state":"online"');
    controller.abort();
  });
});

describe('browser-mode host against slow clients (review finding 10)', () => {
  const dir = tempDir('web-host-slow');
  let host: WebHost;
  let runtime: DeskRuntime;
  let session: string;
  const limits = { headersTimeoutMs: 400, requestTimeoutMs: 800, idleTimeoutMs: 400, maxConnections: 30, checkIntervalMs: 100 };

  beforeAll(async () => {
    mkdirSync(join(dir.path, 'renderer'));
    runtime = await startDeskRuntime({ mode: 'browser', dataDir: join(dir.path, 'data'), openExternal: async (url) => ({ openedBy: 'page', url }), secrets: new MemorySecretStore() });
    host = await startWebHost({ dispatch: runtime.dispatch, events: runtime.events, logger: runtime.logger, staticRoot: join(dir.path, 'renderer'), limits, maxEventStreams: 3 });
    session = await openSession(host);
  });
  afterAll(async () => {
    await host.close();
    await runtime.close();
    dir.remove();
  });

  const honest = () => send(host.port, { path: '/api/ops/app.info', headers: { Host: `127.0.0.1:${host.port}`, 'Content-Type': 'application/json', 'X-Desk-Session': session }, body: '{}' });

  it.each(['drip-headers', 'drip-body', 'idle'] as const)('closes 25 %s connections within the time-outs, then serves the page again', async (kind) => {
    await outlastSlowClients(host.port, 25, kind, { withinMs: 3000 });
    expect((await honest()).status).toBe(200);
  });

  it('refuses connections beyond the cap at once', async () => {
    await outlastSlowClients(host.port, limits.maxConnections + 10, 'idle', { withinMs: 3000, refusedAtOnce: 10 });
    expect((await honest()).status).toBe(200);
  });

  it('caps event-stream subscribers, with a clear refusal, and frees a place when one leaves', async () => {
    const controllers = Array.from({ length: 3 }, () => new AbortController());
    const open = (signal: AbortSignal) => fetch(`http://127.0.0.1:${host.port}/api/events`, { headers: { 'X-Desk-Session': session }, signal });
    const streams = await Promise.all(controllers.map((c) => open(c.signal)));
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
    const fourth = await open(new AbortController().signal);
    expect(fourth.status).toBe(429);
    expect(wordAll('en', JSON.parse(await fourth.text()) as unknown)).toMatchObject({ ok: false, error: { message: expect.stringMatching(/event streams/) } });
    controllers[0]!.abort();
    await expect.poll(async () => {
      const next = new AbortController();
      const response = await open(next.signal);
      next.abort();
      return response.status;
    }, { timeout: 2000 }).toBe(200);
    controllers.forEach((c) => c.abort());
  });
});
