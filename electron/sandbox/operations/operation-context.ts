/** What every operation handler may use, and what it returns. */
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
  /** Call after any change to the order book so it is persisted. */
  changed(): void;
}

export interface OperationRequest {
  partnerId: string;
  body: JsonObject;
  /** Set by a `drift` fault: pricing moves the offer this way instead of its seeded outcome. */
  forcedDrift?: ForcedDrift;
}

export interface OperationResult {
  envelope: Envelope;
  headers?: Record<string, string>;
}

export type OperationHandler = (request: OperationRequest, context: SandboxContext) => OperationResult;
