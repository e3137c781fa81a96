/**
 * The sandbox's own time: the wall clock plus an offset that only moves forward, by
 * `POST /sandbox/clock`. Reimbursements, ticketing deadlines, "near take-off" and the departure
 * window all read this clock, so a trainer can make an afternoon pass in one request.
 */
export class SandboxClock {
  constructor(
    private readonly wallClock: () => number,
    private offsetMs = 0,
  ) {}

  now(): number {
    return this.wallClock() + this.offsetMs;
  }

  get offsetMinutes(): number {
    return this.offsetMs / 60_000;
  }

  advance(minutes: number): void {
    if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError('the sandbox clock only moves forward');
    this.offsetMs += Math.round(minutes * 60_000);
  }

  setOffsetMinutes(minutes: number): void {
    this.offsetMs = Math.round(minutes * 60_000);
  }
}
