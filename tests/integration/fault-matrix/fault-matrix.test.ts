/**
 * The fault matrix (issue 13): every desk operation that calls the service × every fault, each
 * cell checked for the right typed error, a desk that stays up, nothing typed lost and writes
 * sent exactly once. Prints the matrix and keeps docs/fault-matrix.md up to date.
 */
import { textIn } from '../../../electron/contract/words';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SentResult, ShoppingResults } from '../../../electron/contract';
import type { RetryPolicy } from '../../../electron/main/wholesale/retry-policy';
import { OPERATION_PATHS } from '../../../electron/sandbox/protocol/operations';
import { startMisbehavingServer } from '../../support/misbehaving-server';
import { tempDir } from '../../support/temp-dir';
import { expectOk, inDays, startDesk } from '../desk/desk-harness';
import type { MatrixContext } from './matrix-context';
import { MATRIX_FAULTS, SHORT_TIMEOUT_MS, type Expected, type MatrixFault } from './matrix-faults';
import { MATRIX_OPERATIONS, type MatrixOperation } from './matrix-operations';
import { cellKey, describeExpected, matrixDocument, renderMatrix, type CellOutcome } from './matrix-report';
import { renderStorageFaults, STORAGE_FAULTS } from './storage-faults';

const ORDINARY_TIMEOUT_MS = 15_000;
/** Two attempts instead of three: the policy itself is unit-tested; the matrix checks where it leads. */
const MATRIX_RETRY_POLICY: RetryPolicy = { maxAttempts: 2, maxTotalMs: 30_000, baseDelayMs: 5, maxDelayMs: 10 };
const SETTINGS = `time-out ${SHORT_TIMEOUT_MS} ms in the slow cells (time-out, hang, slow drip) and ${ORDINARY_TIMEOUT_MS / 1000} s elsewhere; reads attempted at most ${MATRIX_RETRY_POLICY.maxAttempts} times; the default 64 MiB cap on an answer's decompressed size`;
const DOC = resolve(__dirname, '../../../docs/fault-matrix.md');

const cells = new Map<string, CellOutcome>();
const storageOutcomes = new Map<string, { passed: boolean; observed: string }>();
const dir = tempDir('fault-matrix');
let ctx: MatrixContext;
let timeoutMs = ORDINARY_TIMEOUT_MS;
const inputs = new Map<string, unknown>();

function errorLines(): number {
  try {
    return readFileSync(join(dir.path, 'data', 'logs', 'desk.log'), 'utf8').split('\n').filter((line) => line.includes('"level":"error"')).length;
  } catch {
    return 0;
  }
}

function answered(result: SentResult<unknown>): string {
  if (result.ok) return 'ok';
  return result.error.kind === 'api' ? result.error.code : result.error.kind;
}

function matches(result: SentResult<unknown>, expected: Expected): boolean {
  if (expected.kind === 'ok') return result.ok;
  if (result.ok || result.error.kind !== expected.kind) return false;
  return expected.kind !== 'api' || (result.error.kind === 'api' && result.error.code === expected.code);
}

beforeAll(async () => {
  const desk = await startDesk(join(dir.path, 'data'), {
    client: { timeoutFor: () => timeoutMs, retryPolicy: MATRIX_RETRY_POLICY, sleep: async () => undefined },
  });
  const network = await startMisbehavingServer({ kind: 'pass', upstream: desk.runtime.sandbox.baseUrl });
  const elsewhere = await startMisbehavingServer();
  const profile = expectOk(await desk.call('profiles.save', {
    name: 'Hostile network', environment: 'sandbox', apiBaseUrl: network.url, refundBaseUrl: network.url,
    partnerId: desk.runtime.sandbox.partnerId, partnerKey: desk.runtime.sandbox.partnerKey,
  }));
  expectOk(await desk.call('profiles.activate', { id: profile.id }));
  const connection = expectOk(await desk.runtime.profiles.connectionFor(profile.id));
  const sandbox = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${desk.runtime.sandbox.baseUrl}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    return (await response.json()) as T;
  };
  const search = expectOk(await desk.call('shopping.search', { tripType: 'one-way', legs: [{ origin: 'PEK', destination: 'SZX', departureDate: inDays(9) }], adults: 1, children: 0, infants: 0, airlines: ['HU'], nonstop: true, solutions: 50 })) as ShoppingResults;
  ctx = { desk, network, elsewhere, connection, search, sandbox, signal: () => new AbortController().signal };
  for (const operation of MATRIX_OPERATIONS) inputs.set(operation.name, await operation.input(ctx));
}, 60_000);

afterAll(async () => {
  const table = renderMatrix(MATRIX_OPERATIONS, MATRIX_FAULTS, cells);
  const failed = [...cells.values()].filter((cell) => !cell.passed).length;
  const storage = renderStorageFaults(storageOutcomes);
  const storageFailed = [...storageOutcomes.values()].filter((row) => !row.passed).length;
  console.log(`\nFault matrix (operations × faults)\n\n${table}\n\n${cells.size - failed} cells held, ${failed} failed.\n`);
  console.log(`\nFault matrix (storage and inputs)\n\n${storage}\n\n${storageOutcomes.size - storageFailed} rows held, ${storageFailed} failed.\n`);
  // Only a complete run speaks for the whole matrix.
  const complete = cells.size === MATRIX_OPERATIONS.length * MATRIX_FAULTS.length && storageOutcomes.size === STORAGE_FAULTS.length;
  if (complete) writeFileSync(DOC, matrixDocument(table, { passed: cells.size - failed, failed }, SETTINGS, { table: storage, passed: storageOutcomes.size - storageFailed, failed: storageFailed }));
  await ctx?.network.close();
  await ctx?.elsewhere.close();
  await ctx?.desk.runtime.close();
  dir.remove();
});

async function runCell(operation: MatrixOperation, fault: MatrixFault): Promise<void> {
  const expected = fault.expected(operation);
  const normal = inputs.get(operation.name);
  const input = fault.business ? operation.business.input(ctx, normal) : normal;
  const typed = structuredClone(input);
  const path = OPERATION_PATHS[operation.sandboxId];
  const outcome: CellOutcome = { passed: false, expected };
  cells.set(cellKey(operation, fault), outcome);

  await fault.inject(ctx, operation);
  const sentBefore = ctx.network.requests.length;
  const elsewhereBefore = ctx.elsewhere.requests.length;
  const errorsBefore = errorLines();
  const rssBefore = process.memoryUsage().rss;
  timeoutMs = fault.slow ? SHORT_TIMEOUT_MS : ORDINARY_TIMEOUT_MS;
  let result: SentResult<unknown>;
  try {
    result = await operation.call(ctx, input);
  } finally {
    timeoutMs = ORDINARY_TIMEOUT_MS;
    ctx.network.behave({ kind: 'pass', upstream: ctx.desk.runtime.sandbox.baseUrl });
    await ctx.sandbox('DELETE', '/sandbox/faults');
  }
  outcome.got = answered(result);

  // 1. The right typed error, for this operation.
  // Every cell names what it expects (an api cell its code): the answer must be exactly that.
  expect(outcome.got, `answered ${JSON.stringify(result).slice(0, 300)}`).toBe(describeExpected(expected));
  expect(matches(result, expected), `expected ${describeExpected(expected)}, got ${JSON.stringify(result).slice(0, 300)}`).toBe(true);
  if (!result.ok && result.error.kind !== 'validation' && result.error.kind !== 'unavailable' && result.error.kind !== 'internal') {
    expect(textIn('en', result.error.message).length).toBeGreaterThan(0);
  }
  // 2. Sent exactly once when it is a write; within the retry policy when it is a read; never sent on.
  const sent = ctx.network.requests.slice(sentBefore).filter((request) => request.path.split('?')[0] === path).length;
  if (operation.effect === 'write') expect(sent, 'a write is sent exactly once').toBe(1);
  else expect(sent).toBeGreaterThanOrEqual(1);
  expect(sent).toBeLessThanOrEqual(MATRIX_RETRY_POLICY.maxAttempts);
  expect(ctx.elsewhere.requests.length, 'a redirect is never followed').toBe(elsewhereBefore);
  // 3. The desk stays up: it answers the next call, logged no crash, and kept its memory.
  expect((await ctx.desk.call('app.info', {})).ok).toBe(true);
  expect(errorLines(), 'no error-level (crash) line logged').toBe(errorsBefore);
  expect((process.memoryUsage().rss - rssBefore) / 1024 / 1024, 'memory grew by less than 256 MB').toBeLessThan(256);
  // 4. Nothing the agent typed is lost.
  expect(input, 'the request comes back unchanged').toEqual(typed);
  await operation.intact?.(ctx);
  outcome.passed = true;
}

describe.each(MATRIX_OPERATIONS.map((operation) => [operation.name, operation] as const))('fault matrix: %s', (_name, operation) => {
  it.each(MATRIX_FAULTS.map((fault) => [fault.label, fault] as const))('%s', async (_label, fault) => {
    await runCell(operation, fault);
  }, 30_000);
});

describe('fault matrix: storage and inputs', () => {
  it.each(STORAGE_FAULTS.map((fault) => [fault.label, fault] as const))('%s', async (_label, fault) => {
    const cannot = fault.cannotRun?.() ?? null;
    if (cannot) {
      storageOutcomes.set(fault.id, { passed: false, observed: `not run here: ${cannot}` });
      throw new Error(`${fault.label}: ${cannot}`);
    }
    storageOutcomes.set(fault.id, { passed: false, observed: 'did not finish' });
    try {
      storageOutcomes.set(fault.id, { passed: true, observed: await fault.run() });
    } catch (error) {
      storageOutcomes.set(fault.id, { passed: false, observed: error instanceof Error ? error.message.split('\n')[0]!.slice(0, 160) : String(error) });
      throw error;
    }
  }, 120_000);
});
