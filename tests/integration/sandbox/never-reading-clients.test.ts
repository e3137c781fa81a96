/**
 * Clients that send and never read cannot hold the sandbox (issue 21, finding 8): its client-error
 * path destroys the connection instead of half-closing it (a half-closed socket waited in
 * FIN-WAIT-2 for a client that never closes), an answer nobody reads is timed out, and at the cap
 * the connection idle longest makes room for a newcomer.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { signFor, startSandbox, type RunningSandbox, type SandboxOptions } from '../../../electron/sandbox';
import { getRequest, heldServerSockets, honestAnswerWithin, MALFORMED_REQUEST, neverReadingFault, openNeverReadingClients, postRequest, socketsFreed } from '../../support/storage-faults/never-reading-clients';
import { beijingDate } from './support/itineraries';
import { send } from './support/sandbox-client';

let sandbox: RunningSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

async function start(limits: SandboxOptions['limits']): Promise<{ port: number; honest: () => Promise<number> }> {
  sandbox = await startSandbox({ limits });
  const running = sandbox;
  // A fresh connection each time (no agent): a refused one is retried, not reused.
  return { port: Number(new URL(running.baseUrl).port), honest: async () => (await send(running.baseUrl, '/sandbox/clock', '', { method: 'GET', headers: { Connection: 'close' } })).status };
}

describe('never-reading clients (issue 21, finding 8)', () => {
  it('lets go at once of clients that sent a malformed request and never read (not after the 10 s idle time-out)', async () => {
    const { port, honest } = await start({ maxConnections: 250 });
    const clients = openNeverReadingClients(port, 300, { request: MALFORMED_REQUEST, lifetimeMs: 20_000 });
    try {
      await clients.sent;
      expect(await socketsFreed(port, 1_000)).toBeLessThanOrEqual(1_000);
      expect(await honestAnswerWithin(honest, 1_000)).toBeLessThanOrEqual(1_000);
    } finally {
      clients.stop();
    }
  });

  it('destroys a connection whose answers are not read within the unread-answer time-out', async () => {
    const { port } = await start({ unreadAnswerMs: 500 });
    const running = sandbox as RunningSandbox;
    const search = { adults: 1, solutions: 3000, searchAirLegs: [{ origin: 'SHA', destination: 'CTU', departureDate: beijingDate(running.now(), 20) }] };
    const body = JSON.stringify({ authentication: { partnerId: running.partnerId, sign: signFor(running.partnerId, running.partnerKey) }, search });
    // Four searches of about 1.5 MB each, pipelined: more than the kernel's loopback buffers take
    // from a client that never reads, so the sandbox's own writes stop draining. (One answer alone
    // fits in the kernel; Node then counts it written and keep-alive lets go of it after 5 s.)
    const clients = openNeverReadingClients(port, 1, { request: postRequest(port, '/json/shoppingV8', body).repeat(4), lifetimeMs: 20_000 });
    try {
      await clients.sent;
      const deadline = Date.now() + 2_000;
      while (heldServerSockets(port) < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      // Searching takes about 2 s here; the time-out fires at most twice 0.5 s after the last
      // write (Node lets a write that is still moving run once more); well under the 5 s of keep-alive.
      expect(await socketsFreed(port, 4_000)).toBeLessThanOrEqual(4_000);
    } finally {
      clients.stop();
    }
  });

  it('serves an honest client at once while 300 never-reading clients and 100 malformed ones hold more than the cap (250), and lets go of all of them', async () => {
    const { port, honest } = await start({ maxConnections: 250 });
    const report = await neverReadingFault({ port, neverReading: 300, request: getRequest(port, '/sandbox/clock'), malformed: 100, honest, honestWithinMs: 1_000, freedWithinMs: 8_000 });
    // At the cap, the connection idle longest (a never-reading client whose answer the kernel took) makes room.
    expect(report.honestMs).toBeLessThanOrEqual(1_000);
    // The keep-alive time-out (5 s) lets go of the never-reading clients still held.
    expect(report.freedMs).toBeLessThanOrEqual(8_000);
  });

  it('never closes a connection whose answer is still coming to make room: at the cap, the newcomer is refused', async () => {
    const { port, honest } = await start({ maxConnections: 5 });
    const running = sandbox as RunningSandbox;
    running.setFaults([{ operation: '*', kind: 'hang' }]);
    const body = JSON.stringify({ authentication: { partnerId: running.partnerId, sign: signFor(running.partnerId, running.partnerKey) }, search: {} });
    const hanging = openNeverReadingClients(port, 5, { request: postRequest(port, '/json/shoppingV8', body), lifetimeMs: 20_000 });
    try {
      await hanging.sent;
      // The five must all be held before the newcomer comes: on a loaded CI machine accepting them
      // took over the 2 s this waited, and the newcomer then took a free slot (answered 200).
      const deadline = Date.now() + 10_000;
      while (heldServerSockets(port) < 5 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heldServerSockets(port)).toBe(5);
      await expect(honest()).rejects.toThrow();
      expect(heldServerSockets(port)).toBe(5);
    } finally {
      hanging.stop();
    }
  });
});
