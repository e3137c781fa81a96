import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgencyServer, type AgencyServerFixture } from '../../support/postgres/agency-server-fixture';
import { tempDir } from '../../support/temp-dir';
import { expectOk, startDesk, type Desk } from '../desk/desk-harness';

// Two whole desks (runtimes with their own data folders and order files) and one real PostgreSQL.
let server: AgencyServerFixture;
const folders = [tempDir('agency-desk-a'), tempDir('agency-desk-b')];
const desks: Desk[] = [];

function manualOrder(n: number, lastName: string) {
  return {
    orderNum: String(800000000000000000n + BigInt(n)),
    pnr: `S${String(n).padStart(5, '0')}`,
    contact: { name: 'SHARED/ORDER', email: 'shared@example.com', telNum: '13800138000' },
    passengers: [{ type: 'ADT' as const, lastName, firstName: 'Anna', sex: 'F' as const, birthday: '1985-02-03', ticketNum: `781${String(n).padStart(10, '0')}` }],
    segments: [{ journey: 1 as const, airline: 'LO', flightNum: '101', departure: 'WAW', arrival: 'PEK', departureDate: '2026-09-01', departureTime: '14:05', arrivalDate: '2026-09-02', arrivalTime: '05:40', bookingCode: 'Y' }],
  };
}

const profile = { name: 'Agency test account', environment: 'test' as const, apiBaseUrl: 'https://api.example.com', refundBaseUrl: 'https://refund.example.com', partnerId: 'AGENCY-1', partnerKey: 'the-key' };

beforeAll(async () => {
  server = await startAgencyServer({ desks: 2 });
  for (const [index, folder] of folders.entries()) {
    const desk = await startDesk(folder.path, { reimbursementPolling: false });
    desks.push(desk);
    const saved = expectOk(await desk.call('profiles.save', profile));
    expectOk(await desk.call('profiles.activate', { id: saved.id }));
    const login = server.desks[index];
    if (!login) throw new Error('no desk login');
    expectOk(
      await desk.call('agency.save', {
        agent: { name: index === 0 ? 'Agent Li' : 'Agent Wang', code: index === 0 ? 'LI' : 'WANG' },
        server: login.settings,
        password: login.password,
      }),
    );
  }
}, 90_000);

afterAll(async () => {
  for (const desk of desks) await desk.runtime.close();
  await server?.stop();
  for (const folder of folders) folder.remove();
});

describe('desks of one agency share the order file', () => {
  it('both desks say they are in sync', async () => {
    for (const desk of desks) await expect.poll(async () => expectOk(await desk.call('agency.state', {})).sync.state, { timeout: 10_000 }).toBe('in-sync');
  });

  it('an order entered on A is found on B by passenger name, within a second', async () => {
    const [a, b] = desks as [Desk, Desk];
    const filed = expectOk(await a.call('orders.enterManually', manualOrder(1, 'Kowalczyk')));
    const started = Date.now();
    await expect
      .poll(async () => expectOk(await b.call('orders.search', { query: 'Kowalczyk', filters: {}, limit: 10 })).rows.map((row) => row.orderNum), { timeout: 5_000, interval: 50 })
      .toEqual([filed.orderNum]);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('a note written on A reaches B’s agency state, and nothing echoes back to A as a new event', async () => {
    const [a, b] = desks as [Desk, Desk];
    const filed = expectOk(await a.call('orders.enterManually', manualOrder(2, 'Zielinska')));
    expectOk(await a.call('orders.saveNote', { orderId: filed.id, text: 'Customer calls back at three' }));
    await expect.poll(async () => expectOk(await b.call('orders.search', { query: 'Zielinska', filters: {}, limit: 10 })).rows.length, { timeout: 5_000 }).toBe(1);
    const admin = await server.superuser();
    try {
      await expect.poll(async () => (await admin.query(`SELECT count(*)::int AS n FROM agency.events WHERE kind = 'order.note'`)).rows[0].n, { timeout: 5_000 }).toBe(1);
      // B filed A's order; had B recorded that as its own change, the server would hold a second event for it.
      const events = await admin.query(`SELECT desk_id, kind FROM agency.events WHERE order_num = $1 ORDER BY seq`, [filed.orderNum]);
      expect(events.rows.map((row) => row.kind)).toEqual(['order.manual', 'order.note']);
      expect(new Set(events.rows.map((row) => row.desk_id)).size).toBe(1);
    } finally {
      await admin.end();
    }
  });

  it('B sees who brought the order in and the notes; a hand-over from B reaches A', async () => {
    const [a, b] = desks as [Desk, Desk];
    const onB = expectOk(await b.call('orders.search', { query: 'Zielinska', filters: {}, limit: 10 })).rows[0];
    if (!onB) throw new Error('the order is not on B');
    const view = expectOk(await b.call('agency.order', { orderId: onB.id })).view;
    expect(view).toMatchObject({ broughtBy: { code: 'LI', name: 'Agent Li' }, holder: { code: 'LI' }, notes: [{ code: 'LI', text: 'Customer calls back at three' }] });
    const handed = expectOk(await b.call('agency.handOver', { orderId: onB.id, to: { name: 'Agent Zhao', code: 'ZHAO' }, note: 'She prefers Chinese' }));
    expect(handed.holder).toEqual({ code: 'ZHAO', name: 'Agent Zhao' });
    const onA = expectOk(await a.call('orders.search', { query: 'Zielinska', filters: {}, limit: 10 })).rows[0];
    await expect.poll(async () => expectOk(await a.call('agency.order', { orderId: onA!.id })).view?.holder?.code, { timeout: 5_000 }).toBe('ZHAO');
    const onAView = expectOk(await a.call('agency.order', { orderId: onA!.id })).view;
    expect(onAView?.handOffs).toEqual([{ from: expect.objectContaining({ code: 'WANG', name: 'Agent Wang' }), to: { code: 'ZHAO', name: 'Agent Zhao' }, note: 'She prefers Chinese' }]);
  });

  it('TLS off is refused for a server that is not on this computer, naming the field and the rule', async () => {
    const [a] = desks as [Desk];
    const refused = await a.call('agency.save', { agent: { name: 'Agent Li', code: 'LI' }, server: { host: 'db.agency.example', port: 5432, database: 'agency', user: 'desk_1', tls: 'off' } });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ field: 'server.tls' }] } });
  });

  it('a bad agent code is refused with its rule, and the keychain never sends the password back', async () => {
    const [a] = desks as [Desk];
    const refused = await a.call('agency.save', { agent: { name: 'Agent Li', code: 'L' }, server: null });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(JSON.stringify(refused)).toMatch(/agent\.code/);
    const state = expectOk(await a.call('agency.state', {}));
    expect(state.passwordSaved).toBe(true);
    expect(JSON.stringify(state)).not.toContain(server.desks[0]?.password);
  });
});
