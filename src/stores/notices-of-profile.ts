/**
 * A notice belongs to what caused it and goes when that is over (issue 23, finding 3). Errors from
 * calls to a profile's service ("ECONNREFUSED …" of a dead profile, "shown as the file last knew
 * it") describe that profile: once the agent switches to another, they no longer apply, and a store
 * that holds them drops them. What the agent typed wrong (a validation error) stays: it is about
 * the form, not the profile.
 */
import type { DeskApi } from '@contract/desk-api';
import type { DeskError } from '@contract/result';

/** Runs `drop` whenever the active profile changes; returns the unsubscribe (stores live as long as the page). */
export function dropOnProfileSwitch(desk: DeskApi, drop: () => void): () => void {
  return desk.on('profiles.activeChanged', () => drop());
}

/**
 * Whether an error was the service's or the way to it, and is over with the profile: not the
 * agent's input (validation), and never a payment of unknown outcome (it must be checked whatever
 * profile is active).
 */
export function isCallError(error: DeskError | null | undefined): boolean {
  return error != null && error.kind !== 'validation' && error.kind !== 'outcome-unknown';
}
