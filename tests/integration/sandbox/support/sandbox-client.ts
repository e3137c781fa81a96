/**
 * A small client for the sandbox contract tests, on node:http so every header (Accept-Encoding
 * above all) is exactly what the test says and the raw bytes are visible.
 */
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { OPERATION_PATHS, signFor, type OperationId, type RunningSandbox } from '../../../../electron/sandbox';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as received (still compressed when Content-Encoding is gzip). */
  bytes: Buffer;
  /** The body decompressed when needed, as text. */
  text: string;
}

/** The envelope with `data` typed loosely: tests read the wire shapes they assert. */
export interface WireEnvelope {
  errorCode: string;
  errorMsg: string;
  warningMsg?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data?: any;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  gzip?: boolean;
  /** Give up (destroy the request) after this long without an answer. */
  timeoutMs?: number;
  /** false: leave a gzip body compressed (text is then empty). */
  decode?: boolean;
}

export function send(baseUrl: string, path: string, body: string | Buffer, options: SendOptions = {}): Promise<RawResponse> {
  const url = new URL(path, baseUrl);
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
  if (options.gzip) headers['Accept-Encoding'] = 'gzip';
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: options.method ?? 'POST', headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const gzipped = incoming.headers['content-encoding'] === 'gzip';
        try {
          const text = gzipped && options.decode === false ? '' : (gzipped ? gunzipSync(bytes) : bytes).toString('utf8');
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, bytes, text });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    outgoing.on('error', reject);
    if (options.timeoutMs !== undefined) outgoing.setTimeout(options.timeoutMs, () => outgoing.destroy(new Error('client timeout')));
    outgoing.end(body);
  });
}

export class SandboxClient {
  constructor(readonly sandbox: RunningSandbox) {}

  get authentication(): { partnerId: string; sign: string } {
    return { partnerId: this.sandbox.partnerId, sign: signFor(this.sandbox.partnerId, this.sandbox.partnerKey) };
  }

  /** Posts `{ authentication, ...payload }` to an operation and parses the envelope. */
  async call(operation: OperationId, payload: Record<string, unknown>, options: SendOptions = {}): Promise<WireEnvelope> {
    const response = await this.raw(operation, JSON.stringify({ authentication: this.authentication, ...payload }), options);
    return JSON.parse(response.text) as WireEnvelope;
  }

  raw(operation: OperationId, body: string | Buffer, options: SendOptions = {}): Promise<RawResponse> {
    return send(this.sandbox.baseUrl, OPERATION_PATHS[operation], body, options);
  }

  shop(search: Record<string, unknown>): Promise<WireEnvelope> {
    return this.call('shopping', { search }, { gzip: true });
  }

  price(pricing: Record<string, unknown>): Promise<WireEnvelope> {
    return this.call('pricing', { pricing });
  }

  ticket(orderNum: string, extra: Record<string, unknown> = {}): Promise<WireEnvelope> {
    return this.call('ticketing', { ticketing: { orderNum, email: 'agent@example.com', name: 'ZHANG/WEI', telNum: '13800138000', ...extra } });
  }

  issue(orderNum: string): Promise<WireEnvelope> {
    return this.call('modifyOrder', { fakeModifyOrder: { orderNum } });
  }

  ancillary(ancillaryOrderNum: string): Promise<WireEnvelope> {
    return this.call('ancillaryOrderDetail', { data: { ancillaryOrderNum } });
  }

  reimbursement(orderNum: string): Promise<WireEnvelope> {
    return this.call('checkReimbursed', { data: { orderNum } });
  }

  /** RefundRequest: the JSON Base64-encoded into a percent-encoded form field `param`. */
  async refund(data: Record<string, unknown>, options: { authentication?: unknown; rawPlus?: boolean } = {}): Promise<WireEnvelope & { notice?: string }> {
    const json = JSON.stringify({ authentication: options.authentication ?? this.authentication, data });
    const response = await this.rawRefund(json, options.rawPlus ?? false);
    const notice = response.headers['x-sandbox-notice'];
    return { ...(JSON.parse(response.text) as WireEnvelope), ...(typeof notice === 'string' ? { notice } : {}) };
  }

  rawRefund(json: string, rawPlus = false): Promise<RawResponse> {
    const base64 = Buffer.from(json, 'utf8').toString('base64');
    const value = rawPlus ? base64 : encodeURIComponent(base64);
    return send(this.sandbox.baseUrl, OPERATION_PATHS.refundRequest, `param=${value}`, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  }

  async control<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await send(this.sandbox.baseUrl, path, body === undefined ? '' : JSON.stringify(body), { method });
    return { status: response.status, body: JSON.parse(response.text) as T };
  }
}
