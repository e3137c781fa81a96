import { randomUUID } from 'node:crypto';
import type { AgencyEvent } from '../../../electron/main/agency/agency-event';

/** Events as desks would write them, for the agency tests. Times are desk clocks, so tests can skew them. */
export function noteEvent(overrides: { orderNum?: string; deskId?: string; agent?: AgencyEvent['agent']; text?: string; happenedAt?: string } = {}): AgencyEvent {
  return {
    id: randomUUID(),
    deskId: overrides.deskId ?? 'desk-a',
    agent: overrides.agent ?? { code: 'LI', name: 'Agent Li' },
    happenedAt: overrides.happenedAt ?? new Date().toISOString(),
    environment: 'test',
    partnerId: 'P-TEST',
    orderNum: overrides.orderNum ?? '1000000001',
    kind: 'order.note',
    body: { text: overrides.text ?? 'Customer asked for a window seat' },
  };
}

export function observedEvent(overrides: {
  orderNum?: string;
  deskId?: string;
  agent?: AgencyEvent['agent'];
  serviceTime: string;
  status: string;
  happenedAt?: string;
}): AgencyEvent {
  return {
    id: randomUUID(),
    deskId: overrides.deskId ?? 'desk-a',
    agent: overrides.agent ?? { code: 'LI', name: 'Agent Li' },
    happenedAt: overrides.happenedAt ?? new Date().toISOString(),
    environment: 'test',
    partnerId: 'P-TEST',
    orderNum: overrides.orderNum ?? '1000000001',
    kind: 'order.observed',
    body: { serviceTime: overrides.serviceTime, facts: { status: overrides.status } },
  };
}
