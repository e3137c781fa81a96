import { describe, expect, it } from 'vitest';

import { wordAll } from '../../../electron/contract/words';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { WholesaleClient, type PartnerConnection } from '../../../electron/main/wholesale/client';
import { checkReimbursedOperation, refundRequestOperation, shoppingOperation, ticketingOperation } from '../../../electron/main/wholesale/operations';
import { decodeRefundForm } from '../../../electron/main/wholesale/refund-form';
import { computeSign } from '../../../electron/main/wholesale/sign';
import type { HttpRequest } from '../../../electron/main/wholesale/transport/http-transport';
import type { HttpOutcome } from '../../../electron/main/wholesale/transport/http-outcome';

const connection: PartnerConnection = {
  profileId: 'p-1',
  apiBaseUrl: 'https://api.example/',
  refundBaseUrl: 'https://refund.example',
  partnerId: 'Pa+rt/ner==',
  partnerKey: 'super-secret-key',
};
const SIGN = computeSign(connection.partnerId, connection.partnerKey);

const reimbursed = (orderNum = '323456789012345678') => ({
  kind: 'response' as const, status: 200, contentEncoding: null,
  body: JSON.stringify({ errorCode: '0', errorMsg: 'ok', data: { reimbursedOrderNum: orderNum, reimbursedOrderStatus: 'Reimbursed', voucherList: [], voucherFileId: [] } }),
});
const apiError = (code: string, message: string): HttpOutcome => ({ kind: 'response', status: 200, contentEncoding: null, body: JSON.stringify({ errorCode: code, errorMsg: message }) });

/** A transport that plays back outcomes in order and records every request. */
function scripted(...outcomes: HttpOutcome[]) {
  const requests: HttpRequest[] = [];
  const transport = async (request: HttpRequest) => {
    requests.push(request);
    return outcomes[Math.min(requests.length - 1, outcomes.length - 1)]!;
  };
  return { requests, transport };
}

function client(transport: (r: HttpRequest) => Promise<HttpOutcome>, extra: Partial<ConstructorParameters<typeof WholesaleClient>[0]> = {}) {
  const logger = createMemoryLogger();
  const reports: unknown[] = [];
  const instance = new WholesaleClient({ logger, transport, sleep: async () => {}, reportConnection: (id, o) => reports.push([id, o.kind]), ...extra });
  return { instance, logger, reports };
}

const signal = () => new AbortController().signal;

describe('wholesale client', () => {
  it('signs once, in the authentication object, and posts JSON to the API host', async () => {
    const { requests, transport } = scripted(reimbursed());
    const { instance } = client(transport);
    const result = await instance.call(checkReimbursedOperation, { orderNum: '1' }, connection, signal());
    expect(result.ok).toBe(true);
    expect(requests[0]!.url).toBe('https://api.example/json/refundReimburse/check');
    expect(JSON.parse((requests[0]!.body as { json: string }).json)).toEqual({ authentication: { partnerId: connection.partnerId, sign: SIGN }, data: { orderNum: '1' } });
  });

  it('sends RefundRequest as a percent-encoded form to the refund host with authentication inside', async () => {
    const { requests, transport } = scripted(apiError('B037', 'Order is not exist'));
    const { instance } = client(transport);
    await instance.call(refundRequestOperation, { orderNum: '1', allPaxOfOrder: true, refundType: 0, refundReason: 0, uploadedFileIds: [], pnrList: [] }, connection, signal());
    expect(requests[0]!.url).toBe('https://refund.example/refund-api/refundRequest');
    const form = (requests[0]!.body as { form: string }).form;
    expect(decodeRefundForm(form)).toMatchObject({ authentication: { partnerId: 'Pa+rt/ner==', sign: SIGN }, data: { orderNum: '1' } });
  });

  it('retries a read after a transient failure and recovers', async () => {
    const { requests, transport } = scripted({ kind: 'timeout', timeoutMs: 20_000 }, { kind: 'dropped', code: 'ECONNRESET', message: 'reset' }, reimbursed());
    const { instance } = client(transport);
    const result = await instance.call(checkReimbursedOperation, { orderNum: '1' }, connection, signal());
    expect(wordAll('en', result)).toMatchObject({ ok: true, value: { attempts: 3 } });
    expect(requests).toHaveLength(3);
  });

  it('retries a read on B035 and B024 but not on other codes', async () => {
    const busy = scripted(apiError('B035', 'Concurrency limited.'), reimbursed());
    expect(await client(busy.transport).instance.call(checkReimbursedOperation, { orderNum: '1' }, connection, signal())).toMatchObject({ ok: true });
    const notFound = scripted(apiError('B037', 'Order is not exist'), reimbursed());
    const result = await client(notFound.transport).instance.call(checkReimbursedOperation, { orderNum: '1' }, connection, signal());
    expect(wordAll('en', result)).toMatchObject({ ok: false, error: { kind: 'api', code: 'B037', message: 'Order is not exist' } });
    expect(notFound.requests).toHaveLength(1);
  });

  it('gives up after the bounded number of attempts with the last error', async () => {
    const { requests, transport } = scripted({ kind: 'unreachable', code: 'ECONNREFUSED', message: 'refused' });
    const result = await client(transport).instance.call(checkReimbursedOperation, { orderNum: '1' }, connection, signal());
    expect(wordAll('en', result)).toMatchObject({ ok: false, error: { kind: 'network', message: 'The service could not be reached.' } });
    expect(requests).toHaveLength(3);
  });

  it.each<[string, HttpOutcome]>([
    ['a time-out', { kind: 'timeout', timeoutMs: 45_000 }],
    ['a dropped connection', { kind: 'dropped', code: 'ECONNRESET', message: 'reset' }],
    ['an HTTP 502', { kind: 'response', status: 502, body: 'Bad gateway', contentEncoding: null }],
    ['a body that is not JSON', { kind: 'response', status: 200, body: '{"errorCode":"0","da', contentEncoding: null }],
    ['a cut-off body', { kind: 'unreadable', message: 'unexpected end of file' }],
  ])('never retries a write and reports the outcome as unknown after %s', async (_label, outcome) => {
    const { requests, transport } = scripted(outcome, { kind: 'response', status: 200, body: '{}', contentEncoding: null });
    const result = await client(transport).instance.call(ticketingOperation, { orderNum: '1', name: 'A/B', email: '', telNum: '', pnr: '' }, connection, signal());
    expect(requests).toHaveLength(1);
    expect(wordAll('en', result)).toMatchObject({ ok: false, error: { kind: 'outcome-unknown', operation: 'ticketing', howToVerify: expect.stringContaining('B024') } });
  });

  it('tells the agent how to verify an unknown refund outcome (B153 on a repeat)', async () => {
    const { transport } = scripted({ kind: 'timeout', timeoutMs: 45_000 });
    const result = await client(transport).instance.call(refundRequestOperation, { orderNum: '1', allPaxOfOrder: true, refundType: 0, refundReason: 0, uploadedFileIds: [], pnrList: [] }, connection, signal());
    expect(wordAll('en', result)).toMatchObject({ ok: false, error: { kind: 'outcome-unknown', howToVerify: expect.stringContaining('B153') } });
  });

  it('reports a write that never left as a plain network error, without retrying', async () => {
    const { requests, transport } = scripted({ kind: 'unreachable', code: 'ECONNREFUSED', message: 'refused' });
    const result = await client(transport).instance.call(ticketingOperation, { orderNum: '1', name: 'A/B', email: '', telNum: '', pnr: '' }, connection, signal());
    expect(wordAll('en', result)).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(requests).toHaveLength(1);
  });

  it('maps B024 on ticketing to "already paid" (not a time-out) and does not retry', async () => {
    const { requests, transport } = scripted(apiError('B024', 'Order has been paid'));
    const result = await client(transport).instance.call(ticketingOperation, { orderNum: '1', name: 'A/B', email: '', telNum: '', pnr: '' }, connection, signal());
    expect(requests).toHaveLength(1);
    expect(wordAll('en', result)).toMatchObject({ ok: false, error: { kind: 'api', code: 'B024', explanation: expect.stringMatching(/already paid/i) } });
  });

  it('returns cancelled for a read the agent cancelled, and stops retrying', async () => {
    const controller = new AbortController();
    const transport = async () => {
      controller.abort();
      return { kind: 'cancelled' as const };
    };
    const result = await client(transport).instance.call(checkReimbursedOperation, { orderNum: '1' }, connection, controller.signal);
    expect(wordAll('en', result)).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
  });

  it('turns a malformed answer into bad-response with the operation and an excerpt', async () => {
    const { transport } = scripted({ kind: 'response', status: 200, body: '<html>Gateway</html>', contentEncoding: null });
    const result = await client(transport).instance.call(checkReimbursedOperation, { orderNum: '1' }, connection, signal());
    expect(wordAll('en', result)).toMatchObject({ ok: false, error: { kind: 'bad-response', operation: 'checkReimbursed', excerpt: '<html>Gateway</html>' } });
  });

  it('treats errorCode "0" with data null as an error', async () => {
    const { transport } = scripted({ kind: 'response', status: 200, body: '{"errorCode":"0","errorMsg":"ok","data":null}', contentEncoding: null });
    const result = await client(transport).instance.call(checkReimbursedOperation, { orderNum: '1' }, connection, signal());
    expect(wordAll('en', result)).toMatchObject({ ok: false, error: { kind: 'bad-response', message: expect.stringContaining('no data') } });
  });

  it('reports what it saw of the connection', async () => {
    const { transport } = scripted({ kind: 'unreachable', code: 'ECONNREFUSED', message: 'x' }, reimbursed());
    const { instance, reports } = client(transport);
    await instance.call(checkReimbursedOperation, { orderNum: '1' }, connection, signal());
    expect(reports).toEqual([['p-1', 'unreachable'], ['p-1', 'reached']]);
  });

  it('uses the configured time-out per operation, and a per-call override', async () => {
    const { requests, transport } = scripted(reimbursed());
    const { instance } = client(transport, { timeoutFor: (op) => (op === 'checkReimbursed' ? 1234 : undefined) });
    await instance.call(checkReimbursedOperation, { orderNum: '1' }, connection, signal());
    await instance.call(checkReimbursedOperation, { orderNum: '1' }, connection, signal(), { timeoutMs: 99 });
    expect(requests.map((r) => r.timeoutMs)).toEqual([1234, 99]);
  });

  it('asks for gzip on Shopping only, and not from the sandbox embedded in this process', async () => {
    const { requests, transport } = scripted(apiError('B039', 'No flights'));
    const { instance } = client(transport);
    const search = { adults: 1, children: 0, infants: 0, nonstop: false, airlines: [], solutions: 0, tag: '', legs: [{ origin: 'PEK', destination: 'SHA', departureDate: '2026-12-12', cabinClass: '', airlines: [] }] };
    await instance.call(shoppingOperation, search, connection, signal());
    await instance.call(checkReimbursedOperation, { orderNum: '1' }, connection, signal());
    await instance.call(shoppingOperation, search, { ...connection, inProcess: true }, signal());
    expect(requests.map((r) => r.acceptGzip)).toEqual([true, false, false]);
  });

  it('never writes the key or the sign to the log, even with diagnostics on and a response that echoes them', async () => {
    const echo: HttpOutcome = { kind: 'response', status: 200, contentEncoding: null, body: JSON.stringify({ errorCode: 'B003', errorMsg: `Illegal sign. ${SIGN} ${connection.partnerKey}` }) };
    const { transport } = scripted(echo);
    const { instance, logger } = client(transport, { diagnostics: () => true });
    const result = await instance.call(checkReimbursedOperation, { orderNum: '1' }, connection, signal());
    const everything = JSON.stringify(logger.entries) + JSON.stringify(result);
    expect(logger.entries.some((e) => e.event === 'wholesale.request')).toBe(true);
    expect(everything).not.toContain(SIGN);
    expect(everything).not.toContain(connection.partnerKey);
    expect(everything).not.toContain(connection.partnerId);
  });
});
