/**
 * The reimbursement board against the embedded sandbox, with the background poller on a short
 * schedule: seeded refund orders join the board by number; advancing the sandbox clock makes the
 * poller see a refund reimbursed (an event, its voucher on the board) with no reload; a final
 * order is not checked again; B035 makes the poller back off; with the service unreachable the
 * board still shows the file's last known state with its "as of" times.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeskEvents, ReimbursementPollerState, ReimbursementStatusChange } from '../../../electron/contract';
import { tempDir } from '../../support/temp-dir';
import { expectOk, sandboxControl, startDesk, type Desk } from './desk-harness';

const IN_REQUEST = '917083410193028001';
const TO_BE_REIMBURSED = '917083410200947001';
const REIMBURSED = '917083410208866001';
const AIR_ORDER = '917083410145514001';

const dir = tempDir('reimbursement-board');
let desk: Desk;
const changes: ReimbursementStatusChange[] = [];
const pollerStates: ReimbursementPollerState[] = [];

beforeAll(async () => {
  desk = await startDesk(dir.path, {
    reimbursementPolling: { intervalMs: 600, jitterRatio: 0.1, firstCheckSpreadMs: 100, backoffBaseMs: 1_500, backoffMaxMs: 3_000 },
    // One attempt per call: the poller's own back-off is what is under test, not the client's retries.
    client: { retryPolicy: { maxAttempts: 1, maxTotalMs: 1_000, baseDelayMs: 10, maxDelayMs: 10 } },
  });
  desk.runtime.events.subscribe((name, payload) => {
    if (name === 'reimbursements.statusChanged') changes.push(payload as DeskEvents['reimbursements.statusChanged']);
    if (name === 'reimbursements.pollerState') pollerStates.push(payload as DeskEvents['reimbursements.pollerState']);
  });
});
afterAll(async () => {
  await desk.runtime.close();
  if (!process.env.KEEP_DIR) dir.remove();
});

const setFaults = (faults: string[]) => sandboxControl(desk.runtime, 'POST', '/sandbox/faults', { faults });
const board = async () => expectOk(await desk.call('reimbursements.board', {}));
const rowOf = async (orderNum: string) => {
  const row = (await board()).rows.find((r) => r.orderNum === orderNum);
  if (!row) throw new Error(`${orderNum} is not on the board`);
  return row;
};
const checksOf = async (orderNum: string) => {
  const row = await rowOf(orderNum);
  const order = expectOk(await desk.call('orders.get', { orderId: row.orderId }));
  return order.audit.filter((entry) => entry.operation === 'checkReimbursed').length;
};

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false> | T | null | undefined | false, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the reimbursement board', () => {
  beforeEach(() => setFaults([]));

  it('takes refund orders by number, with their status, amounts, passengers, vouchers and "as of"', async () => {
    for (const orderNum of [IN_REQUEST, TO_BE_REIMBURSED, REIMBURSED]) expectOk(await desk.call('reimbursements.add', { orderNum }));
    const rows = (await board()).rows;
    expect(rows.map((row) => row.orderNum).sort()).toEqual([IN_REQUEST, TO_BE_REIMBURSED, REIMBURSED].sort());
    const done = await rowOf(REIMBURSED);
    expect(done.status.key).toBe('REFD_REIMED');
    expect(done.final).toBe(true);
    expect(done.payout).toBe('Voucher');
    expect(done.vouchers.length).toBeGreaterThan(0);
    expect(done.vouchers[0]).toMatchObject({ useFor: [1, 2, 3], usageLimitation: 1 });
    expect(done.vouchers[0]?.voucherNumber).toMatch(/^VC\d{10}$/);
    expect(done.vouchers[0]?.fileIds[0]).toMatch(/^VF/);
    const waiting = await rowOf(TO_BE_REIMBURSED);
    expect(waiting.status.key).toBe('REFD_TO_BE_REIM');
    expect(waiting.parentOrderNum).toBe('917083410177190001');
    expect(waiting.amount).toMatch(/^\d+\.\d{2}$/);
    expect(waiting.passengers.length).toBe(1);
    expect(waiting.requestedAtMs).not.toBeNull();
    expect(waiting.asOf).not.toBeNull();
  });

  it('reads the board in pages, oldest request first: the same rows as the whole board, each once', async () => {
    const whole = (await board()).rows;
    const first = expectOk(await desk.call('reimbursements.page', { count: 2 }));
    expect(first.total).toBe(whole.length);
    expect(first.rows).toHaveLength(2);
    expect(first.next).not.toBeNull();
    const rest = expectOk(await desk.call('reimbursements.page', { count: 1000, after: first.next ?? undefined }));
    expect(rest.next).toBeNull();
    const paged = [...first.rows, ...rest.rows];
    // The board's default order ("oldest first"): request time, then order id.
    const oldestFirst = [...whole].sort((a, b) => (a.requestedAtMs ?? 0) - (b.requestedAtMs ?? 0) || a.orderId - b.orderId);
    expect(paged.map((row) => row.orderNum)).toEqual(oldestFirst.map((row) => row.orderNum));
    expect(paged).toEqual(oldestFirst);
  });

  it('refuses an air order with B141, explained', async () => {
    const refused = await desk.call('reimbursements.add', { orderNum: AIR_ORDER });
    expect(refused.ok).toBe(false);
    if (refused.ok || refused.error.kind !== 'api') throw new Error('expected B141');
    expect(refused.error.code).toBe('B141');
    expect(refused.error.nextStep).toMatch(/refund order number/);
  });

  it('backs off on B035 and resumes once the service answers', async () => {
    // A slow service that takes one call at a time: the second call in flight is refused with B035.
    const open = (await board()).rows.filter((r) => !r.final);
    expect(open.length).toBeGreaterThan(0);
    await setFaults(['checkReimbursed:latency=300', 'checkReimbursed:b035=1']);
    const agentCheck = desk.call('reimbursements.check', { orderIds: [open[0]!.orderId, open[0]!.orderId] });
    const state = await until('a back-off on B035', () => pollerStates.find((s) => s.backoffReason === 'busy'));
    expect(state.backedOffUntil).not.toBeNull();
    const summary = expectOk(await agentCheck);
    expect(summary.checked + summary.failed.length).toBe(2);
    await setFaults([]);
    await until('the back-off to end', () => desk.runtime.services.reimbursementPoller.state().backedOffUntil === null, 10_000);
  });

  it('offline, the board shows the last known state with its "as of" times', async () => {
    await setFaults(['checkReimbursed:reset']);
    await until('the poller to back off while unreachable', () => desk.runtime.services.reimbursementPoller.state().backoffReason === 'unreachable', 10_000);
    const known = await board();
    const open = known.rows.filter((r) => !r.final);
    const checked = expectOk(await desk.call('reimbursements.check', { orderIds: open.map((r) => r.orderId) }));
    expect(checked.failed.length).toBe(open.length);
    expect(checked.failed[0]?.error.kind).toBe('network');
    const offline = await board();
    expect(offline.rows.map((r) => [r.orderNum, r.status.key, r.asOf, r.vouchers.length])).toEqual(known.rows.map((r) => [r.orderNum, r.status.key, r.asOf, r.vouchers.length]));
    expect(offline.rows.every((r) => r.asOf !== null)).toBe(true);
  });

  it('sees a refund reimbursed in the background once the sandbox clock moves, and stops checking it', async () => {
    await sandboxControl(desk.runtime, 'POST', '/sandbox/clock', { minutes: 21 * 24 * 60 });
    const change = await until('the poller to see the refund reimbursed', () => changes.find((c) => c.orderNum === TO_BE_REIMBURSED && c.reimbursed));
    expect(change.by).toBe('poller');
    expect(change.to.key).toBe('REFD_REIMED');
    const row = await rowOf(TO_BE_REIMBURSED);
    expect(row.final).toBe(true);
    expect(row.vouchers.length).toBeGreaterThan(0);

    // Final orders are no longer checked; the poller watches only what is still open.
    const before = await checksOf(TO_BE_REIMBURSED);
    const finalBefore = await checksOf(REIMBURSED);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await checksOf(TO_BE_REIMBURSED)).toBe(before);
    expect(await checksOf(REIMBURSED)).toBe(finalBefore);
    expect(desk.runtime.services.reimbursementPoller.state().watching).toBe((await board()).rows.filter((r) => !r.final).length);
  });

});
