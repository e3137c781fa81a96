import type { SentResult, ShoppingResults } from '../../../electron/contract';
import type { PartnerConnection } from '../../../electron/main/wholesale/client';
import type { Desk } from '../desk/desk-harness';
import type { MisbehavingServer } from '../../support/misbehaving-server';

/** What every cell of the matrix works with: one desk, one hostile network in front of its sandbox. */
export interface MatrixContext {
  desk: Desk;
  /** Between the desk and its embedded sandbox: passes everything through unless told to misbehave. */
  network: MisbehavingServer;
  /** Where redirects point: it must never receive anything. */
  elsewhere: MisbehavingServer;
  /** The "Hostile network" profile's connection (the demo partner, through `network`). */
  connection: PartnerConnection;
  /** One search through the desk, made before the matrix: PEK→SZX, HU non-stop (its special flights included). */
  search: ShoppingResults;
  /** The sandbox's own control routes, called directly (never through `network`). */
  sandbox<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  /** A fresh abort signal for a client-level call. */
  signal(): AbortSignal;
}

/** A client-level call's result without the success wrapper's details (the matrix only reads the error). */
export type CallResult = SentResult<unknown>;
