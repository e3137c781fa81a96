/**
 * The text form of a fault, shared by `--fault`, the SANDBOX_FAULTS environment variable and
 * `POST /sandbox/faults` (which also takes JSON rules):
 *
 *   <operation>:<kind>[=<value>][:times=<n>]
 *
 * operation: shopping | pricing | modifyOrder | ticketing | ancillaryOrderDetail |
 *            checkReimbursed | refundRequest | * (or all); case-insensitive, dashes ignored;
 *            short aliases: modify, ancillary, reimbursed, refund.
 * kind:      latency=<ms> | hang | b024 (or timeout) | b035=<limit> (or concurrency=<limit>) |
 *            s001 (or system-error) | http=<500|502|503> (or http500…) | reset |
 *            malformed-json | truncated-gzip | null-data
 *
 * Several faults: repeat --fault, or separate them with `;` or `,` in SANDBOX_FAULTS.
 * Examples: `pricing:latency=1500`, `*:http=503:times=2`, `ticketing:b024:times=1`,
 * `refundRequest:b035=2`, `shopping:truncated-gzip`.
 */
import { OPERATION_IDS } from '../protocol/operations';
import { FAULT_KINDS, type FaultRule, type FaultTarget, FORCED_DRIFTS } from './fault-rule';

const OPERATION_ALIASES: Readonly<Record<string, FaultTarget>> = {
  '*': '*',
  all: '*',
  modify: 'modifyOrder',
  ancillary: 'ancillaryOrderDetail',
  reimbursed: 'checkReimbursed',
  reimbursement: 'checkReimbursed',
  refund: 'refundRequest',
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
      if (!drift) throw new FaultSyntaxError(`drift needs up, down or booking-code, e.g. pricing:drift=up`);
      return { operation, kind: 'drift', drift };
    }
    case 'reset':
    case 'malformed-json':
    case 'truncated-gzip':
    case 'null-data':
      return { operation, kind: name };
    default:
      throw new FaultSyntaxError(`unknown fault "${text}" (kinds: latency=<ms>, hang, b024, b035=<limit>, s001, http=<500|502|503>, reset, malformed-json, truncated-gzip, null-data, drift=<up|down|booking-code>)`);
  }
}

function positive(value: string | undefined, name: string): number {
  const number = Number(value);
  if (value === undefined || !Number.isInteger(number) || number < 0) throw new FaultSyntaxError(`${name} needs a whole number, e.g. ${name}=2`);
  return number;
}

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
            : rule.kind === 'timeout'
            ? 'b024'
            : rule.kind === 'system-error'
              ? 's001'
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
    if (!drift) throw new FaultSyntaxError('drift needs up, down or booking-code');
    rule.drift = drift;
  }
  const times = whole('times');
  if (times !== undefined) rule.times = times;
  return rule;
}
