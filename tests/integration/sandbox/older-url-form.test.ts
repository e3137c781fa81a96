/**
 * The older URL form (assumed from public material, not in the specification; docs/sandbox.md,
 * "The older URL form"), driven as an older client drives it: a plain node:http client builds
 * `/<operation>?param=<Base64 of the JSON body>` with the Base64 raw in the URL (`+`, `/`, `=`
 * unescaped), sends GET or POST without Accept-Encoding, gunzips Shopping's answer itself and reads
 * the other answers as plain JSON.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signFor, startSandbox, type RunningSandbox, type SandboxInfo } from '../../../electron/sandbox';
import { ADULT, bookingFor } from './support/booking';
import { beijingDate, pricingRequestFor } from './support/itineraries';
import { airOrder } from './support/order-book';
import { SandboxClient, type WireEnvelope } from './support/sandbox-client';

let sandbox: RunningSandbox;
let client: SandboxClient;

beforeAll(async () => {
  sandbox = await startSandbox();
  client = new SandboxClient(sandbox);
});
beforeEach(() => sandbox.reset());
afterAll(() => sandbox.close());

interface OldResponse {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
}

/** What older clients do: `Buffer.from(JSON.stringify(body)).toString('base64')` into the URL as is. */
function base64Of(payload: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify({ authentication: client.authentication, ...payload })).toString('base64');
}

function oldCall(path: string, options: { method?: 'GET' | 'POST' | 'PUT'; headers?: Record<string, string>; body?: string } = {}): Promise<OldResponse> {
  const { port, hostname } = new URL(sandbox.baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, path, method: options.method ?? 'GET', headers: options.headers ?? {} }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, bytes: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** Shopping as older clients read it: `zlib.gunzip(body)` whatever the headers say. */
async function oldShop(path: string, search: Record<string, unknown>, headers: Record<string, string> = {}): Promise<{ response: OldResponse; envelope: WireEnvelope }> {
  const response = await oldCall(`${path}?param=${base64Of({ search })}`, { headers });
  return { response, envelope: JSON.parse(gunzipSync(response.bytes).toString('utf8')) as WireEnvelope };
}

/** The other operations as older clients read them: `JSON.parse(body)`. */
async function oldJson(path: string, payload: Record<string, unknown>, method: 'GET' | 'POST' = 'GET'): Promise<{ response: OldResponse; envelope: WireEnvelope }> {
  const response = await oldCall(`${path}?param=${base64Of(payload)}`, { method });
  return { response, envelope: JSON.parse(response.bytes.toString('utf8')) as WireEnvelope };
}

const search = (days = 20) => ({
  adults: 1,
  children: 0,
  infants: 0,
  nonstop: 0,
  solutions: 0,
  searchAirLegs: [{ cabinClass: 'Economy', departureDate: beijingDate(sandbox.now(), days), origin: 'PEK', destination: 'SHA' }],
});

describe('the older URL form: Shopping V2–V4 answer gzip as older clients expect', () => {
  it('GET /shoppingV2 without Accept-Encoding: the body is gzip (the client gunzips it), unlabelled, with a notice', async () => {
    const { response, envelope } = await oldShop('/shoppingV2', search());
    expect(response.status).toBe(200);
    expect(response.bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['x-sandbox-notice']).toMatch(/always gzip/);
    expect(envelope.errorCode).toBe('0');
    expect(envelope.data.solutions.length).toBeGreaterThan(0);
    expect(envelope.data.flights[0].segmengtIds.length).toBeGreaterThan(0);
  });

  it('GET /shoppingV3 and /shoppingV4 with Accept-Encoding: gzip are labelled Content-Encoding: gzip; the answer is the V8 one', async () => {
    const v8 = await client.shop(search());
    for (const path of ['/shoppingV3', '/shoppingV4']) {
      const { response, envelope } = await oldShop(path, search(), { 'Accept-Encoding': 'gzip, deflate' });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-sandbox-notice']).toBeUndefined();
      expect(envelope.data.solutions.map((s: { solutionId: string }) => s.solutionId)).toEqual(v8.data.solutions.map((s: { solutionId: string }) => s.solutionId));
    }
  });

  it('a Shopping error is gzip too (the client gunzips every Shopping answer), and faults apply under the same name', async () => {
    const past = await oldShop('/shoppingV2', search(-3));
    expect(past.envelope).toEqual({ errorCode: 'B038', errorMsg: 'Departure date must be today to a year.' });
    await client.control('POST', '/sandbox/faults', { faults: ['shopping:error=B014:times=1'] });
    expect((await oldShop('/shoppingV2', search())).envelope).toEqual({ errorCode: 'B014', errorMsg: 'Shopping failed.' });
  });
});

describe('the older URL form: the booking path, as an older client rehearses it', () => {
  it('shop → price (precisePricing_V2, GET) → book (preciseBooking, POST) → orderPricing → ticketing, all plain JSON', async () => {
    const { envelope: shopped } = await oldShop('/shoppingV2', search());
    const pricingRequest = pricingRequestFor(shopped.data, shopped.data.solutions[0]);
    const priced = await oldJson('/precisePricing_V2', { pricing: pricingRequest });
    expect(priced.response.headers['content-encoding']).toBeUndefined();
    expect(priced.response.headers['content-type']).toMatch(/^application\/json/);
    expect(priced.envelope.errorCode).toBe('0');

    const booked = await oldJson('/preciseBooking', { booking: bookingFor(priced.envelope.data, [ADULT]) }, 'POST');
    expect(booked.envelope.errorCode).toBe('0');
    const orderNum: string = booked.envelope.data.orderNum;
    expect(orderNum).toMatch(/^\d{18}$/);

    const orderPriced = await oldJson('/orderPricing', { orderPricing: { orderNum } });
    expect(orderPriced.envelope.errorCode).toBe('0');
    expect(orderPriced.envelope.data.orderResult).toMatchObject({ orderNum, orderStatus: 'TO_BE_PAID' });

    const ticketed = await oldJson('/ticketing', { ticketing: { orderNum, email: 'agent@example.com', name: 'LIN/XIAOMEI', telNum: '13800138000' } }, 'POST');
    expect(ticketed.envelope.errorCode).toBe('0');
    expect(ticketed.envelope.data.orderNum).toBe(orderNum);
    // Paying again is B024 on the older form too: never charged twice.
    expect((await oldJson('/ticketing', { ticketing: { orderNum, email: 'agent@example.com', name: 'LIN/XIAOMEI', telNum: '13800138000' } })).envelope.errorCode).toBe('B024');
  });

  it('PrecisePricing without a solutionId (older clients send only the journeys) is direct pricing, on every older path', async () => {
    const { envelope: shopped } = await oldShop('/shoppingV2', search());
    const { solutionId: _shopped, ...journeysOnly } = pricingRequestFor(shopped.data, shopped.data.solutions[0]);
    for (const path of ['/precisePricing', '/precisePricing_V2', '/precisePricing_V3', '/precisePricing_V4', '/precisePricing_V5', '/precisePricing_V6']) {
      const { envelope } = await oldJson(path, { pricing: journeysOnly }, path.endsWith('5') ? 'POST' : 'GET');
      expect(envelope.errorCode, path).toBe('0');
      expect(envelope.data.solution.solutionId).toMatch(/^[A-Za-z0-9+/=]{60,}$/);
    }
    // A solutionId sent is compared with the journeys, as on V9 (B068 when they differ).
    const firstFlight = (solution: { journeys: Record<string, string[]> }): string | undefined => solution.journeys.journey_0?.[0];
    const other = shopped.data.solutions.find((solution: { journeys: Record<string, string[]> }) => firstFlight(solution) !== firstFlight(shopped.data.solutions[0]));
    expect(other).toBeDefined();
    expect((await oldJson('/precisePricing_V2', { pricing: { ...journeysOnly, solutionId: other.solutionId } })).envelope).toEqual({ errorCode: 'B068', errorMsg: expect.any(String) });
  });

  it('cancel on the older form cancels a to-be-paid order ("OK", no data)', async () => {
    const order = await airOrder(client, /ticketing succeeds/);
    const { envelope } = await oldJson('/cancel', { cancel: { orderNum: order.orderNum, virtualPnr: order.pnr } });
    expect(envelope).toEqual({ errorCode: '0', errorMsg: 'OK' });
    expect((await oldJson('/cancel', { cancel: { orderNum: order.orderNum } })).envelope.errorCode).toBe('B041');
  });

  it('authentication comes first, as on the JSON paths', async () => {
    const wrongSign = Buffer.from(JSON.stringify({ authentication: { partnerId: sandbox.partnerId, sign: signFor(sandbox.partnerId, 'wrong') }, ticketing: {} })).toString('base64');
    const response = await oldCall(`/ticketing?param=${wrongSign}`);
    expect(JSON.parse(response.bytes.toString('utf8'))).toEqual({ errorCode: 'B003', errorMsg: 'Illegal sign.' });
  });
});

describe('the older URL form: param decoding, lenient where nothing is lost, strict about the result', () => {
  /** A payload whose Base64 holds '+' and '/' (padded with an ignored key until it does). */
  function awkwardBase64(): string {
    for (let pad = 0; pad < 200; pad += 1) {
      const base64 = base64Of({ search: search(), pad: '>'.repeat(pad) + '?' });
      if (base64.includes('+') && base64.includes('/') && base64.endsWith('=')) return base64;
    }
    throw new Error('no padding gave a Base64 with "+", "/" and "="');
  }

  it('reads the same request raw (+ read back from spaces), percent-encoded, twice encoded, URL-safe, unpadded, and from a POST form body', async () => {
    const base64 = awkwardBase64();
    const urlSafe = base64.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
    const variants: Array<[string, string, { method?: 'POST'; body?: string; headers?: Record<string, string> }?]> = [
      ['raw', `/shoppingV2?param=${base64}`],
      ['percent-encoded', `/shoppingV2?param=${encodeURIComponent(base64)}`],
      ['twice encoded', `/shoppingV2?param=${encodeURIComponent(encodeURIComponent(base64))}`],
      ['URL-safe, no padding', `/shoppingV2?param=${urlSafe}`],
      ['POST form body', '/shoppingV2', { method: 'POST', body: `param=${encodeURIComponent(base64)}`, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }],
    ];
    for (const [name, path, options] of variants) {
      const response = await oldCall(path, options);
      const envelope = JSON.parse(gunzipSync(response.bytes).toString('utf8')) as WireEnvelope;
      expect(envelope.errorCode, name).toBe('0');
    }
  });

  it('P002 "param is missing." without param; P001 "param is illegal." for bad Base64, non-JSON, non-object: the reason in X-Sandbox-Notice', async () => {
    const cases: Array<[string, string, WireEnvelope, RegExp]> = [
      ['absent', '/precisePricing_V2', { errorCode: 'P002', errorMsg: 'param is missing.' }, /param: absent or empty/],
      ['empty', '/preciseBooking?param=', { errorCode: 'P002', errorMsg: 'param is missing.' }, /param: absent or empty/],
      ['not Base64', '/orderPricing?param=eyJh*GVz', { errorCode: 'P001', errorMsg: 'param is illegal.' }, /param: not Base64: "\*" at character 5/],
      ['impossible length', '/orderPricing?param=eyJhY', { errorCode: 'P001', errorMsg: 'param is illegal.' }, /param: not Base64: 5 characters/],
      ['not JSON', `/cancel?param=${Buffer.from('orderNum=1').toString('base64')}`, { errorCode: 'P001', errorMsg: 'param is illegal.' }, /param: Base64 of text that is not JSON/],
      ['not an object', `/cancel?param=${Buffer.from('[1,2]').toString('base64')}`, { errorCode: 'P001', errorMsg: 'param is illegal.' }, /param: Base64 of JSON that is not an object/],
      ['not UTF-8', `/cancel?param=${Buffer.from([0xff, 0xfe, 0x7b]).toString('base64')}`, { errorCode: 'P001', errorMsg: 'param is illegal.' }, /param: Base64 of bytes that are not UTF-8/],
      // Ticketing's own table says only "wrong parameter"; the older form's carrier names param.
      ['ticketing', '/ticketing?param=%%%', { errorCode: 'P001', errorMsg: 'param is illegal.' }, /param: not Base64: "%" at character 1/],
      ['malformed escape', '/ticketing?param=%25E0%25A4', { errorCode: 'P001', errorMsg: 'param is illegal.' }, /param: a malformed percent escape/],
    ];
    for (const [name, path, expected, notice] of cases) {
      const response = await oldCall(path);
      expect(response.status, name).toBe(200);
      expect(JSON.parse(response.bytes.toString('utf8')), name).toEqual(expected);
      expect(String(response.headers['x-sandbox-notice']), name).toMatch(notice);
    }
    // Shopping's errors are gzip like its answers.
    const shopping = await oldCall('/shoppingV2?param=@@');
    expect(JSON.parse(gunzipSync(shopping.bytes).toString('utf8'))).toEqual({ errorCode: 'P001', errorMsg: 'param is illegal.' });
  });
});

describe('the older URL form: what it does not serve', () => {
  it('operations the sandbox does not simulate (voiding, penalty) answer 501 SBX501 naming them, not 404', async () => {
    for (const name of ['voiding', 'penalty']) {
      const response = await oldCall(`/${name}?param=${base64Of({ [name]: { orderNum: '917083410105919001' } })}`);
      expect(response.status).toBe(501);
      const envelope = JSON.parse(response.bytes.toString('utf8')) as WireEnvelope;
      expect(envelope.errorCode).toBe('SBX501');
      expect(envelope.errorMsg).toMatch(new RegExp(`^${name} is not simulated by this sandbox\\.`));
      expect(envelope).not.toHaveProperty('data');
      expect(response.headers['x-sandbox-notice']).toMatch(/not simulated/);
    }
    // Anything else is still an unknown path.
    expect((await oldCall('/shoppingV9?param=e30=')).status).toBe(404);
  });

  it('methods other than GET and POST answer 405 naming both', async () => {
    const response = await oldCall(`/shoppingV2?param=${base64Of({ search: search() })}`, { method: 'PUT' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, POST');
  });

  it('GET /sandbox lists the older paths and the operations not simulated', async () => {
    const info = (await client.control<SandboxInfo>('GET', '/sandbox')).body;
    expect(info.olderUrlForm.paths).toMatchObject({ '/shoppingV2': 'shopping', '/precisePricing_V6': 'pricing', '/preciseBooking': 'preciseBooking', '/cancel': 'cancel' });
    expect(info.olderUrlForm.notSimulated).toEqual(['/voiding', '/penalty']);
  });
});
