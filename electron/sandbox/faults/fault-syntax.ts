/**
 * The text form of a fault, shared by `--fault`, the SANDBOX_FAULTS environment variable and
 * `POST /sandbox/faults` (which also takes JSON rules):
 *
 *   <operation>:<kind>[=<value>][:times=<n>]
 *
 * operation: shopping | pricing | modifyOrder | ticketing | ancillaryOrderDetail |
 *            checkReimbursed | refundRequest | preciseBooking | orderPricing | cancel |
 *            uploadAttachment | orderDetail | * (or all); case-insensitive, dashes ignored;
 *            short aliases: modify, ancillary, reimbursed, refund, booking, upload, detail.
 * kind:      latency=<ms> | hang | hang-after | b024 (or timeout) | b035=<limit> (or concurrency=<limit>) |
 *            s001 (or system-error) | http=<500|502|503> (or http500…) | reset |
 *            malformed-json | truncated-gzip | null-data | drift=<up|down|booking-code|schedule> |
 *            b006 (preciseBooking only) |
 *            error=<CODE> (answers that business error code, e.g. shopping:error=B014)
 *
 * Several faults: repeat --fault, or separate them with `;` or `,` in SANDBOX_FAULTS.
 * Examples: `pricing:latency=1500`, `*:http=503:times=2`, `ticketing:b024:times=1`,
 * `refundRequest:b035=2`, `shopping:truncated-gzip`, `shopping:error=B014:times=1`.
 */
import { OPERATION_IDS } from '../protocol/operations';
import { CREATED_BUT_FAILED_OPERATIONS, FAULT_KINDS, type FaultRule, type FaultTarget, FORCED_DRIFTS } from './fault-rule';

const OPERATION_ALIASES: Readonly<Record<string, FaultTarget>> = {
  '*': '*',
  all: '*',
  modify: 'modifyOrder',
  ancillary: 'ancillaryOrderDetail',
  detail: 'orderDetail',
  reimbursed: 'checkReimbursed',
  reimbursement: 'checkReimbursed',
  refund: 'refundRequest',
  booking: 'preciseBooking',
  book: 'preciseBooking',
  upload: 'uploadAttachment',
  attachment: 'uploadAttachment',
};

const HTTP_STATUSES = new Set([500, 502, 503]);

export class FaultSyntaxError extends Error {}

export function parseFaultTarget(text: string): FaultTarget {
  const key = text.trim().toLowerCase().replaceAll(/[-_]/g, '');
  const alias = OPERATION_ALIASES[key];
  if (alias) return alias;
  const operation = OPERATION_IDS.find((id) => id.toLowerCase() === key);
  if (!operation) throw new FaultSyntaxError(`unknown operation "${text}" (use one of ${OPERATION_IDS.join(', ')} or *)`);
  return operation;
}

/** Parses one fault, e.g. `pricing:http=503:times=2`. */
export function parseFault(text: string): FaultRule {
  const parts = text.trim().split(':');
  const [operationText, kindText, ...options] = parts;
  if (!operationText || !kindText) throw new FaultSyntaxError(`"${text}" is not <operation>:<kind>[=<value>][:times=<n>]`);
  const rule = parseKind(parseFaultTarget(operationText), kindText.trim());
  for (const option of options) {
    const match = /^times=(\d+)$/i.exec(option.trim());
    if (!match) throw new FaultSyntaxError(`unknown option "${option}" in "${text}" (only times=<n>)`);
    rule.times = positive(match[1], 'times');
  }
  return rule;
}

/** Several faults separated by `;` or `,` (SANDBOX_FAULTS). */
export function parseFaultList(text: string): FaultRule[] {
  return text
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(parseFault);
}

function parseKind(operation: FaultTarget, text: string): FaultRule {
  const [nameRaw, value] = text.split('=');
  const name = (nameRaw ?? '').toLowerCase();
  const http = /^http(\d{3})$/.exec(name);
  if (http) return { operation, kind: 'http-status', status: status(http[1]) };
  switch (name) {
    case 'latency':
    case 'delay':
      return { operation, kind: 'latency', ms: positive(value, 'latency') };
    case 'hang':
      return { operation, kind: 'hang' };
    case 'hang-after':
      return { operation, kind: 'hang-after' };
    case 'b024':
    case 'timeout':
      return { operation, kind: 'timeout' };
    case 'b035':
    case 'concurrency':
      return { operation, kind: 'concurrency', limit: positive(value, 'b035') };
    case 's001':
    case 'system-error':
      return { operation, kind: 'system-error' };
    case 'http':
    case 'http-status':
      return { operation, kind: 'http-status', status: status(value) };
    case 'drift': {
      const drift = FORCED_DRIFTS.find((d) => d === (value ?? 'up').toLowerCase());
      if (!drift) throw new FaultSyntaxError(`drift needs up, down, booking-code or schedule, e.g. pricing:drift=up`);
      return { operation, kind: 'drift', drift };
    }
    case 'b006':
    case 'created-but-failed':
      return createdButFailed(operation);
    case 'error':
    case 'code':
      return { operation, kind: 'error-code', code: errorCode(value) };
    case 'reset':
    case 'malformed-json':
    case 'truncated-gzip':
    case 'null-data':
      return { operation, kind: name };
    default:
      throw new FaultSyntaxError(`unknown fault "${text}" (kinds: latency=<ms>, hang, hang-after, b024, b035=<limit>, s001, http=<500|502|503>, reset, malformed-json, truncated-gzip, null-data, drift=<up|down|booking-code|schedule>, b006, error=<CODE>)`);
  }
}

/** `b006` makes sense only where an order is created: PreciseBooking (or every operation, `*`). */
function createdButFailed(operation: FaultTarget): FaultRule {
  if (operation !== '*' && !CREATED_BUT_FAILED_OPERATIONS.has(operation)) {
    throw new FaultSyntaxError('b006 (order created but failed) applies to preciseBooking only, e.g. preciseBooking:b006:times=1');
  }
  return { operation, kind: 'created-but-failed' };
}

function positive(value: string | undefined, name: string): number {
  const number = Number(value);
  if (value === undefined || !Number.isInteger(number) || number < 0) throw new FaultSyntaxError(`${name} needs a whole number, e.g. ${name}=2`);
  return number;
}

/** A business error code as part 7 writes them: a letter and three digits (B014, P002, S001). */
function errorCode(value: string | undefined): string {
  const code = (value ?? '').trim().toUpperCase();
  if (!/^[A-Z]\d{3}$/.test(code)) throw new FaultSyntaxError('error needs a code like B014 (a letter and three digits), e.g. shopping:error=B014');
  return code;
}

const MAX_MESSAGE_LENGTH = 300;

function status(value: string | undefined): number {
  const number = Number(value);
  if (!HTTP_STATUSES.has(number)) throw new FaultSyntaxError('http needs 500, 502 or 503');
  return number;
}

/** The text form of a rule (for listings and the CLI banner). */
export function formatFault(rule: FaultRule): string {
  const value =
    rule.kind === 'latency'
      ? `latency=${rule.ms ?? 0}`
      : rule.kind === 'concurrency'
        ? `b035=${rule.limit ?? 0}`
        : rule.kind === 'http-status'
          ? `http=${rule.status ?? 500}`
          : rule.kind === 'drift'
            ? `drift=${rule.drift ?? 'up'}`
            : rule.kind === 'error-code'
            ? `error=${rule.code ?? ''}`
            : rule.kind === 'timeout'
              ? 'b024'
              : rule.kind === 'system-error'
                ? 's001'
                : rule.kind === 'created-but-failed'
                  ? 'b006'
                  : rule.kind;
  return `${rule.operation}:${value}${rule.times === undefined ? '' : `:times=${rule.times}`}`;
}

/**
 * Validates a rule given as JSON (POST /sandbox/faults): either the text form, or an object with
 * the FaultRule fields.
 */
export function faultFromJson(value: unknown): FaultRule {
  if (typeof value === 'string') return parseFault(value);
  if (typeof value !== 'object' || value === null) throw new FaultSyntaxError('a fault is a string like "pricing:hang" or an object { operation, kind, … }');
  const record = value as Record<string, unknown>;
  const operation = parseFaultTarget(String(record.operation ?? ''));
  const kind = FAULT_KINDS.find((k) => k === record.kind);
  if (!kind) throw new FaultSyntaxError(`unknown fault kind ${JSON.stringify(record.kind)} (kinds: ${FAULT_KINDS.join(', ')})`);
  const rule: FaultRule = { operation, kind };
  const whole = (field: string): number | undefined => {
    const raw = record[field];
    if (raw === undefined || raw === null) return undefined;
    return positive(String(raw), field);
  };
  if (kind === 'latency') rule.ms = whole('ms') ?? 0;
  if (kind === 'concurrency') rule.limit = whole('limit') ?? 1;
  if (kind === 'http-status') rule.status = status(String(record.status ?? ''));
  if (kind === 'drift') {
    const drift = FORCED_DRIFTS.find((d) => d === String(record.drift ?? 'up'));
    if (!drift) throw new FaultSyntaxError('drift needs up, down, booking-code or schedule');
    rule.drift = drift;
  }
  if (kind === 'created-but-failed') createdButFailed(operation);
  if (kind === 'error-code') {
    rule.code = errorCode(typeof record.code === 'string' ? record.code : undefined);
    if (record.message !== undefined && record.message !== null) {
      if (typeof record.message !== 'string' || record.message.length > MAX_MESSAGE_LENGTH) throw new FaultSyntaxError(`message must be text of at most ${MAX_MESSAGE_LENGTH} characters`);
      rule.message = record.message;
    }
  }
  const times = whole('times');
  if (times !== undefined) rule.times = times;
  return rule;
}
