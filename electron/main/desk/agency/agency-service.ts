import type { Client } from 'pg';
import type { AgencyConnectionTest, AgencyHolder, AgencyOrderView, AgencyState, SaveAgency } from '../../../contract/domains/agency';
import type { Environment } from '../../../contract/domains/profiles';
import { isAgencyShared } from '../../agency/agency-event';
import { newEventId } from '../../agency/event-id';
import { agencyOrderView } from './agency-order-view';
import { fail, ok, type SentError, type SentResult } from '../../../contract/result';
import type { SecretStore } from '../../credentials/secret-store';
import { wording, type Wording } from '../../../contract/words';
import type { Logger } from '../../logging/logger';
import { AgencySync, type AgencySyncStatus } from '../../agency/agency-sync';
import type { AgencyLink } from '../../archive/agency/agency-link';
import type { Recording } from '../../archive/agency/agency-recorder';
import { AgencySettingsFile } from './agency-settings-file';
import { AgencyConnectionRefused, connectAgencyServer, connectionConfig, type AgencyServerSettings } from '../../agency/server-connection';
import { prepareAgencyServer, readServerSchema } from '../../agency/server-schema';

interface AgencyServiceDeps {
  settings: AgencySettingsFile;
  secrets: SecretStore;
  logger: Logger;
  /** The order file's side (journal, recorder, filing), hung on its door. */
  link: Pick<AgencyLink, 'journal' | 'server' | 'recordWholeFile' | 'onRecorded'>;
  /** An order's identity in the agency (environment, account), from the order file; null when it has no account. */
  accountOf: (orderId: number) => { environment: Environment; partnerId: string | null; orderNum: string } | null;
  onStatus: (status: AgencySyncStatus) => void;
  /** The service's time now, Beijing, `YYYY-MM-DD HH:mm:ss`: observations are ordered by it across desks. */
  serviceTime: () => string;
}

/**
 * Settings → Agency server, and the sync engine's life: started when an agent and a server are
 * saved (and the keychain holds the password), restarted on every save, stopped with the desk.
 * Without a server the desk is exactly what it is without this file (docs/team-sync.md).
 */
export class AgencyService {
  private sync: AgencySync | null = null;
  private passwordSaved = false;

  constructor(private readonly deps: AgencyServiceDeps) {
    // A change recorded for the agency is pushed at once, not at the next poll.
    deps.link.onRecorded(() => this.sync?.nudge());
  }

  async start(): Promise<void> {
    const password = await this.password();
    this.passwordSaved = password !== null;
    this.restart(password);
  }

  state(): AgencyState {
    const { deskId, agent, server } = this.deps.settings.get();
    return { deskId, agent, server, passwordSaved: this.passwordSaved, sync: this.sync?.status() ?? { state: 'off' } };
  }

  /** What the door records with each change while team sync is on; null when it is off (nothing recorded). */
  recording(): Recording | null {
    const { deskId, agent, server } = this.deps.settings.get();
    if (!agent || !server) return null;
    return { deskId, agent, serviceTime: this.deps.serviceTime, now: () => new Date() };
  }

  /** The running engine, for leases; null when team sync is off. */
  engine(): AgencySync | null {
    return this.sync;
  }

  async save(input: SaveAgency & { agent: { name: string; code: string } }): Promise<SentResult<AgencyState>> {
    const server = input.server ?? null;
    if (server) {
      const refused = refusalOf(server);
      if (refused) return refused;
    }
    if (input.password !== undefined) {
      await this.deps.secrets.set(this.deps.settings.passwordAccount(), input.password);
      this.passwordSaved = true;
    }
    this.deps.settings.save({ agent: input.agent, server });
    await this.stopSync();
    this.restart(await this.password());
    return ok(this.state());
  }

  /** Connects with what is saved, reads the schema, and says what it found (never changes anything). */
  async test(): Promise<SentResult<AgencyConnectionTest>> {
    const server = this.deps.settings.get().server;
    if (!server) return fail(saveServerFirst());
    const password = await this.password();
    if (password === null) return fail({ kind: 'validation', message: wording('agency.typePassword'), issues: [{ field: 'password', rule: 'required', message: wording('agency.passwordRequired') }] });
    const started = Date.now();
    let client: Client | null = null;
    try {
      client = await connectAgencyServer(server, password);
      const schema = await readServerSchema(client);
      const detail =
        schema.state === 'current'
          ? wording('agency.test.current', { version: schema.version })
          : schema.state === 'missing'
            ? wording('agency.test.missing')
            : schema.state === 'behind'
              ? wording('agency.test.behind', { version: schema.version, needed: schema.needed })
              : wording('agency.test.newer', { version: schema.version });
      return ok({ ok: true, detail, schema: schema.state, ms: Date.now() - started });
    } catch (error) {
      return ok({ ok: false, detail: connectionProblem(error), schema: null, ms: Date.now() - started });
    } finally {
      await client?.end().catch(() => undefined);
    }
  }

  /** Prepares or upgrades the server's schema with the owner's login, typed for this once and never stored. */
  async prepare(owner: { user: string; password: string }): Promise<SentResult<AgencyState>> {
    const server = this.deps.settings.get().server;
    if (!server) return fail(saveServerFirst());
    let client: Client | null = null;
    try {
      client = await connectAgencyServer({ ...server, user: owner.user }, owner.password);
      const prepared = await prepareAgencyServer(client);
      this.deps.logger.info('agency.prepared', { state: prepared.state, version: prepared.state === 'missing' ? 0 : prepared.version });
      this.sync?.nudge();
      return ok(this.state());
    } catch (error) {
      return fail({ kind: 'network', message: connectionProblem(error) });
    } finally {
      await client?.end().catch(() => undefined);
    }
  }

  /** The agency's view of one order; null when team sync is off or the order is not the agency's. */
  async order(orderId: number): Promise<SentResult<{ view: AgencyOrderView | null }>> {
    const key = this.sharedKey(orderId);
    const state = key ? this.deps.link.journal.orderState(key) : undefined;
    return ok({ view: state ? agencyOrderView(state) : null });
  }

  /** Every agent holding orders of the file, for Orders' "by agent"; none while team sync is off. */
  holders(): AgencyHolder[] {
    return this.recording() ? this.deps.link.journal.holders() : [];
  }

  /** Hands the order over to another agent, with a note: an event every desk sees. */
  async handOver(input: { orderId: number; to: { name: string; code: string }; note: string }): Promise<SentResult<AgencyOrderView>> {
    const recording = this.recording();
    const key = this.sharedKey(input.orderId);
    if (!recording || !key) {
      const message = wording('agency.handOverNeedsSync');
      return fail({ kind: 'validation', message, issues: [{ field: 'orderId', rule: 'shared with the agency', message }] });
    }
    this.deps.link.journal.record({
      id: newEventId(),
      deskId: recording.deskId,
      agent: recording.agent,
      happenedAt: recording.now().toISOString(),
      ...key,
      kind: 'order.handoff',
      body: { toAgentCode: input.to.code, toAgentName: input.to.name, note: input.note },
    });
    this.sync?.nudge();
    const state = this.deps.link.journal.orderState(key);
    if (!state) return fail({ kind: 'internal', message: wording('agency.handOverNotReadBack') });
    return ok(agencyOrderView(state));
  }

  async stop(): Promise<void> {
    await this.stopSync();
  }

  private sharedKey(orderId: number): { environment: Environment; partnerId: string; orderNum: string } | null {
    const account = this.deps.accountOf(orderId);
    if (!account || !this.recording() || !isAgencyShared(account.environment, account.partnerId)) return null;
    return { environment: account.environment, partnerId: account.partnerId, orderNum: account.orderNum };
  }

  private restart(password: string | null): void {
    const { agent, server } = this.deps.settings.get();
    if (!agent || !server || password === null) {
      this.deps.onStatus({ state: 'off' });
      return;
    }
    // The first join uploads the whole file (once: `joined` remembers the server's address). A desk
    // that has synced with a server before leaves it to the sync: only when the server turns out to
    // be another one (its identity, not its address) does it upload again (server-continuity.ts).
    const name = AgencySettingsFile.serverName(server);
    if (this.deps.settings.get().joined !== name) {
      const recorded = this.deps.link.server.identity() === null ? this.deps.link.recordWholeFile() : 0;
      this.deps.settings.save({ joined: name });
      this.deps.logger.info('agency.joined', { server: name, recorded });
    }
    const sync = new AgencySync({
      settings: server satisfies AgencyServerSettings,
      password,
      outbox: this.deps.link.journal,
      inbox: this.deps.link.journal,
      server: this.deps.link.server,
      onServerChanged: (change, startedOver) =>
        change.state === 'moved'
          ? this.deps.logger.warn('agency.server-changed', { server: name, from: change.from, to: change.identity, ...startedOver })
          : this.deps.logger.warn('agency.server-went-back', { server: name, identity: change.identity, cursor: change.cursor, lastSeq: change.lastSeq, lost: change.lost, ...startedOver }),
      onRefused: (refused) => this.deps.logger.warn('agency.event-refused', refused),
    });
    sync.onStatus((status) => this.deps.onStatus(status));
    this.sync = sync;
    sync.start();
  }

  private async stopSync(): Promise<void> {
    const sync = this.sync;
    this.sync = null;
    await sync?.stop();
  }

  private async password(): Promise<string | null> {
    try {
      return await this.deps.secrets.get(this.deps.settings.passwordAccount());
    } catch (error) {
      this.deps.logger.warn('agency.keychain', { message: error instanceof Error ? error.message : String(error) });
      return null;
    }
  }
}

function refusalOf(server: AgencyServerSettings): SentResult<never> | null {
  try {
    // Builds the configuration only to apply its rules (TLS for anything but loopback).
    connectionConfig(server, '');
    return null;
  } catch (error) {
    if (!(error instanceof AgencyConnectionRefused)) throw error;
    const message = wording('agency.tlsRequired');
    return fail({ kind: 'validation', message, issues: [{ field: `server.${error.field}`, rule: error.rule, message }] });
  }
}

/** Why a connection failed, in words an agent (or the agency's IT) can act on. */
function connectionProblem(error: unknown): Wording {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === '28P01') return wording('agency.problem.password');
  if (code === '3D000') return wording('agency.problem.noDatabase');
  if (code === 'ECONNREFUSED') return wording('agency.problem.refused');
  if (code === 'ENOTFOUND') return wording('agency.problem.unknownHost');
  if (code === '42501') return wording('agency.problem.notOwner');
  if (/certificate|self.signed|hostname/i.test(message)) return wording('agency.problem.certificate', { message });
  return wording('agency.problem.unreachable', { message });
}

function saveServerFirst(): SentError {
  return { kind: 'validation', message: wording('agency.saveServerFirst'), issues: [{ field: 'server', rule: 'required', message: wording('agency.saveServerFirst.field') }] };
}
