import { Client } from 'pg';
import { prepareAgencyServer } from '../../../electron/main/agency/server-schema';
import { agencySetupSql, deskLoginSql } from './agency-setup-sql';
import type { AgencyServerSettings } from '../../../electron/main/agency/server-connection';
import { startScratchPostgres, type ScratchPostgres } from './scratch-postgres';

/**
 * A scratch PostgreSQL set up as docs/team-sync.md tells an agency's IT to: a database, the owner
 * and desk roles, the schema prepared by the owner's login, and `desks` desk logins.
 */
export interface AgencyServerFixture {
  readonly postgres: ScratchPostgres;
  readonly owner: { settings: AgencyServerSettings; password: string };
  readonly desks: readonly { settings: AgencyServerSettings; password: string }[];
  /** A superuser client on the agency database (the test's view from outside). */
  superuser(): Promise<Client>;
  stop(): Promise<void>;
}

export async function startAgencyServer(options: { desks: number; prepare?: boolean }): Promise<AgencyServerFixture> {
  const postgres = await startScratchPostgres();
  const base = { host: postgres.host, port: postgres.port, database: 'agency', tls: 'off' as const };
  const connectSuper = async (database: string) => {
    const client = new Client({ host: postgres.host, port: postgres.port, database, user: 'postgres', password: postgres.superuser.password });
    await client.connect();
    return client;
  };
  try {
    const admin = await connectSuper('postgres');
    await admin.query('CREATE DATABASE agency');
    await admin.end();
    const setup = await connectSuper('agency');
    const owner = { settings: { ...base, user: 'agency_admin' }, password: 'owner-secret' };
    await setup.query(agencySetupSql({ user: owner.settings.user, password: owner.password }));
    const desks = Array.from({ length: options.desks }, (_, index) => ({ settings: { ...base, user: `desk_${index + 1}` }, password: `desk-secret-${index + 1}` }));
    for (const desk of desks) await setup.query(deskLoginSql({ user: desk.settings.user, password: desk.password }));
    await setup.end();
    if (options.prepare !== false) {
      const ownerClient = new Client({ ...base, user: owner.settings.user, password: owner.password });
      await ownerClient.connect();
      await prepareAgencyServer(ownerClient);
      await ownerClient.end();
    }
    return { postgres, owner, desks, superuser: () => connectSuper('agency'), stop: async () => postgres.stop() };
  } catch (error) {
    postgres.stop();
    throw error;
  }
}
