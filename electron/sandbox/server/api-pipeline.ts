/**
 * One partner-API call from request to answer:
 *
 * 1. count it in flight for its operation; beyond the concurrency limit answer B035;
 * 2. read the body (1 MiB at most; 16 MiB for an attachment upload) and apply latency faults;
 * 3. a deciding fault that spoils the call before handling (hang, reset, HTTP 5xx, B024, S001,
 *    any error code);
 * 4. parse: JSON, or for RefundRequest the form's Base64 `param` (P001 when unreadable), or the
 *    request form the caller gives (the older URL form: server/older-url-form.ts);
 * 5. authenticate (B002, B003) before any validation;
 * 6. run the operation; field problems become its P001/P002, business rules their codes, and
 *    anything unexpected S001, so a client never gets anything but an envelope;
 * 7. a deciding fault that spoils the answer (malformed JSON, truncated gzip, data: null, and on
 *    PreciseBooking B006 "order created but failed");
 * 8. write, gzip-compressed when the client accepts gzip (or as the request form says).
 */
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { AFTER_HANDLING, type ActiveFault, type ForcedDrift } from '../faults/fault-rule';
import { type FaultRegistry } from '../faults/fault-registry';
import { OPERATION_HANDLERS } from '../operations/handlers';
import { SANDBOX_NOTICE_HEADER, type OperationResult, type SandboxContext } from '../operations/operation-context';
import { BOOKING_ERRORS } from '../protocol/assumed-error-messages';
import { authenticate, type PartnerDirectory } from '../protocol/authenticate';
import { ApiError, failure, type Envelope } from '../protocol/envelope';
import { concurrencyLimited, illegalField, messageForCode, missingField, systemError, timeOut } from '../protocol/error-messages';
import { FieldProblem, isJsonObject } from '../protocol/field-reader';
import { type OperationId } from '../protocol/operations';
import { readRefundParam, stripBom } from '../protocol/refund-form';
import { MAX_BODY_BYTES, readBody } from './read-body';
import { MAX_UPLOAD_BODY_BYTES, noticeOf } from '../operations/assumed/upload-attachment';
import { acceptsGzip, compress, writeBytes, writeText, type WriteOptions } from './write-response';

/** What reading the request gave: its JSON, or an answer already decided (an unreadable body). */
export type ParsedRequest = { ok: true; json: unknown; headers?: Record<string, string> } | { ok: false; envelope: Envelope; headers?: Record<string, string> };

/** How the answer is encoded: gzip or not, and whether a gzip body says so in Content-Encoding. */
interface AnswerEncoding {
  gzip: boolean;
  labelGzip: boolean;
  contentType?: string;
  /** Added to every answer of the call (e.g. an X-Sandbox-Notice about the encoding). */
  headers?: Record<string, string>;
}

/**
 * Where a request's JSON comes from and how its answer is encoded. The default is the API paths'
 * own (a JSON body; RefundRequest's form), gzip exactly when accepted; the older URL form gives
 * its own (the JSON in the query's Base64 `param`).
 */
export interface RequestForm {
  parse(bodyText: string): ParsedRequest;
  encoding(acceptsGzip: boolean): AnswerEncoding;
}

export interface ApiDependencies {
  context(): SandboxContext;
  partners: PartnerDirectory;
  faults: FaultRegistry;
  /** Requests left unanswered on purpose (hang): closed when the sandbox stops. */
  hanging: Set<ServerResponse>;
}

const inFlight = new WeakMap<ApiDependencies, Map<OperationId, number>>();

export async function handleApiCall(
  operation: OperationId,
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
  deps: ApiDependencies,
  form: RequestForm = apiPathForm(operation),
): Promise<void> {
  const counts = inFlight.get(deps) ?? new Map<OperationId, number>();
  inFlight.set(deps, counts);
  counts.set(operation, (counts.get(operation) ?? 0) + 1);
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    counts.set(operation, (counts.get(operation) ?? 1) - 1);
  };
  response.on('close', release);
  response.on('finish', release);

  const encoding = form.encoding(acceptsGzip(request));
  const answer = (envelope: Envelope, headers?: Record<string, string>, closeConnection = false): Promise<void> =>
    writeText(response, JSON.stringify(envelope), { ...writeOptionsOf(encoding), headers: { ...encoding.headers, ...headers }, closeConnection });

  const body = await readBody(request, operation === 'uploadAttachment' ? MAX_UPLOAD_BODY_BYTES : MAX_BODY_BYTES);
  if (!body.ok) {
    if (body.reason === 'too-large') await answer(failure(illegalField(operation, 'request')), undefined, true);
    return;
  }

  const { limit, rule: limitRule } = deps.faults.concurrencyLimit(operation);
  if ((counts.get(operation) ?? 0) > limit) {
    deps.faults.noteRejection(limitRule);
    await answer(failure(concurrencyLimited()));
    return;
  }

  const latency = deps.faults.takeLatency(operation);
  if (latency > 0) {
    await new Promise((resolve) => setTimeout(resolve, latency));
    if (response.destroyed) return;
  }

  const drift = deps.faults.takeDrift(operation);
  const fault = deps.faults.takeDecidingFault(operation);
  if (fault && !AFTER_HANDLING.has(fault.kind)) {
    await spoilBeforeHandling(fault, operation, response, deps, answer);
    return;
  }

  const result = run(operation, path, form.parse(body.text), deps, drift);
  if (fault?.kind === 'hang-after') {
    hang(response, deps);
    return;
  }
  if (fault) {
    await spoilAnswer(fault, result.envelope, response, encoding);
    return;
  }
  await answer(result.envelope, result.headers);
}

function writeOptionsOf(encoding: AnswerEncoding): WriteOptions {
  return { gzip: encoding.gzip, labelGzip: encoding.labelGzip, ...(encoding.contentType ? { contentType: encoding.contentType } : {}), headers: encoding.headers };
}

/** The API paths' own form: a JSON body (RefundRequest: its form's `param`); gzip when accepted. */
function apiPathForm(operation: OperationId): RequestForm {
  return {
    parse: (text) => (operation === 'refundRequest' ? parseRefundForm(text) : parseJsonBody(operation, text)),
    encoding: (accepted) => ({ gzip: accepted, labelGzip: true }),
  };
}

function parseJsonBody(operation: OperationId, text: string): ParsedRequest {
  try {
    return { ok: true, json: JSON.parse(stripBom(text)) };
  } catch {
    return { ok: false, envelope: failure(illegalField(operation, 'request')) };
  }
}

function parseRefundForm(text: string): ParsedRequest {
  const param = readRefundParam(text);
  if (!param.ok) {
    const problem = param.problem === 'missing' ? missingField('refundRequest', 'param') : illegalField('refundRequest', 'param');
    return { ok: false, envelope: failure(problem) };
  }
  const headers: Record<string, string> = param.param.rawPlusRepaired
    ? { [SANDBOX_NOTICE_HEADER]: 'param contained raw "+" characters (read as spaces by form decoding); percent-encode it as %2B' }
    : {};
  return { ok: true, json: param.param.json, headers };
}

function run(operation: OperationId, path: string, parsed: ParsedRequest, deps: ApiDependencies, drift: ForcedDrift | null): OperationResult {
  try {
    if (!parsed.ok) return { envelope: parsed.envelope, headers: parsed.headers };
    const json = parsed.json;
    const headers: Record<string, string> = { ...parsed.headers };
    const auth = authenticate(json, deps.partners);
    if (!auth.ok) return { envelope: failure(auth.error), headers };
    if (!isJsonObject(json)) return { envelope: failure(illegalField(operation, 'request')), headers };
    const result = OPERATION_HANDLERS[operation]({ partnerId: auth.partnerId, body: json, path, ...(drift ? { forcedDrift: drift } : {}) }, deps.context());
    return { envelope: result.envelope, headers: { ...headers, ...result.headers } };
  } catch (error) {
    if (error instanceof FieldProblem) {
      return { envelope: failure(error.kind === 'missing' ? missingField(operation, error.field) : illegalField(operation, error.field)), headers: noticeOf(error) };
    }
    if (error instanceof ApiError) return { envelope: failure(error.error) };
    return { envelope: failure(systemError(operation)) };
  }
}

async function spoilBeforeHandling(
  fault: ActiveFault,
  operation: OperationId,
  response: ServerResponse,
  deps: ApiDependencies,
  answer: (envelope: Envelope) => Promise<void>,
): Promise<void> {
  switch (fault.kind) {
    case 'hang':
      hang(response, deps);
      return;
    case 'reset':
      response.socket?.destroy();
      return;
    case 'http-status': {
      const status = fault.status ?? 500;
      const html = `<html><head><title>${status}</title></head><body><h1>${status} ${STATUS_TEXT[status] ?? 'Error'}</h1></body></html>`;
      writeBytes(response, Buffer.from(html, 'utf8'), { status, contentType: 'text/html;charset=UTF-8' });
      return;
    }
    case 'timeout':
      await answer(failure(timeOut(operation)));
      return;
    case 'error-code': {
      const code = fault.code ?? 'S001';
      await answer(failure({ code, message: fault.message ?? messageForCode(operation, code) }));
      return;
    }
    default:
      await answer(failure(systemError(operation)));
  }
}

/** Never answers: the connection stays open until the client gives up (or the sandbox closes). */
function hang(response: ServerResponse, deps: ApiDependencies): void {
  deps.hanging.add(response);
  response.on('close', () => deps.hanging.delete(response));
}

const STATUS_TEXT: Readonly<Record<number, string>> = { 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable' };

async function spoilAnswer(fault: ActiveFault, envelope: Envelope, response: ServerResponse, encoding: AnswerEncoding): Promise<void> {
  const text = JSON.stringify(envelope);
  const options = writeOptionsOf(encoding);
  switch (fault.kind) {
    case 'null-data':
      await writeText(response, JSON.stringify({ errorCode: '0', errorMsg: 'ok', data: null }), options);
      return;
    case 'malformed-json': {
      // Cut inside the JSON so no parser accepts it, as a broken proxy would deliver it.
      const cut = text.slice(0, Math.max(1, Math.floor(text.length * 0.6)));
      await writeText(response, cut.endsWith('}') ? `${cut.slice(0, -1)},` : cut, options);
      return;
    }
    case 'created-but-failed': {
      // The booking really happened: the client must read the order, never book again.
      const orderNum = envelope.errorCode === '0' && isJsonObject(envelope.data) ? envelope.data.orderNum : undefined;
      const spoiled = typeof orderNum === 'string' ? failure(BOOKING_ERRORS.createdButFailed(orderNum)) : envelope;
      await writeText(response, JSON.stringify(spoiled), options);
      return;
    }
    case 'truncated-gzip': {
      const compressed = await compress(text);
      writeBytes(response, compressed.subarray(0, Math.max(10, Math.floor(compressed.length / 2))), { headers: { ...encoding.headers, 'Content-Encoding': 'gzip' } });
      return;
    }
    default:
      await writeText(response, text, options);
  }
}
