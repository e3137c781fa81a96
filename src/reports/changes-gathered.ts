/**
 * How long the Reports screen gathers the file's changes before reading its figures again. A burst
 * (a team sync, a check of many refunds) is one read; and a desk whose reimbursement poller checks
 * many open refunds tells a change every few hundred milliseconds, so each read waits ten times as
 * long as main took for the last one: main's one thread spends at most about a tenth of its time on
 * the figures of a screen the agent is only looking at (docs/reports.md, "Following the file").
 */
const FEWEST_MS = 300;
const MOST_MS = 5_000;
const READ_SHARE = 10;

/** `lastReadMs`: how long main took to read the figures shown (undefined before the first). */
export function changesGatheredMs(lastReadMs: number | undefined): number {
  const proportional = Number.isFinite(lastReadMs) ? (lastReadMs as number) * READ_SHARE : 0;
  return Math.round(Math.min(MOST_MS, Math.max(FEWEST_MS, proportional)));
}
