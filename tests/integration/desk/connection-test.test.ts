import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../support/temp-dir';
import { expectOk, startDesk, type Desk } from './desk-harness';

/** An https server with a self-signed certificate: what a proxy intercepting TLS looks like. */
function selfSignedServer(dir: string): Promise<Server> {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (_request, response) => response.end('{}'));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('"Test connection" tells a TLS failure from the other outcomes', () => {
  const dir = tempDir('tls');
  let desk: Desk;
  let server: Server;

  beforeAll(async () => {
    server = await selfSignedServer(dir.path);
    desk = await startDesk(join(dir.path, 'data'));
  });
  afterAll(async () => {
    server.close();
    await desk.runtime.close();
    dir.remove();
  });

  it('a certificate the workstation does not trust is reported as TLS, with what to check', async () => {
    const { port } = server.address() as AddressInfo;
    const profile = expectOk(await desk.call('profiles.save', { name: 'Behind a proxy', environment: 'test', apiBaseUrl: `https://127.0.0.1:${port}`, refundBaseUrl: `https://127.0.0.1:${port}`, partnerId: 'Partner1', partnerKey: 'key' }));
    const test = expectOk(await desk.call('profiles.test', { id: profile.id }));
    expect(test).toMatchObject({ outcome: 'tls', message: expect.stringMatching(/certificate/i), nextStep: expect.stringMatching(/proxy|IT/) });
    expect(test.detail).toMatch(/SELF_SIGNED|CERT/);
  });

  it('a working connection reads as plain success: the probe\'s "not found" answer is told in words, not as an error code', async () => {
    const test = expectOk(await desk.call('profiles.test', { id: 'sandbox' }));
    expect(test).toMatchObject({ outcome: 'connected', message: 'Connected: the service accepted the partner id and key.', nextStep: '' });
    expect(test.detail).not.toMatch(/^B037/);
    expect(test.detail).toMatch(/only says so after accepting the partner id and key/);
  });
});
