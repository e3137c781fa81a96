/**
 * The last ticketing time as a countdown. The service refuses to take payment after it, so the
 * desk warns in the last 30 minutes and refuses locally once it has passed (main checks the same
 * function before anything is sent; the screen uses it for the countdown).
 */
import { formatDuration } from '../format/desk-format';
import { serviceInstant } from '../format/service-time';

/** The warning window before the last ticketing time. */
export const CLOSING_WARNING_MS = 30 * 60_000;

/**
 * `unknown`: the order has no readable last ticketing time (the desk does not refuse; the service
 * decides). `open`: more than 30 minutes left. `closing`: 30 minutes or less. `passed`.
 */
export type DeadlineState = 'unknown' | 'open' | 'closing' | 'passed';

export interface TicketingDeadline {
  state: DeadlineState;
  /** The instant of the last ticketing time, null when unknown. */
  at: number | null;
  /** Milliseconds left (negative once passed), null when unknown. */
  msLeft: number | null;
}

export function ticketingDeadline(lastTicketingTime: string | null | undefined, now: number): TicketingDeadline {
  const at = serviceInstant(lastTicketingTime);
  if (at === null) return { state: 'unknown', at: null, msLeft: null };
  const msLeft = at - now;
  const state: DeadlineState = msLeft <= 0 ? 'passed' : msLeft <= CLOSING_WARNING_MS ? 'closing' : 'open';
  return { state, at, msLeft };
}

/**
 * "4h25" left (the desk's duration format), down to the minute; in the last ten minutes the
 * seconds too ("7m05s"), because that is when an agent decides whether there is still time.
 */
export function formatCountdown(msLeft: number): string {
  const left = Math.max(0, msLeft);
  if (left < 10 * 60_000) {
    const seconds = Math.floor(left / 1000);
    return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
  }
  return formatDuration(Math.floor(left / 60_000));
}
