/**
 * The active service's clock, as an offset from this computer's. A real service keeps real time
 * (offset 0); a sandbox's clock can be moved forward in training, and then "today" (B038's
 * departure-date window, a typed date without a year, days a refund has waited) is the sandbox's
 * day, not the workstation's. Main and the renderer each hold the offset main last reported.
 */
let aheadMs = 0;

/** Minutes the active service's clock runs ahead of this computer's (never negative). */
export function setServiceClockAhead(minutes: number): void {
  aheadMs = Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) * 60_000 : 0;
}

export function serviceClockAheadMinutes(): number {
  return aheadMs / 60_000;
}

/** The service's "now": this computer's clock moved by the active service's offset. */
export function serviceNow(): Date {
  return new Date(Date.now() + aheadMs);
}
