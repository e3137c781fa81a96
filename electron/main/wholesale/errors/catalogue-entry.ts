import type { Wording } from '../../../contract/words';

/** One error code of one operation, with the words an agent reads when it comes back (codes of the words catalogue, electron/contract/words/en/api-errors.ts). */
export interface CatalogueEntry {
  /** The code as the specification writes it, e.g. `B068`. */
  code: string;
  /**
   * The message exactly as the specification's table for this operation writes it. Tables differ
   * between operations (`Partner is not exists.` / `Partner does not exists.`), and placeholders
   * (`XXX`, `xxx`, `[passenger name]`…) are kept: the service fills them in.
   */
  specMessage: string;
  /** The specification's condition column. */
  condition: string;
  /** What happened, for an airline-ticketing agent (not a developer). */
  explanation: Wording;
  /** What the agent should do now, naming the desk screen where it applies. */
  nextStep: Wording;
  /**
   * Whether simply trying again can help. Used for UI wording only: the automatic retry policy
   * decides on its own, per operation, because a retried payment or refund is not a retried search.
   */
  retry: 'safe' | 'after-wait' | 'no';
}

/**
 * An operation's codes in two lists, so the specification's part 7 stays checkable on its own:
 * `spec` holds the rows of the operation's table in part 7; `desk` holds codes the table does not
 * list but the desk must still explain (part 8's limits, and the desk's and sandbox's choices).
 */
export interface OperationTable {
  spec: readonly CatalogueEntry[];
  desk: readonly CatalogueEntry[];
}
