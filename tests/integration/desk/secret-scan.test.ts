import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskEventName } from '../../../electron/contract';
import { KeytarSecretStore } from '../../../electron/main/credentials/keytar-secret-store';
import { computeSign } from '../../../electron/main/wholesale/sign';
import { MemorySecretStore } from '../../support/memory-secret-store';
import { tempDir } from '../../support/temp-dir';
import { expectOk, inDays, startDesk, type Desk } from './desk-harness';

/** An agency account the embedded sandbox accepts besides its demo partner. */
const AGENCY = { partnerId: 'Agency+Scan/Id==', partnerKey: 'agency-scan-key-5d1f9c' };
const SIGN = computeSign(AGENCY.partnerId, AGENCY.partnerKey);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('secrets never leave main: a full flow, then a scan of everything', () => {
  const dir = tempDir('secret-scan');
  let desk: Desk;
  const sentToRenderer: unknown[] = [];

  beforeAll(async () => {
    // Under `npm test` the key goes into the real gnome-keyring of the test session.
    const secrets = process.env.DESK_KEYRING_SESSION === '1' ? new KeytarSecretStore('app.ticketingdesk.desk.secret-scan') : new MemorySecretStore();
    desk = await startDesk(dir.path, { secrets, sandbox: { partners: [AGENCY] } });
    desk.runtime.events.subscribe((name: DeskEventName, payload: unknown) => sentToRenderer.push({ name, payload }));
    const record = async <T>(result: Promise<T>) => {
      const value = await result;
      sentToRenderer.push(value);
      return value;
    };

    await record(desk.call('preferences.update', { diagnosticsLogging: true }));
    const profile = expectOk(
      await record(
        desk.call('profiles.save', {
          name: 'Agency rehearsal',
          environment: 'sandbox',
          apiBaseUrl: desk.runtime.sandbox.baseUrl,
          refundBaseUrl: desk.runtime.sandbox.baseUrl,
          partnerId: AGENCY.partnerId,
          partnerKey: AGENCY.partnerKey,
        }),
      ),
    );
    await record(desk.call('profiles.activate', { id: profile.id }));
    expect(expectOk(await record(desk.call('profiles.test', { id: profile.id }))).outcome).toBe('connected');
    const results = expectOk(await record(desk.call('shopping.search', { tripType: 'one-way', legs: [{ origin: 'PEK', destination: 'SHA', departureDate: inDays(15) }], adults: 1, children: 0, infants: 0, solutions: 20 })));
    const offer = results.offers[0]!;
    const priced = expectOk(await record(desk.call('pricing.price', { searchId: results.searchId, solutionId: offer.solutionId })));
    await record(desk.call('pricing.acknowledge', { pricedOfferId: priced.pricedOfferId }));
    await record(desk.call('sandbox.createOrder', { pricedOfferId: priced.pricedOfferId, passengers: [{ type: 'ADT', lastName: 'Wang', firstName: 'Wu', birthday: '1985-05-05', sex: 'F' }] }));
    await record(desk.call('profiles.list', {}));
    await record(desk.call('connection.status', {}));
    // An error path too: a profile with a wrong key.
    const wrong = expectOk(await record(desk.call('profiles.save', { name: 'Wrong key', environment: 'sandbox', apiBaseUrl: desk.runtime.sandbox.baseUrl, refundBaseUrl: desk.runtime.sandbox.baseUrl, partnerId: AGENCY.partnerId, partnerKey: `${AGENCY.partnerKey}-x` })));
    await record(desk.call('profiles.test', { id: wrong.id }));
    await record(desk.call('profiles.delete', { id: wrong.id }));
    await desk.runtime.close(); // flushes the archive and the logs
  });

  afterAll(() => dir.remove());

  it('the flow really ran with diagnostics logging on', () => {
    const log = readFileSync(join(dir.path, 'logs', 'desk.log'), 'utf8');
    expect(log).toContain('"event":"wholesale.request"');
    expect(log).toContain('"event":"wholesale.response"');
    expect(log).toContain('"event":"search.done"');
  });

  it('nothing sent to the renderer holds the key or the sign', () => {
    const everything = JSON.stringify(sentToRenderer);
    expect(everything.length).toBeGreaterThan(10_000);
    expect(everything).not.toContain(AGENCY.partnerKey);
    expect(everything).not.toContain(SIGN);
  });

  it('no file the desk wrote holds the key or the sign (logs, archive, profiles, preferences, sandbox state)', () => {
    const files = filesUnder(dir.path);
    expect(files.some((file) => file.endsWith('archive.sqlite'))).toBe(true);
    expect(files.some((file) => file.endsWith('desk.log'))).toBe(true);
    for (const file of files) {
      const bytes = readFileSync(file).toString('latin1');
      expect(bytes.includes(AGENCY.partnerKey), `${file} holds the key`).toBe(false);
      expect(bytes.includes(SIGN), `${file} holds the sign`).toBe(false);
    }
  });
});
