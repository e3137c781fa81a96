import type { RunningSandbox } from '../../../electron/sandbox';
import { startSandbox } from '../../../electron/sandbox';
import { expectOk, inDays, startDesk, type Desk } from '../../integration/desk/desk-harness';
import { startAgencyServer, type AgencyServerFixture } from '../postgres/agency-server-fixture';
import { tempDir } from '../temp-dir';

/**
 * Two desks of one agency rehearsing against ONE standalone sandbox (as a team does with
 * `npm run sandbox`) and one real PostgreSQL: each desk has a sandbox profile pointing at that
 * sandbox (its address is part of the orders' account, so they are the agency's) and joins the
 * agency as Agent Li (desk 0) or Agent Wang (desk 1).
 */
export interface TeamRehearsal {
  readonly server: AgencyServerFixture;
  readonly sandbox: RunningSandbox;
  readonly desks: readonly [Desk, Desk];
  /** The orders' partner id in the agency: the sandbox's partner with its address. */
  readonly partnerId: string;
  stop(): Promise<void>;
}

const AGENTS = [
  { name: 'Agent Li', code: 'LI' },
  { name: 'Agent Wang', code: 'WANG' },
] as const;

export async function startTeamRehearsal(options: { seed: number; name: string }): Promise<TeamRehearsal> {
  const server = await startAgencyServer({ desks: 2 });
  const sandbox = await startSandbox({ seed: options.seed });
  const folders = [tempDir(`${options.name}-a`), tempDir(`${options.name}-b`)];
  const desks: Desk[] = [];
  const stop = async () => {
    for (const desk of desks) await desk.runtime.close();
    await sandbox.close();
    await server.stop();
    for (const folder of folders) folder.remove();
  };
  try {
    for (const [index, folder] of folders.entries()) {
      const desk = await startDesk(folder.path, { reimbursementPolling: false });
      desks.push(desk);
      const profile = expectOk(
        await desk.call('profiles.save', {
          name: 'Team rehearsal',
          environment: 'sandbox',
          apiBaseUrl: sandbox.baseUrl,
          refundBaseUrl: sandbox.baseUrl,
          partnerId: sandbox.partnerId,
          partnerKey: sandbox.partnerKey,
          bookingEnabled: true,
          orderPricingBeforeTicketing: false,
        }),
      );
      expectOk(await desk.call('profiles.activate', { id: profile.id }));
      const login = server.desks[index]!;
      expectOk(await desk.call('agency.save', { agent: AGENTS[index]!, server: login.settings, password: login.password }));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { server, sandbox, desks: desks as [Desk, Desk], partnerId: `${sandbox.partnerId}@${new URL(sandbox.baseUrl).host}`, stop };
}

/** Books a one-way test order on `desk` (the first offer that prices and books) and returns its number. */
export async function bookOrder(desk: Desk, lastName: string): Promise<string> {
  const results = expectOk(await desk.call('shopping.search', { tripType: 'one-way', legs: [{ origin: 'PEK', destination: 'SHA', departureDate: inDays(21) }], adults: 1, children: 0, infants: 0, solutions: 20 }));
  for (const offer of results.offers) {
    const priced = await desk.call('pricing.price', { searchId: results.searchId, solutionId: offer.solutionId });
    if (!priced.ok) continue;
    if (priced.value.requiresAcknowledgement) await desk.call('pricing.acknowledge', { pricedOfferId: priced.value.pricedOfferId });
    const created = await desk.call('booking.create', { pricedOfferId: priced.value.pricedOfferId, passengers: [{ type: 'ADT', lastName, firstName: 'Wei', birthday: '1985-05-05', sex: 'M' }] });
    if (created.ok) return created.value.orderNum;
  }
  throw new Error('no offer could be booked');
}
