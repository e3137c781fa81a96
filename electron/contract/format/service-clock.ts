/**
 * The active service's clock: the one "now" for every decision relative to the service (the last
 * ticketing time, the service's "today" of B038, days a refund has waited). A real service keeps
 * real time (offset 0); a sandbox's clock can be moved forward in training, and then "now" is the
 * sandbox's, not the workstation's. Main's ServiceClockTracker and the renderer's bridge set the
 * offset main last read; everything else takes a `ServiceClock` (tests pass a fixed one).
 */
export interface ServiceClock {
  /** Milliseconds since the epoch on the active service's clock. */
  now(): number;
}

let aheadMs = 0;

/** Minutes the active service's clock runs ahead of this computer's (never negative). */
export function setServiceClockAhead(minutes: number): void {
  aheadMs = Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) * 60_000 : 0;
}

/** Milliseconds the active service's clock runs ahead now (0 against a real service). */
export function serviceClockAheadMs(): number {
  return aheadMs;
}

/** This process's service clock: this computer's clock moved by the active service's offset. */
export const serviceClock: ServiceClock = { now: () => Date.now() + aheadMs };

/** The service's "now" as a Date (the "today" formatters). */
export function serviceNow(): Date {
  return new Date(serviceClock.now());
}
