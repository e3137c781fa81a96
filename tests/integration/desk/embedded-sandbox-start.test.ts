/**
 * Issue 22, item 9: the embedded sandbox starts only when the built-in Sandbox profile is active or
 * activated (or something asks for it), never on a desk working against a test or production
 * service; activations at the same moment start one sandbox.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listeningPorts } from '../../support/listening-sockets';
import { MemorySecretStore } from '../../support/memory-secret-store';
import { tempDir } from '../../support/temp-dir';
import { expectOk, startDesk, type Desk } from './desk-harness';

const dir = tempDir('embedded-sandbox-start');
const secrets = new MemorySecretStore();
let productionId = '';
let desk: Desk | null = null;

function sandboxStarts(runtime: Desk['runtime']): number {
  return readFileSync(join(runtime.paths.logs, 'desk.log'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"event":"sandbox.started"')).length;
}

/** A desk in the shared data directory, whose active profile is the production one saved below. */
async function productionDesk(): Promise<{ desk: Desk; portsBefore: number[]; startsBefore: number }> {
  const portsBefore = listeningPorts();
  const started = await startDesk(dir.path, { secrets, reimbursementPolling: false });
  desk = started;
  return { desk: started, portsBefore, startsBefore: sandboxStarts(started.runtime) };
}

beforeAll(async () => {
  // A first start (the built-in profile active: its sandbox runs) saves a production profile and makes it the active one.
  const first = await startDesk(dir.path, { secrets, reimbursementPolling: false });
  // Port 9 (discard) on loopback: nothing answers, and nothing leaves the machine.
  const saved = expectOk(await first.call('profiles.save', { name: 'Agency production', environment: 'production', apiBaseUrl: 'https://127.0.0.1:9', refundBaseUrl: 'https://127.0.0.1:9', partnerId: 'AgencyPartner==', partnerKey: 'agency-key' }));
  productionId = saved.id;
  expectOk(await first.call('profiles.activate', { id: productionId }));
  await first.runtime.close();
});
afterEach(async () => {
  await desk?.runtime.close();
  desk = null;
});
afterAll(() => dir.remove());

describe('the embedded sandbox starts when needed', () => {
  it('a desk whose active profile is production starts without a sandbox: nothing listens', async () => {
    const { desk, portsBefore, startsBefore } = await productionDesk();
    expect(desk.runtime.profiles.activeProfileId).toBe(productionId);
    // What starts with the desk (the connection probe, the service clock) has had its turn.
    expect(expectOk(await desk.call('profiles.active', {})).environment).toBe('production');
    expect(desk.runtime.embeddedSandbox.running).toBeNull();
    expect(() => desk.runtime.sandbox).toThrow(/not running/);
    expect(sandboxStarts(desk.runtime)).toBe(startsBefore);
    expect(listeningPorts()).toEqual(portsBefore);
    // Settings lists the built-in profile all the same.
    const list = expectOk(await desk.call('profiles.list', {}));
    expect(list.profiles.map((profile) => profile.name)).toContain('Sandbox');
    expect(desk.runtime.embeddedSandbox.running).toBeNull();
  });

  it('activating the built-in profile starts it, and calls work', async () => {
    const { desk, portsBefore } = await productionDesk();
    const active = expectOk(await desk.call('profiles.activate', { id: 'sandbox' }));
    const running = desk.runtime.embeddedSandbox.running;
    expect(running).not.toBeNull();
    expect(active.apiBaseUrl).toBe(running?.baseUrl);
    const port = Number(new URL(running?.baseUrl ?? '').port);
    expect(listeningPorts()).toEqual([...portsBefore, port].sort((a, b) => a - b));
    expect(expectOk(await desk.call('profiles.test', { id: 'sandbox' })).outcome).toBe('connected');
    expect((await fetch(`${desk.runtime.sandbox.baseUrl}/sandbox/clock`)).ok).toBe(true);
    // Back to production: the sandbox keeps running until the desk closes, and closing stops it.
    expectOk(await desk.call('profiles.activate', { id: productionId }));
    await desk.runtime.close();
    expect(listeningPorts()).toEqual(portsBefore);
  });

  it('two activations at the same moment start one sandbox', async () => {
    const { desk, portsBefore, startsBefore } = await productionDesk();
    const [first, second] = await Promise.all([desk.call('profiles.activate', { id: 'sandbox' }), desk.call('profiles.activate', { id: 'sandbox' })]);
    expect(expectOk(first).apiBaseUrl).toBe(expectOk(second).apiBaseUrl);
    expect(sandboxStarts(desk.runtime)).toBe(startsBefore + 1);
    expect(listeningPorts()).toHaveLength(portsBefore.length + 1);
  });

  it('"Reset sandbox" on a production desk starts it to reset it', async () => {
    const { desk } = await productionDesk();
    expectOk(await desk.call('sandbox.reset', {}));
    expect(desk.runtime.embeddedSandbox.running).not.toBeNull();
  });
});
