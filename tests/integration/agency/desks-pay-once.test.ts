import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FiledOrder } from '../../../electron/contract';
import { takeLease } from '../../../electron/main/agency/order-lease';
import { connectAgencyServer } from '../../../electron/main/agency/server-connection';
import { bookOrder, startTeamRehearsal, type TeamRehearsal } from '../../support/agency/team-rehearsal';
import { expectOk, type Desk } from '../desk/desk-harness';

/**
 * Two desks of one agency rehearsing against ONE standalone sandbox (as a team does with
 * `npm run sandbox`): its address is part of the orders' identity, so they are the agency's (unlike
 * each desk's embedded sandbox's). One pays, the other is refused by the lease and told who is paying.
 */
let team: TeamRehearsal;
let server: TeamRehearsal['server'];
let desks: TeamRehearsal['desks'];
const CONTACT = { name: 'LINDQVIST/WEI', email: 'wei@example.com', telNum: '13800138000' };

beforeAll(async () => {
  team = await startTeamRehearsal({ seed: 7, name: 'lease-desk' });
  ({ server, desks } = team);
}, 120_000);

afterAll(async () => {
  await team?.stop();
});

const payInput = (order: FiledOrder, agencyLock?: 'take-over' | 'without-lock') => ({
  orderId: order.id,
  contact: CONTACT,
  confirmed: { amount: order.amount ?? null, currency: order.currency, lastFourDigits: order.orderNum.slice(-4) },
  ...(agencyLock ? { agencyLock } : {}),
});

async function onDesk(desk: Desk, orderNum: string): Promise<FiledOrder> {
  let found: FiledOrder | undefined;
  await expect
    .poll(async () => {
      const rows = expectOk(await desk.call('orders.search', { query: orderNum, filters: {}, limit: 5 })).rows;
      const row = rows.find((each) => each.orderNum === orderNum);
      if (row) found = expectOk(await desk.call('orders.get', { orderId: row.id }));
      return found?.orderNum;
    }, { timeout: 5_000 })
    .toBe(orderNum);
  return found as FiledOrder;
}

describe('two desks paying the same order', () => {
  it('both desks are in sync with the agency', async () => {
    for (const desk of desks) await expect.poll(async () => expectOk(await desk.call('agency.state', {})).sync.state, { timeout: 10_000 }).toBe('in-sync');
  });

  it('B is refused while A holds the lease, told who and since when; A pays once', async () => {
    const [a, b] = desks as [Desk, Desk];
    const orderNum = await bookOrder(a, 'Lindqvist');
    const onA = await onDesk(a, orderNum);
    const onB = await onDesk(b, orderNum);
    // A is in the middle of paying: its desk holds the lease (as its Ticketing call would).
    const aLogin = server.desks[0]!;
    const aState = expectOk(await a.call('agency.state', {}));
    const client = await connectAgencyServer(aLogin.settings, aLogin.password);
    try {
      const held = await takeLease(client, { environment: 'sandbox', partnerId: team.partnerId, orderNum }, { deskId: aState.deskId, agentCode: 'LI', agentName: 'Agent Li' }, 'ticketing', { seconds: 60 });
      expect(held.taken).toBe(true);
    } finally {
      await client.end();
    }
    const refused = await b.call('ticketing.pay', payInput(onB));
    expect(refused).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ field: 'agencyLock', rule: 'lease-held-by-another-desk' }] } });
    expect(JSON.stringify(refused)).toMatch(/being paid by Agent Li \(LI\) since \d\d:\d\d/);
    // A (the holder) pays: its own lease is renewed, not refused.
    const paid = expectOk(await a.call('ticketing.pay', payInput(onA)));
    expect(paid.order.orderNum).toBe(orderNum);
    // Once paid, A released the lease; B sees the payment settled in the agency's record.
    const admin = await server.superuser();
    try {
      const money = await admin.query(`SELECT desk_id, body->>'state' AS state FROM agency.events WHERE kind = 'order.money' AND order_num = $1 ORDER BY seq`, [orderNum]);
      expect(money.rows.map((row) => row.state)).toEqual(['sent', 'settled']);
      expect((await admin.query('SELECT count(*)::int AS n FROM agency.leases WHERE order_num = $1', [orderNum])).rows[0].n).toBe(0);
    } finally {
      await admin.end();
    }
  });

  it('a desk that cannot reach the agency server refuses, and pays only when told to go on without the lock (every desk then sees it)', async () => {
    const [a, b] = desks as [Desk, Desk];
    const orderNum = await bookOrder(a, 'Offlinesson');
    const order = await onDesk(a, orderNum);
    server.postgres.pause();
    try {
      const refused = await a.call('ticketing.pay', payInput(order));
      expect(refused).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ field: 'agencyLock', rule: 'agency-server-unreachable' }] } });
      const paid = expectOk(await a.call('ticketing.pay', payInput(order, 'without-lock')));
      expect(paid.order.orderNum).toBe(orderNum);
    } finally {
      server.postgres.start();
    }
    const admin = await server.superuser();
    try {
      await expect
        .poll(async () => (await admin.query(`SELECT body->>'withoutLease' AS without FROM agency.events WHERE kind = 'order.money' AND order_num = $1`, [orderNum])).rows.map((row) => row.without), { timeout: 20_000 })
        .toEqual(['true', 'true']);
    } finally {
      await admin.end();
    }
    // The choice is in the order's audit, with who made it, on A and, once A is back, on B too.
    const withoutLock = expect.objectContaining({ operation: 'ticketing', outcome: 'without-agency-lock', agent: { code: 'LI', name: 'Agent Li' } });
    expect(expectOk(await a.call('orders.get', { orderId: order.id })).audit).toContainEqual(withoutLock);
    const onB = await onDesk(b, orderNum);
    await expect.poll(async () => expectOk(await b.call('orders.get', { orderId: onB.id })).audit, { timeout: 10_000 }).toContainEqual(withoutLock);
    // And A's call to the service itself, by A, in the same history on B (its audit entry travelled too).
    expect(expectOk(await b.call('orders.get', { orderId: onB.id })).audit).toContainEqual(expect.objectContaining({ operation: 'ticketing', outcome: 'ok', agent: { code: 'LI', name: 'Agent Li' } }));
  });
});
