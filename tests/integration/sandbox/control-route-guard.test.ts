/**
 * The `/sandbox/` control routes can reset the sandbox and install faults, and the sandbox is
 * reachable in every mode: only this computer's own clients may use them (review finding 4). The
 * partner API paths stay open to any client, as the real service is. And slow clients cannot hold
 * the server's connections (review finding 10).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_PATHS, startSandbox, type RunningSandbox } from '../../../electron/sandbox';
import { outlastSlowClients } from '../../support/slow-clients';
import { send } from './support/sandbox-client';

const portOf = (sandbox: RunningSandbox) => Number(new URL(sandbox.baseUrl).port);

describe('control routes answer only this computer (Host, Origin, JSON)', () => {
  let sandbox: RunningSandbox;
  let port: number;
  const faults = async () => JSON.parse((await send(sandbox.baseUrl, '/sandbox/faults', '', { method: 'GET' })).text) as { faults: unknown[] };

  beforeAll(async () => {
    sandbox = await startSandbox();
    port = portOf(sandbox);
  });
  afterAll(() => sandbox.close());

  it.each(['127.0.0.1', 'localhost', '[::1]'])('accepts Host %s with its port', async (name) => {
    const response = await send(sandbox.baseUrl, '/sandbox', '', { method: 'GET', headers: { Host: `${name}:${port}` } });
    expect(response.status).toBe(200);
  });

  it.each([
    ['a rebinding name', 'attacker.example'],
    ['a rebinding name with our port', `attacker.example:${PORT_PLACEHOLDER}`],
    ['our address on another port', '127.0.0.1:1'],
    ['no port', '127.0.0.1'],
  ])('refuses %s in Host before doing anything (421)', async (_label, host) => {
    const response = await send(sandbox.baseUrl, '/sandbox/faults', JSON.stringify({ faults: ['*:hang'] }), { headers: { Host: host.replace(PORT_PLACEHOLDER, String(port)) } });
    expect(response.status).toBe(421);
    expect(JSON.parse(response.text)).toMatchObject({ error: expect.stringMatching(/Host .* is not this sandbox/) });
    expect((await faults()).faults).toEqual([]);
  });

  it('refuses a foreign Origin (403) and accepts its own', async () => {
    const foreign = await send(sandbox.baseUrl, '/sandbox/reset', '{}', { headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.text)).toMatchObject({ error: expect.stringContaining('https://evil.example') });
    const own = await send(sandbox.baseUrl, '/sandbox/clock', '', { method: 'GET', headers: { Origin: `http://localhost:${port}` } });
    expect(own.status).toBe(200);
  });

  it('refuses a POST that is not application/json (a cross-site form or text/plain beacon) with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await send(sandbox.baseUrl, '/sandbox/faults', JSON.stringify({ faults: ['*:hang'] }), { headers: { 'Content-Type': type } });
      expect(response.status).toBe(415);
    }
    expect((await faults()).faults).toEqual([]);
    // What main sends (the desk's training panel): JSON, no Origin.
    const fromMain = await send(sandbox.baseUrl, '/sandbox/clock', JSON.stringify({ minutes: 0 }), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    expect(fromMain.status).toBe(200);
  });

  it('keeps the partner API open to any client, as the real service is', async () => {
    const response = await send(sandbox.baseUrl, OPERATION_PATHS.checkReimbursed, '{"authentication":{"partnerId":"x","sign":"y"},"data":{"orderNum":"1"}}', {
      headers: { Host: 'partner-api.example', Origin: 'https://elsewhere.example', 'Content-Type': 'text/plain' },
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toMatchObject({ errorCode: 'B002' });
  });
});

const PORT_PLACEHOLDER = '{port}';

describe('a sandbox bound elsewhere with --host', () => {
  it('accepts the address it was bound to, besides the loopback names', async () => {
    const sandbox = await startSandbox({ host: '127.0.0.2' });
    try {
      const port = portOf(sandbox);
      expect((await send(sandbox.baseUrl, '/sandbox', '', { method: 'GET', headers: { Host: `127.0.0.2:${port}` } })).status).toBe(200);
      expect((await send(sandbox.baseUrl, '/sandbox', '', { method: 'GET', headers: { Host: `localhost:${port}` } })).status).toBe(200);
      expect((await send(sandbox.baseUrl, '/sandbox', '', { method: 'GET', headers: { Host: `127.0.0.3:${port}` } })).status).toBe(421);
    } finally {
      await sandbox.close();
    }
  });

  it('bound to every interface (0.0.0.0), it still accepts only loopback names: a rebinding name cannot be told from a real one', async () => {
    const sandbox = await startSandbox({ host: '0.0.0.0' });
    try {
      const port = portOf(sandbox);
      const at = (host: string) => send(`http://127.0.0.1:${port}`, '/sandbox', '', { method: 'GET', headers: { Host: host } });
      expect((await at(`127.0.0.1:${port}`)).status).toBe(200);
      expect((await at(`0.0.0.0:${port}`)).status).toBe(421);
      expect((await at(`desk-trainer.lan:${port}`)).status).toBe(421);
    } finally {
      await sandbox.close();
    }
  });
});

describe('slow clients cannot hold the sandbox (review finding 10)', () => {
  let sandbox: RunningSandbox;
  let port: number;
  const limits = { headersTimeoutMs: 400, requestTimeoutMs: 800, idleTimeoutMs: 400, maxConnections: 40, checkIntervalMs: 100 };

  beforeAll(async () => {
    sandbox = await startSandbox({ limits });
    port = portOf(sandbox);
  });
  afterAll(() => sandbox.close());

  const honest = () => send(sandbox.baseUrl, '/sandbox/clock', '', { method: 'GET' });

  it.each(['drip-headers', 'drip-body', 'idle'] as const)('closes 30 %s connections within the time-outs, then serves an honest client', async (kind) => {
    await outlastSlowClients(port, 30, kind, { path: OPERATION_PATHS.ticketing, withinMs: 3000 });
    expect((await honest()).status).toBe(200);
  });

  it('refuses connections beyond the cap at once, and recovers when the idle ones time out', async () => {
    await outlastSlowClients(port, limits.maxConnections + 10, 'idle', { withinMs: 3000, refusedAtOnce: 10 });
    expect((await honest()).status).toBe(200);
  });
});
