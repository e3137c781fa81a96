import type { PricingDrift, TrainingFault, TrainingOperation } from '../../../contract/domains/training';
import type { ActiveFault, FaultRule, OperationId } from '../../../sandbox';

/** The desk's names of the seven operations → the sandbox's. */
const SANDBOX_OPERATIONS: Readonly<Record<TrainingOperation, OperationId>> = {
  shopping: 'shopping',
  precisePricing: 'pricing',
  ticketing: 'ticketing',
  modifyOrderStatus: 'modifyOrder',
  ancillaryOrderDetail: 'ancillaryOrderDetail',
  checkReimbursed: 'checkReimbursed',
  refundRequest: 'refundRequest',
};

const DESK_OPERATIONS = new Map(Object.entries(SANDBOX_OPERATIONS).map(([desk, sandbox]) => [sandbox, desk as TrainingOperation]));

/** `calls` null = until cleared (no `times`). */
function limited(rule: FaultRule, calls: number | null): FaultRule {
  return calls === null ? rule : { ...rule, times: calls };
}

export function driftRule(drift: PricingDrift): FaultRule {
  return { operation: 'pricing', kind: 'drift', drift, times: 1 };
}

export function latencyRule(operation: TrainingOperation, seconds: number, calls: number | null): FaultRule {
  return limited({ operation: SANDBOX_OPERATIONS[operation], kind: 'latency', ms: seconds * 1000 }, calls);
}

export function hangRule(operation: TrainingOperation, calls: number | null): FaultRule {
  return limited({ operation: SANDBOX_OPERATIONS[operation], kind: 'hang' }, calls);
}

export function errorRule(operation: TrainingOperation, code: string, message: string, calls: number | null): FaultRule {
  return limited({ operation: SANDBOX_OPERATIONS[operation], kind: 'error-code', code, message }, calls);
}

/** A fault as the sandbox lists it, in the desk's terms (also faults set outside the desk). */
export function trainingFault(fault: ActiveFault): TrainingFault {
  return {
    id: fault.id,
    operation: fault.operation === '*' ? 'all' : (DESK_OPERATIONS.get(fault.operation) ?? 'all'),
    kind: fault.kind,
    latencyMs: fault.kind === 'latency' ? (fault.ms ?? 0) : null,
    drift: fault.kind === 'drift' ? (fault.drift ?? 'up') : null,
    code: fault.kind === 'error-code' ? (fault.code ?? null) : null,
    message: fault.kind === 'error-code' ? (fault.message ?? null) : null,
    remaining: fault.remaining,
    applied: fault.applied,
    spec: fault.spec,
  };
}
