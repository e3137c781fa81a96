import { DEMO_PARTNER_ID, DEMO_PARTNER_KEY, type RunningSandbox } from '../../../sandbox';
import type { Logger } from '../../logging/logger';

/**
 * The embedded sandbox as the built-in Sandbox profile sees it: its account is always known (the
 * demo partner), its address only once it runs.
 */
export interface EmbeddedSandboxAccount {
  readonly partnerId: string;
  readonly partnerKey: string;
  /** Its address while it runs; null until something has needed it. */
  baseUrl(): string | null;
  /** Starts it unless it runs (callers at the same moment share one start) and gives its address. */
  start(reason: string): Promise<string>;
}

/**
 * The simulator embedded in the desk (electron/sandbox), started on first need rather than with
 * the desk (issue 22, item 9): when the built-in Sandbox profile is active at start or activated,
 * when a call is signed for it, or when "Reset sandbox" asks for it. A desk working against a test
 * or production service never opens its port, never seeds its order book and never writes its
 * state file. One start at a time: every caller during a start waits for that start; a start that
 * failed is tried again by the next caller.
 */
export class EmbeddedSandbox implements EmbeddedSandboxAccount {
  readonly partnerId = DEMO_PARTNER_ID;
  readonly partnerKey = DEMO_PARTNER_KEY;
  private started: RunningSandbox | null = null;
  private starting: Promise<RunningSandbox> | null = null;
  private closed = false;

  constructor(
    private readonly startSimulator: () => Promise<RunningSandbox>,
    private readonly logger: Logger,
  ) {}

  /** The running simulator, or null: not needed yet (or the desk is closing). */
  get running(): RunningSandbox | null {
    return this.started;
  }

  baseUrl(): string | null {
    return this.started?.baseUrl ?? null;
  }

  async start(reason: string): Promise<string> {
    return (await this.simulator(reason)).baseUrl;
  }

  /** The running simulator, started if need be. */
  simulator(reason: string): Promise<RunningSandbox> {
    if (this.started) return Promise.resolve(this.started);
    if (this.closed) return Promise.reject(new Error('The desk is closing: the embedded sandbox is not started any more.'));
    this.starting ??= this.startOnce(reason);
    return this.starting;
  }

  /** Stops it if it runs; a start still on its way is waited for and stopped too. */
  async close(): Promise<void> {
    this.closed = true;
    await this.starting?.catch(() => undefined);
    const running = this.started;
    this.started = null;
    await running?.close();
  }

  private async startOnce(reason: string): Promise<RunningSandbox> {
    const began = performance.now();
    try {
      const sandbox = await this.startSimulator();
      if (this.closed) {
        // Closed while it was starting: nothing may keep listening after the desk's close.
        await sandbox.close();
        throw new Error('The desk closed while the embedded sandbox was starting.');
      }
      this.started = sandbox;
      this.logger.info('sandbox.started', { baseUrl: sandbox.baseUrl, reason, ms: Math.round(performance.now() - began) });
      return sandbox;
    } catch (error) {
      this.logger.error('sandbox.start-failed', { reason, error: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      this.starting = null;
    }
  }
}
