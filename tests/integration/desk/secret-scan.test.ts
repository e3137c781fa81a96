import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskEventName } from '../../../electron/contract';
import { KeytarSecretStore } from '../../../electron/main/credentials/keytar-secret-store';
import { refundRequestOperation } from '../../../electron/main/wholesale/operations';
import { computeSign } from '../../../electron/main/wholesale/sign';
import { MemorySecretStore } from '../../support/memory-secret-store';
import { startMisbehavingServer, type MisbehavingServer, type ReceivedRequest } from '../../support/misbehaving-server';
import { tempDir } from '../../support/temp-dir';
import { expectOk, inDays, startDesk, type Desk } from './desk-harness';

/** An agency account the embedded sandbox accepts besides its demo partner. */
const AGENCY = { partnerId: 'Agency+Scan/Id==', partnerKey: 'agency-scan-key-5d1f9c' };
const SIGN = computeSign(AGENCY.partnerId, AGENCY.partnerKey);

/** Passes a call's result through, keeping it as what the renderer would receive. */
function recorder(sentToRenderer: unknown[]) {
  return async <T>(result: Promise<T>): Promise<T> => {
    const value = await result;
    sentToRenderer.push(value);
    return value;
  };
}

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
    const record = recorder(sentToRenderer);

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
    const created = expectOk(await record(desk.call('booking.create', { pricedOfferId: priced.pricedOfferId, passengers: [{ type: 'ADT', lastName: 'Wang', firstName: 'Wu', birthday: '1985-05-05', sex: 'F' }] })));
    // The order file: answers with their raw bodies, the audit log, exports and a backup.
    const opened = expectOk(await record(desk.call('orders.open', { orderNum: created.orderNum })));
    await record(desk.call('orders.refresh', { orderId: opened.order.id }));
    await record(desk.call('orders.open', { orderNum: '917000000000000001' }));
    await record(desk.call('orders.get', { orderId: opened.order.id }));
    await record(desk.call('orders.search', { query: 'wang' }));
    await record(desk.call('orders.export', { format: 'json', selection: { kind: 'order', orderId: opened.order.id } }));
    await record(desk.call('orders.backup', {}));
    const payloadId = opened.order.payloads[0]?.id;
    if (payloadId) await record(desk.call('orders.payload', { payloadId }));
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

  it('no file the desk wrote holds the key or the sign (logs, archive, order file and its backup, profiles, preferences, sandbox state)', () => {
    const files = filesUnder(dir.path);
    expect(files.some((file) => file.endsWith('archive.sqlite'))).toBe(true);
    expect(files.some((file) => file.endsWith('orders.sqlite'))).toBe(true);
    expect(files.some((file) => /backups\/orders-backup-.*\.sqlite$/.test(file))).toBe(true);
    expect(files.some((file) => file.endsWith('desk.log'))).toBe(true);
    for (const file of files) {
      const bytes = readFileSync(file).toString('latin1');
      expect(bytes.includes(AGENCY.partnerKey), `${file} holds the key`).toBe(false);
      expect(bytes.includes(SIGN), `${file} holds the sign`).toBe(false);
    }
  });
});

/**
 * Every way a secret can hide in text: as is in any letter case, and inside Base64 (standard or
 * URL-safe, at any byte alignment), percent-encoded or not. Independent of the desk's redaction:
 * it decodes what it finds instead of encoding what it looks for.
 */
function hiddenIn(text: string, secret: string): boolean {
  const needle = secret.toLowerCase();
  const candidates = [text, safelyPercentDecoded(text)];
  for (const candidate of candidates) {
    if (candidate.toLowerCase().includes(needle)) return true;
    for (const run of candidate.match(/[A-Za-z0-9+/_-]{16,}/g) ?? []) {
      const standard = run.replace(/-/g, '+').replace(/_/g, '/');
      for (let offset = 0; offset < 4; offset++) {
        const decoded = Buffer.from(standard.slice(offset), 'base64').toString('latin1').toLowerCase();
        if (decoded.includes(needle)) return true;
      }
    }
  }
  return false;
}

function safelyPercentDecoded(text: string): string {
  return text.replace(/(%[0-9a-f]{2})+/gi, (match) => {
    try {
      return decodeURIComponent(match);
    } catch {
      return match;
    }
  });
}

describe('secrets never leave main even when a broken service echoes them back (review finding 7)', () => {
  const dir = tempDir('secret-echo');
  let desk: Desk;
  let echo: MisbehavingServer;
  const sentToRenderer: unknown[] = [];
  const signCutAt = (limit: number) => `${'x'.repeat(limit - 10)}${SIGN.toUpperCase()} tail`;

  /** The broken service's answers, in the order the flow below asks for them. */
  const answers: ((request: ReceivedRequest) => { status: number; body: string })[] = [
    // An error message that quotes the sign upper-cased and the full partner id.
    () => ({ status: 200, body: JSON.stringify({ errorCode: 'B099', errorMsg: `Illegal sign ${SIGN.toUpperCase()} for partner ${AGENCY.partnerId}` }) }),
    // Not JSON; the sign straddles the 160-character excerpt the renderer gets.
    () => ({ status: 200, body: signCutAt(160) }),
    // Not JSON; the sign straddles the 2,000-character excerpt of the diagnostics log.
    () => ({ status: 200, body: signCutAt(2000) }),
    // A proxy's error page that echoes the whole signed request.
    (request) => ({ status: 502, body: `<html><body><h1>502</h1><pre>${request.body}</pre></body></html>` }),
    // RefundRequest: the raw form (percent-encoded Base64) quoted in the error message…
    (request) => ({ status: 200, body: JSON.stringify({ errorCode: 'P001', errorMsg: `param is illegal: ${request.body}` }) }),
    // …and the Base64 alone, unencoded, in a body that is not JSON.
    (request) => ({ status: 200, body: `bad param ${new URLSearchParams(request.body).get('param') ?? ''}` }),
  ];

  beforeAll(async () => {
    echo = await startMisbehavingServer({ kind: 'scripted', answer: (request) => answers[echo.requests.length - 1]!(request) });
    desk = await startDesk(dir.path);
    const record = recorder(sentToRenderer);
    await record(desk.call('preferences.update', { diagnosticsLogging: true }));
    const profile = expectOk(
      await record(desk.call('profiles.save', { name: 'Echoing service', environment: 'sandbox', apiBaseUrl: echo.url, refundBaseUrl: echo.url, partnerId: AGENCY.partnerId, partnerKey: AGENCY.partnerKey })),
    );
    for (let i = 0; i < 4; i++) await record(desk.call('profiles.test', { id: profile.id }));
    const connection = await desk.runtime.profiles.connectionFor(profile.id);
    if (!connection.ok) throw new Error('no connection');
    const refund = { orderNum: '917000000000000001', allPaxOfOrder: true, refundType: 1 as const, refundReason: 2 as const, uploadedFileIds: ['f-1'], pnrList: [] };
    // What a refund handler would hand to the renderer: the client's result as it comes.
    for (let i = 0; i < 2; i++) await record(desk.runtime.client.call(refundRequestOperation, refund, connection.value, new AbortController().signal, { maxAttempts: 1 }));
    await desk.runtime.close();
  });

  afterAll(async () => {
    await echo.close();
    dir.remove();
  });

  it('the echoes really happened (every scripted answer was asked for and the sign was on the wire)', () => {
    expect(echo.requests).toHaveLength(answers.length);
    expect(echo.requests.every((request) => hiddenIn(request.body, SIGN))).toBe(true);
    expect(readFileSync(join(dir.path, 'logs', 'desk.log'), 'utf8')).toContain('"event":"wholesale.response"');
  });

  it('nothing sent to the renderer holds the sign (any case, Base64, percent-encoded, or a prefix cut at the excerpt) or the full partner id', () => {
    const everything = JSON.stringify(sentToRenderer);
    expect(hiddenIn(everything, SIGN)).toBe(false);
    expect(hiddenIn(everything, SIGN.slice(0, 8))).toBe(false);
    expect(hiddenIn(everything, AGENCY.partnerKey)).toBe(false);
    expect(hiddenIn(everything, AGENCY.partnerId)).toBe(false);
    // …while the agent still learns what happened: the masked id, the code, where it failed.
    expect(everything).toContain('Ag••••••==');
    expect(everything).toContain('B099');
  });

  it('no file the desk wrote holds the sign or the key in any of those forms', () => {
    for (const file of filesUnder(dir.path)) {
      if (file.endsWith('profiles.json')) continue; // the partner id is configuration; the key and sign are not there either
      const bytes = readFileSync(file).toString('latin1');
      expect(hiddenIn(bytes, SIGN), `${file} holds the sign`).toBe(false);
      expect(hiddenIn(bytes, SIGN.slice(0, 8)), `${file} holds a prefix of the sign`).toBe(false);
      expect(hiddenIn(bytes, AGENCY.partnerKey), `${file} holds the key`).toBe(false);
    }
    const profiles = readFileSync(join(dir.path, 'profiles.json'), 'utf8');
    expect(hiddenIn(profiles, SIGN) || hiddenIn(profiles, AGENCY.partnerKey)).toBe(false);
  });
});
