import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FiledOrder, RefundDraft } from '../../../electron/contract';
import { everyCell } from '../../../electron/contract/refunds/refund-form';
import { releaseLease, takeLease } from '../../../electron/main/agency/order-lease';
import { connectAgencyServer } from '../../../electron/main/agency/server-connection';
import { bookOrder, startTeamRehearsal, type TeamRehearsal } from '../../support/agency/team-rehearsal';
import { expectOk, type Desk } from '../desk/desk-harness';

/**
 * No double refund across desks (docs/team-sync.md): RefundRequest takes the agency's lease exactly
 * as Ticketing does. Two desks of one agency against ONE standalone sandbox (so the order is the
 * agency's): while A holds the order's lease, B's refund is refused before anything is sent, told
 * who and since when; B submits once A let go, and the agency records B's refund's progress.
 */
let team: TeamRehearsal;
let server: TeamRehearsal['server'];
let desks: TeamRehearsal['desks'];
const CONTACT = { name: 'LINDQVIST/WEI', email: 'wei@example.com', telNum: '13800138000' };

beforeAll(async () => {
  team = await startTeamRehearsal({ seed: 11, name: 'refund-lease-desk' });
  ({ server, desks } = team);
}, 120_000);

afterAll(async () => {
  await team?.stop();
});

/** A booked, paid and issued order of A's (its payment settled, so the payment's lease is gone). */
async function issuedOrder(a: Desk, lastName: string): Promise<FiledOrder> {
  const orderNum = await bookOrder(a, lastName);
  const row = expectOk(await a.call('orders.search', { query: orderNum, filters: {}, limit: 5 })).rows.find((each) => each.orderNum === orderNum)!;
  const order = expectOk(await a.call('orders.get', { orderId: row.id }));
  expectOk(await a.call('ticketing.pay', { orderId: order.id, contact: CONTACT, confirmed: { amount: order.amount ?? null, currency: order.currency, lastFourDigits: order.orderNum.slice(-4) } }));
  expectOk(await a.call('ticketing.forceIssue', { orderId: order.id }));
  return order;
}

/** The desk's refund draft of the order (its copy read again from the service, tickets and all), every passenger and segment chosen. */
async function readyDraft(b: Desk, orderNum: string): Promise<RefundDraft> {
  let orderId: number | undefined;
  await expect.poll(async () => (orderId = expectOk(await b.call('orders.search', { query: orderNum, filters: {}, limit: 5 })).rows.find((row) => row.orderNum === orderNum)?.id), { timeout: 5_000 }).toBeDefined();
  expectOk(await b.call('orders.refresh', { orderId: orderId! }));
  const draft = expectOk(await b.call('refunds.start', { orderNum, another: false }));
  const saved = expectOk(await b.call('refunds.save', { draftId: draft.draftId, form: { ...draft.form, cells: everyCell(draft.form), refundType: 0, refundReason: 0 } }));
  expect(saved.issues).toEqual([]);
  expectOk(await b.call('refunds.review', { draftId: draft.draftId }));
  return saved;
}

describe('two desks refunding the same order', () => {
  it('both desks are in sync with the agency', async () => {
    for (const desk of desks) await expect.poll(async () => expectOk(await desk.call('agency.state', {})).sync.state, { timeout: 10_000 }).toBe('in-sync');
  });

  it('B is refused while A holds the lease, told who and since when, and nothing is sent; once A let go, B refunds once', async () => {
    const [a, b] = desks as [Desk, Desk];
    const order = await issuedOrder(a, 'Refundsson');
    const draft = await readyDraft(b, order.orderNum);
    const key = { environment: 'sandbox' as const, partnerId: team.partnerId, orderNum: order.orderNum };
    const aDesk = { deskId: expectOk(await a.call('agency.state', {})).deskId, agentCode: 'LI', agentName: 'Agent Li' };
    // A is in the middle of refunding: its desk holds the lease (as its RefundRequest would).
    const aLogin = server.desks[0]!;
    const client = await connectAgencyServer(aLogin.settings, aLogin.password);
    try {
      expect((await takeLease(client, key, aDesk, 'refund', { seconds: 60 })).taken).toBe(true);
      const refused = await b.call('refunds.submit', { draftId: draft.draftId });
      expect(refused).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ field: 'agencyLock', rule: 'lease-held-by-another-desk' }] } });
      expect(JSON.stringify(refused)).toMatch(/A refund of this order is being submitted by Agent Li \(LI\) since \d\d:\d\d/);
      // Nothing left B: the draft is still editable, the order carries no RefundRequest.
      expect(expectOk(await b.call('refunds.get', { draftId: draft.draftId })).state).not.toMatch(/sent|outcome-unknown|done/);
      expect(expectOk(await b.call('orders.get', { orderId: draft.orderId })).audit.filter((entry) => entry.operation === 'refundRequest')).toEqual([]);
      await releaseLease(client, key, aDesk.deskId);
    } finally {
      await client.end();
    }
    const done = expectOk(await b.call('refunds.submit', { draftId: draft.draftId }));
    expect(done).toMatchObject({ state: 'done', outcome: { kind: 'refunded' } });
    const admin = await server.superuser();
    try {
      const bDeskId = expectOk(await b.call('agency.state', {})).deskId;
      await expect
        .poll(async () => (await admin.query(`SELECT desk_id, body->>'operation' AS operation, body->>'state' AS state FROM agency.events WHERE kind = 'order.money' AND order_num = $1 AND body->>'operation' = 'refund' ORDER BY seq`, [order.orderNum])).rows, { timeout: 10_000 })
        .toEqual([{ desk_id: bDeskId, operation: 'refund', state: 'sent' }, { desk_id: bDeskId, operation: 'refund', state: 'settled' }]);
      // B released its lease once the refund was settled.
      expect((await admin.query('SELECT count(*)::int AS n FROM agency.leases WHERE order_num = $1', [order.orderNum])).rows[0].n).toBe(0);
    } finally {
      await admin.end();
    }
  });

  it('a desk that cannot reach the agency server refuses a refund, and submits it only when told to go on without the lock', async () => {
    const [a] = desks as [Desk, Desk];
    const order = await issuedOrder(a, 'Offlinerefund');
    const draft = await readyDraft(a, order.orderNum);
    server.postgres.pause();
    try {
      const refused = await a.call('refunds.submit', { draftId: draft.draftId });
      expect(refused).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ field: 'agencyLock', rule: 'agency-server-unreachable' }] } });
      expect(JSON.stringify(refused)).toMatch(/cannot lock the order against a refund from another desk/);
      const done = expectOk(await a.call('refunds.submit', { draftId: draft.draftId, agencyLock: 'without-lock' }));
      expect(done.state).toBe('done');
    } finally {
      server.postgres.start();
    }
    const admin = await server.superuser();
    try {
      await expect
        .poll(async () => (await admin.query(`SELECT body->>'withoutLease' AS without FROM agency.events WHERE kind = 'order.money' AND order_num = $1 AND body->>'operation' = 'refund'`, [order.orderNum])).rows.map((row) => row.without), { timeout: 20_000 })
        .toEqual(['true', 'true']);
    } finally {
      await admin.end();
    }
  });
});
