import type { ConnectionStatus } from './domains/connection';
import type { ProfileSummary } from './domains/profiles';

/** Events main pushes to the renderer, in both transports. */
export interface DeskEvents {
  'connection.changed': ConnectionStatus;
  'profiles.activeChanged': ProfileSummary;
}

export type DeskEventName = keyof DeskEvents;

export const EVENT_NAMES = [
  'connection.changed',
  'profiles.activeChanged',
] as const satisfies readonly DeskEventName[];

type MissingEvent = Exclude<DeskEventName, (typeof EVENT_NAMES)[number]>;
export const everyEventListed: [MissingEvent] extends [never] ? true : MissingEvent = true;
