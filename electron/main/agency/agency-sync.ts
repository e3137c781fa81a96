import { Client, Pool, type PoolClient } from 'pg';
import type { AgencyEvent } from './agency-event';
import { listenForEvents, pullEvents, pushEvents } from './event-log';
import { connectionConfig, type AgencyServerSettings } from './server-connection';
import { readServerSchema } from './server-schema';
import { checkServerContinuity, type AgencyServerRecall, type ServerChange } from './server-continuity';

/**
 * Keeps one desk's order file in step with its agency's server (docs/team-sync.md). The desk never
 * waits for it: every screen reads the local file; this pushes what the desk wrote (the outbox the
 * order file's door fills in the same transaction as each change) and pulls what the others wrote
 * (after a cursor, woken by LISTEN/NOTIFY, in pages when catching up), one round at a time.
 *
 * A round is idempotent end to end: the server skips event ids it has, the inbox skips event ids it
 * applied, and the cursor and the "sent" marks are written only after the step they record. A desk
 * killed anywhere in a round repeats at most that round's work on restart, and duplicates nothing.
 */
export interface AgencyOutbox {
  /** Events written locally and not yet known to be on the server, oldest first. */
  unsent(limit: number): readonly AgencyEvent[];
  markSent(eventIds: readonly string[]): void;
  waiting(): number;
}

export interface AgencyInbox {
  /** The server sequence number of the last event applied ('0' before the first). */
  cursor(): string;
  /** Applies a page of others' (and this desk's own, already applied: skipped) events and keeps the cursor, in one local transaction. */
  apply(events: readonly { seq: string; event: AgencyEvent }[], cursor: string): void;
}

export type AgencySyncStatus =
  | { state: 'off' }
  | { state: 'connecting'; waiting: number }
  | { state: 'in-sync'; waiting: number; at: string }
  | { state: 'offline'; since: string; waiting: number; reason: string }
  /** The server has no (or an older) schema: someone with the owner's login prepares it (Settings). */
  | { state: 'needs-preparing'; version: number; needed: number }
  /** A newer desk upgraded the server: this desk keeps working locally and says so. */
  | { state: 'newer-schema'; version: number; known: number };

interface AgencySyncOptions {
  settings: AgencyServerSettings;
  password: string;
  outbox: AgencyOutbox;
  inbox: AgencyInbox;
  /** Which server the outbox's sent marks and the inbox's cursor belong to (server-continuity.ts). */
  server: AgencyServerRecall;
  /** The desk started over with another server, or with one restored from an older backup (logged for people). */
  onServerChanged?: (change: ServerChange, startedOver: { resent: number; recorded: number }) => void;
  now?: () => Date;
  /** Events per push and per pulled page. */
  batch?: number;
  /** A poll even without a NOTIFY, in case a wake-up was lost with a connection. */
  pollMs?: number;
  onRefused?: (refused: { seq: string; reason: string }) => void;
}

const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/**
 * Events per push, and per pulled page (each page folded and filed in one local transaction, one
 * commit): a desk catching up on 10,000 orders commits 5 times instead of 40 (sync.catchup_s.10k).
 */
const PUSH_BATCH = 500;
const PULL_PAGE = 2_000;

export class AgencySync {
  private pool: Pool | null = null;
  private listener: Client | null = null;
  private current: AgencySyncStatus = { state: 'off' };
  private readonly watchers = new Set<(status: AgencySyncStatus) => void>();
  private round: Promise<void> | null = null;
  private again = false;
  private failures = 0;
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;

  constructor(private readonly options: AgencySyncOptions) {}

  status(): AgencySyncStatus {
    return this.current;
  }

  onStatus(watcher: (status: AgencySyncStatus) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.pool = new Pool({ ...connectionConfig(this.options.settings, this.options.password), max: 2 });
    // An idle connection the server dropped must not crash main: the next round reconnects.
    this.pool.on('error', () => undefined);
    this.set({ state: 'connecting', waiting: this.options.outbox.waiting() });
    this.nudge();
  }

  /** Something was written locally (or some desk pushed): run a round now, or right after the one running. */
  nudge(): void {
    if (this.stopped) return;
    if (this.round) {
      this.again = true;
      return;
    }
    this.round = this.runRound().finally(() => {
      this.round = null;
      if (this.again && !this.stopped) {
        this.again = false;
        this.nudge();
      }
    });
  }

  /** Resolves once no round is running (tests and shutdown). */
  async settled(): Promise<void> {
    while (this.round) await this.round;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.settled();
    await this.dropListener();
    await this.pool?.end().catch(() => undefined);
    this.pool = null;
    this.set({ state: 'off' });
  }

  /** A client for one short job (a lease), or an error when offline: the caller says so to the agent. */
  async withClient<T>(job: (client: PoolClient) => Promise<T>): Promise<T> {
    if (!this.pool) throw new Error('team sync is off');
    const client = await this.pool.connect();
    // A server that goes away mid-job also emits 'error' on the client: the job's own rejection
    // says what happened; without a listener the event would crash main.
    let broken: Error | undefined;
    const onError = (error: Error) => void (broken = error);
    client.on('error', onError);
    try {
      return await job(client);
    } catch (error) {
      // A failed job may have left the connection unusable: never hand it to the next job.
      broken ??= error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  }

  private async runRound(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    try {
      await this.withClient(async (client) => {
        const schema = await readServerSchema(client);
        if (schema.state === 'missing') throw new SchemaStop({ state: 'needs-preparing', version: 0, needed: schema.needed });
        if (schema.state === 'behind') throw new SchemaStop({ state: 'needs-preparing', version: schema.version, needed: schema.needed });
        if (schema.state === 'newer') throw new SchemaStop({ state: 'newer-schema', version: schema.version, known: schema.known });
        await this.ensureListening();
        await this.startOverIfChanged(client);
        await this.push(client);
        await this.pull(client);
      });
      this.failures = 0;
      this.set({ state: 'in-sync', waiting: this.options.outbox.waiting(), at: this.now().toISOString() });
      this.schedule(this.options.pollMs ?? 30_000);
    } catch (error) {
      if (error instanceof SchemaStop) {
        this.set(error.status);
        this.schedule(60_000);
        return;
      }
      await this.dropListener();
      const since = this.current.state === 'offline' ? this.current.since : this.now().toISOString();
      this.set({ state: 'offline', since, waiting: this.options.outbox.waiting(), reason: error instanceof Error ? error.message : String(error) });
      this.schedule(RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)] ?? 30_000);
      this.failures += 1;
    }
  }

  /**
   * Before anything is pushed or pulled: is this still the server the cursor and the sent marks
   * belong to? If not, the desk starts over with it (its own events go again, everyone's are pulled
   * from the start), then this very round pushes and pulls as usual.
   */
  private async startOverIfChanged(client: PoolClient): Promise<void> {
    const change = await checkServerContinuity(client, this.options.server, this.options.inbox.cursor());
    if (!change) return;
    const startedOver = this.options.server.startOver(change);
    this.options.onServerChanged?.(change, startedOver);
  }

  private async push(client: PoolClient): Promise<void> {
    const batch = this.options.batch ?? PUSH_BATCH;
    for (;;) {
      const events = this.options.outbox.unsent(batch);
      if (events.length === 0) return;
      await pushEvents(client, events);
      // Marked only after the server has them: a crash between the two repeats the push, which the server skips.
      this.options.outbox.markSent(events.map((event) => event.id));
      if (events.length < batch) return;
    }
  }

  private async pull(client: PoolClient): Promise<void> {
    const batch = this.options.batch ?? PULL_PAGE;
    for (;;) {
      const page = await pullEvents(client, this.options.inbox.cursor(), batch);
      for (const refused of page.refused) this.options.onRefused?.(refused);
      if (page.cursor !== this.options.inbox.cursor()) this.options.inbox.apply(page.events, page.cursor);
      if (!page.more) return;
    }
  }

  private async ensureListening(): Promise<void> {
    if (this.listener) return;
    const listener = new Client(connectionConfig(this.options.settings, this.options.password));
    listener.on('error', () => {
      // The server went away: the next round (scheduled by the failure it causes, or the poll) reconnects.
      void this.dropListener().then(() => this.nudge());
    });
    await listener.connect();
    await listenForEvents(listener, () => this.nudge());
    this.listener = listener;
  }

  private async dropListener(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.nudge(), ms);
    this.timer.unref();
  }

  private set(status: AgencySyncStatus): void {
    this.current = status;
    for (const watcher of this.watchers) watcher(status);
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }
}

class SchemaStop extends Error {
  constructor(readonly status: AgencySyncStatus) {
    super(status.state);
  }
}
