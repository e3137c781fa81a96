/**
 * The faults of the matrix: everything the sandbox can inject (its fault registry, so the desk is
 * tested against the same faults trainers use), and what only a hostile network does (a small
 * misbehaving server in front of the sandbox: bombs, redirects, drips). For each, what the desk
 * must answer: the typed error follows from the fault and from whether the operation is a read
 * (safe to retry, so transient faults end as the fault itself) or a write (sent once, so anything
 * that may have reached the service is outcome-unknown).
 */
import type { MatrixContext } from './matrix-context';
import type { MatrixOperation } from './matrix-operations';

/** What a cell expects: a service code for `api` (the code itself is what is compared), a kind otherwise. */
export type Expected = { kind: 'ok' | 'timeout' | 'network' | 'bad-response' | 'outcome-unknown' } | { kind: 'api'; code: string };

export interface MatrixFault {
  id: string;
  /** The column heading of the printed matrix. */
  label: string;
  /** The cell needs the short time-out (the fault is slowness itself). */
  slow?: boolean;
  inject(ctx: MatrixContext, operation: MatrixOperation): Promise<void>;
  /** The business column sends its own request; the others send the operation's ordinary one. */
  business?: boolean;
  expected(operation: MatrixOperation): Expected;
}

/** The short time-out of the slow cells, and the sandbox's latency beyond it. */
export const SHORT_TIMEOUT_MS = 600;

const sandboxFault = (kind: string) => async (ctx: MatrixContext, operation: MatrixOperation) => {
  await ctx.sandbox('POST', '/sandbox/faults', { faults: [`${operation.sandboxId}:${kind}`] });
};

/** Reads end as the fault; writes that may have been received are outcome-unknown. */
const readOr = (read: Expected) => (operation: MatrixOperation): Expected => (operation.effect === 'write' ? { kind: 'outcome-unknown' } : read);

export const MATRIX_FAULTS: MatrixFault[] = [
  { id: 'timeout', label: 'time-out', slow: true, inject: sandboxFault(`latency=${SHORT_TIMEOUT_MS + 900}`), expected: readOr({ kind: 'timeout' }) },
  { id: 'hang', label: 'hang', slow: true, inject: sandboxFault('hang'), expected: readOr({ kind: 'timeout' }) },
  { id: 'reset', label: 'connection reset', inject: sandboxFault('reset'), expected: readOr({ kind: 'network' }) },
  { id: 'http-503', label: 'HTTP 5xx', inject: sandboxFault('http=503'), expected: readOr({ kind: 'network' }) },
  { id: 'malformed-json', label: 'unreadable JSON', inject: sandboxFault('malformed-json'), expected: readOr({ kind: 'bad-response' }) },
  { id: 'truncated-gzip', label: 'truncated gzip', inject: sandboxFault('truncated-gzip'), expected: readOr({ kind: 'bad-response' }) },
  {
    id: 'null-data',
    label: 'data: null',
    inject: sandboxFault('null-data'),
    // "Success" without data: unusable where data is expected; plain success where none is.
    expected: (operation) => (operation.returnsData ? { kind: 'bad-response' } : { kind: 'ok' }),
  },
  {
    id: 'gzip-bomb',
    label: 'gzip bomb',
    inject: async (ctx) => ctx.network.behave({ kind: 'gzip-bomb', inflatedBytes: 400 * 1024 * 1024 }),
    expected: readOr({ kind: 'bad-response' }),
  },
  {
    id: 'redirect',
    label: 'redirect',
    inject: async (ctx, operation) => ctx.network.behave({ kind: 'redirect', status: 307, location: `${ctx.elsewhere.url}/steal/${operation.sandboxId}` }),
    // Never followed, and an answer before the service: nothing happened, for reads and writes.
    expected: () => ({ kind: 'bad-response' }),
  },
  { id: 'drip', label: 'slow drip', slow: true, inject: async (ctx) => ctx.network.behave({ kind: 'drip', intervalMs: 100 }), expected: readOr({ kind: 'timeout' }) },
  {
    id: 'b024',
    label: 'service time-out (B024)',
    inject: sandboxFault('b024'),
    expected: (operation) => ({ kind: 'api', code: operation.serviceTimeoutCode ?? 'B024' }),
  },
  { id: 'b035', label: 'B035', inject: sandboxFault('b035=0'), expected: () => ({ kind: 'api', code: 'B035' }) },
  { id: 's001', label: 'S001', inject: sandboxFault('s001'), expected: () => ({ kind: 'api', code: 'S001' }) },
  { id: 'business', label: 'business rule', business: true, inject: async () => undefined, expected: (operation) => ({ kind: 'api', code: operation.business.code }) },
];
