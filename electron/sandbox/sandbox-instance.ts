/**
 * Starting a sandbox: the seeded world (network, order book, clock), the faults, persistence and
 * the HTTP server, wired together. See index.ts for the public interface.
 */
import { type AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { attachmentFiles } from './attachments/attachment-files';
import { type ServerResponse } from 'node:http';
import { DEMO_PARTNER_ID, DEMO_PARTNER_KEY } from './demo-partner';
import { FaultRegistry } from './faults/fault-registry';
import { type FaultRule } from './faults/fault-rule';
import { VALID_TAGS } from './fares/products';
import { buildRouteNetwork, type RouteNetwork } from './network/route-network';
import { type SandboxContext, type SandboxRules } from './operations/operation-context';
import { OrderBook } from './orders/order-book';
import { seedOrderBook } from './orders/seed-order-book';
import { type OrderBookState } from './orders/order-book-state';
import { beijingWallClock } from './time/wire-time';
import { loadState, saveState, STATE_VERSION, type PersistedState } from './persistence/state-file';
import { createSandboxServer } from './server/http-server';
import { DEFAULT_SERVER_LIMITS, type ServerLimits } from '../shared/server-limits';
import { SandboxClock } from './time/sandbox-clock';

export interface SandboxOptions {
  /** Default '127.0.0.1'. */
  host?: string;
  /** 0 = a free port (default). */
  port?: number;
  /** Default 1; the same seed gives the same network, fares and order book. */
  seed?: number;
  /** Where the order book, clock and credit persist (JSON); absent = in memory only. */
  stateFile?: string;
  /** Initial faults (also settable at runtime through POST /sandbox/faults). */
  faults?: FaultRule[];
  /** Extra accepted partners besides the demo one. */
  partners?: { partnerId: string; partnerKey: string }[];
  /** Sandbox-clock minutes from a refund request to its reimbursement (default 60). */
  reimbursementDelayMinutes?: number;
  /** Wall clock (ms); the sandbox clock = now() + the offset advanced by POST /sandbox/clock. */
  now?: () => number;
  /** Time-outs and the connection cap against slow clients (defaults: DEFAULT_SERVER_LIMITS). */
  limits?: Partial<ServerLimits>;
  /**
   * The real service's rule "ticketing within 30 minutes of order pricing" (default off: the
   * specification does not require OrderPricing). Also switched by POST /sandbox/rules.
   */
  requireOrderPricing?: boolean;
}

export interface RunningSandbox {
  /** e.g. http://127.0.0.1:43123 — API paths are {baseUrl}/json/… and {baseUrl}/refund-api/refundRequest. */
  baseUrl: string;
  partnerId: string;
  partnerKey: string;
  validTags: readonly string[];
  close(): Promise<void>;
  /** Back to the seeded state: order book, credit, clock and faults. */
  reset(): Promise<void>;
  /** Replaces the active faults (as POST /sandbox/faults does). */
  setFaults(faults: FaultRule[]): void;
  /** Moves the sandbox clock forward (as POST /sandbox/clock does). */
  advanceClock(minutes: number): void;
  /** The sandbox clock (ms). */
  now(): number;
  /** The switchable rules now in force. */
  rules(): SandboxRules;
  /** Switches rules (as POST /sandbox/rules does); reset() restores the options' values. */
  setRules(rules: Partial<SandboxRules>): void;
}

export const DEFAULT_REIMBURSEMENT_DELAY_MINUTES = 60;

/** Partner systems rehearse bursts against the sandbox (hundreds of calls at once): a roomier cap. */
export const SANDBOX_SERVER_LIMITS: ServerLimits = { ...DEFAULT_SERVER_LIMITS, maxConnections: 1024 };

function applyRules(rules: SandboxRules, changes: Partial<SandboxRules>): void {
  if (changes.requireOrderPricing !== undefined) rules.requireOrderPricing = changes.requireOrderPricing;
}

const networks = new Map<number, RouteNetwork>();
/** Building a network takes ~100 ms; sandboxes with the same seed share it (it is immutable). */
function networkFor(seed: number): RouteNetwork {
  let network = networks.get(seed);
  if (!network) {
    network = buildRouteNetwork(seed);
    networks.set(seed, network);
  }
  return network;
}

/**
 * Seeding searches the network for a dozen real offers (a few hundred ms). The seeded book of a
 * seed is the same all day (its dates are relative to the Beijing day), so resets and sandboxes
 * started on the same day reuse a copy of the first one.
 */
const seededBooks = new Map<string, { seededAt: number; book: OrderBookState }>();

function seededBook(seed: number, network: RouteNetwork, now: number, otherPartners: readonly string[]): { seededAt: number; book: OrderBookState } {
  const key = `${seed}|${Math.floor(beijingWallClock(now) / 1440)}|${otherPartners.join(',')}`;
  let seeded = seededBooks.get(key);
  if (!seeded) {
    seeded = { seededAt: now, book: seedOrderBook(seed, network, now, DEMO_PARTNER_ID, otherPartners) };
    if (seededBooks.size > 20) seededBooks.clear();
    seededBooks.set(key, seeded);
  }
  return { seededAt: seeded.seededAt, book: structuredClone(seeded.book) };
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const seed = options.seed ?? 1;
  if (!Number.isSafeInteger(seed)) throw new RangeError('seed must be an integer');
  const wallClock = options.now ?? Date.now;
  const network = networkFor(seed);
  const partnerKeys = new Map<string, string>([[DEMO_PARTNER_ID, DEMO_PARTNER_KEY]]);
  for (const partner of options.partners ?? []) partnerKeys.set(partner.partnerId, partner.partnerKey);
  const otherPartners = [...partnerKeys.keys()].filter((id) => id !== DEMO_PARTNER_ID);

  const fresh = (): PersistedState => {
    const { seededAt, book } = seededBook(seed, network, wallClock(), otherPartners);
    return { version: STATE_VERSION, seed, seededAt, clockOffsetMinutes: 0, book };
  };
  let state = (options.stateFile ? loadState(options.stateFile, seed) : null) ?? fresh();
  for (const partnerId of otherPartners) state.book.credits[partnerId] ??= state.book.credits[DEMO_PARTNER_ID] ?? 0;

  const clock = new SandboxClock(wallClock, state.clockOffsetMinutes * 60_000);
  let book = new OrderBook(seed, state.book);
  let unsaved = false;
  const persist = (): void => {
    state.clockOffsetMinutes = clock.offsetMinutes;
    if (!options.stateFile) return;
    try {
      saveState(options.stateFile, state);
      unsaved = false;
    } catch (error) {
      // A full disk (or any write failure) must not turn the simulated service's answer into
      // S001: the order book goes on in memory, the file keeps its last whole state, and the
      // failure is said once (not on every request) until a save works again.
      if (!unsaved) console.error(`sandbox: the state file ${options.stateFile} could not be saved (${error instanceof Error ? error.message : String(error)}); going on in memory.`);
      unsaved = true;
    }
  };
  persist();

  const reimbursementDelayMinutes = options.reimbursementDelayMinutes ?? DEFAULT_REIMBURSEMENT_DELAY_MINUTES;
  const initialRules: SandboxRules = { requireOrderPricing: options.requireOrderPricing ?? false };
  // Rules are switched at runtime like faults, and like faults are not persisted.
  const rules: SandboxRules = { ...initialRules };
  // Uploaded attachments' bytes: beside the state file when there is one, otherwise in memory.
  const attachments = attachmentFiles(options.stateFile ? join(dirname(options.stateFile), 'sandbox-files') : null);
  const context: SandboxContext = {
    seed,
    attachments,
    network,
    clock,
    get book() {
      return book;
    },
    reimbursementDelayMinutes,
    rules,
    changed: persist,
  };
  const faults = new FaultRegistry(options.faults ?? []);
  const hanging = new Set<ServerResponse>();
  const resetState = (): void => {
    state = fresh();
    book = new OrderBook(seed, state.book);
    attachments.clear();
    clock.setOffsetMinutes(0);
    faults.restoreInitial();
    Object.assign(rules, initialRules);
    persist();
  };

  const host = options.host ?? '127.0.0.1';
  const identity = { boundHost: host, port: 0 };
  const server = createSandboxServer(
    { context: () => context, partners: { keyOf: (id) => partnerKeys.get(id) }, faults, hanging },
    { context: () => context, faults, partnerId: DEMO_PARTNER_ID, validTags: VALID_TAGS, reset: resetState, setRules: (changes) => applyRules(rules, changes) },
    identity,
    { ...SANDBOX_SERVER_LIMITS, ...options.limits },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  identity.port = port;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    baseUrl: `http://${urlHost}:${port}`,
    partnerId: DEMO_PARTNER_ID,
    partnerKey: DEMO_PARTNER_KEY,
    validTags: VALID_TAGS,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    reset: async () => resetState(),
    setFaults: (rules) => faults.set(rules),
    advanceClock: (minutes) => {
      clock.advance(minutes);
      persist();
    },
    now: () => clock.now(),
    rules: () => ({ ...rules }),
    setRules: (changes) => applyRules(rules, changes),
  };
}
