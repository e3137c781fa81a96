/** What every operation handler may use, and what it returns. */
import { type AttachmentFiles } from '../attachments/attachment-files';
import { type ForcedDrift } from '../faults/fault-rule';
import { type RouteNetwork } from '../network/route-network';
import { type OrderBook } from '../orders/order-book';
import { type Envelope } from '../protocol/envelope';
import { type JsonObject } from '../protocol/field-reader';
import { type SandboxClock } from '../time/sandbox-clock';

export interface SandboxContext {
  readonly seed: number;
  readonly network: RouteNetwork;
  readonly clock: SandboxClock;
  /** Replaced on reset: always read it from the context. */
  readonly book: OrderBook;
  readonly reimbursementDelayMinutes: number;
  /** Rules a trainer can switch at runtime (SandboxOptions, the CLI, POST /sandbox/options). */
  readonly rules: SandboxRules;
  /** The bytes of uploaded attachments (their records are in the book). */
  readonly attachments: AttachmentFiles;
  /** Call after any change to the order book so it is persisted. */
  changed(): void;
}

export interface SandboxRules {
  /**
   * The real service's rule "ticketing within 30 minutes of order pricing": Ticketing answers
   * B009 unless OrderPricing succeeded on the order in the last 30 minutes. Off by default (the
   * specification does not require OrderPricing).
   */
  requireOrderPricing: boolean;
}

export interface OperationRequest {
  partnerId: string;
  body: JsonObject;
  /** The path called: PrecisePricing serves V9, V10 and V11, which differ (direct pricing). */
  path: string;
  /** Set by a `drift` fault (pricing, booking, order pricing): how the market moved meanwhile. */
  forcedDrift?: ForcedDrift;
}

export interface OperationResult {
  envelope: Envelope;
  headers?: Record<string, string>;
}

/** Tells a client why the sandbox answered as it did, where the wire cannot (docs/sandbox.md). */
export const SANDBOX_NOTICE_HEADER = 'X-Sandbox-Notice';

export type OperationHandler = (request: OperationRequest, context: SandboxContext) => OperationResult;
