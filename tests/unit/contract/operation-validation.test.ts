import { describe, expect, it } from 'vitest';
import { OPERATION_NAMES, operations, type OperationName } from '../../../electron/contract';
import { wordAll } from '../../../electron/contract/words';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { createDispatcher } from '../../../electron/main/transports/dispatch/dispatcher';
import type { HandlerTable } from '../../../electron/main/transports/dispatch/handler-table';
import { RequestRegistry } from '../../../electron/main/transports/dispatch/request-registry';
import { MALFORMED_INPUTS } from './malformed-inputs';

/** A table whose handlers must never run: validation has to stop every malformed input first. */
function unreachableHandlers(): HandlerTable {
  return Object.fromEntries(
    OPERATION_NAMES.map((name) => [name, () => Promise.reject(new Error(`${name} ran with invalid input`))]),
  ) as unknown as HandlerTable;
}

describe('contract validation', () => {
  const sent = createDispatcher(unreachableHandlers(), new RequestRegistry(), createMemoryLogger());
  /** The answer as the screen reads it: main sends wordings, the renderer's bridge words them. */
  const dispatch = async (...args: Parameters<typeof sent>) => wordAll('en', await sent(...args));

  it('lists every operation of the table in OPERATION_NAMES, and nothing else', () => {
    expect([...OPERATION_NAMES].sort()).toEqual(Object.keys(operations).sort());
  });

  it('has a malformed-input case for every operation', () => {
    expect(Object.keys(MALFORMED_INPUTS).sort()).toEqual([...OPERATION_NAMES].sort());
  });

  const cases = (Object.entries(MALFORMED_INPUTS) as [OperationName, { input: unknown; field: string }[]][]).flatMap(
    ([name, inputs]) => inputs.map((c) => ({ name, ...c })),
  );

  it.each(cases)('$name rejects $input with a validation error naming $field', async ({ name, input, field }) => {
    const result = await dispatch(name, input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('validation');
    if (result.error.kind !== 'validation') return;
    const named = result.error.issues.find((issue) => issue.field === field);
    expect(named, JSON.stringify(result.error.issues)).toBeDefined();
    // The message names the field, except for the service's own coded rules (P004, B038…), whose
    // exact message is kept and whose code is the rule; the issue's field still names the field.
    if (!/^[BP]\d{3}$/.test(named?.rule ?? '')) expect(named?.message).toContain(field);
    expect(named?.rule.length).toBeGreaterThan(0);
  });

  it.each([
    ['P004', { adults: 6, children: 4 }, 'adults', 'The maximum number of passengers with seat is 9.'],
    ['P005', { adults: 0 }, 'adults', 'There should be at least one adult.'],
    ['P009', { adults: 1, infants: 2 }, 'infants', 'The number of infant passengers can not exceed the number of adult passengers.'],
  ])('checks %s with the service\'s own code and message', async (code, counts, field, message) => {
    const departureDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const result = await dispatch('shopping.search', { tripType: 'one-way', legs: [{ origin: 'PEK', destination: 'LHR', departureDate }], ...{ adults: 1, children: 0, infants: 0 }, ...counts });
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation', issues: expect.arrayContaining([{ field, rule: code, message }]) } });
  });

  it('rejects a non-object input as a whole', async () => {
    const result = await dispatch('app.info', 'hello');
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ field: '(input)' }] } });
  });
});
