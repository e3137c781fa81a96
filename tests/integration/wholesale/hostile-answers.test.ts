import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { textIn, wordAll } from '../../../electron/contract/words';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { WholesaleClient, type PartnerConnection } from '../../../electron/main/wholesale/client';
import { checkReimbursedOperation, shoppingOperation, ticketingOperation } from '../../../electron/main/wholesale/operations';
import { computeSign } from '../../../electron/main/wholesale/sign';
import { startMisbehavingServer, type MisbehavingServer } from '../../support/misbehaving-server';

const shoppingRequest = { adults: 1, children: 0, infants: 0, nonstop: false, airlines: [], solutions: 5, tag: '', legs: [{ origin: 'PEK', destination: 'SHA', departureDate: '2031-01-01', cabinClass: '', airlines: [] }] };

/** Samples the process's resident memory while `work` runs: the peak is what a bomb would blow up. */
async function peakRssGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growthMb: (peak - before) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

describe('the wholesale transport against a hostile server (review findings 2 and 3)', () => {
  let server: MisbehavingServer;
  /** Where a redirect points: it must never receive the signed body. */
  let elsewhere: MisbehavingServer;
  let connection: PartnerConnection;
  const client = new WholesaleClient({ logger: createMemoryLogger(), sleep: async () => {} });
  const signal = () => new AbortController().signal;

  beforeAll(async () => {
    server = await startMisbehavingServer();
    elsewhere = await startMisbehavingServer({ kind: 'answer', status: 200, body: JSON.stringify({ errorCode: '0', errorMsg: 'ok', data: { reimbursedOrderNum: '1', reimbursedOrderStatus: 'Reimbursed', voucherList: [], voucherFileId: [] } }) });
    connection = { profileId: 'p', apiBaseUrl: server.url, refundBaseUrl: server.url, partnerId: 'Agency+Id/==', partnerKey: 'hostile-test-key' };
  });
  beforeEach(() => {
    server.requests.length = 0;
    elsewhere.requests.length = 0;
  });
  afterAll(async () => {
    await server.close();
    await elsewhere.close();
  });

  it.each([301, 302, 303, 307, 308] as const)('never follows a %i redirect: the signed body stays home and the error names where it pointed', async (status) => {
    server.behave({ kind: 'redirect', status, location: `${elsewhere.url}/steal?x=1` });
    const result = await client.call(checkReimbursedOperation, { orderNum: '1' }, connection, signal());
    expect(wordAll('en', result)).toMatchObject({ ok: false, error: { kind: 'bad-response', operation: 'checkReimbursed', message: expect.stringContaining(elsewhere.url) } });
    expect(result.ok || textIn('en', result.error.message)).toMatch(new RegExp(`HTTP ${status}`));
    expect(elsewhere.requests).toHaveLength(0);
    // A redirect is an answer, not a transient failure: no automatic retry.
    expect(server.requests).toHaveLength(1);
  });

  it('does not follow an https→http downgrade either (a relative or scheme-changing Location)', async () => {
    server.behave({ kind: 'redirect', status: 308, location: 'http://downgrade.invalid/json/refundReimburse/check' });
    const result = await client.call(checkReimbursedOperation, { orderNum: '1' }, connection, signal());
    expect(wordAll('en', result)).toMatchObject({ ok: false, error: { kind: 'bad-response', message: expect.stringContaining('http://downgrade.invalid') } });
    // The excerpt names the origin, never the path or query of the Location.
    expect(JSON.stringify(result)).not.toContain('/json/refundReimburse/check');
  });

  it('a write answered by a redirect is sent exactly once and never re-sent elsewhere', async () => {
    server.behave({ kind: 'redirect', status: 307, location: `${elsewhere.url}/json/ticketing` });
    const result = await client.call(ticketingOperation, { orderNum: '917000000000000001', name: 'A/B', email: '', telNum: '', pnr: '' }, connection, signal());
    expect(wordAll('en', result)).toMatchObject({ ok: false, error: { kind: 'bad-response', operation: 'ticketing' } });
    expect(server.requests).toHaveLength(1);
    expect(elsewhere.requests).toHaveLength(0);
    expect(JSON.stringify(result)).not.toContain(computeSign(connection.partnerId, connection.partnerKey));
  });

  it('stops reading a gzip bomb (408 KB → 400 MB) at the cap, with a clear error, and memory stays bounded', async () => {
    server.behave({ kind: 'gzip-bomb', inflatedBytes: 400 * 1024 * 1024 });
    const { result, growthMb } = await peakRssGrowth(() => client.call(shoppingOperation, shoppingRequest, connection, signal()));
    expect(server.requests[0]?.headers['accept-encoding']).toBe('gzip');
    expect(wordAll('en', result)).toMatchObject({ ok: false, error: { kind: 'bad-response', operation: 'shopping', message: expect.stringMatching(/larger than 64 MiB/) } });
    // The 64 MiB cap plus the inflater's buffers; the unbounded read peaked at 2.6 GB.
    console.log(`gzip bomb: peak RSS growth ${growthMb.toFixed(0)} MB`);
    expect(growthMb).toBeLessThan(256);
    expect(server.requests).toHaveLength(1); // too large is final, not retried
  });

  it('the cap is configurable, and a write whose answer is too large is outcome-unknown (it reached the service)', async () => {
    const small = new WholesaleClient({ logger: createMemoryLogger(), sleep: async () => {}, maxAnswerBytes: 1024 * 1024 });
    server.behave({ kind: 'gzip-bomb', inflatedBytes: 8 * 1024 * 1024 });
    expect(wordAll('en', await small.call(checkReimbursedOperation, { orderNum: '1' }, connection, signal()))).toMatchObject({ ok: false, error: { kind: 'bad-response', message: expect.stringMatching(/larger than 1 MiB/) } });
    const write = await small.call(ticketingOperation, { orderNum: '917000000000000001', name: 'A/B', email: '', telNum: '', pnr: '' }, connection, signal());
    expect(write).toMatchObject({ ok: false, error: { kind: 'outcome-unknown', operation: 'ticketing' } });
    expect(server.requests.filter((r) => r.path.includes('ticketing'))).toHaveLength(1);
  });

  it('a body that drips forever ends at the time-out (headers arrived; the whole answer is bounded)', async () => {
    const quick = new WholesaleClient({ logger: createMemoryLogger(), sleep: async () => {}, timeoutFor: () => 600 });
    server.behave({ kind: 'drip', intervalMs: 50 });
    const started = Date.now();
    const result = await quick.call(checkReimbursedOperation, { orderNum: '1' }, connection, signal(), { maxAttempts: 1 });
    expect(wordAll('en', result)).toMatchObject({ ok: false, error: { kind: 'timeout', timeoutMs: 600 } });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
