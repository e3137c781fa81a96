import type { DeskApi } from '@contract/desk-api';
import type { DeskEventName, DeskEvents } from '@contract/events';
import { OPERATION_NAMES } from '@contract/operation-names';
import type { OperationName } from '@contract/operations';
import type { DeskResult } from '@contract/result';

type Responder = (input: unknown) => DeskResult<unknown> | Promise<DeskResult<unknown>>;

/**
 * A desk for component tests: answers each operation from a table, records calls, and lets the
 * test push events as main would.
 */
export function createFakeDesk(responses: Partial<Record<OperationName, Responder>>) {
  const calls: { name: OperationName; input: unknown }[] = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const groups: Record<string, Record<string, unknown>> = {};
  for (const name of OPERATION_NAMES) {
    const [group, action] = name.split('.') as [string, string];
    (groups[group] ??= {})[action] = async (input?: unknown) => {
      calls.push({ name, input });
      const responder = responses[name];
      if (!responder) return { ok: false, error: { kind: 'internal', message: `fake desk: no response for ${name}` } };
      return responder(input ?? {});
    };
  }
  const on = (event: string, listener: (payload: unknown) => void) => {
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    return () => set.delete(listener);
  };
  const desk = { ...groups, on } as unknown as DeskApi;
  const emit = <E extends DeskEventName>(event: E, payload: DeskEvents[E]) => listeners.get(event)?.forEach((l) => l(payload));
  return { desk, calls, emit };
}
