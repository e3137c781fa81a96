/**
 * The wire rules every operation shares: the envelope (string errorCode, no `data` on errors),
 * gzip only on request, authentication before validation with the exact messages, and that
 * nothing a client sends gets anything but an envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { OPERATION_PATHS, startSandbox, type OperationId, type RunningSandbox } from '../../../electron/sandbox';
import { beijingDate } from './support/itineraries';
import { SandboxClient, send } from './support/sandbox-client';

let sandbox: RunningSandbox;
let client: SandboxClient;

beforeAll(async () => {
  sandbox = await startSandbox();
  client = new SandboxClient(sandbox);
});
afterAll(() => sandbox.close());

function validSearch(): Record<string, unknown> {
  return { adults: 1, solutions: 5, searchAirLegs: [{ origin: 'PEK', destination: 'SHA', departureDate: beijingDate(sandbox.now(), 10), cabinClass: '' }] };
}

const OPERATIONS = Object.keys(OPERATION_PATHS) as OperationId[];
const JSON_OPERATIONS = OPERATIONS.filter((operation) => operation !== 'refundRequest');
const OPERATION_OBJECT: Record<OperationId, string> = {
  shopping: 'search',
  pricing: 'pricing',
  modifyOrder: 'fakeModifyOrder',
  ticketing: 'ticketing',
  ancillaryOrderDetail: 'data',
  checkReimbursed: 'data',
  refundRequest: 'data',
  preciseBooking: 'booking',
  orderPricing: 'orderPricing',
  cancel: 'cancel',
  uploadAttachment: 'data',
  orderDetail: 'data',
};

/** Sends one body to an operation the way that operation takes it (form + Base64 for refunds). */
async function post(operation: OperationId, body: Record<string, unknown>) {
  if (operation === 'refundRequest') return JSON.parse((await client.rawRefund(JSON.stringify(body))).text);
  return JSON.parse((await client.raw(operation, JSON.stringify(body))).text);
}

describe('authentication comes first', () => {
  it.each(OPERATIONS)('%s: an unknown partner id answers B002 "Partner is not exists."', async (operation) => {
    const envelope = await post(operation, { authentication: { partnerId: 'nobody', sign: 'x' }, [OPERATION_OBJECT[operation]]: {} });
    expect(envelope).toEqual({ errorCode: 'B002', errorMsg: 'Partner is not exists.' });
  });

  it.each(OPERATIONS)('%s: a wrong sign on an otherwise invalid request answers B003 "Illegal sign.", not a validation code', async (operation) => {
    const envelope = await post(operation, { authentication: { partnerId: sandbox.partnerId, sign: '0'.repeat(32) }, [OPERATION_OBJECT[operation]]: 'garbage' });
    expect(envelope).toEqual({ errorCode: 'B003', errorMsg: 'Illegal sign.' });
  });

  it('the sign is md5(partnerId + partnerKey) in lower case: the same digest in upper case is refused', async () => {
    const { sign } = client.authentication;
    expect(sign).toMatch(/^[0-9a-f]{32}$/);
    const envelope = await post('ticketing', { authentication: { partnerId: sandbox.partnerId, sign: sign.toUpperCase() }, ticketing: { orderNum: '1' } });
    expect(envelope.errorCode).toBe('B003');
  });

  it('a body without authentication names no partner: B002', async () => {
    expect((await post('shopping', { search: {} })).errorCode).toBe('B002');
  });

  it("the demo partner id contains '+', '/' and '=' and authenticates through JSON and through the refund form", async () => {
    expect(sandbox.partnerId).toMatch(/\+/);
    expect(sandbox.partnerId).toMatch(/\//);
    expect(sandbox.partnerId).toMatch(/=/);
    // A JSON client in another language escapes '/' as '\/': the server parses JSON, so it still matches.
    const escaped = JSON.stringify({ authentication: client.authentication, ticketing: { orderNum: '123' } }).replaceAll('/', '\\/');
    expect(JSON.parse((await client.raw('ticketing', escaped)).text).errorCode).toBe('B010');
    expect((await client.refund({ orderNum: '123' })).errorCode).not.toMatch(/^B00[23]$/);
  });
});

describe('the envelope', () => {
  it('errorCode is a JSON string: "0" on success', async () => {
    const response = await client.raw('shopping', JSON.stringify({ authentication: client.authentication, search: validSearch() }));
    expect(response.text.startsWith('{"errorCode":"0","errorMsg":"ok","data":{')).toBe(true);
  });

  it('business errors come with HTTP 200, a string code and no data key', async () => {
    const response = await client.raw('ticketing', JSON.stringify({ authentication: client.authentication, ticketing: { orderNum: '1' } }));
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ errorCode: 'B010', errorMsg: 'Order number not exist' });
  });

  it('gzip only when the request sends Accept-Encoding: gzip, and then with Content-Encoding: gzip', async () => {
    const body = JSON.stringify({ authentication: client.authentication, search: validSearch() });
    const plain = await client.raw('shopping', body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.bytes.toString('utf8')).errorCode).toBe('0');
    const compressed = await client.raw('shopping', body, { gzip: true });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(compressed.bytes).toString('utf8')).errorCode).toBe('0');
  });

  it('gzip applies to every JSON operation, errors included', async () => {
    const response = await client.raw('checkReimbursed', JSON.stringify({ authentication: client.authentication, data: { orderNum: '1' } }), { gzip: true });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(response.text).errorCode).toBe('B037');
  });
});

describe('requests the sandbox cannot read still get an envelope', () => {
  const malformedAnswers: Record<OperationId, { errorCode: string; errorMsg: string }> = {
    shopping: { errorCode: 'P001', errorMsg: 'request is illegal.' },
    pricing: { errorCode: 'P001', errorMsg: 'request is illegal.' },
    modifyOrder: { errorCode: 'P001', errorMsg: 'request is illegal.' },
    ancillaryOrderDetail: { errorCode: 'P001', errorMsg: 'request is illegal.' },
    ticketing: { errorCode: 'P001', errorMsg: 'wrong parameter' },
    checkReimbursed: { errorCode: 'P001', errorMsg: 'request is illegal' },
    refundRequest: { errorCode: 'P001', errorMsg: 'param is illegal' },
    preciseBooking: { errorCode: 'P001', errorMsg: 'request is illegal.' },
    orderPricing: { errorCode: 'P001', errorMsg: 'request is illegal.' },
    cancel: { errorCode: 'P001', errorMsg: 'request is illegal.' },
    uploadAttachment: { errorCode: 'P001', errorMsg: 'request is illegal.' },
    orderDetail: { errorCode: 'P001', errorMsg: 'request is illegal.' },
  };

  it.each(JSON_OPERATIONS)('%s: malformed JSON answers P001 in the operation\'s wording', async (operation) => {
    const response = await client.raw(operation, '{"authentication": {');
    expect(JSON.parse(response.text)).toEqual(malformedAnswers[operation]);
  });

  it('refundRequest: a form without param answers P001 "param is missing", an unreadable one "param is illegal"', async () => {
    const missing = await send(sandbox.baseUrl, OPERATION_PATHS.refundRequest, 'other=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(JSON.parse(missing.text)).toEqual({ errorCode: 'P001', errorMsg: 'param is missing' });
    const garbage = await send(sandbox.baseUrl, OPERATION_PATHS.refundRequest, 'param=%%%', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(JSON.parse(garbage.text)).toEqual(malformedAnswers.refundRequest);
    const notJson = await send(sandbox.baseUrl, OPERATION_PATHS.refundRequest, `param=${encodeURIComponent(Buffer.from('not json').toString('base64'))}`);
    expect(JSON.parse(notJson.text)).toEqual(malformedAnswers.refundRequest);
  });

  it('a missing operation object answers P002/P001 naming it', async () => {
    expect(await client.call('shopping', {})).toEqual({ errorCode: 'P002', errorMsg: 'search is missing.' });
    expect(await client.call('pricing', { pricing: 'x' })).toEqual({ errorCode: 'P001', errorMsg: 'pricing is illegal.' });
    expect(await client.call('modifyOrder', {})).toEqual({ errorCode: 'P002', errorMsg: 'fakeModifyOrder is missing.' });
    expect(await client.call('ticketing', {})).toEqual({ errorCode: 'P001', errorMsg: 'wrong parameter' });
    expect(await client.call('ancillaryOrderDetail', {})).toEqual({ errorCode: 'P002', errorMsg: 'data is missing.' });
    expect(await client.call('checkReimbursed', {})).toEqual({ errorCode: 'P001', errorMsg: 'data is illegal' });
    expect(await client.refund(undefined as unknown as Record<string, unknown>)).toEqual({ errorCode: 'P001', errorMsg: 'data is missing' });
  });

  it('a body over 1 MiB answers P001 and closes the connection', async () => {
    const huge = JSON.stringify({ authentication: client.authentication, search: { pad: 'x'.repeat(1_100_000) } });
    const response = await client.raw('shopping', huge);
    expect(JSON.parse(response.text)).toEqual({ errorCode: 'P001', errorMsg: 'request is illegal.' });
  });

  it('an unknown path answers 404 with an envelope; GET on an API path 405 with an envelope', async () => {
    const unknown = await send(sandbox.baseUrl, '/json/nothing', '{}');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text)).toEqual({ errorCode: 'P001', errorMsg: 'path is illegal.' });
    const get = await send(sandbox.baseUrl, OPERATION_PATHS.ticketing, '', { method: 'GET' });
    expect(get.status).toBe(405);
    expect(JSON.parse(get.text).errorCode).toBe('P001');
  });

  it('random bytes, random JSON and hostile shapes never crash it or answer anything but an envelope', async () => {
    let state = 12345;
    const random = (): number => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state / 2 ** 32;
    };
    const values: unknown[] = [null, true, 0, -1, 1e308, '', 'x', '１', [], {}, [1, 'a'], { a: { b: [] } }, '9'.repeat(40), -0.5];
    const pick = (): unknown => values[Math.floor(random() * values.length)];
    const bodies: (string | Buffer)[] = [
      Buffer.from(Array.from({ length: 64 }, () => Math.floor(random() * 256))),
      '',
      'null',
      '[]',
      '"text"',
      '\uFEFF{}',
      '{"authentication":null}',
    ];
    for (let i = 0; i < 40; i += 1) {
      const operation = OPERATIONS[i % OPERATIONS.length] as OperationId;
      const inner: Record<string, unknown> = {};
      for (const field of ['adults', 'searchAirLegs', 'journeys', 'orderNum', 'solutionId', 'pnrList', 'allPaxOfOrder', 'refundType', 'ancillaryOrderNum', 'cabin', 'tag']) {
        if (random() < 0.5) inner[field] = pick();
      }
      bodies.push(JSON.stringify({ authentication: client.authentication, [OPERATION_OBJECT[operation]]: random() < 0.9 ? inner : pick() }));
    }
    for (const [index, body] of bodies.entries()) {
      const operation = OPERATIONS[index % OPERATIONS.length] as OperationId;
      const response =
        operation === 'refundRequest'
          ? await client.rawRefund(typeof body === 'string' ? body : body.toString('latin1'))
          : await client.raw(operation, body);
      expect(response.status).toBe(200);
      const envelope = JSON.parse(response.text) as Record<string, unknown>;
      expect(typeof envelope.errorCode).toBe('string');
      expect(typeof envelope.errorMsg).toBe('string');
      if (envelope.errorCode !== '0') expect(envelope).not.toHaveProperty('data');
    }
    // Still serving.
    expect((await client.shop(validSearch())).errorCode).toBe('0');
  });
});
