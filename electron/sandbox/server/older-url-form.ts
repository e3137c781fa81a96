/**
 * The older URL form — ASSUMED FROM PUBLIC MATERIAL, NOT IN THE SPECIFICATION.
 *
 * Older public clients of the service call `GET` (or `POST`) `/<operation>?param=<Base64 of the
 * JSON body>` at the root of the base URL, not `POST /json/<operation>` with a JSON body:
 * `shoppingV2`, `precisePricing_V2`, `preciseBooking`, `orderPricing`, `ticketing`, `cancel`, and
 * `penalty`, which the sandbox does not simulate. What public material shows, and what this module
 * does about it (docs/sandbox.md, "The older URL form", says the same):
 *
 * - The Base64 goes into the URL as it is: `+`, `/` and `=` unescaped, so the query's form decoding
 *   turns every `+` into a space. Decoding is lenient where nothing is lost — spaces read back as
 *   `+` (Base64 has no spaces), percent escapes (also twice-encoded ones: Base64 has no `%`), the
 *   URL-safe alphabet (`-`, `_`), missing `=` padding, line breaks — and strict about the result:
 *   Base64 of UTF-8 JSON holding an object, else `P001 param is illegal.` (absent or empty:
 *   `P002 param is missing.`), the reason in `X-Sandbox-Notice`. On POST a form body's `param` is
 *   read when the query has none.
 * - The JSON is handed to the same handlers as the `/json/` paths, with the same authentication,
 *   faults (same operation names) and concurrency limits. PrecisePricing without a `solutionId`
 *   (older clients send only the journeys) is direct pricing, as on `_V10`.
 * - gzip: older clients gunzip every Shopping answer themselves and send no `Accept-Encoding`
 *   (Node `request` with `encoding: null` then `zlib.gunzip`), and read the other operations'
 *   answers as plain JSON. So a Shopping answer on this form is ALWAYS gzip; it says
 *   `Content-Encoding: gzip` when the request accepts gzip (the notes' rule for the JSON paths),
 *   otherwise it goes as `application/gzip` without that header (a library told the body is gzip
 *   would unzip it before the client's own gunzip). The other operations follow the JSON paths'
 *   rule: gzip, labelled, exactly when accepted.
 * - Operations the sandbox does not simulate (`voiding`, `penalty`) answer HTTP 501 with
 *   `{"errorCode":"SBX501","errorMsg":"<op> is not simulated by this sandbox…"}`, never 404.
 */
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { SANDBOX_NOTICE_HEADER } from '../operations/operation-context';
import { failure, type Envelope } from '../protocol/envelope';
import { isJsonObject, type JsonObject } from '../protocol/field-reader';
import { NEWER_VERSION_PATHS, OPERATION_PATHS, type OperationId } from '../protocol/operations';
import { parseFormBody, stripBom } from '../protocol/refund-form';
import { handleApiCall, type ApiDependencies, type ParsedRequest, type RequestForm } from './api-pipeline';
import { writeText } from './write-response';

/** The older paths the sandbox serves, and the operation whose handler answers each. */
export const OLDER_URL_FORM_PATHS: Readonly<Record<string, OperationId>> = {
  '/shoppingV2': 'shopping',
  '/shoppingV3': 'shopping',
  '/shoppingV4': 'shopping',
  '/precisePricing': 'pricing',
  '/precisePricing_V2': 'pricing',
  '/precisePricing_V3': 'pricing',
  '/precisePricing_V4': 'pricing',
  '/precisePricing_V5': 'pricing',
  '/precisePricing_V6': 'pricing',
  '/preciseBooking': 'preciseBooking',
  '/orderPricing': 'orderPricing',
  '/ticketing': 'ticketing',
  '/cancel': 'cancel',
};

/** Older operations public material names that the sandbox does not simulate: 501, not 404. */
export const NOT_SIMULATED_OLDER_OPERATIONS: readonly string[] = ['voiding', 'penalty'];

/** The sandbox's own code for "not simulated": no code of the service looks like it. */
const NOT_SIMULATED_CODE = 'SBX501';

/** The PrecisePricing path whose rules the older form gets: V9's, plus direct pricing. */
const DIRECT_PRICING_PATH = '/json/precisePricing_V10';
if (NEWER_VERSION_PATHS[DIRECT_PRICING_PATH] !== 'pricing') throw new Error(`${DIRECT_PRICING_PATH} must be a PrecisePricing path with direct pricing`);

const SERVED = 'shoppingV2-V4, precisePricing and precisePricing_V2-V6, preciseBooking, orderPricing, ticketing and cancel';

/**
 * Answers the request when its path is of the older URL form (true), or leaves it (false) for
 * the caller's 404.
 */
export async function serveOlderUrlForm(path: string, query: URLSearchParams, request: IncomingMessage, response: ServerResponse, api: ApiDependencies): Promise<boolean> {
  const operation = OLDER_URL_FORM_PATHS[path];
  if (operation) {
    if (request.method !== 'GET' && request.method !== 'POST') {
      request.resume();
      await writeText(response, JSON.stringify(failure({ code: 'P001', message: 'method is illegal.' })), { status: 405, headers: { Allow: 'GET, POST' } });
      return true;
    }
    const handlerPath = operation === 'pricing' ? DIRECT_PRICING_PATH : OPERATION_PATHS[operation];
    await handleApiCall(operation, handlerPath, request, response, api, olderUrlForm(operation, query, request.method));
    return true;
  }
  const name = path.slice(1);
  if (NOT_SIMULATED_OLDER_OPERATIONS.includes(name)) {
    request.resume();
    await writeText(response, JSON.stringify(notSimulated(name)), {
      status: 501,
      headers: { [SANDBOX_NOTICE_HEADER]: `${name} is not simulated; the older URL form serves ${SERVED} (docs/sandbox.md)` },
    });
    return true;
  }
  return false;
}

function notSimulated(name: string): Envelope {
  return failure({
    code: NOT_SIMULATED_CODE,
    message: `${name} is not simulated by this sandbox. Rehearse it against the service's test environment; the sandbox serves ${SERVED} in the older URL form.`,
  });
}

function olderUrlForm(operation: OperationId, query: URLSearchParams, method: string): RequestForm {
  return {
    parse: (bodyText) => {
      const fromBody = query.get('param') === null && method === 'POST' && bodyText.trim() !== '' ? parseFormBody(bodyText)?.get('param') : undefined;
      const decoded = decodeParam(query.get('param') ?? fromBody);
      if (!decoded.ok) {
        const error = decoded.problem === 'missing' ? { code: 'P002', message: 'param is missing.' } : { code: 'P001', message: 'param is illegal.' };
        return { ok: false, envelope: failure(error), headers: { [SANDBOX_NOTICE_HEADER]: headerSafe(`param: ${decoded.reason}`) } };
      }
      return { ok: true, json: operation === 'pricing' ? withDirectPricingDefault(decoded.json) : decoded.json } satisfies ParsedRequest;
    },
    encoding: (accepted) =>
      operation !== 'shopping' || accepted
        ? { gzip: operation === 'shopping' || accepted, labelGzip: true }
        : {
            gzip: true,
            labelGzip: false,
            contentType: 'application/gzip',
            headers: { [SANDBOX_NOTICE_HEADER]: 'older URL form: Shopping answers are always gzip (older clients gunzip them); send Accept-Encoding: gzip to have it labelled Content-Encoding: gzip' },
          },
  };
}

/** Older PrecisePricing requests carry only the journeys: no solutionId means direct pricing. */
function withDirectPricingDefault(json: JsonObject): JsonObject {
  const pricing = json.pricing;
  if (!isJsonObject(pricing)) return json;
  const id = pricing.solutionId;
  if (id !== undefined && id !== null && !(typeof id === 'string' && id.trim() === '')) return json;
  return { ...json, pricing: { ...pricing, solutionId: 'direct pricing' } };
}

type ParamDecoding = { ok: true; json: JsonObject } | { ok: false; problem: 'missing' | 'illegal'; reason: string };

/**
 * The query's `param` (already form-decoded once) → the JSON object it carries. Lenient only where
 * nothing can be misread; strict about what comes out.
 */
function decodeParam(raw: string | null | undefined): ParamDecoding {
  if (raw === null || raw === undefined || raw.trim() === '') {
    return { ok: false, problem: 'missing', reason: 'absent or empty; send /<operation>?param=<Base64 of the JSON body>' };
  }
  let value = raw.trim();
  // Escapes left after the query's own decoding: a client that encoded twice. Base64 has no '%'.
  for (let round = 0; round < 2 && /%[0-9A-Fa-f]{2}/.test(value); round += 1) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return illegal('a malformed percent escape');
    }
  }
  const base64 = value
    .replaceAll(' ', '+')
    .replaceAll(/[\r\n\t]/g, '')
    .replaceAll('-', '+')
    .replaceAll('_', '/')
    .replace(/={1,2}$/, '');
  const stray = /[^A-Za-z0-9+/]/.exec(base64);
  if (stray) return illegal(`not Base64: "${stray[0]}" at character ${stray.index + 1}`);
  if (base64.length % 4 === 1) return illegal(`not Base64: ${base64.length} characters cannot encode whole bytes`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(base64, 'base64'));
  } catch {
    return illegal('Base64 of bytes that are not UTF-8 text');
  }
  let json: unknown;
  try {
    json = JSON.parse(stripBom(text));
  } catch {
    return illegal('Base64 of text that is not JSON');
  }
  if (!isJsonObject(json)) return illegal('Base64 of JSON that is not an object ({"authentication":…, "<operation>":…})');
  return { ok: true, json };
}

/** Header values must be printable ASCII: a stray character quoted from the param may not be. */
function headerSafe(text: string): string {
  return text.replaceAll(/[^\x20-\x7e]/g, '?');
}

function illegal(reason: string): ParamDecoding {
  return { ok: false, problem: 'illegal', reason };
}
