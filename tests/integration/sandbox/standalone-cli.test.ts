/**
 * The standalone sandbox's command line, run in-process: what it prints on start (base URL,
 * `partnerId:`, `partnerKey:`, valid tags), faults from flags and the environment, and errors.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/sandbox/cli/run-cli';
import { DEMO_PARTNER_ID, DEMO_PARTNER_KEY, type RunningSandbox, type SandboxFaultsView } from '../../../electron/sandbox';
import { SandboxClient } from './support/sandbox-client';

const started: RunningSandbox[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((sandbox) => sandbox.close()));
});

async function run(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const result = await runCli(argv, env, (line) => out.push(line), (line) => err.push(line));
  if (result.sandbox) started.push(result.sandbox);
  return { ...result, out, err };
}

describe('npm run sandbox', () => {
  it('prints the base URL, then partnerId: and partnerKey: lines and the valid tags', async () => {
    const { out, sandbox, exitCode } = await run(['--port', '0', '--seed', '2']);
    expect(exitCode).toBeNull();
    expect(out[0]).toMatch(/^baseUrl: http:\/\/127\.0\.0\.1:\d+$/);
    expect(out).toContain(`partnerId: ${DEMO_PARTNER_ID}`);
    expect(out).toContain(`partnerKey: ${DEMO_PARTNER_KEY}`);
    expect(out.find((line) => line.startsWith('validTags: '))).toMatch(/SAVER, STANDARD, FLEX/);
    expect(out.indexOf(`partnerId: ${DEMO_PARTNER_ID}`)).toBeGreaterThan(0);
    expect(sandbox?.baseUrl).toBe(out[0]?.slice('baseUrl: '.length));
  });

  it('takes faults from --fault and SANDBOX_FAULTS', async () => {
    const { sandbox } = await run(['--port', '0', '--fault', 'pricing:b024:times=1'], { SANDBOX_FAULTS: 'shopping:latency=5' });
    const client = new SandboxClient(sandbox as RunningSandbox);
    const faults = (await client.control<SandboxFaultsView>('GET', '/sandbox/faults')).body.faults.map((fault) => fault.spec);
    expect(faults).toEqual(['shopping:latency=5', 'pricing:b024:times=1']);
    expect(await client.price({})).toEqual({ errorCode: 'B024', errorMsg: 'Pricing TimeOut.' });
  });

  it('--help prints the help and exits 0', async () => {
    const { out, exitCode } = await run(['--help']);
    expect(exitCode).toBe(0);
    expect(out.join('\n')).toMatch(/Usage: npm run sandbox/);
  });

  it('bad options exit 2 with the reason; a port in use exits 1', async () => {
    const bad = await run(['--fault', 'pricing:explode']);
    expect(bad.exitCode).toBe(2);
    expect(bad.err[0]).toMatch(/unknown fault/);
    const first = await run(['--port', '0']);
    const port = new URL(first.sandbox?.baseUrl ?? '').port;
    const second = await run(['--port', port]);
    expect(second.exitCode).toBe(1);
    expect(second.err[0]).toMatch(/already in use/);
  });
});
